// Scoring the extractors against a labelled fixture set: the figures issue 14 sets (code exact
// match on all mail and on mail with a code, codes reported on mail without one, intent
// accuracy, precision and recall of the special — not `other` — link types), overall and per
// language or kind. Used by extract-independent.test.ts and by `--write`, which puts the
// tables (independent set, blind set) into docs/extractors.md:
//   node --conditions=source --import tsx packages/core/test/support/extract-scores.ts --write
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { extract } from '../../src/extract/index.js';
import { parseMail } from '../../src/ingest/parse.js';
import type { ExtractResult } from '../../src/extract/types.js';

export interface Expected {
  lang: string;
  kind: string;
  otp: string | null;
  intent: string | null;
  links: Array<{ url: string; type: string }>;
}

export interface Scored {
  file: string;
  want: Expected;
  got: ExtractResult;
}

export interface Figures {
  messages: number;
  codeMails: number;
  /** % of all mail whose otp is exactly the expected value (null included). */
  codeExactAll: number;
  /** % of mail with a code where it is found exactly. */
  codeExactWithCode: number;
  /** % of mail without a code where one is reported. */
  falseCodes: number;
  intent: number;
  specialPrecision: number;
  specialRecall: number;
}

export const INDEPENDENT_DIR = new URL('../fixtures/independent/', import.meta.url).pathname;

/** Every expected-*.json of a fixture folder, merged: file → expectation. */
export function loadExpectations(dir = INDEPENDENT_DIR): Record<string, Expected> {
  const all: Record<string, Expected> = {};
  for (const name of readdirSync(dir).filter((f) => /^expected.*\.json$/.test(f)).sort()) {
    Object.assign(all, JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, Expected>);
  }
  return all;
}

export async function extractFile(path: string): Promise<ExtractResult> {
  const mail = await parseMail(readFileSync(path));
  return extract({
    subject: mail.subject, text: mail.text, html: mail.html, listUnsubscribe: mail.listUnsubscribe,
    fromName: mail.fromName, fromEmail: mail.fromEmail,
  });
}

export async function scoreFolder(dir = INDEPENDENT_DIR): Promise<Scored[]> {
  const expected = loadExpectations(dir);
  const out: Scored[] = [];
  for (const file of Object.keys(expected).sort()) out.push({ file, want: expected[file]!, got: await extractFile(join(dir, file)) });
  return out;
}

const pct = (a: number, b: number): number => (b === 0 ? 100 : (100 * a) / b);
const special = (links: ReadonlyArray<{ url: string; type: string }>) => new Set(links.filter((l) => l.type !== 'other').map((l) => `${l.type} ${l.url}`));

export function figures(items: readonly Scored[]): Figures {
  let codeMails = 0, codeHit = 0, exactAll = 0, noCode = 0, falseCodes = 0, intentOk = 0, tp = 0, fp = 0, fn = 0;
  for (const { want, got } of items) {
    if (got.otp === want.otp) exactAll++;
    if (want.otp !== null) { codeMails++; if (got.otp === want.otp) codeHit++; }
    else { noCode++; if (got.otp !== null) falseCodes++; }
    if (got.intent === want.intent) intentOk++;
    const w = special(want.links);
    const g = special(got.links);
    for (const l of g) if (w.has(l)) tp++; else fp++;
    for (const l of w) if (!g.has(l)) fn++;
  }
  return {
    messages: items.length,
    codeMails,
    codeExactAll: pct(exactAll, items.length),
    codeExactWithCode: pct(codeHit, codeMails),
    falseCodes: pct(falseCodes, noCode),
    intent: pct(intentOk, items.length),
    specialPrecision: pct(tp, tp + fp),
    specialRecall: pct(tp, tp + fn),
  };
}

export function groupBy(items: readonly Scored[], key: (s: Scored) => string): Map<string, Figures> {
  const groups = new Map<string, Scored[]>();
  for (const s of items) groups.set(key(s), [...(groups.get(key(s)) ?? []), s]);
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, figures(v)]));
}

/** What differs from the expectation, one line per field, for reading failures. */
export function differences(s: Scored): string[] {
  const out: string[] = [];
  if (s.got.otp !== s.want.otp) out.push(`otp ${JSON.stringify(s.got.otp)} (want ${JSON.stringify(s.want.otp)})`);
  if (s.got.intent !== s.want.intent) out.push(`intent ${s.got.intent} (want ${s.want.intent})`);
  const w = special(s.want.links);
  const g = special(s.got.links);
  for (const l of g) if (!w.has(l)) out.push(`extra ${l}`);
  for (const l of w) if (!g.has(l)) out.push(`missing ${l}`);
  return out;
}

const f1 = (n: number) => n.toFixed(1);
export function table(title: string, groups: Map<string, Figures>): string {
  const rows = [...groups].map(([k, f]) =>
    `| ${k} | ${f.messages} | ${f1(f.codeExactAll)} | ${f.codeMails ? f1(f.codeExactWithCode) : '–'} | ${f.messages > f.codeMails ? f1(f.falseCodes) : '–'} | ${f1(f.intent)} | ${f1(f.specialPrecision)} / ${f1(f.specialRecall)} |`);
  return [`| ${title} | mails | code exact, all % | code exact, with a code % | code on no-code mail % | intent % | special links P / R % |`, '|---|---|---|---|---|---|---|', ...rows].join('\n');
}

