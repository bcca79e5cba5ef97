#!/usr/bin/env node
// Runs the uvu test files, the quick set's eight to a Node process (SOLO and SLOW_FIRST files,
// the full set's and any file named by a filter in a process of its own), as many processes at
// a time as the machine has cores (at most 4), the slowest known ones first, then prints one
// closing line: "N passed, N failed, N skipped".
// Every test process (and each process it starts) loads openapi-check.mjs, which checks each
// answer of the API it receives against docs/openapi.json; a file whose processes got an answer
// the document does not describe fails, with the answers listed.
//
// Two sets, together every test file and run:
//   npm test            (no flag)   the quick set: every file except those below; on any
//                                   machine with `npm install` done, nothing else installed.
//   npm run test:full   (--full)    what the quick set leaves out: the files run a second time
//                                   with their services on PostgreSQL (FULL_POSTGRES_RUNS, shown
//                                   as "<file> [postgres]": on the server INBOXKIT_TEST_DATABASE_URL
//                                   names, else PGlite), and the slow end-to-end forms (FULL_ONLY).
// `--typecheck` also runs the test type-checks (tsconfig.test.json, the dashboard's) as jobs
// beside the test files, so they overlap the tests instead of preceding them.
// Usage: node scripts/run-tests.mjs [--full] [--typecheck] [substring-filter ...]
//   With filters, every matching file or "[postgres]" label of either set runs.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { availableParallelism, tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { findChromium } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const flags = new Set(process.argv.slice(2).filter((a) => a.startsWith('--')));
const filters = process.argv.slice(2).filter((a) => !a.startsWith('--'));
for (const flag of flags) if (!['--full', '--typecheck'].includes(flag)) throw new Error(`run-tests: unknown flag ${flag}`);
const FULL = flags.has('--full');

