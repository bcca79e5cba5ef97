/**
 * The client side of the `inboxkit` command: every command except `serve`, `keys` and
 * `namespace` (which the daemon's bin runs itself). stdout carries only results (tables,
 * JSON, or for `wait` just the code or URL); messages and errors go to stderr as one line:
 * `inboxkit: <message> (<code>, <request_id>)`. Exit codes: see EXIT in common.ts.
 */
import {
  CONTENT_MODES, LINK_TYPES, MESSAGE_INTENTS, type ContentMode, type Inbox, type LinkType, type MessageByMode, type MessageFilters,
  type MessageIntent, type MessageSummary, type WaitRequirement, type WebhookEventPayload,
} from '../types/index.js';
import { CLIENT_VERSION } from '../version.js';
import { checkCommand } from './check.js';
import { authedClient, describeFailure, EXIT, output, parseCommand, UsageError, type ClientCommandIo } from './common.js';
import { credentialsPath, deleteCredentials } from './credentials.js';
import { formatDuration, parseDuration } from './duration.js';
import { formatFields, formatTable, sanitizeLine, sanitizeText, truncate } from './format.js';
import { HELP } from './help.js';
import { runLogin } from './login.js';

export { EXIT, resolveConfig, type ClientCommandIo, type ResolvedConfig } from './common.js';
export { parseDuration, formatDuration } from './duration.js';
export { formatTable, formatFields, sanitizeLine, sanitizeText, truncate } from './format.js';
export { configDir, credentialsPath, readCredentials, writeCredentials, deleteCredentials, DEFAULT_BASE_URL, type StoredCredentials } from './credentials.js';
export { startCallbackServer, type CallbackServer, type CallbackParams } from './callback-server.js';
export { classifyCode, CODE_PROMPT } from './login.js';
export { HELP } from './help.js';

const json = (value: unknown): string => JSON.stringify(value, null, 2);

/** The answer without the envelope fields. */
function withoutEnvelope<T extends { success: true; request_id: string }>(body: T): Omit<T, 'success' | 'request_id'> {
  const { success: _s, request_id: _r, ...rest } = body;
  return rest;
}

function positiveInt(value: string | undefined, flag: string, command: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new UsageError(`${flag} must be an integer from ${min} to ${max}`, command);
  }
  return Number(value);
}

function duration(value: string | undefined, flag: string, command: string, fallback: number): number {
  if (value === undefined) return fallback;
  try {
    return parseDuration(value);
  } catch (error) {
    throw new UsageError(`${flag}: ${(error as Error).message}`, command);
  }
}

function inboxRows(inboxes: Inbox[]) {
  return formatTable(
    ['ID', 'ADDRESS', 'LABEL', 'LIFECYCLE', 'EXPIRES', 'LAST MESSAGE'],
    inboxes.map((i) => [i.id, i.email_address, truncate(i.label, 30), i.lifecycle_mode, i.expires_at ?? null, i.last_message_received_at ?? null]),
  );
}

function messageRows(messages: MessageSummary[]) {
  return formatTable(
    ['ID', 'RECEIVED', 'FROM', 'TO', 'SUBJECT'],
    messages.map((m) => [m.id, m.received_at, truncate(m.from_email, 40), truncate(m.to_email, 40), truncate(sanitizeLine(m.subject ?? ''), 60)]),
  );
}

type AnyDetail = MessageByMode[ContentMode];

