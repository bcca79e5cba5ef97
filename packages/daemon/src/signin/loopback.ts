/** Whether a host name or address means this machine only: localhost, 127.0.0.0/8, ::1. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
  const v4 = h.startsWith('::ffff:') ? h.slice(7) : h;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Whether only this machine can reach the daemon: it is bound to a loopback address AND
 * its public base URL (when given) names a loopback host too. A daemon bound to
 * 127.0.0.1 behind a reverse proxy publishes a non-loopback base URL, and is then treated
 * as reachable by others (sign-in closed without an allowlist, no codes in the log).
 */
export function isLoopbackDaemon(bindHost: string, baseUrl?: string | null): boolean {
  if (!isLoopbackHost(bindHost)) return false;
  if (!baseUrl) return true;
  try {
    return isLoopbackHost(new URL(baseUrl).hostname);
  } catch {
    return false;
  }
}
