/**
 * The client's HTTP layer: one request as JSON (or bytes), its per-attempt timeout, the typed
 * errors of a failed answer or an unreachable service, and the retries of retry.ts.
 *
 * @example
 *   const http = createTransport({ baseUrl, fetch, userAgent, apiKey, maxRetries: 3, maxRetryDelayMs: 60_000,
 *     timeoutMs: 30_000, clock: Date.now, sleep: defaultSleep });
 *   const health = await http.request<HealthResponse>({ method: 'GET', path: '/health', auth: false });
 */
import { InboxkitApiError, InboxkitNetworkError } from './errors.js';
import { parseRetryAfter, retryDecision, type Method } from './retry.js';
import { anySignal } from './signals.js';
import { dispositionFilename } from './download.js';
import type { Download, ErrorEnvelope } from './types/index.js';
import type { FetchLike, RetryInfo } from './client-options.js';

/** One request of an endpoint. */
export interface RequestSpec {
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

/** What the transport needs, already defaulted by createClient. */
export interface TransportConfig {
  /** Without a trailing slash. */
  baseUrl: string;
  fetch: FetchLike;
  userAgent: string;
  apiKey: string | null;
  maxRetries: number;
  maxRetryDelayMs: number;
  /** Per attempt; 0: none. */
  timeoutMs: number;
  clock: () => number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  onRetry: (info: RetryInfo) => void;
}

export interface Transport {
  /** The URL of a path and its query (undefined and null parameters are left out). */
  buildUrl(path: string, query?: RequestSpec['query']): string;
  /** The success envelope (or Download) of a request, after the retries retry.ts allows. */
  request<T>(spec: RequestSpec): Promise<T>;
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

export function createTransport(config: TransportConfig): Transport {
  const { baseUrl, fetch: fetchImpl, userAgent, apiKey, maxRetries, maxRetryDelayMs, timeoutMs, clock, sleep } = config;

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
      config.onRetry({ method: spec.method, url, status: error.status, attempt: n + 1, delayMs: delay, error });
      await sleep(delay, spec.signal);
    }
  }

  return { buildUrl, request };
}
