#!/usr/bin/env node
// Builds the web dashboard (packages/daemon/web/, Preact + TypeScript) into
// packages/daemon/dist/web/: one minified ES module and one stylesheet, named by the hash of
// their content, and manifest.json naming them. The daemon serves them from memory
// (src/dashboard/assets.ts). Run by the root `build`, `prepare`, `start` and `test` scripts
// after `tsc -b`; about a tenth of a second.
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}dist/web`;

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const result = await build({
  entryPoints: { dashboard: `${root}web/main.tsx` },
  outdir,
  bundle: true,
  minify: true,
  format: 'esm',
  // Browsers from 2023 on: EventSource, fetch, <dialog>, CSS nesting not needed.
  target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'],
  jsx: 'automatic',
  jsxImportSource: 'preact',
  entryNames: '[name]-[hash]',
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  // Nothing of Node: a bundle that reaches for it is a mistake.
  platform: 'browser',
});
const outputs = Object.keys(result.metafile.outputs).map((p) => basename(p));
const script = outputs.find((f) => f.endsWith('.js'));
const style = outputs.find((f) => f.endsWith('.css'));
if (!script || !style) throw new Error(`the dashboard build made no script or no stylesheet: ${outputs.join(', ')}`);
writeFileSync(`${outdir}/manifest.json`, `${JSON.stringify({ script, style, files: outputs }, null, 2)}\n`);
process.stderr.write(`dashboard: ${outputs.join(', ')}\n`);