function findTests(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) findTests(path, out);
    else if (name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

/**
 * Files that run a second time with the services they make on PostgreSQL
 * (INBOXKIT_TEST_ENGINE=postgres), in the full set: a real server when
 * INBOXKIT_TEST_DATABASE_URL is set, else PGlite in the test process (a fresh machine runs them
 * too). The core service tests of ingest, search, waits, events and management, and the daemon's
 * black-box HTTP and SMTP tests with the end-to-end ones that run the daemon in-process. The
 * quick set keeps PostgreSQL covered through the storage contract suite and the PostgreSQL
 * engine's own tests, which run both engines (PGlite without a server).
 */
const POSTGRES_RUNS = [
  /^packages\/core\/test\/(storage-contract|ingest|messages-search|search-language|wait|wait-claims|event-stream|manage|maintenance|inboxes|idempotency|checks-service|limited-keys|smtp-faults|auto-release)\.test\.ts$/,
  /^packages\/daemon\/test\/(http-[\w-]+|smtp-[\w-]+|pop3-(commands|auth|guards)|e2e-(analysis|checks|manage-webhooks|signin|webhooks|limited-keys))\.test\.ts$/,
];
const POSTGRES_ENV = { INBOXKIT_TEST_ENGINE: 'postgres' };

/**
 * Slow end-to-end forms, run by the full set only (never deleted): the fault suite's short form
 * (it kills, floods and fuzzes real daemons); the examples and test-runner integrations that
 * install or spawn whole toolchains (npm pack, Playwright, Vitest, node:test under `inboxkit run`);
 * the `inboxkit` command run as a process again and again (serve, run, keys, start-up and
 * shutdown, logs, the single binary, several daemons on one database); the suites that
 * replay a corpus through both engines or both analyzers; and the spam check against a real
 * spamd (a Debian package, which .ci/run installs), and POP3 with real clients (curl and Python's
 * poplib: outside tools a fresh machine may lack, which .ci/run installs). What they cover stays in the quick set in a
 * lighter form: the daemon in-process over real HTTP and SMTP, the CLI's flags, ready file and
 * dashboard link, the storage contract on both engines, the spamd client against a fake spamd.
 */
const FULL_ONLY = [
  /^faults\//,
  /^examples\/(ci|playwright-signup|pytest-signup)\//,
  /^clients\/python\/test\//,
  /^examples\/readme\/packed\.test\.ts$/,
  /^packages\/testing\/test\/(playwright|vitest|node-test)\.test\.ts$/,
  /^packages\/daemon\/test\/(bin|binary|cli-keys|cli-postgres|cli-run|cli-serve|cli-start|e2e-cli|e2e-topology|cluster|logs|pop3-clients)\.test\.ts$/,
  /^packages\/core\/test\/(content-conversion|analysis-differential|storage-postgres|prepare-pool-large|checks-spamd)\.test\.ts$/,
];

/**
 * Started first, so the run does not end on one long file while the other cores idle (longest
 * first; the order is what the runs of 2026-11-29 measured on two cores).
 */
const SLOW_FIRST = [
  'packages/core/test/prepare-pool.test.ts', 'packages/daemon/test/dashboard-browser.test.ts',
  'packages/core/test/analysis-term-matcher.test.ts',
  'packages/daemon/test/cli-dashboard.test.ts', 'packages/core/test/content-conversion.test.ts',
  'packages/core/test/analysis-differential.test.ts', 'packages/daemon/test/cli-keys.test.ts',
];

/**
 * The quick set's files run a few to a process (scripts/run-test-group.mjs, one after another,
 * as uvu's own CLI runs files) when the whole set runs: a process each cost its start-up, core's
 * import (about 1 s of CPU) and the built-in analyzer's first use (0.4 s) again and again. Every
 * file cleans up what it starts (servers on port 0, temporary directories), and none changes
 * the process's own state, but for those in SOLO (and the slow ones in SLOW_FIRST, started
 * first to balance the cores). Named alone (a filter), a file runs in a process of its own.
 */
const SOLO = [
  /^packages\/testing\/test\/mail-matchers\.test\.ts$/, // sets INBOXKIT_* variables for the matchers
  /^examples\//,
];
/** Files per shared process: several processes, so they still spread over the cores. */
const SHARED_PER_PROCESS = 8;

const all = ['packages', 'clients', 'examples', 'faults']
  .flatMap((d) => { try { return findTests(join(root, d)); } catch { return []; } })
  .map((f) => relative(root, f))
  .sort()
  .flatMap((f) => [{ file: f, label: f, env: {}, full: FULL_ONLY.some((re) => re.test(f)) },
    ...(POSTGRES_RUNS.some((re) => re.test(f)) ? [{ file: f, label: `${f} [postgres]`, env: POSTGRES_ENV, full: true }] : [])]);
const rank = (f) => { const i = SLOW_FIRST.indexOf(f.file); return i < 0 ? SLOW_FIRST.length : i; };
const selected = all
  .filter((f) => (filters.length > 0 ? filters.some((s) => f.label.includes(s)) : f.full === FULL))
  .sort((a, b) => rank(a) - rank(b));
const grouping = filters.length === 0 && !FULL;
const shared = grouping
  ? selected.filter((f) => !f.full && f.env !== POSTGRES_ENV && !SLOW_FIRST.includes(f.file) && !SOLO.some((re) => re.test(f.file))) : [];
const groups = [];
for (let i = 0; i < shared.length; i += SHARED_PER_PROCESS) {
  const members = shared.slice(i, i + SHARED_PER_PROCESS);
  groups.push({ file: members[0].file, members: members.map((f) => f.file), label: `shared: ${members.map((f) => f.file.replace(/^.*\//, '')).join(', ')}`, env: {} });
}
// The shared processes go last: short, they fill the cores at the end.
const files = [...selected.filter((f) => !shared.includes(f)), ...groups];

/**
 * The type-checks, as jobs of their own (--typecheck): tsc's exit code decides. Incremental,
 * with their state under node_modules/.cache (never committed): a run after a change checks
 * what it touched (4 s instead of 11 for the tests' on two cores); a new checkout checks all.
 */
const incremental = (name) => ['--incremental', '--tsBuildInfoFile', join('node_modules', '.cache', 'inboxkit', `${name}.tsbuildinfo`)];
const TYPECHECKS = [
  { label: 'typecheck: tsconfig.test.json', args: ['-p', 'tsconfig.test.json', ...incremental('tsconfig.test')] },
  { label: 'typecheck: packages/daemon/web', args: ['-p', 'packages/daemon/web/tsconfig.json', ...incremental('web')] },
];

const TIMEOUT_MS = Number(process.env.TEST_FILE_TIMEOUT_MS ?? 180_000);
const reports = mkdtempSync(join(tmpdir(), 'inboxkit-openapi-'));
// OPENAPI_CHECK=off runs the tests without the check (to measure what it costs);
// OPENAPI_CHECK=coverage also lists the documented answers (operation and status) no test got.
const preload = process.env.OPENAPI_CHECK === 'off' ? null : `--import=${pathToFileURL(join(root, 'scripts', 'openapi-check.mjs')).href}`;

/** What the file's processes reported: answers checked, and the problems found. */
function openApiReport(path) {
  let text = '';
  try { text = readFileSync(path, 'utf8'); } catch { /* nothing was checked */ }
  const lines = text.split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const seen = {};
  for (const l of lines) for (const [k, n] of Object.entries(l.seen ?? {})) seen[k] = (seen[k] ?? 0) + n;
  return { checked: lines.reduce((a, l) => a + (l.checked ?? 0), 0), problems: lines.filter((l) => l.problem).map((l) => l.problem), seen };
}
const strip = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');

function runFile({ file, label, env, members }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const report = join(reports, `${label.replace(/[^\w.-]+/g, '_')}.jsonl`);
    const argv = members ? [join(root, 'scripts', 'run-test-group.mjs'), ...members] : [file];
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', ...argv], {
      cwd: root,
      env: {
        ...process.env, ...env, NO_COLOR: '1', FORCE_COLOR: '0',
        NODE_OPTIONS: [process.env.NODE_OPTIONS, preload].filter(Boolean).join(' '),
        OPENAPI_CHECK_REPORT: report,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => { output += `\n[run-tests] killed after ${TIMEOUT_MS} ms\n`; child.kill('SIGKILL'); }, TIMEOUT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const openapi = openApiReport(report);
      if (openapi.problems.length > 0) {
        // One line per kind of problem (operation, status, what is wrong), with its count and a first example.
        const kinds = new Map();
        for (const p of openapi.problems) {
          const kind = JSON.stringify([p.operation, p.status, p.problems]);
          const seen = kinds.get(kind);
          if (seen) seen.count++;
          else kinds.set(kind, { count: 1, example: p });
        }
        output += `\n[openapi] ${openapi.problems.length} answer(s) do not match docs/openapi.json:\n`;
        for (const { count, example } of [...kinds.values()].slice(0, 30)) output += `  ${count}× ${JSON.stringify(example)}\n`;
      }
      const text = strip(output);
      const num = (label) => [...text.matchAll(new RegExp(`${label}:\\s+(\\d+)`, 'g'))].reduce((a, m) => a + Number(m[1]), 0);
      const total = num('Total');
      const passed = num('Passed');
      const skipped = num('Skipped');
      let failed = Math.max(0, total - passed); // uvu's Total counts the tests that ran; skipped ones are apart
      if ((code !== 0 || signal) && failed === 0) failed = 1; // a crash or timeout counts as a failure
      if (total === 0 && skipped === 0 && code === 0) failed = 1; // a test file that declared no test is a failure too
      if (openapi.problems.length > 0) failed += 1; // the answers the tests got break the API document
      resolve({ file: label, passed, failed, skipped, ms: Date.now() - started, text, code, signal, checked: openapi.checked, seen: openapi.seen });
    });
  });
}

