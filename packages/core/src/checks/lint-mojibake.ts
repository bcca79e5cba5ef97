/**
 * `mojibake` (docs/checks.md, "Lint"): text decoded with the wrong charset — UTF-8 read as
 * Latin-1 or Windows-1252, or bytes that did not decode at all (U+FFFD) — in the subject or the
 * visible text of either part. One finding per part, quoting the first place.
 */
import { excerptAt } from './lint-excerpt.js';
import type { LintFinding, LintPart } from './types.js';

/** What Windows-1252 shows for bytes 0x80–0x9F (Latin-1 shows U+0080–U+009F, in the range below). */
const CP1252 = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
/** The second byte of a two- or three-byte UTF-8 sequence as Latin-1 or Windows-1252 shows it. */
const CONT = `\\u0080-\\u00BF${CP1252}`;
/** What Windows-1252 shows for bytes 0x80–0x8F: with U+0080–U+008F, the second byte of `â` sequences (U+2000–U+23FF). */
const CP1252_8X = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ';
/**
 * `Ã`/`Â` then a continuation (`Ã©` é, `Ã¼` ü, `Â ` a no-break space — `Â` before a plain space
 * too, where the no-break space was folded on the way), `â€` then one (`â€™` ’, `â€œ` “; and
 * the same for the rest of U+2000–U+23FF, `â„¢` ™, `â†’` →, as Windows-1252 or Latin-1 shows
 * them), or U+FFFD.
 */
const MOJIBAKE_RE = new RegExp(`[ÃÂ][${CONT}]|Â |â[\\u0080-\\u008F${CP1252_8X}][${CONT}]|\\uFFFD`, 'g');

const PART_NAME: Record<LintPart, string> = { subject: 'the subject', text: 'the text part', html: 'the HTML part', headers: 'the headers' };

function inPart(part: LintPart, text: string | null): LintFinding | null {
  if (!text) return null;
  MOJIBAKE_RE.lastIndex = 0;
  const first = MOJIBAKE_RE.exec(text);
  if (!first) return null;
  let count = 1;
  while (MOJIBAKE_RE.exec(text) !== null) count++;
  const seq = first[0];
  const what = seq === '\uFFFD'
    ? 'the replacement character U+FFFD (bytes that did not decode)'
    : `${JSON.stringify(seq)} (UTF-8 read as Latin-1 or Windows-1252)`;
  const more = count > 1 ? ` and ${count - 1} more` : '';
  return {
    code: 'mojibake', severity: 'error', part,
    message: `Text decoded with the wrong charset in ${PART_NAME[part]}: ${what}${more}`,
    excerpt: excerptAt(text, first.index, first.index + seq.length),
  };
}

/**
 * The `mojibake` findings: the subject's, the text part's, the HTML part's (its visible text).
 *
 * @example mojibakeFindings('CafÃ© news', null, null)[0]?.part // 'subject'
 */
export function mojibakeFindings(subject: string | null, text: string | null, htmlText: string | null): LintFinding[] {
  const out: LintFinding[] = [];
  for (const [part, s] of [['subject', subject], ['text', text], ['html', htmlText]] as const) {
    const f = inPart(part, s);
    if (f) out.push(f);
  }
  return out;
}
