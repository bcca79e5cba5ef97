// Worker-thread side of the prepare pool: parse + extract (+ built-in analysis), nothing else.
// Stateless. Jobs arrive in batches (one per main-thread loop turn) and are prepared one at a
// time, oldest first, each answered as soon as it is done: started together, N jobs would
// interleave in mailparser's streams and all finish at the end, so every one of them would
// wait for the whole batch before its 250.
//
// Priorities: a message to prepare (someone waits for its 250) > an analysis the queue asked
// for > warm-up samples. The built-in analysis is computed while preparing only when no other
// message waits; under backlog it is skipped, and the queue asks for it later at low priority.
import { parentPort, workerData } from 'node:worker_threads';
import { prepareMail } from './prepare.js';
import { analyzeBuiltin } from '../analysis/builtin.js';
import type { AnalyzerInput } from '../analysis/types.js';
import type { JobBatch, ResultBatch, WorkerData } from './prepare-pool.js';
import { warmUpMessage } from './warm-up.js';

/** A low-priority analysis older than this runs even while messages wait, so a saturated worker still makes progress. */
export const ANALYSIS_MAX_WAIT_MS = 1_000;

const jobs: Array<{ id: number; raw: Uint8Array; analyze: boolean }> = [];
const analyses: Array<{ id: number; input: AnalyzerInput; since: number }> = [];
let running = false;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function prepareOne(job: (typeof jobs)[number]): Promise<void> {
  let result: ResultBatch['results'][number];
  try {
    const raw = Buffer.from(job.raw.buffer, job.raw.byteOffset, job.raw.byteLength);
    // Nothing else waiting: analyse now, so email.enriched leaves with email.received.
    const prepared = await prepareMail(raw, { analyze: job.analyze && jobs.length === 0 });
    result = { id: job.id, prepared };
  } catch (error) {
    result = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage({ results: [result] } satisfies ResultBatch);
}

function analyzeOne(job: (typeof analyses)[number]): void {
  let result: NonNullable<ResultBatch['analyses']>[number];
  try {
    result = { id: job.id, fields: analyzeBuiltin(job.input) };
  } catch (error) {
    result = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage({ results: [], analyses: [result] } satisfies ResultBatch);
}

async function drain(): Promise<void> {
  running = true;
  while (jobs.length > 0 || analyses.length > 0) {
    const aged = analyses.length > 0 && performance.now() - analyses[0]!.since > ANALYSIS_MAX_WAIT_MS;
    if (jobs.length > 0 && !aged) {
      await prepareOne(jobs.shift()!);
      continue;
    }
    analyzeOne(analyses.shift()!);
    // Let messages that arrived meanwhile in before the next analysis.
    await nextTurn();
  }
  running = false;
  scheduleWarmUp();
}

parentPort!.on('message', (batch: JobBatch) => {
  for (const job of batch.jobs) jobs.push({ id: job.id, raw: job.raw, analyze: batch.analyze });
  const now = performance.now();
  for (const a of batch.analyses ?? []) analyses.push({ id: a.id, input: a.input, since: now });
  if (!running) void drain();
});

// Warm-up: one sample at a time, each in its own loop turn, and only while no real work is
// queued or running (drain() resumes it), so real work waits for at most one sample.
const { warmUp = 0, analyze = false } = (workerData ?? {}) as Partial<WorkerData>;
let warmed = 0;
let warmUpScheduled = false;
let warming = false;

function scheduleWarmUp(): void {
  if (warmed >= warmUp || warmUpScheduled || warming) return;
  warmUpScheduled = true;
  setImmediate(() => void warmUpStep());
}

async function warmUpStep(): Promise<void> {
  warmUpScheduled = false;
  if (running || jobs.length > 0 || analyses.length > 0) return;
  warming = true;
  await prepareMail(warmUpMessage(warmed), { analyze }).catch(() => {});
  warming = false;
  warmed++;
  if (warmed === warmUp) parentPort!.postMessage({ results: [], warmedUp: warmed } satisfies ResultBatch);
  else scheduleWarmUp();
}

scheduleWarmUp();
