import type { Scope } from '@inboxkit/core';

/**
 * Scope policy of the endpoints that manage and download (issue 15; see docs/http-api.md).
 * The spec's scope list is closed, so these use its three scopes: reading follows the
 * listings, deleting mail is `inboxes:write` (there is no `messages:write`: the scope that
 * makes inboxes also clears them), and API keys need a key holding all three (routes-keys.ts).
 */
export const MANAGE_SCOPES = Object.freeze({
  readInbox: ['inboxes:write', 'messages:read'] as readonly Scope[],
  deleteMail: ['inboxes:write'] as readonly Scope[],
  download: ['messages:read'] as readonly Scope[],
  /**
   * Marking a message read or unread: the reader's bookkeeping, not a change to the mail (waits,
   * claims and content are untouched), so the scope that reads it, as the dashboard's viewer has.
   */
  readState: ['messages:read'] as readonly Scope[],
  /**
   * Tagging a message and reading the account's tags and rules: bookkeeping like the read state
   * (the mail, waits and claims are untouched), so the scope that reads.
   */
  tagMessages: ['messages:read'] as readonly Scope[],
  /** Renaming or deleting a tag account-wide, and making or removing tag rules: the account's organisation, `inboxes:write`. */
  manageTags: ['inboxes:write'] as readonly Scope[],
  webhooks: ['webhooks:write'] as readonly Scope[],
  /** Changing an inbox's SMTP fault rules (reading them is readInbox). */
  smtpFaults: ['inboxes:write'] as readonly Scope[],
  /** Release, send and auto-release (docs/smtp.md): mail leaves through the relay, an act on the inbox, so `inboxes:write`. */
  relay: ['inboxes:write'] as readonly Scope[],
  /** GET /v1/account: any scope; every caller may know its own account. */
  account: ['inboxes:write', 'messages:read', 'webhooks:write'] as readonly Scope[],
  /** Any scope passes the pipeline; the handlers ask for all three (or the key itself, to revoke it). */
  apiKeys: ['inboxes:write', 'messages:read', 'webhooks:write'] as readonly Scope[],
});
