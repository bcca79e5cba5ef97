/**
 * The durable analysis queue and its background loop.
 *
 * A job is one row of analysis_jobs, written in the ingest transaction beside its message
 * (so a stored message and its queued analysis commit or vanish together) and deleted in
 * the transaction that records the outcome. Each loop turn is one write transaction:
 * - a job whose fields were computed while parsing (the built-in analyzer) is completed in
 *   it outright; it needs no lease, as nothing of it outlives the transaction;
 * - any other job is leased (locked_until) for the analyzer, and its outcome is recorded by
 *   a later turn. A process that dies mid-attempt leaves a lease that simply runs out, and
 *   the job runs again. Each lease counts as an attempt, so a message that kills the process
 *   every time still ends `failed` after maxAttempts instead of looping forever.
 *
 * Budget: an eligible message counts against the account's monthly_analyses when it is
 * queued (usage metric 'analyses', calendar month UTC, like received_messages). When the
 * month's budget is spent, new messages start `skipped_quota` and are never analysed.
 * Retries and failures do not refund or charge again: the budget counts messages admitted
 * to analysis, which is what a reader of the quota can predict.
 */
import { iso, type Clock, type IdGenerator } from '../clock.js';
import type { ExtractedLink, MessageDetail } from '../types.js';
import { toDetail, type Store } from '../store/index.js';
import type { EmailEvent, EventContext, InboxEventEmitter } from '../events/events.js';
import type { EventSinks } from '../events/sinks.js';
import type { InitialAnalysis, InTransactionHook, StoredMessage } from '../ingest/pipeline.js';
import type { UsageCounter } from '../ingest/batch-usage.js';
import { DEFAULT_ENTITLEMENTS } from '../accounts/plans.js';
import type { Analyzer, AnalyzerInput } from './types.js';
import { EMPTY_ANALYSIS_FIELDS, type AnalysisFields } from '../store/messages.js';
import { createBuiltinAnalyzer } from './builtin.js';
import { fromDisplayName } from './headers.js';
import { validateAnalysisFields } from './validate.js';

export interface AnalysisOptions {
  /** Default: the built-in deterministic analyzer. */
  analyzer?: Analyzer;
  /** Analyzer attempts in flight at once (results computed while parsing need no slot). Default 2. */
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
  concurrency: 2,
  maxAttempts: 3,
  retryDelaysMs: [10_000, 60_000, 300_000],
  pollIntervalMs: 1_000,
  attemptTimeoutMs: 60_000,
} as const;

/** Usage counter metric of queued analyses (usage_counters.metric). */
export const ANALYSES_METRIC = 'analyses';
/** How long past an attempt's timeout a lease lasts before another worker may take the job. */
const LEASE_MARGIN_MS = 30_000;
const MAX_ERROR_CHARS = 500;
const RAW_HEAD_BYTES = 64 * 1024;

export interface AnalysisQueueDeps {
  store: Store;
  clock: Clock;
  ids: IdGenerator;
  events: InboxEventEmitter;
  sinks: EventSinks;
  options?: AnalysisOptions;
}

export interface AnalysisQueue {
  /**
   * For the pipeline: 'none' when !eligible; 'skipped_quota' when the account's monthly_analyses
   * for this month is spent; else 'queued', with the built-in analyzer's fields computed while
   * parsing to record with the row while the loop runs. Runs inside the ingest transaction.
   */
  initialAnalysis(accountId: string, eligible: boolean, now: number, usage: UsageCounter, precomputed: AnalysisFields | null): InitialAnalysis;
  /**
   * For pipeline.hooks: inside the ingest transaction, announces an analysis recorded with the
   * row (email.enriched), or writes the durable job row for a message whose analysis.status is
   * 'queued'; either way counts it against the monthly budget.
   */
  enqueueHook: InTransactionHook;
  /** Starts the background loop. Timers are unref'd; it yields to the event loop between turns. */
  start(): void;
  /** Stops the loop: in-flight attempts are aborted and their jobs stay queued. */
  stop(): Promise<void>;
  /** Processes every job due at clock() now; resolves with how many jobs it handled. */
  runDue(): Promise<number>;
  /** Jobs not yet finished (queued, retrying or in flight). */
  pending(): number;
  readonly analyzer: Analyzer;
}

