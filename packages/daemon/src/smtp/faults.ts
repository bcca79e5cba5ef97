import type { InboxService, SmtpFaultHit, SmtpFaultOutcome } from '@inboxkit/core';
import type { SMTPServerError, SMTPServerSession } from 'smtp-server';
import type { PromptConnection } from './prompt-server.js';
import { replies, smtpError } from './replies.js';
import { NO_SMTP_OBSERVER, type SmtpObserver } from './observer.js';
import { logSmtpRefused, logUnexpected, type Logger } from '../log/index.js';

/**
 * The fault rules of inboxes at the listener's hooks (docs/smtp.md, "Fault rules"). Core
 * decides (service.smtpFaultAt); this applies the decision to the conversation. Nothing is asked
 * for a recipient whose routed inbox has no rules (its row's `smtp_faults` flag), and nothing at
 * DATA when no recipient of the transaction had any: mail to other inboxes pays a WeakMap read.
 *
 * Rules of `connect` and `mail` act at the first RCPT that names their inbox, the first moment
 * its mail is known: a connect rule's reply ends the session (the connection closes after it,
 * as for a refused connection), a mail rule's ends the transaction (every later RCPT of it, and
 * its DATA, get the same reply: the sender was refused). A data rule decides for the whole
 * message: refused, nothing is stored for any recipient, so no copy is accepted that the
 * client will send again.
 */

/** A reply a fault rule gives, with the enhanced status code it carries instead of the library's usual one for the code. */
interface FaultReply {
  error: SMTPServerError;
  enhancedCode: string | null;
}

/** What one transaction (one envelope object of smtp-server's) knows of its faults. */
interface TransactionFaults {
  /** Lower-cased recipient → its inbox, for each accepted recipient whose inbox has rules. */
  targets: Map<string, string>;
  /** A mail rule refused the transaction: its reply, again for each later command. */
  refused: FaultReply | null;
}

/** What DATA does: wait `delayMs` after the final dot, then refuse with `refusal`, or store as usual; `dropped`: the connection was closed. */
export interface DataFault {
  delayMs: number;
  refusal: FaultReply | null;
  dropped: boolean;
}

/** A wait that does not keep a stopping process alive (the connection is closed by then). */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export class SmtpFaultHooks {
  /** Keyed by the session's envelope: smtp-server makes a new one for each transaction (MAIL after a reset, RSET, EHLO). */
  private readonly transactions = new WeakMap<object, TransactionFaults>();

  constructor(private readonly service: InboxService, private readonly logger: Logger, private readonly observer: SmtpObserver = NO_SMTP_OBSERVER) {}

  private of(session: SMTPServerSession): TransactionFaults {
    let state = this.transactions.get(session.envelope);
    if (!state) this.transactions.set(session.envelope, state = { targets: new Map(), refused: null });
    return state;
  }

  /** The reply of a mail rule that refused this transaction, set to go out with its enhanced code; null when none did. */
  refused(session: SMTPServerSession, connection: PromptConnection | undefined): SMTPServerError | null {
    const refused = this.transactions.get(session.envelope)?.refused;
    if (!refused) return null;
    if (connection) connection.nextEnhancedCode = refused.enhancedCode;
    return refused.error;
  }

  /** RCPT of a recipient whose inbox has rules: waits what delay rules say, then answers `callback` (or drops the connection). */
  rcpt(session: SMTPServerSession, connection: PromptConnection | undefined, recipient: string, inboxId: string, callback: (error?: SMTPServerError | null) => void): void {
    const state = this.of(session);
    state.targets.set(recipient.toLowerCase(), inboxId);
    this.ask(session, 'rcpt', [{ inboxId, recipient }]).then(async (outcome) => {
      if (outcome.delayMs > 0) await sleep(outcome.delayMs);
      const hit = outcome.fault;
      if (!hit) return callback(null);
      this.log(hit, 'rcpt', session, recipient);
      if (hit.action === 'disconnect') return drop(connection);
      const reply = faultReply(hit);
      if (hit.stage === 'mail') state.refused = reply;
      if (connection) connection.nextEnhancedCode = reply.enhancedCode;
      callback(reply.error);
      if (hit.stage === 'connect') connection?.close();
    }, (error: unknown) => {
      logUnexpected(this.logger, 'smtp.error', error, { stage: 'rcpt', remote: session.remoteAddress });
      callback(replies.unavailable());
    });
  }

  /**
   * DATA: the transaction's fault, decided as the message starts (a disconnect drops the
   * connection then, mid-DATA); null when no recipient's inbox has rules and no mail rule
   * refused it.
   */
  data(session: SMTPServerSession, connection: PromptConnection | undefined): Promise<DataFault> | null {
    const state = this.transactions.get(session.envelope);
    if (!state) return null;
    if (state.refused) return Promise.resolve({ delayMs: 0, refusal: state.refused, dropped: false });
    const targets = session.envelope.rcptTo.map((r) => ({ recipient: r.address, inboxId: state.targets.get(r.address.toLowerCase()) }))
      .filter((t): t is { recipient: string; inboxId: string } => t.inboxId !== undefined);
    if (targets.length === 0) return null;
    return this.ask(session, 'data', targets).then(async (outcome): Promise<DataFault> => {
      const hit = outcome.fault;
      if (!hit) return { delayMs: outcome.delayMs, refusal: null, dropped: false };
      this.log(hit, 'data', session);
      if (hit.action !== 'disconnect') return { delayMs: outcome.delayMs, refusal: faultReply(hit), dropped: false };
      // The wait first, so a test can see a connection that stalls and then goes.
      if (outcome.delayMs > 0) await sleep(outcome.delayMs);
      drop(connection);
      return { delayMs: 0, refusal: null, dropped: true };
    }, (error: unknown): DataFault => {
      logUnexpected(this.logger, 'smtp.error', error, { stage: 'data', remote: session.remoteAddress });
      return { delayMs: 0, refusal: { error: replies.storeFailed(), enhancedCode: null }, dropped: false };
    });
  }

  private ask(session: SMTPServerSession, stage: 'rcpt' | 'data', targets: Array<{ inboxId: string; recipient: string }>): Promise<SmtpFaultOutcome> {
    const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
    return this.service.smtpFaultAt({ stage, targets, clientAddress: session.remoteAddress, mailFrom });
  }

  private log(hit: SmtpFaultHit, at: 'rcpt' | 'data', session: SMTPServerSession, recipient?: string): void {
    this.observer.refused(at, 'smtp_fault');
    logSmtpRefused(this.logger, {
      stage: at, code: hit.code ?? 0, reason: 'smtp_fault', remote: session.remoteAddress, rule_id: hit.ruleId,
      ...(recipient !== undefined ? { recipient } : {}),
    });
  }
}

function faultReply(hit: SmtpFaultHit): FaultReply {
  return { error: smtpError(hit.code ?? 451, hit.text), enhancedCode: hit.enhancedCode };
}

/** The connection dropped without a reply: the socket ends and is destroyed at once. */
function drop(connection: PromptConnection | undefined): void {
  if (!connection) return;
  connection.close();
  connection._socket.destroy();
}
