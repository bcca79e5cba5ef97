import { createInboxService, slugify, type InboxService, type StoredAccount } from '@inboxkit/core';
import { DAEMON_DEFAULTS } from './config/index.js';
import { prepareDataDir } from './data-dir.js';

/**
 * The service for one-shot commands (`keys …`, `namespace claim`): the data directory checked
 * first (with SQLite), no maintenance timer, no webhook dispatcher or analysis loop (the
 * daemons run those), closed right after. It may run beside daemons on the same database
 * (SQLite's WAL; PostgreSQL's connections, its catalog writes announced by NOTIFY).
 */
export async function withService<T>(dataDir: string | null, database: string, domain: string, fn: (service: InboxService) => Promise<T>): Promise<T> {
  if (dataDir !== null) prepareDataDir(dataDir, DAEMON_DEFAULTS.databaseFile);
  const service = await createInboxService({
    database, domain, maintenanceIntervalMs: 0,
    webhooks: { autoStart: false }, analysis: { autoStart: false },
  });
  try {
    return await fn(service);
  } finally {
    await service.close();
  }
}

/** The account named by slug, else by the slug of the name; null when there is none. */
export async function findAccount(service: InboxService, name: string): Promise<StoredAccount | null> {
  return (await service.accounts.bySlug(name)) ?? (await service.accounts.bySlug(slugify(name)));
}
