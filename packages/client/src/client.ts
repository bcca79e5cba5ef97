import { InboxkitApiError, InboxkitNetworkError } from './errors.js';
import { defaultSleep, parseRetryAfter, retryDecision, type Method } from './retry.js';
import { anySignal } from './signals.js';
import type {
  CliAuthCompleteEnvelope, CliAuthExchangeRequest, CliAuthStartRequest, CliAuthStartResponse, CliAuthVerifyOtpRequest,
  ContentMode, CreateInboxRequest, CreateInboxResponse, CreateWebhookRequest, CreateWebhookResponse, DeleteInboxResponse,
  DeleteMessageResponse, Download, EmptyInboxResponse, ErrorEnvelope, GetInboxResponse, GetMessageResponse, HealthResponse,
  LinkType, ListApiKeysResponse, ListInboxesResponse, ListMessagesResponse, ListOptions, ListWebhookDeliveriesResponse,
  ListWebhooksResponse, MagicLinkVerifyParams, MessageFilters, RevokeApiKeyResponse, CreateApiKeyRequest, CreateApiKeyResponse, AccountResponse, SendTestEventResponse, WaitMessageResponse,
  WebhookEventPayload, WebhookResponse,
} from './types/index.js';
import { streamEvents, type EventStreamOptions } from './events.js';
import { dispositionFilename } from './download.js';
import { CLIENT_VERSION } from './version.js';
import {
  waitForLink, waitForLinkMessage, waitForMessage, waitForOtp, waitForOtpMessage,
  type LinkMatch, type OtpMatch, type WaitForLinkOptions, type WaitForMessageOptions, type WaitForOtpOptions, type WaitTarget,
} from './wait.js';
import type { MessageByMode } from './types/index.js';

export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;

export interface RetryInfo {
  method: Method;
  url: string;
  status: number;
  /** 1 for the first retry. */
  attempt: number;
  delayMs: number;
  error: InboxkitApiError;
}

