import { createHash, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { InboxService } from '@inboxkit/core';
import type { SMTPServerAddress, SMTPServerDataStream, SMTPServerOptions, SMTPServerSession } from 'smtp-server';
import { PromptSMTPServer } from './prompt-server.js';
import { ByteBudget, collect } from './collect.js';
import { SmtpFaultHooks } from './faults.js';
import { nothingStored, rcptRefusal, replies, smtpError } from './replies.js';
import { logSmtpAccepted, logSmtpConnectionError, logSmtpRefused, logUnexpected, silentLogger, type Logger, type SmtpRefusalReason, type SmtpStage } from '../log/index.js';

/** Limits of the SMTP listener. Every one has a default; see docs/daemon.md. */
export interface SmtpLimits {
  /** Largest message accepted, in bytes; advertised as SIZE, 552 past it. Default 25 MiB. */
  maxMessageBytes: number;
  /** Concurrent connections; the next one gets 421. Default 200. */
  maxClients: number;
  /** Recipients per transaction; the next RCPT gets 452. Default 100 (RFC 5321's minimum). */
  maxRecipients: number;
  /**
   * Transactions per connection; the next MAIL gets 421 and the connection closes. Default
   * 100,000: high enough for pooled senders that never reconnect, still a bound per socket.
   */
  maxMessagesPerConnection: number;
  /** Idle time allowed while the client owes us input. Default 60 s. */
  socketTimeoutMs: number;
  /** Message bytes held in memory by all transactions together; past it DATA gets 452. Default 256 MiB. */
  maxBufferedBytes: number;
  /**
   * Connections one client address may hold at once; the next gets 421. Default 100: half of
   * maxClients, so no single address takes the listener, and room for a load test or a CI
   * suite that sends from one loopback address.
   */
  maxConnectionsPerAddress: number;
  /** A connection that completes no mail transaction for this long gets 421 and is closed, whatever commands it sends. Default 60 s. */
  idleWithoutMailMs: number;
  /**
   * When the listener is full and every address holds about as many connections as a
   * newcomer's (many addresses of one connection each), the connection gone longest without a
   * stored message, if it has waited this long and is not in a DATA, is closed (`421`) for the
   * newcomer. Default 1 s. 0: never.
   */
  evictIdleAfterMs: number;
  /** Consecutive refused recipients (550) from one address before its RCPT replies slow down. Default 10. */
  refusalsBeforeSlowdown: number;
  /** Each further refusal's reply waits this much longer, up to 5 s. Default 250 ms. */
  slowdownStepMs: number;
  /** Share of maxBufferedBytes one client address may hold at once; past it its DATA gets 452. Default 0.25. */
  bufferedSharePerAddress: number;
  /** DATA must bring at least this many bytes in every `dataPaceWindowMs`, or the connection gets 421 and is closed. Default 8 KiB. */
  minDataBytesPerWindow: number;
  /** See minDataBytesPerWindow. Default 30 s. */
  dataPaceWindowMs: number;
}

/** The longest a refused RCPT's reply is held back. */
export const MAX_SLOWDOWN_MS = 5_000;

export const SMTP_DEFAULTS: SmtpLimits = {
  maxMessageBytes: 25 * 1024 * 1024,
  maxClients: 200,
  maxRecipients: 100,
  maxMessagesPerConnection: 100_000,
  socketTimeoutMs: 60_000,
  maxBufferedBytes: 256 * 1024 * 1024,
  maxConnectionsPerAddress: 100,
  idleWithoutMailMs: 60_000,
  evictIdleAfterMs: 1_000,
  refusalsBeforeSlowdown: 10,
  slowdownStepMs: 250,
  bufferedSharePerAddress: 0.25,
  minDataBytesPerWindow: 8 * 1024,
  dataPaceWindowMs: 30_000,
};

export interface SmtpListenerOptions {
  service: InboxService;
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Name in the greeting and EHLO reply. Default the service's domain. */
  name?: string;
  limits?: Partial<SmtpLimits>;
  /** PEM key and certificate: enables STARTTLS. Without them STARTTLS is not offered. */
  tls?: { key: string | Buffer; cert: string | Buffer } | null;
  /** When set, AUTH PLAIN/LOGIN is offered and required before MAIL. Off by default. */
  auth?: { username: string; password: string } | null;
  /**
   * Gets one line per transaction answered 250 and per refusal (info), and unexpected errors
   * (error); see log/events.ts. Default: none.
   */
  logger?: Logger;
}

export interface SmtpListener {
  readonly host: string;
  readonly port: number;
  readonly limits: Readonly<SmtpLimits>;
  /** Transactions between DATA and their final reply. */
  inFlight(): number;
  /** Bytes of message data currently held in memory. */
  bufferedBytes(): number;
  /**
   * Stops accepting connections and commands, lets every DATA in progress finish and get
   * its reply (for up to graceMs), then closes the remaining connections with 421.
   */
  close(graceMs?: number): Promise<void>;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Client addresses whose consecutive refusals are remembered (least recent dropped first). */
const MAX_TRACKED_ADDRESSES = 10_000;

export async function startSmtpListener(options: SmtpListenerOptions): Promise<SmtpListener> {
  const { service } = options;
  /** Consecutive refused recipients per client address. */
  const refusals = new Map<string, number>();
  const limits: SmtpLimits = { ...SMTP_DEFAULTS, ...definedOnly(options.limits ?? {}) };
  const logger = options.logger ?? silentLogger;
  const logRefusal = (stage: SmtpStage, error: { responseCode?: number }, reason: SmtpRefusalReason, remote: string, recipient?: string, delayedMs = 0) =>
    logSmtpRefused(logger, {
      stage, code: error.responseCode ?? 0, reason, remote, ...(recipient !== undefined ? { recipient } : {}), ...(delayedMs > 0 ? { delayed_ms: delayedMs } : {}),
    });
  const budget = new ByteBudget(limits.maxBufferedBytes, limits.bufferedSharePerAddress);
  const faults = new SmtpFaultHooks(service, logger);
  let inFlight = 0;
  let idleWaiters: Array<() => void> = [];
  const transactionDone = () => {
    if (--inFlight === 0) for (const wake of idleWaiters.splice(0)) wake();
  };

  const disabledCommands: string[] = [];
  if (!options.tls) disabledCommands.push('STARTTLS');
  if (!options.auth) disabledCommands.push('AUTH');
  const expectedUser = options.auth ? digest(options.auth.username) : null;
  const expectedPass = options.auth ? digest(options.auth.password) : null;

  const serverOptions: SMTPServerOptions = {
    name: options.name ?? service.options.domain,
    banner: 'Inboxkit',
    logger: false,
    // Reverse DNS of every client costs a lookup (up to 1.5 s) per connection and gains nothing here.
    disableReverseLookup: true,
    size: limits.maxMessageBytes,
    // Answer 552 at the final dot whatever onData decided, when the message went over `size`.
    rejectOversized: true,
    hideENHANCEDSTATUSCODES: false,
    // PIPELINING, 8BITMIME and SMTPUTF8 are advertised by default; DSN and REQUIRETLS stay hidden.
    maxClients: limits.maxClients,
    maxRecipients: limits.maxRecipients,
    socketTimeout: limits.socketTimeoutMs,
    disabledCommands,
    // With a certificate, AUTH is only accepted after STARTTLS (library default); without one,
    // STARTTLS is disabled and the library then accepts AUTH in clear text.
    authMethods: ['PLAIN', 'LOGIN'],
    authOptional: !options.auth,
    // Never the library's built-in certificate (it has expired): STARTTLS only with ours.
    ...(options.tls ? { key: options.tls.key, cert: options.tls.cert } : {}),

    onConnect(_session, callback) {
      callback();
    },

    onAuth(auth, session, callback) {
      const deny = () => {
        const error = smtpError(535, replies.authFailed);
        logRefusal('auth', error, 'auth_failed', session.remoteAddress);
        callback(error);
      };
      if (!expectedUser || !expectedPass || (auth.method !== 'PLAIN' && auth.method !== 'LOGIN')) return deny();
      const userOk = timingSafeEqual(digest(auth.username ?? ''), expectedUser);
      const passOk = timingSafeEqual(digest(auth.password ?? ''), expectedPass);
      if (userOk && passOk) callback(null, { user: auth.username });
      else deny();
    },

    onMailFrom(_address: SMTPServerAddress, session: SMTPServerSession, callback) {
      if (session.transaction > limits.maxMessagesPerConnection) {
        const error = replies.tooManyMessages(limits.maxMessagesPerConnection);
        logRefusal('mail', error, 'too_many_messages', session.remoteAddress);
        callback(error);
        return;
      }
      callback();
    },

    onRcptTo(address: SMTPServerAddress, session: SMTPServerSession, callback) {
      const refused = faults.refused(session, server.connectionOf(session.id));
      if (refused) return callback(refused);
      service.route(address.address).then(
        (decision) => {
          if (decision.ok) {
            refusals.delete(session.remoteAddress);
            // An inbox with fault rules (docs/smtp.md): they decide this RCPT.
            if (decision.inbox.smtp_faults) return faults.rcpt(session, server.connectionOf(session.id), address.address, decision.inbox.id, callback);
            return callback(null);
          }
          // An address that keeps guessing recipients waits longer for each answer.
          const refused = (refusals.get(session.remoteAddress) ?? 0) + 1;
          refusals.delete(session.remoteAddress); // re-inserted last: the map stays in least-recent order
          refusals.set(session.remoteAddress, refused);
          if (refusals.size > MAX_TRACKED_ADDRESSES) refusals.delete(refusals.keys().next().value!);
          const wait = Math.min(MAX_SLOWDOWN_MS, (refused - limits.refusalsBeforeSlowdown) * limits.slowdownStepMs);
          const error = rcptRefusal(decision.reason, address.address);
          logRefusal('rcpt', error, decision.reason, session.remoteAddress, address.address, wait);
          const answer = () => callback(error);
          if (wait > 0) setTimeout(answer, wait);
          else answer();
        },
        (error: unknown) => {
          logUnexpected(logger, 'smtp.error', error, { stage: 'rcpt', remote: session.remoteAddress });
          const reply = replies.unavailable();
          logRefusal('rcpt', reply, 'lookup_failed', session.remoteAddress, address.address);
          callback(reply);
        },
      );
    },

    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      inFlight++;
      const connection = server.connectionOf(session.id);
      connection?.startData();
      const envelope = {
        mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address || null : null,
        rcptTo: session.envelope.rcptTo.map((r) => r.address),
        // What the authentication check (SPF) reads after the commit.
        clientAddress: session.remoteAddress || null,
        helo: session.hostNameAppearsAs || null,
      };
      const body = collect(stream, limits.maxMessageBytes, budget, session.remoteAddress, {
        minBytes: limits.minDataBytesPerWindow,
        windowMs: limits.dataPaceWindowMs,
        onTooSlow: () => {
          // A trickle holds memory and a slot: end it rather than wait for the final dot.
          if (!connection) return;
          logRefusal('data', { responseCode: 421 }, 'too_slow', session.remoteAddress);
          connection.send(421, `${connection.name} DATA too slow (under ${limits.minDataBytesPerWindow} bytes in ${Math.round(limits.dataPaceWindowMs / 1000)} s), closing connection`, false);
          connection.close();
        },
      });
      const remote = session.remoteAddress;
      const refuse = (error: ReturnType<typeof smtpError>, reason: SmtpRefusalReason) => {
        logRefusal('data', error, reason, remote);
        callback(error);
      };
      // Decided as the message starts; null unless a recipient's inbox has fault rules.
      const fault = faults.data(session, connection);
      body.done
        .then(async (outcome) => {
          const faulted = fault && await fault;
          if (faulted?.dropped) return callback(replies.storeFailed()); // the connection is gone: nobody hears it, nothing stored
          if (faulted?.refusal && outcome.kind !== 'oversized') {
            if (connection) connection.nextEnhancedCode = faulted.refusal.enhancedCode;
            return callback(faulted.refusal.error); // logged as the rule fired
          }
          switch (outcome.kind) {
            case 'oversized':
              return refuse(replies.oversized(limits.maxMessageBytes), 'too_large');
            case 'busy':
              return refuse(replies.busy(), 'busy');
            case 'aborted':
              return refuse(replies.storeFailed(), 'aborted');
            case 'complete':
              break;
          }
          if (faulted && faulted.delayMs > 0) await delay(faulted.delayMs);
          // The final dot has arrived: the 250's wait starts here.
          const dataEnd = performance.now();
          try {
            // 250 only once the message is committed: ingest resolves after the transaction.
            const result = await service.ingest(outcome.raw, envelope);
            if (result.stored.length === 0) {
              const error = nothingStored(result);
              return refuse(error, error.responseCode === 452 ? 'quota_exceeded' : 'no_recipient');
            }
            const ids = result.stored.map((s) => s.messageId);
            const shown = ids.length > 3 ? `${ids.slice(0, 3).join(' ')} and ${ids.length - 3} more` : ids.join(' ');
            const msTo250 = performance.now() - dataEnd;
            if (connection) server.delivered(connection);
            callback(null, `OK: stored as ${shown}`);
            logSmtpAccepted(logger, result.stored, outcome.raw.length, msTo250, remote);
            return;
          } catch (error) {
            logUnexpected(logger, 'smtp.error', error, { stage: 'data', remote });
            return refuse(replies.storeFailed(), 'store_failed');
          }
        })
        .catch((error: unknown) => {
          // callback itself threw (should not happen); never let it escape.
          logUnexpected(logger, 'smtp.error', error, { stage: 'data', remote });
        })
        .finally(() => {
          body.release();
          transactionDone();
          connection?.awaitMail();
        });
    },
  };

  const server = new PromptSMTPServer(serverOptions, {
    maxConnectionsPerAddress: limits.maxConnectionsPerAddress, idleWithoutMailMs: limits.idleWithoutMailMs,
    evictIdleAfterMs: limits.evictIdleAfterMs,
    onRefused: (reason, remote) => logRefusal(reason === 'no_mail' ? 'mail' : 'connect', { responseCode: 421 }, reason, remote),
  });
  let listening = false;
  server.on('error', (error: Error & { code?: string }) => {
    // Socket-level errors of single connections land here; they must not crash the daemon.
    // (A listen error is reported by the promise below instead.)
    // A client's broken TLS or protocol lands here too: worth a warning, not an error.
    if (listening && error.code !== 'ECONNRESET' && error.code !== 'EPIPE') logSmtpConnectionError(logger, error);
  });

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => {
      server.server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.server.off('error', onError);
      resolve();
    };
    server.server.once('error', onError);
    server.server.once('listening', onListening);
    server.listen(options.port, options.host);
  });
  listening = true;
  const address = server.server.address() as AddressInfo;

  let closing: Promise<void> | null = null;
  const close = (graceMs = 10_000): Promise<void> => {
    closing ??= (async () => {
      // Stops the listener; from now on the library answers every new command with
      // "421 Server shutting down" and closes that connection. A DATA in progress is not a
      // command: its bytes still flow, and onData replies after the commit as usual.
      const listenerClosed = new Promise<void>((resolve) => server.server.once('close', () => resolve()));
      server.options.closeTimeout = graceMs + 5_000; // our own deadline below comes first
      server.close();
      if (inFlight > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, graceMs);
          idleWaiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      // Whatever is left is idle (or overran the grace period): tell it and hang up.
      const leftovers = [...server.connections];
      for (const connection of leftovers) {
        connection.send(421, `${connection.name} Server shutting down`); // a 421 also closes
        connection.close();
      }
      // close() ends the socket; a client that never closes its side is destroyed after 1 s.
      const stragglers = setTimeout(() => {
        for (const connection of leftovers) if (!connection._socket.destroyed) connection._socket.destroy();
      }, 1_000);
      stragglers.unref();
      await Promise.race([listenerClosed, delay(2_000)]);
      clearTimeout(stragglers);
      idleWaiters = [];
    })();
    return closing;
  };

  return {
    host: address.address,
    port: address.port,
    limits,
    inFlight: () => inFlight,
    bufferedBytes: () => budget.inUse,
    close,
  };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
