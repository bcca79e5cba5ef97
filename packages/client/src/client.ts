/**
 * createClient: the typed client of the HTTP API v1, one method per endpoint (client-api.ts),
 * over the transport (transport.ts: JSON or bytes, timeouts, typed errors, retries).
 *
 * @example
 *   const ik = createClient({ baseUrl: 'http://127.0.0.1:4780', apiKey: process.env.INBOXKIT_API_KEY });
 *   const { inbox } = await ik.inboxes.create({ label: 'signup', lifecycle_mode: 'temporary' });
 */
import { defaultSleep } from './retry.js';
import type { ContentMode, GetMessageResponse, MessageFilters, WaitMessageResponse } from './types/index.js';
import { streamEvents } from './events.js';
import { CLIENT_VERSION } from './version.js';
import { waitForLink, waitForLinkMessage, waitForMessage, waitForOtp, waitForOtpMessage } from './wait.js';
import { createTransport } from './transport.js';
import type { InboxkitClient } from './client-api.js';
import type { ClientOptions, FetchLike, GetMessageOptions, WaitRequestOptions } from './client-options.js';

export type { InboxkitClient } from './client-api.js';
export type {
  ClientOptions, DeliveriesOptions, FetchLike, GetMessageOptions, IdempotentRequestOptions, ListMessagesOptions, ListRequestOptions,
  RequestOptions, RetryInfo, SearchMessagesOptions, WaitRequestOptions,
} from './client-options.js';

/** The filters as query parameters (undefined ones are left out). */
const filterQuery = (o: MessageFilters) => ({
  q: o.q, from: o.from, subject: o.subject, received_after: o.received_after, received_before: o.received_before,
  has_otp: o.has_otp === undefined ? undefined : String(o.has_otp), intent: o.intent,
});

const SIGN_IN_HEADERS = Object.freeze({ 'X-Service-Client': 'cli', 'X-Service-Client-Version': CLIENT_VERSION });

function defaultUserAgent(): string {
  const nodeVersion = (globalThis as { process?: { version?: string } }).process?.version;
  return `inboxkit-client/${CLIENT_VERSION}${nodeVersion ? ` node/${nodeVersion.replace(/^v/, '')}` : ''}`;
}

function pathSegment(value: string, name: string): string {
  if (typeof value !== 'string' || value === '') throw new TypeError(`${name} must be a non-empty string`);
  return encodeURIComponent(value);
}

const faultsPath = (inboxId: string) => `/v1/inboxes/${pathSegment(inboxId, 'inboxId')}/smtp-faults`;

