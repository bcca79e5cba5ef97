/**
 * The MCP tools, over the HTTP API's client: whatever the tools do, a key could do over HTTP
 * with the same scopes and limits (a key limited to some inboxes gets 404 for the others).
 * Waits are the server's claiming waits, so two agents waiting on one inbox never get the
 * same message. Message content is shown as present.ts says.
 *
 * @example
 * const server = new McpServer({ name: 'inboxkit', version });
 * registerTools(server, { client, smtp: { host: '127.0.0.1', port: 2525 } });
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import {
  checksVerdict, isInboxkitApiError, WaitTimeoutError, type InboxkitClient, type LinkType, type MessageDetail, type MessageIntent, type WaitRequirement, type WaitTarget,
} from '@inboxkit/client';
import { stripInvisible } from '@inboxkit/core';
import { describeMessage, messageView, untrustedBlock, type IncludePart, type MessageView } from './present.js';
import { DEFAULT_WAIT_SECONDS, INPUTS, OUTPUTS } from './schemas.js';

export interface ToolContext {
  client: InboxkitClient;
  /** Where the application under test sends mail, when this server knows it. */
  smtp: { host: string; port: number } | null;
}

/** Link types an agent usually wants when it names none: the ones that do something for the user. */
const ACTION_LINKS: readonly LinkType[] = ['verification', 'magic_link', 'password_reset'];

const targetOf = (inbox: string): WaitTarget => (inbox.includes('@') ? { recipient_email: inbox } : { inbox_id: inbox });

function result(structured: Record<string, unknown>, text: string): CallToolResult {
  return { structuredContent: structured, content: [{ type: 'text', text }] };
}

/** An API error as a tool error the model can read: the code, the status, the field. */
function failure(error: unknown): CallToolResult {
  let text: string;
  if (isInboxkitApiError(error)) {
    text = `${error.code} (HTTP ${error.status}): ${error.message}`;
  } else if (error instanceof Error) {
    text = error.message;
  } else {
    text = String(error);
  }
  return { isError: true, content: [{ type: 'text', text }] };
}

/** Runs a tool body; any error becomes a tool error (never a protocol error). */
const guarded = <A>(body: (args: A, signal: AbortSignal) => Promise<CallToolResult>) =>
  async (args: A, extra: { signal: AbortSignal }): Promise<CallToolResult> => {
    try {
      return await body(args, extra.signal);
    } catch (error) {
      return failure(error);
    }
  };

const timeoutMs = (seconds: number | undefined) => (seconds ?? DEFAULT_WAIT_SECONDS) * 1000;

async function fullView(ctx: ToolContext, message: MessageDetail, include: readonly IncludePart[] | undefined, includeHidden: boolean | undefined, signal: AbortSignal): Promise<MessageView> {
  const raw = include?.includes('raw') ? new TextDecoder().decode((await ctx.client.messages.raw(message.id, { signal })).bytes) : null;
  return messageView(message, { include: include ?? [], includeHidden: includeHidden === true, raw });
}

/** The few fields a shortcut's answer shows of its message. */
function brief(view: MessageView) {
  return { message_id: view.id, inbox_id: view.inbox_id, safety_flags: view.safety.flags, untrusted: { from: view.untrusted.from, subject: view.untrusted.subject } };
}

const NOT_FOUND_IN_TIME = { timed_out: true, message_id: null, inbox_id: null, safety_flags: [], untrusted: null };

