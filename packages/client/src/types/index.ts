/**
 * The resources of Inboxkit's public HTTP API v1, named and spelled as in the spec.
 *
 * Standalone on purpose (no import of @inboxkit/core): the client must be usable on its own.
 * A field the spec marks "required: no" is optional here (`?`), and "nullable" adds `| null`.
 * Where the spec leaves the allowed values of a string open ("not shown"), the type lists the
 * values this service is known to use and still accepts any other string.
 *
 * One file per resource (common, inboxes, messages, webhooks, auth, checks, smtp-faults); this entry exports them all.
 * The manage and download types (get, delete and empty an inbox, delete a message, downloads,
 * webhook list, get, archive, deliveries and test, API keys, the account) are additive to the
 * spec: see docs/http-api.md.
 */
export * from './common.js';
export * from './inboxes.js';
export * from './messages.js';
export * from './webhooks.js';
export * from './auth.js';
export * from './checks.js';
export * from './smtp-faults.js';
export * from './relay.js';
export * from './tags.js';
