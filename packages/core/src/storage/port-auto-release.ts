/**
 * The storage port's auto-release group (schema 17): per inbox, the addresses its new mail is
 * released to through the daemon's SMTP relay. No row: auto-release is off for the inbox.
 */

/** One inbox's auto-release setting. */
export interface AutoReleaseRow {
  inbox_id: string;
  /** JSON array of addresses. */
  recipients: string;
  updated_at: number;
}

export interface AutoReleasePort {
  /** The inbox's setting, or null when it has none (off). */
  get(inboxId: string): Promise<AutoReleaseRow | null>;
  /**
   * Stores the inbox's setting, replacing one it had; the inbox must exist (a foreign key).
   * Moves the catalog epoch, so settings cached before are read again.
   */
  put(row: AutoReleaseRow): Promise<void>;
  /** Turns it off (true when there was a setting); moves the catalog epoch when it did. */
  clear(inboxId: string): Promise<boolean>;
}
