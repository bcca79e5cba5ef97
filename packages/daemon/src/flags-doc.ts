// The flag table of `inboxkit serve` in docs/daemon.md, rendered from SERVE_OPTIONS (the same
// table that drives the parser and `--help`). test/cli-flags-doc.test.ts fails when the doc's
// copy differs. To rewrite it:
//   node --conditions=source --import tsx packages/daemon/src/flags-doc.ts --write
// Without --write it only checks: exit 0 when the doc is current, 1 when it is not.
import { pathToFileURL } from 'node:url';
import { checkOrWrite, sectionIn, withSection, type DocSection } from './doc-section.js';
import { SERVE_OPTIONS, envLabel, flagLabel, type OptionSpec } from './config/index.js';

export const FLAGS_START = '<!-- flags:start -->';
export const FLAGS_END = '<!-- flags:end -->';

export { DAEMON_DOC } from './doc-section.js';

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

const FLAGS: DocSection = { start: FLAGS_START, end: FLAGS_END, name: 'the flag table', render: () => serveFlagTable() };

/** The flag table between the markers of `doc`, trimmed; throws when the markers are missing. */
export const flagTableIn = (doc: string): string => sectionIn(doc, FLAGS);

/** `doc` with the section between the markers replaced by the current table. */
export const withFlagTable = (doc: string, table = serveFlagTable()): string => withSection(doc, FLAGS, table);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = checkOrWrite(FLAGS, process.argv.slice(2));
}