function describeMessage(m: AnyDetail): string {
  const fields: Array<[string, string | null | undefined]> = [
    ['ID', m.id],
    ['Inbox', `${m.inbox_id} (${m.inbox_email_address})`],
    ['From', m.from_email],
    ['To', m.to_email],
    ['Subject', m.subject ?? null],
    ['Received', m.received_at],
  ];
  if ('otp' in m) fields.push(['OTP', m.otp]);
  if ('intent' in m) fields.push(['Intent', m.intent]);
  const a = m.analysis;
  if (a) {
    const parts = [a.status, a.category, a.summary ? truncate(a.summary, 80) : null].filter(Boolean);
    fields.push(['Analysis', parts.join(' · ')]);
    if (a.detected_otp && !('otp' in m && m.otp === a.detected_otp)) fields.push(['Analysis OTP', a.detected_otp]);
  }
  let text = formatFields(fields);
  if ('links' in m) {
    text += m.links.length === 0
      ? 'Links     -\n'
      : `Links\n${formatTable(['TYPE', 'URL'], m.links.map((l) => [l.type, l.url])).replace(/^(?=.)/gm, '  ')}`;
  }
  if ('text_body' in m) {
    if (m.text_body) text += `\n${sanitizeText(m.text_body).replace(/\n+$/, '')}\n`;
    else if ('html_body' in m && m.html_body) text += '\n(HTML body only; use --json to see html_body)\n';
    else text += '\n(no text body)\n';
  }
  return text;
}

async function inboxesCommand(sub: string | undefined, args: string[], io: ClientCommandIo): Promise<number> {
  const { out } = output(io);
  if (sub === 'create') {
    const { values } = parseCommand('inboxes create', args, {
      label: { type: 'string' },
      temporary: { type: 'boolean' },
      persistent: { type: 'boolean' },
      ttl: { type: 'string' },
      'idempotency-key': { type: 'string' },
      json: { type: 'boolean' },
    }, 0);
    if (values.help) return out(HELP.inboxesCreate), EXIT.ok;
    if (values.label === undefined) throw new UsageError('--label is required', 'inboxes create');
    if (values.temporary && values.persistent) throw new UsageError('--temporary and --persistent exclude each other', 'inboxes create');
    const ttl = positiveInt(values.ttl, '--ttl', 'inboxes create', 10, 60);
    if (ttl !== undefined && !values.temporary) throw new UsageError('--ttl needs --temporary', 'inboxes create');
    const client = authedClient(io, values['base-url'], 'inboxes create');
    const body = await client.inboxes.create(
      { label: values.label, lifecycle_mode: values.temporary ? 'temporary' : 'persistent', ...(ttl !== undefined ? { ttl_minutes: ttl } : {}) },
      values['idempotency-key'] !== undefined ? { idempotencyKey: values['idempotency-key'] } : {},
    );
    if (values.json) return out(json(withoutEnvelope(body))), EXIT.ok;
    const i = body.inbox;
    out(formatFields([
      ['Inbox', i.id],
      ['Address', i.email_address],
      ['Label', i.label],
      ['Lifecycle', i.lifecycle_mode === 'temporary' ? `temporary (${i.ttl_minutes ?? '?'} min)` : 'persistent'],
      ['Expires', i.expires_at ?? undefined],
      ['Status', i.status],
    ]));
    return EXIT.ok;
  }
  if (sub === 'list') {
    const { values } = parseCommand('inboxes list', args, {
      limit: { type: 'string' },
      cursor: { type: 'string' },
      json: { type: 'boolean' },
    }, 0);
    if (values.help) return out(HELP.inboxesList), EXIT.ok;
    const limit = positiveInt(values.limit, '--limit', 'inboxes list', 1, 100) ?? 100;
    const client = authedClient(io, values['base-url'], 'inboxes list');
    const body = await client.inboxes.list({ limit, cursor: values.cursor });
    if (values.json) return out(json(withoutEnvelope(body))), EXIT.ok;
    if (body.inboxes.length === 0) out('No active inboxes.');
    else out(inboxRows(body.inboxes));
    if (body.wildcard_address) out(`Wildcard: ${body.wildcard_address.email_address} (inbox ${body.wildcard_address.inbox_id})`);
    if (body.page_info.has_more && body.page_info.next_cursor) {
      output(io).err(`inboxkit: more inboxes: inboxkit inboxes list --cursor ${body.page_info.next_cursor}`);
    }
    return EXIT.ok;
  }
  if (sub === undefined || sub === '--help' || sub === '-h' || sub === 'help') {
    out(HELP.inboxes);
    return sub === undefined ? EXIT.usage : EXIT.ok;
  }
  throw new UsageError(`unknown command "inboxes ${sub}"`, 'inboxes');
}

