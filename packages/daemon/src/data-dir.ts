// Checks the data directory before anything opens the database or listens, so a directory
// that cannot be created or written fails with its path and the cause, not later as
// SQLite's "unable to open database file" or an EACCES that reads like a port problem.
import { closeSync, mkdirSync, openSync, statSync, unlinkSync, writeSync, type Stats } from 'node:fs';
import { dirname, join } from 'node:path';

/** The data directory (or the database file in it) cannot be used. `message` names the path and the cause. */
export class DataDirError extends Error {
  constructor(message: string, readonly path: string, readonly code: string | null) {
    super(message);
    this.name = 'DataDirError';
  }
}

type FsError = Error & { code?: string; path?: string };

const CAUSES: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  ENAMETOOLONG: 'name too long',
  ELOOP: 'too many symbolic links',
  EIO: 'input/output error',
};

/** "permission denied (EACCES)"; with `where`, "permission denied in /srv (EACCES)". */
function cause(error: FsError, where?: string): string {
  const code = error.code ?? 'error';
  const text = CAUSES[code] ?? error.message.replace(/^\w+: /, '').replace(/, \w+ '.*'$/, '');
  return `${text}${where ? ` in ${where}` : ''} (${code})`;
}

function statOrNull(path: string): Stats | null {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

/** The nearest ancestor of `path` that exists (the one mkdir failed in). */
function existingAncestor(path: string): string {
  let dir = dirname(path);
  while (dir !== dirname(dir) && statOrNull(dir) === null) dir = dirname(dir);
  return dir;
}

/** The first ancestor of `path` that exists but is not a directory, if any. */
function fileInTheWay(path: string): string | null {
  const parts: string[] = [];
  for (let dir = dirname(path); dir !== dirname(dir); dir = dirname(dir)) parts.unshift(dir);
  for (const dir of parts) {
    const st = statOrNull(dir);
    if (st === null) return null;
    if (!st.isDirectory()) return dir;
  }
  return null;
}

const hint = ' (choose another with --data-dir or INBOXKIT_DATA_DIR)';

/**
 * Creates the data directory when missing, then proves this process can create, write and
 * remove a file in it, and open `databaseFile` there for writing when it exists. Throws a
 * DataDirError otherwise. Synchronous: it runs once, before the service opens.
 */
export function prepareDataDir(dir: string, databaseFile?: string): void {
  const st = statOrNull(dir);
  if (st && !st.isDirectory()) {
    throw new DataDirError(`data directory ${dir} is not a directory${hint}`, dir, 'ENOTDIR');
  }
  if (!st) {
    try {
      mkdirSync(dir, { recursive: true });
    } catch (error) {
      const e = error as FsError;
      const blocker = e.code === 'ENOTDIR' || e.code === 'EEXIST' ? fileInTheWay(dir) : null;
      const why = blocker
        ? `${blocker} is not a directory (ENOTDIR)`
        : cause(e, e.code === 'EACCES' || e.code === 'EPERM' || e.code === 'EROFS' ? existingAncestor(dir) : dirname(dir));
      throw new DataDirError(`data directory ${dir} cannot be created: ${why}${hint}`, dir, e.code ?? null);
    }
  }
  // Create, write and remove a file: what SQLite will do with its journal next to the database.
  const probe = join(dir, `.inboxkit-write-check-${process.pid}`);
  try {
    const fd = openSync(probe, 'w', 0o600);
    try {
      writeSync(fd, 'inboxkit\n');
    } finally {
      closeSync(fd);
    }
    unlinkSync(probe);
  } catch (error) {
    const e = error as FsError;
    try {
      unlinkSync(probe);
    } catch {
      // never created
    }
    throw new DataDirError(`data directory ${dir} is not writable: ${cause(e)}${hint}`, dir, e.code ?? null);
  }
  if (databaseFile) {
    const db = join(dir, databaseFile);
    const dbStat = statOrNull(db);
    if (dbStat && !dbStat.isFile()) {
      throw new DataDirError(`database file ${db} is not a regular file`, db, null);
    }
    if (dbStat) {
      try {
        closeSync(openSync(db, 'r+'));
      } catch (error) {
        throw new DataDirError(`database file ${db} cannot be opened for writing: ${cause(error as FsError)}`, db, (error as FsError).code ?? null);
      }
    }
  }
}
