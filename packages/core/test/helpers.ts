import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInboxService, sequentialIds, type InboxService, type InboxServiceOptions } from '../src/index.js';
import { openStorage, type Storage } from '../src/storage/index.js';
import { InboxEventEmitter } from '../src/events/events.js';
import { createPublish, emitTo, type EventSubscriber, type Publish } from '../src/events/publish.js';
import { Router } from '../src/ingest/route.js';
import { IngestPipeline } from '../src/ingest/pipeline.js';
import { prepareMail, type Preparer } from '../src/ingest/prepare.js';
import { Accounts } from '../src/accounts/accounts.js';
import { Inboxes } from '../src/inboxes/inboxes.js';
import { Messages } from '../src/messages/messages.js';
import { createCursors, CURSOR_SECRET } from '../src/cursor.js';
import { createAnalysisQueue, type AnalysisQueue, type AnalysisOptions } from '../src/analysis/index.js';
import type { Clock } from '../src/clock.js';
import { TEST_ENGINE, peek, peekAll, testDatabase } from './support/engine.js';

export { TEST_ENGINE, peek, peekAll, testDatabase };

/** A clock tests move by hand. */
export function manualClock(start = Date.parse('2026-11-21T10:00:00.000Z')) {
  let now = start;
  const clock = () => now;
  return Object.assign(clock, {
    advance(ms: number) { now += ms; },
    set(ms: number) { now = ms; },
  });
}

export interface TestService {
  service: InboxService;
  dir: string;
  /** The database the service opens (a SQLite path, or a PostgreSQL URL). */
  database: string;
  /** The SQLite file (the same as `database` on SQLite). */
  dbPath: string;
  reopen(extra?: InboxServiceOptions): Promise<InboxService>;
  cleanup(): Promise<void>;
}

