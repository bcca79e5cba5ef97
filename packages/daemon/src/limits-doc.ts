// The limits table of docs/daemon.md, rendered from the constants the code enforces (the
// daemon's own and core's LIMITS), so the documentation cannot promise another number.
// test/limits-doc.test.ts fails when the doc's copy differs. To rewrite it:
//   node --conditions=source --import tsx packages/daemon/src/limits-doc.ts --write
import { pathToFileURL } from 'node:url';
import { LIMITS } from '@inboxkit/core';
import { MAX_SLOWDOWN_MS, SMTP_DEFAULTS } from './smtp/listener.js';
import { RECENT_SENDER_MS } from './smtp/prompt-server.js';
import { POP3_DEFAULTS } from './pop3/limits.js';
import { IP_SHIELD_DEFAULTS } from './limits/ip-shield.js';
import { HTTP_CONNECTION_DEFAULTS } from './http/connections.js';
import { DEFAULT_BUDGET_SYNC_INTERVAL_MS } from './limits/budgets.js';
import { DEFAULT_AUTH_CACHE_TTL_MS } from './http/auth.js';
import { DEFAULT_MAX_BODY_BYTES, MAX_JSON_DEPTH } from './http/body.js';
import { DAEMON_DEFAULTS } from './config/index.js';
import { READ_CACHE_DEFAULTS } from './http/read-cache.js';
import { SHARE_FROM_CHARS } from './http/routes.js';
import { WAIT_TIMEOUT_SECONDS } from './http/routes-wait.js';
import { EVENT_STREAM_HEARTBEAT_MS } from './http/routes-events.js';
import { checkOrWrite, sectionIn, withSection, type DocSection } from './doc-section.js';

export const LIMITS_START = '<!-- limits:start -->';
export const LIMITS_END = '<!-- limits:end -->';
export { DAEMON_DOC } from './doc-section.js';

export const n = (v: number) => v.toLocaleString('en-US');
export const bytes = (v: number) => (v % (1024 * 1024) === 0 ? `${n(v / (1024 * 1024))} MiB` : `${n(v / 1024)} KiB`);
export const ms = (v: number) => (v === 0 ? 'at once' : v >= 2 * 86_400_000 && v % 86_400_000 === 0 ? `${n(v / 86_400_000)} days`
  : v >= 3_600_000 && v % 3_600_000 === 0 ? `${n(v / 3_600_000)} h`
  : v >= 60_000 && v % 60_000 === 0 ? `${n(v / 60_000)} min` : v >= 1000 && v % 1000 === 0 ? `${n(v / 1000)} s` : `${n(v)} ms`);