async function messagesCommand(sub: string | undefined, args: string[], io: ClientCommandIo): Promise<number> {
  const { out } = output(io);
  if (sub === 'list') {
    const { values } = parseCommand('messages list', args, {
      inbox: { type: 'string' },
      recipient: { type: 'string' },
      query: { type: 'string' },
      from: { type: 'string' },
      subject: { type: 'string' },
      'received-after': { type: 'string' },
      'received-before': { type: 'string' },
      'has-otp': { type: 'string' },
      intent: { type: 'string' },
      limit: { type: 'string' },
      cursor: { type: 'string' },
      json: { type: 'boolean' },
    }, 0);
    if (values.help) return out(HELP.messagesList), EXIT.ok;
    // The service checks the values (a 400 names the API's parameter); only the shape is ours.
    const hasOtp = values['has-otp'];
    if (hasOtp !== undefined && hasOtp !== 'true' && hasOtp !== 'false') throw new UsageError('--has-otp must be true or false', 'messages list');
    const filters: MessageFilters = {
      q: values.query, from: values.from, subject: values.subject, received_after: values['received-after'],
      received_before: values['received-before'], has_otp: hasOtp === undefined ? undefined : hasOtp === 'true',
      intent: values.intent as MessageIntent | undefined,
    };
    const filtered = Object.values(filters).some((v) => v !== undefined);
    if (values.inbox && values.recipient) throw new UsageError('give one of --inbox ID or --recipient EMAIL, not both', 'messages list');
    if (!values.inbox && !values.recipient && !filtered) {
      throw new UsageError('give --inbox ID, --recipient EMAIL, or a filter (--query, --from, …) to search the account', 'messages list');
    }
    const limit = positiveInt(values.limit, '--limit', 'messages list', 1, 100) ?? 20;
    const client = authedClient(io, values['base-url'], 'messages list');
    const body = values.inbox
      ? await client.inboxes.messages(values.inbox, { ...filters, limit, cursor: values.cursor })
      : await client.messages.search({ recipient_email: values.recipient, ...filters, limit, cursor: values.cursor });
    if (values.json) return out(json(withoutEnvelope(body))), EXIT.ok;
    out(body.messages.length === 0 ? 'No messages.' : messageRows(body.messages));
    if (body.page_info.has_more && body.page_info.next_cursor) {
      output(io).err(`inboxkit: more messages: add --cursor ${body.page_info.next_cursor}`);
    }
    return EXIT.ok;
  }
  if (sub === 'show') {
    const { values, positionals } = parseCommand('messages show', args, {
      mode: { type: 'string' },
      json: { type: 'boolean' },
    }, 1);
    if (values.help) return out(HELP.messagesShow), EXIT.ok;
    const id = positionals[0];
    if (!id) throw new UsageError('the message ID is required', 'messages show');
    const mode = (values.mode ?? 'full') as ContentMode;
    if (!CONTENT_MODES.includes(mode)) throw new UsageError(`--mode must be one of ${CONTENT_MODES.join(', ')}`, 'messages show');
    const client = authedClient(io, values['base-url'], 'messages show');
    const body = await client.messages.get(id, { content_mode: mode });
    if (values.json) return out(json(withoutEnvelope(body))), EXIT.ok;
    out(describeMessage(body.message));
    return EXIT.ok;
  }
  if (sub === undefined || sub === '--help' || sub === '-h' || sub === 'help') {
    out(HELP.messages);
    return sub === undefined ? EXIT.usage : EXIT.ok;
  }
  throw new UsageError(`unknown command "messages ${sub}"`, 'messages');
}

