/**
 * The analysis queue: how an analysis joins ingest, and the loop that runs it. Two paths:
 * 1. Recorded at ingest: while the loop runs, the built-in analyzer's fields computed while
 *    parsing are written with the message row; the hook only announces them (email.enriched).
 * 2. Queued job: one analysis_jobs row, written in the ingest transaction beside its message
 *    (they commit or vanish together) and deleted in the transaction that records the outcome.
 *    The loop leases due jobs for the analyzer. A process that dies mid-attempt leaves a lease
 *    that runs out, and the job runs again; each lease counts as an attempt, so a message that
 *    kills the process every time still ends `failed` after maxAttempts.
 *
 * Budget: an eligible message counts against the account's monthly_analyses when admitted
 * (metric 'analyses', calendar month UTC); once spent, new messages start `skipped_quota`.
 * Retries and failures neither refund nor charge again: the budget counts admitted messages,
 * which is what a reader of the quota can predict.
 */
import { iso, type Clock, type IdGenerator } from '../clock.js';
import type { MessageDetail } from '../types.js';
import type { AnalysisFields, DetailRow, Storage, StorageTx } from '../storage/index.js';
import { attachmentsOf, headerFieldsOf, toDetail } from '../messages/rows.js';
import { decodeLinks, readContent } from '../content/codec.js';
import { emailEvent, eventMessage } from '../events/message-event.js';
import type { Publish } from '../events/publish.js';
import type { AdmitInput, IngestAnalysisHook, InitialAnalysis, StoredMessage } from '../ingest/hooks.js';
import { DEFAULT_ENTITLEMENTS } from '../accounts/plans.js';
import { createLeaseWorker, untilAborted, type ClaimResult, type ClaimTurn, type LeaseWorker } from '../work/index.js';
import type { Analyzer, AnalyzerInput } from '../analyzers/types.js';
import { createBuiltinAnalyzer } from '../analyzers/builtin.js';
import { fromDisplayName } from '../analyzers/headers.js';
import { validateAnalysisFields } from '../analyzers/validate.js';

export interface AnalysisOptions {
  /** Default: the built-in deterministic analyzer. */
  analyzer?: Analyzer;
  /** Analyzer attempts in flight at once (results recorded at ingest need no slot). Default 2. */
  concurrency?: number;
  /** Attempts before a message ends `failed`. Default 3. */
  maxAttempts?: number;
  /** Wait before retry n (1-based: index 0 after the first failure); the last repeats. */
  retryDelaysMs?: number[];
  /** How often the idle loop looks for due jobs (retries, expired leases). Default 1,000 ms. */
  pollIntervalMs?: number;
  /** One attempt's budget; the analyzer's signal aborts after it. Default 60,000 ms. */
  attemptTimeoutMs?: number;
}

export const ANALYSIS_DEFAULTS = {
  concurrency: 2, maxAttempts: 3, retryDelaysMs: [10_000, 60_000, 300_000], pollIntervalMs: 1_000, attemptTimeoutMs: 60_000,
} as const;

/** Usage counter metric of admitted analyses (usage_counters.metric). */
export const ANALYSES_METRIC = 'analyses';
/** Due jobs looked at per loop turn; every outcome of a turn commits in one transaction. */
export const ANALYSIS_BATCH = 32;
/** How long past an attempt's timeout a lease lasts before another worker may take the job. */
const LEASE_MARGIN_MS = 30_000;
const MAX_ERROR_CHARS = 500;
const RAW_HEAD_BYTES = 64 * 1024;

export interface AnalysisQueueDeps {
  storage: Storage;
  /** The publish step email.enriched goes through (the service's list of subscribers). */
  publish: Publish;
  clock: Clock;
  ids: IdGenerator;
  options?: AnalysisOptions;
}

export interface AnalysisQueue {
  /** For the ingest pipeline; its methods work unbound. */
  readonly hook: IngestAnalysisHook;
  /** Starts the background loop. Timers are unref'd; it yields to the event loop between turns. */
  start(): void;
  /** Stops the loop: in-flight attempts are aborted and their jobs stay queued. */
  stop(): Promise<void>;
  /** Processes every job due at clock() now; resolves with how many jobs it handled. */
  runDue(): Promise<number>;
  /** Jobs not yet finished (queued, retrying or in flight). */
  pending(): Promise<number>;
  readonly analyzer: Analyzer;
}

