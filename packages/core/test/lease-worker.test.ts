// The lease worker (src/work/) on its own: an in-memory job table with real transactions
// (a failed one leaves the table as it was) and a policy whose attempts the test holds and
// releases. Nothing here waits on time: attempts end when the test says so.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createLeaseWorker, type LeaseWorker, type LeaseWorkerOptions, type TurnStore } from '../src/work/index.js';

interface Row { id: string; runAt: number; lockedUntil: number | null; attempts: number; status: 'pending' | 'done' | 'failed' }
interface Job { id: string; attempt: number }
type Outcome = { job: Job; kind: 'ok' | 'error' | 'abandoned' };

/** A table of jobs whose transactions roll back on failure, and a log of what each turn did. */
class MemoryStore implements TurnStore<Map<string, Row>> {
  rows = new Map<string, Row>();
  open = true;
  /** Transactions to fail (with an error thrown as they commit) before any succeeds again. */
  failNext = 0;
  turns: Array<{ recorded: string[]; claimed: string[] }> = [];

  add(...ids: string[]): void {
    for (const id of ids) this.rows.set(id, { id, runAt: 0, lockedUntil: null, attempts: 0, status: 'pending' });
  }

  async transaction<T>(fn: (tx: Map<string, Row>) => Promise<T>): Promise<T> {
    const copy = new Map([...this.rows].map(([id, row]) => [id, { ...row }]));
    this.turns.push({ recorded: [], claimed: [] });
    const value = await fn(copy);
    if (this.failNext > 0) {
      this.failNext--;
      this.turns.pop();
      throw new Error('database is busy');
    }
    this.rows = copy;
    return value;
  }

  get turn() {
    return this.turns[this.turns.length - 1]!;
  }

  status(): Record<string, string> {
    return Object.fromEntries([...this.rows.values()].map((r) => [r.id, `${r.status}/${r.attempts}${r.lockedUntil === null ? '' : '*'}`]));
  }
}

/** A deferred attempt: the test decides when and how it ends. */
interface Held { job: Job; signal: AbortSignal; end(kind: 'ok' | 'error'): void }

interface Rig {
  store: MemoryStore;
  worker: LeaseWorker<Job>;
  /** Attempts started and not yet ended by the test, in start order. */
  held: Held[];
  /** Most attempts in flight at once. */
  peak(): number;
  /** Resolves once `n` attempts have started in all. */
  started(n: number): Promise<void>;
}

function rig(options: LeaseWorkerOptions = {}, { retryAt = 0, maxAttempts = 3 } = {}): Rig {
  const store = new MemoryStore();
  const held: Held[] = [];
  let open = 0;
  let peak = 0;
  let total = 0;
  const waiters: Array<{ n: number; resolve: () => void }> = [];
  let now = 1_000;
  const worker: LeaseWorker<Job> = createLeaseWorker<Map<string, Row>, Job, Outcome>(store, {
    key: (job) => job.id,
    async claim(tx, turn) {
      for (const row of [...tx.values()].sort((a, b) => a.id.localeCompare(b.id))) {
        if (turn.taken >= turn.free) break;
        if (row.status !== 'pending' || row.runAt > turn.now || (row.lockedUntil ?? 0) > turn.now || turn.inFlight(row.id)) continue;
        row.attempts++;
        row.lockedUntil = worker.leaseUntil(turn.now);
        turn.take({ id: row.id, attempt: row.attempts });
        store.turn.claimed.push(row.id);
      }
      return { handled: 0 };
    },
    attempt(job, signal) {
      open++;
      total++;
      peak = Math.max(peak, open);
      for (const w of waiters.filter((x) => total >= x.n)) w.resolve();
      return new Promise<Outcome>((resolve) => {
        const done = (kind: Outcome['kind']) => {
          open--;
          resolve({ job, kind });
        };
        const h: Held = { job, signal, end: (kind) => { held.splice(held.indexOf(h), 1); done(kind); } };
        held.push(h);
        signal.addEventListener('abort', () => {
          if (held.includes(h)) {
            held.splice(held.indexOf(h), 1);
            done(worker.stopping ? 'abandoned' : 'error');
          }
        }, { once: true });
      });
    },
    abandoned: (job) => ({ job, kind: 'abandoned' }),
    async record(tx, outcomes) {
      let handled = 0;
      for (const { job, kind } of outcomes) {
        const row = tx.get(job.id)!;
        store.turn.recorded.push(job.id);
        row.lockedUntil = null;
        if (kind === 'abandoned') {
          row.attempts--;
          continue;
        }
        handled++;
        if (kind === 'ok') row.status = 'done';
        else if (row.attempts >= maxAttempts) row.status = 'failed';
        else row.runAt = now + retryAt;
      }
      return handled;
    },
  }, { clock: () => now, ...options });
  return {
    store, worker, held,
    peak: () => peak,
    started: (n) => (total >= n ? Promise.resolve() : new Promise((resolve) => waiters.push({ n, resolve }))),
  };
}

