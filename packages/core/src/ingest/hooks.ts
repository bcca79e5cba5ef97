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

/** Writes the copy with its initial analysis state (row, search entry, email.received) and returns it. */
export type StoreCopy = (initial: InitialAnalysis) => Promise<StoredMessage>;

/**
 * How analysis joins ingest: one call per stored copy, inside the ingest transaction. Without
 * a hook (no analyzer), messages start `none` and nothing else happens.
 */
export interface IngestAnalysisHook {
  /**
   * Decides the state the copy's analysis starts in, has ingest write it through `store`, then
   * announces the analysis recorded with the row or queues its job. Resolves with what `store` gave.
   */
  admit(tx: StorageTx, input: AdmitInput, store: StoreCopy): Promise<StoredMessage>;
}
