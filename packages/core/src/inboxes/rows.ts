import type { Inbox, InboxStatus } from '../types.js';
import { iso } from '../clock.js';
import type { InboxRow } from '../storage/index.js';

/** An inbox past expires_at reads as expired even before maintenance has marked it. */
export function effectiveStatus(row: InboxRow, now: number): InboxStatus {
  return row.status === 'active' && row.expires_at !== null && row.expires_at <= now ? 'expired' : row.status;
}

export function toInbox(row: InboxRow, now: number): Inbox {
  return {
    id: row.id,
    label: row.label,
    email_address: row.email_address,
    lifecycle_mode: row.lifecycle_mode,
    ttl_minutes: row.ttl_minutes,
    expires_at: row.expires_at === null ? null : iso(row.expires_at),
    last_message_received_at: row.last_message_received_at === null ? null : iso(row.last_message_received_at),
    status: effectiveStatus(row, now),
    created_at: iso(row.created_at),
    message_analysis: { mode: row.analysis_mode, recipients: JSON.parse(row.analysis_recipients) as string[] },
  };
}
