// The settings of the one-shot server commands: keys create, list and revoke, dashboard, namespace claim.
import { SCOPES, parseScopes, type Scope } from '@inboxkit/core';
import { DAEMON_DEFAULTS } from './defaults.js';
import {
  DASHBOARD_OPTIONS, KEYS_CREATE_OPTIONS, KEYS_LIST_OPTIONS, KEYS_REVOKE_OPTIONS, NAMESPACE_CLAIM_OPTIONS,
} from './options.js';
import { UsageError, parseWith, type Env, type Given, type KeyOf } from './given.js';
import { httpUrl, storageOf } from './values.js';
import type { DashboardConfig, KeysCreateConfig, KeysListConfig, KeysRevokeConfig, NamespaceClaimConfig } from './types.js';

export function parseKeysCreate(args: string[], env: Env, cwd = process.cwd()): KeysCreateConfig | 'help' {
  const cmd = 'keys create';
  const v = parseWith<KeyOf<typeof KEYS_CREATE_OPTIONS>>(cmd, args, env, KEYS_CREATE_OPTIONS);
  if (v === 'help') return 'help';
  const account = (v.str('account') ?? 'default').trim();
  if (!account) throw new UsageError('--account must not be empty', cmd);
  let scopes: Scope[] = [...SCOPES];
  const scopesRaw = v.str('scopes');
  if (scopesRaw !== undefined) {
    const list = scopesRaw.split(',').map((s) => s.trim()).filter(Boolean);
    try {
      scopes = parseScopes(list);
    } catch {
      throw new UsageError(`--scopes must be a comma-separated list of ${SCOPES.join(', ')}`, cmd);
    }
    if (scopes.length === 0) throw new UsageError('--scopes must name at least one scope', cmd);
  }
  const label = v.str('label') ?? null;
  if (label !== null && (label.length < 1 || label.length > 100)) throw new UsageError('--label must be 1 to 100 characters', cmd);
  return { ...storageOf(v, cwd), account, scopes, label, inboxIds: inboxesOf(v.list('inbox'), cmd), ...expiryOf(v, cmd) };
}

/** --inbox, given once per inbox: null when never given, `[]` for `--inbox none`. */
function inboxesOf(given: string[], cmd: string): string[] | null {
  if (given.length === 0) return null;
  const ids = given.map((id) => id.trim());
  if (ids.includes('none')) {
    if (ids.length > 1) throw new UsageError('--inbox none stands alone: it makes a key that sees only the inboxes it creates', cmd);
    return [];
  }
  if (ids.some((id) => id === '')) throw new UsageError('--inbox needs an inbox id (inb_…)', cmd);
  return ids;
}

const LIFETIME_UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 };

/** --expires-in (a whole number of minutes, hours, days or weeks) or --expires-at (an ISO 8601 date-time), not both. */
function expiryOf(v: Given<KeyOf<typeof KEYS_CREATE_OPTIONS>>, cmd: string): { expiresInMs: number | null; expiresAt: number | null } {
  const within = v.str('expiresIn');
  const at = v.str('expiresAt');
  if (within !== undefined && at !== undefined) throw new UsageError('give --expires-in or --expires-at, not both', cmd);
  if (within !== undefined) {
    const m = /^\s*([1-9]\d{0,5})\s*([mhdw])\s*$/.exec(within);
    if (!m) throw new UsageError(`--expires-in must be a whole number with m, h, d or w (e.g. 30d), got "${within}"`, cmd);
    return { expiresInMs: Number(m[1]) * LIFETIME_UNITS[m[2]!]!, expiresAt: null };
  }
  if (at !== undefined) {
    const ms = /^\d{4}-\d\d-\d\d/.test(at.trim()) ? Date.parse(at.trim()) : NaN;
    if (!Number.isFinite(ms)) throw new UsageError(`--expires-at must be an ISO 8601 date-time (e.g. 2027-01-31T00:00:00Z), got "${at}"`, cmd);
    return { expiresInMs: null, expiresAt: ms };
  }
  return { expiresInMs: null, expiresAt: null };
}

function accountName<K extends string>(v: Given<K>, key: K): string {
  const account = (v.str(key) ?? 'default').trim();
  if (!account) throw new UsageError('--account must not be empty', v.command);
  return account;
}

export function parseKeysList(args: string[], env: Env, cwd = process.cwd()): KeysListConfig | 'help' {
  const v = parseWith<KeyOf<typeof KEYS_LIST_OPTIONS>>('keys list', args, env, KEYS_LIST_OPTIONS);
  if (v === 'help') return 'help';
  return { ...storageOf(v, cwd), account: accountName(v, 'account'), json: v.bool('json') };
}

export function parseKeysRevoke(args: string[], env: Env, cwd = process.cwd()): KeysRevokeConfig | 'help' {
  const cmd = 'keys revoke';
  const v = parseWith<KeyOf<typeof KEYS_REVOKE_OPTIONS>>(cmd, args, env, KEYS_REVOKE_OPTIONS, 1);
  if (v === 'help') return 'help';
  const keyId = v.positionals[0];
  if (!keyId) throw new UsageError('the id of the key to revoke is required (key_…, see "inboxkit keys list")', cmd);
  return { ...storageOf(v, cwd), account: accountName(v, 'account'), keyId };
}

export function parseDashboard(args: string[], env: Env, cwd = process.cwd()): DashboardConfig | 'help' {
  const v = parseWith<KeyOf<typeof DASHBOARD_OPTIONS>>('dashboard', args, env, DASHBOARD_OPTIONS);
  if (v === 'help') return 'help';
  return {
    ...storageOf(v, cwd), account: accountName(v, 'account'), publicUrl: httpUrl(v, 'publicUrl'), open: !v.bool('noOpen'),
  };
}

export function parseNamespaceClaim(args: string[], env: Env, cwd = process.cwd()): NamespaceClaimConfig | 'help' {
  const cmd = 'namespace claim';
  const v = parseWith<KeyOf<typeof NAMESPACE_CLAIM_OPTIONS>>(cmd, args, env, NAMESPACE_CLAIM_OPTIONS);
  if (v === 'help') return 'help';
  const namespace = v.str('namespace');
  if (!namespace) throw new UsageError('--namespace is required', cmd);
  const account = (v.str('account') ?? 'default').trim();
  if (!account) throw new UsageError('--account must not be empty', cmd);
  const domain = (v.str('domain') ?? DAEMON_DEFAULTS.domain).toLowerCase();
  return { ...storageOf(v, cwd), domain, account, namespace };
}
