#!/usr/bin/env node
// Runs the benchmarks in bench/ one after another (never in parallel: they measure),
// or only those whose file name contains one of the arguments.
// Usage: npm run bench [-- name ...]
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const filters = process.argv.slice(2);
const files = readdirSync(join(root, 'bench'))
  .filter((f) => f.endsWith('.ts') && !f.startsWith('_'))
  .filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n=== bench/${file}`);
  const r = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', '--expose-gc', join('bench', file)], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exitCode = failed ? 1 : 0;
