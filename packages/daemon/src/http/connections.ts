import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientKey } from '../limits/ip-shield.js';
import { jsonHeaders, newRequestId } from './respond.js';

/** Limits on the HTTP server's connections. Every one has a default; see docs/daemon.md, "Limits". */
export interface HttpConnectionLimits {
  /**
   * Connections open at once, from every address. When full, the connection idle the longest
   * (no request in progress: a keep-alive between requests, or a head still arriving) is
   * closed to admit the new one; with none idle the new one gets 503. Default 2,000.
   */
  maxConnections: number;
  /**
   * Connections one client address (an IPv6 /64) may hold at once; the next gets 503.
   * Default 1,000: half of maxConnections, so no single address takes the server, and room
   * for a test suite that opens hundreds of connections from one loopback address.
   */
  maxConnectionsPerAddress: number;
  /** The request line and headers must arrive within this, or 408 and the connection closes. Default 10 s. */
  headersTimeoutMs: number;
  /** A keep-alive connection with no request for this long is closed. Default 5 s (Node's). */
  keepAliveTimeoutMs: number;
  /** At most one log line per kind of limit in this interval; the line after it counts what it left out. Default 10 s. */
  logIntervalMs: number;
}

export const HTTP_CONNECTION_DEFAULTS: Readonly<HttpConnectionLimits> = Object.freeze({
  maxConnections: 2_000,
  maxConnectionsPerAddress: 1_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  logIntervalMs: 10_000,
});

/** What bit: a refusal per address or for a full server, an idle connection closed for a new one, a request timed out (408). */
export type HttpLimitReason = 'too_many_connections' | 'too_many_clients' | 'idle_closed' | 'request_timeout';

export interface HttpLimitReport {
  reason: HttpLimitReason;
  /** The address of the last connection the limit bit (the one it refused, or the one that timed out or was closed). */
  remote: string;
  /** How many times it bit since the last line of this reason (1 for the first). */
  count: number;
  /** Connections open now. */
  open: number;
}

export interface ConnectionGuard {
  /** Connections open now (refused ones not counted). */
  open(): number;
  /** Writes the line a flood left pending and stops the timer. */
  close(): void;
}

/** A refused connection is answered, then given this long to read its 503 before it is cut. */
const REFUSAL_LINGER_MS = 1_000;
/** Refused connections lingering at once; past it a refusal is cut without an answer. */
const MAX_LINGERING = 256;

interface Tracked {
  key: string;
  /** Requests in progress on it (more than one only when pipelined). */
  busy: number;
}

/**
 * Caps the connections of a node:http server like the SMTP listener's (a global and a
 * per-address cap), closing the connection idle the longest when full, so `/health` and the
 * dashboard's assets stay reachable under a flood of idle or half-sent connections from other
 * addresses. The timeouts of the limits are the server's own options (`headersTimeout`,
 * `keepAliveTimeout`), given where it is created (daemon.ts). Calls `report` when a limit bites
 * (a 408 included), at most once per `logIntervalMs` per reason.
 *
 * It takes the place of node:http's own 'connection' listener and calls it for the
 * connections it admits: a refused socket never gets an HTTP parser, so nothing it sends can
 * become a request.
 *
 * @example
 * const guard = guardConnections(server, { maxConnections: 500 }, (r) => logHttpConnectionLimited(logger, r));
 */
