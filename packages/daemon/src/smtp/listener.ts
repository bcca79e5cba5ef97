import type { InboxService, StoredMessageRef } from '@inboxkit/core';
import type { SMTPServerAddress, SMTPServerDataStream, SMTPServerOptions, SMTPServerSession } from 'smtp-server';
import { PromptSMTPServer, type ConnectionGuards } from './prompt-server.js';
import { closeServers, delay, listen } from './lifecycle.js';
import { createSmtpAuth, type SmtpAuthMode } from './auth.js';
import { MAX_SLOWDOWN_MS, SMTP_DEFAULTS, type SmtpLimits } from './limits.js';
import { ByteBudget, collect } from './collect.js';
import { SmtpFaultHooks } from './faults.js';
import { nothingStored, rcptRefusal, replies, smtpError } from './replies.js';
import { NO_SMTP_OBSERVER, type SmtpObserver } from './observer.js';
import { logSmtpAccepted, logSmtpConnectionError, logSmtpRefused, logUnexpected, silentLogger, type Logger, type SmtpRefusalReason, type SmtpStage } from '../log/index.js';

export { MAX_SLOWDOWN_MS, SMTP_DEFAULTS, type SmtpLimits } from './limits.js';
export { NO_SMTP_OBSERVER, type SmtpObserver } from './observer.js';

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
  /**
   * A second port whose connections are TLS from the first byte (implicit TLS, SMTPS), with
   * `tls`'s certificate and the same hooks, limits and budget. 0 picks a free port; null or
   * absent: none. Needs `tls`.
   */
  securePort?: number | null;
  /**
   * A static user (the compatibility form of `--smtp-auth USER:PASS`): accepted by AUTH
   * PLAIN/LOGIN beside API keys, attributed to no account. Default none.
   */
  auth?: { username: string; password: string } | null;
  /**
   * SMTP AUTH (docs/smtp.md): `off` (not offered), `optional` (offered; a session that
   * authenticates with an API key sends only to its account's inboxes), `required` (before
   * MAIL). Default `required` with `auth`, else `off`.
   */
  authMode?: SmtpAuthMode;
  /**
   * Gets one line per transaction answered 250 and per refusal (info), and unexpected errors
   * (error); see log/events.ts. Default: none.
   */
  logger?: Logger;
  /** Told of sessions, transactions accepted and refusals as they happen (the daemon's metrics). Default: NO_SMTP_OBSERVER. */
  observer?: SmtpObserver;
  /** Told of the copies each transaction stored, after its 250 was sent (the daemon's auto-release). */
  onStored?: (stored: readonly StoredMessageRef[]) => void;
}

export interface SmtpListener {
  readonly host: string;
  readonly port: number;
  readonly limits: Readonly<SmtpLimits>;
  /** Transactions between DATA and their final reply. */
  inFlight(): number;
  /** Bytes of message data currently held in memory. */
  bufferedBytes(): number;
  /** Connections open now, on both ports. */
  sessions(): number;
  /** The implicit-TLS port's address (securePort), or null without one. */
  readonly secure: { readonly host: string; readonly port: number } | null;
  /**
   * Stops accepting connections and commands, lets every DATA in progress finish and get
   * its reply (for up to graceMs), then closes the remaining connections with 421.
   */
  close(graceMs?: number): Promise<void>;
}

/** Client addresses whose consecutive refusals are remembered (least recent dropped first). */
const MAX_TRACKED_ADDRESSES = 10_000;

