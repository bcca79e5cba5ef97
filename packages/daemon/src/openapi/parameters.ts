// Path, query and header parameters, with the bounds the handlers enforce (400 naming the
// parameter outside them). Numbers come from the code's constants.
import { CONTENT_MODES, LIMITS, LINK_TYPES, MESSAGE_FILTERS, MESSAGE_INTENTS } from '@inboxkit/core';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from '../http/idempotency.js';
import { WAIT_TIMEOUT_SECONDS } from '../http/routes-wait.js';
import { bool, int, oneOfStrings, str, timestamp, type Schema } from './schema.js';

const path = (name: string, description: string): Schema => ({ name, in: 'path', required: true, description, schema: str() });
const query = (name: string, schema: Schema, description?: string, required = false): Schema =>
  ({ name, in: 'query', required, ...(description ? { description } : {}), schema });

const search = LIMITS.search;

/** The message listings' filters: one entry per name of MESSAGE_FILTERS (the type makes it complete). */
const FILTERS: Record<(typeof MESSAGE_FILTERS)[number], [string, Schema, string]> = {
  q: ['Q', str({ maxLength: search.qChars }),
    `The search language (docs/http-api.md, "Search"): words that must all appear in the subject, the sender or the body text; "quoted words" together in that order; \`from:\`, \`to:\`, \`cc:\`, \`subject:\` (words of that field), \`header:Name\` and \`header:Name=value\`, \`tag:\`, \`is:read\`, \`is:unread\`, \`is:tagged\`, \`has:otp\`, \`has:attachment\`, \`intent:\`, \`link:<type>\`, \`before:\` and \`after:\` (a day, 2026-11-27, or an RFC 3339 instant), \`larger:\` and \`smaller:\` (bytes, or 10K, 1.5MB, 1G); \`-\` before a term negates it. At most ${search.qTerms} terms; must contain a letter or digit. A bad term is 400 naming \`q\` and the term.`],
  from: ['From', str({ maxLength: search.fromChars }),
    'A whole address matches that sender exactly (case-insensitive); anything else matches as words, in order, of the sender\'s address or display name.'],
  subject: ['Subject', str({ maxLength: search.subjectChars }), 'Words that must appear, in this order, in the subject.'],
  received_after: ['ReceivedAfter', timestamp(), 'Received strictly after this instant (RFC 3339 with a time zone).'],
  received_before: ['ReceivedBefore', timestamp(), 'Received strictly before this instant (RFC 3339 with a time zone).'],
  has_otp: ['HasOtp', bool(), '`true`: a one-time code was extracted; `false`: none was.'],
  intent: ['Intent', oneOfStrings(MESSAGE_INTENTS), 'The extracted intent.'],
};

export const FILTER_PARAMETER_NAMES = MESSAGE_FILTERS.map((name) => FILTERS[name][0]);

const requireValues = ['otp', 'links', ...LINK_TYPES.map((t) => `link:${t}`), ...MESSAGE_INTENTS.map((i) => `intent:${i}`)];

export const PARAMETERS: Record<string, Schema> = {
  InboxId: path('inbox_id', 'An inbox of the key\'s account (another account\'s is 404).'),
  MessageId: path('message_id', 'A message of the key\'s account (another account\'s is 404).'),
  AttachmentId: path('attachment_id', '`att_<n>`, as the message\'s `attachments` list it.'),
  WebhookId: path('webhook_id', 'A webhook of the key\'s account.'),
  KeyId: path('key_id', 'An API key of the key\'s account.'),
  FaultRuleId: path('rule_id', 'A fault rule of the inbox (`flt_…`).'),
  Limit: query('limit', int({ minimum: 1, maximum: LIMITS.pageSize.max, default: LIMITS.pageSize.default }), 'Page size.'),
  Cursor: query('cursor', str(), 'The `page_info.next_cursor` of the previous page (opaque; a cursor of another account, listing or filter set, or an altered one, is 400).'),
  ContentMode: query('content_mode', oneOfStrings(CONTENT_MODES, { default: 'full' }), 'Which detail variant to answer with.'),
  ...Object.fromEntries(MESSAGE_FILTERS.map((name) => {
    const [component, schema, description] = FILTERS[name];
    return [component, query(name, schema, description)];
  })),
  ListRecipientEmail: query('recipient_email', str({ maxLength: 320 }),
    'Exact recipient address (case-insensitive after normalisation) within the account. Required unless a filter is given; with a filter and no recipient the whole account is searched.'),
  WaitRecipientEmail: query('recipient_email', str({ maxLength: 320 }),
    'The address the mail was sent to (a plus-address or a wildcard-namespace address as it is), case-insensitive.', true),
  TimeoutSeconds: query('timeout_seconds', int({ minimum: WAIT_TIMEOUT_SECONDS.min, maximum: WAIT_TIMEOUT_SECONDS.max, default: WAIT_TIMEOUT_SECONDS.default }),
    'How long to hold the request; at the timeout the answer is 200 with `message: null`.'),
  Require: query('require', str({ examples: requireValues }),
    `What the message must hold, comma-separated, all of them: ${requireValues.map((v) => `\`${v}\``).join(', ')}.`),
  After: query('after', str({ pattern: '^msg_[A-Za-z0-9_-]{1,64}$' }), 'A message id: only messages stored after it count (404 naming `after` for another account\'s).'),
  WaitFrom: query('from', str({ maxLength: 320 }), 'Only messages whose sender (address or name) contains this text, case-insensitively. Checked before the claim: a message turned down stays for other waits.'),
  WaitSubject: query('subject', str({ maxLength: 500 }), 'Only messages whose subject contains this text, case-insensitively. Checked before the claim.'),
  Claim: query('claim', bool(), 'Mark the returned message as claimed, so a later claiming wait does not return it. Default `true` without `after`, `false` with it.'),
  EventsInboxId: query('inbox_id', str(), 'Only this inbox\'s events (404 for another account\'s inbox).'),
  LastEventIdHeader: { name: 'Last-Event-ID', in: 'header', required: false, description: 'Resume after this event (what EventSource sends on reconnect).', schema: str({ maxLength: 128 }) },
  LastEventIdQuery: query('last_event_id', str({ maxLength: 128 }), 'The same as the Last-Event-ID header, for clients that cannot set headers.'),
  IdempotencyKey: {
    name: IDEMPOTENCY_HEADER, in: 'header', required: false,
    description: 'A repeat with the same key and body replays the first answer (Idempotent-Replayed: true); with another body it is 409 `idempotency_conflict`. Kept 24 h.',
    schema: str({ minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH }),
  },
};

/** References to the named parameters. */
export const params = (...names: string[]): Schema[] => names.map((name) => {
  if (!PARAMETERS[name]) throw new Error(`no parameter ${name}`);
  return { $ref: `#/components/parameters/${name}` };
});