async function webhooksCommand(sub: string | undefined, args: string[], io: ClientCommandIo): Promise<number> {
  const { out } = output(io);
  if (sub === 'create') {
    const { values } = parseCommand('webhooks create', args, {
      label: { type: 'string' },
      url: { type: 'string' },
      inbox: { type: 'string' },
      'idempotency-key': { type: 'string' },
      json: { type: 'boolean' },
    }, 0);
    if (values.help) return out(HELP.webhooksCreate), EXIT.ok;
    if (values.label === undefined) throw new UsageError('--label is required', 'webhooks create');
    if (values.url === undefined) throw new UsageError('--url is required', 'webhooks create');
    const client = authedClient(io, values['base-url'], 'webhooks create');
    const body = await client.webhooks.create(
      { label: values.label, target_url: values.url, ...(values.inbox ? { inbox_id: values.inbox } : {}) },
      values['idempotency-key'] !== undefined ? { idempotencyKey: values['idempotency-key'] } : {},
    );
    if (values.json) return out(json(withoutEnvelope(body))), EXIT.ok;
    const w = body.webhook;
    out(formatFields([
      ['Webhook', w.id],
      ['Label', w.label],
      ['Target', w.target_url],
      ['Scope', w.delivery_scope === 'inbox' ? `inbox ${w.inbox_id}` : 'account (every inbox)'],
      ['Events', w.subscribed_events.join(', ')],
      ['Status', w.status],
      ['Signing secret', body.signing_secret],
    ]));
    output(io).err('inboxkit: the signing secret is shown only once; store it now');
    return EXIT.ok;
  }
  if (sub === undefined || sub === '--help' || sub === '-h' || sub === 'help') {
    out(HELP.webhooks);
    return sub === undefined ? EXIT.usage : EXIT.ok;
  }
  throw new UsageError(`unknown command "webhooks ${sub}"`, 'webhooks');
}

async function waitCommand(args: string[], io: ClientCommandIo): Promise<number> {
  const { out } = output(io);
  const { values } = parseCommand('wait', args, {
    inbox: { type: 'string' },
    recipient: { type: 'string' },
    otp: { type: 'boolean' },
    link: { type: 'string' },
    intent: { type: 'string' },
    timeout: { type: 'string' },
    since: { type: 'string' },
    json: { type: 'boolean' },
  }, 0);
  if (values.help) return out(HELP.wait), EXIT.ok;
  if (!values.inbox === !values.recipient) throw new UsageError('give exactly one of --inbox ID or --recipient EMAIL', 'wait');
  if (values.otp && values.link !== undefined) throw new UsageError('--otp and --link exclude each other', 'wait');
  if (values.link !== undefined && !LINK_TYPES.includes(values.link as LinkType)) {
    throw new UsageError(`--link must be one of ${LINK_TYPES.join(', ')}`, 'wait');
  }
  if (values.intent !== undefined && !MESSAGE_INTENTS.includes(values.intent as MessageIntent)) {
    throw new UsageError(`--intent must be one of ${MESSAGE_INTENTS.join(', ')}`, 'wait');
  }
  const timeoutMs = duration(values.timeout, '--timeout', 'wait', 60_000);
  const client = authedClient(io, values['base-url'], 'wait');
  const target = values.inbox ? { inbox_id: values.inbox } : { recipient_email: values.recipient! };
  // Everything asked is checked by the server, so the wait claims its message (unless --since).
  const require: WaitRequirement[] = [];
  if (values.otp) require.push('otp');
  if (values.link !== undefined) require.push(`link:${values.link as LinkType}`);
  if (values.intent !== undefined) require.push(`intent:${values.intent as MessageIntent}`);
  const options = { timeoutMs, since: values.since ?? null, require };
  if (values.otp) {
    const message = await client.waitForMessage(target, { ...options, content_mode: 'otp' });
    out(values.json ? json({ otp: message.otp, message }) : message.otp!);
  } else if (values.link !== undefined) {
    const message = await client.waitForMessage(target, { ...options, content_mode: 'links' });
    const link = message.links.find((l) => l.type === values.link)!;
    out(values.json ? json({ url: link.url, link, message }) : link.url);
  } else {
    const message = await client.waitForMessage(target, options);
    out(values.json ? json({ message }) : message.id);
  }
  return EXIT.ok;
}

