// `inboxkit dashboard`: a one-time sign-in link to the web dashboard, for the person at the
// machine that runs the daemon. Like `keys create`, it works on the data directory's database
// (also while the daemon runs): the link's token is stored hashed with a 5-minute lifetime,
// and the daemon trades it once for a session cookie (POST /dashboard/session).
import { spawn } from 'node:child_process';
import type { Env, DashboardConfig } from './config/index.js';
import { DAEMON_DEFAULTS } from './config/index.js';
import { DASHBOARD_PATHS } from './dashboard/paths.js';
import { readLock } from './lock.js';
import { findAccount, withService } from './one-shot.js';
import type { CommandIo } from './cli-keys.js';

/** How a URL is handed to the desktop's browser: a command and its arguments. */
export type Opener = { command: string; args: (url: string) => string[] };

/**
 * The desktop's "open this URL" command, or null when this machine seems to have no browser
 * to show (a Linux or BSD session without DISPLAY or WAYLAND_DISPLAY: a server, SSH, CI).
 */
export function browserOpener(env: Env, platform: NodeJS.Platform = process.platform): Opener | null {
  if (platform === 'darwin') return { command: 'open', args: (url) => [url] };
  if (platform === 'win32') return { command: 'cmd', args: (url) => ['/c', 'start', '""', url.replace(/&/g, '^&')] };
  if (env.DISPLAY || env.WAYLAND_DISPLAY) return { command: 'xdg-open', args: (url) => [url] };
  return null;
}

/** Starts the opener detached; resolves true when it started, false when it could not (never throws). */
export function openInBrowser(opener: Opener, url: string): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      const child = spawn(opener.command, opener.args(url), { detached: true, stdio: 'ignore' });
      child.once('error', () => resolve(false));
      child.once('spawn', () => {
        child.unref();
        resolve(true);
      });
    } catch {
      resolve(false);
    }
  });
}

export const DEFAULT_DASHBOARD_BASE = `http://127.0.0.1:${DAEMON_DEFAULTS.httpPort}`;

export async function dashboardLink(config: DashboardConfig, env: Env, io: CommandIo, opener = browserOpener(env)): Promise<number> {
  const domain = env.INBOXKIT_DOMAIN || DAEMON_DEFAULTS.domain;
  const { link, account } = await withService(config.dataDir, config.database, domain, async (service) => {
    const account = await findAccount(service, config.account);
    if (!account) throw new Error(`no account named ${config.account} (see the --account of "inboxkit keys create")`);
    return { link: await service.sessions.issueOneTimeLink(account.id), account };
  });
  // The running daemon's public URL is in its data directory's lock (none on PostgreSQL: give --public-url).
  const lock = config.dataDir === null ? null : readLock(config.dataDir);
  const base = (config.publicUrl ?? lock?.base_url ?? lock?.http ?? DEFAULT_DASHBOARD_BASE).replace(/\/+$/, '');
  const url = `${base}${DASHBOARD_PATHS.once}#token=${link.token}`;
  io.out(url);
  io.err(`inboxkit: one-time sign-in link to the dashboard of account ${account.slug}: works once, until ${link.expires_at}`);
  if (lock === null && config.dataDir !== null) io.err(`inboxkit: no daemon runs on ${config.dataDir} now; start "inboxkit serve" before the link expires`);
  if (!config.open) return 0;
  if (opener === null) {
    io.err('inboxkit: no browser found on this machine (no DISPLAY); open the link on the machine that runs the daemon, or forward its port');
    return 0;
  }
  const opened = await openInBrowser(opener, url);
  io.err(opened ? 'inboxkit: opening it in your browser' : `inboxkit: could not start ${opener.command}; open the link yourself`);
  return 0;
}
