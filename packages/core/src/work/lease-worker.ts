/**
 * The lease worker: the loop behind every kind of leased background work (analysis jobs,
 * webhook deliveries). It owns the machinery; a policy says what is due and how it is leased,
 * what one attempt does, and how an outcome is recorded (its retry schedule included).
 *
 * - A turn is ONE write transaction: it records the outcomes that arrived since the last turn,
 *   then claims (leases) due jobs while slots are free. Turns run one at a time, on a chain,
 *   so two turns never lease past the limit together.
 * - The jobs a turn claimed start after its commit, outside any transaction, each in flight
 *   under its key; `concurrency` bounds them, together with slots reserved by the caller for
 *   jobs written already leased (reserve(), then launch() once they committed). A policy may
 *   bound groups of jobs (a webhook's) with busy(group).
 * - An attempt's outcome waits in memory for the next turn (within recordDelayMs of the
 *   first that finished); a turn whose transaction fails keeps them for the one after.
 * - runDue() drains: turns until nothing is due and nothing is in flight.
 * - stop() waits for the turn under way and the attempts in flight (aborted first with
 *   abortOnStop), then records what finished; jobs claimed as it began are recorded as the
 *   policy's `abandoned` outcome, so their leases go back at once.
 *
 * The worker has no storage of its own: it only opens transactions on the store it is given.
 *
 * @example
 * const worker = createLeaseWorker(storage, {
 *   key: (job) => job.seq,
 *   async claim(tx, turn) {
 *     for (const row of await tx.jobs.due(turn.now, turn.free)) {
 *       await tx.jobs.lease(row.seq, worker.leaseUntil(turn.now));
 *       turn.take(row);
 *     }
 *   },
 *   attempt: async (job, signal) => ({ job, ok: await send(job, signal) }),
 *   abandoned: (job) => ({ job, ok: null }),
 *   async record(tx, outcomes) {
 *     for (const o of outcomes) await tx.jobs.settle(o);
 *     return outcomes.length;
 *   },
 * }, { concurrency: 4, leaseMs: 40_000 });
 * worker.start();
 */

import {
  LEASE_WORKER_DEFAULTS, type ClaimTurn, type JobKey, type LeasePolicy, type LeaseWorker, type LeaseWorkerOptions, type TurnStore,
} from './types.js';

