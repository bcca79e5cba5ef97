/**
 * Mail snapshots in files of their own, for the runners whose snapshots do not fit (Playwright
 * keeps one file per snapshot, per project and platform; node:test has none before Node 22.3):
 * `__mail_snapshots__/<test file name>.mail.snap` beside the test file, or in
 * $INBOXKIT_SNAPSHOT_DIR. One file per test file, each snapshot under its key (the test's
 * title path and the snapshot's name), its lines indented two spaces:
 *
 * ```
 * # @inboxkit/testing mail snapshots. …
 *
 * === "signs up > mail 1"
 *   Subject: Verify your email
 *   …
 * ```
 *
 * Writes take a lock file beside the snapshot file (Playwright runs one file's tests in several
 * workers) and replace the file by a rename, so a reader never sees half of one.
 *
 * @example
 * const result = matchSnapshotFile({ file: snapshotFilePath('/app/tests/signup.spec.ts'), key: 'signs up > mail 1', snapshot, update: 'new' });
 * if (!result.pass) throw new Error(result.message);
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { lineDiff } from './text-diff.js';

/** What may be written: `all` (new and changed snapshots), `new` (missing ones only), `none`. */
export type SnapshotUpdate = 'all' | 'new' | 'none';

export const SNAPSHOT_ENV = Object.freeze({ update: 'INBOXKIT_UPDATE_SNAPSHOTS', dir: 'INBOXKIT_SNAPSHOT_DIR' });

const HEADER = '# @inboxkit/testing mail snapshots: one per test and name, masked (docs/testing.md). Update with your runner\'s flag or INBOXKIT_UPDATE_SNAPSHOTS=1.';

type Env = Record<string, string | undefined>;
const truthy = (v: string | undefined) => v !== undefined && v !== '' && v !== '0' && v.toLowerCase() !== 'false';

/** True when the environment says CI (`CI` set and not `false` or `0`), as Vitest and Jest read it. */
export const isCi = (env: Env = process.env) => truthy(env.CI);

/**
 * The update mode from the environment: INBOXKIT_UPDATE_SNAPSHOTS=1 (or a runner flag the
 * caller passes as `flag`) is `all`; else in CI `none` (a missing snapshot fails, nothing is
 * written); else `new`.
 */
export function snapshotUpdateMode(flag = false, env: Env = process.env): SnapshotUpdate {
  if (flag || truthy(env[SNAPSHOT_ENV.update])) return 'all';
  return isCi(env) ? 'none' : 'new';
}

/**
 * Playwright's `updateSnapshots` (config or `--update-snapshots`) as an update mode: `all` and
 * `changed` (`-u`) rewrite changed snapshots, `missing` writes missing ones (in CI too), `none`
 * writes nothing; `default` is snapshotUpdateMode's rule (missing ones written and passing,
 * except in CI, where they fail). INBOXKIT_UPDATE_SNAPSHOTS=1 is `all` whatever the config says.
 */
export function playwrightUpdateMode(updateSnapshots: string, env: Env = process.env): SnapshotUpdate {
  const fromEnv = snapshotUpdateMode(false, env);
  if (fromEnv === 'all' || updateSnapshots === 'all' || updateSnapshots === 'changed') return 'all';
  if (updateSnapshots === 'none') return 'none';
  return updateSnapshots === 'missing' ? 'new' : fromEnv;
}

/** The snapshot file of a test file: `<dir of the test>/__mail_snapshots__/<name>.mail.snap`, or in $INBOXKIT_SNAPSHOT_DIR. */
export function snapshotFilePath(testFile: string, env: Env = process.env): string {
  const dir = env[SNAPSHOT_ENV.dir] ? resolve(env[SNAPSHOT_ENV.dir]!) : join(dirname(resolve(testFile)), '__mail_snapshots__');
  return join(dir, `${basename(testFile)}.mail.snap`);
}

