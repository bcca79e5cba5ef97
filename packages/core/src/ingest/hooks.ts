import type { AnalysisStatus, MessageDetail } from '../types.js';
import type { AnalysisFields, StorageTx, StoredAccount } from '../storage/index.js';
import type { UsageCounter } from './batch-usage.js';

export interface StoredMessageRef {
  messageId: string;
  seq: number;
  inboxId: string;
  accountId: string;
  recipient: string;
}

/** A copy ingest wrote, while its transaction is still open. */
export interface StoredMessage {
  ref: StoredMessageRef;
  /** As email.received carries it (analysis still `queued` when it was recorded with the row). */
  detail: MessageDetail;
}

export interface InitialAnalysis {
  status: AnalysisStatus;
  /** Fields to record with the row (stored `complete`); only with status `queued`. */
  recorded: AnalysisFields | null;
}

/** What ingest knows of a copy before writing it. */
export interface AdmitInput {
  /** The account routing found (its entitlements hold the analysis budget). */
  account: StoredAccount;
  /** Whether the inbox's analysis mode takes this recipient. */
  eligible: boolean;
  /** The batch's usage counters: analysis counts what it admits here (written once per batch). */
  usage: UsageCounter;
  /** The built-in analyzer's fields, when they were computed while parsing. */
  precomputed: AnalysisFields | null;
  /**
   * The batch is its retry after a failure, each message in a savepoint of its own: a step
   * that may be refused alone should take a savepoint. false: the batch's first pass, where any
   * failure fails the batch and sends it to that retry (so no savepoint is needed).
   */
  isolated: boolean;
}

/**
 * How analysis joins ingest, in two steps per copy inside the ingest transaction: `admit` before
 * the copies of a batch are written (together, one statement on PostgreSQL), `stored` after
 * each is. Without a hook (no analyzer), messages start `none` and nothing else happens.
 *
 * @example
 * const initial = await hook.admit(input);            // the row is written with initial.status
 * await hook.stored(tx, input, initial, message);     // announces the recorded analysis, or queues its job
 */
export interface IngestAnalysisHook {
  /**
   * Decides the state the copy's analysis starts in, and counts an admitted (`queued`) analysis
   * in `input.usage` at once, so the next copy of the batch is decided against it.
   */
  admit(input: AdmitInput): Promise<InitialAnalysis>;
  /** The copy is written: announces the analysis recorded with the row, or queues its job. */
  stored(tx: StorageTx, input: AdmitInput, initial: InitialAnalysis, message: StoredMessage): Promise<void>;
}
