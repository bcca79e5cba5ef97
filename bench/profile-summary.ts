/**
 * Where a CPU profile's time went, by category and by function: a summary of the `.cpuprofile`
 * files Node writes with `--cpu-prof` (e.g. BENCH_DAEMON_NODE_ARGS="--cpu-prof
 * --cpu-prof-dir=bench/.out/prof" for the daemon benches). One table per file (thread), self
 * time over the non-idle samples.
 *
 *   node --import tsx bench/profile-summary.ts bench/.out/prof/*.cpuprofile [--top 15]
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[] }

/** [category, test on the frame's URL and function name]: the first that matches counts. */
const CATEGORIES: Array<[string, (url: string, fn: string) => boolean]> = [
  ['idle', (_u, f) => f === '(idle)'],
  ['garbage collection', (_u, f) => f === '(garbage collector)'],
  ['program (native, unattributed)', (_u, f) => f === '(program)'],
  ['SQLite (better-sqlite3)', (u) => u.includes('better-sqlite3')],
  ['PostgreSQL driver (pg)', (u) => /node_modules\/(pg|pg-protocol|pg-pool|pg-types)\//.test(u)],
  ['storage (core/storage)', (u) => u.includes('/storage/')],
  ['zlib', (u, f) => u.includes('node:zlib') || /deflate|inflate|zlib/i.test(f)],
  ['mailparser / MIME decoding', (u) => /mailparser|libmime|libqp|libbase64|mailsplit|iconv-lite|encoding-japanese/.test(u)],
  ['analysis (analyzers, lexicon)', (u) => /\/analyzers\/|\/lexicon\//.test(u)],
  ['extraction', (u) => u.includes('/extract')],
  ['HTML to text', (u) => /html-to-text|htmlparser2|domhandler|parse5|entities/.test(u)],
  ['smtp-server', (u) => u.includes('smtp-server')],
  ['HTTP (node:http, adapter, router)', (u) => /node:_http|_http_|@whatwg-node|itty-router|\/daemon\/dist\/http\//.test(u)],
  ['worker messaging', (u, f) => /worker|messageport/i.test(u) || /postMessage|structuredClone|deserialize|serialize/i.test(f)],
  ['streams and sockets (node:)', (u) => /node:(internal\/)?(streams|net|stream_base|buffer)/.test(u) || /internal\/(streams|stream_base)/.test(u)],
  ['logging (pino)', (u) => /pino|sonic-boom/.test(u)],
  ['core (other)', (u) => u.includes('/core/dist/') || u.includes('/core/src/')],
  ['daemon (other)', (u) => u.includes('/daemon/dist/') || u.includes('/daemon/src/')],
  ['node internals (other)', (u) => u.startsWith('node:') || u === ''],
  ['other', () => true],
];

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 12;
for (const file of args) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const weight = new Map<number, number>();
  profile.samples.forEach((id, i) => weight.set(id, (weight.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const categories = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  let total = 0;
  for (const [id, us] of weight) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const category = CATEGORIES.find(([, test]) => test(url, functionName))![0];
    categories.set(category, (categories.get(category) ?? 0) + us);
    total += us;
    if (category === 'idle') continue;
    busy += us;
    const key = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber}`;
    functions.set(key, (functions.get(key) ?? 0) + us);
  }
  console.log(`\n## ${basename(file)}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(2)} s busy (${((100 * busy) / total).toFixed(0)} %)\n`);
  console.log('| category | share of busy time |\n|---|---|');
  for (const [c, us] of [...categories].filter(([c]) => c !== 'idle').sort((a, b) => b[1] - a[1])) console.log(`| ${c} | ${((100 * us) / busy).toFixed(1)} % |`);
  console.log(`\n| function (self time) | share |\n|---|---|`);
  for (const [f, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`| \`${f}\` | ${((100 * us) / busy).toFixed(1)} % |`);
}
