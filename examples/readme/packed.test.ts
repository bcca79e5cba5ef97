// The packages as the registry would ship them: `npm pack` each workspace, install the tarballs
// into an empty project in the OS temp directory (outside the checkout), compile the README's
// examples there with TypeScript (skipLibCheck off, so the shipped .d.ts files are checked as a
// consumer's compiler sees them), and run them: the in-process example with node, the client
// example and a node:test file using @inboxkit/testing under the packed `inboxkit run`.
//
// better-sqlite3 compiles its addon on install (prebuilt binaries cannot be fetched here: about
// a minute on 2 cores). Under CI (CI=true) or INBOXKIT_PACK_COMPILE=1 the install runs it as a
// user's would; otherwise install scripts are skipped and the monorepo's addon (the same
// version, the lock file pins it) is copied in. docs/decisions.md, "better-sqlite3's addon in the pack test".
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const root = new URL('../../', import.meta.url).pathname;
const here = join(root, 'examples/readme');
const WORKSPACES = ['core', 'client', 'daemon', 'testing'];
const compile = process.env.CI === 'true' || process.env.INBOXKIT_PACK_COMPILE === '1';
const work = mkdtempSync(join(tmpdir(), 'inboxkit-packed-'));
const packs = join(work, 'packs');
const project = join(work, 'project');

/** The environment of a user's shell: none of the monorepo's test preloads, no daemon named. */
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NODE_OPTIONS' && !k.startsWith('INBOXKIT_') && !k.startsWith('npm_')));
const version = (pkg: string) => (JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;

function run(command: string, args: string[], cwd: string, timeoutMs = 150_000) {
  const started = Date.now();
  const r = spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: timeoutMs });
  return { code: r.status, out: `${r.stdout}${r.stderr}`, stdout: r.stdout, ms: Date.now() - started };
}

test.after(() => rmSync(work, { recursive: true, force: true }));

let tarballs: string[] = [];

test('npm pack: each package ships its build, types, sources, LICENSE and CHANGELOG, and nothing else', () => {
  mkdirSync(packs);
  const out = execFileSync('npm', ['pack', ...WORKSPACES.flatMap((w) => ['-w', `@inboxkit/${w}`]), '--pack-destination', packs, '--json'], { cwd: root, env, encoding: 'utf8' });
  const packed = JSON.parse(out) as { name: string; filename: string; files: { path: string }[] }[];
  assert.equal(packed.map((p) => p.name), WORKSPACES.map((w) => `@inboxkit/${w}`));
  for (const p of packed) {
    const files = p.files.map((f) => f.path);
    for (const must of ['package.json', 'LICENSE', 'CHANGELOG.md', 'dist/index.js', 'dist/index.d.ts', 'src/index.ts']) assert.ok(files.includes(must), `${p.name} lacks ${must}`);
    assert.equal(files.filter((f) => !/^(dist|src)\//.test(f) && !['package.json', 'LICENSE', 'CHANGELOG.md', 'README.md', 'bin/inboxkit.js'].includes(f)), [], p.name);
    assert.not.ok(files.some((f) => f.endsWith('.tsbuildinfo') || f.includes('/test/')), p.name);
    assert.is(readFileSync(join(root, 'packages', p.name.split('/')[1]!, 'LICENSE'), 'utf8'), readFileSync(join(root, 'LICENSE'), 'utf8'));
  }
  const daemon = packed.find((p) => p.name === '@inboxkit/daemon')!.files.map((f) => f.path);
  assert.ok(daemon.includes('bin/inboxkit.js') && daemon.some((f) => f.startsWith('dist/web/')), 'the bin and the dashboard');
  tarballs = packed.map((p) => join(packs, p.filename));
});

test('the tarballs install into an empty project outside the checkout', () => {
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'empty', private: true, type: 'module', allowScripts: { 'better-sqlite3': true } }, null, 2));
  const extras = [`nodemailer@${version('nodemailer')}`, `@types/nodemailer@${version('@types/nodemailer')}`, `@types/node@${version('@types/node')}`, `typescript@${version('typescript')}`];
  const installed = run('npm', ['install', ...tarballs, ...extras, '--no-audit', '--no-fund', '--prefer-offline', ...(compile ? [] : ['--ignore-scripts'])], project, 170_000);
  assert.is(installed.code, 0, installed.out);
  console.log(`  npm install (${compile ? 'better-sqlite3 compiled' : 'scripts skipped, addon copied'}): ${(installed.ms / 1000).toFixed(1)} s`);
  const addon = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node';
  if (!compile) {
    // The only install script among the project's packages is better-sqlite3's.
    const withScripts = readdirSync(join(project, 'node_modules'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('package.json') && f.split('node_modules').length <= 3)
      .filter((f) => { try { const s = (JSON.parse(readFileSync(join(project, 'node_modules', f), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {}; return Boolean(s.install || s.postinstall || s.preinstall); } catch { return false; } });
    assert.equal(withScripts, ['better-sqlite3/package.json']);
    mkdirSync(join(project, 'node_modules/better-sqlite3/build/Release'), { recursive: true });
    copyFileSync(join(root, addon), join(project, addon));
  }
  assert.ok(existsSync(join(project, addon)));
  assert.ok(existsSync(join(project, 'node_modules/.bin/inboxkit')));
});

test("the README's examples compile against the shipped types", () => {
  for (const file of ['in-process.ts', 'client.ts', 'fixture.node-test.ts']) copyFileSync(join(here, file), join(project, file));
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, skipLibCheck: false, types: ['node'], outDir: 'build' },
    include: ['*.ts'],
  }));
  const tsc = run(join(project, 'node_modules/.bin/tsc'), ['-p', '.'], project);
  assert.is(tsc.code, 0, tsc.out);
});

test('the in-process example runs', () => {
  const r = run(process.execPath, ['build/in-process.js'], project, 30_000);
  assert.is(r.code, 0, r.out);
  assert.is(r.stdout, '482913 login_code\n');
});

test('the client example runs under the packed `inboxkit run`', () => {
  const r = run(join(project, 'node_modules/.bin/inboxkit'), ['run', '--', process.execPath, 'build/client.js'], project, 60_000);
  assert.is(r.code, 0, r.out);
  assert.is(r.stdout, '482913\n');
});

test('@inboxkit/testing from its tarball: a node:test file under `inboxkit run`', () => {
  const r = run(join(project, 'node_modules/.bin/inboxkit'), ['run', '--', process.execPath, '--test', 'build/fixture.node-test.js'], project, 60_000);
  assert.is(r.code, 0, r.out);
  assert.match(r.out, /^# pass 1$/m);
});

test.run();
