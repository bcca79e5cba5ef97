#!/usr/bin/env node
// `npm run build:binary`: dist/inboxkit-linux-x64, one executable holding the daemon, the CLI
// and their files (Node's single executable applications). Runs on the built packages (the npm
// script runs `tsc -b` first). Steps, all under dist/binary/ but the result:
//  1. esbuild bundles packages/daemon/dist/cli.js with everything it imports into one CommonJS
//     script (Node 20 runs only CommonJS as the binary's main script), and two more scripts that
//     worker threads evaluate: core's parse worker and better-sqlite3's JavaScript;
//  2. `node --experimental-sea-config` writes the preparation blob: the main script (with V8's
//     code cache) and the assets: those two scripts, better-sqlite3's native addon, and the
//     daemon's files (PACKAGE_ASSETS in packages/daemon/src/assets.ts);
//  3. a copy of this very `node` (stripped of its debugging symbols when `strip` is there), the
//     blob injected with postject, then renamed into place.
// Prints the binary's path and size, and how long each step took.
// `--out PATH` writes the binary there instead (its work files beside it, in PATH.build/): the
// tests build their own copy this way. `--no-code-cache` leaves V8's code cache out of the blob
// (bench/binary.ts measures what the cache is worth at start).
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { EMBEDDED } from '../packages/core/dist/embedded.js';
import { PACKAGE_ASSETS, assetKey } from '../packages/daemon/dist/assets.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({ options: { out: { type: 'string' }, 'no-code-cache': { type: 'boolean' } } });
const BINARY = args.out ? resolve(args.out) : join(ROOT, 'dist', 'inboxkit-linux-x64');
const WORK_DIR = args.out ? `${BINARY}.build` : join(ROOT, 'dist', 'binary');
const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';
const require = createRequire(import.meta.url);

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.error(`build-binary: builds dist/inboxkit-linux-x64 on linux-x64 only (this is ${process.platform}-${process.arch})`);
  process.exit(1);
}

const started = performance.now();
const timings = [];
const step = async (name, fn) => {
  const t = performance.now();
  const result = await fn();
  timings.push(`${name} ${Math.round(performance.now() - t)} ms`);
  return result;
};

rmSync(WORK_DIR, { recursive: true, force: true });
mkdirSync(WORK_DIR, { recursive: true });

// The bundled code is ESM compiled to CommonJS: `import.meta` becomes an object whose `url` is
// the file URL of the running script (in the binary's main script, the binary itself; in an
// evaluated worker, a name under the working directory), and no `resolve` (used only when
// running TypeScript source). Nothing in the binary resolves a file from it: the code that
// would checks for the binary first (core/src/embedded.ts, daemon/src/assets.ts).
const IMPORT_META = '__inboxkit_import_meta';
// @whatwg-node/fetch tries `require('node-libcurl')`, an optional package the binary has not:
// the binary's require would print a warning for it on every start. The attempt is left out
// (and the build fails if the line changes, so an update of the package is looked at).
const withoutLibcurl = {
  name: 'without-node-libcurl',
  setup(b) {
    b.onLoad({ filter: /@whatwg-node[\\/]fetch[\\/]dist[\\/]node-ponyfill\.js$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8');
      if (!text.includes('require(nodelibcurlName)')) throw new Error(`${path} no longer has require(nodelibcurlName): look at it again`);
      return { contents: text.replace('require(nodelibcurlName)', 'undefined'), loader: 'js' };
    });
  },
};

const bundle = (entry, outfile) => build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  define: { 'import.meta': IMPORT_META },
  banner: { js: `var ${IMPORT_META} = { url: require('node:url').pathToFileURL(__filename).href };` },
  legalComments: 'none',
  plugins: [withoutLibcurl],
  logLevel: 'warning',
  // pino's transports (thread-stream workers) are never started: the daemon logs in-thread
  // (packages/daemon/src/log/logger.ts), so the files they would resolve at run time are not needed.
});

const main = join(WORK_DIR, 'inboxkit.cjs');
await step('bundle', () => Promise.all([
  bundle(join(ROOT, 'packages/daemon/dist/cli.js'), main),
  bundle(join(ROOT, 'packages/core/dist/ingest/prepare-worker.js'), join(WORK_DIR, 'prepare-worker.cjs')),
  bundle(require.resolve('better-sqlite3'), join(WORK_DIR, 'better-sqlite3.cjs')),
]));

/** Every file of a package path (a file, or a directory walked recursively). */
function filesOf(path) {
  const full = join(ROOT, 'packages/daemon', path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true }).flatMap((e) => filesOf(join(path, e.name)));
}

const assets = {
  [EMBEDDED.prepareWorker]: join(WORK_DIR, 'prepare-worker.cjs'),
  [EMBEDDED.sqliteDriver]: join(WORK_DIR, 'better-sqlite3.cjs'),
  [EMBEDDED.sqliteAddon]: join(require.resolve('better-sqlite3/package.json'), '../build/Release/better_sqlite3.node'),
};
for (const path of PACKAGE_ASSETS.flatMap(filesOf)) assets[assetKey(path)] = join(ROOT, 'packages/daemon', path);

const blob = join(WORK_DIR, 'inboxkit.blob');
const config = join(WORK_DIR, 'sea-config.json');
writeFileSync(config, `${JSON.stringify({
  main, output: blob, disableExperimentalSEAWarning: true, useCodeCache: !args['no-code-cache'], useSnapshot: false, assets,
}, null, 2)}\n`);
await step('blob', () => run(process.execPath, ['--experimental-sea-config', config], { quiet: true }));

const temp = `${BINARY}.tmp`;
await step('copy node', () => {
  rmSync(temp, { force: true });
  const stripped = spawnSync('strip', ['-o', temp, process.execPath], { stdio: 'ignore' }).status === 0;
  if (!stripped) copyFileSync(process.execPath, temp);
  chmodSync(temp, 0o755);
  timings.push(stripped ? '(stripped)' : '(not stripped: no strip command)');
});
// postject's CLI in a process of its own: its ELF reader prints a dozen harmless "Can't find
// string offset for section name '.note…'" lines about node's notes, shown only on failure.
await step('inject', () => run(process.execPath, [
  join(require.resolve('postject/package.json'), '../dist/cli.js'), temp, 'NODE_SEA_BLOB', blob, '--sentinel-fuse', SEA_FUSE,
], { quiet: true }));
renameSync(temp, BINARY);

const mb = (statSync(BINARY).size / 1024 / 1024).toFixed(1);
console.error(`build-binary: ${relative(process.cwd(), BINARY).startsWith('..') ? BINARY : relative(process.cwd(), BINARY)} (${mb} MiB) in ${((performance.now() - started) / 1000).toFixed(1)} s: ${timings.join(', ')}`);

/** Runs a command to its end; its stderr is shown, or with `quiet` only when it fails (with its stdout). */
function run(command, args, { quiet = false } = {}) {
  const r = spawnSync(command, args, { stdio: ['ignore', 'pipe', quiet ? 'pipe' : 'inherit'], encoding: 'utf8' });
  if (r.status === 0) return;
  if (quiet) process.stderr.write(`${r.stdout}${r.stderr}`);
  throw new Error(`${command} ${args.join(' ')} failed (${r.status ?? r.signal})`);
}
