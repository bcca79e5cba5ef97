/** The surface of the lease worker (lease-worker.ts): what a policy decides, what the worker offers. */

/** Where turns run: a store that opens write transactions (Storage is one). */
export interface TurnStore<Tx> {
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** False once closed: turns stop, and the leases of what was in flight run out. */
  readonly open: boolean;
}

export type JobKey = string | number;

/** What one kind of work decides; the worker calls each part at its time. */
export interface LeasePolicy<Tx, Job, Outcome> {
  /** One attempt per key is in flight at a time. */
  key(job: Job): JobKey;
  /** The group a job's slot counts in (see ClaimTurn.busy); none by default. */
  group?(job: Job): string;
  /** Inside the turn's transaction: leases due jobs, handing each to `turn.take`. */
  claim(tx: Tx, turn: ClaimTurn<Job>): Promise<ClaimResult | void>;
  /**
   * One attempt, outside any transaction. Resolves with its outcome; a rejection leaves no
   * outcome (the lease runs out and the job comes back). `signal` aborts at the attempt's
   * timeout and, with abortOnStop, when stop() begins.
   */
  attempt(job: Job, signal: AbortSignal): Promise<Outcome>;
  /** The outcome of a job claimed as stop() began, never attempted: recorded to give its lease back. */
  abandoned(job: Job): Outcome;
  /** Inside the turn's transaction: records outcomes; returns how many count as work done (runDue's count). */
  record(tx: Tx, outcomes: Outcome[], now: number): Promise<number>;
  /** After each committed turn of a running worker (housekeeping that follows the turn). */
  afterTurn?(): Promise<void>;
}

/** What a claim sees of the worker's slots, in the turn's transaction. */
export interface ClaimTurn<Job> {
  /** The time the turn claims at (what is due then). */
  readonly now: number;
  /** Slots free when the claim began. */
  readonly free: number;
  /** Jobs taken so far in this claim. */
  readonly taken: number;
  /** An attempt under this key is in flight (its lease may have run out under a jumping clock). */
  inFlight(key: JobKey): boolean;
  /** The group's attempts in flight plus its reserved slots. */
  busy(group: string): number;
  /** A job leased in this transaction: its slot is held, and its attempt starts after the commit. */
  take(job: Job): void;
}

export interface ClaimResult {
  /** Work the claim finished itself (e.g. jobs failed for good without an attempt). */
  handled?: number;
  /** More may be due behind what this claim looked at: another turn follows at once. */
  more?: boolean;
  /** The next turn claims too, even without a kick() or a poll (a limit kept rows back). */
  again?: boolean;
}

export interface LeaseWorkerOptions {
  /** Epoch ms; the time turns claim and record at. Default Date.now. */
  clock?: () => number;
  /** Attempts in flight (plus reserved slots) at once. Default 1. */
  concurrency?: number;
  /** How often the idle worker looks for due jobs (retries, expired leases). Default 1,000 ms. */
  pollIntervalMs?: number;
  /** How long a lease lasts (leaseUntil): past the attempt's timeout, with a margin. Default 60,000 ms. */
  leaseMs?: number;
  /** The attempt's signal aborts after this long; null: the attempt bounds itself. Default null. */
  attemptTimeoutMs?: number | null;
  /** stop() aborts the attempts in flight (else it waits for them). Default false. */
  abortOnStop?: boolean;
  /** The reason an attempt aborted by stop() carries. */
  stopReason?: string;
  /** Outcomes are recorded this long after the first of them finished (0: the next check phase). Default 0. */
  recordDelayMs?: number;
  /** Called at each poll of a running worker, before it looks for due work. */
  onPoll?: (now: number) => void;
}

export const LEASE_WORKER_DEFAULTS = {
  clock: Date.now, concurrency: 1, pollIntervalMs: 1_000, leaseMs: 60_000, attemptTimeoutMs: null, abortOnStop: false,
  stopReason: 'the worker stopped', recordDelayMs: 0, onPoll: (_now: number): void => {},
} as const;

export interface LeaseWorker<Job> {
  /** The background loop runs (start() until stop()). */
  readonly running: boolean;
  /** stop() began and no start() came since: attempts that end now are abandoned, not failed. */
  readonly stopping: boolean;
  /** Attempts in flight. */
  readonly inFlight: number;
  /** Starts the background loop: a turn now, then one per poll and after each outcome. Timers are unref'd. */
  start(): void;
  /** Stops the loop, waits for the turn under way and the attempts in flight, records what finished. */
  stop(): Promise<void>;
  /**
   * Turns until nothing is due and nothing is in flight; claims at `at` (fixed) or at the clock
   * of each turn. Resolves with the work done (the policy's counts); rejects when a turn fails
   * with nothing left in flight. After stop(): 0 at once.
   */
  runDue(at?: number): Promise<number>;
  /** Looks for due work soon: call after a commit that wrote jobs nobody took (tx.onCommit). */
  kick(): void;
  /** When a lease taken at `now` runs out. */
  leaseUntil(now: number): number;
  /** Slots free now: concurrency minus attempts in flight and reserved slots. */
  free(): number;
  /** The group's attempts in flight plus its reserved slots. */
  busy(group: string): number;
  /** Holds a slot (of `group`) for a job about to be written leased; unreserve() it, then launch() the job. */
  reserve(group?: string): void;
  unreserve(group?: string): void;
  /** Starts the attempt of a job leased outside a turn (its slot was reserved and is now released). */
  launch(job: Job): void;
}