export function registerTools(server: McpServer, ctx: ToolContext): void {
  const { client } = ctx;

  server.registerTool('create_inbox', {
    title: 'Create an inbox',
    description: 'Creates an inbox that receives real mail over SMTP. Use its email_address in the sign-up form; then wait_for_otp or wait_for_link.',
    inputSchema: INPUTS.create_inbox, outputSchema: OUTPUTS.create_inbox,
  }, guarded(async (args, signal) => {
    const { inbox } = await client.inboxes.create({
      label: args.label ?? 'agent inbox', lifecycle_mode: args.lifecycle_mode ?? 'temporary',
      ...(args.ttl_minutes !== undefined ? { ttl_minutes: args.ttl_minutes } : {}),
    }, { signal });
    const smtp = ctx.smtp ? { smtp: ctx.smtp } : {};
    const where = ctx.smtp ? ` Mail is accepted over SMTP at ${ctx.smtp.host}:${ctx.smtp.port}.` : '';
    return result({ inbox, ...smtp }, `Created inbox ${inbox.id}: ${inbox.email_address} (${inbox.lifecycle_mode}${inbox.expires_at ? `, until ${inbox.expires_at}` : ''}).${where}`);
  }));

  server.registerTool('list_inboxes', {
    title: 'List inboxes',
    description: 'Lists the active inboxes this key can see, newest first.',
    inputSchema: INPUTS.list_inboxes, outputSchema: OUTPUTS.list_inboxes, annotations: { readOnlyHint: true },
  }, guarded(async (args, signal) => {
    const page = await client.inboxes.list({ ...(args.limit ? { limit: args.limit } : {}), ...(args.cursor ? { cursor: args.cursor } : {}), signal });
    const lines = page.inboxes.map((i) => `- ${i.id}: ${i.email_address} (${stripInvisible(i.label)})`);
    return result({ inboxes: page.inboxes, next_cursor: page.page_info.next_cursor },
      page.inboxes.length === 0 ? 'No inboxes.' : `${page.inboxes.length} inbox(es):\n${lines.join('\n')}`);
  }));

  server.registerTool('delete_inbox', {
    title: 'Delete an inbox',
    description: 'Deletes an inbox and every message in it.',
    inputSchema: INPUTS.delete_inbox, outputSchema: OUTPUTS.delete_inbox, annotations: { destructiveHint: true },
  }, guarded(async (args, signal) => {
    const answer = await client.inboxes.delete(args.inbox_id, { signal });
    return result({ inbox_id: answer.inbox_id, deleted: answer.deleted, deleted_messages: answer.deleted_messages },
      `Deleted inbox ${answer.inbox_id} and its ${answer.deleted_messages} message(s).`);
  }));

  server.registerTool('wait_for_message', {
    title: 'Wait for a message',
    description: 'Waits (held by the server, up to timeout_seconds) for the oldest message in an inbox that no other wait has taken and that fits the conditions, takes it, and returns its extracted fields, safety flags and an excerpt of its visible text.',
    inputSchema: INPUTS.wait_for_message, outputSchema: OUTPUTS.wait_for_message,
  }, guarded(async (args, signal) => {
    try {
      const message = await client.waitForMessage(targetOf(args.inbox), {
        timeoutMs: timeoutMs(args.timeout_seconds), signal,
        ...(args.require?.length ? { require: args.require as WaitRequirement[] } : {}),
        ...(args.from ? { from: args.from } : {}), ...(args.subject ? { subject: args.subject } : {}),
      });
      const view = await fullView(ctx, message, args.include as IncludePart[] | undefined, args.include_hidden, signal);
      return result({ message: view, timed_out: false }, describeMessage(view));
    } catch (error) {
      if (error instanceof WaitTimeoutError) return result({ message: null, timed_out: true }, `No matching message arrived: ${error.message}.`);
      throw error;
    }
  }));

  server.registerTool('wait_for_otp', {
    title: 'Wait for a one-time code',
    description: 'Waits for the next message in an inbox that carries a one-time code, takes it, and returns the code.',
    inputSchema: INPUTS.wait_for_otp, outputSchema: OUTPUTS.wait_for_otp,
  }, guarded(async (args, signal) => {
    try {
      const message = await client.waitForMessage(targetOf(args.inbox), {
        timeoutMs: timeoutMs(args.timeout_seconds), signal, require: 'otp',
        ...(args.from ? { from: args.from } : {}), ...(args.subject ? { subject: args.subject } : {}),
      });
      const view = messageView(message);
      return result({ otp: view.otp, timed_out: false, ...brief(view) },
        `One-time code: ${view.otp} (message ${view.id}). Safety: ${view.safety.summary}\n${untrustedBlock('the message\'s sender and subject', `From: ${view.untrusted.from}\nSubject: ${view.untrusted.subject ?? ''}`)}`);
    } catch (error) {
      if (error instanceof WaitTimeoutError) return result({ otp: null, ...NOT_FOUND_IN_TIME }, `No message with a one-time code arrived: ${error.message}.`);
      throw error;
    }
  }));

  server.registerTool('wait_for_link', {
    title: 'Wait for a link',
    description: 'Waits for the next message in an inbox with a link of the type (verification, magic_link, password_reset, unsubscribe, other), takes it, and returns the URL.',
    inputSchema: INPUTS.wait_for_link, outputSchema: OUTPUTS.wait_for_link,
  }, guarded(async (args, signal) => {
    const type = args.type as LinkType | undefined;
    try {
      const message = await client.waitForMessage(targetOf(args.inbox), {
        timeoutMs: timeoutMs(args.timeout_seconds), signal, require: type ? `link:${type}` : 'links',
        ...(args.from ? { from: args.from } : {}), ...(args.subject ? { subject: args.subject } : {}),
      });
      const view = messageView(message);
      const link = type
        ? view.links.find((l) => l.type === type)
        : view.links.find((l) => ACTION_LINKS.includes(l.type as LinkType)) ?? view.links.find((l) => l.type !== 'unsubscribe') ?? view.links[0];
      return result({ url: link?.url ?? null, type: link?.type ?? null, timed_out: false, ...brief(view) },
        `${link ? `Link (${link.type}): ${link.url}` : 'The message has no such link'} (message ${view.id}). Safety: ${view.safety.summary}`);
    } catch (error) {
      if (error instanceof WaitTimeoutError) return result({ url: null, type: null, ...NOT_FOUND_IN_TIME }, `No message with such a link arrived: ${error.message}.`);
      throw error;
    }
  }));

  server.registerTool('get_message', {
    title: 'Read a message',
    description: 'Returns a message: extracted fields (code, typed links, intent), safety flags and an excerpt of its visible text; "text", "html" or "raw" on request. Hidden text only with include_hidden.',
    inputSchema: INPUTS.get_message, outputSchema: OUTPUTS.get_message, annotations: { readOnlyHint: true },
  }, guarded(async (args, signal) => {
    const { message } = await client.messages.get(args.message_id, { signal });
    const view = await fullView(ctx, message, args.include as IncludePart[] | undefined, args.include_hidden, signal);
    return result({ message: view }, describeMessage(view));
  }));

  server.registerTool('search_messages', {
    title: 'Search messages',
    description: 'Finds messages with the HTTP API\'s filters (words, sender, subject, time, has a code, intent), newest first.',
    inputSchema: INPUTS.search_messages, outputSchema: OUTPUTS.search_messages, annotations: { readOnlyHint: true },
  }, guarded(async (args, signal) => {
    const { inbox, limit, cursor, intent, ...filters } = args;
    const common = { ...filters, ...(intent ? { intent: intent as MessageIntent } : {}), ...(limit ? { limit } : {}), ...(cursor ? { cursor } : {}), signal };
    const page = inbox === undefined || inbox.includes('@')
      ? await client.messages.search({ ...common, ...(inbox ? { recipient_email: inbox } : {}) })
      : await client.inboxes.messages(inbox, common);
    const messages = page.messages.map((m) => ({
      id: m.id, inbox_id: m.inbox_id, received_at: m.received_at,
      untrusted: { from: stripInvisible(m.from_email), subject: m.subject == null ? null : stripInvisible(m.subject) },
    }));
    const listing = messages.map((m) => `- ${m.id} (${m.received_at}) from ${m.untrusted.from}: ${m.untrusted.subject ?? ''}`).join('\n');
    return result({ messages, next_cursor: page.page_info.next_cursor },
      messages.length === 0 ? 'No messages found.' : `${messages.length} message(s); get_message reads one.\n${untrustedBlock('the senders and subjects', listing)}`);
  }));

  server.registerTool('check_message', {
    title: 'Check a message',
    description: 'Is the mail itself right? Authentication (SPF, DKIM, DMARC), HTML support across clients, links, spam score and lint, with a pass/fail verdict.',
    inputSchema: INPUTS.check_message, outputSchema: OUTPUTS.check_message, annotations: { readOnlyHint: true },
  }, guarded(async (args, signal) => {
    const { checks } = args.fetch_links
      ? await client.messages.checkLinks(args.message_id, { signal })
      : await client.messages.checks(args.message_id, { signal });
    const verdict = checksVerdict(checks);
    const failures = verdict.failures.map(stripInvisible);
    return result({ ok: verdict.ok, failures, status: verdict.ok ? 'pass' : 'fail', checks: checks as unknown as Record<string, unknown> },
      verdict.ok ? 'The checks pass.' : `The checks fail:\n${untrustedBlock('the failures (they quote the mail)', failures.map((f) => `- ${f}`).join('\n'))}`);
  }));
}
