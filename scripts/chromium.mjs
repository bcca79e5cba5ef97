// Where the browser tests find Chromium, without apt and without downloading anything:
//   1. CHROMIUM_PATH, when set (any Chromium or Chrome binary);
//   2. Debian's /usr/bin/chromium (package `chromium`), when installed;
//   3. the Chromium that the npm package @sparticuz/chromium ships inside its tarball (a
//      devDependency, so `npm install` brings it), unpacked once into the system's temporary
//      folder (its own cache: /tmp/chromium and the shared libraries next to it).
// scripts/run-tests.mjs resolves it once and passes CHROMIUM_PATH to every test process, so
// parallel test files never unpack it at the same time.
//
//   import { findChromium } from '../scripts/chromium.mjs';
//   const executablePath = await findChromium();
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The path of a Chromium binary; throws, saying what to do, when none can be found. */
export async function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  let packaged;
  try {
    packaged = (await import('@sparticuz/chromium')).default;
  } catch (error) {
    throw new Error(`no Chromium: ${DEBIAN_CHROMIUM} is absent and @sparticuz/chromium is not installed (npm install). `
      + `CHROMIUM_PATH names another binary. (${error.message})`);
  }
  return packaged.executablePath();
}