/** Ends every held attempt as it starts, until `stop()` is called. */
function answerAll(r: Rig, kind: (job: Job) => 'ok' | 'error' = () => 'ok'): () => void {
  let on = true;
  const loop = async () => {
    while (on) {
      const h = r.held[0];
      if (h) h.end(kind(h.job));
      else await new Promise<void>((resolve) => setImmediate(resolve));
    }
  };
  void loop();
  return () => { on = false; };
}

const JOBS = (n: number) => Array.from({ length: n }, (_, i) => `j${String(i).padStart(2, '0')}`);

test('the concurrency limit holds: never more attempts in flight than slots, every job done', async () => {
  for (const [concurrency, jobs] of [[1, 4], [2, 5], [3, 3], [4, 2]] as const) {
    const r = rig({ concurrency });
    r.store.add(...JOBS(jobs));
    const run = r.worker.runDue();
    await r.started(Math.min(concurrency, jobs));
    assert.is(r.held.length, Math.min(concurrency, jobs), `c=${concurrency}: the first turn takes the free slots`);
    assert.is(r.worker.free(), concurrency - r.held.length);
    const stopAnswering = answerAll(r);
    assert.is(await run, jobs, `c=${concurrency}: every job counted once`);
    stopAnswering();
    assert.is(r.peak(), Math.min(concurrency, jobs), `c=${concurrency}: peak in flight`);
    assert.ok(Object.values(r.store.status()).every((s) => s === 'done/1'), JSON.stringify(r.store.status()));
    assert.is(r.worker.inFlight, 0);
  }
});

test('an outcome is recorded by the next turn, in one transaction with what that turn claims', async () => {
  const r = rig({ concurrency: 2 });
  r.store.add(...JOBS(3));
  const run = r.worker.runDue();
  await r.started(2);
  assert.equal(r.store.turns.map((t) => t.claimed), [['j00', 'j01']]);
  // Both end in the same phase of the event loop: one turn records both and claims the third.
  r.held[0]!.end('ok');
  r.held[0]!.end('ok');
  await r.started(3);
  assert.equal(r.store.turns[1], { recorded: ['j00', 'j01'], claimed: ['j02'] });
  r.held[0]!.end('ok');
  assert.is(await run, 3);
  assert.equal(r.store.turns.slice(2).map((t) => t.recorded), [['j02']]);
  assert.equal(r.store.status(), { j00: 'done/1', j01: 'done/1', j02: 'done/1' });
});

test('runDue drains: retries due at once run in the same call, until nothing is due or in flight', async () => {
  const cases = [
    { name: 'all succeed', fail: 0, expect: 'done/1', count: 1 },
    { name: 'one failure, then success', fail: 1, expect: 'done/2', count: 2 },
    { name: 'every attempt fails', fail: 9, expect: 'failed/3', count: 3 },
  ];
  for (const c of cases) {
    const r = rig({ concurrency: 2 });
    r.store.add('a', 'b');
    const failures = new Map<string, number>();
    const stopAnswering = answerAll(r, (job) => {
      const n = failures.get(job.id) ?? 0;
      failures.set(job.id, n + 1);
      return n < c.fail ? 'error' : 'ok';
    });
    assert.is(await r.worker.runDue(), 2 * c.count, c.name);
    stopAnswering();
    assert.equal(r.store.status(), { a: c.expect, b: c.expect }, c.name);
    assert.is(r.worker.inFlight, 0);
    assert.is(await r.worker.runDue(), 0, `${c.name}: nothing left`);
  }
});