export function guardConnections(
  server: Server, given: Partial<HttpConnectionLimits>, report: (r: HttpLimitReport) => void,
): ConnectionGuard {
  const limits = httpConnectionLimits(given);
  const http = server.listeners('connection');
  if (http.length !== 1) throw new Error(`expected node:http's one 'connection' listener, found ${http.length}`);
  const httpConnection = http[0] as (socket: Socket) => void;
  server.removeListener('connection', httpConnection);

  const tracked = new Map<Socket, Tracked>();
  /** Sockets without a request in progress, the one idle the longest first (a Map keeps insertion order). */
  const idle = new Map<Socket, true>();
  const perAddress = new Map<string, number>();
  let lingering = 0;
  const reports = rateLimited(limits.logIntervalMs, (reason, remote, count) => report({ reason, remote, count, open: tracked.size }));

  const forget = (socket: Socket) => {
    const t = tracked.get(socket);
    if (!t) return;
    tracked.delete(socket);
    idle.delete(socket);
    const n = (perAddress.get(t.key) ?? 1) - 1;
    if (n > 0) perAddress.set(t.key, n);
    else perAddress.delete(t.key);
  };

  server.on('connection', (socket: Socket) => {
    const remote = socket.remoteAddress ?? 'unknown';
    const key = clientKey(remote);
    if ((perAddress.get(key) ?? 0) >= limits.maxConnectionsPerAddress) {
      reports.hit('too_many_connections', remote);
      return refuse(socket, `too many connections from this address (limit ${limits.maxConnectionsPerAddress}); retry in a moment`);
    }
    if (tracked.size >= limits.maxConnections) {
      const oldest = idle.keys().next();
      if (oldest.done) {
        reports.hit('too_many_clients', remote);
        return refuse(socket, 'the server holds as many connections as it may; retry in a moment');
      }
      reports.hit('idle_closed', oldest.value.remoteAddress ?? 'unknown');
      forget(oldest.value);
      oldest.value.destroy();
    }
    tracked.set(socket, { key, busy: 0 });
    idle.set(socket, true);
    perAddress.set(key, (perAddress.get(key) ?? 0) + 1);
    socket.once('close', () => forget(socket));
    httpConnection.call(server, socket);
  });

  server.on('request', (req, res) => {
    const socket = req.socket;
    const t = tracked.get(socket);
    if (!t) return;
    t.busy++;
    idle.delete(socket);
    res.once('close', () => {
      if (--t.busy === 0 && tracked.has(socket)) idle.set(socket, true); // appended: idle the shortest
    });
  });

  server.on('clientError', (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') reports.hit('request_timeout', socket.remoteAddress ?? 'unknown');
  });

  /**
   * A minimal 503 in the envelope, then the connection closes. Its input is read and dropped
   * meanwhile: closing a socket with unread input makes the kernel send a reset, which may
   * overtake the answer. A client that does not close within a second is cut; when many
   * refusals linger at once, they are cut without an answer (the file descriptors are the
   * point of refusing).
   */
  function refuse(socket: Socket, message: string): void {
    if (lingering >= MAX_LINGERING) {
      socket.destroy();
      return;
    }
    lingering++;
    const timer = setTimeout(() => socket.destroy(), REFUSAL_LINGER_MS);
    timer.unref();
    socket.once('close', () => {
      lingering--;
      clearTimeout(timer);
    });
    socket.on('error', () => socket.destroy());
    socket.resume();
    const requestId = newRequestId();
    const body = JSON.stringify({ success: false, request_id: requestId, error: { code: 'service_unavailable', message } });
    socket.end([
      `HTTP/1.1 503 ${STATUS_CODES[503]}`,
      ...Object.entries(jsonHeaders(Buffer.byteLength(body), requestId)).map(([name, value]) => `${name}: ${value}`),
      'Retry-After: 1',
      'Connection: close',
      '',
      body,
    ].join('\r\n'));
  }

  return { open: () => tracked.size, close: () => reports.flush() };
}

/**
 * Calls `emit` at once for the first hit of a reason, then at most once per `intervalMs` with
 * the hits counted meanwhile, so a flood writes a line per interval, not per connection.
 */
function rateLimited(intervalMs: number, emit: (reason: HttpLimitReason, remote: string, count: number) => void) {
  const quietUntil = new Map<HttpLimitReason, number>();
  const pending = new Map<HttpLimitReason, { remote: string; count: number; timer: NodeJS.Timeout }>();
  const flushOne = (reason: HttpLimitReason) => {
    const p = pending.get(reason);
    if (!p) return;
    clearTimeout(p.timer);
    pending.delete(reason);
    quietUntil.set(reason, performance.now() + intervalMs);
    emit(reason, p.remote, p.count);
  };
  return {
    hit(reason: HttpLimitReason, remote: string) {
      const now = performance.now();
      const until = quietUntil.get(reason) ?? -Infinity;
      const p = pending.get(reason);
      if (p) {
        p.count++;
        p.remote = remote;
      } else if (now >= until) {
        quietUntil.set(reason, now + intervalMs);
        emit(reason, remote, 1);
      } else {
        const timer = setTimeout(() => flushOne(reason), until - now);
        timer.unref();
        pending.set(reason, { remote, count: 1, timer });
      }
    },
    /** Writes what is pending now. */
    flush() {
      for (const reason of [...pending.keys()]) flushOne(reason);
    },
  };
}

/** The limits with the defaults filled in. */
export function httpConnectionLimits(given: Partial<HttpConnectionLimits> = {}): HttpConnectionLimits {
  return { ...HTTP_CONNECTION_DEFAULTS, ...definedOnly(given) };
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
