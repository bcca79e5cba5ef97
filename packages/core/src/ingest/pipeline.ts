import { InboxkitError } from '../errors.js';
import { iso, monthPeriod, type Clock, type IdGenerator } from '../clock.js';
import type { MessageDetail } from '../types.js';
import { facetsOf, SEQUENCE_LOCK, type StoredAccount, type AnalysisFields, type InboxRow, type NewMessage, type Storage, type StorageTx } from '../storage/index.js';
import { analysisBlock, emailEvent } from '../events/message-event.js';
import type { Publish } from '../events/publish.js';
import type { ExtractResult } from '../extract/types.js';
import type { ParsedMail } from './parse.js';
import type { PreparedMail, Preparer } from './prepare.js';
import { Router, type ReceivedCount, type RejectReason, type RouteDecision } from './route.js';
import { BatchUsage } from './batch-usage.js';
import { toAttachments } from '../content/attachments.js';
import { encodeSafety } from '../safety/codec.js';
import { blindRecipients } from '../content/headers.js';
import { tagAtIngest } from '../tags/ingest.js';
import { searchableOf } from './searchable.js';
import type { AdmitInput, IngestAnalysisHook, InitialAnalysis, StoredMessageRef } from './hooks.js';

export type { StoredMessage, StoredMessageRef, IngestAnalysisHook, InitialAnalysis } from './hooks.js';

export interface Envelope {
  /** MAIL FROM, or null for the null sender. */
  mailFrom?: string | null;
  /** RCPT TO addresses as the client sent them. */
  rcptTo: string[];
  /** The SMTP client's address (SPF checks it); absent in-process. */
  clientAddress?: string | null;
  /** The name the client gave in EHLO/HELO. */
  helo?: string | null;
}

/** The envelope as the message row keeps it (JSON in `envelope`) and the authentication check reads it. */
export const toMailEnvelope = (e: Envelope) => ({ mail_from: e.mailFrom ?? null, client_address: e.clientAddress ?? null, helo: e.helo ?? null });

export interface IngestResult {
  stored: StoredMessageRef[];
  rejected: Array<{ recipient: string; reason: RejectReason }>;
  malformed: boolean;
}

export interface PipelineDeps {
  storage: Storage;
  /** The publish step email.received goes through (the service's list of subscribers). */
  publish: Publish;
  router: Router;
  clock: Clock;
  ids: IdGenerator;
  prepare: Preparer;
  /** Analysis, when the service runs an analyzer; null: every message starts `none`. */
  analysis: IngestAnalysisHook | null;
}

interface Attachments { json: string; list: MessageDetail['attachments'] }

/** One receiving inbox's copy of a message. */
interface Copy {
  decision: Extract<RouteDecision, { ok: true }>;
  recipient: string;
  eligible: boolean;
  attachments: Attachments;
  /** The envelope as kept (`toMailEnvelope`), the same for every copy. */
  envelope: ReturnType<typeof toMailEnvelope>;
}

const NO_ANALYSIS: InitialAnalysis = { status: 'none', recorded: null };

/** A copy planned before the batch's copies are written together. */
interface Planned {
  result: IngestResult;
  initial: InitialAnalysis;
  /** What analysis was asked (null: no analyzer). */
  input: AdmitInput | null;
  message: NewMessage;
  detail: MessageDetail;
  ref: StoredMessageRef;
  /** The envelope recipients routed to this copy, as written (its envelope's `rcpt_to`). */
  recipients: string[];
  envelope: Copy['envelope'];
  /** The addresses the To header names. */
  to: string[];
  /** The receiving inbox's account and address (its tags are decided by them). */
  account: StoredAccount;
  inboxAddress: string;
}

/** A recipient as the row writes it: without white space or angle brackets. */
const bare = (recipient: string) => recipient.trim().replace(/^<|>$/g, '');

interface Pending {
  raw: Buffer;
  envelope: Envelope;
  parsed: ParsedMail;
  extracted: ExtractResult;
  preview: string | null;
  analysis: AnalysisFields | null;
  /** What the search index reads as the body of HTML-only mail (see PreparedMail). */
  htmlSearchText: string | null;
  stored: PreparedMail['stored'];
  safety: PreparedMail['safety'];
  headers: PreparedMail['headers'];
  searchTokens: PreparedMail['searchTokens'];
  resolve: (result: IngestResult) => void;
  reject: (error: unknown) => void;
}

interface Outcome {
  item: Pending;
  result?: IngestResult;
  error?: unknown;
}

