/**
 * Extraction speed of two versions of the extractor, in one process, rounds alternating.
 *
 *   node --conditions=source --import tsx --expose-gc bench/extract-ab.ts <A extract/index.ts> <B extract/index.ts>
 *
 * e.g. A = a worktree of an older commit (`git worktree add /tmp/ext-before <commit>` and a copy
 * of node_modules), B = this tree's packages/core/src/extract/index.ts. Both load side by side
 * (separate module copies, each tiered by V8 on its own) and extract the same inputs: the 20 KB
 * HTML mails of bench/extract.ts and the fixture corpus. Per round, each version runs every
 * input of a set for ~ROUND_MS, the order flipping every round (A B, B A, …): both see the same
 * machine, whatever the host does meanwhile. One full GC before a set's rounds, none between
 * them: after a forced GC the process spends tens of milliseconds of CPU (background GC threads,
 * warming up again) that would land in the round after it, not in the version measured. The
 * collections the versions' own garbage brings fall in their own rounds. Reported per set: CPU
 * µs per message, median over rounds, and B's speed relative to A (A's time ÷ B's time), the
 * median of the per-round ratios, in CPU time and in wall time, with their spread. Without two
 * paths it prints how to run it and exits (so `npm run bench` passes over it).
 */
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import type { ExtractInput, ExtractResult } from '@inboxkit/core';
import { html20k, loadCorpus } from './_extract-inputs.js';
import { gc, median } from './_lib.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 24);
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 250);

const [pathA, pathB] = process.argv.slice(2);
if (!pathA || !pathB) {
  console.error('# extract-ab: give two extract/index.ts paths (A, B); skipped');
  process.exit(0);
}

type Extract = (input: ExtractInput) => ExtractResult;
const load = async (path: string): Promise<Extract> =>
  ((await import(pathToFileURL(resolve(path)).href)) as { extract: Extract }).extract;
const versions: Array<[string, Extract]> = [['A', await load(pathA)], ['B', await load(pathB)]];

let sink = 0;
/** CPU and wall microseconds per message for `passes` passes over `inputs`. */
function perMessage(extract: Extract, inputs: ExtractInput[], passes: number): { cpu: number; wall: number } {
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  for (let p = 0; p < passes; p++) for (const m of inputs) sink += extract(m).links.length;
  const wall = performance.now() - t0;
  const used = process.cpuUsage(cpu);
  return { cpu: (used.user + used.system) / (passes * inputs.length), wall: (wall * 1000) / (passes * inputs.length) };
}

const spread = (ratios: number[]): string => {
  const s = [...ratios].sort((a, b) => a - b);
  const f = (n: number): string => n.toFixed(3);
  return `${f(median(s))} (per-round ${f(s[0]!)}–${f(s[s.length - 1]!)}, middle half ${f(s[Math.floor(s.length / 4)]!)}–${f(s[Math.floor((3 * s.length) / 4)]!)})`;
};

function compare(name: string, inputs: ExtractInput[]): void {
  // Warm-up, alternating, and how many passes make a round of ~ROUND_MS.
  let perMsg = 0;
  for (let k = 0; k < 6; k++) for (const [, extract] of versions) perMsg = perMessage(extract, inputs, 3).wall;
  const passes = Math.max(1, Math.round((ROUND_MS * 1000) / (perMsg * inputs.length)));
  const cpu: Record<string, number[]> = { A: [], B: [] };
  const cpuRatios: number[] = [];
  const wallRatios: number[] = [];
  gc();
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 ? [...versions].reverse() : versions;
    const round: Record<string, { cpu: number; wall: number }> = {};
    for (const [label, extract] of order) round[label] = perMessage(extract, inputs, passes);
    cpu.A!.push(round.A!.cpu);
    cpu.B!.push(round.B!.cpu);
    cpuRatios.push(round.A!.cpu / round.B!.cpu);
    wallRatios.push(round.A!.wall / round.B!.wall);
  }
  console.log(`${name}_A_cpu_us_per_msg: ${median(cpu.A!).toFixed(1)}`);
  console.log(`${name}_B_cpu_us_per_msg: ${median(cpu.B!).toFixed(1)}`);
  console.log(`${name}_B_speed_vs_A_cpu: ${spread(cpuRatios)}`);
  console.log(`${name}_B_speed_vs_A_wall: ${spread(wallRatios)}`);
  console.log(`${name}_rounds: ${ROUNDS} of ${passes} passes`);
}

console.log(`# A ${pathA}\n# B ${pathB}`);
compare('html20k', html20k);
compare('corpus', (await loadCorpus()).inputs);
if (sink === 42) console.log('');
