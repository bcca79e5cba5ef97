import * as http from 'node:http';
import * as https from 'node:https';
import { promises as dns } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { bareHostname, isForbiddenAddress } from './targets.js';

/** Resolves a hostname to every address it has (the `lookup` option of WebhookOptions). */
export type Resolver = (hostname: string) => Promise<Array<{ address: string; family: 4 | 6 }>>;

export const systemResolver: Resolver = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

/** Raised (as a connection error) when a target resolves to an address webhooks must not reach. */
export class ForbiddenAddressError extends Error {
  readonly code = 'EWEBHOOKFORBIDDEN';
  constructor(readonly hostname: string, readonly address: string) {
    super(`blocked: ${hostname} resolved to ${address}, a loopback, private or reserved address`);
    this.name = 'ForbiddenAddressError';
  }
}

/** Extra connect-time rule: addresses for which it returns true are refused, even when private targets are allowed. */
export type AddressRule = (address: string) => boolean;

/**
 * A `lookup` for http(s) sockets: resolves with the injected resolver, refuses the whole
 * connection if ANY resolved address is forbidden (unless private targets are allowed) or
 * blocked by `blocked`, and hands Node exactly the checked addresses, so the socket connects
 * to what was checked (no second resolution a rebinding DNS server could answer differently).
 * Node calls it for every new socket, including each one a keep-alive agent opens.
 */
export function pinnedLookup(resolve: Resolver, allowPrivate: boolean, blocked?: AddressRule): LookupFunction {
  return (hostname, options, callback) => {
    const fail = (error: unknown) => {
      const err = error instanceof Error ? error : new Error(String(error));
      callback(err as NodeJS.ErrnoException, '', 0);
    };
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0) return fail(Object.assign(new Error(`${hostname} did not resolve`), { code: 'ENOTFOUND' }));
        const bad = addresses.find((a) => (!allowPrivate && isForbiddenAddress(a.address)) || blocked?.(a.address) === true);
        if (bad) return fail(new ForbiddenAddressError(hostname, bad.address));
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
        if (wanted.length === 0) return fail(Object.assign(new Error(`${hostname} has no IPv${options.family} address`), { code: 'ENOTFOUND' }));
        if (options.all) callback(null, wanted.map((a) => ({ address: a.address, family: a.family })));
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      fail,
    );
  };
}

/** Idle keep-alive sockets are closed after this long (sooner when the server's Keep-Alive hint says so). */
export const IDLE_SOCKET_MS = 4_000;

/**
 * The keep-alive agent of one webhook: at most `maxSockets` connections to its target, each
 * opened through the pinned lookup (so every new socket is resolved and checked again), idle
 * ones closed after IDLE_SOCKET_MS and never holding the process open.
 */
export function createWebhookAgent(protocol: string, o: { maxSockets: number; lookup: LookupFunction }): http.Agent {
  const options = {
    keepAlive: true,
    maxSockets: o.maxSockets,
    maxFreeSockets: o.maxSockets,
    // Most recently used first: sockets beyond what the load needs go idle and expire.
    scheduling: 'lifo' as const,
    timeout: IDLE_SOCKET_MS,
    lookup: o.lookup,
  };
  return protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
}

export interface AttemptRequest {
  url: string;
  body: string | Buffer;
  headers: Record<string, string>;
  timeoutMs: number;
  allowPrivate: boolean;
  resolve: Resolver;
  blocked?: AddressRule;
  /** The webhook's keep-alive agent (createWebhookAgent with the same lookup rules); none: a fresh connection. */
  agent?: http.Agent;
  /** The service clock's now, against which a Retry-After date is measured. */
  now: number;
}

export interface AttemptResult {
  ok: boolean;
  /** HTTP status, or null when no response arrived (timeout, refused, blocked, TLS). */
  statusCode: number | null;
  /** Why the attempt failed, or null on success. */
  error: string | null;
  /** Retry-After of a 429 or 503 answer, in ms. */
  retryAfterMs: number | null;
  durationMs: number;
}

const SNIPPET_BYTES = 256;

/** Parses Retry-After: delay-seconds or an HTTP-date. */
export function parseRetryAfter(value: string | string[] | undefined, nowMs: number): number | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v) return null;
  const trimmed = v.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - nowMs);
}

function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

function describe(error: unknown): string {
  if (error instanceof ForbiddenAddressError) return error.message;
  const e = error as NodeJS.ErrnoException;
  const code = typeof e?.code === 'string' ? e.code : undefined;
  const message = e instanceof Error ? e.message : String(error);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

/** A kept-alive socket the server closed just as it was reused: no answer came, so the request is sent again on a new connection. */
function staleSocket(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException)?.code;
  return code === 'ECONNRESET' || code === 'EPIPE';
}

