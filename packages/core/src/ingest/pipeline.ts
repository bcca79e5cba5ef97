import { InboxkitError } from '../errors.js';
import { iso, type Clock, type IdGenerator } from '../clock.js';
import type { AnalysisStatus, MessageDetail } from '../types.js';
import { monthPeriod, type AnalysisFields, type InboxRow, type Store } from '../store/index.js';
import type { EmailEvent, InboxEventEmitter } from '../events/events.js';
import type { EventSinks } from '../events/sinks.js';
import type { ExtractResult } from '../extract/types.js';
import type { ParsedMail } from './parse.js';
import type { Preparer } from './prepare.js';
import { Router, type ReceivedCount, type RejectReason } from './route.js';
import { BatchUsage, type UsageCounter } from './batch-usage.js';

export interface Envelope {
  /** MAIL FROM, or null for the null sender. */
  mailFrom?: string | null;
  /** RCPT TO addresses as the client sent them. */
  rcptTo: string[];
}

export interface StoredMessageRef {
  messageId: string;
  seq: number;
  inboxId: string;
  accountId: string;
  recipient: string;
}

export interface IngestResult {
  stored: StoredMessageRef[];
  rejected: Array<{ recipient: string; reason: RejectReason }>;
  malformed: boolean;
}

/** What a hook sees of a message while its transaction is still open. */
export interface StoredMessage {
  ref: StoredMessageRef;
  inbox: InboxRow;
  detail: MessageDetail;
  receivedEvent: EmailEvent;
  /** Fields the built-in analyzer computed while the message was prepared, or null. */
  precomputedAnalysis: AnalysisFields | null;
  /**
   * The analysis written with the row itself (status `complete` in the store, while `detail`
   * and email.received still show `queued`): a hook announces it, or puts the row back to
   * `queued` if it cannot. Null when the row was stored without one.
   */
  recordedAnalysis: AnalysisFields | null;
  /** The batch's usage counters: a hook counts here what it uses (written once per batch). */
  usage: UsageCounter;
  /**
   * Filled by hooks: in-process events to emit once the batch has committed, right after this
   * message's email.received (the analysis queue's email.enriched when it completed in the
   * ingest transaction).
   */
  afterReceived: Array<() => void>;
}

/**
 * Synchronous work that must commit or roll back with the message (outbox rows, queue rows).
 * Hooks run after the message's email.received went to the sinks.
 */
export type InTransactionHook = (message: StoredMessage) => void;

export interface PipelineDeps {
  store: Store;
  router: Router;
  events: InboxEventEmitter;
  clock: Clock;
  ids: IdGenerator;
  prepare: Preparer;
  /** Transactional consumers of email.received (webhook outbox). */
  sinks: EventSinks;
  /**
   * The analysis status a newly stored message starts in (`none` when no analyzer runs or the
   * message is not eligible, `queued`, or `skipped_quota`), and the fields to record with the
   * row when the analysis is already done (`precomputed` by the built-in analyzer while
   * parsing). Runs inside the transaction; `usage` holds the batch's counters.
   */
  initialAnalysis: (accountId: string, eligible: boolean, now: number, usage: UsageCounter, precomputed: AnalysisFields | null) => InitialAnalysis;
  /** False when the service runs no analyzer: then no message is eligible. */
  analysisEnabled: boolean;
}

export interface InitialAnalysis {
  status: AnalysisStatus;
  /** Recorded with the row (stored `complete`); only with status `queued`. */
  recorded: AnalysisFields | null;
}

interface Pending {
  raw: Buffer;
  envelope: Envelope;
  parsed: ParsedMail;
  extracted: ExtractResult;
  preview: string | null;
  analysis: AnalysisFields | null;
  resolve: (result: IngestResult) => void;
  reject: (error: unknown) => void;
}

interface Outcome {
  item: Pending;
  result?: IngestResult;
  error?: unknown;
  stored: StoredMessage[];
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
 * caller's promise resolves only after that commit; events fire after it too.
 */
export class IngestPipeline {
  private pending: Pending[] = [];
  private flushScheduled = false;
  private inFlight = 0;
  private idleWaiters: Array<() => void> = [];
  private readonly counts = { batches: 0, messages: 0, largestBatch: 0 };
  readonly hooks: InTransactionHook[] = [];