/** [limit, value, what happens at it] */
export function limitRows(): Array<[string, string, string]> {
  const w = LIMITS.webhooks;
  const a = LIMITS.analysis;
  return [
    ['SMTP message size', bytes(SMTP_DEFAULTS.maxMessageBytes), '`552` at the end of DATA (`--max-message-bytes`)'],
    ['SMTP connections at once', n(SMTP_DEFAULTS.maxClients), `when full, a newcomer whose address holds fewer connections than the address holding the most takes the slot of that address's connection gone longest without a stored message (\`421\`, closed); when every address holds about as many, an address that stored a message in the last ${ms(RECENT_SENDER_MS)} takes the slot of one that did not, else the connection of any address without a stored message for ${ms(SMTP_DEFAULTS.evictIdleAfterMs)} or more (not in a DATA) gives way; otherwise \`421\` to the newcomer`],
    ['SMTP recipients per message', n(SMTP_DEFAULTS.maxRecipients), '`452` to the next RCPT'],
    ['SMTP messages per connection', n(SMTP_DEFAULTS.maxMessagesPerConnection), '`421` at the next MAIL'],
    ['SMTP connections from one client address (an IPv6 /64)', n(SMTP_DEFAULTS.maxConnectionsPerAddress), '`421` to the next one from that address (`--max-connections-per-address`)'],
    ['SMTP idle socket', ms(SMTP_DEFAULTS.socketTimeoutMs), '`421`, connection closed'],
    ['SMTP connection without a stored message', ms(SMTP_DEFAULTS.idleWithoutMailMs), '`421`, connection closed, whatever commands it sent (NOOP, RSET, EHLO)'],
    ['SMTP refused recipients (550) in a row from one address', n(SMTP_DEFAULTS.refusalsBeforeSlowdown), `each further refusal answers ${ms(SMTP_DEFAULTS.slowdownStepMs)} later than the last, up to ${ms(MAX_SLOWDOWN_MS)}; a routable recipient resets it`],
    ['SMTP failed AUTH in a row from one address', n(SMTP_DEFAULTS.refusalsBeforeSlowdown), `each further \`535\` answers ${ms(SMTP_DEFAULTS.slowdownStepMs)} later than the last, up to ${ms(MAX_SLOWDOWN_MS)}; a successful AUTH resets it`],
    ['SMTP message data held in memory, all connections', bytes(SMTP_DEFAULTS.maxBufferedBytes), '`452` until some is stored'],
    ['SMTP message data held in memory by one client address', `${n(SMTP_DEFAULTS.bufferedSharePerAddress * 100)} % of it (${bytes(SMTP_DEFAULTS.maxBufferedBytes * SMTP_DEFAULTS.bufferedSharePerAddress)})`, '`452` to that address until some is stored'],
    ['SMTP DATA pace', `at least ${bytes(SMTP_DEFAULTS.minDataBytesPerWindow)} every ${ms(SMTP_DEFAULTS.dataPaceWindowMs)}`, '`421`, connection closed'],
    ['SMTP fault rules per inbox (docs/smtp.md)', n(LIMITS.smtpFaults.rulesPerInbox), '`400` naming `rules` (PUT), `409` to the next rule added (POST)'],
    ['SMTP fault rule delay', `up to ${ms(LIMITS.smtpFaults.maxDelayMs)}; the delays of one stage add up to it at most`, '`400` naming `delay_ms`'],
    ['SMTP fault rule greylist window', `up to ${ms(LIMITS.smtpFaults.maxGreylistSeconds * 1000)}`, '`400` naming `greylist_seconds`'],
    ['POP3 connections at once (`--pop3-port`, docs/pop3.md)', n(POP3_DEFAULTS.maxClients), '`-ERR [SYS/TEMP]` to the next one, closed'],
    ['POP3 connections from one client address (an IPv6 /64)', n(POP3_DEFAULTS.maxConnectionsPerAddress), '`-ERR [SYS/TEMP]` to the next one from that address, closed'],
    ['POP3 connection without a command', ms(POP3_DEFAULTS.idleTimeoutMs), '`-ERR [SYS/TEMP]` autologout, closed without the UPDATE state (no DELE carried out)'],
    ['POP3 command line', `${n(POP3_DEFAULTS.maxLineBytes)} bytes`, '`-ERR line too long`, the line skipped'],
    ['POP3 errors in a row', n(POP3_DEFAULTS.maxErrors), 'the last `-ERR` says so, connection closed'],
    ['POP3 maildrop', `the inbox's newest ${n(POP3_DEFAULTS.maxMaildropMessages)} messages`, 'older ones are not listed in the session (numbered oldest first)'],
    ['POP3 failed logins in a row from one address', n(POP3_DEFAULTS.failuresBeforeSlowdown), `each further \`-ERR [AUTH]\` answers ${ms(POP3_DEFAULTS.slowdownStepMs)} later than the last, up to ${ms(MAX_SLOWDOWN_MS)}; a login resets it`],
    ['HTTP body', bytes(DEFAULT_MAX_BODY_BYTES), '`400` naming `body`'],
    ['HTTP JSON nesting', `${n(MAX_JSON_DEPTH)} levels`, '`400` naming `body`'],
    ['HTTP connections at once', n(HTTP_CONNECTION_DEFAULTS.maxConnections), 'the one idle the longest (between requests, or its head still arriving) is closed for the new one; with none idle, `503` to the new one (`--http-max-connections`)'],
    ['HTTP connections from one client address', n(HTTP_CONNECTION_DEFAULTS.maxConnectionsPerAddress), '`503` to the next one from that address (`--http-max-connections-per-address`)'],
    ['HTTP request line and headers arrival', ms(HTTP_CONNECTION_DEFAULTS.headersTimeoutMs), '`408`, connection closed (also one that sends nothing)'],
    ['HTTP request (headers and body) arrival', ms(DAEMON_DEFAULTS.requestTimeoutMs), '`408`, connection closed'],
    ['HTTP keep-alive connection without a next request', ms(HTTP_CONNECTION_DEFAULTS.keepAliveTimeoutMs), 'closed'],
    ['HTTP headers', '16 KiB (Node)', '`431`, connection closed'],
    ['Message reads kept serialised (`GET /v1/messages/{id}`)', `${bytes(READ_CACHE_DEFAULTS.maxBytes)}, each for ${ms(READ_CACHE_DEFAULTS.idleMs)} after its last reader`, `least recently read dropped first; a read after that serialises again; over ${bytes(SHARE_FROM_CHARS)} of JSON the bytes are shared by concurrent readers`],
    ['Per-IP shield', `${n(IP_SHIELD_DEFAULTS.max)} requests per ${ms(IP_SHIELD_DEFAULTS.windowMs)}, per daemon`, '`429` (`--ip-shield-max`)'],
    ['Account request budgets', 'the plan\'s `api_requests`, over every daemon on the database', `\`429\`; daemons share their counts every ${ms(DEFAULT_BUDGET_SYNC_INTERVAL_MS)}, so one may admit what the others admitted within that interval beyond the limit`],
    ['Authentication reuse', ms(DEFAULT_AUTH_CACHE_TTL_MS), 'only while no key was revoked: a revoked key is refused at its next request'],
    ['Inboxes a key is limited to when created (`inbox_ids`, `--inbox`)', n(LIMITS.keyInboxes), '`400` naming `inbox_ids`; the key may create more (with `inboxes:write`), each linked to it'],
    ['Page size', `${n(LIMITS.pageSize.default)} by default, at most ${n(LIMITS.pageSize.max)}`, '`400` naming `limit`'],
    ['Held wait (`…/messages/wait`)', `${n(WAIT_TIMEOUT_SECONDS.default)} s by default, ${n(WAIT_TIMEOUT_SECONDS.min)} to ${n(WAIT_TIMEOUT_SECONDS.max)} s (\`timeout_seconds\`)`, '`200` with `message: null`'],
    ['Event stream reader behind (events held for it)', `${bytes(LIMITS.eventStreams.maxStreamBytes)} per stream, ${bytes(LIMITS.eventStreams.maxTotalBytes)} for all streams`, 'the stream ends with a `stream.ended` frame (past the total, the stream holding the most first); the reader resumes with `Last-Event-ID` (`serviceOptions.eventStreams`)'],
    ['Event stream keep-alive', `a comment after ${ms(EVENT_STREAM_HEARTBEAT_MS)} of silence`, '–'],
    ['Event log kept', ms(LIMITS.eventLogRetentionMs), 'older events are purged; an unknown `Last-Event-ID` replays what is left'],
    ['Idempotency keys remembered', ms(LIMITS.idempotencyRetentionMs), 'then a key may be reused'],
    ['Live webhooks per account', n(w.perAccount), '`403` `limit_exceeded`'],
    ['Webhook deliveries at once', `${n(w.concurrency)} in all, ${n(w.perWebhookConcurrency)} per webhook`, 'the rest wait in the outbox'],
    ['Webhook attempt', ms(w.attemptTimeoutMs), 'a timeout counts as a failed attempt'],
    ['Webhook retry schedule', w.retryScheduleMs.map(ms).join(', '), `${n(w.retryScheduleMs.length)} attempts, then \`failed\``],
    ['Webhook disabled after', `${n(w.disableAfterExhausted)} deliveries in a row used every attempt`, 'status `disabled`'],
    ['Finished deliveries kept', ms(w.finishedRetentionMs), 'then pruned'],
    ['Analyses at once', n(a.concurrency), 'the rest wait as jobs'],
    ['Analysis attempts', `${n(a.maxAttempts)} (retries after ${a.retryDelaysMs.map(ms).join(', ')})`, 'then `failed`'],
    ['Analysis attempt', ms(a.attemptTimeoutMs), 'aborted, counted as a failed attempt'],
  ];
}

export function limitsTable(): string {
  return ['| Limit | Value | At the limit |', '|---|---|---|', ...limitRows().map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

const LIMITS_SECTION: DocSection = { start: LIMITS_START, end: LIMITS_END, name: 'the limits table', render: () => limitsTable() };

export const limitsTableIn = (doc: string): string => sectionIn(doc, LIMITS_SECTION);

export const withLimitsTable = (doc: string, table = limitsTable()): string => withSection(doc, LIMITS_SECTION, table);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = checkOrWrite(LIMITS_SECTION, process.argv.slice(2));