/**
 * One POST to the target. Only a 2xx answer is a success; redirects are not followed (a
 * 3xx is a failure). The whole attempt, from DNS to the answer's status line, is bounded
 * by timeoutMs. Never rejects. With an agent, the connection is kept for the next attempt
 * when the answer was read to its end.
 */
export function sendAttempt(req: AttemptRequest): Promise<AttemptResult> {
  const started = performance.now();
  return new Promise<AttemptResult>((resolve) => {
    let done = false;
    let request: http.ClientRequest | undefined;
    let response: http.IncomingMessage | undefined;
    let timer: NodeJS.Timeout | undefined;
    const finish = (r: Omit<AttemptResult, 'durationMs'>, keepSocket = false) => {
      if (done) return;
      done = true;
      // A 2xx whose body is still arriving keeps the timer: a body that never ends loses its socket.
      if (!keepSocket || response?.complete) clearTimeout(timer);
      if (!keepSocket) request?.destroy();
      resolve({ ...r, durationMs: Math.round(performance.now() - started) });
    };
    const failed = (error: string) => finish({ ok: false, statusCode: null, error, retryAfterMs: null });
    let answered: (() => void) | null = null; // a non-2xx status line arrived; its body may still be coming

    let url: URL;
    try {
      url = new URL(req.url);
    } catch {
      return failed('target_url is not a valid URL');
    }
    const host = bareHostname(url);
    if (!req.allowPrivate) {
      // The registration rules again: private targets may have been allowed when it was registered.
      if (url.protocol !== 'https:') return failed('blocked: target_url is not https and private targets are not allowed');
      if (host === 'localhost' || host.endsWith('.localhost')) return failed(`blocked: ${host} is localhost`);
      if (isIP(host) !== 0 && isForbiddenAddress(host)) return failed(`blocked: ${host} is a loopback, private or reserved address`);
    }
    if (isIP(host) !== 0 && req.blocked?.(host)) return failed(`blocked: ${host} is a blocked address`);
    const body = typeof req.body === 'string' ? Buffer.from(req.body, 'utf8') : req.body;
    const transport = url.protocol === 'https:' ? https : http;
    timer = setTimeout(() => {
      if (done) return request?.destroy(); // the 2xx body never ended
      if (answered) answered();
      else failed(`timed out after ${req.timeoutMs} ms`);
    }, req.timeoutMs);

    const send = (agent: http.Agent | undefined) => {
      let sent: http.ClientRequest;
      try {
        sent = transport.request(url, {
          method: 'POST',
          headers: { ...req.headers, 'Content-Length': String(body.length) },
          // Without the webhook's agent, a fresh connection, resolved and checked by the lookup.
          agent: agent ?? false,
          lookup: pinnedLookup(req.resolve, req.allowPrivate, req.blocked),
        }, (res) => {
          response = res;
          res.on('error', () => {});
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) {
            res.on('end', () => { if (done) clearTimeout(timer); });
            res.resume(); // read to the end: the socket goes back to the agent
            return finish({ ok: true, statusCode: status, error: null, retryAfterMs: null }, true);
          }
          const retryAfterMs = status === 429 || status === 503 ? parseRetryAfter(res.headers['retry-after'], req.now) : null;
          let reason = `HTTP ${status}`;
          if (status >= 300 && status < 400) {
            reason += res.headers.location ? ` (redirect to ${printable(res.headers.location).slice(0, 200)} not followed)` : ' (redirects are not followed)';
          }
          const chunks: Buffer[] = [];
          let size = 0;
          const end = (complete: boolean) => {
            const snippet = printable(Buffer.concat(chunks).subarray(0, SNIPPET_BYTES).toString('utf8'));
            finish({ ok: false, statusCode: status, error: snippet ? `${reason}: ${snippet}` : reason, retryAfterMs }, complete);
          };
          answered = () => end(false);
          res.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            size += chunk.length;
            if (size >= SNIPPET_BYTES) end(false); // not read to the end: this connection is not reused
          });
          res.on('end', () => end(true));
          res.on('close', () => end(false));
        });
      } catch (error) {
        return failed(describe(error));
      }
      request = sent;
      sent.on('error', (error) => {
        if (agent && !response && !done && sent.reusedSocket && staleSocket(error)) return send(undefined);
        failed(describe(error));
      });
      sent.end(body);
    };
    send(req.agent);
  });
}
