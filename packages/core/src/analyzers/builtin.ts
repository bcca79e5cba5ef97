/**
 * The built-in analyzer: deterministic, local, no model. Keyword tables in the 23 languages of
 * the shared vocabulary (src/lexicon/, read by lexicon.ts) score the categories; value finders
 * (fields.ts) pull amounts and reference numbers as written; the summary is the message's own
 * first sentences. Same input, same output, in well under a millisecond for a typical message.
 */
import type { AnalysisFields } from '../storage/index.js';
import type { MessageIntent } from '../types.js';
import type { Analyzer, AnalyzerInput, AnalysisCategory } from './types.js';
import { ACTION_TERMS, CATEGORY_TERMS, NO_ACTION_TERMS, URGENT_TERMS, type CategoryKey } from './lexicon.js';
import { TermMatcher } from './term-matcher.js';
import { termsAlternation } from './terms.js';
import { prepareText, squeezeBlanks, type PreparedText } from './text.js';
import { FOLDS_ONTO_LABEL_RE, ID_LABEL_TERMS, findAmount, findExtractedId, findOtp } from './fields.js';
import { senderFacts, type SenderFacts } from './sender.js';
import { summarize } from './summary.js';
import { validateAnalysisFields } from './validate.js';
import { conceptTerms } from '../lexicon/pattern.js';
import { EXPIRES, HOURS, MINUTES, VALID_FOR } from '../lexicon/time.js';

/** Ties go to the earlier category: a more specific reading beats a more general one. */
const PRIORITY: CategoryKey[] = ['security', 'authentication', 'billing', 'shipping', 'transactional', 'social', 'marketing', 'notification'];
// Every keyword list the analyzer looks for, found in one pass per text (see TermMatcher):
// the scoring lists, and the reference-number labels (where none occurs, findExtractedId
// skips its labelled pattern).
const URGENT = PRIORITY.length, ACTION = URGENT + 1, NO_ACTION = URGENT + 2, ID_LABEL = URGENT + 3;
// A word in the subject says more than one in the body; a few distinct words are enough.
// The other lists only ask whether any term occurs.
const SUBJECT_CAPS = [...PRIORITY.map(() => 2), 1, 1, 1, 1];
const BODY_CAPS = [...PRIORITY.map(() => 4), 1, 1, 1, 1];

/** Distinct terms found per list (indexes: PRIORITY order, then URGENT, ACTION, NO_ACTION, ID_LABEL). */
export interface TermCounts { subject: number[]; head: number[] }

function termCounts(p: PreparedText): TermCounts {
  const head = p.lowerBody.length > CLASSIFY_CHARS ? p.lowerBody.slice(0, CLASSIFY_CHARS) : p.lowerBody;
  const { terms } = tables();
  return { subject: terms.count(p.lowerSubject, SUBJECT_CAPS), head: terms.count(head, BODY_CAPS) };
}

// The deadline patterns' words (lexicon/time.ts), read as terms: Latin-script ones start a
// word, CJK and Thai ones match anywhere.
function deadlinePatterns(): { deadline: RegExp[]; hint: RegExp } {
  const limit = termsAlternation(conceptTerms(EXPIRES, VALID_FOR));
  const unit = termsAlternation(conceptTerms(MINUTES, HOURS));
  /** A unit of time right after the number; a Latin-script term takes the rest of its word ("minutach"). */
  const units = String.raw`(?:${unit.latin})[\p{L}\p{M}]*|${unit.cjk}`;
  return {
    /** "expires in 10 minutes", "gültig für 10 Minuten", "有効期限は10分", "10 Minuten gültig", "5分钟内有效", "10분 후 만료". */
    deadline: [
      // The limit, then the time.
      new RegExp(String.raw`(?:(?<![\p{L}\p{M}\p{N}])(?:${limit.latin})|${limit.cjk})[^\n]{0,40}?(?<!\d)\d{1,2}\s*(?:${units})`, 'u'),
      // The time, then the limit: a few characters on in CJK and Thai, up to two words on elsewhere.
      new RegExp(String.raw`(?<!\d)\d{1,2}\s*(?:${unit.cjk})[^\n]{0,12}?(?:${limit.cjk})`, 'u'),
      new RegExp(String.raw`(?<!\d)\d{1,2}\s*(?:${unit.latin})[\p{L}\p{M}]*\s+(?:[\p{L}\p{M}]+\s+){0,2}(?:${limit.latin})`, 'u'),
    ],
    /**
     * What every deadline match holds: a number and a unit of time. Anchored on digits, this
     * costs a fraction of the three patterns, which look for their words everywhere.
     */
    hint: new RegExp(String.raw`\d\s*(?:${units})`, 'u'),
  };
}

/**
 * The keyword matcher and the deadline patterns, built on first use: they cost about 0.25 s of
 * CPU (50 languages' alternations, Unicode classes), which a process that imports core but never
 * analyzes (the CLI's one-shot commands, the daemon's main thread while workers parse) should
 * not pay at import.
 */
let built: ({ terms: TermMatcher } & ReturnType<typeof deadlinePatterns>) | null = null;
const tables = () => (built ??= {
  terms: new TermMatcher([...PRIORITY.map((k) => CATEGORY_TERMS[k]), URGENT_TERMS, ACTION_TERMS, NO_ACTION_TERMS, ID_LABEL_TERMS]),
  ...deadlinePatterns(),
});

const AUTH_INTENTS: ReadonlySet<MessageIntent> = new Set<MessageIntent>(['login_code', 'verification', 'magic_link', 'password_reset']);
const CLASSIFY_CHARS = 12_000;

export interface Classification {
  category: AnalysisCategory;
  scores: Record<CategoryKey, number>;
}

