// Inboxkit's single binary (`npm run build:binary`, scripts/build-binary.mjs) is Node with one
// bundled script injected: no package files on disk. What an install reads from node_modules
// at run time, core reads there from the binary's own assets (Node's single executable
// applications, `node:sea`), under the names below. This is core's one place that knows; the
// build script embeds exactly these names.
import type * as Sea from 'node:sea';

/** The assets core reads in the binary; scripts/build-binary.mjs writes the same keys. */
export const EMBEDDED = {
  /** better-sqlite3's native addon (build/Release/better_sqlite3.node). */
  sqliteAddon: 'core/better_sqlite3.node',
  /** better-sqlite3's JavaScript, bundled as one CommonJS script (`module.exports` = Database), for worker threads. */
  sqliteDriver: 'core/better-sqlite3.cjs',
  /** ingest/prepare-worker with everything it imports, one CommonJS script for `new Worker(code, { eval: true })`. */
  prepareWorker: 'core/prepare-worker.cjs',
} as const;

// `node:sea` exists from Node 20.12; getBuiltinModule from 20.16. Older versions cannot run
// the binary, so for them (as for any plain `node`) this is simply not the binary.
const sea = (process.getBuiltinModule as ((id: string) => unknown) | undefined)?.('node:sea') as typeof Sea | undefined;

/** Whether this process is the single binary (and so has the assets above). */
export function inBinary(): boolean {
  return sea?.isSea() === true;
}

/** An asset's bytes; only in the binary. */
export function embeddedBytes(name: string): Uint8Array {
  if (!sea?.isSea()) throw new Error(`${name} is embedded only in the single binary`);
  return new Uint8Array(sea.getAsset(name));
}

/** An asset's text (UTF-8); only in the binary. */
export function embeddedText(name: string): string {
  if (!sea?.isSea()) throw new Error(`${name} is embedded only in the single binary`);
  return sea.getAsset(name, 'utf8');
}