test('stop() waits for attempts in flight, records them, and hands back what was abandoned', async () => {
  const cases = [
    // Without abortOnStop, stop() waits for the attempt to end and records its outcome.
    { abortOnStop: false, expect: { a: 'done/1' } },
    // With it, the attempt is aborted, recorded as abandoned: its lease and its count go back.
    { abortOnStop: true, expect: { a: 'pending/0' } },
  ];
  for (const c of cases) {
    const r = rig({ abortOnStop: c.abortOnStop });
    r.store.add('a');
    r.worker.start();
    await r.started(1);
    let stopped = false;
    const stopping = r.worker.stop().then(() => { stopped = true; });
    if (!c.abortOnStop) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      assert.is(stopped, false, 'the attempt is still held');
      r.held[0]!.end('ok');
    }
    await stopping;
    assert.equal(r.store.status(), c.expect, `abortOnStop ${c.abortOnStop}`);
    assert.is(r.worker.inFlight, 0);
    assert.is(await r.worker.runDue(), 0, 'a stopped worker runs nothing');
  }
});

test('jobs a turn claims as stop() begins never start: their leases are given back', async () => {
  const r = rig({ concurrency: 2 });
  r.store.add('a', 'b');
  // Hold the claim's transaction open until stop() has begun.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => { release = resolve; });
  const transaction = r.store.transaction.bind(r.store);
  r.store.transaction = (fn) => transaction(async (tx) => {
    const value = await fn(tx);
    await gate;
    return value;
  });
  const run = r.worker.runDue();
  await new Promise<void>((resolve) => setImmediate(resolve));
  const stopping = r.worker.stop();
  release();
  await stopping;
  assert.is(await run, 0);
  assert.is(r.held.length, 0, 'no attempt started');
  assert.equal(r.store.status(), { a: 'pending/0', b: 'pending/0' });
  assert.equal(r.store.turns.map((t) => t.recorded), [[], ['a', 'b']], 'the final turn gave both back');
});

test('a turn whose transaction fails keeps its outcomes for the next one', async () => {
  const r = rig();
  r.store.add('a');
  const run = r.worker.runDue();
  await r.started(1);
  r.store.failNext = 1;
  r.held[0]!.end('ok');
  const error = await run.then(() => null, (e: Error) => e.message);
  assert.is(error, 'database is busy', 'nothing in flight: runDue reports the failure');
  assert.equal(r.store.status(), { a: 'pending/1*' }, 'nothing of the outcome was written');
  assert.is(await r.worker.runDue(), 1, 'the next turn records it');
  assert.equal(r.store.status(), { a: 'done/1' });
  assert.equal(r.store.turns.map((t) => t.recorded), [[], ['a']]);
});

test('the background loop: start() claims, outcomes are recorded without a poll, kick() claims new work', async () => {
  const r = rig({ concurrency: 2, pollIntervalMs: 3_600_000 });
  r.store.add('a');
  r.worker.start();
  const stopAnswering = answerAll(r);
  await r.started(1);
  // A job written after the first claim: no poll comes within the test; kick() is what a commit calls.
  r.store.add('b');
  r.worker.kick();
  await r.started(2);
  await r.worker.stop();
  stopAnswering();
  assert.equal(r.store.status(), { a: 'done/1', b: 'done/1' });
});

test('slots reserved for jobs written leased count against the limit until they are launched', async () => {
  const r = rig({ concurrency: 2 });
  r.worker.reserve('g');
  assert.is(r.worker.free(), 1);
  assert.is(r.worker.busy('g'), 1);
  r.store.add('a', 'b');
  const run = r.worker.runDue();
  await r.started(1);
  assert.is(r.held.length, 1, 'one slot was free');
  // The reserved job commits elsewhere: its slot becomes its attempt.
  r.store.add('c');
  Object.assign(r.store.rows.get('c')!, { attempts: 1, lockedUntil: r.worker.leaseUntil(1_000) });
  r.worker.unreserve('g');
  r.worker.launch({ id: 'c', attempt: 1 });
  await r.started(2);
  assert.is(r.worker.free(), 0);
  const stopAnswering = answerAll(r);
  assert.is(await run, 3);
  stopAnswering();
  assert.is(r.peak(), 2);
  assert.equal(r.store.status(), { a: 'done/1', b: 'done/1', c: 'done/1' });
});

test.run();