/** One line per message as it arrives: time, from, to, subject, code, intent. */
function tailLine(event: WebhookEventPayload): string {
  const m = event.data.message;
  const cells = [m.received_at, m.from_email, m.to_email, truncate(m.subject ?? '(no subject)', 60), m.otp ?? '-', m.intent ?? '-'];
  return cells.map((c) => sanitizeLine(String(c))).join('  ');
}

async function tailCommand(args: string[], io: ClientCommandIo): Promise<number> {
  const { out, err } = output(io);
  const { values } = parseCommand('tail', args, {
    inbox: { type: 'string' },
    json: { type: 'boolean' },
  }, 0);
  if (values.help) return out(HELP.tail), EXIT.ok;
  const client = authedClient(io, values['base-url'], 'tail');
  const stop = new AbortController();
  io.signal?.addEventListener('abort', () => stop.abort(), { once: true });
  const events = client.events.stream({
    ...(values.inbox ? { inbox_id: values.inbox } : {}),
    signal: stop.signal,
    onReconnect: ({ delayMs, error }) => err(`inboxkit: the event stream ${error ? `failed (${(error as Error).message})` : 'ended'}; reconnecting in ${formatDuration(delayMs)}`),
  });
  for await (const event of events) {
    // One line per message: the received event (the enriched one repeats it with analysis).
    if (event.type !== 'email.received') continue;
    const m = event.data.message;
    out(values.json
      ? JSON.stringify({ id: m.id, inbox_id: m.inbox_id, received_at: m.received_at, from: m.from_email, to: m.to_email, subject: m.subject, otp: m.otp, intent: m.intent })
      : tailLine(event));
  }
  return EXIT.ok;
}

async function logoutCommand(args: string[], io: ClientCommandIo): Promise<number> {
  const { values } = parseCommand('logout', args, {}, 0);
  const { out, err } = output(io);
  if (values.help) return out(HELP.logout), EXIT.ok;
  const path = credentialsPath(io.env);
  if (deleteCredentials(io.env)) err(`Signed out: deleted ${path}.`);
  else err(`Not signed in (no ${path}).`);
  if (io.env.INBOXKIT_API_KEY) err('inboxkit: INBOXKIT_API_KEY is still set in this environment');
  return EXIT.ok;
}

async function dispatch(argv: string[], io: ClientCommandIo): Promise<number> {
  const { out, err } = output(io);
  const [command, ...rest] = argv;
  switch (command) {
    case undefined:
      err(HELP.main);
      return EXIT.usage;
    case 'help':
    case '--help':
    case '-h':
      out(HELP.main);
      return EXIT.ok;
    case '--version':
    case '-v':
      out(CLIENT_VERSION);
      return EXIT.ok;
    case 'login':
      return runLogin(rest, io);
    case 'logout':
      return logoutCommand(rest, io);
    case 'inboxes':
      return inboxesCommand(rest[0], rest.slice(1), io);
    case 'messages':
      return messagesCommand(rest[0], rest.slice(1), io);
    case 'webhooks':
      return webhooksCommand(rest[0], rest.slice(1), io);
    case 'wait':
      return waitCommand(rest, io);
    case 'tail':
      return tailCommand(rest, io);
    case 'check': return checkCommand(rest, io);
    default:
      throw new UsageError(command.startsWith('-') ? `unknown option ${command}` : `unknown command "${command}"`);
  }
}

/**
 * Runs one client command (argv without the program name, e.g. ['inboxes', 'list']) and
 * resolves with its exit code. Never throws; never calls process.exit.
 */
export async function runClientCommand(argv: string[], io: ClientCommandIo): Promise<number> {
  try {
    return await dispatch(argv, io);
  } catch (error) {
    const { line, exitCode } = describeFailure(error);
    io.stderr.write(`${line}\n`);
    return exitCode;
  }
}