/** What one batch transaction accumulates before writing it once. */
interface BatchTally {
  now: number;
  /** iso(now), computed once. */
  at: string;
  /** Usage counters (received messages, analyses) as the batch sees them. */
  usage: BatchUsage;
  /** Inboxes that received mail in this batch. */
  touched: Set<string>;
  /** Routes in the batch's transaction, counting what the batch stored so far. */
  received: ReceivedCount;
}

const RECEIVED_METRIC = 'received_messages';

function isEligible(inbox: InboxRow, normalizedRecipient: string): boolean {
  switch (inbox.analysis_mode) {
    case 'all': return true;
    case 'disabled': return false;
    case 'allowlist': return (JSON.parse(inbox.analysis_recipients) as string[]).includes(normalizedRecipient);
    case 'blocklist': return !(JSON.parse(inbox.analysis_recipients) as string[]).includes(normalizedRecipient);
  }
}

/**
 * prepare (parse + extract) → group commit → events. Messages that finish parsing in the same turn
 * of the event loop commit in one transaction (one WAL write for many messages), and each
 * caller's promise resolves only after that commit; events fire after it too. One batch
 * transaction at a time: what is prepared while one commits joins the next, so a message's
 * seq, its usage count and its events follow commit order on every engine (on PostgreSQL the
 * batches would otherwise run side by side on their own connections).
 */
export class IngestPipeline {
  private pending: Pending[] = [];
  private flushScheduled = false;
  /** A batch transaction is under way; the next starts after it. */
  private committing = false;
  private inFlight = 0;
  /** When an ingest last started or ended (performance.now()). */
  private lastActive = -Infinity;
  private idleWaiters: Array<() => void> = [];
  private readonly counts = { batches: 0, messages: 0, largestBatch: 0 };

  constructor(private readonly deps: PipelineDeps) {}

  async ingest(raw: Buffer | string, envelope: Envelope): Promise<IngestResult> {
    const source = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
    if (!envelope || !Array.isArray(envelope.rcptTo) || envelope.rcptTo.length === 0) {
      throw new InboxkitError('invalid_request', 'envelope.rcptTo must name at least one recipient', { field: 'rcptTo' });
    }
    this.inFlight++;
    this.lastActive = performance.now();
    try {
      const { parsed, extracted, preview, analysis, htmlSearchText, stored, safety, headers, searchTokens } = await this.deps.prepare(source);
      return await new Promise<IngestResult>((resolve, reject) => {
        this.pending.push({ raw: source, envelope, parsed, extracted, preview, analysis, htmlSearchText, stored, safety, headers, searchTokens, resolve, reject });
        this.schedule();
      });
    } finally {
      this.lastActive = performance.now();
      if (--this.inFlight === 0) for (const w of this.idleWaiters.splice(0)) w();
    }
  }

  /** Ingests between their start and their commit now (being parsed, or waiting for their batch). */
  get size(): number {
    return this.inFlight;
  }

  /** Commits so far: batch transactions, messages in them, the largest batch. */
  stats(): { batches: number; messages: number; largestBatch: number } {
    return { ...this.counts };
  }

  /**
   * Null once no message has been in ingest for `quietMs`; else a promise of a moment worth
   * asking again (when the ones in flight are done, or the quiet time has passed).
   */
  busy(quietMs: number): Promise<void> | null {
    if (this.inFlight > 0) return this.idle();
    const wait = this.lastActive + quietMs - performance.now();
    return wait > 0 ? new Promise((resolve) => setTimeout(resolve, Math.ceil(wait))) : null;
  }

  /** Resolves when no ingest is between parse and commit (for a clean shutdown). */
  idle(): Promise<void> {
    return this.inFlight === 0 ? Promise.resolve() : new Promise((r) => this.idleWaiters.push(r));
  }

