import type { Catalog, StorageGroups } from '../port.js';
import type { EventLogRow } from '../rows.js';
import type { Gen, GroupOf, Runner } from '../sql/ops.js';
import { accounts } from './accounts.js';
import { apiKeys } from './api-keys.js';
import { inboxes } from './inboxes.js';
import { messages, type MessageDialect } from './messages.js';
import { usage } from './usage.js';
import { idempotency } from './idempotency.js';
import { outbox } from './outbox.js';
import { analysisJobs } from './analysis-jobs.js';
import { signin } from './signin.js';
import { eventLog } from './event-log.js';
import { secrets } from './secrets.js';
import { checks } from './checks.js';
import { keyInboxes } from './key-inboxes.js';
import { smtpFaults } from './smtp-faults.js';
import { autoRelease } from './auto-release.js';
import { tags } from './tags.js';

/** Where the engines truly differ: a message's insert and full-text search, and how an event is appended. */
export interface Dialect extends MessageDialect {
  appendEvent(row: Omit<EventLogRow, 'seq'>): Gen<void>;
}

export type Groups = { [K in keyof StorageGroups]: GroupOf<StorageGroups[K]> };

/** Every group of the port, once per storage (the account cache is the storage's). */
export function storageGroups(catalog: Catalog, dialect: Dialect): Groups {
  return {
    accounts: accounts(catalog), apiKeys, inboxes, messages: messages(dialect), usage, idempotency, outbox, analysisJobs, signin,
    eventLog: eventLog(dialect.appendEvent), secrets, checks, keyInboxes, smtpFaults, autoRelease, tags,
  };
}

/** The port's groups over one engine context (outside a transaction, or a transaction's handle). */
export function bindGroups(groups: Groups, run: Runner): StorageGroups {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [name, group] of Object.entries(groups)) {
    // Each method's call runs its generator through `run`.
    const methods = out[name] = {} as Record<string, unknown>;
    for (const [method, g] of Object.entries(group as Record<string, (...a: unknown[]) => Gen<unknown>>)) {
      methods[method] = (...a: unknown[]) => run(g(...a));
    }
  }
  return out as unknown as StorageGroups;
}
