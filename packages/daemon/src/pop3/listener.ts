// The POP3 listener (`--pop3-port`, docs/pop3.md): a TCP server whose connections each get a
// session (session.ts). This file owns the sockets: the connection caps, the idle timeout, the
// command lines (length-bounded, handled one at a time, pipelined ones queued), STLS's switch to
// TLS, and the shutdown.
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { TLSSocket, createSecureContext } from 'node:tls';
import type { InboxService } from '@inboxkit/core';
import type { Logger } from '../log/index.js';
import { clientKey } from '../limits/ip-shield.js';
import { createPop3Auth } from './auth.js';
import { POP3_DEFAULTS, type Pop3Limits } from './limits.js';
import { logPop3Refused } from './log.js';
import { createPop3Session, type Pop3Connection, type Pop3Session } from './session.js';

export { POP3_DEFAULTS, type Pop3Limits } from './limits.js';

export interface Pop3ListenerOptions {
  service: InboxService;
  host: string;
  /** 0 picks a free port. */
  port: number;
  limits?: Partial<Pop3Limits>;
  /** PEM key and certificate: STLS is offered with them (the SMTP listener's STARTTLS certificate). */
  tls?: { key: string | Buffer; cert: string | Buffer } | null;
  logger: Logger;
}

export interface Pop3Listener {
  readonly host: string;
  readonly port: number;
  /** Connections open now. */
  open(): number;
  /**
   * Stops accepting; a command under way (a QUIT deleting its marks included) finishes, then
   * every connection gets `-ERR [SYS/TEMP]` and is closed without the UPDATE state (RFC 1939:
   * no DELE mark is carried out). What is left after `graceMs` is cut.
   */
  close(graceMs: number): Promise<void>;
}

/** Input queued behind a command under way, in lines, before the socket stops being read. */
const MAX_QUEUED_LINES = 32;
/** A refused or closed connection is given this long to read its answer before it is cut. */
const LINGER_MS = 1_000;

interface Client {
  socket: Socket;
  address: string;
  busy: boolean;
  end(): void;
  /** Sends the shutdown answer and ends, now or once the command under way is done. */
  shutdown(): void;
}

/**
 * Starts listening.
 *
 * @example
 * const pop3 = await startPop3Listener({ service, host: '127.0.0.1', port: 1110, logger });
 * // … later
 * await pop3.close(10_000);
 */
