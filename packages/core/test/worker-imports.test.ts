/**
 * The parse worker is a V8 isolate of its own: every module it loads is loaded again there and
 * held for its life. What it loads is what `prepare-worker.ts` reaches at run time (type-only
 * imports are erased), read here the way a bundler reads it (esbuild's metafile). The worker
 * has no use for a storage engine or a database driver; one value imported from
 * storage/index.ts once loaded better-sqlite3's and the engines' code into it (4 MB of RSS of
 * a process importing prepare.js; the parse worker holds 70–90 MB in all, docs/performance.md).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const entry = fileURLToPath(new URL('../src/ingest/prepare-worker.ts', import.meta.url));

async function inputs(): Promise<string[]> {
  const result = await build({
    entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', write: false, metafile: true, logLevel: 'silent',
    // Native add-ons are not bundled; their package's JavaScript still is, so a driver shows up.
    loader: { '.node': 'empty' },
  });
  return Object.keys(result.metafile!.inputs);
}

test('the parse worker loads no storage engine and no database driver', async () => {
  const loaded = await inputs();
  assert.ok(loaded.some((p) => p.endsWith('ingest/prepare.ts')), 'the graph was read');
  assert.ok(loaded.some((p) => p.includes('node_modules/mailparser/')), 'packages count too');
  const engines = loaded.filter((p) => /core\/src\/storage\/(index|sqlite\/|postgres\/)|node_modules\/(better-sqlite3|pg|pg-[a-z-]+|@electric-sql)\//.test(p));
  assert.equal(engines, []);
});

test.run();