interface JobRow {
  seq: number;
  account_id: string;
  /** Attempts started before this one. */
  attempts: number;
  precomputed: string | null;
}

/** A job whose outcome is being recorded, with this attempt counted. */
interface Claimed {
  seq: number;
  /** Attempts including this one. */
  attempts: number;
  /** The message as read when the attempt started (or as stored at ingest), reused to build email.enriched. */
  message: Remembered | null;
}

type Outcome =
  | { job: Claimed; kind: 'done'; fields: AnalysisFields }
  | { job: Claimed; kind: 'error'; error: string }
  | { job: Claimed; kind: 'abandoned' }
  /** The message is gone or no longer queued: the job is dropped. */
  | { job: Claimed; kind: 'drop' };

type Emit = { event: EmailEvent; context: EventContext };
type Remembered = { detail: MessageDetail; accountId: string; fields?: AnalysisFields | null };

/** Messages kept in memory from ingest to their precomputed completion (bounded; a miss reads the store). */
const RECENT_MAX = 2048;
/** Larger messages are not kept: the store has them. */
const RECENT_MAX_BODY_CHARS = 256 * 1024;
/** All kept bodies together (UTF-16, so about 16 MB): the count bound alone allows ~1 GB of large mail. */
const RECENT_MAX_TOTAL_CHARS = 8 * 1024 * 1024;

const bodyChars = (detail: MessageDetail) => (detail.text_body?.length ?? 0) + (detail.html_body?.length ?? 0);

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

interface TurnWork {
  outcomes: Outcome[];
  /** Seqs of jobs queued by this process with their fields computed while parsing. */
  fresh: number[];
  claim: boolean;
  scan: boolean;
  now: number;
  emits: Emit[];
  claimed: JobRow[];
  /** More may be due than this turn took: the next turn scans again. */
  scanAgain: boolean;
}

/** Due jobs looked at per loop turn; every outcome of a turn commits in one transaction. */
export const ANALYSIS_BATCH = 32;

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > MAX_ERROR_CHARS ? `${text.slice(0, MAX_ERROR_CHARS - 1)}…` : text;
}

function validFields(fields: AnalysisFields | null): AnalysisFields | null {
  if (!fields) return null;
  try {
    return validateAnalysisFields(fields);
  } catch {
    return null; // not valid: the job path analyses it again
  }
}

function readPrecomputed(json: string | null): AnalysisFields | null {
  if (!json) return null;
  try {
    return validateAnalysisFields(JSON.parse(json));
  } catch {
    return null; // unreadable: analyse from the stored message instead
  }
}

/**
 * One loop, not a pool of workers: each turn (a setImmediate, so SMTP and HTTP interleave)
 * runs ONE write transaction that records the outcomes of analyses that finished since the
 * last turn, completes up to ANALYSIS_BATCH jobs whose fields were computed while parsing
 * (no lease needed: the whole job is done inside that transaction), and leases due jobs for
 * the analyzer within the concurrency limit. Events are emitted after the commit.
 *
 * Jobs this process queued with a precomputed result are completed from memory (their seqs
 * in `fresh`, their messages in `recent`) without looking for due jobs in the table; the
 * table is scanned on the poll interval, by runDue(), and whenever something may be due
 * that memory does not know of (retries, other analyzers, restarts, evicted entries).
 */
class Queue implements AnalysisQueue {
  readonly analyzer: Analyzer;
  private readonly concurrency: number;
  private readonly maxAttempts: number;
  private readonly retryDelaysMs: number[];
  private readonly pollIntervalMs: number;
  private readonly attemptTimeoutMs: number;

  private readonly insertJob;
  private readonly dueJobs;
  private readonly leaseJob;
  private readonly jobExists;
  private readonly deleteJob;
  private readonly takeFresh;
  private readonly retryJob;
  private readonly releaseJob;
  private readonly countJobs;
  private readonly rawHead;