/** A leased job; `attempts` includes this one. */
interface Leased { seq: number; attempts: number }
/** The message as read when its attempt started (or as stored at ingest): what email.enriched carries. */
interface Snapshot { detail: MessageDetail; accountId: string }

type Outcome =
  | { job: Leased; kind: 'done'; message: Snapshot; fields: AnalysisFields }
  | { job: Leased; kind: 'error'; error: string }
  /** Aborted by stop(): not an attempt at all. */
  | { job: Leased; kind: 'abandoned' }
  /** The message is gone or no longer queued: the job is dropped. */
  | { job: Leased; kind: 'drop' };

/** The options over ANALYSIS_DEFAULTS, within sane bounds. */
function settings(o: AnalysisOptions) {
  return {
    concurrency: Math.max(1, Math.floor(o.concurrency ?? ANALYSIS_DEFAULTS.concurrency)),
    maxAttempts: Math.max(1, Math.floor(o.maxAttempts ?? ANALYSIS_DEFAULTS.maxAttempts)),
    retryDelaysMs: o.retryDelaysMs?.length ? o.retryDelaysMs.map((d) => Math.max(0, d)) : [...ANALYSIS_DEFAULTS.retryDelaysMs],
    pollIntervalMs: Math.max(10, o.pollIntervalMs ?? ANALYSIS_DEFAULTS.pollIntervalMs),
    attemptTimeoutMs: Math.max(1, o.attemptTimeoutMs ?? ANALYSIS_DEFAULTS.attemptTimeoutMs),
  };
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > MAX_ERROR_CHARS ? `${text.slice(0, MAX_ERROR_CHARS - 1)}…` : text;
}

function validFields(fields: AnalysisFields | null): AnalysisFields | null {
  try {
    return fields && validateAnalysisFields(fields);
  } catch {
    return null; // not valid: the job path analyses the message again
  }
}

function analyzerInput(row: DetailRow, content: { text_body: string | null; html_body: string | null }, head: Buffer | null): AnalyzerInput {
  return {
    subject: row.subject, text: content.text_body, html: content.html_body, fromName: fromDisplayName(head),
    fromEmail: row.from_email, toEmail: row.to_email, otp: row.otp, links: decodeLinks(row.links),
    intent: row.intent, receivedAt: iso(row.received_at),
  };
}

/**
 * The analysis policy over the lease worker (work/): each turn (a setImmediate, so SMTP and
 * HTTP interleave) is ONE write transaction; the analyzer runs outside transactions; events
 * follow the commit.
 */
class Queue implements AnalysisQueue {
  readonly analyzer: Analyzer;
  private readonly o: ReturnType<typeof settings>;
  private readonly worker: LeaseWorker<Leased>;

  constructor(private readonly deps: AnalysisQueueDeps) {
    this.analyzer = deps.options?.analyzer ?? createBuiltinAnalyzer();
    this.o = settings(deps.options ?? {});
    this.worker = createLeaseWorker<StorageTx, Leased, Outcome>(deps.storage, {
      key: (job) => job.seq,
      claim: (tx, turn) => this.claim(tx, turn),
      attempt: (job, signal) => this.attempt(job, signal),
      abandoned: (job) => ({ job, kind: 'abandoned' }),
      record: async (tx, outcomes, now) => {
        let handled = 0;
        for (const outcome of outcomes) handled += await this.record(tx, outcome, now);
        return handled;
      },
    }, {
      clock: deps.clock, concurrency: this.o.concurrency, pollIntervalMs: this.o.pollIntervalMs,
      leaseMs: this.o.attemptTimeoutMs + LEASE_MARGIN_MS, attemptTimeoutMs: this.o.attemptTimeoutMs,
      abortOnStop: true, stopReason: 'analysis queue stopped',
    });
  }

