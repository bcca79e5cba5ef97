/**
 * The durable analysis queue and its worker pool.
 *
 * A job is one row of analysis_jobs, written in the ingest transaction beside its message
 * (so a stored message and its queued analysis commit or vanish together) and deleted in
 * the transaction that records the outcome. Workers claim a due job by taking a lease
 * (locked_until); a process that dies mid-job leaves a lease that simply runs out, and the
 * job runs again. Each claim counts as an attempt, so a message that kills the process
 * every time still ends `failed` after maxAttempts instead of looping forever.
 *
 * Budget: an eligible message counts against the account's monthly_analyses when it is
 * queued (usage metric 'analyses', calendar month UTC, like received_messages). When the
 * month's budget is spent, new messages start `skipped_quota` and are never analysed.
 * Retries and failures do not refund or charge again: the budget counts messages admitted
 * to analysis, which is what a reader of the quota can predict.
 */
import { iso, type Clock, type IdGenerator } from '../clock.js';
import type { AnalysisStatus, ExtractedLink } from '../types.js';
import { monthPeriod, toDetail, type Store } from '../store/index.js';
import type { EmailEvent, EventContext, InboxEventEmitter } from '../events/events.js';
import type { EventSinks } from '../events/sinks.js';
import type { InTransactionHook, StoredMessage } from '../ingest/pipeline.js';
import { DEFAULT_ENTITLEMENTS } from '../accounts/plans.js';
import type { Analyzer, AnalyzerInput } from './types.js';
import type { AnalysisFields } from '../store/messages.js';
import { createBuiltinAnalyzer } from './builtin.js';
import { fromDisplayName } from './headers.js';
import { validateAnalysisFields } from './validate.js';

export interface AnalysisOptions {
  /** Default: the built-in deterministic analyzer. */
  analyzer?: Analyzer;
  /** Jobs in flight at once. Default 2. */
  concurrency?: number;
  /** Attempts before a message ends `failed`. Default 3. */
  maxAttempts?: number;
  /** Wait before retry n (1-based: index 0 after the first failure); the last repeats. */
  retryDelaysMs?: number[];
  /** How often idle workers look for due jobs (retries, other processes). Default 1,000 ms. */
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
  /** For the pipeline: 'none' when !eligible; 'skipped_quota' when the account's monthly_analyses for this month is spent; else 'queued'. Runs inside the ingest transaction. */
  initialStatus(accountId: string, eligible: boolean, now: number): AnalysisStatus;
  /** For pipeline.hooks: inside the ingest transaction, writes the durable job row for a message whose analysis.status is 'queued' and counts it against the monthly budget. */
  enqueueHook: InTransactionHook;
  /** Starts the background workers. Timers are unref'd; workers yield between jobs. */
  start(): void;
  /** Stops the workers: in-flight attempts are aborted and their jobs stay queued. */
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
  attempts: number;
  precomputed?: string | null;
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > MAX_ERROR_CHARS ? `${text.slice(0, MAX_ERROR_CHARS - 1)}…` : text;
}

class Queue implements AnalysisQueue {
  readonly analyzer: Analyzer;
  private readonly concurrency: number;
  private readonly maxAttempts: number;
  private readonly retryDelaysMs: number[];
  private readonly pollIntervalMs: number;
  private readonly attemptTimeoutMs: number;

  private readonly insertJob;
  private readonly claimJob;
  private readonly getJob;
  private readonly deleteJob;
  private readonly retryJob;
  private readonly releaseJob;
  private readonly countJobs;
  private readonly rawHead;