  private running = false;
  private stopped = false;
  private stopController = new AbortController();
  private timer: NodeJS.Timeout | null = null;
  private turnScheduled = false;
  private readonly dueRuns = new Set<Promise<number>>();
  /** Analyses in flight, by seq; each promise settles once its outcome is queued for recording. */
  private readonly inFlight = new Map<number, Promise<void>>();
  private outcomes: Outcome[] = [];
  /**
   * Messages queued with a precomputed result by this process, by seq, as stored at ingest:
   * the turn that completes them needs neither the row nor the content from the store.
   * Messages never change after ingest except for their analysis, which this queue owns. An
   * entry is written by the same hook call that writes the job row, so a job row always
   * matches the entry for its seq (a rolled-back seq that is reused gets its entry rewritten
   * before a job can exist for it again).
   */
  private readonly recent = new Map<number, Remembered>();
  private recentChars = 0;
  /** Seqs of jobs queued by this process whose entries are in `recent`, oldest first. */
  private fresh: number[] = [];
  /** The next turn looks for due jobs in the table (set on start, by the poll timer, for work memory does not cover). */
  private scanWanted = true;

  constructor(private readonly deps: AnalysisQueueDeps) {
    const o = deps.options ?? {};
    this.analyzer = o.analyzer ?? createBuiltinAnalyzer();
    this.concurrency = Math.max(1, Math.floor(o.concurrency ?? ANALYSIS_DEFAULTS.concurrency));
    this.maxAttempts = Math.max(1, Math.floor(o.maxAttempts ?? ANALYSIS_DEFAULTS.maxAttempts));
    this.retryDelaysMs = o.retryDelaysMs && o.retryDelaysMs.length > 0 ? o.retryDelaysMs.map((d) => Math.max(0, d)) : [...ANALYSIS_DEFAULTS.retryDelaysMs];
    this.pollIntervalMs = Math.max(10, o.pollIntervalMs ?? ANALYSIS_DEFAULTS.pollIntervalMs);
    this.attemptTimeoutMs = Math.max(1, o.attemptTimeoutMs ?? ANALYSIS_DEFAULTS.attemptTimeoutMs);

    const db = deps.store.db;
    this.insertJob = db.prepare(`INSERT OR IGNORE INTO analysis_jobs (seq, account_id, attempts, run_at, locked_until, last_error, precomputed, created_at)
      VALUES (?, ?, 0, ?, NULL, NULL, ?, ?)`);
    this.dueJobs = db.prepare(`SELECT seq, account_id, attempts, precomputed FROM analysis_jobs
      WHERE run_at <= @now AND (locked_until IS NULL OR locked_until <= @now) ORDER BY run_at, seq LIMIT @limit`);
    this.leaseJob = db.prepare('UPDATE analysis_jobs SET locked_until = ?, attempts = ? WHERE seq = ?');
    this.jobExists = db.prepare('SELECT 1 FROM analysis_jobs WHERE seq = ?').pluck();
    this.deleteJob = db.prepare('DELETE FROM analysis_jobs WHERE seq = ?');
    // A job queued by this process that nobody took or retried: taken and finished in one statement.
    this.takeFresh = db.prepare('DELETE FROM analysis_jobs WHERE seq = ? AND locked_until IS NULL AND attempts = 0 RETURNING seq');
    this.retryJob = db.prepare('UPDATE analysis_jobs SET run_at = ?, locked_until = NULL, attempts = ?, last_error = ? WHERE seq = ?');
    this.releaseJob = db.prepare('UPDATE analysis_jobs SET locked_until = NULL, attempts = MAX(attempts - 1, 0) WHERE seq = ?');
    this.countJobs = db.prepare('SELECT COUNT(*) AS n FROM analysis_jobs');
    this.rawHead = db.prepare(`SELECT substr(raw, 1, ${RAW_HEAD_BYTES}) AS head FROM message_content WHERE seq = ?`);
  }