export async function startSmtpListener(options: SmtpListenerOptions): Promise<SmtpListener> {
  const { service } = options;
  /** Consecutive refused recipients per client address. */
  const refusals = new Map<string, number>();
  const limits: SmtpLimits = { ...SMTP_DEFAULTS, ...definedOnly(options.limits ?? {}) };
  const logger = options.logger ?? silentLogger;
  const observer = options.observer ?? NO_SMTP_OBSERVER;
  const logRefusal = (stage: SmtpStage, error: { responseCode?: number }, reason: SmtpRefusalReason, remote: string, recipient?: string, delayedMs = 0) => {
    observer.refused(stage, reason);
    logSmtpRefused(logger, {
      stage, code: error.responseCode ?? 0, reason, remote, ...(recipient !== undefined ? { recipient } : {}), ...(delayedMs > 0 ? { delayed_ms: delayedMs } : {}),
    });
  };
  const budget = new ByteBudget(limits.maxBufferedBytes, limits.bufferedSharePerAddress);
  const faults = new SmtpFaultHooks(service, logger, observer);
  let inFlight = 0;
  let idleWaiters: Array<() => void> = [];
  const transactionDone = () => {
    if (--inFlight === 0) for (const wake of idleWaiters.splice(0)) wake();
  };

  const authMode = options.authMode ?? (options.auth ? 'required' : 'off');
  if (authMode === 'off' && options.auth) throw new Error('a static SMTP user (auth) needs authMode required or optional');
  const auth = createSmtpAuth({
    service, mode: authMode, staticUser: options.auth ?? null,
    failuresBeforeSlowdown: limits.refusalsBeforeSlowdown, slowdownStepMs: limits.slowdownStepMs,
    onRefused: (error, remote, delayedMs) => logRefusal('auth', error, error.responseCode === 454 ? 'lookup_failed' : 'auth_failed', remote, undefined, delayedMs),
    onError: (error, remote) => logUnexpected(logger, 'smtp.error', error, { stage: 'auth', remote }),
  });
  const disabledCommands: string[] = [];
  if (!options.tls) disabledCommands.push('STARTTLS');
  if (!auth.offered) disabledCommands.push('AUTH');

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
    authOptional: auth.optional,
    // Never the library's built-in certificate (it has expired): STARTTLS only with ours.
    ...(options.tls ? { key: options.tls.key, cert: options.tls.cert } : {}),

    onConnect(_session, callback) {
      observer.session();
      callback();
    },

    onAuth: auth.onAuth,

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
            // A session that authenticated with a key sends to its account's inboxes only.
            const notYours = auth.refuseRecipient(session, decision.inbox, address.address);
            if (notYours) {
              logRefusal('rcpt', notYours, 'not_authorized', session.remoteAddress, address.address);
              return callback(notYours);
            }
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
      const connection = connectionOf(session.id);
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
            connection?.delivered();
            callback(null, `OK: stored as ${shown}`);
            observer.accepted(ids.length, outcome.raw.length, msTo250 / 1000);
            logSmtpAccepted(logger, result.stored, outcome.raw.length, msTo250, remote, auth.sender(session));
            try {
              options.onStored?.(result.stored);
            } catch (error) {
              logUnexpected(logger, 'smtp.error', error, { stage: 'data', remote }); // the 250 is sent: never a second reply
            }
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

  const guards = {
    maxConnectionsPerAddress: limits.maxConnectionsPerAddress, idleWithoutMailMs: limits.idleWithoutMailMs,
    evictIdleAfterMs: limits.evictIdleAfterMs,
    onRefused: (reason: Parameters<NonNullable<ConnectionGuards['onRefused']>>[0], remote: string) =>
      logRefusal(reason === 'no_mail' ? 'mail' : 'connect', { responseCode: 421 }, reason, remote),
  };
  // Implicit TLS (--smtps-port): a second server on the same hooks, state and certificate,
  // whose connections are TLS from the first byte (no STARTTLS to offer there).
  const wantsSecure = options.securePort !== undefined && options.securePort !== null;
  if (wantsSecure && !options.tls) throw new Error('implicit TLS (securePort) needs tls: a key and a certificate');
  const server = new PromptSMTPServer(serverOptions, guards);
  const secureServer = wantsSecure ? new PromptSMTPServer({ ...serverOptions, secure: true }, guards) : null;
  const servers = secureServer ? [server, secureServer] : [server];
  /** The connection of a hook's session, whichever server holds it. */
  const connectionOf = (sessionId: string) => server.connectionOf(sessionId) ?? secureServer?.connectionOf(sessionId);
  let listening = false;
  for (const s of servers) {
    s.on('error', (error: Error & { code?: string }) => {
      // Socket-level errors of single connections land here; they must not crash the daemon.
      // (A listen error is reported by listen() instead.)
      // A client's broken TLS or protocol lands here too: worth a warning, not an error.
      if (listening && error.code !== 'ECONNRESET' && error.code !== 'EPIPE') logSmtpConnectionError(logger, error);
    });
  }

  const address = await listen(server, options.port, options.host);
  const secure = secureServer ? await listen(secureServer, options.securePort!, options.host).catch(async (error: unknown) => {
    await closeServers([server], 0, async () => {});
    throw error;
  }) : null;
  listening = true;

  let closing: Promise<void> | null = null;
  const close = (graceMs = 10_000): Promise<void> => {
    closing ??= closeServers(servers, graceMs, async (grace) => {
      if (inFlight === 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, grace);
        idleWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }).finally(() => {
      idleWaiters = [];
    });
    return closing;
  };

  return {
    host: address.address,
    port: address.port,
    limits,
    inFlight: () => inFlight,
    bufferedBytes: () => budget.inUse,
    sessions: () => server.connections.size + (secureServer?.connections.size ?? 0),
    secure: secure ? { host: secure.address, port: secure.port } : null,
    close,
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
