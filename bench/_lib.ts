/**
 * Shared helpers for the benchmarks in bench/: timing, percentiles, RSS sampling and the
 * `name: value` output lines. Benchmarks run on shared, noisy machines, so every figure
 * that matters is reported next to a baseline measured in the same process, interleaved
 * with the subject (see interleave()).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (bench/..). */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Gitignored scratch folder for cached fixtures (bench/.out). */
export const OUT_DIR = join(ROOT, 'bench', '.out');

/** Monotonic time in milliseconds, sub-microsecond resolution. */
export function nowMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

/** Runs fn and returns its duration in ms. */
export async function timeAsync(fn: () => Promise<unknown>): Promise<number> {
  const t0 = nowMs();
  await fn();
  return nowMs() - t0;
}

/** Nearest-rank percentile (p in 0..100) of an ascending-sorted array. */
export function percentileSorted(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/** Percentile of an unsorted list (copied and sorted). */
export function percentile(values: ArrayLike<number>, p: number): number {
  return percentileSorted(Float64Array.from(values).sort(), p);
}

export function median(values: ArrayLike<number>): number {
  const s = Float64Array.from(values).sort();
  if (s.length === 0) return Number.NaN;
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Full collection when node runs with --expose-gc; a no-op otherwise. */
export function gc(): void {
  const g = (globalThis as { gc?: () => void }).gc;
  if (g) {
    g();
    g();
  }
}

/**
 * Samples process RSS on a timer (and on demand) and keeps the peak. Only catches what
 * the event loop lets it see, so call sample() at phase boundaries too; peakMaxRssMb()
 * gives the kernel's high-water mark for the whole process as a cross-check.
 */
export class RssSampler {
  private peak = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly intervalMs = 10) {}

  start(): this {
    this.sample();
    this.timer ??= setInterval(() => this.sample(), this.intervalMs);
    this.timer.unref();
    return this;
  }

  stop(): void {
    this.sample();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  sample(): void {
    const rss = process.memoryUsage.rss();
    if (rss > this.peak) this.peak = rss;
  }

  get peakMb(): number {
    return this.peak / (1024 * 1024);
  }
}

/** The kernel's peak resident set size of this process so far, in MB. */
export function processMaxRssMb(): number {
  return process.resourceUsage().maxRSS / 1024;
}

/** Rounds for printing: 3 significant decimals below 10, fewer above. */
export function fmt(value: number): string {
  if (!Number.isFinite(value) || Number.isInteger(value)) return String(value);
  const abs = Math.abs(value);
  const digits = abs >= 1000 ? 0 : abs >= 100 ? 1 : abs >= 10 ? 2 : 3;
  return value.toFixed(digits);
}

/** Prints one `name: value` line (the machine-readable result format of every bench). */
export function report(name: string, value: number | string): void {
  console.log(`${name}: ${typeof value === 'number' ? fmt(value) : value}`);
}

/** Progress and context for humans, on stderr so stdout stays `name: value` lines. */
export function note(message: string): void {
  process.stderr.write(`# ${message}\n`);
}

/** A fresh temp directory and a function that removes it. */
export function tempDir(prefix = 'ik-bench-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function ensureOutDir(): string {
  mkdirSync(OUT_DIR, { recursive: true });
  return OUT_DIR;
}

/** Deterministic PRNG (mulberry32) so inputs and query mixes are the same from run to run. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/**
 * Runs `variants` in interleaved rounds: every round runs each variant once, in an order
 * that rotates from round to round so drift in machine load hits all of them alike.
 * Returns each variant's per-round results (warm-up rounds dropped).
 */
export async function interleave<K extends string, T>(
  variants: Record<K, () => Promise<T>>,
  options: { rounds: number; warmup?: number; between?: () => void; onRound?: (round: number, results: Record<K, T>) => void },
): Promise<Record<K, T[]>> {
  const names = Object.keys(variants) as K[];
  const out = Object.fromEntries(names.map((n) => [n, [] as T[]])) as unknown as Record<K, T[]>;
  const warmup = options.warmup ?? 0;
  for (let round = 0; round < warmup + options.rounds; round++) {
    const order = names.map((_, i) => names[(i + round) % names.length]!);
    if (round % 2 === 1) order.reverse();
    const results = {} as Record<K, T>;
    for (const name of order) {
      options.between?.();
      results[name] = await variants[name]();
    }
    if (round >= warmup) for (const name of names) out[name].push(results[name]);
    options.onRound?.(round - warmup, results);
  }
  return out;
}

/** Wall-clock and CPU time of this process (user + system, all threads) around fn. */
export async function measureRun(fn: () => Promise<void>): Promise<{ wallMs: number; cpuMs: number }> {
  const c0 = process.cpuUsage();
  const t0 = nowMs();
  await fn();
  const wallMs = nowMs() - t0;
  const c = process.cpuUsage(c0);
  return { wallMs, cpuMs: (c.user + c.system) / 1000 };
}