  private running = false;
  private workers: Promise<void>[] = [];
  private stopController = new AbortController();
  private stopped = false;
  private readonly dueRuns = new Set<Promise<void>>();
  private wakers: Array<() => void> = [];
  private readonly inFlight = new Set<number>();

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
    this.claimJob = db.prepare(`UPDATE analysis_jobs SET locked_until = @lease, attempts = attempts + 1
      WHERE seq = (SELECT seq FROM analysis_jobs WHERE run_at <= @now AND (locked_until IS NULL OR locked_until <= @now)
                   ORDER BY run_at, seq LIMIT 1)
      RETURNING seq, account_id, attempts, precomputed`);
    this.getJob = db.prepare('SELECT seq, account_id, attempts FROM analysis_jobs WHERE seq = ?');
    this.deleteJob = db.prepare('DELETE FROM analysis_jobs WHERE seq = ?');
    this.retryJob = db.prepare('UPDATE analysis_jobs SET run_at = ?, locked_until = NULL, last_error = ? WHERE seq = ?');
    this.releaseJob = db.prepare('UPDATE analysis_jobs SET locked_until = NULL, attempts = MAX(attempts - 1, 0) WHERE seq = ?');
    this.countJobs = db.prepare('SELECT COUNT(*) AS n FROM analysis_jobs');
    this.rawHead = db.prepare(`SELECT substr(raw, 1, ${RAW_HEAD_BYTES}) AS head FROM message_content WHERE seq = ?`);
  }

  // Arrow properties: the pipeline may hold these unbound.
  initialStatus = (accountId: string, eligible: boolean, now: number): AnalysisStatus => {
    if (!eligible) return 'none';
    const account = this.deps.store.accounts.byId(accountId);
    const limit = account?.entitlements.monthly_analyses ?? DEFAULT_ENTITLEMENTS.monthly_analyses;
    const used = this.deps.store.usage.get(accountId, ANALYSES_METRIC, monthPeriod(now));
    return used >= limit ? 'skipped_quota' : 'queued';
  };

  enqueueHook: InTransactionHook = (message: StoredMessage): void => {
    if (message.detail.analysis.status !== 'queued') return;
    const now = Date.parse(message.detail.received_at);
    // The built-in analyzer's fields may already be known (computed while parsing): keep them
    // with the job, so the worker only records them. Another analyzer ignores them.
    const precomputed = message.precomputedAnalysis && this.analyzer.name === 'builtin'
      ? JSON.stringify(message.precomputedAnalysis) : null;
    const added = this.insertJob.run(message.ref.seq, message.ref.accountId, now, precomputed, now).changes;
    if (added > 0) this.deps.store.usage.add(message.ref.accountId, ANALYSES_METRIC, monthPeriod(now), 1);
    // The job is visible once the ingest transaction commits, before the next turn.
    if (this.running) setImmediate(() => this.wake());
  };

  pending(): number {
    return (this.countJobs.get() as { n: number }).n;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopped = false;
    if (this.stopController.signal.aborted) this.stopController = new AbortController();
    for (let i = 0; i < this.concurrency; i++) this.workers.push(this.work());
  }

  async stop(): Promise<void> {
    // Also when never started: runDue() may have attempts in flight (autoStart: false).
    this.stopped = true;
    this.running = false;
    this.stopController.abort(new Error('analysis queue stopped'));
    this.wake();
    await Promise.allSettled([...this.workers, ...this.dueRuns]);
    this.workers = [];
  }

  async runDue(): Promise<number> {
    // After stop(), a loop would release and re-claim the same aborted job forever.
    if (this.stopped) return 0;
    let handled = 0;
    const loop = async (): Promise<void> => {
      while (!this.stopped && (await this.runOne())) {
        handled++;
        await yieldToLoop();
      }
    };
    const run = Promise.all(Array.from({ length: this.concurrency }, loop)).then(() => undefined);
    this.dueRuns.add(run);
    try {
      await run;
    } finally {
      this.dueRuns.delete(run);
    }
    return handled;
  }

  private wake(): void {
    for (const w of this.wakers.splice(0)) w();
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.pollIntervalMs);
      timer.unref?.();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakers.push(done);
    });
  }

  private async work(): Promise<void> {
    while (this.running && this.deps.store.db.open) {
      let handled = false;
      try {
        handled = await this.runOne();
      } catch {
        // A store error (for one, the database closed under us): back off and look again.
        if (!this.deps.store.db.open) break;
      }
      if (!this.running) break;
      // Between jobs the loop yields so SMTP and HTTP work interleaves with analysis.
      if (handled) await yieldToLoop();
      else await this.idle();
    }
  }

  /** Claims and runs one due job. False when none was due. */
  private async runOne(): Promise<boolean> {
    if (!this.deps.store.db.open) return false;
    const now = this.deps.clock();
    const job = this.claimJob.get({ now, lease: now + this.attemptTimeoutMs + LEASE_MARGIN_MS }) as JobRow | undefined;
    if (!job) return false;
    if (this.inFlight.has(job.seq)) {
      // Our own lease ran out under a jumping clock: the attempt in flight still owns it.
      this.releaseJob.run(job.seq);
      return true;
    }
    this.inFlight.add(job.seq);
    try {
      await this.process(job);
    } finally {
      this.inFlight.delete(job.seq);
    }
    return true;
  }

  private async process(job: JobRow): Promise<void> {
    const { store } = this.deps;
    const row = store.messages.bySeq(job.seq);
    if (!row || row.analysis_status !== 'queued') {
      // Purged by retention (the cascade usually removed the job already) or settled elsewhere.
      this.deleteJob.run(job.seq);
      return;
    }
    if (job.attempts > this.maxAttempts) {
      // Every attempt so far ended with the worker gone (crash, kill): stop trying.
      this.fail(job, job.attempts - 1, 'attempts exhausted: the worker stopped during the last attempt');
      return;
    }
    if (job.precomputed) {
      let ready: AnalysisFields | null = null;
      try {
        ready = validateAnalysisFields(JSON.parse(job.precomputed));
      } catch {
        ready = null; // unreadable: fall through and analyse from the stored message
      }
      if (ready) {
        if (!store.db.open) return;
        try {
          this.complete(job, ready);
        } catch (error) {
          if (store.db.open) this.fail(job, job.attempts, errorText(error));
        }
        return;
      }
    }
    const content = store.messages.content(job.seq);
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
    let fields: AnalysisFields;
    try {
      const aborted = new Promise<never>((_, reject) => {
        if (attempt.signal.aborted) reject(attempt.signal.reason);
        else attempt.signal.addEventListener('abort', () => reject(attempt.signal.reason), { once: true });
      });
      aborted.catch(() => {});
      // The race bounds an analyzer that ignores its signal.
      fields = validateAnalysisFields(await Promise.race([this.analyzer.analyze(input, attempt.signal), aborted]));
    } catch (error) {
      if (stopSignal.aborted) {
        // Abandoned, not failed: the job stays queued for the next start.
        if (store.db.open) this.releaseJob.run(job.seq);
        return;
      }
      this.fail(job, job.attempts, errorText(error));
      return;
    } finally {
      clearTimeout(timer);
      stopSignal.removeEventListener('abort', onStop);
    }
    if (!store.db.open) return;
    try {
      this.complete(job, fields);
    } catch (error) {
      // A sink or the store refused the result: the transaction rolled back; count it as a failed attempt.
      if (store.db.open) this.fail(job, job.attempts, errorText(error));
    }
  }

  private complete(job: JobRow, fields: AnalysisFields): void {
    const { store, clock, ids, sinks } = this.deps;
    let emit: { event: EmailEvent; context: EventContext } | null = null;
    store.tx(() => {
      if (!this.getJob.get(job.seq)) return; // the message was purged while we worked
      const now = clock();
      store.messages.setAnalysis({
        seq: job.seq, status: 'complete', completed_at: now, result: JSON.stringify(fields), attempts: job.attempts, error: null,
      });
      this.deleteJob.run(job.seq);
      const row = store.messages.bySeq(job.seq);
      if (!row) return;
      const event: EmailEvent = {
        id: ids('evt'),
        type: 'email.enriched',
        created_at: iso(now),
        data: {
          inbox: { id: row.inbox_id, email_address: row.inbox_email_address, label: row.inbox_label },
          message: toDetail(row, store.messages.content(job.seq)),
        },
      };
      const context: EventContext = { accountId: row.account_id, seq: row.seq };
      sinks.write(event, context);
      emit = { event, context };
    });
    const done = emit as { event: EmailEvent; context: EventContext } | null;
    if (!done) return;
    try {
      this.deps.events.emit('email.enriched', done.event, done.context);
    } catch {
      // A throwing in-process listener must not undo or repeat a committed analysis.
    }
  }

  private fail(job: JobRow, attempts: number, error: string): void {
    const { store, clock } = this.deps;
    store.tx(() => {
      if (!this.getJob.get(job.seq)) return;
      if (!store.messages.bySeq(job.seq)) {
        this.deleteJob.run(job.seq);
        return;
      }
      if (attempts >= this.maxAttempts) {
        store.messages.setAnalysis({ seq: job.seq, status: 'failed', completed_at: null, result: null, attempts, error });
        this.deleteJob.run(job.seq);
        return;
      }
      const delay = this.retryDelaysMs[Math.min(attempts - 1, this.retryDelaysMs.length - 1)] ?? 0;
      this.retryJob.run(clock() + delay, error, job.seq);
      store.messages.setAnalysis({ seq: job.seq, status: 'queued', completed_at: null, result: null, attempts, error });
    });
  }
}

export function createAnalysisQueue(deps: AnalysisQueueDeps): AnalysisQueue {
  return new Queue(deps);
}