  // Arrow properties: the pipeline may hold these unbound.
  initialAnalysis = (accountId: string, eligible: boolean, _now: number, usage: UsageCounter, precomputed: AnalysisFields | null): InitialAnalysis => {
    if (!eligible) return { status: 'none', recorded: null };
    const account = this.deps.store.accounts.byId(accountId);
    const limit = account?.entitlements.monthly_analyses ?? DEFAULT_ENTITLEMENTS.monthly_analyses;
    if (usage.get(accountId, ANALYSES_METRIC) >= limit) return { status: 'skipped_quota', recorded: null };
    // The built-in analyzer's fields may already be known (computed while parsing). While the
    // loop runs, they are recorded with the row itself: no UPDATE, no job row to write and
    // delete, no second transaction; enqueueHook sends email.enriched with email.received. (A
    // stopped queue records nothing: the job waits for start() or runDue(), as any other.)
    const recorded = this.analyzer.name === 'builtin' && this.running ? validFields(precomputed) : null;
    return { status: 'queued', recorded };
  };

  enqueueHook: InTransactionHook = (message: StoredMessage): void => {
    // A seq can be handed out again after its message's savepoint rolled back: forget the earlier message.
    this.forget(message.ref.seq);
    if (message.detail.analysis.status !== 'queued') return;
    const now = Date.parse(message.detail.received_at);
    const { seq } = message.ref;
    const fields = message.recordedAnalysis;
    if (fields) {
      const emits: Emit[] = [];
      try {
        // In a savepoint: a sink that refuses email.enriched must not fail the message itself.
        this.deps.store.tx(() => emits.push(this.announce({ detail: message.detail, accountId: message.ref.accountId }, seq, fields, now)));
        message.usage.add(message.ref.accountId, ANALYSES_METRIC, 1);
        message.afterReceived.push(() => this.emitEnriched(emits));
        return;
      } catch {
        // Rolled back to before the event: the row goes back to `queued` and the job path below
        // records it again (and, refused again, retries and ends `failed`).
        this.deps.store.messages.setAnalysis({ seq, status: 'queued', completed_at: null, result: null, attempts: 0, error: null });
      }
    }
    const builtin = this.analyzer.name === 'builtin';
    // Otherwise keep them with the job, so the queue only records them. Another analyzer ignores them.
    const precomputed = message.precomputedAnalysis && builtin ? JSON.stringify(message.precomputedAnalysis) : null;
    const added = this.insertJob.run(message.ref.seq, message.ref.accountId, now, precomputed, now).changes;
    if (added > 0) {
      message.usage.add(message.ref.accountId, ANALYSES_METRIC, 1);
      if (precomputed && this.remember(message)) this.fresh.push(message.ref.seq);
      else this.scanWanted = true;
    }
    // The job is visible once the ingest transaction commits: the next turn (a setImmediate
    // scheduled from inside the transaction runs after it) records it. If the transaction
    // rolled back, that turn finds no job for the seq and skips it.
    this.schedule();
  };

  private emitEnriched(emits: Emit[]): void {
    for (const { event, context } of emits) {
      try {
        this.deps.events.emit('email.enriched', event, context);
      } catch {
        // A throwing in-process listener must not undo or repeat a committed analysis.
      }
    }
  }

  private remember(message: StoredMessage): boolean {
    const { detail } = message;
    const chars = bodyChars(detail);
    if (chars > RECENT_MAX_BODY_CHARS) return false;
    this.recent.set(message.ref.seq, { detail, accountId: message.ref.accountId, fields: message.precomputedAnalysis });
    this.recentChars += chars;
    while (this.recent.size > RECENT_MAX || this.recentChars > RECENT_MAX_TOTAL_CHARS) this.forget(this.recent.keys().next().value!);
    return true;
  }

  private forget(seq: number): void {
    const entry = this.recent.get(seq);
    if (!entry) return;
    this.recent.delete(seq);
    this.recentChars -= bodyChars(entry.detail);
  }

  pending(): number {
    return (this.countJobs.get() as { n: number }).n;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopped = false;
    if (this.stopController.signal.aborted) this.stopController = new AbortController();
    this.scanWanted = true;
    this.timer = setInterval(() => {
      this.scanWanted = true;
      this.schedule();
    }, this.pollIntervalMs);
    this.timer.unref();
    this.schedule();
  }

  async stop(): Promise<void> {
    // Also when never started: runDue() may have attempts in flight (autoStart: false).
    this.stopped = true;
    this.running = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopController.abort(new Error('analysis queue stopped'));
    await Promise.allSettled([...this.inFlight.values(), ...this.dueRuns]);
    // Record what finished or was abandoned (released for the next start).
    if (this.outcomes.length > 0) this.turn(false, false);
  }

