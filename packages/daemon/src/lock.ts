// One daemon per data directory. `inboxkit serve` holds `<dataDir>/inboxkit.lock` while it
// runs: a small JSON file with its pid, start time and addresses, so a second daemon on the
// same directory refuses to start and names the running one. The file is created whole and
// atomically (written under a temporary name, then hard-linked into place, which fails when
// the lock exists); a lock whose pid no longer runs is stale and taken over; stop removes it.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { linkSync, openSync, closeSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';

export const LOCK_FILE = 'inboxkit.lock';

export interface LockInfo {
  pid: number;
  hostname: string;
  /** ISO time the daemon started. */
  started_at: string;
  data_dir: string;
  /** `host:port` of the SMTP listener; null until it listens. */
  smtp: string | null;
  /** URL of the HTTP API; null until it listens. */
  http: string | null;
  /** The public base URL the daemon advertises (links, the dashboard); null until it listens. */
  base_url: string | null;
}

/** Another daemon holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(message: string, readonly lockFile: string, readonly holder: LockInfo | null) {
    super(message);
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  readonly info: Readonly<LockInfo>;
  /** A stale lock this one replaced (its holder no longer ran), for the log. */
  readonly tookOver: LockInfo | null;
  /** Records the bound addresses once the listeners are up. */
  update(addresses: { smtp: string; http: string; base_url?: string }): void;
  /** Removes the lock file if it is still this one's. Idempotent; safe in an 'exit' handler. */
  release(): void;
}

/** Lock files this process holds: a second daemon in the same process is refused too. */
const held = new Set<string>();

type FsError = Error & { code?: string };

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as FsError).code === 'ENOENT') return null;
    throw error;
  }
}

export function parseLock(text: string): LockInfo | null {
  try {
    const v = JSON.parse(text) as Partial<LockInfo>;
    if (typeof v.pid !== 'number' || !Number.isInteger(v.pid) || v.pid <= 0) return null;
    return {
      pid: v.pid,
      hostname: typeof v.hostname === 'string' ? v.hostname : '',
      started_at: typeof v.started_at === 'string' ? v.started_at : '',
      data_dir: typeof v.data_dir === 'string' ? v.data_dir : '',
      smtp: typeof v.smtp === 'string' ? v.smtp : null,
      http: typeof v.http === 'string' ? v.http : null,
      base_url: typeof v.base_url === 'string' ? v.base_url : null,
    };
  } catch {
    return null;
  }
}

/** The lock of a data directory, or null when there is none (or it is unreadable). */
export function readLock(dataDir: string): LockInfo | null {
  const text = readText(join(dataDir, LOCK_FILE));
  return text === null ? null : parseLock(text);
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as FsError).code === 'EPERM';
  }
}

/**
 * Whether the holder of a lock still runs. Our own pid counts only when this process holds
 * the lock: a lock left with our pid is a previous run's (a container restarted as pid 1).
 */
function holderRuns(info: LockInfo, path: string): boolean {
  if (info.pid === process.pid) return held.has(path);
  return processRuns(info.pid);
}

function describe(info: LockInfo): string {
  const where = info.smtp || info.http
    ? `SMTP ${info.smtp ?? '(not yet listening)'}, HTTP ${info.http ?? '(not yet listening)'}`
    : 'still starting, not yet listening';
  return `pid ${info.pid}${info.hostname && info.hostname !== hostname() ? ` on ${info.hostname}` : ''}, ${where}, started ${info.started_at || 'at an unknown time'}`;
}

const serialize = (info: LockInfo) => `${JSON.stringify(info, null, 2)}\n`;
const tempName = (path: string, what: string) => `${path}.${process.pid}.${randomBytes(4).toString('hex')}.${what}`;

/**
 * Puts `text` at `path` only if nothing is there: written under a temporary name, then
 * hard-linked, so a reader never sees a half-written lock. Returns false when a lock exists.
 * Where hard links are not supported, an exclusive create does the same (with a short
 * window in which the file is empty).
 */
function createExclusive(path: string, text: string): boolean {
  const temp = tempName(path, 'tmp');
  writeFileSync(temp, text, { flag: 'wx', mode: 0o644 });
  try {
    linkSync(temp, path);
    return true;
  } catch (error) {
    const code = (error as FsError).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error;
  } finally {
    try {
      unlinkSync(temp);
    } catch {
      // already gone
    }
  }
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (error) {
    if ((error as FsError).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Removes a stale lock whose text was `expected`. The file is first renamed aside (atomic),
 * and put back if it turns out to be a newer lock that another starter took meanwhile.
 */
function removeStale(path: string, expected: string): void {
  const aside = tempName(path, 'stale');
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as FsError).code === 'ENOENT') return;
    throw error;
  }
  if (readText(aside) !== expected) {
    try {
      linkSync(aside, path);
    } catch {
      // another lock is in place already; it wins
    }
  }
  unlinkSync(aside);
}

/**
 * Takes the lock of a data directory (which must exist and be writable: see prepareDataDir),
 * or throws DataDirLockedError naming the daemon that holds it.
 */
export function lockDataDir(dataDir: string, options: { now?: () => Date } = {}): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  const info: LockInfo = {
    pid: process.pid,
    hostname: hostname(),
    started_at: (options.now?.() ?? new Date()).toISOString(),
    data_dir: dataDir,
    smtp: null,
    http: null,
    base_url: null,
  };
  let tookOver: LockInfo | null = null;
  for (let attempt = 0; attempt < 10; attempt++) {
    if (!held.has(path) && createExclusive(path, serialize(info))) {
      held.add(path);
      return handle(path, info, tookOver);
    }
    const text = readText(path);
    if (text === null) continue; // released meanwhile: try again
    const holder = parseLock(text);
    if (holder && holderRuns(holder, path)) {
      throw new DataDirLockedError(
        `data directory ${dataDir} is in use by another inboxkit serve: ${describe(holder)} `
          + `(stop it, or choose another --data-dir; if no such process is an inboxkit daemon, delete ${path})`,
        path, holder,
      );
    }
    if (!holder) {
      // Unreadable: a lock being written by a starter on a file system without hard links,
      // or garbage. Only an old one is taken over.
      let age = Infinity;
      try {
        age = Date.now() - statSync(path).mtimeMs;
      } catch {
        continue;
      }
      if (age < 10_000) {
        throw new DataDirLockedError(`data directory ${dataDir} is being locked by another inboxkit serve that is starting (${path})`, path, null);
      }
    }
    tookOver = holder;
    removeStale(path, text);
  }
  throw new DataDirLockedError(`data directory ${dataDir}: could not take its lock ${path}; other daemons keep starting on it`, path, null);
}

function handle(path: string, initial: LockInfo, tookOver: LockInfo | null): DataDirLock {
  let info = initial;
  let released = false;
  const stillOurs = (): boolean => {
    const text = readText(path);
    const current = text === null ? null : parseLock(text);
    return current !== null && current.pid === info.pid && current.started_at === info.started_at;
  };
  return {
    path,
    get info() {
      return info;
    },
    tookOver,
    update(addresses) {
      if (released || !stillOurs()) return;
      info = { ...info, smtp: addresses.smtp, http: addresses.http, base_url: addresses.base_url ?? null };
      // Replace the whole file at once: a reader sees the old or the new text, never a mix.
      const temp = tempName(path, 'tmp');
      writeFileSync(temp, serialize(info), { mode: 0o644 });
      renameSync(temp, path);
    },
    release() {
      if (released) return;
      released = true;
      held.delete(path);
      try {
        if (stillOurs()) unlinkSync(path);
      } catch {
        // the directory went away; nothing to release
      }
    },
  };
}
