/**
 * `unrendered_placeholder` (docs/checks.md, "Lint"): template syntax or a stringified empty
 * value left in the subject, the visible text of either part, or an `<a href>` (percent-decoded
 * first; so are URLs written out in either part's text). One finding per distinct placeholder per
 * part, at its first place.
 */
import { excerptAt } from './lint-excerpt.js';
import { htmlOffset, type LintHtml } from './lint-html.js';
import { scanPlaceholders, type PlaceholderHit } from './lint-placeholder-scan.js';
import type { LintFinding, LintPart } from './types.js';

const WS_RE = /\s+/g;
const PERCENT_RUN_RE = /(?:%[0-9A-Fa-f]{2})+/g;
/** A web address written out in running text. */
const URL_RE = /\bhttps?:\/\/[^\s<>"']+/gi;

/** A URL percent-decoded; sequences that do not decode (not UTF-8) stay as written. */
export function percentDecode(s: string): string {
  if (s.indexOf('%') < 0) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return s.replace(PERCENT_RUN_RE, (run) => { try { return decodeURIComponent(run); } catch { return run; } });
  }
}

const PART_NAME: Record<LintPart, string> = { subject: 'the subject', text: 'the text part', html: 'the HTML part', headers: 'the headers' };

function message(hit: PlaceholderHit, part: LintPart, inLink: boolean): string {
  const where = inLink ? `a link of ${PART_NAME[part]}` : PART_NAME[part];
  const shown = JSON.stringify(hit.value.replace(WS_RE, ' '));
  if (hit.kind === 'empty_value') return `Stringified empty value ${shown} in ${where}: a variable was missing when the mail was rendered`;
  if (hit.kind === 'printf') return `Unfilled printf conversion ${shown} in ${where}: an argument was never formatted in`;
  return `Unrendered template placeholder ${shown} in ${where}: the template was sent without its value`;
}

/** One place a placeholder was seen: where it sorts in its part, the text to quote, and whether that text is a link's address. */
interface Seen { hit: PlaceholderHit; pos: number; source: string; inLink: boolean }

/** The findings of one part from the places seen, first place of each distinct placeholder. */
function findings(part: LintPart, seen: Seen[]): LintFinding[] {
  seen.sort((a, b) => a.pos - b.pos);
  const done = new Set<string>();
  const out: LintFinding[] = [];
  for (const s of seen) {
    const key = s.hit.value.replace(WS_RE, ' ');
    if (done.has(key)) continue;
    done.add(key);
    out.push({
      code: 'unrendered_placeholder', severity: 'error', part, message: message(s.hit, part, s.inLink),
      excerpt: excerptAt(s.source, s.hit.start, s.hit.end),
    });
  }
  return out;
}

/**
 * The places in s, and in its written-out URLs percent-decoded (a link of the text is a link
 * too: `%7B%7Bid%7D%7D` is `{{id}}`); `at` maps an offset of s to where it sorts.
 */
function inRunningText(s: string, at: (offset: number) => number): Seen[] {
  const seen: Seen[] = scanPlaceholders(s).map((hit) => ({ hit, pos: at(hit.start), source: s, inLink: false }));
  if (s.indexOf('%') < 0) return seen;
  URL_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = URL_RE.exec(s)) !== null) {
    if (m[0].indexOf('%') < 0) continue;
    const url = percentDecode(m[0]);
    for (const hit of scanPlaceholders(url, true)) seen.push({ hit, pos: at(m.index), source: url, inLink: true });
  }
  return seen;
}

function inText(part: LintPart, text: string | null): LintFinding[] {
  return text ? findings(part, inRunningText(text, (offset) => offset)) : [];
}

function inHtml(page: LintHtml | null): LintFinding[] {
  if (!page) return [];
  const seen = inRunningText(page.text, (offset) => htmlOffset(page, offset));
  for (const a of page.anchors) {
    const href = percentDecode(a.attrs.get('href') ?? '');
    for (const hit of scanPlaceholders(href, true)) seen.push({ hit, pos: a.at, source: href, inLink: true });
  }
  return findings('html', seen);
}

/**
 * The `unrendered_placeholder` findings of a mail: the subject's, then the text part's, then
 * the HTML part's, each in order of place.
 *
 * @example placeholderFindings('Hi {{name}}', null, null)[0]?.excerpt // 'Hi {{name}}'
 */
export function placeholderFindings(subject: string | null, text: string | null, page: LintHtml | null): LintFinding[] {
  return [...inText('subject', subject), ...inText('text', text), ...inHtml(page)];
}
