import { InboxkitError, invalid } from '../errors.js';

/**
 * Who may sign in.
 * - `open`: any address (the default of a daemon only this machine can reach).
 * - `allowlist`: the listed addresses and domains only.
 * - `closed`: nobody (the default of a daemon others can reach and no allowlist given):
 *   start answers 503 saying what to configure.
 */
export type SigninPolicy =
  | { mode: 'open' }
  | { mode: 'allowlist'; addresses: readonly string[]; domains: readonly string[] }
  | { mode: 'closed'; reason: string };

export interface SigninPolicyOptions {
  /**
   * Addresses (`alice@example.com`) and domains (`example.com` or `@example.com`: exactly
   * that domain, not its subdomains) that may sign in. When given and not empty, only they
   * may, whatever `loopback` says.
   */
  allow?: readonly string[] | null;
  /** Let any address sign in, even when others can reach the service. Overrides `allow`. */
  open?: boolean;
  /**
   * Whether only this machine can reach the service (bound to loopback and not published
   * under a non-loopback base URL). Default false: the safe side.
   */
  loopback?: boolean;
  /** How the operator configures the allowlist, for the 503 message. */
  configureHint?: string;
}

const DOMAIN_RE = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const ADDRESS_RE = /^[^\s@]+@[^\s@]+$/;

export const DEFAULT_CONFIGURE_HINT =
  'set the sign-in allowlist (addresses or domains), or run the daemon bound to 127.0.0.1';

/**
 * The policy from operator settings: `open: true` → open; a non-empty `allow` →
 * allowlist; otherwise open on loopback, closed elsewhere. Malformed entries throw
 * invalid_request naming `allow`.
 */
export function resolveSigninPolicy(options: SigninPolicyOptions = {}): SigninPolicy {
  if (options.open === true) return { mode: 'open' };
  const entries = (options.allow ?? []).map((e) => String(e).trim().toLowerCase()).filter((e) => e !== '');
  if (entries.length > 0) {
    const addresses: string[] = [];
    const domains: string[] = [];
    for (const entry of entries) {
      const domain = entry.startsWith('@') ? entry.slice(1) : entry.includes('@') ? null : entry;
      if (domain !== null) {
        if (!DOMAIN_RE.test(domain)) throw invalid('allow', `sign-in allowlist entry "${entry}" is neither an address nor a domain`);
        domains.push(domain);
      } else {
        if (!ADDRESS_RE.test(entry)) throw invalid('allow', `sign-in allowlist entry "${entry}" is neither an address nor a domain`);
        addresses.push(entry);
      }
    }
    return { mode: 'allowlist', addresses: [...new Set(addresses)], domains: [...new Set(domains)] };
  }
  if (options.loopback === true) return { mode: 'open' };
  return {
    mode: 'closed',
    reason: `sign-in is closed: this service is reachable from other machines and no sign-in allowlist is configured; ${options.configureHint ?? DEFAULT_CONFIGURE_HINT}`,
  };
}

/** Throws unless `email` (lower case) may sign in: 503 `unavailable` when closed, 400 naming `email` when not listed. */
export function checkSigninPolicy(policy: SigninPolicy, email: string): void {
  switch (policy.mode) {
    case 'open':
      return;
    case 'closed':
      throw new InboxkitError('unavailable', policy.reason);
    case 'allowlist': {
      const domain = email.slice(email.lastIndexOf('@') + 1);
      if (policy.addresses.includes(email) || policy.domains.includes(domain)) return;
      throw invalid('email', 'this address may not sign in to this service (it is not on the sign-in allowlist)');
    }
  }
}
