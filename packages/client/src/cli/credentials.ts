/**
 * The CLI's stored sign-in: `$XDG_CONFIG_HOME/inboxkit/credentials.json`, else
 * `~/.config/inboxkit/credentials.json`. The directory is 0700 and the file 0600; the file
 * is written to a temporary name created with mode 0600 and renamed into place, so the key
 * is never readable by others, not even for a moment, and a crash leaves the old file whole.
 */
import { chmodSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';
import { randomBytes } from 'node:crypto';

export type Env = Record<string, string | undefined>;

export interface StoredCredentials {
  version: 1;
  base_url: string;
  api_key: string;
  key_id: string | null;
  key_prefix: string | null;
  account: { id: string; name: string; slug: string } | null;
  email: string | null;
  user_id: string | null;
  created_at: string;
}

export const DEFAULT_BASE_URL = 'http://127.0.0.1:4780';

/** The config directory; a relative XDG_CONFIG_HOME is ignored, as the XDG spec says. */
export function configDir(env: Env): string {
  const xdg = env.XDG_CONFIG_HOME;
  if (xdg && isAbsolute(xdg)) return join(xdg, 'inboxkit');
  const home = env.HOME || homedir();
  return join(home, '.config', 'inboxkit');
}

export function credentialsPath(env: Env): string {
  return join(configDir(env), 'credentials.json');
}

export class CredentialsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CredentialsError';
  }
}

/** The stored credentials, or null when there are none. Throws CredentialsError when unreadable. */
export function readCredentials(env: Env): StoredCredentials | null {
  const path = credentialsPath(env);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new CredentialsError(`cannot read ${path}: ${(error as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new CredentialsError(`${path} is not valid JSON; run "inboxkit logout" and sign in again`);
  }
  const c = data as Partial<StoredCredentials>;
  if (typeof c !== 'object' || c === null || typeof c.api_key !== 'string' || typeof c.base_url !== 'string') {
    throw new CredentialsError(`${path} has no api_key/base_url; run "inboxkit logout" and sign in again`);
  }
  return {
    version: 1,
    base_url: c.base_url,
    api_key: c.api_key,
    key_id: c.key_id ?? null,
    key_prefix: c.key_prefix ?? null,
    account: c.account ?? null,
    email: c.email ?? null,
    user_id: c.user_id ?? null,
    created_at: c.created_at ?? '',
  };
}

/** Whether the credentials file can be read by group or others (it should not). */
export function credentialsTooOpen(env: Env): boolean {
  try {
    return (statSync(credentialsPath(env)).mode & 0o077) !== 0;
  } catch {
    return false;
  }
}

/** Writes the credentials (dir 0700, file 0600) and returns the file's path. */
export function writeCredentials(env: Env, credentials: StoredCredentials): string {
  const path = credentialsPath(env);
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700); // also when it existed with a wider mode: it is our directory
  const tmp = join(dir, `.credentials.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const fd = openSync(tmp, 'wx', 0o600);
  try {
    writeSync(fd, `${JSON.stringify(credentials, null, 2)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    chmodSync(tmp, 0o600); // a umask can only narrow the mode; this makes it exact
    renameSync(tmp, path);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
  return path;
}

/** Deletes the stored credentials; false when there were none. */
export function deleteCredentials(env: Env): boolean {
  const path = credentialsPath(env);
  if (!existsSync(path)) return false;
  rmSync(path, { force: true });
  return true;
}