export function createClient(options: ClientOptions): InboxkitClient {
  if (!options || typeof options.baseUrl !== 'string' || options.baseUrl === '') {
    throw new TypeError('createClient: baseUrl is required (e.g. http://127.0.0.1:4780)');
  }
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  new URL(baseUrl); // throws a TypeError naming the bad URL now, not at the first call
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const userAgent = options.userAgent ?? defaultUserAgent();
  const maxRetries = Math.max(0, options.maxRetries ?? 3);
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 60_000;
  // 0 (or beyond setTimeout's 2^31-1 ms range) means no per-attempt timeout.
  const requestTimeout = options.timeoutMs ?? 30_000;
  const timeoutMs = requestTimeout > 0 && requestTimeout <= 2_147_483_647 ? requestTimeout : 0;
  const clock = options.clock ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const apiKey = options.apiKey ?? null;

  const { buildUrl, request } = createTransport({
    baseUrl, fetch: fetchImpl, userAgent, apiKey, maxRetries, maxRetryDelayMs, timeoutMs, clock, sleep,
    // Read at each retry, as the options object may be changed after createClient.
    onRetry: (info) => options.onRetry?.(info),
  });

  const client: InboxkitClient = {
    baseUrl,
    health: (o = {}) => request({ method: 'GET', path: '/health', auth: false, signal: o.signal }),
    inboxes: {
      list: (o = {}) => request({ method: 'GET', path: '/v1/inboxes', query: { limit: o.limit, cursor: o.cursor }, auth: true, signal: o.signal }),
      create: (body, o = {}) => request({
        method: 'POST', path: '/v1/inboxes', body, auth: true, signal: o.signal,
        headers: o.idempotencyKey !== undefined ? { 'Idempotency-Key': o.idempotencyKey } : undefined,
      }),
      messages: (inboxId, o = {}) => request({
        method: 'GET', path: `/v1/inboxes/${pathSegment(inboxId, 'inboxId')}/messages`,
        query: { ...filterQuery(o), limit: o.limit, cursor: o.cursor }, auth: true, signal: o.signal,
      }),
      get: (inboxId, o = {}) => request({ method: 'GET', path: `/v1/inboxes/${pathSegment(inboxId, 'inboxId')}`, auth: true, signal: o.signal }),
      delete: (inboxId, o = {}) => request({ method: 'DELETE', path: `/v1/inboxes/${pathSegment(inboxId, 'inboxId')}`, auth: true, signal: o.signal }),
      empty: (inboxId, o = {}) => request({
        method: 'DELETE', path: `/v1/inboxes/${pathSegment(inboxId, 'inboxId')}/messages`, auth: true, signal: o.signal,
      }),
      smtpFaults: {
        get: (inboxId, o = {}) => request({ method: 'GET', path: faultsPath(inboxId), auth: true, signal: o.signal }),
        put: (inboxId, rules, o = {}) => request({ method: 'PUT', path: faultsPath(inboxId), body: { rules }, auth: true, signal: o.signal }),
        add: (inboxId, rule, o = {}) => request({ method: 'POST', path: faultsPath(inboxId), body: rule, auth: true, signal: o.signal }),
        remove: (inboxId, ruleId, o = {}) => request({
          method: 'DELETE', path: `${faultsPath(inboxId)}/${pathSegment(ruleId, 'ruleId')}`, auth: true, signal: o.signal,
        }),
        delete: (inboxId, o = {}) => request({ method: 'DELETE', path: faultsPath(inboxId), auth: true, signal: o.signal }),
      },
      send: (inboxId, body, o = {}) => request({ method: 'POST', path: `/v1/inboxes/${pathSegment(inboxId, 'inboxId')}/send`, body, auth: true, signal: o.signal }),
      autoRelease: (inboxId, o = {}) => request({ method: 'GET', path: `/v1/inboxes/${pathSegment(inboxId, 'inboxId')}/auto-release`, auth: true, signal: o.signal }),
      setAutoRelease: (inboxId, body, o = {}) => request({
        method: 'PUT', path: `/v1/inboxes/${pathSegment(inboxId, 'inboxId')}/auto-release`, body, auth: true, signal: o.signal,
      }),
    },
    tags: {
      list: (o = {}) => request({ method: 'GET', path: '/v1/tags', auth: true, signal: o.signal }),
      rename: (tag, name, o = {}) => request({ method: 'PUT', path: `/v1/tags/${pathSegment(tag, 'tag')}`, body: { name }, auth: true, signal: o.signal }),
      delete: (tag, o = {}) => request({ method: 'DELETE', path: `/v1/tags/${pathSegment(tag, 'tag')}`, auth: true, signal: o.signal }),
      rules: (o = {}) => request({ method: 'GET', path: '/v1/tag-rules', auth: true, signal: o.signal }),
      addRule: (body, o = {}) => request({ method: 'POST', path: '/v1/tag-rules', body, auth: true, signal: o.signal }),
      deleteRule: (ruleId, o = {}) => request({ method: 'DELETE', path: `/v1/tag-rules/${pathSegment(ruleId, 'ruleId')}`, auth: true, signal: o.signal }),
    },
    messages: {
      search: (o) => request({
        method: 'GET', path: '/v1/messages',
        query: { recipient_email: o.recipient_email, ...filterQuery(o), limit: o.limit, cursor: o.cursor }, auth: true, signal: o.signal,
      }),
      get: <M extends ContentMode = 'full'>(messageId: string, o: GetMessageOptions<M> = {}) => request<GetMessageResponse<M>>({
        method: 'GET', path: `/v1/messages/${pathSegment(messageId, 'messageId')}`,
        query: { content_mode: o.content_mode }, auth: true, signal: o.signal,
      }),
      setRead: (messageId, read, o = {}) => request({
        method: 'PUT', path: `/v1/messages/${pathSegment(messageId, 'messageId')}/read`, body: { read }, auth: true, signal: o.signal,
      }),
      setTags: (messageId, tags, o = {}) => request({
        method: 'PUT', path: `/v1/messages/${pathSegment(messageId, 'messageId')}/tags`, body: { tags }, auth: true, signal: o.signal,
      }),
      delete: (messageId, o = {}) => request({ method: 'DELETE', path: `/v1/messages/${pathSegment(messageId, 'messageId')}`, auth: true, signal: o.signal }),
      raw: (messageId, o = {}) => request({
        method: 'GET', path: `/v1/messages/${pathSegment(messageId, 'messageId')}/raw`, auth: true, signal: o.signal, download: true,
      }),
      attachment: (messageId, attachmentId, o = {}) => request({
        method: 'GET', path: `/v1/messages/${pathSegment(messageId, 'messageId')}/attachments/${pathSegment(attachmentId, 'attachmentId')}`,
        auth: true, signal: o.signal, download: true,
      }),
      checks: (messageId, o = {}) => request({
        method: 'GET', path: `/v1/messages/${pathSegment(messageId, 'messageId')}/checks`, auth: true, signal: o.signal,
      }),
      // Every link fetched with a timeout each, a few at a time: allow for it.
      checkLinks: (messageId, o = {}) => request({
        method: 'POST', path: `/v1/messages/${pathSegment(messageId, 'messageId')}/checks/links`, auth: true, signal: o.signal,
        timeoutMs: timeoutMs > 0 ? Math.max(timeoutMs, 120_000) : 0,
      }),
      release: (messageId, body, o = {}) => request({
        method: 'POST', path: `/v1/messages/${pathSegment(messageId, 'messageId')}/release`, body, auth: true, signal: o.signal,
      }),
      wait: <M extends ContentMode = 'full'>(o: WaitRequestOptions<M>) => {
        const seconds = o.timeout_seconds ?? 30;
        const query = {
          timeout_seconds: o.timeout_seconds, require: o.require, after: o.after, content_mode: o.content_mode,
          claim: o.claim === undefined ? undefined : String(o.claim), from: o.from, subject: o.subject,
        };
        // Held up to timeout_seconds by design: the attempt may take that long, and a bit more.
        const held = { auth: true, signal: o.signal, timeoutMs: timeoutMs > 0 ? Math.max(timeoutMs, seconds * 1000 + 10_000) : 0 };
        return 'inbox_id' in o
          ? request<WaitMessageResponse<M>>({ method: 'GET', path: `/v1/inboxes/${pathSegment(o.inbox_id, 'inbox_id')}/messages/wait`, query, ...held })
          : request<WaitMessageResponse<M>>({ method: 'GET', path: '/v1/messages/wait', query: { ...query, recipient_email: o.recipient_email }, ...held });
      },
    },
    events: {
      stream: (o = {}) => streamEvents({ baseUrl, apiKey, userAgent, fetch: fetchImpl, sleep }, o),
    },
    webhooks: {
      create: (body, o = {}) => request({
        method: 'POST', path: '/v1/webhooks', body, auth: true, signal: o.signal,
        headers: o.idempotencyKey !== undefined ? { 'Idempotency-Key': o.idempotencyKey } : undefined,
      }),
      list: (o = {}) => request({ method: 'GET', path: '/v1/webhooks', auth: true, signal: o.signal }),
      get: (webhookId, o = {}) => request({ method: 'GET', path: `/v1/webhooks/${pathSegment(webhookId, 'webhookId')}`, auth: true, signal: o.signal }),
      delete: (webhookId, o = {}) => request({ method: 'DELETE', path: `/v1/webhooks/${pathSegment(webhookId, 'webhookId')}`, auth: true, signal: o.signal }),
      deliveries: (webhookId, o = {}) => request({
        method: 'GET', path: `/v1/webhooks/${pathSegment(webhookId, 'webhookId')}/deliveries`, query: { limit: o.limit }, auth: true, signal: o.signal,
      }),
      sendTest: (webhookId, o = {}) => request({ method: 'POST', path: `/v1/webhooks/${pathSegment(webhookId, 'webhookId')}/test`, auth: true, signal: o.signal }),
    },
    apiKeys: {
      create: (body = {}, o = {}) => request({ method: 'POST', path: '/v1/api-keys', body, auth: true, signal: o.signal }),
      list: (o = {}) => request({ method: 'GET', path: '/v1/api-keys', auth: true, signal: o.signal }),
      revoke: (keyId, o = {}) => request({ method: 'DELETE', path: `/v1/api-keys/${pathSegment(keyId, 'keyId')}`, auth: true, signal: o.signal }),
    },
    account: {
      get: (o = {}) => request({ method: 'GET', path: '/v1/account', auth: true, signal: o.signal }),
    },
    auth: {
      start: (body, o = {}) => request({ method: 'POST', path: '/v1/auth/cli/email/start', body, headers: { ...SIGN_IN_HEADERS }, auth: false, signal: o.signal }),
      verifyOtp: (body, o = {}) => request({ method: 'POST', path: '/v1/auth/cli/email/verify', body, headers: { ...SIGN_IN_HEADERS }, auth: false, signal: o.signal }),
      exchange: (body, o = {}) => request({ method: 'POST', path: '/v1/auth/cli/exchange', body, headers: { ...SIGN_IN_HEADERS }, auth: false, signal: o.signal }),
      verifyMagicLinkUrl: (params) => buildUrl('/v1/auth/cli/email/verify', {
        auth_request: params.auth_request, challenge: params.challenge, token: params.token,
      }),
    },
    waitForMessage: (target, o) => waitForMessage(client, { clock }, target, o),
    waitForOtpMessage: (target, o) => waitForOtpMessage(client, { clock }, target, o),
    waitForOtp: (target, o) => waitForOtp(client, { clock }, target, o),
    waitForLinkMessage: (type, target, o) => waitForLinkMessage(client, { clock }, type, target, o),
    waitForLink: (type, target, o) => waitForLink(client, { clock }, type, target, o),
  };
  return client;
}
