/**
 * The storage port: every read and write of the service, grouped by concern, behind one
 * Promise-returning interface. Two engines implement it, SQLite (storage/sqlite, embedded, one
 * process) and PostgreSQL (storage/postgres, a server several processes share), and both run
 * the same contract tests (test/storage-contract.test.ts). No engine type is visible above
 * this file.
 *
 * @example
 * const storage = openSqliteStorage({ path: 'inboxes.sqlite' });
 * await storage.transaction(async (tx) => {
 *   const seq = await tx.messages.insert(row, content);
 *   await tx.analysisJobs.insert(seq, row.account_id, now);
 *   tx.onCommit(() => events.emit('email.received', event));
 * });
 */
import type { AnalysisStatus, Entitlements } from '../types.js';
import type {
  ActiveWebhook, AnalysisJobRow, ApiKeyRow, AttemptRow, AuthRequestRow, AuthRequestStatus, ChallengeRow, DeliveryRow,
  AnalysisRow, DetailRow, DueDelivery, EventLogRow, IdempotencyRecord, InboxRow, MembershipRow, NewAuthRequestRow, NewInboxRow,
  NewContent, NewMessageRow, SessionRow, StoredAccount, StoredContent, SummaryRow, UnconvertedContent, UserRow, WebhookMatch, WebhookRow, WebhookStatus,
} from './rows.js';
import type { ChecksPort } from './port-checks.js';
import type { KeyInboxesPort } from './port-key-inboxes.js';
import type { TagsPort } from './port-tags.js';
import type { SmtpFaultsPort } from './port-smtp-faults.js';
import type { AutoReleasePort } from './port-auto-release.js';
import type { MessageQuery, ReindexEntry, SearchableText, UnindexedMessage } from './port-search.js';

export { SEARCH_BODY_CHARS, type IndexedRow, type MessageQuery, type ReindexEntry, type RowTerm, type SearchableText, type TextTerm, type UnindexedMessage } from './port-search.js';

/**
 * When cached catalog rows (accounts, inboxes, webhooks: what routing and fan-out read for
 * every message) may be stale. The epoch moves whenever one of them changes, here or in another
 * process on the same database; null while a change of ours is not yet committed (read through
 * then, and cache nothing).
 */
export interface Catalog {
  epoch(): number | null;
}

/**
 * Commits of other processes on the same database, for what must hear them live (waits, event
 * streams). PostgreSQL announces every commit that appended events (NOTIFY at the commit);
 * SQLite has one process and announces nothing.
 */
export interface CommitFeed {
  /** False when no other process can write here (SQLite): listeners are never called. */
  readonly shared: boolean;
  /**
   * Calls `listener` after each commit that appended events, this process's included, with
   * the highest log position it wrote (every position up to it is committed: positions become
   * visible in commit order), and with null when announcements may have been missed (the
   * listening connection is back). What is new is what the log holds after the last position
   * read. Returns the removal.
   */
  onEvents(listener: (head: number | null) => void): () => void;
}

/** Every group of the port: what a transaction handle and the storage itself both offer. */
export interface StorageGroups {
  readonly accounts: AccountsPort;
  readonly apiKeys: ApiKeysPort;
  readonly inboxes: InboxesPort;
  readonly messages: MessagesPort;
  readonly usage: UsagePort;
  readonly idempotency: IdempotencyPort;
  readonly outbox: OutboxPort;
  readonly analysisJobs: AnalysisJobsPort;
  readonly signin: SigninPort;
  readonly eventLog: EventLogPort;
  readonly secrets: SecretsPort;
  readonly checks: ChecksPort;
  readonly keyInboxes: KeyInboxesPort;
  readonly smtpFaults: SmtpFaultsPort;
  readonly autoRelease: AutoReleasePort;
  readonly tags: TagsPort;
}

/**
 * Held by messages.insertMany and eventLog.append until their transaction ends, so seqs and log
 * positions become visible in the order they were handed out, whichever process wrote them. A
 * transaction that reads what those writes depend on (the quota counters) takes it first.
 */
export const SEQUENCE_LOCK = 'sequence';

/** The lock of one account's limits (active inboxes, webhooks): taken before counting, held until the insert commits. */
export const accountLock = (accountId: string): string => `account:${accountId}`;

