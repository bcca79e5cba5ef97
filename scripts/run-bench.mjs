#!/usr/bin/env node
// Runs the benchmarks in bench/ one after another (never in parallel: they measure),
// or only those whose file name contains one of the arguments.
// `--database URL` (a PostgreSQL server the benches may make scratch databases on) is passed
// to them as BENCH_DATABASE: bench/smtp.ts and bench/http.ts then compare the daemon on
// PostgreSQL with the daemon on SQLite, rounds alternating.
// `--base DIR` (another checkout, built: the code before a change) is passed as BENCH_BASE:
// bench/smtp.ts, bench/http.ts and bench/large-mail.ts then measure its daemon beside this one's, rounds alternating.
// Usage: npm run bench [-- name ... [--database postgres://…] [--base DIR]]
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const at = args.indexOf('--database');
const database = at >= 0 ? args.splice(at, 2)[1] : undefined;
if (at >= 0 && !database) throw new Error('--database needs a URL');
const baseAt = args.indexOf('--base');
const base = baseAt >= 0 ? args.splice(baseAt, 2)[1] : undefined;
if (baseAt >= 0 && !base) throw new Error('--base needs a directory');
const filters = args;
const files = readdirSync(join(root, 'bench'))
  .filter((f) => f.endsWith('.ts') && !f.startsWith('_'))
  .filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n=== bench/${file}`);
  const env = { ...process.env, ...(database ? { BENCH_DATABASE: database } : {}), ...(base ? { BENCH_BASE: base } : {}) };
  const r = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', '--expose-gc', join('bench', file)], { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) failed++;
}
process.exitCode = failed ? 1 : 0;