export interface ClientOptions {
  /** e.g. `http://127.0.0.1:4780` (a path prefix is kept). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>` on every endpoint except /health and sign-in. */
  apiKey?: string | null;
  /** Default: the global fetch. */
  fetch?: FetchLike;
  /** Default `inboxkit-client/<version> node/<version>`. */
  userAgent?: string;
  /** Retries of a 429 (any method) or 503 (GET). Default 3. */
  maxRetries?: number;
  /** A Retry-After longer than this is not waited out; the 429 goes to the caller. Default 60,000 ms. */
  maxRetryDelayMs?: number;
  /** Per attempt; 0 turns it off. Default 30,000 ms. */
  timeoutMs?: number;
  /** Epoch ms. Used for Retry-After dates and wait deadlines. Default Date.now. */
  clock?: () => number;
  /** Used between retries and polls. Default an abortable setTimeout. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Called before each retry (e.g. to log "rate limited, retrying in 2 s"). */
  onRetry?: (info: RetryInfo) => void;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface IdempotentRequestOptions extends RequestOptions {
  /** `Idempotency-Key` header, at most 255 characters. */
  idempotencyKey?: string;
}

export interface ListRequestOptions extends ListOptions, RequestOptions {}

/** A page of an inbox's messages, optionally filtered. */
export interface ListMessagesOptions extends ListRequestOptions, MessageFilters {}

/** GET /v1/messages: the exact recipient, filters, or both (the recipient is required when no filter is given). */
export interface SearchMessagesOptions extends ListMessagesOptions {
  recipient_email?: string;
}

/** The filters as query parameters (undefined ones are left out). */
const filterQuery = (o: MessageFilters) => ({
  q: o.q, from: o.from, subject: o.subject, received_after: o.received_after, received_before: o.received_before,
  has_otp: o.has_otp === undefined ? undefined : String(o.has_otp), intent: o.intent,
});

export interface GetMessageOptions<M extends ContentMode> extends RequestOptions {
  content_mode?: M;
}

/** One server-side wait: on an inbox or a recipient address (see GET …/messages/wait). */
export type WaitRequestOptions<M extends ContentMode = 'full'> = ({ inbox_id: string } | { recipient_email: string }) & RequestOptions & {
  /** 1 to 60; default 30. */
  timeout_seconds?: number;
  /** Comma-separated requirements: otp, links, link:<type>, intent:<intent>. */
  require?: string;
  /** Only messages after this message id; nothing is claimed unless `claim` says so. */
  after?: string;
  /** Default: true without `after`, false with it. */
  claim?: boolean;
  content_mode?: M;
};

export interface DeliveriesOptions extends RequestOptions {
  /** 1 to 100; default 20. */
  limit?: number;
}

export interface InboxkitClient {
  readonly baseUrl: string;
  /** GET /health (no authentication). */
  health(options?: RequestOptions): Promise<HealthResponse>;
  readonly inboxes: {
    /** GET /v1/inboxes: active inboxes, newest first. */
    list(options?: ListRequestOptions): Promise<ListInboxesResponse>;
    /** POST /v1/inboxes */
    create(body: CreateInboxRequest, options?: IdempotentRequestOptions): Promise<CreateInboxResponse>;
    /** GET /v1/inboxes/{inbox_id}/messages: summaries, newest first, optionally filtered. */
    messages(inboxId: string, options?: ListMessagesOptions): Promise<ListMessagesResponse>;
    /** GET /v1/inboxes/{inbox_id} (expired ones too). Scope: inboxes:write or messages:read. */
    get(inboxId: string, options?: RequestOptions): Promise<GetInboxResponse>;
    /** DELETE /v1/inboxes/{inbox_id}: the inbox and its messages; its address is refused from then on. Scope: inboxes:write. */
    delete(inboxId: string, options?: RequestOptions): Promise<DeleteInboxResponse>;
    /** DELETE /v1/inboxes/{inbox_id}/messages: deletes what the inbox holds; it keeps receiving. Scope: inboxes:write. */
    empty(inboxId: string, options?: RequestOptions): Promise<EmptyInboxResponse>;
  };
  readonly messages: {
    /** GET /v1/messages?recipient_email=…&q=…: the account's messages to a recipient and/or matching filters. */
    search(options: SearchMessagesOptions): Promise<ListMessagesResponse>;
    /** GET /v1/messages/{message_id}; the `message` shape follows `content_mode`. */
    get<M extends ContentMode = 'full'>(messageId: string, options?: GetMessageOptions<M>): Promise<GetMessageResponse<M>>;
    /** DELETE /v1/messages/{message_id}. Scope: inboxes:write. */
    delete(messageId: string, options?: RequestOptions): Promise<DeleteMessageResponse>;
    /** GET /v1/messages/{message_id}/raw: the source exactly as received (message/rfc822). Scope: messages:read. */
    raw(messageId: string, options?: RequestOptions): Promise<Download>;
    /** GET /v1/messages/{message_id}/attachments/{attachment_id}: the decoded bytes. Scope: messages:read. */
    attachment(messageId: string, attachmentId: string, options?: RequestOptions): Promise<Download>;
    /**
     * One server-side wait (GET /v1/inboxes/{id}/messages/wait or GET /v1/messages/wait): held
     * until a match is stored, `message: null` at the timeout. The waitFor* helpers repeat it.
     */
    wait<M extends ContentMode = 'full'>(options: WaitRequestOptions<M>): Promise<WaitMessageResponse<M>>;
  };
  /** GET /v1/events: the account's events as they happen, reconnecting with Last-Event-ID. See events.ts. */
  readonly events: {
    stream(options?: EventStreamOptions): AsyncIterable<WebhookEventPayload>;
  };
  readonly webhooks: {
    /** POST /v1/webhooks; the signing secret is in the answer only. */
    create(body: CreateWebhookRequest, options?: IdempotentRequestOptions): Promise<CreateWebhookResponse>;
    /** GET /v1/webhooks: the live (not archived) ones, newest first. Scope: webhooks:write. */
    list(options?: RequestOptions): Promise<ListWebhooksResponse>;
    /** GET /v1/webhooks/{id} (archived ones too). Scope: webhooks:write. */
    get(webhookId: string, options?: RequestOptions): Promise<WebhookResponse>;
    /** DELETE /v1/webhooks/{id}: archives it (nothing more is delivered). Scope: webhooks:write. */
    delete(webhookId: string, options?: RequestOptions): Promise<WebhookResponse>;
    /** GET /v1/webhooks/{id}/deliveries: recent deliveries and their attempts, newest first. Scope: webhooks:write. */
    deliveries(webhookId: string, options?: DeliveriesOptions): Promise<ListWebhookDeliveriesResponse>;
    /** POST /v1/webhooks/{id}/test: queues a signed `webhook.test` event. Scope: webhooks:write. */
    sendTest(webhookId: string, options?: RequestOptions): Promise<SendTestEventResponse>;
  };
  /** The account's API keys (never a secret). Scope: a key with every scope; any key may revoke itself. */
  readonly apiKeys: {
    /** POST /v1/api-keys: a new key; its secret (`api_key`) is in this answer only. No Idempotency-Key (the secret is never stored to replay it). */
    create(body?: CreateApiKeyRequest, options?: RequestOptions): Promise<CreateApiKeyResponse>;
    /** GET /v1/api-keys: every key, revoked ones included, newest first. */
    list(options?: RequestOptions): Promise<ListApiKeysResponse>;
    /** DELETE /v1/api-keys/{id}: revoked; the key gets 401 from the next request on. */
    revoke(keyId: string, options?: RequestOptions): Promise<RevokeApiKeyResponse>;
  };
  /** The caller's account. Any scope. */
  readonly account: {
    /** GET /v1/account: plan, usage against it, request budgets spent, and how the caller authenticated. */
    get(options?: RequestOptions): Promise<AccountResponse>;
  };
  /** The sign-in flow (no authentication; sends X-Service-Client: cli). */
  readonly auth: {
    /** POST /v1/auth/cli/email/start */
    start(body: CliAuthStartRequest, options?: RequestOptions): Promise<CliAuthStartResponse>;
    /** POST /v1/auth/cli/email/verify: completes with the emailed one-time code. */
    verifyOtp(body: CliAuthVerifyOtpRequest, options?: RequestOptions): Promise<CliAuthCompleteEnvelope>;
    /** POST /v1/auth/cli/exchange: completes with the one-time approval code of the magic link. */
    exchange(body: CliAuthExchangeRequest, options?: RequestOptions): Promise<CliAuthCompleteEnvelope>;
    /** The GET /v1/auth/cli/email/verify URL (the magic link) for these parameters. */
    verifyMagicLinkUrl(params: MagicLinkVerifyParams): string;
  };

