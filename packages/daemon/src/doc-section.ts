// A generated section of a markdown file: the text between two marker comments, rendered from
// code and checked by a test. flags-doc.ts (serve's flag table) and limits-doc.ts (the limits
// table) are two of them, both in docs/daemon.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** docs/daemon.md, from src/ or dist/ (both one level below the package). */
export const DAEMON_DOC = fileURLToPath(new URL('../../../docs/daemon.md', import.meta.url));

export interface DocSection {
  /** e.g. `<!-- flags:start -->` */
  start: string;
  end: string;
  /** What the section is, for messages: "the flag table". */
  name: string;
  render(): string;
}

/** The text between the markers of `doc`, trimmed; throws when the markers are missing. */
export function sectionIn(doc: string, section: DocSection): string {
  const start = doc.indexOf(section.start);
  const end = doc.indexOf(section.end);
  if (start < 0 || end < start) throw new Error(`the document has no ${section.start} … ${section.end} section`);
  return doc.slice(start + section.start.length, end).trim();
}

/** `doc` with the text between the markers replaced by `content` (default: the section rendered now). */
export function withSection(doc: string, section: DocSection, content = section.render()): string {
  sectionIn(doc, section);
  return `${doc.slice(0, doc.indexOf(section.start) + section.start.length)}\n${content}\n${doc.slice(doc.indexOf(section.end))}`;
}

/**
 * The command-line side: with `--write`, rewrites the section in `path`; without, only checks.
 * Exit status 0 when the file is (now) current, 1 when it is out of date.
 */
export function checkOrWrite(section: DocSection, args: string[], path = DAEMON_DOC): number {
  const doc = readFileSync(path, 'utf8');
  const next = withSection(doc, section);
  if (next === doc) {
    process.stderr.write(`${path}: ${section.name} is current\n`);
    return 0;
  }
  if (args.includes('--write')) {
    writeFileSync(path, next);
    process.stderr.write(`${path}: ${section.name} rewritten\n`);
    return 0;
  }
  process.stderr.write(`${path}: ${section.name} is out of date; run with --write\n`);
  return 1;
}