export const DOC_START = '<!-- independent-scores:start -->';
export const DOC_END = '<!-- independent-scores:end -->';
export const BLIND_START = '<!-- blind-scores:start -->';
export const BLIND_END = '<!-- blind-scores:end -->';
export const BLIND_DIR = new URL('../fixtures/blind/', import.meta.url).pathname;

/** The blind set's generated section: held out and all, overall and per language and kind; everything (all three sets). */
export async function blindSection(): Promise<string> {
  const blind = await scoreFolder(BLIND_DIR);
  const held = new Set(JSON.parse(readFileSync(join(BLIND_DIR, 'heldout.json'), 'utf8')) as string[]);
  const heldOut = blind.filter((s) => held.has(s.file));
  const independent = await scoreFolder();
  const corpusDir = new URL('../fixtures/corpus/', import.meta.url).pathname;
  const old = JSON.parse(readFileSync(join(corpusDir, 'expected.json'), 'utf8')) as Record<string, Omit<Expected, 'lang' | 'kind'>>;
  const corpus: Scored[] = [];
  for (const file of Object.keys(old).sort()) corpus.push({ file, want: { lang: file.split('-')[0]!, kind: '', ...old[file]! }, got: await extractFile(join(corpusDir, file)) });
  const everything = [...blind, ...independent, ...corpus];
  return [
    BLIND_START,
    table('set', new Map([['blind, held out', figures(heldOut)], ['blind, all', figures(blind)], ['everything (blind, independent, corpus)', figures(everything)]])),
    '',
    table('language (blind, held out)', groupBy(heldOut, (s) => s.want.lang)),
    '',
    table('kind (blind, held out)', groupBy(heldOut, (s) => s.want.kind)),
    '',
    table('language (everything)', groupBy(everything, (s) => s.want.lang)),
    '',
    table('kind (blind and independent sets)', groupBy([...blind, ...independent], (s) => s.want.kind)),
    BLIND_END,
  ].join('\n');
}

function replaceSection(text: string, start: string, end: string, section: string): string {
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a < 0 || b < 0) throw new Error(`docs/extractors.md has no ${start} … ${end} section`);
  return text.slice(0, a) + section + text.slice(b + end.length);
}

/** The generated section of docs/extractors.md: overall (new set, old set, both), per language, per kind. */
export async function docSection(): Promise<string> {
  const independent = await scoreFolder();
  const corpusDir = new URL('../fixtures/corpus/', import.meta.url).pathname;
  const old = JSON.parse(readFileSync(join(corpusDir, 'expected.json'), 'utf8')) as Record<string, Omit<Expected, 'lang' | 'kind'>>;
  const oldScored: Scored[] = [];
  for (const file of Object.keys(old).sort()) oldScored.push({ file, want: { lang: file.split('-')[0]!, kind: '', ...old[file]! }, got: await extractFile(join(corpusDir, file)) });
  const overall = new Map([['independent set', figures(independent)], ['original corpus', figures(oldScored)], ['both', figures([...independent, ...oldScored])]]);
  return [
    DOC_START,
    table('set', overall),
    '',
    table('language (independent set)', groupBy(independent, (s) => s.want.lang)),
    '',
    table('kind (independent set)', groupBy(independent, (s) => s.want.kind)),
    DOC_END,
  ].join('\n');
}

/** `--dir DIR [--only FILES.json] [--misses]`: a folder's figures, overall, per language and per kind. */
async function scoreDirCli(dir: string, only: string | undefined, misses: boolean): Promise<void> {
  let scored = await scoreFolder(dir);
  if (only) {
    const keep = new Set(JSON.parse(readFileSync(only, 'utf8')) as string[]);
    scored = scored.filter((s) => keep.has(s.file));
  }
  console.log(table('set', new Map([[dir.split('/').filter(Boolean).pop()!, figures(scored)]])));
  console.log(`\n${table('language', groupBy(scored, (s) => s.want.lang))}`);
  console.log(`\n${table('kind', groupBy(scored, (s) => s.want.kind))}`);
  if (misses) for (const s of scored) { const d = differences(s); if (d.length) console.log(`  ${s.file} [${s.want.kind}]: ${d.join('; ')}`); }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--dir')) {
  const arg = (name: string) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : undefined; };
  await scoreDirCli(arg('--dir')!, arg('--only'), process.argv.includes('--misses'));
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const doc = new URL('../../../../docs/extractors.md', import.meta.url).pathname;
  const section = await docSection();
  const blind = await blindSection();
  if (process.argv.includes('--write')) {
    let text = readFileSync(doc, 'utf8');
    text = replaceSection(text, DOC_START, DOC_END, section);
    text = replaceSection(text, BLIND_START, BLIND_END, blind);
    writeFileSync(doc, text);
    console.log('docs/extractors.md: the independent-set and blind-set tables rewritten');
  } else {
    console.log(`${section}\n\n${blind}`);
  }
}