  constructor(private readonly deps: PipelineDeps) {}

  async ingest(raw: Buffer | string, envelope: Envelope): Promise<IngestResult> {
    const source = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
    if (!envelope || !Array.isArray(envelope.rcptTo) || envelope.rcptTo.length === 0) {
      throw new InboxkitError('invalid_request', 'envelope.rcptTo must name at least one recipient', { field: 'rcptTo' });
    }
    this.inFlight++;
    try {
      const { parsed, extracted, preview, analysis } = await this.deps.prepare(source);
      return await new Promise<IngestResult>((resolve, reject) => {
        this.pending.push({ raw: source, envelope, parsed, extracted, preview, analysis, resolve, reject });
        if (!this.flushScheduled) {
          this.flushScheduled = true;
          setImmediate(() => this.flush());
        }
      });
    } finally {
      if (--this.inFlight === 0) for (const w of this.idleWaiters.splice(0)) w();
    }
  }

  /** Commits so far: batch transactions, messages in them, the largest batch. */
  stats(): { batches: number; messages: number; largestBatch: number } {
    return { ...this.counts };
  }

  /** Resolves when no ingest is between parse and commit (for a clean shutdown). */
  idle(): Promise<void> {
    return this.inFlight === 0 ? Promise.resolve() : new Promise((r) => this.idleWaiters.push(r));
  }