  readonly hook: IngestAnalysisHook = {
    admit: async (input) => {
      const initial = await this.initial(input);
      // Counted once admitted: announced with the row or queued as a job, it is one analysis.
      if (initial.status === 'queued') input.usage.add(input.account.id, ANALYSES_METRIC, 1);
      return initial;
    },
    stored: async (tx, input, initial, message) => {
      if (initial.status !== 'queued') return;
      const { seq, accountId } = message.ref;
      if (initial.recorded && await this.announceRecorded(tx, message, initial.recorded, input)) return;
      await tx.analysisJobs.insert(seq, accountId, Date.parse(message.detail.received_at));
      tx.onCommit(() => this.worker.kick());
    },
  };

  /** The state a copy's analysis starts in (what admit() decides first); counts nothing. */
  private async initial({ account, eligible, usage, precomputed }: AdmitInput): Promise<InitialAnalysis> {
    if (!eligible) return { status: 'none', recorded: null };
    const limit = account.entitlements.monthly_analyses ?? DEFAULT_ENTITLEMENTS.monthly_analyses;
    if (await usage.get(account.id, ANALYSES_METRIC) >= limit) return { status: 'skipped_quota', recorded: null };
    // Fields the built-in analyzer computed while parsing are the job's result already:
    // record them with the row. A stopped queue records nothing: the job waits for start()
    // or runDue(), like any other. Another analyzer's result would differ: it runs.
    const recorded = this.analyzer.name === 'builtin' && this.worker.running ? validFields(precomputed) : null;
    return { status: 'queued', recorded };
  }

  /**
   * Path 1: a subscriber that refuses email.enriched fails neither the message nor the batch.
   * In the batch's first pass a refusal fails the batch, which is retried with a savepoint per
   * message (`isolated`); there the announcement takes a savepoint of its own, and, refused, the
   * row goes back to `queued` and the caller queues a job instead. (A savepoint per message in
   * the first pass cost two statements per message, a round trip each on PostgreSQL.)
   */
  private async announceRecorded(tx: StorageTx, message: StoredMessage, fields: AnalysisFields, input: AdmitInput): Promise<boolean> {
    const { seq, accountId } = message.ref;
    const announce = () => this.announce(tx, { detail: message.detail, accountId }, seq, fields, Date.parse(message.detail.received_at));
    if (!input.isolated) {
      await announce();
      return true;
    }
    try {
      await tx.savepoint(announce);
      return true;
    } catch {
      await tx.messages.setAnalysis({ seq, status: 'queued', completed_at: null, result: null, attempts: 0, error: null });
      return false;
    }
  }

  pending(): Promise<number> {
    return this.deps.storage.analysisJobs.count();
  }

  start(): void {
    this.worker.start();
  }

  /** In-flight attempts are aborted; their jobs are released (not counted) for the next start. */
  stop(): Promise<void> {
    return this.worker.stop();
  }

  runDue(): Promise<number> {
    return this.worker.runDue();
  }

  /** Inside the turn's transaction; returns 1 for an outcome that finishes an attempt. */
  private async record(tx: StorageTx, o: Outcome, now: number): Promise<number> {
    const { seq, attempts } = o.job;
    if (o.kind === 'abandoned') {
      await tx.analysisJobs.release(seq);
      return 0;
    }
    // No job: the message was purged (the job cascaded) while the analyzer ran.
    if (!(await tx.analysisJobs.exists(seq))) return 1;
    if (o.kind === 'drop') await tx.analysisJobs.remove(seq);
    else if (o.kind === 'error') await this.fail(tx, seq, attempts, o.error, now);
    else await this.complete(tx, o.job, o.message, o.fields, now);
    return 1;
  }

