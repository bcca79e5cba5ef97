/**
 * Mail safety flags (docs/agents.md, "Safety flags"): a pure function of a message's decoded
 * subject, text part and HTML part that names the hidden text, invisible characters, mismatched
 * links and sentences addressed to an AI assistant it carries; and the message's visible text,
 * what a human sees, for tools that show mail to a model. Never throws on any input; linear in
 * the size of the message.
 */
import { findDirected, type DirectedHit } from './assistant.js';
import { flaggedRuns } from './hidden.js';
import { readHtml, type HtmlReading } from './html-reader.js';
import { InvisibleTally, hasRtlLetters, stripInvisible as stripFlagged } from './invisible.js';
import { mismatchedLinks } from './links.js';
import { MAX_FINDINGS, collapse, excerpt, pushUnique } from './text.js';
import {
  SAFETY_FLAGS, type AssistantDirectedFinding, type HiddenReason, type HiddenTextFinding, type MessageSafety, type SafetyFlag, type SafetyInput,
} from './types.js';
import { REASON_NAMES } from './visibility.js';

export * from './types.js';

/**
 * `text` without the characters the rules flag (docs/agents.md, "Invisible characters"): what
 * a tool shows of a sender's words. Joiners a script or an emoji needs stay.
 *
 * @example
 * stripInvisible('pay\u200Bpal\u202E') // 'paypal'
 */
export function stripInvisible(text: string): string {
  let rtl: boolean | null = null;
  return stripFlagged(text, () => (rtl ??= hasRtlLetters([text])));
}

/** The report of a clean message (frozen: copy it before changing anything). */
export const CLEAN_SAFETY: Readonly<MessageSafety> = Object.freeze({
  flags: Object.freeze([]) as unknown as SafetyFlag[],
  hidden_text: Object.freeze([]) as unknown as HiddenTextFinding[],
  invisible_characters: Object.freeze([]) as unknown as MessageSafety['invisible_characters'],
  mismatched_links: Object.freeze([]) as unknown as MessageSafety['mismatched_links'],
  assistant_directed: Object.freeze([]) as unknown as AssistantDirectedFinding[],
});

/** The flags of a report: the names of its non-empty lists, in SAFETY_FLAGS order. */
export function safetyFlagsOf(report: Omit<MessageSafety, 'flags'>): SafetyFlag[] {
  return SAFETY_FLAGS.filter((f) => report[f].length > 0);
}

/** The message as the rules read it: the HTML read once, the right-to-left test made at most once. */
class Prepared {
  readonly subject: string;
  readonly text: string | null;
  readonly reading: HtmlReading | null;
  private hasRtl: boolean | null = null;
  /** Does the message have right-to-left letters? (As a bound function: the scanners ask it.) */
  readonly rtl = (): boolean => (this.hasRtl ??= hasRtlLetters([this.subject, this.text, this.reading?.text, ...(this.reading?.runs.map((r) => r.text) ?? [])]));
  /** `s` without its flagged invisible characters. */
  readonly clean = (s: string): string => stripFlagged(s, this.rtl);

  constructor(input: SafetyInput) {
    this.subject = typeof input.subject === 'string' ? input.subject : '';
    this.text = typeof input.text === 'string' && input.text.length > 0 ? input.text : null;
    this.reading = typeof input.html === 'string' && input.html.length > 0 ? readHtml(input.html) : null;
  }
}

const CR_RE = /\r\n?/g;

/** Assesses one message. Never throws: a message it cannot read has the clean report. */
export function assessSafety(input: SafetyInput): MessageSafety {
  try {
    return assess(new Prepared(input));
  } catch {
    return { flags: [], hidden_text: [], invisible_characters: [], mismatched_links: [], assistant_directed: [] };
  }
}

function assess(p: Prepared): MessageSafety {
  const { subject, text, reading, clean, rtl } = p;

  // Invisible characters: the subject, the text part, the HTML's visible text and flagged hidden
  // text; each part is scanned once, for the tally and for its text without them.
  const tally = new InvisibleTally();
  const subjectClean = subject ? tally.addAndStrip(subject, 'subject', rtl) : '';
  const textClean = text ? tally.addAndStrip(text, 'text', rtl) : null;
  const visibleClean = reading ? tally.addAndStrip(reading.text, 'html', rtl) : '';

  // Hidden text.
  const runs = reading ? flaggedRuns(reading.runs, visibleClean, clean) : [];
  for (const r of runs) tally.add(r.run.text, 'html', rtl, false);
  const invisible_characters = tally.findings().slice(0, MAX_FINDINGS);
  const hidden_text: HiddenTextFinding[] = [];
  const seenHidden = new Set<string>();
  for (const r of runs) {
    if (hidden_text.length >= MAX_FINDINGS) break;
    const t = excerpt(r.text);
    if (t.length > 0) pushUnique(hidden_text, { reason: REASON_NAMES[r.run.reason] as HiddenReason, text: t }, (f) => `${f.reason}\n${f.text}`, seenHidden);
  }

  const mismatched_links = reading ? mismatchedLinks(reading.anchors, clean) : [];

  // Sentences addressed to an assistant: the subject, then the body in document order (hidden
  // runs where they stood), then the text part when the HTML was the body.
  const directed: { hit: DirectedHit; hidden: boolean; key: number }[] = [];
  for (const hit of findDirected(collapse(subjectClean))) directed.push({ hit, hidden: false, key: -1 });
  if (reading) {
    const body: typeof directed = [];
    for (const hit of findDirected(visibleClean)) body.push({ hit, hidden: false, key: hit.at * 2 + 1 });
    for (const r of runs) for (const hit of findDirected(r.text)) body.push({ hit, hidden: true, key: r.run.at * 2 });
    body.sort((a, b) => a.key - b.key);
    directed.push(...body);
    if (textClean) for (const hit of findDirected(textClean, true)) directed.push({ hit, hidden: false, key: Infinity });
  } else if (textClean) {
    for (const hit of findDirected(textClean, true)) directed.push({ hit, hidden: false, key: 0 });
  }
  const assistant_directed: AssistantDirectedFinding[] = [];
  const seenText = new Set<string>();
  for (const d of directed) {
    if (assistant_directed.length >= MAX_FINDINGS) break;
    // The text part repeats the HTML: a sentence already found there is not found again.
    if (d.key === Infinity && seenText.has(d.hit.text)) continue;
    const key = `${d.hidden}\n${d.hit.text}`;
    if (seenText.has(key)) continue;
    seenText.add(key);
    seenText.add(d.hit.text);
    assistant_directed.push({ text: d.hit.text, hidden: d.hidden });
  }

  const report = { hidden_text, invisible_characters, mismatched_links, assistant_directed };
  return { flags: safetyFlagsOf(report), ...report };
}

const LINE_SPACES_RE = /[^\S\n]+/g;
const BLANK_LINES_RE = /\n{3,}/g;

/**
 * What a human sees of the message: the HTML's visible text when it has HTML, else the text
 * part; hidden text and invisible characters removed; a line per block element (or per line of
 * the text part), white space collapsed within lines. Never throws.
 */
export function visibleText(input: SafetyInput): string {
  try {
    const p = new Prepared(input);
    if (p.reading) {
      return p.clean(p.reading.text).split('\n').map((l) => collapse(l)).filter((l) => l.length > 0).join('\n');
    }
    if (!p.text) return '';
    const lines = p.clean(p.text.replace(CR_RE, '\n')).replace(LINE_SPACES_RE, ' ').split('\n').map((l) => l.trim());
    return lines.join('\n').replace(BLANK_LINES_RE, '\n\n').trim();
  } catch {
    return '';
  }
}