  async runDue(): Promise<number> {
    // After stop(), a loop would release and re-claim the same aborted job forever.
    if (this.stopped) return 0;
    const run = (async () => {
      let handled = 0;
      for (;;) {
        const turn = this.turn(true, true);
        handled += turn.handled;
        if (this.stopped) break;
        if (turn.more) {
          await yieldToLoop();
          continue;
        }
        if (this.inFlight.size === 0) {
          if (this.outcomes.length === 0) break;
          continue;
        }
        await Promise.race(this.inFlight.values());
      }
      return handled;
    })();
    this.dueRuns.add(run);
    try {
      return await run;
    } finally {
      this.dueRuns.delete(run);
    }
  }

  /** A turn soon (next check phase), when the background loop runs. */
  private schedule(): void {
    if (!this.running || this.turnScheduled) return;
    this.turnScheduled = true;
    setImmediate(() => {
      this.turnScheduled = false;
      if (!this.running) return;
      if (!this.deps.store.db.open) {
        void this.stop();
        return;
      }
      let more = false;
      try {
        more = this.turn(true, false).more;
      } catch {
        // The database is busy or closing: the poll timer tries again.
      }
      if (more) this.schedule();
    });
  }

  /**
   * One transaction: record `outcomes`, then (when `claim`) complete precomputed jobs and,
   * when `scan` (or something asked for it), look for due jobs in the table: complete the
   * precomputed ones, lease others for the analyzer. After the commit: emit events, start the
   * leased attempts.
   */
  private turn(claim: boolean, scan: boolean): { handled: number; more: boolean } {
    const { store, clock } = this.deps;
    if (!store.db.open) return { handled: 0, more: false }; // leases run out; the jobs run again
    const work: TurnWork = {
      outcomes: this.outcomes,
      fresh: claim ? this.fresh.splice(0, ANALYSIS_BATCH) : [],
      claim: claim && !this.stopped,
      scan: scan || this.scanWanted,
      now: clock(),
      emits: [],
      claimed: [],
      scanAgain: false,
    };
    this.outcomes = [];
    this.scanWanted = false;
    let handled: number;
    try {
      // A job whose result is refused (a sink throws) fails alone; the failed attempt wrote nothing.
      handled = store.batchTx((safe) => this.turnInTx(work, safe), () => {
        work.emits = [];
        work.claimed = [];
        work.scanAgain = false;
      });
    } catch (error) {
      // Nothing was recorded: keep it all for the next turn.
      this.outcomes = work.outcomes.concat(this.outcomes);
      this.fresh = work.fresh.concat(this.fresh);
      this.scanWanted ||= work.scan;
      throw error;
    }
    for (const seq of work.fresh) this.forget(seq);
    if (work.scanAgain) this.scanWanted = true;
    this.emitEnriched(work.emits);
    for (const job of work.claimed) this.launch(job);
    return { handled, more: this.fresh.length > 0 || this.scanWanted };
  }

