import { invalid } from '../errors.js';
import { iso, type Clock } from '../clock.js';
import type { AutoRelease } from '../types.js';
import { isEmail, normalizeAddress } from '../validate.js';
import { EpochCache, type Storage } from '../storage/index.js';

/** Addresses one inbox's mail may be released to at once. */
export const MAX_AUTO_RELEASE_RECIPIENTS = 10;

/**
 * `to` of an auto-release setting: an array of at most MAX_AUTO_RELEASE_RECIPIENTS addresses,
 * lower-cased, each once (`invalid('to')` otherwise). Empty turns auto-release off.
 */
export function parseReleaseRecipients(value: unknown, field = 'to'): string[] {
  if (!Array.isArray(value)) throw invalid(field, `${field} must be an array of email addresses ([] turns auto-release off)`);
  const out: string[] = [];
  for (const item of value) {
    const address = typeof item === 'string' ? normalizeAddress(item) : null;
    if (address === null || !isEmail(address)) throw invalid(field, `${field} items must be email addresses`);
    if (!out.includes(address)) out.push(address);
  }
  if (out.length > MAX_AUTO_RELEASE_RECIPIENTS) throw invalid(field, `${field} may name at most ${MAX_AUTO_RELEASE_RECIPIENTS} addresses`);
  return out;
}

/**
 * Inboxes' auto-release settings (schema 17). Which inbox is whose is the caller's check (the
 * account scope reads the inbox first); `recipients` is the daemon's read after each stored
 * message, cached per inbox on the catalog epoch (a setting written here or by another process
 * moves it), so mail to inboxes without a setting costs no query while nothing changes.
 */
export class AutoReleases {
  private readonly cache: EpochCache<string, string[]>;

  constructor(private readonly storage: Storage, private readonly clock: Clock) {
    this.cache = new EpochCache(storage.catalog, 10_000);
  }

  async get(inboxId: string): Promise<AutoRelease> {
    const row = await this.storage.autoRelease.get(inboxId);
    return { inbox_id: inboxId, to: row ? JSON.parse(row.recipients) as string[] : [], updated_at: row ? iso(row.updated_at) : null };
  }

  /** Replaces the setting (validated: `invalid('to')`); an empty list turns it off. */
  async set(inboxId: string, to: readonly string[]): Promise<AutoRelease> {
    const recipients = parseReleaseRecipients(to);
    if (recipients.length === 0) {
      await this.storage.autoRelease.clear(inboxId);
      return { inbox_id: inboxId, to: [], updated_at: null };
    }
    const now = this.clock();
    await this.storage.autoRelease.put({ inbox_id: inboxId, recipients: JSON.stringify(recipients), updated_at: now });
    return { inbox_id: inboxId, to: recipients, updated_at: iso(now) };
  }

  /** The addresses the inbox's new mail goes to ([] when off). */
  recipients(inboxId: string): Promise<string[]> {
    return this.cache.get(inboxId, async (id) => {
      const row = await this.storage.autoRelease.get(id);
      return row ? JSON.parse(row.recipients) as string[] : [];
    });
  }
}
