// The flag table of `inboxkit serve` in docs/daemon.md, rendered from SERVE_OPTIONS (the same
// table that drives the parser and `--help`). test/cli-flags-doc.test.ts fails when the doc's
// copy differs. To rewrite it:
//   node --conditions=source --import tsx packages/daemon/src/flags-doc.ts --write
// Without --write it only checks: exit 0 when the doc is current, 1 when it is not.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVE_OPTIONS, envLabel, flagLabel, type OptionSpec } from './config.js';

export const FLAGS_START = '<!-- flags:start -->';
export const FLAGS_END = '<!-- flags:end -->';

/** docs/daemon.md, from src/ or dist/ (both one level below the package). */
export const DAEMON_DOC = fileURLToPath(new URL('../../../docs/daemon.md', import.meta.url));

const cell = (text: string) => text.replace(/\|/g, '\\|');
const code = (text: string) => `\`${text}\``;

function row(spec: OptionSpec): string {
  const flag = flagLabel(spec);
  const flagCell = flag === null ? '–'
    : [code(flag), ...(spec.aliases ?? []).map((a) => `(or ${code(`--${a}${spec.value ? ` ${spec.value}` : ''}`)})`)].join(' ');
  const env = envLabel(spec);
  return `| ${cell(flagCell)} | ${env === null ? '–' : code(env)} | ${cell(spec.default ?? '–')} | ${cell(spec.description)} |`;
}

/** The markdown table: one row per flag or variable of `serve`. */
export function serveFlagTable(specs: readonly OptionSpec[] = SERVE_OPTIONS): string {
  return ['| Flag | Variable | Default | Meaning |', '|---|---|---|---|', ...specs.map(row)].join('\n');
}

/** The text between the markers of `doc`, trimmed; throws when the markers are missing. */
export function flagTableIn(doc: string): string {
  const start = doc.indexOf(FLAGS_START);
  const end = doc.indexOf(FLAGS_END);
  if (start < 0 || end < start) throw new Error(`docs/daemon.md has no ${FLAGS_START} … ${FLAGS_END} section`);
  return doc.slice(start + FLAGS_START.length, end).trim();
}

/** `doc` with the section between the markers replaced by the current table. */
export function withFlagTable(doc: string, table = serveFlagTable()): string {
  flagTableIn(doc);
  const start = doc.indexOf(FLAGS_START) + FLAGS_START.length;
  const end = doc.indexOf(FLAGS_END);
  return `${doc.slice(0, start)}\n${table}\n${doc.slice(end)}`;
}

function main(args: string[]): number {
  const doc = readFileSync(DAEMON_DOC, 'utf8');
  const next = withFlagTable(doc);
  if (next === doc) {
    process.stderr.write(`${DAEMON_DOC}: the flag table is current\n`);
    return 0;
  }
  if (args.includes('--write')) {
    writeFileSync(DAEMON_DOC, next);
    process.stderr.write(`${DAEMON_DOC}: flag table rewritten\n`);
    return 0;
  }
  process.stderr.write(`${DAEMON_DOC}: the flag table is out of date; run with --write\n`);
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