/** `work`, rejected as soon as `signal` aborts: bounds an attempt that ignores its signal. */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    work.catch(() => {});
    return Promise.reject(signal.reason);
  }
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([work, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
}

interface TurnResult { count: number; more: boolean }

class Worker<Tx, Job, Outcome> implements LeaseWorker<Job> {
  private readonly o: Required<LeaseWorkerOptions>;
  private isRunning = false;
  private stopped = false;
  private stopController = new AbortController();
  private pollTimer: NodeJS.Timeout | null = null;
  private recordTimer: NodeJS.Timeout | null = null;
  /** A background turn is scheduled for the next check phase. */
  private soonScheduled = false;
  /** A background turn waits on the chain: another would see nothing more. */
  private backgroundQueued = false;
  /** Turns (and the final record of stop()) run one after another on this chain. */
  private chain: Promise<unknown> = Promise.resolve();
  private readonly drains = new Set<Promise<number>>();
  /** Attempts in flight by key; each promise settles once its outcome is in `outcomes`. */
  private readonly attempts = new Map<JobKey, Promise<void>>();
  /** Per group: attempts in flight plus reserved slots. */
  private readonly groups = new Map<string, number>();
  private reserved = 0;
  private outcomes: Outcome[] = [];
  /** Jobs may be due that no attempt has taken: the next background turn claims (else it only records). */
  private claimWanted = true;

  constructor(private readonly store: TurnStore<Tx>, private readonly policy: LeasePolicy<Tx, Job, Outcome>, options: LeaseWorkerOptions) {
    const d = LEASE_WORKER_DEFAULTS;
    this.o = {
      clock: options.clock ?? d.clock,
      concurrency: Math.max(1, Math.floor(options.concurrency ?? d.concurrency)),
      pollIntervalMs: Math.max(1, options.pollIntervalMs ?? d.pollIntervalMs),
      leaseMs: Math.max(0, options.leaseMs ?? d.leaseMs),
      attemptTimeoutMs: options.attemptTimeoutMs === undefined || options.attemptTimeoutMs === null ? null : Math.max(1, options.attemptTimeoutMs),
      abortOnStop: options.abortOnStop ?? d.abortOnStop,
      stopReason: options.stopReason ?? d.stopReason,
      recordDelayMs: Math.max(0, options.recordDelayMs ?? d.recordDelayMs),
      onPoll: options.onPoll ?? d.onPoll,
    };
  }

  get running(): boolean {
    return this.isRunning;
  }

  get stopping(): boolean {
    return this.stopped;
  }

  get inFlight(): number {
    return this.attempts.size;
  }

  start(): void {
    if (this.isRunning) return;
    this.isRunning = true;
    this.stopped = false;
    if (this.stopController.signal.aborted) this.stopController = new AbortController();
    this.pollTimer = setInterval(() => this.poll(), this.o.pollIntervalMs);
    this.pollTimer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    // Also when never started: runDue() may have attempts in flight.
    this.stopped = true;
    this.isRunning = false;
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.recordTimer) clearTimeout(this.recordTimer);
    this.pollTimer = null;
    this.recordTimer = null;
    if (this.o.abortOnStop) this.stopController.abort(new Error(this.o.stopReason));
    // The turn under way may still claim: its jobs come back as abandoned outcomes.
    await Promise.allSettled([...this.drains, this.chain]);
    await Promise.allSettled(this.attempts.values());
    if (this.outcomes.length > 0) {
      // A failure here leaves the leases to run out; stop() itself always settles.
      await this.serial(() => this.turn(null, false)).catch(() => {});
    }
  }

  runDue(at?: number): Promise<number> {
    // After stop(), a drain would claim and abandon the same jobs forever.
    if (this.stopped) return Promise.resolve(0);
    const run = this.drain(at);
    this.drains.add(run);
    return run.finally(() => this.drains.delete(run));
  }

  kick(): void {
    this.claimWanted = true;
    this.soon();
  }

  leaseUntil(now: number): number {
    return now + this.o.leaseMs;
  }

  free(): number {
    return this.o.concurrency - this.attempts.size - this.reserved;
  }

  busy(group: string): number {
    return this.groups.get(group) ?? 0;
  }

  reserve(group?: string): void {
    this.reserved++;
    if (group !== undefined) this.count(group, 1);
  }

  unreserve(group?: string): void {
    this.reserved--;
    if (group !== undefined) this.count(group, -1);
  }

  launch(job: Job): void {
    const key = this.policy.key(job);
    const group = this.policy.group?.(job);
    if (group !== undefined) this.count(group, 1);
    const { signal, done } = this.attemptSignal();
    const run = this.policy.attempt(job, signal)
      .then((outcome) => { this.outcomes.push(outcome); }, () => { /* no outcome: the lease runs out */ })
      .finally(() => {
        done();
        this.attempts.delete(key);
        if (group !== undefined) this.count(group, -1);
        this.outcomeArrived();
      });
    this.attempts.set(key, run);
  }

  private count(group: string, by: number): void {
    const n = (this.groups.get(group) ?? 0) + by;
    if (n > 0) this.groups.set(group, n);
    else this.groups.delete(group);
  }

  /** The attempt's signal: aborted at its timeout, and by stop() with abortOnStop. */
  private attemptSignal(): { signal: AbortSignal; done: () => void } {
    const attempt = new AbortController();
    const stop = this.stopController.signal;
    const onStop = () => attempt.abort(stop.reason);
    if (this.o.abortOnStop) {
      if (stop.aborted) onStop();
      else stop.addEventListener('abort', onStop, { once: true });
    }
    const ms = this.o.attemptTimeoutMs;
    // Not unref'd: an attempt in flight is work someone awaits; the timer lives only as long as it.
    const timer = ms === null ? null : setTimeout(() => attempt.abort(new Error(`attempt timed out after ${ms} ms`)), ms);
    return {
      signal: attempt.signal,
      done: () => {
        if (timer) clearTimeout(timer);
        stop.removeEventListener('abort', onStop);
      },
    };
  }

  /** Runs `fn` after every turn queued before it. */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.chain.then(fn);
    this.chain = run.then(() => {}, () => {});
    return run;
  }

  /** A background turn at the next check phase (so SMTP and HTTP interleave), when the loop runs. */
  private soon(): void {
    if (!this.isRunning || this.soonScheduled) return;
    this.soonScheduled = true;
    setImmediate(() => {
      this.soonScheduled = false;
      this.background();
    });
  }

  /** A background turn, unless one is already waiting to start (it will see what this one would). */
  private background(): void {
    if (!this.isRunning) return;
    if (!this.store.open) {
      this.stop().catch(() => {});
      return;
    }
    if (this.backgroundQueued) return;
    this.backgroundQueued = true;
    this.serial(async () => {
      this.backgroundQueued = false;
      if (!this.isRunning) return;
      const { more } = await this.turn(this.o.clock(), false);
      if (more) this.kick();
    }).catch(() => {
      // Busy or closing: nothing was written; the next poll tries again.
    });
  }

  private poll(): void {
    if (!this.isRunning) return;
    if (!this.store.open) {
      this.stop().catch(() => {});
      return;
    }
    try {
      this.o.onPoll(this.o.clock());
    } catch {
      // Housekeeping never stops the loop.
    }
    this.claimWanted = true; // retries that came due, expired leases
    this.soon();
  }

  /** An attempt finished: a turn records it soon, together with those finishing meanwhile. */
  private outcomeArrived(): void {
    if (this.o.recordDelayMs === 0) {
      this.soon();
      return;
    }
    if (!this.isRunning || this.recordTimer) return;
    this.recordTimer = setTimeout(() => {
      this.recordTimer = null;
      this.background();
    }, this.o.recordDelayMs);
  }

  /** Turns until nothing is due and no attempt is in flight. */
  private async drain(at: number | undefined): Promise<number> {
    let count = 0;
    for (;;) {
      let turn: TurnResult | null = null;
      try {
        turn = await this.serial(() => this.turn(at ?? this.o.clock(), true));
        count += turn.count;
      } catch (error) {
        // Nothing was written; what is in flight still finishes, and a later turn records it.
        if (this.attempts.size === 0) throw error;
      }
      if (this.stopped) return count;
      if (turn?.more) continue;
      if (this.attempts.size === 0) {
        if (this.outcomes.length === 0) return count;
        continue;
      }
      await Promise.race(this.attempts.values());
      // Like the background loop: the outcomes of one poll phase are recorded together.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  /**
   * One transaction: records the outcomes so far, then (claimAt not null, not stopped, a
   * claim wanted or `force`, a slot free) claims what is due at claimAt. Starts the claimed
   * attempts after the commit. On failure nothing was written: the outcomes wait for the next.
   */
  private async turn(claimAt: number | null, force: boolean): Promise<TurnResult> {
    const outcomes = this.outcomes;
    this.outcomes = [];
    // Closed: the outcomes go; their leases run out and the jobs run again.
    if (!this.store.open) return { count: 0, more: false };
    const at = this.stopped ? null : claimAt;
    const now = this.o.clock();
    const taken: Job[] = [];
    let claimed = false;
    let result: TurnResult;
    try {
      result = await this.store.transaction(async (tx) => {
        let count = outcomes.length > 0 ? await this.policy.record(tx, outcomes, now) : 0;
        let more = false;
        const free = this.free();
        if (at !== null && (force || this.claimWanted) && free > 0) {
          claimed = true;
          this.claimWanted = false;
          const claim = (await this.policy.claim(tx, this.claimTurn(at, free, taken))) ?? {};
          count += claim.handled ?? 0;
          more = claim.more ?? false;
          if (claim.again) this.claimWanted = true;
        }
        return { count, more };
      });
    } catch (error) {
      for (const job of taken) this.unreserve(this.policy.group?.(job));
      if (claimed) this.claimWanted = true;
      this.outcomes = outcomes.concat(this.outcomes);
      throw error;
    }
    for (const job of taken) this.unreserve(this.policy.group?.(job));
    if (this.stopped) {
      // stop() began while this turn claimed: the final record gives the leases back.
      for (const job of taken) this.outcomes.push(this.policy.abandoned(job));
      return result;
    }
    for (const job of taken) this.launch(job);
    if (this.policy.afterTurn) await this.policy.afterTurn();
    return result;
  }

  private claimTurn(now: number, free: number, taken: Job[]): ClaimTurn<Job> {
    return {
      now, free,
      get taken() { return taken.length; },
      inFlight: (key) => this.attempts.has(key),
      busy: (group) => this.busy(group),
      take: (job) => {
        this.reserve(this.policy.group?.(job));
        taken.push(job);
      },
    };
  }
}

/** A lease worker over `store` running `policy`'s work; see the module comment. */
export function createLeaseWorker<Tx, Job, Outcome>(
  store: TurnStore<Tx>, policy: LeasePolicy<Tx, Job, Outcome>, options: LeaseWorkerOptions = {},
): LeaseWorker<Job> {
  return new Worker(store, policy, options);
}
