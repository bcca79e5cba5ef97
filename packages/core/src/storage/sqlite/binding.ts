// Where better-sqlite3's native addon comes from. Installed, the package finds its own build in
// node_modules. In the single binary there is no node_modules: the addon is one of the
// binary's assets, and a native library can only be loaded from a file. It is written once per
// process to a private temporary file, opened, and unlinked at once (its directory too); the
// open descriptor keeps it loadable as /proc/self/fd/N for the life of the process, from this
// thread and from worker threads. Nothing is left on disk after start, even when the process is
// killed. A temporary directory mounted noexec cannot load it: TMPDIR then names another one.
// Everything else in core opens SQLite through the functions below.
import type Database from 'better-sqlite3';
import { createRequire } from 'node:module';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync, rmdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMBEDDED, embeddedBytes, inBinary } from '../../embedded.js';

/** The loaded addon and the path a worker thread loads it from again; null until first asked. */
let embedded: { addon: object; path: string } | null = null;

function loadEmbeddedAddon(): { addon: object; path: string } {
  if (embedded) return embedded;
  const dir = mkdtempSync(join(tmpdir(), 'inboxkit-sqlite-'));
  const file = join(dir, 'better_sqlite3.node');
  writeFileSync(file, embeddedBytes(EMBEDDED.sqliteAddon), { mode: 0o600 });
  const fd = openSync(file, 'r');
  let path = `/proc/self/fd/${fd}`;
  if (existsSync(path)) {
    unlinkSync(file);
    rmdirSync(dir);
  } else {
    // No /proc (an unusual sandbox): load the file itself and remove it when the process exits.
    closeSync(fd);
    path = file;
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  const module = { exports: {} as object };
  try {
    process.dlopen(module, path);
  } catch (error) {
    throw new Error(`cannot load the embedded SQLite addon from ${dir}: ${(error as Error).message} `
      + '(is the temporary directory mounted noexec? Set TMPDIR to a directory that allows executables)');
  }
  embedded = { addon: module.exports, path };
  return embedded;
}

/**
 * Options for `new Database(path, options)` in this thread: the embedded addon in the binary,
 * nothing otherwise. better-sqlite3 takes the loaded addon object as well as a path (its types
 * say only a path); a path would not do here: it appends `.node` and `require`s it, and the
 * binary's main script has no file-reading `require`.
 */
export function sqliteOptions(): Database.Options {
  return inBinary() ? { nativeBinding: loadEmbeddedAddon().addon as unknown as string } : {};
}

/** How a worker thread gets better-sqlite3: pass it in workerData, and open it with WORKER_SQLITE_LOADER's function. */
export type WorkerSqliteDriver =
  | { module: string }
  | { asset: string; addon: string };

export function workerSqliteDriver(): WorkerSqliteDriver {
  if (!inBinary()) return { module: createRequire(import.meta.url).resolve('better-sqlite3') };
  return { asset: EMBEDDED.sqliteDriver, addon: loadEmbeddedAddon().path };
}

/**
 * Source of `loadSqliteDriver(driver)` for a worker thread started with `eval: true` (whose
 * `require` reads files and built-in modules): better-sqlite3's Database class and the options
 * to open files with, from the package as installed or from the binary's assets.
 */
export const WORKER_SQLITE_LOADER = `
function loadSqliteDriver(driver) {
  if (driver.module) return { Database: require(driver.module), options: {} };
  const lib = { exports: {} };
  const source = require('node:sea').getAsset(driver.asset, 'utf8');
  require('node:vm').compileFunction(source, ['module', 'exports', 'require'], { filename: driver.asset })(lib, lib.exports, require);
  const addon = { exports: {} };
  process.dlopen(addon, driver.addon);
  return { Database: lib.exports, options: { nativeBinding: addon.exports } };
}
`;
