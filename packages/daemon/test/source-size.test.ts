// No source file of the repository passes 400 lines: a longer one holds more than one concern
// and is split (docs/decisions.md, "Source files stay under 400 lines"). Scanned: every code
// file under packages/ (src, the dashboard's web/, bin/, scripts/) and scripts/, outside
// test folders (tests, fixtures and the generated openapi.generated.ts), node_modules and dist.
// The exemptions are listed below, each with its reason;
// an exemption naming a file that is now within the limit, or gone, fails too, so the list
// shrinks as files are split.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const MAX_LINES = 400;
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SCANNED = ['packages', 'scripts'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test']);
const CODE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;

interface Exemption {
  /** A file, or a folder when it ends with `/` (every file under it). */
  readonly path: string;
  readonly why: string;
  /** Files under a folder exemption that are checked all the same. */
  readonly except?: readonly string[];
}

const EXEMPT: readonly Exemption[] = [
  {
    path: 'packages/core/src/lexicon/',
    why: 'word lists: each file a table of regex sources per language (added/: one file per language); '
      + 'they grow with languages, not with logic',
    except: ['packages/core/src/lexicon/pattern.ts', 'packages/core/src/lexicon/languages.ts'],
  },
];

function codeFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIPPED_FOLDERS.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) codeFiles(path, out);
    else if (CODE.test(name) && !/\.test\.[a-z]+$/.test(name)) out.push(relative(ROOT, path).split('\\').join('/'));
  }
  return out;
}

/** Lines as `wc -l` counts them (newline characters). */
function lineCount(file: string): number {
  const text = readFileSync(join(ROOT, file), 'utf8');
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

function exemptionOf(file: string): Exemption | undefined {
  return EXEMPT.find((e) => (e.path.endsWith('/') ? file.startsWith(e.path) && !e.except?.includes(file) : file === e.path));
}

const files = SCANNED.flatMap((d) => codeFiles(join(ROOT, d))).sort();
const sizes = new Map(files.map((f) => [f, lineCount(f)]));

test('the scan sees the source files of every package', () => {
  for (const f of ['packages/core/src/index.ts', 'packages/client/src/index.ts', 'packages/daemon/src/cli.ts',
    'packages/testing/src/index.ts', 'packages/daemon/web/main.tsx', 'scripts/run-tests.mjs']) {
    assert.ok(sizes.has(f), `${f} is not scanned`);
  }
  assert.not.ok(files.some((f) => f.includes('/test/') || f.includes('/dist/') || f.includes('node_modules')));
});

test(`no source file passes ${MAX_LINES} lines (exemptions aside)`, () => {
  const over = files.filter((f) => sizes.get(f)! > MAX_LINES && !exemptionOf(f));
  assert.ok(over.length === 0, `${over.length} source file(s) over ${MAX_LINES} lines; split each by concern:\n`
    + over.map((f) => `  ${f}: ${sizes.get(f)} lines`).join('\n'));
});

test('every file exemption still names a file over the limit', () => {
  const stale = EXEMPT.filter((e) => !e.path.endsWith('/'))
    .filter((e) => !((sizes.get(e.path) ?? 0) > MAX_LINES))
    .map((e) => `  ${e.path}: ${sizes.has(e.path) ? `${sizes.get(e.path)} lines` : 'gone'}`);
  assert.ok(stale.length === 0, `exemption(s) no longer needed; remove them from EXEMPT:\n${stale.join('\n')}`);
});

test('every folder exemption still holds a file over the limit', () => {
  const stale = EXEMPT.filter((e) => e.path.endsWith('/'))
    .filter((e) => !files.some((f) => exemptionOf(f) === e && sizes.get(f)! > MAX_LINES))
    .map((e) => `  ${e.path}`);
  assert.ok(stale.length === 0, `exemption(s) no longer needed; remove them from EXEMPT:\n${stale.join('\n')}`);
});

test.run();
