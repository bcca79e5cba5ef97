import type { AnalysisStatus, MessageDetail } from '../types.js';
import type { AnalysisFields, InboxRow, StorageTx, StoredAccount } from '../storage/index.js';
import type { EmailEvent } from '../events/events.js';
import type { UsageCounter } from './batch-usage.js';

export interface StoredMessageRef {
  messageId: string;
  seq: number;
  inboxId: string;
  accountId: string;
  recipient: string;
}

/** What a hook sees of a message while its transaction is still open. */
export interface StoredMessage {
  ref: StoredMessageRef;
  inbox: InboxRow;
  /** As email.received carries it (analysis still `queued` when it was recorded with the row). */
  detail: MessageDetail;
  receivedEvent: EmailEvent;
  /** The analysis written with the row itself (stored `complete`), or null. */
  recordedAnalysis: AnalysisFields | null;
  /** The batch's usage counters: a hook counts here what it uses (written once per batch). */
  usage: UsageCounter;
}

export interface InitialAnalysis {
  status: AnalysisStatus;
  /** Fields to record with the row (stored `complete`); only with status `queued`. */
  recorded: AnalysisFields | null;
}

/**
 * How analysis joins ingest: one hook, called twice per stored copy inside the ingest
 * transaction. Without it (no analyzer), messages start `none` and nothing else happens.
 */
export interface IngestAnalysisHook {
  /**
   * Before the row is written: the state its analysis starts in. `account` is the one routing
   * found (its entitlements hold the analysis budget); `eligible` follows the inbox's analysis
   * mode; `precomputed` holds the built-in analyzer's fields when they were computed while
   * parsing.
   */
  start(tx: StorageTx, input: { account: StoredAccount; eligible: boolean; usage: UsageCounter; precomputed: AnalysisFields | null }): Promise<InitialAnalysis>;
  /** After the row and its email.received sinks: queue the job, or announce what was recorded. */
  stored(tx: StorageTx, message: StoredMessage): Promise<void>;
}
