// Files of this package the daemon reads at run time. Installed, they are read from the
// package's directory; in the single binary (`npm run build:binary`) there is no such
// directory, and scripts/build-binary.mjs embeds each path of PACKAGE_ASSETS as an asset named
// `daemon/<path>`. Whatever serves files (the version, the dashboard's built files) reads them
// through readAsset and works the same in both.
import { readFileSync } from 'node:fs';
import type * as Sea from 'node:sea';

// `node:sea` exists from Node 20.12, getBuiltinModule from 20.16; older versions run no binary.
const sea = (process.getBuiltinModule as ((id: string) => unknown) | undefined)?.('node:sea') as typeof Sea | undefined;

/**
 * Paths relative to packages/daemon/ that the binary embeds: files, or directories (every file
 * under them). A new one is one more entry here, then read with readAsset.
 */
export const PACKAGE_ASSETS: readonly string[] = ['package.json', 'dist/web'];

/** src/ and dist/ are both one level below the package root. */
const PACKAGE_ROOT = new URL('../', import.meta.url);

/** The asset key of a package path in the binary. */
export const assetKey = (path: string): string => `daemon/${path}`;

/** A file of the package (a path relative to packages/daemon/, one of PACKAGE_ASSETS or under one). Throws when missing. */
export function readAsset(path: string): Buffer {
  if (sea?.isSea()) return Buffer.from(sea.getAsset(assetKey(path)));
  return readFileSync(new URL(path, PACKAGE_ROOT));
}