  /** Resolves with the first message (oldest first) that fits; by default claims it. See wait.ts. */
  waitForMessage<M extends ContentMode = 'full'>(target: WaitTarget, options?: WaitForMessageOptions<M>): Promise<MessageByMode[M]>;
  /** The first new message with a one-time code, and that code. */
  waitForOtpMessage(target: WaitTarget, options?: WaitForOtpOptions): Promise<OtpMatch>;
  /** The code of the first new message that has one. */
  waitForOtp(target: WaitTarget, options?: WaitForOtpOptions): Promise<string>;
  waitForLinkMessage(type: LinkType | readonly LinkType[], target: WaitTarget, options?: WaitForLinkOptions): Promise<LinkMatch>;
  /** The URL of the first link of `type` in the first new message that has one. */
  waitForLink(type: LinkType | readonly LinkType[], target: WaitTarget, options?: WaitForLinkOptions): Promise<string>;
}

interface RequestSpec {
  method: Method;
  path: string;
  query?: Record<string, string | number | null | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the bearer key. */
  auth: boolean;
  signal?: AbortSignal;
  /** This request's own per-attempt timeout (a held wait outlasts the default). */
  timeoutMs?: number;
  /** A 2xx answer is bytes (a Download), not a JSON envelope. */
  download?: boolean;
}

const SIGN_IN_HEADERS = Object.freeze({ 'X-Service-Client': 'cli', 'X-Service-Client-Version': CLIENT_VERSION });

function defaultUserAgent(): string {
  const nodeVersion = (globalThis as { process?: { version?: string } }).process?.version;
  return `inboxkit-client/${CLIENT_VERSION}${nodeVersion ? ` node/${nodeVersion.replace(/^v/, '')}` : ''}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return isObject(value) && value.success === false && isObject(value.error)
    && typeof value.error.code === 'string' && typeof value.error.message === 'string';
}

/** The `cause.message` of undici's "fetch failed", which names the real problem. */
function describeNetworkFailure(error: unknown): string {
  const e = error as { message?: string; cause?: { message?: string; code?: string } };
  const cause = e?.cause;
  if (cause?.message) return cause.message;
  if (cause?.code) return cause.code;
  return e?.message ?? String(error);
}

function pathSegment(value: string, name: string): string {
  if (typeof value !== 'string' || value === '') throw new TypeError(`${name} must be a non-empty string`);
  return encodeURIComponent(value);
}

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

  function buildUrl(path: string, query?: RequestSpec['query']): string {
    let url = baseUrl + path;
    if (query) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
      const qs = params.toString();
      if (qs) url += `?${qs}`;
    }
    return url;
  }

  /** One attempt: the parsed success body, or an InboxkitApiError / InboxkitNetworkError. */
  async function attempt<T>(spec: RequestSpec, url: string): Promise<{ ok: true; body: T } | { ok: false; error: InboxkitApiError; retryAfter: string | null }> {
    const headers: Record<string, string> = { accept: 'application/json', 'user-agent': userAgent, ...spec.headers };
    if (spec.auth && apiKey) headers.authorization = `Bearer ${apiKey}`;
    let body: string | undefined;
    if (spec.body !== undefined) {
      body = JSON.stringify(spec.body);
      headers['content-type'] = 'application/json';
    }
    const timeout = new AbortController();
    const limitMs = spec.timeoutMs ?? timeoutMs;
    const timer = limitMs > 0 ? setTimeout(() => timeout.abort(new Error('timeout')), limitMs) : null;
    const { signal, dispose } = anySignal([spec.signal, limitMs > 0 ? timeout.signal : undefined]);
    const fail = (error: unknown): never => {
      if (spec.signal?.aborted) throw spec.signal.reason;
      if (timeout.signal.aborted) {
        throw new InboxkitNetworkError('request_timeout', `${spec.method} ${url} got no answer within ${limitMs} ms`, { method: spec.method, url, cause: error });
      }
      throw new InboxkitNetworkError('network_error', `cannot reach ${baseUrl}: ${describeNetworkFailure(error)}`, { method: spec.method, url, cause: error });
    };
    try {
      let res: Response;
      let text: string;
      try {
        res = await fetchImpl(url, { method: spec.method, headers, body, signal, redirect: 'follow' });
        if (spec.download && res.status >= 200 && res.status < 300) {
          const download: Download = {
            bytes: new Uint8Array(await res.arrayBuffer()),
            content_type: res.headers.get('content-type') ?? 'application/octet-stream',
            filename: dispositionFilename(res.headers.get('content-disposition')),
            request_id: res.headers.get('x-request-id'),
          };
          return { ok: true, body: download as T };
        }
        text = await res.text();
      } catch (error) {
        return fail(error);
      }
      const requestId = res.headers.get('x-request-id');
      let parsed: unknown;
      try {
        parsed = text === '' ? undefined : JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      if (res.status >= 200 && res.status < 300 && isObject(parsed) && parsed.success === true) {
        return { ok: true, body: parsed as T };
      }
      const retryAfter = res.headers.get('retry-after');
      const retryAfterMs = parseRetryAfter(retryAfter, clock());
      const retryAfterSeconds = retryAfterMs === null ? null : Math.ceil(retryAfterMs / 1000);
      const error = isErrorEnvelope(parsed)
        ? InboxkitApiError.fromEnvelope(res.status, parsed, { requestId, retryAfterSeconds, method: spec.method, url })
        : new InboxkitApiError({
            status: res.status,
            code: 'invalid_response',
            message: `unexpected answer to ${spec.method} ${url}: HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}, not an Inboxkit JSON envelope`,
            request_id: requestId,
            retry_after_seconds: retryAfterSeconds,
            method: spec.method,
            url,
          });
      return { ok: false, error, retryAfter };
    } finally {
      if (timer) clearTimeout(timer);
      dispose();
    }
  }

  async function request<T>(spec: RequestSpec): Promise<T> {
    const url = buildUrl(spec.path, spec.query);
    for (let n = 0; ; n++) {
      const result = await attempt<T>(spec, url);
      if (result.ok) return result.body;
      const { error } = result;
      const delay = retryDecision({
        method: spec.method,
        status: error.status,
        attempt: n,
        maxRetries,
        maxRetryDelayMs,
        retryAfterHeader: result.retryAfter,
        retryAfterSeconds: error.retry_after_seconds,
        now: clock(),
      });
      if (delay === null) throw error;
      options.onRetry?.({ method: spec.method, url, status: error.status, attempt: n + 1, delayMs: delay, error });
      await sleep(delay, spec.signal);
    }
  }

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
      delete: (messageId, o = {}) => request({ method: 'DELETE', path: `/v1/messages/${pathSegment(messageId, 'messageId')}`, auth: true, signal: o.signal }),
      raw: (messageId, o = {}) => request({
        method: 'GET', path: `/v1/messages/${pathSegment(messageId, 'messageId')}/raw`, auth: true, signal: o.signal, download: true,
      }),
      attachment: (messageId, attachmentId, o = {}) => request({
        method: 'GET', path: `/v1/messages/${pathSegment(messageId, 'messageId')}/attachments/${pathSegment(attachmentId, 'attachmentId')}`,
        auth: true, signal: o.signal, download: true,
      }),
      wait: <M extends ContentMode = 'full'>(o: WaitRequestOptions<M>) => {
        const seconds = o.timeout_seconds ?? 30;
        const query = {
          timeout_seconds: o.timeout_seconds, require: o.require, after: o.after, content_mode: o.content_mode,
          claim: o.claim === undefined ? undefined : String(o.claim),
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
