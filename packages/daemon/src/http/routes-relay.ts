import { InboxkitError } from '@inboxkit/core';
import { readJsonBody } from './body.js';
import { ApiError, badRequest } from './errors.js';
import { MANAGE_SCOPES } from './manage-scopes.js';
import { successResponse } from './respond.js';
import type { ApiRuntime, RouteCall, V1Route } from './routes.js';
import { RelayFailure, type Relay, type RelayResult } from '../relay/relay.js';
import { logRelay, type RelayOutcome } from '../log/index.js';
import { headerValue } from '../relay/trace.js';

/** Longest subject of a message sent, in characters (RFC 5322's line limit). */
export const MAX_SUBJECT_CHARS = 998;

/** The relay, or 503 saying how to configure one. */
function relayOf(runtime: ApiRuntime): Relay {
  if (runtime.relay) return runtime.relay;
  throw new ApiError('service_unavailable', 'no SMTP relay is configured: start the daemon with --relay-url and --relay-allow (docs/smtp.md, "Release and send")');
}

async function bodyOf(call: RouteCall, runtime: ApiRuntime): Promise<Record<string, unknown>> {
  const body = await readJsonBody(call.request, runtime.maxBodyBytes);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('body', 'the body must be a JSON object');
  return body as Record<string, unknown>;
}

/** The relay's answer, logged (`relay.sent`, `relay.failed`); a RelayFailure (refused, or not reached) is a 502 quoting its reply. */
async function relayed(runtime: ApiRuntime, what: Omit<RelayOutcome, 'reply' | 'error'>, work: () => Promise<RelayResult>): Promise<RelayResult> {
  try {
    const result = await work();
    if (runtime.logger) logRelay(runtime.logger, { ...what, reply: result.reply, error: null });
    return result;
  } catch (error) {
    if (!(error instanceof RelayFailure)) throw error;
    if (runtime.logger) logRelay(runtime.logger, { ...what, reply: null, error: error.message });
    throw new ApiError('relay_failed', error.message, { cause: error });
  }
}

const optionalText = (b: Record<string, unknown>, field: string): string | null => {
  const value = b[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badRequest(field, `${field} must be a string`);
  return value;
};

/**
 * `in_reply_to`: an Inboxkit message id (`msg_…`, a message this key can read: its Message-ID and
 * References are used) or a Message-ID (`<…@…>`).
 */
async function replyTarget(call: RouteCall, value: string | null): Promise<{ inReplyTo: string | null; references: string | null }> {
  if (value === null) return { inReplyTo: null, references: null };
  if (/^msg_[\w-]+$/.test(value)) {
    const raw = await call.principal.data.messages.raw(value).catch((error: unknown) => {
      if (error instanceof InboxkitError && error.code === 'not_found') throw new InboxkitError('not_found', 'in_reply_to: no such message', { field: 'in_reply_to' });
      throw error;
    });
    const id = headerValue(raw, 'message-id');
    if (!id) throw badRequest('in_reply_to', `in_reply_to: message ${value} has no Message-ID to reply to`);
    const before = headerValue(raw, 'references');
    return { inReplyTo: id, references: before ? `${before} ${id}` : id };
  }
  const id = value.trim();
  if (!/^<?[^\s<>@]+@[^\s<>@]+>?$/.test(id) || id.length > 998) throw badRequest('in_reply_to', 'in_reply_to must be a message id (msg_…) or a Message-ID such as <abc@example.com>');
  const bracketed = id.startsWith('<') ? id : `<${id.replace(/>$/, '')}>`;
  return { inReplyTo: bracketed, references: bracketed };
}

/** Release, send and auto-release through the daemon's SMTP relay (docs/smtp.md, "Release and send"). */
export const relayRoutes: readonly V1Route[] = [
  {
    method: 'POST',
    path: '/v1/messages/:message_id/release',
    statuses: [400, 401, 403, 404, 429, 502, 503],
    scopes: MANAGE_SCOPES.relay,
    async handle(call, runtime) {
      const relay = relayOf(runtime);
      const to = relay.recipients((await bodyOf(call, runtime)).to, 'to');
      const id = call.request.params.message_id!;
      const message = await call.principal.data.messages.get(id, 'otp');
      const raw = await call.principal.data.messages.raw(id);
      const result = await relayed(runtime, { via: 'release', message_id: id, inbox_id: message.inbox_id, to },
        () => relay.release({ raw, messageId: id, from: message.from_email || null, to, via: 'release' }));
      return successResponse(200, call.requestId, { relay: result });
    },
  },
  {
    method: 'POST',
    path: '/v1/inboxes/:inbox_id/send',
    statuses: [400, 401, 403, 404, 409, 429, 502, 503],
    scopes: MANAGE_SCOPES.relay,
    async handle(call, runtime) {
      const relay = relayOf(runtime);
      const b = await bodyOf(call, runtime);
      const to = relay.recipients(b.to, 'to');
      if (typeof b.subject !== 'string') throw badRequest('subject', 'subject is required and must be a string');
      if ([...b.subject].length > MAX_SUBJECT_CHARS) throw badRequest('subject', `subject must be at most ${MAX_SUBJECT_CHARS} characters`);
      const text = optionalText(b, 'text');
      const html = optionalText(b, 'html');
      if (text === null && html === null) throw badRequest('text', 'text or html is required (or both)');
      const inbox = await call.principal.data.inboxes.get(call.request.params.inbox_id!);
      if (inbox.email_address.startsWith('*@')) throw new ApiError('conflict', 'the wildcard inbox has no address of its own to send from: send from one of the account\'s inboxes');
      const reply = await replyTarget(call, optionalText(b, 'in_reply_to'));
      const result = await relayed(runtime, { via: 'send', message_id: null, inbox_id: inbox.id, to },
        () => relay.send({ from: inbox.email_address, to, subject: b.subject as string, text, html, ...reply }));
      return successResponse(200, call.requestId, { relay: result });
    },
  },
  {
    method: 'GET',
    path: '/v1/inboxes/:inbox_id/auto-release',
    statuses: [400, 401, 403, 404, 429],
    scopes: MANAGE_SCOPES.readInbox,
    async handle({ request, requestId, principal }) {
      return successResponse(200, requestId, { auto_release: await principal.data.inboxes.autoRelease(request.params.inbox_id!) });
    },
  },
  {
    method: 'PUT',
    path: '/v1/inboxes/:inbox_id/auto-release',
    statuses: [400, 401, 403, 404, 429, 503],
    scopes: MANAGE_SCOPES.relay,
    async handle(call, runtime) {
      const b = await bodyOf(call, runtime);
      // Turning it off needs no relay; turning it on needs one, and allowed addresses.
      const off = Array.isArray(b.to) && b.to.length === 0;
      const to = off ? [] : relayOf(runtime).recipients(b.to, 'to');
      return successResponse(200, call.requestId, { auto_release: await call.principal.data.inboxes.setAutoRelease(call.request.params.inbox_id!, to) });
    },
  },
];
