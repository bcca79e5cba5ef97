// The CI examples as a runner would run them: every job of github-actions.yml and gitlab-ci.yml,
// its shell steps executed in order (GitHub: one shell per step, $GITHUB_ENV carried to the next
// ones, `if: always()` after a failure; GitLab: before_script and script in one shell that stops
// at the first failure, after_script in another), in a project directory holding a freshly
// built binary as ./inboxkit, ci-steps.sh, and a package.json whose `npm test` is a small
// suite (packages/daemon/test/fixtures/run-child.mjs) that uses the variables over HTTP and SMTP.
// Only the download and `npm ci` are left out (no network here): the test asserts they are there.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { join } from 'node:path';
import { parse } from 'yaml';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { REPO_ROOT, tempDir } from '../../test-support/daemon.js';
import { buildBinary } from '../../packages/daemon/test/fixtures/binary.js';

const CHILD = join(REPO_ROOT, 'packages/daemon/test/fixtures/run-child.mjs');
const DOWNLOAD = 'curl -fsSL -o inboxkit "$INBOXKIT_URL" && chmod +x inboxkit';
const work = tempDir('inboxkit-ci-');
let binary = '';

test.before(() => {
  binary = buildBinary(work.dir);
});
test.after(() => work.cleanup());

interface Project { dir: string; env: Record<string, string> }

/** A fresh checkout of "your project": the binary as downloaded, the script, a test suite that passes or fails. */
function project(testsPass: boolean): Project {
  const dir = mkdtempSync(join(work.dir, 'project-'));
  copyFileSync(binary, join(dir, 'inboxkit'));
  mkdirSync(join(dir, 'examples/ci'), { recursive: true });
  copyFileSync(join(REPO_ROOT, 'examples/ci/ci-steps.sh'), join(dir, 'examples/ci/ci-steps.sh'));
  const test = `node ${JSON.stringify(CHILD)} mail ${testsPass ? 0 : 1}`;
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'your-app', private: true, scripts: { test } }));
  // The runner's environment: none of this test process's Inboxkit or Node settings.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('INBOXKIT_') && k !== 'NODE_OPTIONS')) as Record<string, string>;
  return { dir, env };
}

