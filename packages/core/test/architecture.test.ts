/**
 * The architecture of docs/architecture.md ("Where things live") holds: dependency-cruiser
 * runs the rules of .dependency-cruiser.mjs over every package, test, fault, bench and example
 * and finds nothing (each break printed with the rule's reason); the rules' table and the
 * document's say the same, and name every folder of core; and the same rules report a tree
 * built with one break of each kind. `npm run lint:deps` runs the first check alone.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** What `npm run lint:deps` cruises (package.json): every source the repository runs or ships. */
const SOURCES = ['packages', 'bench', 'faults', 'examples'];

interface Config {
  forbidden: Array<{ name: string; comment?: string }>;
  options: Record<string, unknown>;
}
const configModule = await import(pathToFileURL(join(ROOT, '.dependency-cruiser.mjs')).href) as {
  default: Config; CORE_TABLE: Record<string, string[]>; SHARED_LEAVES: string[];
};
const config = configModule.default;

async function check(sources: string[], baseDir: string): Promise<IViolation[]> {
  const { output } = await cruise(sources, { ...config.options, baseDir, validate: true, ruleSet: { forbidden: config.forbidden } } as never);
  return (output as ICruiseResult).summary.violations.filter((v) => v.rule.severity === 'error');
}

/** One violation as a reader wants it: the rule, the import (or the loop), and why the rule exists. */
function describe(v: IViolation): string {
  const loop = v.cycle?.length ? `\n    around ${[v.from, ...v.cycle.map((c) => c.name)].join(' → ')}` : '';
  const why = config.forbidden.find((r) => r.name === v.rule.name)?.comment;
  return `${v.rule.name}: ${v.from} → ${v.to}${loop}${why ? `\n    (${why})` : ''}`;
}

test('the repository keeps the architecture: no rule of .dependency-cruiser.mjs is broken', async () => {
  const violations = await check(SOURCES, ROOT);
  assert.ok(violations.length === 0, `${violations.length} import(s) break docs/architecture.md's rules:\n  ${violations.map(describe).join('\n  ')}`);
});

test('every folder of packages/core/src is a row of the table, and every row a folder', () => {
  const folders = readdirSync(join(ROOT, 'packages/core/src'), { withFileTypes: true })
    .filter((d) => d.isDirectory()).map((d) => `${d.name}/`).sort();
  assert.equal(Object.keys(configModule.CORE_TABLE).sort(), folders);
});

/**
 * The "Where things live" section of docs/architecture.md as data: each folder row's "may
 * import" cell (`storage` written plainly, the rest in backticks; "no feature" and "nothing
 * else" hold none), and the shared leaves its opening paragraph lists.
 */
function documented(): { table: Record<string, string[]>; leaves: string[] } {
  const text = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const section = text.slice(text.indexOf('## Where things live'));
  const table: Record<string, string[]> = {};
  for (const line of section.split('\n')) {
    if (!line.startsWith('| `core/src/')) continue;
    const [, folders = '', , may = ''] = line.split('|');
    const names = [...folders.matchAll(/`(?:core\/src\/)?([a-z-]+\/)`/g)].map((m) => m[1]!);
    const entries = [...may.matchAll(/`([a-z-]+\/(?:[a-z-]+\.ts)?)`/g)].map((m) => m[1]!);
    if (/^\s*storage\b/.test(may)) entries.push('storage/');
    for (const name of names) table[name] = entries.sort();
  }
  const opening = section.slice(section.indexOf('the shared leaves'), section.indexOf('which import only one another'));
  return { table, leaves: [...opening.matchAll(/`([a-z-]+\.ts)`/g)].map((m) => m[1]!).sort() };
}

test('docs/architecture.md says what the rules enforce: its table row for row, its shared leaves', () => {
  const docs = documented();
  const rules = Object.fromEntries(Object.entries(configModule.CORE_TABLE).map(([k, v]) => [k, [...v].sort()]));
  assert.equal(docs.table, rules);
  assert.equal(docs.leaves, [...configModule.SHARED_LEAVES].sort());
});