  private turnInTx(t: TurnWork, safe: boolean): number {
    let handled = 0;
    for (const o of t.outcomes) {
      if (o.kind === 'abandoned') {
        this.releaseJob.run(o.job.seq);
        continue;
      }
      handled++;
      t.scan = true; // a slot is free: the next leased job can start
      if (!this.jobExists.get(o.job.seq)) continue; // the message was purged while the analyzer ran
      if (o.kind === 'drop') this.deleteJob.run(o.job.seq);
      else if (o.kind === 'done') this.complete(o.job, o.fields, t.now, t.emits, safe, 'leased');
      else this.fail(o.job.seq, o.job.attempts, o.error, t.now);
    }
    if (!t.claim) return handled;
    for (const seq of t.fresh) {
      const message = this.recent.get(seq);
      let fields: AnalysisFields | null = null;
      try {
        fields = message?.fields ? validateAnalysisFields(message.fields) : null;
      } catch {
        fields = null;
      }
      // Evicted, or not valid: the job is found by a scan instead.
      if (!message || !fields) t.scanAgain = true;
      else if (this.complete({ seq, attempts: 1, message }, fields, t.now, t.emits, safe, 'fresh')) handled++;
    }
    if (!t.scan) return handled;
    // At most ANALYSIS_BATCH jobs per turn, fresh ones included.
    const room = ANALYSIS_BATCH - t.fresh.length;
    if (room <= 0) {
      t.scanAgain = true;
      return handled;
    }
    const rows = this.dueJobs.all({ now: t.now, limit: room }) as JobRow[];
    let progressed = 0;
    const free = this.concurrency - this.inFlight.size;
    for (const job of rows) {
      // Our own lease ran out under a jumping clock: the attempt in flight still owns the job.
      if (this.inFlight.has(job.seq)) continue;
      const attempts = job.attempts + 1;
      if (attempts > this.maxAttempts) {
        // Every attempt so far ended with the worker gone (crash, kill): stop trying.
        this.fail(job.seq, job.attempts, 'attempts exhausted: the worker stopped during the last attempt', t.now);
        handled++;
        progressed++;
        continue;
      }
      const ready = readPrecomputed(job.precomputed);
      if (ready) {
        // Queued by this process: as stored (a job exists, so its message does and is still queued).
        let message = this.recent.get(job.seq) ?? null;
        if (!message) {
          const row = this.deps.store.messages.bySeq(job.seq);
          if (row && row.analysis_status === 'queued') {
            message = { detail: toDetail(row, this.deps.store.messages.content(job.seq)), accountId: row.account_id };
          }
        }
        // No message: purged by retention (the cascade usually removed the job already) or settled elsewhere.
        if (!message) this.deleteJob.run(job.seq);
        else this.complete({ seq: job.seq, attempts, message }, ready, t.now, t.emits, safe, 'leased');
        handled++;
        progressed++;
        continue;
      }
      if (t.claimed.length >= free) continue;
      this.leaseJob.run(t.now + this.attemptTimeoutMs + LEASE_MARGIN_MS, attempts, job.seq);
      t.claimed.push({ ...job, attempts });
      progressed++;
    }
    if (rows.length === room && progressed > 0) t.scanAgain = true;
    return handled;
  }

  /** Starts the analyzer on a leased job; its outcome is recorded by a later turn. */
  private launch(job: JobRow): void {
    const run = this.attempt(job).then(
      (outcome) => { this.outcomes.push(outcome); },
      (error: unknown) => { this.outcomes.push(this.errorOutcome(job, error)); },
    ).finally(() => {
      this.inFlight.delete(job.seq);
      this.schedule();
    });
    this.inFlight.set(job.seq, run);
  }

  private errorOutcome(job: JobRow, error: unknown): Outcome {
    return { job: { seq: job.seq, attempts: job.attempts, message: null }, kind: 'error', error: errorText(error) };
  }

  private async attempt(job: JobRow): Promise<Outcome> {
    const { store } = this.deps;
    const row = store.messages.bySeq(job.seq);
    const claimed: Claimed = { seq: job.seq, attempts: job.attempts, message: null };
    if (!row || row.analysis_status !== 'queued') {
      // Purged (the next turn finds no job) or settled elsewhere: drop the job.
      return { job: claimed, kind: 'drop' };
    }
    const content = store.messages.content(job.seq);
    claimed.message = { detail: toDetail(row, content), accountId: row.account_id };
    const head = (this.rawHead.get(job.seq) as { head: Buffer | null } | undefined)?.head ?? null;
    const input: AnalyzerInput = {
      subject: row.subject,
      text: content.text_body,
      html: content.html_body,
      fromName: fromDisplayName(head),
      fromEmail: row.from_email,
      toEmail: row.to_email,
      otp: row.otp,
      links: JSON.parse(row.links) as ExtractedLink[],
      intent: row.intent,
      receivedAt: iso(row.received_at),
    };

    const attempt = new AbortController();
    // Not unref'd: an attempt in flight is work someone awaits; the timer lives only as long as it.
    const timer = setTimeout(() => attempt.abort(new Error(`attempt timed out after ${this.attemptTimeoutMs} ms`)), this.attemptTimeoutMs);
    const stopSignal = this.stopController.signal;
    const onStop = () => attempt.abort(stopSignal.reason);
    if (stopSignal.aborted) onStop();
    else stopSignal.addEventListener('abort', onStop, { once: true });
    try {
      const aborted = new Promise<never>((_, reject) => {
        if (attempt.signal.aborted) reject(attempt.signal.reason);
        else attempt.signal.addEventListener('abort', () => reject(attempt.signal.reason), { once: true });
      });
      aborted.catch(() => {});
      // The race bounds an analyzer that ignores its signal.
      const fields = validateAnalysisFields(await Promise.race([this.analyzer.analyze(input, attempt.signal), aborted]));
      return { job: claimed, kind: 'done', fields };
    } catch (error) {
      // Abandoned, not failed: the job stays queued for the next start.
      if (stopSignal.aborted) return { job: claimed, kind: 'abandoned' };
      return { job: claimed, kind: 'error', error: errorText(error) };
    } finally {
      clearTimeout(timer);
      stopSignal.removeEventListener('abort', onStop);
    }
  }