// The browser tests' Chromium, found (and unpacked, the first time) once for every test process.
if (!process.env.CHROMIUM_PATH) {
  try {
    process.env.CHROMIUM_PATH = await findChromium();
  } catch (error) {
    console.log(`[run-tests] ${error.message}`);
  }
}

/** One type-check job: passes when tsc exits 0; its output is shown when it does not. */
function runTypecheck({ label, args }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.stderr.on('data', (d) => (text += d));
    child.on('close', (code) => {
      const ok = code === 0;
      resolve({ file: label, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, ms: Date.now() - started, text, code, checked: 0, seen: {} });
    });
  });
}

// The type-checks go first: each is one long job, and the files fill the other cores meanwhile.
const runStarted = Date.now();
const queue = [...(flags.has('--typecheck') ? TYPECHECKS.map((t) => ({ ...t, typecheck: true })) : []), ...files];
const results = [];
const width = Math.max(1, Math.min(Number(process.env.TEST_CONCURRENCY ?? availableParallelism()), 4));
await Promise.all(Array.from({ length: width }, async () => {
  for (let file = queue.shift(); file; file = queue.shift()) {
    const r = await (file.typecheck ? runTypecheck(file) : runFile(file));
    results.push(r);
    const mark = r.failed ? 'FAIL' : 'ok  ';
    console.log(`${mark} ${r.file}  (${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped; ${(r.ms / 1000).toFixed(1)}s; ${r.checked} API answers and deliveries checked)`);
    if (r.failed) console.log(r.text.split('\n').map((l) => `     | ${l}`).join('\n'));
  }
}));

const sum = (k) => results.reduce((a, r) => a + r[k], 0);
rmSync(reports, { recursive: true, force: true });
const onPostgres = files.filter((f) => f.env === POSTGRES_ENV).length;
const left = all.filter((f) => !selected.includes(f)).length;
console.log(`\n${selected.length - onPostgres} test files${groups.length ? ` (${shared.length} of them in ${groups.length} shared processes)` : ''}, ${onPostgres} runs on PostgreSQL (${process.env.INBOXKIT_TEST_DATABASE_URL ? 'a server' : 'PGlite'})`
  + `${left > 0 && filters.length === 0 ? `; ${left} more in ${FULL ? 'npm test' : 'npm run test:full'}` : ''}; `
  + `${sum('checked')} API answers and webhook deliveries checked against docs/openapi.json; ${((Date.now() - runStarted) / 1000).toFixed(0)} s`);
if (process.env.OPENAPI_CHECK === 'coverage') {
  const doc = JSON.parse(readFileSync(join(root, 'docs', 'openapi.json'), 'utf8'));
  const got = new Set(results.flatMap((r) => Object.keys(r.seen ?? {})));
  const missing = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).flatMap(([method, op]) =>
    Object.keys(op.responses).map((status) => `${method.toUpperCase()} ${path} ${status}`))).filter((k) => !got.has(k));
  console.log(`documented answers no test got (${missing.length}):\n${missing.map((k) => `  ${k}`).join('\n')}`);
}
console.log(`${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
process.exitCode = sum('failed') > 0 || selected.length === 0 ? 1 : 0;