/** A file of the break tree: its path and the imports it holds. */
const BAD_TREE: Record<string, string> = {
  // storage imports a feature
  'packages/core/src/storage/port.ts': `import { pipeline } from '../ingest/pipeline.js';\nexport const port = pipeline;`,
  'packages/core/src/ingest/pipeline.ts': `import { shared } from '../types.js';\nexport const pipeline = shared;`,
  'packages/core/src/types.ts': `export const shared = 1;`,
  // a folder cycle made only of allowed-looking single imports, no file imports its importer
  'packages/core/src/messages/wait.ts': `import { emit } from '../events/emit.js';\nexport const wait = emit;`,
  'packages/core/src/events/emit.ts': `export const emit = 1;`,
  'packages/core/src/events/replay.ts': `import type { Row } from '../messages/rows.js';\nexport type Replay = Row;`,
  'packages/core/src/messages/rows.ts': `export interface Row { seq: number }`,
  // a run-time cycle of two files (and a type-only one, which does not count)
  'packages/core/src/extract/a.ts': `import { b } from './b.js';\nexport const a = () => b;`,
  'packages/core/src/extract/b.ts': `import { a } from './a.js';\nexport const b = () => a;`,
  'packages/core/src/extract/c.ts': `import type { D } from './d.js';\nexport interface C { d?: D }`,
  'packages/core/src/extract/d.ts': `import type { C } from './c.js';\nexport interface D { c?: C }`,
  // a feature imports the wiring
  'packages/core/src/webhooks/index.ts': `import { service } from '../service.js';\nexport const hooks = service;`,
  'packages/core/src/service.ts': `export const service = 1;`,
  'packages/core/src/index.ts': `export { service } from './service.js';`,
  // outside core: a path into core/src
  'bench/ingest.ts': `import { pipeline } from '../packages/core/src/ingest/pipeline.js';\nexport default pipeline;`,
  // the daemon past core's root, the client into core
  'packages/daemon/src/serve.ts': `import { port } from '../../core/src/storage/port.js';\nexport default port;`,
  'packages/client/src/client.ts': `import { shared } from '../../core/src/types.js';\nexport default shared;`,
};

test('the rules bite: a tree with one break of each kind is reported break by break', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'inboxkit-architecture-'));
  try {
    for (const [path, text] of Object.entries(BAD_TREE)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), `${text}\n`);
    }
    const found = (await check(['packages', 'bench'], dir)).map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
    const expected = [
      'core/storage: packages/core/src/storage/port.ts → packages/core/src/ingest/pipeline.ts',
      'core/events: packages/core/src/events/replay.ts → packages/core/src/messages/rows.ts',
      'core/no-folder-cycles: packages/core/src/events → packages/core/src/messages',
      'core/no-folder-cycles: packages/core/src/messages → packages/core/src/events',
      // one report per loop (from its first file); the type-only loop c ↔ d is not one
      'no-circular: packages/core/src/extract/a.ts → packages/core/src/extract/b.ts',
      'core/webhooks: packages/core/src/webhooks/index.ts → packages/core/src/service.ts',
      'core/top: packages/core/src/webhooks/index.ts → packages/core/src/service.ts',
      'core-src-by-path: bench/ingest.ts → packages/core/src/ingest/pipeline.ts',
      'core-entries-only: bench/ingest.ts → packages/core/src/ingest/pipeline.ts',
      'core-src-by-path: packages/daemon/src/serve.ts → packages/core/src/storage/port.ts',
      'core-entries-only: packages/daemon/src/serve.ts → packages/core/src/storage/port.ts',
      'daemon/core-root-and-client-cli: packages/daemon/src/serve.ts → packages/core/src/storage/port.ts',
      'core-src-by-path: packages/client/src/client.ts → packages/core/src/types.ts',
      'core-entries-only: packages/client/src/client.ts → packages/core/src/types.ts',
      'client/standalone: packages/client/src/client.ts → packages/core/src/types.ts',
    ];
    assert.equal(found.sort(), expected.sort(), `reported:\n  ${found.join('\n  ')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