/** The handle a transaction's callback gets: its work commits or rolls back together. */
export interface StorageTx extends StorageGroups {
  /** A nested transaction: when `fn` rejects, its changes alone roll back (and its onCommit callbacks are dropped). */
  savepoint<T>(fn: () => Promise<T>): Promise<T>;
  /** Runs `callback` after the outermost transaction committed; never when it rolled back. */
  onCommit(callback: () => void): void;
  /**
   * Runs `callback` once the work done so far at this level is undone: after the transaction
   * rolled back, or the savepoint this is called in did. Never after a commit. (For in-memory
   * state taken on behalf of rows that may never exist, e.g. a delivery slot.)
   */
  onRollback(callback: () => void): void;
  /**
   * Holds `key` until the transaction ends (or the savepoint it was taken in rolls back):
   * another transaction that locks the same key, in this process or another on the same
   * database, waits until then. For a check that reads, then writes on what it read (a limit
   * counted, a name looked up, a request's state), which must hold against transactions
   * running at the same time. SQLite runs one transaction at a time and has nothing to do.
   */
  lock(key: string): Promise<void>;
}

export interface Storage extends StorageGroups {
  readonly engine: 'sqlite' | 'postgres';
  readonly catalog: Catalog;
  readonly feed: CommitFeed;
  /**
   * Runs `fn` unless another process on the database is running the duty `name` now (then
   * resolves `{ ran: false }` at once), holding the duty until `fn` settles. For periodic work
   * that one node at a time should do (expiry, retention). SQLite: one process, it always runs.
   */
  singleton<T>(name: string, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  /**
   * Runs `fn` in one transaction and resolves with its value once committed; rolls back when
   * it rejects. Use only `tx` inside: the storage's own groups run outside the transaction (on
   * SQLite they wait until it ends; on PostgreSQL they run on another connection and see only
   * what is committed).
   */
  transaction<T>(fn: (tx: StorageTx) => Promise<T>): Promise<T>;
  schemaVersion(): Promise<number>;
  /** Whether the storage can still be used (false once closed). */
  readonly open: boolean;
  /** Waits for transactions under way, then closes. */
  close(): Promise<void>;
}

/** Accounts: who owns inboxes, keys and webhooks. byId is served from a cache the engine keeps until the catalog changes. */
export interface AccountsPort {
  all(): Promise<StoredAccount[]>;
  insert(a: { id: string; name: string; slug: string; tier: string; entitlements: Entitlements; createdAt: number }): Promise<void>;
  /** The account, frozen and shared between callers: copy it to change anything. */
  byId(id: string): Promise<StoredAccount | null>;
  bySlug(slug: string): Promise<StoredAccount | null>;
  byNamespace(namespace: string): Promise<StoredAccount | null>;
  setNamespace(id: string, namespace: string, inboxId: string): Promise<void>;
  setEntitlements(id: string, tier: string, entitlements: Entitlements): Promise<void>;
  /** Sets the account's tag rules (JSON, tags/rules-codec.ts; null: none). Moves the catalog epoch, so ingest reads them at once. */
  setTagRules(id: string, rules: string | null): Promise<void>;
}

/** API keys: only a hash of each key is stored. */
export interface ApiKeysPort {
  insert(row: Omit<ApiKeyRow, 'last_used_at' | 'revoked_at'>): Promise<void>;
  byPrefix(prefix: string): Promise<ApiKeyRow | null>;
  byAccount(accountId: string): Promise<ApiKeyRow[]>;
  byId(id: string): Promise<ApiKeyRow | null>;
  touch(id: string, at: number): Promise<void>;
  /** Sets revoked_at unless it is set; moves the catalog epoch (cached authentications start over). */
  revoke(accountId: string, id: string, at: number): Promise<boolean>;
}

export interface InboxesPort {
  insert(row: NewInboxRow): Promise<void>;
  byId(id: string): Promise<InboxRow | null>;
  byAddress(address: string): Promise<InboxRow | null>;
  /** Fetches limit+1 rows so the caller can tell whether another page exists; with `keyId`, only the inboxes that key is limited to. */
  activePage(accountId: string, now: number, afterSeq: number | null, limit: number, keyId?: string): Promise<InboxRow[]>;
  countActive(accountId: string, now: number): Promise<number>;
  /** Only last_message_received_at: routing does not read it, so caches stay valid. */
  touch(id: string, at: number): Promise<void>;
  expireDue(now: number): Promise<number>;
  /** Removes the inbox row (its address routes nowhere from then on); false when it was gone. */
  delete(id: string): Promise<boolean>;
}

/** One message as messages.insertMany takes it. */
export interface NewMessage { row: NewMessageRow; content: NewContent; searchable?: SearchableText }

/** Messages: the summary row, and apart from it the content (bodies and raw source, opaque bytes). */
export interface MessagesPort {
  /**
   * Inserts the rows and their content, and indexes them for search (`searchable` defaults to
   * no display name and `content.text_body`); returns their seqs, in order. PostgreSQL takes up
   * to 32 in one statement. Call inside a transaction.
   */
  insertMany(messages: readonly NewMessage[]): Promise<number[]>;
  /** insertMany() of one message; its seq. */
  insert(row: NewMessageRow, content: NewContent, searchable?: SearchableText): Promise<number>;
  byId(id: string): Promise<DetailRow | null>;
  /** Its owner and analysis columns alone (no join, no JSON but the analysis), or null when it is gone. */
  analysisById(id: string): Promise<AnalysisRow | null>;
  bySeq(seq: number): Promise<DetailRow | null>;
  /** The message's content as stored, or null when it is gone. */
  content(seq: number): Promise<StoredContent | null>;
  /**
   * Up to `limit` rows after `afterSeq` (exclusive), oldest first, whose content is stored as
   * before schema 11 (`bodies` null): what the background conversion reads. Served by a partial
   * index that holds those rows only, so it costs nothing once none is left.
   */
  unconverted(afterSeq: number, limit: number): Promise<UnconvertedContent[]>;
  /** Up to `limit` messages after `afterSeq`, oldest first, whose full-text entry lacks the term tokens (stored before schema 20). */
  unindexed(afterSeq: number, limit: number): Promise<UnindexedMessage[]>;
  /** Writes each message's full-text entry again, with its term tokens; answers how many were (one gone, or done meanwhile, is passed over). */
  reindex(entries: readonly ReindexEntry[]): Promise<number>;
  /**
   * Replaces an unconverted row's content (and its links column) with the converted form;
   * false when the row is gone or was converted meanwhile (another process converting too).
   */
  convert(seq: number, content: { bodies: Buffer; raw: Buffer }, links: string): Promise<boolean>;
  inboxPage(inboxId: string, beforeSeq: number | null, limit: number): Promise<SummaryRow[]>;
  recipientPage(accountId: string, recipient: string, beforeSeq: number | null, limit: number): Promise<SummaryRow[]>;
  /** Oldest first from `afterSeq` (exclusive); `unclaimed` leaves out messages a wait already returned. */
  inboxAfter(inboxId: string, afterSeq: number, limit: number, unclaimed?: boolean): Promise<DetailRow[]>;
  recipientAfter(accountId: string, recipient: string, afterSeq: number, limit: number, unclaimed?: boolean): Promise<DetailRow[]>;
  /** Sets the read state of the account's message: `at` (epoch ms; an earlier one is kept) read, null unread; false when there is none. */
  setRead(accountId: string, id: string, at: number | null): Promise<boolean>;
  /** Marks the message returned by a wait; false when a wait already had it (or it is gone). */
  claim(seq: number, at: number): Promise<boolean>;
  /**
   * The messages `query` matches, newest first (seq descending), below `beforeSeq` when given;
   * fetches limit+1 rows. Served by indexes (the full-text index for text conditions), never a
   * scan of every message.
   */
  search(query: MessageQuery, beforeSeq: number | null, limit: number): Promise<SummaryRow[]>;
  /** Deletes up to `batch` of the account's messages received before `cutoff`; content and index entries go with them. */
  purgeOlderThan(accountId: string, cutoff: number, batch: number): Promise<number>;
  /** Deletes one message (its content and analysis job with it); false when it was gone. */
  delete(seq: number): Promise<boolean>;
  /** The seq of the inbox's newest message, or null when it has none. */
  lastOfInbox(inboxId: string): Promise<number | null>;
  /** Deletes up to `batch` of the inbox's messages with seq at most `maxSeq`, oldest first; returns how many. */
  deleteInboxBatch(inboxId: string, maxSeq: number, batch: number): Promise<number>;
  setAnalysis(u: { seq: number; status: AnalysisStatus; completed_at: number | null; result: string | null;
    attempts: number; error: string | null }): Promise<void>;
}

/**
 * Usage counters per account, metric and period (a calendar month such as `2026-11` for the
 * plan's quotas; an ISO 8601 interval `<start>/<end>` for a time window's counts).
 */
export interface UsagePort {
  get(accountId: string, metric: string, period: string): Promise<number>;
  add(accountId: string, metric: string, period: string, n: number): Promise<void>;
  /**
   * Adds `n` and returns the counter's new value, in one statement: what every process on the
   * database added, none lost to a concurrent add.
   */
  addAndGet(accountId: string, metric: string, period: string, n: number): Promise<number>;
  /**
   * Deletes the counters of every metric starting with `metricPrefix` whose period is an
   * interval `<start>/<end>` (ISO timestamps as Date#toISOString writes them) with its end at
   * or before `endedBy`; returns how many.
   */
  purgeEndedIntervals(metricPrefix: string, endedBy: string): Promise<number>;
}

/** Results of idempotent operations, per account, operation and key. */
export interface IdempotencyPort {
  /** The record for the key if it is younger than `notBefore`. */
  get(accountId: string, scope: string, key: string, notBefore: number): Promise<IdempotencyRecord | null>;
  put(accountId: string, scope: string, key: string, rec: IdempotencyRecord): Promise<void>;
  /** Deletes the key's record; false when there was none. */
  remove(accountId: string, scope: string, key: string): Promise<boolean>;
  purgeOlderThan(cutoff: number): Promise<number>;
}

/** Webhooks, the event outbox of their deliveries, and the attempts made. */
export interface OutboxPort {
  insert(row: Pick<WebhookRow, 'id' | 'account_id' | 'inbox_id' | 'label' | 'target_url' | 'signing_secret' | 'created_at'>): Promise<void>;
  byId(id: string): Promise<WebhookRow | null>;
  listLive(accountId: string): Promise<WebhookRow[]>;
  countLive(accountId: string): Promise<number>;
  /** Deliveries not finished yet (due, retrying or in flight), over every account: the outbox's depth. */
  countPending(): Promise<number>;
  /** The account's active webhooks (id and inbox scope), in creation order. */
  matching(accountId: string): Promise<WebhookMatch[]>;
  /** Every active webhook, in creation order. */
  active(): Promise<ActiveWebhook[]>;
  /** Moves a webhook from one status to another; false if it was not in `from`. */
  setStatus(id: string, from: WebhookStatus, status: WebhookStatus, reason: string | null, now: number): Promise<boolean>;
  delivered(id: string, at: number): Promise<void>;
  /** Counts one more delivery that used every attempt; returns the run since the last success. */
  exhausted(id: string): Promise<number>;
  /** A new outbox row, due now; `locked_until` set when the dispatcher takes it at once. False if the (webhook, event) pair existed. */
  insertDelivery(row: Pick<DeliveryRow, 'id' | 'webhook_id' | 'account_id' | 'event_id' | 'event_type' | 'body' | 'locked_until'> & { now: number }): Promise<boolean>;
  /** Gives a leased row back to the due queue (an attempt that will not start). */
  unlease(id: string): Promise<void>;
  delivery(id: string): Promise<DeliveryRow | null>;
  deliveriesOf(webhookId: string, limit: number): Promise<DeliveryRow[]>;
  due(webhookId: string, now: number, limit: number): Promise<DueDelivery[]>;
  lease(id: string, until: number): Promise<boolean>;
  /** The mark* updates apply to a pending row only; false when it was cancelled (or finished) meanwhile. */
  markDelivered(v: { id: string; attempts: number; started: number; code: number | null; now: number }): Promise<boolean>;
  markRetry(v: { id: string; attempts: number; started: number; next: number; code: number | null; error: string | null }): Promise<boolean>;
  markFailed(v: { id: string; attempts: number; started: number; code: number | null; error: string | null; now: number }): Promise<boolean>;
  cancelPending(webhookId: string, reason: string, now: number): Promise<number>;
  /** Deletes up to `limit` finished deliveries (and their attempts) that finished before `before`. */
  pruneFinished(before: number, limit: number): Promise<number>;
  /** One finished HTTP attempt, written together with its outcome. */
  insertAttempt(row: AttemptRow): Promise<void>;
  attemptsOf(deliveryId: string): Promise<AttemptRow[]>;
}

/** The event log: every email event in commit order, for streams that resume where they left off. */
export interface EventLogPort {
  /**
   * Appends one event, in the transaction that made it true. Its position is the log's order
   * of commits: an engine may hand it out only when the transaction commits (PostgreSQL writes
   * a transaction's events in one statement then), so nothing reads it before.
   */
  append(row: Omit<EventLogRow, 'seq'>): Promise<void>;
  /** The position of an event of this account, or null when it is unknown (or purged). */
  position(accountId: string, eventId: string): Promise<number | null>;
  /** The last position written, 0 when the log is empty. */
  head(): Promise<number>;
  /**
   * The id of the account's last event at or before `atOrBefore` (optionally of one inbox, or of the inboxes a key is limited
   * to), null when none: where a stream opened at that position resumes.
   */
  latest(accountId: string, atOrBefore: number, inboxId?: string, keyId?: string): Promise<string | null>;
  /** Every account's events after `afterSeq`, oldest first (what a process relays of other processes' commits). */
  since(afterSeq: number, limit: number): Promise<EventLogRow[]>;
  /** The account's events after `afterSeq`, oldest first, optionally of one inbox (or of the inboxes a key is limited to). */
  after(accountId: string, afterSeq: number, limit: number, inboxId?: string, keyId?: string): Promise<EventLogRow[]>;
  /** Deletes up to `batch` of the oldest events created before `cutoff`. */
  purgeOlderThan(cutoff: number, batch: number): Promise<number>;
}

/** Secrets of the service, one per name and database, shared by every process on it. */
export interface SecretsPort {
  /** The secret named `name`: the one stored, else `candidate`, stored now (the first insert wins; it never changes). */
  keep(name: string, candidate: Buffer, at: number): Promise<Buffer>;
}

/** Analysis jobs waiting for (or leased by) an analyzer. */
export interface AnalysisJobsPort {
  /** Queues the message's analysis, due at `runAt`; false when a job for it exists. */
  insert(seq: number, accountId: string, runAt: number): Promise<boolean>;
  /** Jobs due at `now` whose lease (if any) ran out, oldest first. */
  due(now: number, limit: number): Promise<AnalysisJobRow[]>;
  /** Takes the job until `until`, counting the attempt. */
  lease(seq: number, until: number, attempts: number): Promise<void>;
  exists(seq: number): Promise<boolean>;
  remove(seq: number): Promise<void>;
  /** Due again at `runAt`, lease dropped. */
  retry(seq: number, runAt: number, attempts: number, error: string): Promise<void>;
  /** An attempt that was abandoned (the queue stopped): the lease goes and so does its count. */
  release(seq: number): Promise<void>;
  count(): Promise<number>;
}

/** Sign-in: users, memberships, requests, challenges, dashboard sessions. */
export interface SigninPort {
  userById(id: string): Promise<UserRow | null>;
  userByEmail(email: string): Promise<UserRow | null>;
  insertUser(row: Omit<UserRow, 'last_sign_in_at'>): Promise<void>;
  touchUser(id: string, at: number): Promise<void>;
  addMember(userId: string, accountId: string, role: string, at: number): Promise<void>;
  membership(userId: string, accountId: string): Promise<MembershipRow | null>;
  /** The user's first account (the personal account made at the first sign-in). */
  firstMembership(userId: string): Promise<MembershipRow | null>;
  insertRequest(row: NewAuthRequestRow): Promise<void>;
  request(id: string): Promise<AuthRequestRow | null>;
  setStatus(id: string, status: AuthRequestStatus): Promise<void>;
  approve(a: { id: string; hash: Buffer; expires: number; user_id: string; account_id: string; now: number }): Promise<void>;
  complete(a: { id: string; user_id: string; account_id: string; key_id: string; now: number }): Promise<void>;
  /** Counts one wrong exchange code; returns the new count. */
  exchangeMiss(id: string): Promise<number>;
  insertChallenge(row: Omit<ChallengeRow, 'attempts' | 'token_used_at'>): Promise<void>;
  challenge(id: string): Promise<ChallengeRow | null>;
  /** Counts one wrong code or token; returns the new count. */
  challengeMiss(id: string): Promise<number>;
  /** Marks the magic link used; false when it already was. */
  useToken(id: string, at: number): Promise<boolean>;
  insertSession(row: SessionRow): Promise<void>;
  sessionByHash(hash: Buffer): Promise<SessionRow | null>;
  /** Deletes a session (sign-out, or a one-time token traded); false when it was not there. */
  deleteSession(id: string): Promise<boolean>;
  purge(requestsBefore: number, sessionsBefore: number): Promise<number>;
  hasInbox(accountId: string): Promise<boolean>;
  hasWebhook(accountId: string): Promise<boolean>;
  slugTaken(slug: string): Promise<boolean>;
}