export function classify(terms: TermCounts, input: AnalyzerInput, sender: SenderFacts): Classification {
  const scores = {} as Record<CategoryKey, number>;
  PRIORITY.forEach((key, i) => { scores[key] = 3 * terms.subject[i]! + terms.head[i]!; });
  if (input.intent && AUTH_INTENTS.has(input.intent)) scores.authentication += 4;
  if (input.intent === 'invite') scores.social += 4;
  if (input.otp) scores.authentication += 3;
  const unsubscribe = input.links.some((l) => l.type === 'unsubscribe');
  if (unsubscribe) scores.marketing += 1.5;

  let best: CategoryKey = PRIORITY[0]!;
  for (const key of PRIORITY) if (scores[key] > scores[best]) best = key;
  const top = scores[best];
  // A person writing from their own mailbox is personal mail, whatever words they use,
  // unless the message is plainly something else (a code, an invoice in the subject).
  const looksPersonal = !sender.automated && !sender.organisation && !unsubscribe && sender.freemail;
  if (looksPersonal && top < 4) return { category: 'personal', scores };
  if (top >= 2) return { category: best, scores };
  // Nothing matched: a plain-text note from a person's address reads as personal mail.
  if (!sender.automated && !sender.organisation && !unsubscribe && !input.intent && input.links.length <= 2 && (sender.freemail || !input.html)) {
    return { category: 'personal', scores };
  }
  return { category: unsubscribe ? 'marketing' : 'notification', scores };
}

function isUrgent(p: PreparedText, terms: TermCounts, category: AnalysisCategory): boolean {
  if (category === 'marketing') return false; // "Last chance!" is a sales line, not urgency
  if (category === 'security') return true;
  if (terms.subject[URGENT]! > 0 || terms.head[URGENT]! > 0) return true;
  const head = p.lowerBody.length > CLASSIFY_CHARS ? p.lowerBody.slice(0, CLASSIFY_CHARS) : p.lowerBody;
  const { deadline, hint } = tables();
  const inSubject = hint.test(p.lowerSubject);
  const inHead = hint.test(head);
  return (inSubject || inHead) && deadline.some((re) => (inSubject && re.test(p.lowerSubject)) || (inHead && re.test(head)));
}

/**
 * Where a reference-number label may occur. The term pass looked at the lower-cased subject
 * and head; it cannot answer for a body longer than the head, nor for text holding a
 * character the labelled pattern folds differently from toLowerCase().
 */
function idLabels(p: PreparedText, terms: TermCounts): { subject: boolean; body: boolean } {
  return {
    subject: terms.subject[ID_LABEL]! > 0 || FOLDS_ONTO_LABEL_RE.test(p.subject),
    body: terms.head[ID_LABEL]! > 0 || p.lowerBody.length > CLASSIFY_CHARS || FOLDS_ONTO_LABEL_RE.test(p.folded),
  };
}

function isActionRequired(terms: TermCounts, category: AnalysisCategory, intent: MessageIntent | null): boolean {
  if (category === 'marketing') return false; // "Shop now" is not a request
  if (category === 'authentication' || intent === 'invite' || (intent && AUTH_INTENTS.has(intent))) return true;
  const inSubject = terms.subject[ACTION]! > 0;
  if (terms.head[NO_ACTION]! > 0 || terms.subject[NO_ACTION]! > 0) return inSubject;
  return inSubject || terms.head[ACTION]! > 0;
}

/**
 * The analysis in phases. Each `yield` is a point where a caller may give the event loop
 * a turn: a huge message is then a few short slices instead of one long one.
 */
function* phases(input: AnalyzerInput, htmlText?: string): Generator<void, AnalysisFields> {
  const p = prepareText(input, htmlText);
  yield;
  const sender = senderFacts(input.fromName, input.fromEmail, p.body, p.signature);
  const terms = termCounts(p);
  const { category } = classify(terms, input, sender);
  const is_urgent = isUrgent(p, terms, category);
  const action_required = isActionRequired(terms, category, input.intent);
  yield;
  const otp = input.otp ?? (category === 'authentication' ? findOtp(p.subject, p.folded) : null);
  const extracted_id = category === 'authentication' ? null : findExtractedId(p.subject, p.folded, category, otp, idLabels(p, terms));
  const amount_mentioned = category === 'authentication' ? null : findAmount(p.subject, p.folded);
  yield;
  return validateAnalysisFields({
    detected_otp: otp,
    sender_name: sender.name,
    category,
    extracted_id,
    amount_mentioned,
    is_urgent,
    action_required,
    summary: summarize(input.subject ? squeezeBlanks(input.subject).trim() : '', p.body),
  });
}

/**
 * The analysis itself, synchronous. Exposed for benchmarks and tests. `htmlText` is
 * `htmlToText(input.html).text` when the caller already has it (ingest converts once).
 */
export function analyzeBuiltin(input: AnalyzerInput, htmlText?: string): AnalysisFields {
  const run = phases(input, htmlText);
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
  }
}

/** Messages above this many characters of body are analysed in slices, yielding between them. */
const SLICE_ABOVE_CHARS = 8_000;
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createBuiltinAnalyzer(): Analyzer {
  return {
    name: 'builtin',
    async analyze(input: AnalyzerInput, signal: AbortSignal): Promise<AnalysisFields> {
      signal.throwIfAborted();
      const large = (input.text?.length ?? 0) + (input.html?.length ?? 0) / 4 > SLICE_ABOVE_CHARS;
      const run = phases(input);
      for (;;) {
        const step = run.next();
        if (step.done) return step.value;
        if (large) {
          await yieldToLoop();
          signal.throwIfAborted();
        }
      }
    },
  };
}