/** Ports free right now: a shared test machine may have 4780 and 2525 taken, a CI runner has not. */
async function freePorts(): Promise<{ INBOXKIT_HTTP_PORT: string; INBOXKIT_SMTP_PORT: string }> {
  const one = () => new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
  return { INBOXKIT_HTTP_PORT: String(await one()), INBOXKIT_SMTP_PORT: String(await one()) };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

interface Shell { ok: boolean; stdout: string; stderr: string }

function sh(script: string, cwd: string, env: Record<string, string>): Shell {
  const r = spawnSync('sh', ['-e', '-c', script], { cwd, env, encoding: 'utf8', timeout: 120_000 });
  return { ok: r.status === 0, stdout: r.stdout, stderr: r.stderr };
}

/** Drops the steps that need the network, after checking they are there. */
function offline(lines: string[]): string[] {
  assert.ok(lines.includes(DOWNLOAD), 'the job downloads the binary');
  assert.ok(lines.includes('npm ci'), 'the job installs the project');
  return lines.filter((l) => l !== DOWNLOAD && l !== 'npm ci');
}

interface GithubStep { uses?: string; run?: string; if?: string }

/** One GitHub Actions job: each `run:` step in a shell of its own; $GITHUB_ENV lines reach the later steps. */
function runGithubJob(workflow: { env: Record<string, string>; jobs: Record<string, { steps: GithubStep[] }> }, name: string, p: Project, extra: Record<string, string> = {}) {
  const runner = mkdtempSync(join(work.dir, 'runner-'));
  const githubEnv = join(runner, 'github_env');
  writeFileSync(githubEnv, '');
  const steps = workflow.jobs[name]!.steps.filter((s) => s.run !== undefined);
  const scripts = offline(steps.map((s) => s.run!));
  const carried: Record<string, string> = {};
  let failed = false;
  const out: Shell[] = [];
  for (const step of steps.filter((s) => scripts.includes(s.run!))) {
    if (failed && step.if !== 'always()') continue;
    const result = sh(step.run!, p.dir, { ...p.env, ...workflow.env, ...extra, ...carried, GITHUB_ENV: githubEnv, RUNNER_TEMP: runner });
    out.push(result);
    if (!result.ok) failed = true;
    for (const line of readFileSync(githubEnv, 'utf8').split('\n').filter(Boolean)) {
      const eq = line.indexOf('=');
      carried[line.slice(0, eq)] = line.slice(eq + 1);
    }
  }
  return { ok: !failed, out, carried, runner };
}

/** One GitLab CI job: before_script and script in one shell, after_script in another. */
function runGitlabJob(pipeline: Record<string, unknown>, name: string, p: Project, extra: Record<string, string> = {}) {
  const defaults = pipeline.default as { before_script: string[] };
  const job = pipeline[name] as { script: string[]; after_script?: string[]; variables?: Record<string, string> };
  const vars = { ...(pipeline.variables as Record<string, string>), ...job.variables };
  const env: Record<string, string> = { ...p.env, ...extra, CI_PROJECT_DIR: p.dir };
  for (const [k, v] of Object.entries(vars)) env[k] = v.replace(/\$CI_PROJECT_DIR/g, p.dir);
  const main = sh(offline([...defaults.before_script, ...job.script]).join('\n'), p.dir, env);
  const after = job.after_script ? sh(job.after_script.join('\n'), p.dir, env) : null;
  return { ok: main.ok, main, after, env };
}

/** What the test suite printed: it reached the daemon with the variables it was given. */
function suiteSaw(stdout: string): { address: string; subjects: string[] } {
  const line = stdout.split('\n').find((l) => l.startsWith('{"address"'));
  assert.ok(line, `the suite printed nothing:\n${stdout}`);
  return JSON.parse(line!) as { address: string; subjects: string[] };
}

const github = parse(readFileSync(join(REPO_ROOT, 'examples/ci/github-actions.yml'), 'utf8'));
const gitlab = parse(readFileSync(join(REPO_ROOT, 'examples/ci/gitlab-ci.yml'), 'utf8')) as Record<string, unknown>;

test('GitHub Actions, job e2e: inboxkit run -- npm test; the suite reaches the daemon; nothing left', async () => {
  const p = project(true);
  const job = runGithubJob(github, 'e2e', p);
  const last = job.out.at(-1)!;
  assert.ok(job.ok, last.stderr);
  const saw = suiteSaw(last.stdout);
  assert.match(saw.address, /@inboxkit\.test$/);
  assert.equal(saw.subjects, ['from run']);
  const http = Number(/HTTP API on http:\/\/127\.0\.0\.1:(\d+)/.exec(last.stderr)![1]);
  assert.not.ok(await listening(http));
  assert.not.ok(existsSync(/data in (\S+)\/inboxkit\.sqlite/.exec(last.stderr)![1]!));
});

test('GitHub Actions, job e2e-background: start, tests with $GITHUB_ENV, stop; and stop after failing tests', async () => {
  for (const pass of [true, false]) {
    const p = project(pass);
    const ports = await freePorts();
    const job = runGithubJob(github, 'e2e-background', p, ports);
    assert.is(job.ok, pass, job.out.map((o) => o.stderr).join('\n'));
    assert.equal(Object.keys(job.carried).sort(), ['INBOXKIT_API_KEY', 'INBOXKIT_BASE_URL', 'INBOXKIT_DOMAIN', 'INBOXKIT_SMTP_HOST', 'INBOXKIT_SMTP_PORT']);
    assert.is(job.carried.INBOXKIT_BASE_URL, `http://127.0.0.1:${ports.INBOXKIT_HTTP_PORT}`);
    assert.equal(suiteSaw(job.out[1]!.stdout).subjects, ['from run']);
    assert.is(job.out.length, 3, 'start, tests, and stop even after failing tests');
    assert.ok(job.out[2]!.ok, job.out[2]!.stderr);
    assert.match(job.out[2]!.stdout, /inboxkit: stopped/);
    assert.not.ok(await listening(Number(ports.INBOXKIT_HTTP_PORT)));
    assert.not.ok(await listening(Number(ports.INBOXKIT_SMTP_PORT)));
    assert.not.ok(existsSync(join(job.runner, 'inboxkit', 'ready.json')));
    assert.not.ok(existsSync(join(job.runner, 'inboxkit', 'pid')));
  }
});

test('GitLab CI, job e2e: inboxkit run -- npm test', async () => {
  // (run's exit status is the suite's: packages/daemon/test/cli-run.test.ts)
  const job = runGitlabJob(gitlab, 'e2e', project(true));
  assert.ok(job.ok, job.main.stderr);
  assert.equal(suiteSaw(job.main.stdout).subjects, ['from run']);
  assert.match(job.main.stderr, /stopped in \d+ ms/);
});

test('GitLab CI, job e2e-background: start, the variables read into the shell, tests, after_script stops it; also after failing tests', async () => {
  for (const pass of [true, false]) {
    const p = project(pass);
    const ports = await freePorts();
    const job = runGitlabJob(gitlab, 'e2e-background', p, ports);
    assert.is(job.ok, pass, job.main.stderr);
    const saw = suiteSaw(job.main.stdout);
    assert.equal(saw.subjects, ['from run']);
    assert.ok(job.after?.ok, job.after?.stderr);
    assert.match(job.after!.stdout, /inboxkit: stopped/);
    assert.not.ok(await listening(Number(ports.INBOXKIT_HTTP_PORT)));
    const ciDir = join(p.dir, '.inboxkit');
    assert.ok(existsSync(join(ciDir, 'data', 'inboxkit.sqlite')), 'the data went where INBOXKIT_CI_DIR says');
    assert.not.ok(existsSync(join(ciDir, 'ready.json')));
  }
});

test('ci-steps.sh: stop without start says so; a daemon that cannot start fails start with its log', async () => {
  const p = project(true);
  const env = { ...p.env, INBOXKIT_CI_DIR: join(p.dir, 'ci') };
  const stop = sh('sh examples/ci/ci-steps.sh stop', p.dir, env);
  assert.ok(stop.ok);
  assert.match(stop.stdout, /not started/);
  // A port that is taken: serve exits at once, and start reports why.
  const blocker = createServer().listen(0, '127.0.0.1');
  await new Promise((r) => blocker.once('listening', r));
  try {
    const port = String((blocker.address() as { port: number }).port);
    const start = sh('sh examples/ci/ci-steps.sh start', p.dir, { ...env, INBOXKIT_HTTP_PORT: port, INBOXKIT_SMTP_PORT: '0' });
    assert.not.ok(start.ok);
    assert.match(start.stderr, /inboxkit: the daemon exited; its log:\ninboxkit: cannot listen on 127\.0\.0\.1:\d+: EADDRINUSE/);
  } finally {
    blocker.close();
  }
  assert.is(sh('sh examples/ci/ci-steps.sh', p.dir, env).ok, false);
});

test.run();
