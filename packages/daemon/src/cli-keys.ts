// `inboxkit keys list` and `inboxkit keys revoke`: like `keys create`, they work on the data
// directory's database (or the --database) directly (no daemon or API key needed), also while
// daemons run on it. A revocation committed here moves the running daemons' catalog epoch
// (SQLite's data version, checked on every request; PostgreSQL's NOTIFY), on which their
// authentication caches stand: the key is refused from the next request on.
import { formatTable } from '@inboxkit/client/cli';
import { isInboxkitError, type IssuedApiKey, type StoredAccount } from '@inboxkit/core';
import { DAEMON_DEFAULTS, type Env, type KeysListConfig, type KeysRevokeConfig } from './config/index.js';
import { findAccount, withService } from './one-shot.js';

export interface CommandIo {
  out(text: string): void;
  err(text: string): void;
}

const domainOf = (env: Env) => env.INBOXKIT_DOMAIN || DAEMON_DEFAULTS.domain;

function accountOrFail(account: StoredAccount | null, name: string): StoredAccount {
  if (!account) throw new Error(`no account named ${name} (see the --account of "inboxkit keys create")`);
  return account;
}

/** `revoked`, `expired` or `active`, at `now`. */
export function keyStatus(key: IssuedApiKey, now: number): 'revoked' | 'expired' | 'active' {
  if (key.revoked_at !== null) return 'revoked';
  if (key.expires_at !== null && Date.parse(key.expires_at) <= now) return 'expired';
  return 'active';
}

/** What limits a key, as `keys create` reports it: ", limited to inboxes …" and ", expiring at …", or nothing. */
export function keyLimits(key: IssuedApiKey): string {
  const inboxes = key.inbox_ids === null ? ''
    : key.inbox_ids.length === 0 ? ', limited to the inboxes it creates' : `, limited to inboxes ${key.inbox_ids.join(',')}`;
  return `${inboxes}${key.expires_at === null ? '' : `, expiring at ${key.expires_at}`}`;
}

/** The INBOXES column of `keys list`: `all`, `created` (a key limited to the inboxes it creates, none yet) or the ids. */
export const inboxesColumn = (key: IssuedApiKey): string =>
  (key.inbox_ids === null ? 'all' : key.inbox_ids.length === 0 ? 'created' : key.inbox_ids.join(','));

export async function keysList(config: KeysListConfig, env: Env, io: CommandIo): Promise<number> {
  const { keys, now } = await withService(config.dataDir, config.database, domainOf(env), async (service) => {
    const account = accountOrFail(await findAccount(service, config.account), config.account);
    return { keys: await service.account(account.id).keys.list(), now: service.clock() };
  });
  if (config.json) {
    io.out(JSON.stringify(keys, null, 2));
    return 0;
  }
  io.out(formatTable(
    ['ID', 'PREFIX', 'LABEL', 'SCOPES', 'INBOXES', 'STATUS', 'EXPIRES', 'CREATED', 'LAST USED'],
    keys.map((k) => [k.id, k.key_prefix, k.label, k.scopes.join(','), inboxesColumn(k), keyStatus(k, now), k.expires_at, k.created_at, k.last_used_at]),
  ));
  return 0;
}

export async function keysRevoke(config: KeysRevokeConfig, env: Env, io: CommandIo): Promise<number> {
  const { key, account, already } = await withService(config.dataDir, config.database, domainOf(env), async (service) => {
    const account = accountOrFail(await findAccount(service, config.account), config.account);
    const scope = service.account(account.id);
    try {
      const before = await scope.keys.get(config.keyId);
      return { key: await scope.keys.revoke(config.keyId), account, already: before.revoked_at !== null };
    } catch (error) {
      if (isInboxkitError(error, 'not_found')) throw new Error(`account ${account.slug} has no API key ${config.keyId} (see "inboxkit keys list")`);
      throw error;
    }
  });
  io.err(already
    ? `inboxkit: API key ${key.id} (${key.label}) of account ${account.slug} was already revoked at ${key.revoked_at}`
    : `inboxkit: revoked API key ${key.id} (${key.label}) of account ${account.slug}`);
  return 0;
}