  /** Leases due jobs while slots are free; fails those whose every attempt ended with the worker gone. */
  private async claim(tx: StorageTx, turn: ClaimTurn<Leased>): Promise<ClaimResult> {
    const { now } = turn;
    const rows = await tx.analysisJobs.due(now, ANALYSIS_BATCH);
    let handled = 0;
    for (const row of rows) {
      // Our own lease ran out under a jumping clock: the attempt in flight still owns the job.
      if (turn.inFlight(row.seq)) continue;
      if (row.attempts >= this.o.maxAttempts) {
        await this.fail(tx, row.seq, row.attempts, 'attempts exhausted: the worker stopped during the last attempt', now);
        handled++;
      } else if (turn.taken < turn.free) {
        const job = { seq: row.seq, attempts: row.attempts + 1 };
        await tx.analysisJobs.lease(job.seq, this.worker.leaseUntil(now), job.attempts);
        turn.take(job);
      }
    }
    // A full page that moved something: more may be due behind it. Every turn looks again
    // (a retry recorded in it may be due at once): one indexed read next to an analyzer run.
    return { handled, more: rows.length === ANALYSIS_BATCH && handled + turn.taken > 0, again: true };
  }

  /** Reads the message, runs the analyzer; never rejects. */
  private async attempt(job: Leased, signal: AbortSignal): Promise<Outcome> {
    const { messages } = this.deps.storage;
    try {
      const row = await messages.bySeq(job.seq);
      // Purged (the job went with it) or settled elsewhere: drop the job.
      if (!row || row.analysis_status !== 'queued') return { job, kind: 'drop' };
      const stored = await messages.content(job.seq);
      const read = stored ? readContent(stored) : null;
      const content = read ? await read.bodies() : { text_body: null, html_body: null };
      const source = read ? await read.raw() : null;
      const input = analyzerInput(row, content, source?.subarray(0, RAW_HEAD_BYTES) ?? null);
      // The race bounds an analyzer that ignores its signal (timeout, stop()).
      const fields = validateAnalysisFields(await untilAborted(this.analyzer.analyze(input, signal), signal));
      const attachments = await attachmentsOf(row, async () => source);
      return { job, kind: 'done', message: { detail: toDetail(row, content, attachments, await headerFieldsOf(row, async () => source)), accountId: row.account_id }, fields };
    } catch (error) {
      // Abandoned, not failed: the job stays queued for the next start.
      if (this.worker.stopping) return { job, kind: 'abandoned' };
      return { job, kind: 'error', error: errorText(error) };
    }
  }

  /** In a savepoint of the turn's transaction: a subscriber that refuses the event fails this job alone, as an attempt. */
  private async complete(tx: StorageTx, job: Leased, message: Snapshot, fields: AnalysisFields, now: number): Promise<void> {
    try {
      await tx.savepoint(async () => {
        await tx.analysisJobs.remove(job.seq);
        const result = JSON.stringify(fields);
        await tx.messages.setAnalysis({ seq: job.seq, status: 'complete', completed_at: now, result, attempts: job.attempts, error: null });
        await this.announce(tx, message, job.seq, fields, now);
      });
    } catch (error) {
      await this.fail(tx, job.seq, job.attempts, errorText(error), now);
    }
  }

  /** Inside the transaction that stores the analysis (complete at `now`): email.enriched, published. */
  private async announce(tx: StorageTx, stored: Snapshot, seq: number, fields: AnalysisFields, now: number): Promise<void> {
    const message = eventMessage(stored.detail, { fields, at: now });
    await this.deps.publish(tx, emailEvent(this.deps.ids('evt'), 'email.enriched', now, message), { accountId: stored.accountId, seq });
  }

  /** Inside the turn's transaction: a retry after backoff, or `failed` once attempts are spent. */
  private async fail(tx: StorageTx, seq: number, attempts: number, error: string, now: number): Promise<void> {
    if (attempts >= this.o.maxAttempts) {
      await tx.messages.setAnalysis({ seq, status: 'failed', completed_at: null, result: null, attempts, error });
      await tx.analysisJobs.remove(seq);
      return;
    }
    const delay = this.o.retryDelaysMs[Math.min(attempts - 1, this.o.retryDelaysMs.length - 1)] ?? 0;
    await tx.analysisJobs.retry(seq, now + delay, attempts, error);
    await tx.messages.setAnalysis({ seq, status: 'queued', completed_at: null, result: null, attempts, error });
  }
}

export function createAnalysisQueue(deps: AnalysisQueueDeps): AnalysisQueue {
  return new Queue(deps);
}