  private flush(): void {
    this.flushScheduled = false;
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    this.counts.batches++;
    this.counts.messages += batch.length;
    if (batch.length > this.counts.largestBatch) this.counts.largestBatch = batch.length;
    // One clock reading per batch: its messages commit together, so they arrive together.
    const now = this.deps.clock();
    let outcomes: Outcome[];
    try {
      // A message a hook or sink refuses fails alone (storeBatch keeps no state between attempts).
      outcomes = this.deps.store.batchTx((isolate) => this.storeBatch(batch, now, isolate));
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    for (const o of outcomes) {
      if (o.error !== undefined) o.item.reject(o.error);
      else o.item.resolve(o.result!);
    }
    for (const o of outcomes) {
      for (const m of o.stored) {
        this.deps.events.emit('email.received', m.receivedEvent, { accountId: m.ref.accountId, seq: m.ref.seq });
        for (const follow of m.afterReceived) follow();
      }
    }
  }

  /**
   * Stores every message of a batch; runs inside the batch transaction. Usage counters are
   * read once per account and kept in memory across the batch (so a quota stays exact at its
   * boundary), then written once at the end (see BatchUsage), as is each inbox's
   * last_message_received_at. With `isolate`, each message runs in its own savepoint and a
   * failure is recorded against it; without, the first failure throws out of the batch.
   */
  private storeBatch(batch: Pending[], now: number, isolate: boolean): Outcome[] {
    const { store } = this.deps;
    const tally: BatchTally = { now, at: iso(now), usage: new BatchUsage(store.usage, monthPeriod(now)), touched: new Set() };
    const received: ReceivedCount = (accountId) => tally.usage.get(accountId, RECEIVED_METRIC);
    const outcomes: Outcome[] = [];
    for (const item of batch) {
      const outcome: Outcome = { item, stored: [] };
      if (!isolate) {
        outcome.result = this.storeOne(item, tally, received, outcome.stored);
      } else {
        const mark = tally.usage.mark();
        try {
          outcome.result = store.tx(() => this.storeOne(item, tally, received, outcome.stored));
        } catch (error) {
          outcome.error = error;
          // Its savepoint rolled back: so do its counts.
          tally.usage.rollbackTo(mark);
          outcome.stored = [];
        }
      }
      for (const m of outcome.stored) tally.touched.add(m.ref.inboxId);
      outcomes.push(outcome);
    }
    tally.usage.write();
    for (const inboxId of tally.touched) store.inboxes.touch(inboxId, now);
    return outcomes;
  }

  /** Pushes each stored copy to `out` as soon as its rows are written (and counted). */
  private storeOne(item: Pending, tally: BatchTally, received: ReceivedCount, out: StoredMessage[]): IngestResult {
    const { parsed, extracted, preview, envelope, raw } = item;
    const { now, at } = tally;
    const result: IngestResult = { stored: [], rejected: [], malformed: parsed.malformed };
    const seen = new Set<string>();
    const fromEmail = parsed.fromEmail ?? envelope.mailFrom ?? '';
    for (const recipient of envelope.rcptTo) {
      const decision = this.deps.router.route(recipient, now, received);
      if (!decision.ok) {
        result.rejected.push({ recipient, reason: decision.reason });
        continue;
      }
      // One message per receiving inbox, even when several recipients route to it.
      if (seen.has(decision.inbox.id)) continue;
      seen.add(decision.inbox.id);
      const eligible = this.deps.analysisEnabled && isEligible(decision.inbox, decision.normalized);
      const { status, recorded } = this.deps.initialAnalysis(decision.account.id, eligible, now, tally.usage, item.analysis);
      const id = this.deps.ids('msg');
      const row = {
        id, account_id: decision.account.id, inbox_id: decision.inbox.id,
        from_email: fromEmail, to_email: recipient.trim().replace(/^<|>$/g, ''), to_email_norm: decision.normalized,
        subject: parsed.subject, preview_text: preview, received_at: now,
        has_text_body: parsed.text === null ? 0 : 1, has_html_body: parsed.html === null ? 0 : 1,
        otp: extracted.otp, links: JSON.stringify(extracted.links), intent: extracted.intent,
        malformed: parsed.malformed ? 1 : 0, parse_error: parsed.parseError, size_bytes: raw.length,
        analysis_eligible: eligible ? 1 : 0, analysis_requested_at: status === 'queued' ? now : null,
        // Recorded now saves an UPDATE of the row just written; the announcement is the hook's.
        ...(recorded
          ? { analysis_status: 'complete' as const, analysis_completed_at: now, analysis_result: JSON.stringify(recorded), analysis_attempts: 1 }
          : { analysis_status: status, analysis_completed_at: null, analysis_result: null, analysis_attempts: 0 }),
      };
      const seq = this.deps.store.messages.insert(row, { text_body: parsed.text, html_body: parsed.html, raw });
      const ref: StoredMessageRef = { messageId: id, seq, inboxId: decision.inbox.id, accountId: decision.account.id, recipient };
      const detail: MessageDetail = {
        id, inbox_id: decision.inbox.id, inbox_email_address: decision.inbox.email_address,
        inbox_label: decision.inbox.label, from_email: row.from_email, to_email: row.to_email,
        subject: row.subject, preview_text: row.preview_text, received_at: at,
        has_text_body: row.has_text_body === 1, has_html_body: row.has_html_body === 1,
        text_body: parsed.text, html_body: parsed.html, otp: extracted.otp, links: extracted.links,
        intent: extracted.intent,
        // As email.received reads it: before the analysis, even when the row already holds it.
        analysis: {
          eligible, status, requested_at: row.analysis_requested_at === null ? null : at, completed_at: null,
          detected_otp: null, sender_name: null, category: null, extracted_id: null, amount_mentioned: null,
          is_urgent: null, action_required: null, summary: null,
        },
      };
      const receivedEvent: EmailEvent = {
        id: this.deps.ids('evt'), type: 'email.received', created_at: at,
        data: { inbox: { id: decision.inbox.id, email_address: decision.inbox.email_address, label: decision.inbox.label }, message: detail },
      };
      const stored: StoredMessage = {
        ref, inbox: decision.inbox, detail, receivedEvent, precomputedAnalysis: item.analysis, recordedAnalysis: recorded,
        usage: tally.usage, afterReceived: [],
      };
      // Counted at once (a later recipient in this batch sees it), written once per batch;
      // pushed before the hooks run, so a rollback can take the count back.
      out.push(stored);
      tally.usage.add(ref.accountId, RECEIVED_METRIC, 1);
      this.deps.sinks.write(receivedEvent, { accountId: ref.accountId, seq });
      for (const hook of this.hooks) hook(stored);
      result.stored.push(ref);
    }
    return result;
  }
}