export async function startPop3Listener(options: Pop3ListenerOptions): Promise<Pop3Listener> {
  const limits: Pop3Limits = { ...POP3_DEFAULTS, ...options.limits };
  const { logger } = options;
  const secureContext = options.tls ? createSecureContext({ key: options.tls.key, cert: options.tls.cert }) : null;
  const auth = createPop3Auth({ service: options.service, failuresBeforeSlowdown: limits.failuresBeforeSlowdown, slowdownStepMs: limits.slowdownStepMs });
  const clients = new Set<Client>();
  const perAddress = new Map<string, number>();
  let stopping = false;

  const refuse = (socket: Socket, reason: 'too_many_clients' | 'too_many_connections', remote: string) => {
    logPop3Refused(logger, { reason, remote });
    socket.on('error', () => {});
    socket.end(`-ERR [SYS/TEMP] ${reason === 'too_many_clients' ? 'too many connections' : 'too many connections from your address'}, try again later\r\n`);
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };

  const server = createServer((raw) => {
    const remote = raw.remoteAddress ?? '';
    const address = clientKey(remote);
    if (stopping) return void raw.destroy();
    if (clients.size >= limits.maxClients) return refuse(raw, 'too_many_clients', remote);
    if ((perAddress.get(address) ?? 0) >= limits.maxConnectionsPerAddress) return refuse(raw, 'too_many_connections', remote);
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    serve(raw, remote, address);
  });

  function serve(raw: Socket, remote: string, address: string): void {
    raw.setNoDelay(true);
    let socket: Socket = raw;
    let buffered: Buffer = Buffer.alloc(0);
    /** Bytes of an over-long line are being skipped up to its line feed. */
    let discarding = false;
    const queue: Array<string | null> = [];
    let ended = false;
    let shuttingDown = false;

    const client: Client = {
      socket: raw, address, busy: false,
      end: () => {
        if (ended) return;
        ended = true;
        socket.end();
        setTimeout(() => raw.destroy(), LINGER_MS).unref();
      },
      shutdown: () => {
        shuttingDown = true;
        if (!client.busy) void connection.send('-ERR [SYS/TEMP] the server is shutting down\r\n').then(() => client.end());
      },
    };
    clients.add(client);

    const connection: Pop3Connection = {
      remote,
      get canStartTls() {
        return secureContext !== null && socket === raw;
      },
      send(data) {
        if (ended || socket.destroyed) return Promise.resolve();
        if (socket.write(data)) return Promise.resolve();
        return new Promise<void>((resolve) => {
          const done = () => {
            socket.off('drain', done);
            socket.off('close', done);
            resolve();
          };
          socket.once('drain', done);
          socket.once('close', done);
        });
      },
      startTls() {
        // Whatever the client sent after STLS is dropped (RFC 2595 §3.1: no plaintext injection).
        raw.off('data', onData);
        buffered = Buffer.alloc(0);
        discarding = false;
        queue.length = 0;
        const secure = new TLSSocket(raw, { isServer: true, secureContext: secureContext! });
        secure.on('error', () => raw.destroy());
        secure.on('data', onData);
        socket = secure;
      },
      end: () => client.end(),
    };
    const session: Pop3Session = createPop3Session(connection, {
      auth, logger, maxMaildropMessages: limits.maxMaildropMessages, maxErrors: limits.maxErrors,
    });

    const pump = async () => {
      if (client.busy) return;
      client.busy = true;
      while (queue.length > 0 && !ended) {
        const line = queue.shift()!;
        await session.command(line);
        if (queue.length < MAX_QUEUED_LINES && socket.isPaused()) socket.resume();
      }
      client.busy = false;
      if (shuttingDown && !ended) client.shutdown();
    };

    function onData(chunk: Buffer): void {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      let start = 0;
      for (let lf = buffered.indexOf(0x0a); lf !== -1; lf = buffered.indexOf(0x0a, start)) {
        if (discarding) discarding = false;
        else if (lf + 1 - start > limits.maxLineBytes) queue.push(null);
        else queue.push(buffered.toString('utf8', start, lf > start && buffered[lf - 1] === 0x0d ? lf - 1 : lf));
        start = lf + 1;
      }
      buffered = buffered.subarray(start);
      if (buffered.length > limits.maxLineBytes) {
        // No line feed within the limit: answered once now, the rest skipped up to the line feed.
        if (!discarding) queue.push(null);
        discarding = true;
        buffered = Buffer.alloc(0);
      }
      if (queue.length >= MAX_QUEUED_LINES) socket.pause();
      void pump();
    }

    raw.on('data', onData);
    raw.on('error', () => {});
    raw.setTimeout(limits.idleTimeoutMs, () => {
      if (client.busy) return; // a long RETR to a slow reader is not idleness
      logPop3Refused(logger, { reason: 'idle', remote });
      void connection.send('-ERR [SYS/TEMP] autologout: idle for too long\r\n').then(() => client.end());
    });
    raw.once('close', () => {
      ended = true;
      clients.delete(client);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
      if (clients.size === 0) for (const wake of idle.splice(0)) wake();
    });
    void session.greet();
  }

  let idle: Array<() => void> = [];
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = server.address() as AddressInfo;

  return {
    host: bound.address,
    port: bound.port,
    open: () => clients.size,
    async close(graceMs) {
      if (!stopping) {
        stopping = true;
        server.close();
        for (const client of clients) client.shutdown();
      }
      if (clients.size > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, graceMs + LINGER_MS);
          idle.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      for (const client of clients) client.socket.destroy();
      idle = [];
    },
  };
}