export function parseSnapshotFile(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  let key: string | null = null;
  let lines: string[] = [];
  const end = () => {
    if (key !== null) entries.set(key, lines.join('\n').replace(/\n+$/, '\n'));
  };
  for (const line of text.split('\n')) {
    const header = /^=== (".*")$/.exec(line);
    if (header) {
      end();
      key = JSON.parse(header[1]!) as string;
      lines = [];
    } else if (key !== null) {
      lines.push(line.startsWith('  ') ? line.slice(2) : line.trim() === '' ? '' : line);
    }
  }
  end();
  return entries;
}

export function formatSnapshotFile(entries: ReadonlyMap<string, string>): string {
  const keys = [...entries.keys()].sort();
  const blocks = keys.map((key) => {
    const body = entries.get(key)!.replace(/\n+$/, '').split('\n').map((l) => (l === '' ? '' : `  ${l}`)).join('\n');
    return `=== ${JSON.stringify(key)}\n${body}\n`;
  });
  return `${HEADER}\n\n${blocks.join('\n')}`;
}

export function readSnapshotFile(file: string): Map<string, string> {
  return existsSync(file) ? parseSnapshotFile(readFileSync(file, 'utf8')) : new Map();
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Sets one entry under the file's lock: read, change, write a temporary file, rename. */
function writeEntry(file: string, key: string, snapshot: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const lock = `${file}.lock`;
  const deadline = Date.now() + 10_000;
  let fd: number | null = null;
  while (fd === null) {
    try {
      fd = openSync(lock, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock older than 10 s was left by a killed process: take it over.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 10_000 || Date.now() > deadline) unlinkSync(lock);
      } catch { /* gone meanwhile */ }
      sleep(5);
    }
  }
  try {
    const entries = readSnapshotFile(file);
    entries.set(key, snapshot);
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, formatSnapshotFile(entries));
    renameSync(temp, file);
  } finally {
    closeSync(fd);
    unlinkSync(lock);
  }
}

export interface SnapshotFileMatch {
  pass: boolean;
  /** `matched`, `written` (was missing), `updated` (differed; update mode `all`), `missing` or `changed` (failures). */
  status: 'matched' | 'written' | 'updated' | 'missing' | 'changed';
  message: string;
}

export interface SnapshotFileRequest {
  file: string;
  key: string;
  snapshot: string;
  update: SnapshotUpdate;
  /** How to update in the runner at hand, for the failure message. Default `INBOXKIT_UPDATE_SNAPSHOTS=1`. */
  updateHint?: string;
}

/** Compares a snapshot with its stored one, writing it as the update mode allows. */
export function matchSnapshotFile(request: SnapshotFileRequest): SnapshotFileMatch {
  const { file, key, update } = request;
  const snapshot = request.snapshot.replace(/\n+$/, '\n');
  const hint = request.updateHint ?? `${SNAPSHOT_ENV.update}=1`;
  const stored = readSnapshotFile(file).get(key);
  if (stored === snapshot) return { pass: true, status: 'matched', message: `mail snapshot ${JSON.stringify(key)} matches ${file}` };
  if (stored === undefined) {
    if (update === 'none') {
      return {
        pass: false, status: 'missing',
        message: `no mail snapshot ${JSON.stringify(key)} in ${file}, and snapshots are not written in CI (CI is set): run the test where it is not, or with ${hint}, and commit the file`,
      };
    }
    writeEntry(file, key, snapshot);
    return { pass: true, status: 'written', message: `wrote mail snapshot ${JSON.stringify(key)} to ${file}` };
  }
  if (update === 'all') {
    writeEntry(file, key, snapshot);
    return { pass: true, status: 'updated', message: `updated mail snapshot ${JSON.stringify(key)} in ${file}` };
  }
  return {
    pass: false, status: 'changed',
    message: `the mail differs from snapshot ${JSON.stringify(key)} in ${file} (- snapshot, + this mail); update it with ${hint}:\n\n${lineDiff(stored, snapshot)}`,
  };
}