  /** A flush at the next turn of the event loop, unless one is due already. */
  private schedule(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => this.flush());
  }

  /** Commits what is pending, unless a batch is committing: then it runs once that one is done. */
  private flush(): void {
    this.flushScheduled = false;
    if (this.committing || this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    this.committing = true;
    void this.commit(batch).finally(() => {
      this.committing = false;
      if (this.pending.length > 0) this.schedule();
    });
  }

  private async commit(batch: Pending[]): Promise<void> {
    this.counts.batches++;
    this.counts.messages += batch.length;
    if (batch.length > this.counts.largestBatch) this.counts.largestBatch = batch.length;
    // One clock reading per batch: its messages commit together, so they arrive together.
    const now = this.deps.clock();
    let outcomes: Outcome[];
    let received: Map<string, number>;
    try {
      // Optimistically in one transaction; if anything failed, again with a savepoint per
      // message, so a message a hook or subscriber refuses fails alone (a savepoint per message costs
      // on every batch, and failures are rare).
      const { storage } = this.deps;
      ({ outcomes, received } = await storage.transaction((tx) => this.storeBatch(tx, batch, now, false))
        .catch(() => storage.transaction((tx) => this.storeBatch(tx, batch, now, true))));
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    this.deps.router.committed(received, now);
    for (const o of outcomes) {
      if (o.error !== undefined) o.item.reject(o.error);
      else o.item.resolve(o.result!);
    }
  }

  /**
   * Stores every message of a batch; runs inside the batch transaction. Usage counters are
   * read once per account and kept in memory across the batch (so a quota stays exact at its
   * boundary), then written once at the end (see BatchUsage), as is each inbox's
   * last_message_received_at; the counts it leaves go to the router's check at RCPT. With
   * `isolate`, each message runs in its own savepoint and a failure is recorded against it;
   * without, the first failure throws out of the batch.
   */
  private async storeBatch(tx: StorageTx, batch: Pending[], now: number, isolate: boolean): Promise<{ outcomes: Outcome[]; received: Map<string, number> }> {
    // Before the counters are read: another process's batch that commits meanwhile is counted
    // (quotas hold across daemons on one database), and seqs follow commit order.
    await tx.lock(SEQUENCE_LOCK);
    const usage = new BatchUsage(tx.usage, monthPeriod(now));
    const tally: BatchTally = {
      now, at: iso(now), usage, touched: new Set(), received: (accountId) => usage.get(accountId, RECEIVED_METRIC),
    };
    let outcomes: Outcome[];
    if (!isolate) {
      const results = await this.storeItems(tx, batch, tally, false);
      outcomes = batch.map((item, i) => ({ item, result: results[i]! }));
    } else {
      outcomes = [];
      for (const item of batch) {
        const outcome: Outcome = { item };
        const mark = tally.usage.mark();
        const touched = new Set(tally.touched);
        try {
          outcome.result = (await tx.savepoint(() => this.storeItems(tx, [item], tally, true)))[0]!;
        } catch (error) {
          outcome.error = error;
          // Its savepoint rolled back: so do its counts.
          tally.usage.rollbackTo(mark);
          tally.touched = touched;
        }
        outcomes.push(outcome);
      }
    }
    await tally.usage.write();
    for (const inboxId of tally.touched) await tx.inboxes.touch(inboxId, now);
    return { outcomes, received: usage.counts(RECEIVED_METRIC) };
  }

  /**
   * Stores messages in three steps: every recipient routed and its copy planned (analysis
   * admitted, counts taken, so the next recipient is decided against them), then every copy
   * written at once (`messages.insertMany`: one statement on PostgreSQL), then each copy's
   * email.received published and its analysis followed up, in order.
   */
  private async storeItems(tx: StorageTx, items: Pending[], tally: BatchTally, isolated: boolean): Promise<IngestResult[]> {
    const { analysis } = this.deps;
    const results: IngestResult[] = [];
    const planned: Planned[] = [];
    for (const item of items) {
      const { parsed, envelope } = item;
      const result: IngestResult = { stored: [], rejected: [], malformed: parsed.malformed };
      results.push(result);
      const seen = new Map<string, Planned>();
      // Described once per message, whatever the number of receiving inboxes (bytes stay in raw).
      const mailEnvelope = toMailEnvelope(envelope);
      const attachments: Attachments = {
        json: parsed.attachments.length === 0 ? '[]' : JSON.stringify(parsed.attachments), list: toAttachments(parsed.attachments),
      };
      for (const recipient of envelope.rcptTo) {
        const decision = await this.deps.router.route(recipient, tally.now, tx, tally.received);
        if (!decision.ok) {
          result.rejected.push({ recipient, reason: decision.reason });
          continue;
        }
        // One message per receiving inbox, even when several recipients route to it.
        const copyOf = seen.get(decision.inbox.id);
        if (copyOf) {
          if (!copyOf.recipients.includes(bare(recipient))) copyOf.recipients.push(bare(recipient));
          continue;
        }
        const eligible = analysis !== null && isEligible(decision.inbox, decision.normalized);
        const input: AdmitInput | null = analysis
          ? { account: decision.account, eligible, usage: tally.usage, precomputed: item.analysis, isolated } : null;
        const initial = input ? await analysis!.admit(input) : NO_ANALYSIS;
        const copy = this.plan(item, result, tally, { decision, recipient, eligible, attachments, envelope: mailEnvelope }, initial, input);
        seen.set(decision.inbox.id, copy);
        planned.push(copy);
        // Counted at once (a later recipient in this batch sees it), written once per batch.
        tally.usage.add(decision.account.id, RECEIVED_METRIC, 1);
        tally.touched.add(decision.inbox.id);
      }
    }
    // Each copy's envelope names the recipients routed to it: who of them To and Cc leave out got a blind copy.
    for (const { message, detail, recipients, envelope, to } of planned) {
      message.row.envelope = JSON.stringify({ ...envelope, rcpt_to: recipients });
      detail.bcc = blindRecipients(recipients, to, detail.cc);
    }
    const seqs = await tx.messages.insertMany(planned.map((p) => p.message));
    for (let k = 0; k < planned.length; k++) {
      const { result, ref, detail, initial, input, account, inboxAddress } = planned[k]!;
      ref.seq = seqs[k]!;
      detail.tags = await tagAtIngest(tx, { seq: ref.seq, account, recipient: ref.recipient, inboxAddress, headers: detail.headers });
      // Its subscribers write inside this transaction; the in-process ones hear it after the commit,
      // before anything analysis announces for the same message.
      await this.deps.publish(tx, emailEvent(this.deps.ids('evt'), 'email.received', tally.now, detail), { accountId: ref.accountId, seq: ref.seq });
      if (input) await analysis!.stored(tx, input, initial, { ref, detail });
      result.stored.push(ref);
    }
    return results;
  }

  /** One receiving inbox's copy, planned: its row, content and search entry, and the detail email.received carries. */
  private plan(item: Pending, result: IngestResult, tally: BatchTally, copy: Copy, initial: InitialAnalysis, input: AdmitInput | null): Planned {
    const { decision, recipient, eligible, attachments } = copy;
    const { parsed, extracted, preview, envelope, raw } = item;
    const { now } = tally;
    const { status, recorded } = initial;
    // Encoded while preparing (content/codec.ts).
    const content = { bodies: item.stored.bodies, raw: item.stored.raw, text_body: null, html_body: null };
    const accountId = decision.account.id;
    const id = this.deps.ids('msg');
    const row = {
      id, account_id: accountId, inbox_id: decision.inbox.id,
      from_email: parsed.fromEmail ?? envelope.mailFrom ?? '', to_email: bare(recipient), to_email_norm: decision.normalized,
      subject: parsed.subject, preview_text: preview, received_at: now,
      has_text_body: parsed.text === null ? 0 : 1, has_html_body: parsed.html === null ? 0 : 1,
      otp: extracted.otp, otp_candidates: extracted.otpCandidates.length ? JSON.stringify(extracted.otpCandidates) : null,
      links: item.stored.links, intent: extracted.intent,
      malformed: parsed.malformed ? 1 : 0, parse_error: parsed.parseError, size_bytes: raw.length,
      analysis_eligible: eligible ? 1 : 0, analysis_requested_at: status === 'queued' ? now : null,
      attachments: attachments.json, envelope: null as string | null, safety: encodeSafety(item.safety),
      facets: facetsOf(parsed.attachments.length, extracted.links.map((l) => l.type)),
      // Recorded now saves an UPDATE of the row just written; the announcement is the hook's.
      ...(recorded
        ? { analysis_status: 'complete' as const, analysis_completed_at: now, analysis_result: JSON.stringify(recorded), analysis_attempts: 1 }
        : { analysis_status: status, analysis_completed_at: null, analysis_result: null, analysis_attempts: 0 }),
    };
    const detail: MessageDetail = {
      id, inbox_id: decision.inbox.id, inbox_email_address: decision.inbox.email_address,
      inbox_label: decision.inbox.label, from_email: row.from_email, to_email: row.to_email,
      subject: row.subject, preview_text: row.preview_text, received_at: tally.at,
      has_text_body: row.has_text_body === 1, has_html_body: row.has_html_body === 1, read: false, tags: [],
      text_body: parsed.text, html_body: parsed.html, otp: extracted.otp, otp_candidates: extracted.otpCandidates, links: extracted.links,
      intent: extracted.intent,
      // As email.received reads it: before the analysis, even when the row already holds it.
      analysis: analysisBlock({ eligible, status, requestedAt: row.analysis_requested_at, completedAt: null }),
      attachments: attachments.list,
      safety: item.safety,
      headers: item.headers, cc: parsed.cc, bcc: [],
    };
    return {
      result, initial, input, detail,
      message: { row, content, searchable: searchableOf(item, row.to_email) },
      // seq: set once the copy is written.
      ref: { messageId: id, seq: 0, inboxId: decision.inbox.id, accountId, recipient },
      recipients: [row.to_email], envelope: copy.envelope, to: parsed.to,
      account: decision.account, inboxAddress: decision.inbox.email_address,
    };
  }
}