/** A service on a fresh database: a real SQLite file in a fresh temp dir (or PostgreSQL, see TEST_ENGINE). */
export async function testService(options: InboxServiceOptions = {}): Promise<TestService> {
  const dir = mkdtempSync(join(tmpdir(), 'ik-core-'));
  const { database, release } = await testDatabase(dir);
  const base = { database, maintenanceIntervalMs: 0, ids: sequentialIds(), ...options };
  const t: TestService = {
    service: await createInboxService(base),
    dir,
    database,
    dbPath: join(dir, 'inboxkit.sqlite'),
    async reopen(extra = {}) {
      await t.service.close();
      t.service = await createInboxService({ ...base, ids: sequentialIds(), ...extra });
      return t.service;
    },
    async cleanup() {
      await t.service.close();
      await release();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return t;
}

export interface MailSpec {
  from?: string;
  to?: string;
  subject?: string;
  text?: string;
  html?: string;
  headers?: Record<string, string>;
}

/** A small RFC 5322 message, multipart when both bodies are given. */
export function mail(spec: MailSpec = {}): string {
  const head = [
    `From: ${spec.from ?? 'Acme <no-reply@acme.example>'}`,
    `To: ${spec.to ?? 'someone@inboxkit.test'}`,
    `Subject: ${spec.subject ?? 'Hello'}`,
    'Date: Sat, 21 Nov 2026 10:00:00 +0000',
    'Message-ID: <t-1@acme.example>',
    'MIME-Version: 1.0',
    ...Object.entries(spec.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
  ];
  const text = spec.text ?? (spec.html ? undefined : 'Hello there.');
  if (text !== undefined && spec.html !== undefined) {
    return [...head, 'Content-Type: multipart/alternative; boundary="b1"', '', '--b1',
      'Content-Type: text/plain; charset=utf-8', '', text, '--b1', 'Content-Type: text/html; charset=utf-8', '',
      spec.html, '--b1--', ''].join('\r\n');
  }
  if (spec.html !== undefined) return [...head, 'Content-Type: text/html; charset=utf-8', '', spec.html, ''].join('\r\n');
  return [...head, 'Content-Type: text/plain; charset=utf-8', '', text!, ''].join('\r\n');
}

/** Deterministic PRNG (mulberry32): generated test inputs are the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Resolves when `promise` rejects with an error `expected` accepts (a RegExp tested on the
 * message, or a predicate); fails the test when it resolves or rejects with another error.
 */
export async function rejects(promise: Promise<unknown>, expected?: RegExp | ((error: unknown) => boolean), message?: string): Promise<void> {
  let settled: { error: unknown } | null = null;
  try {
    await promise;
  } catch (error) {
    settled = { error };
  }
  if (!settled) throw new Error(message ?? 'expected a rejection, but the promise resolved');
  const { error } = settled;
  const ok = expected === undefined ? true
    : expected instanceof RegExp ? expected.test(error instanceof Error ? error.message : String(error))
      : expected(error);
  if (!ok) throw new Error(`${message ?? 'rejected with an unexpected error'}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
}

export interface PipelineHarness {
  storage: Storage;
  events: InboxEventEmitter;
  /**
   * The publish step the pipeline and the analysis queue share: the subscribers added with
   * `subscribe`, in the order added, then the emitter `events`.
   */
  publish: Publish;
  /**
   * Adds a subscriber to the publish step (before the emitter, after those added before it),
   * from the next event on: the webhook outbox (`webhooks.outbox`), or one that refuses an
   * event. Returns its removal.
   */
  subscribe(subscriber: EventSubscriber): () => void;
  pipeline: IngestPipeline;
  analysis: AnalysisQueue | null;
  accounts: Accounts;
  inboxes: Inboxes;
  messages: Messages;
  accountId: string;
  /** The database the harness opened (a SQLite path, or a PostgreSQL URL). */
  database: string;
  dbPath: string;
  /** Routing as at RCPT time, now. */
  route(recipient: string): ReturnType<Router['route']>;
  cleanup(): Promise<void>;
}

/**
 * The ingest pipeline wired as the service wires it, over a real SQLite file, with its
 * publish step and analysis queue in reach: for tests of the pipeline's transaction itself.
 * The publish step has no event log; tests add the subscribers they need (`subscribe`).
 */
/** `startAnalysis: false` leaves the analysis queue stopped, so the rows ingest wrote stay as written until the test looks. */
export async function pipelineHarness(options: { clock: Clock; prepare?: Preparer; analysis?: AnalysisOptions | false; startAnalysis?: boolean } ): Promise<PipelineHarness> {
  const dir = mkdtempSync(join(tmpdir(), 'ik-pipe-'));
  const dbPath = join(dir, 'inboxkit.sqlite');
  const { database, release } = await testDatabase(dir);
  const storage = await openStorage(database);
  const { clock } = options;
  const ids = sequentialIds();
  const events = new InboxEventEmitter();
  // The list is read at each event, so subscribers added later (webhooks made by the test) take part.
  const subscribers: EventSubscriber[] = [];
  const publish: Publish = (tx, event, context) => createPublish([...subscribers, emitTo(events)])(tx, event, context);
  const subscribe = (subscriber: EventSubscriber) => {
    subscribers.push(subscriber);
    return () => {
      const i = subscribers.indexOf(subscriber);
      if (i >= 0) subscribers.splice(i, 1);
    };
  };
  const accounts = new Accounts(storage, clock, ids, 'inboxkit.test', {});
  const analysis = options.analysis === false ? null : createAnalysisQueue({ storage, clock, ids, publish, options: options.analysis ?? {} });
  const analyze = options.analysis !== false && options.analysis?.analyzer === undefined;
  const router = new Router(storage, 'inboxkit.test');
  const pipeline = new IngestPipeline({
    storage, router, publish, clock, ids, analysis: analysis?.hook ?? null,
    prepare: options.prepare ?? ((raw) => prepareMail(raw, { analyze })),
  });
  if (options.startAnalysis !== false) analysis?.start();
  const account = await accounts.ensure('default');
  const cursors = createCursors(await storage.secrets.keep(CURSOR_SECRET, randomBytes(32), clock()));
  return {
    storage, events, publish, subscribe, pipeline, analysis, accounts, database, dbPath, accountId: account.id,
    inboxes: new Inboxes(storage, accounts, clock, ids, 'inboxkit.test', cursors),
    messages: new Messages(storage, cursors),
    route: (recipient) => router.route(recipient, clock()),
    async cleanup() {
      await pipeline.idle();
      await analysis?.stop();
      await storage.close();
      await release();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