  /**
   * Inside the turn's transaction: stores the result, drops the job, writes email.enriched
   * through the sinks. With `safe`, in a savepoint of its own, so a sink that refuses the
   * event fails this job only; without it, such an error aborts the whole turn (which then
   * runs again with `safe`).
   */
  private complete(job: Claimed, fields: AnalysisFields, now: number, emits: Emit[], safe: boolean, jobRow: 'fresh' | 'leased'): boolean {
    const { store } = this.deps;
    const stored = job.message;
    if (!stored) throw new Error('analysis outcome without its message'); // not reached: 'done' always carries it
    const write = (): boolean => {
      // A fresh job is taken here: none when its ingest rolled back, or it was done or retried meanwhile.
      if (jobRow === 'fresh') {
        if (!this.takeFresh.get(job.seq)) return false;
      } else {
        this.deleteJob.run(job.seq);
      }
      store.messages.setAnalysis({ seq: job.seq, status: 'complete', completed_at: now, result: JSON.stringify(fields), attempts: job.attempts, error: null });
      emits.push(this.announce(stored, job.seq, fields, now));
      return true;
    };
    if (!safe) return write();
    try {
      return store.tx(write);
    } catch (error) {
      // A sink or the store refused the result: it rolled back; count it as a failed attempt.
      this.fail(job.seq, job.attempts, errorText(error), now);
      return true;
    }
  }

  /**
   * Writes email.enriched for an analysis stored as complete at `now` through the sinks, and
   * returns it to emit after the commit. Inside the transaction that stored it.
   */
  private announce(stored: Remembered, seq: number, fields: AnalysisFields, now: number): Emit {
    const at = iso(now);
    const { detail } = stored;
    // The message as read (or stored), with the analysis just written, exactly as toDetail()
    // would read it back.
    const message: MessageDetail = {
      ...detail,
      analysis: {
        eligible: detail.analysis.eligible, status: 'complete', requested_at: detail.analysis.requested_at,
        completed_at: at, ...EMPTY_ANALYSIS_FIELDS, ...fields,
      },
    };
    const event: EmailEvent = {
      id: this.deps.ids('evt'),
      type: 'email.enriched',
      created_at: at,
      data: { inbox: { id: detail.inbox_id, email_address: detail.inbox_email_address, label: detail.inbox_label }, message },
    };
    const context: EventContext = { accountId: stored.accountId, seq };
    this.deps.sinks.write(event, context);
    return { event, context };
  }

  /** Inside the turn's transaction: a retry after backoff, or `failed` once attempts are spent. */
  private fail(seq: number, attempts: number, error: string, now: number): void {
    const { store } = this.deps;
    if (attempts >= this.maxAttempts) {
      store.messages.setAnalysis({ seq, status: 'failed', completed_at: null, result: null, attempts, error });
      this.deleteJob.run(seq);
      return;
    }
    const delay = this.retryDelaysMs[Math.min(attempts - 1, this.retryDelaysMs.length - 1)] ?? 0;
    this.retryJob.run(now + delay, attempts, error, seq);
    store.messages.setAnalysis({ seq, status: 'queued', completed_at: null, result: null, attempts, error });
  }
}

export function createAnalysisQueue(deps: AnalysisQueueDeps): AnalysisQueue {
  return new Queue(deps);
}
