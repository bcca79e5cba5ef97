#!/usr/bin/env node
// Runs every uvu test file in its own Node process (tests start servers and open SQLite
// files, so isolation keeps one file's ports and handles away from another's), two at a
// time on this 2-core machine, then prints one closing line: "N passed, N failed, N skipped".
// Usage: node scripts/run-tests.mjs [substring-filter ...]
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { availableParallelism } from 'node:os';

const root = new URL('..', import.meta.url).pathname;
const filters = process.argv.slice(2);

function findTests(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) findTests(path, out);
    else if (name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

const files = ['packages', 'examples', 'faults']
  .flatMap((d) => { try { return findTests(join(root, d)); } catch { return []; } })
  .map((f) => relative(root, f))
  .filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)))
  .sort();

const TIMEOUT_MS = Number(process.env.TEST_FILE_TIMEOUT_MS ?? 180_000);
const strip = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');

function runFile(file) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', file], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => { output += `\n[run-tests] killed after ${TIMEOUT_MS} ms\n`; child.kill('SIGKILL'); }, TIMEOUT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const text = strip(output);
      const num = (label) => [...text.matchAll(new RegExp(`${label}:\\s+(\\d+)`, 'g'))].reduce((a, m) => a + Number(m[1]), 0);
      const total = num('Total');
      const passed = num('Passed');
      const skipped = num('Skipped');
      let failed = Math.max(0, total - passed); // uvu's Total counts the tests that ran; skipped ones are apart
      if ((code !== 0 || signal) && failed === 0) failed = 1; // a crash or timeout counts as a failure
      if (total === 0 && skipped === 0 && code === 0) failed = 1; // a test file that declared no test is a failure too
      resolve({ file, passed, failed, skipped, ms: Date.now() - started, text, code, signal });
    });
  });
}

const queue = [...files];
const results = [];
const width = Math.max(1, Math.min(Number(process.env.TEST_CONCURRENCY ?? availableParallelism()), 4));
await Promise.all(Array.from({ length: width }, async () => {
  for (let file = queue.shift(); file; file = queue.shift()) {
    const r = await runFile(file);
    results.push(r);
    const mark = r.failed ? 'FAIL' : 'ok  ';
    console.log(`${mark} ${r.file}  (${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped; ${(r.ms / 1000).toFixed(1)}s)`);
    if (r.failed) console.log(r.text.split('\n').map((l) => `     | ${l}`).join('\n'));
  }
}));

const sum = (k) => results.reduce((a, r) => a + r[k], 0);
console.log(`\n${files.length} test files`);
console.log(`${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
process.exitCode = sum('failed') > 0 || files.length === 0 ? 1 : 0;
