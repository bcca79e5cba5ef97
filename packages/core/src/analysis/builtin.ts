/**
 * The built-in analyzer: deterministic, local, no model. Keyword tables in thirteen
 * languages (lexicon.ts) score the categories; value finders (fields.ts) pull amounts and
 * reference numbers as written; the summary is the message's own first sentences. Same
 * input, same output, in well under a millisecond for a typical message.
 */
import type { AnalysisFields } from '../store/messages.js';
import type { MessageIntent } from '../types.js';
import type { Analyzer, AnalyzerInput, AnalysisCategory } from './types.js';
import { ACTION_TERMS, CATEGORY_TERMS, NO_ACTION_TERMS, URGENT_TERMS, type CategoryKey } from './lexicon.js';
import { compileTerms, countTerms, hasTerm } from './terms.js';
import { prepareText, type PreparedText } from './text.js';
import { findAmount, findExtractedId, findOtp } from './fields.js';
import { senderFacts, type SenderFacts } from './sender.js';
import { summarize } from './summary.js';
import { validateAnalysisFields } from './validate.js';

/** Ties go to the earlier category: a more specific reading beats a more general one. */
const PRIORITY: CategoryKey[] = ['security', 'authentication', 'billing', 'shipping', 'transactional', 'social', 'marketing', 'notification'];
const CATEGORY_RES = new Map<CategoryKey, RegExp>(PRIORITY.map((k) => [k, compileTerms(CATEGORY_TERMS[k])]));
const URGENT_RE = compileTerms(URGENT_TERMS);
const ACTION_RE = compileTerms(ACTION_TERMS);
const NO_ACTION_RE = compileTerms(NO_ACTION_TERMS);

/** "expires in 10 minutes", "10 Minuten gültig", "有効期限は10分", "5分钟内有效", "10분 후 만료". */
const SHORT_DEADLINE_RES = [
  /(?:expir|valid|gültig|läuft|abläuft|verfällt|valable|válid|caduc|vence|scade|verloopt|geldig|ważn|wygaś|geçerli|süresi|истеч|действ|有効|期限|有效|过期|過期|失效|만료|유효)[^\n]{0,40}?(?<!\d)\d{1,2}\s*(?:minutes?|mins?|minuten|minuti|minutos|minuut|minut\p{L}*|dakika|минут\p{L}*|分|분|hours?|hrs?|stunden?|heures?|horas?|ore|uur|godzin\p{L}*|saat|час\p{L}*|時間|小时|小時|시간)(?![a-z])/u,
  /(?<!\d)\d{1,2}\s*(?:分钟|分鐘|分間|分|시간|분|小时|小時|時間)[^\n]{0,12}?(?:内有效|內有效|以内|有効|有效|이내|후 만료|동안 유효|후에 만료)/u,
  /(?<!\d)\d{1,2}\s*(?:minutes?|mins?|minuten|minuti|minutos|minuut|minut\p{L}*|dakika|минут\p{L}*|hours?|stunden?|heures?|horas?|ore|uur|godzin\p{L}*|saat|час\p{L}*)\s+(?:\p{L}+\s+){0,2}(?:gültig|valid|válid|valable|valido|geldig|ważn|geçerli|действ)/u,
];

const AUTH_INTENTS: ReadonlySet<MessageIntent> = new Set<MessageIntent>(['login_code', 'verification', 'magic_link', 'password_reset']);
const CLASSIFY_CHARS = 12_000;

export interface Classification {
  category: AnalysisCategory;
  scores: Record<CategoryKey, number>;
}

export function classify(p: PreparedText, input: AnalyzerInput, sender: SenderFacts): Classification {
  const body = p.lowerBody.length > CLASSIFY_CHARS ? p.lowerBody.slice(0, CLASSIFY_CHARS) : p.lowerBody;
  const scores = {} as Record<CategoryKey, number>;
  for (const [key, re] of CATEGORY_RES) {
    // A word in the subject says more than one in the body; a few distinct words are enough.
    scores[key] = 3 * countTerms(re, p.lowerSubject, 2) + countTerms(re, body, 4);
  }
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

function isUrgent(p: PreparedText, category: AnalysisCategory): boolean {
  if (category === 'marketing') return false; // "Last chance!" is a sales line, not urgency
  if (category === 'security') return true;
  const head = p.lowerBody.length > CLASSIFY_CHARS ? p.lowerBody.slice(0, CLASSIFY_CHARS) : p.lowerBody;
  if (hasTerm(URGENT_RE, p.lowerSubject) || hasTerm(URGENT_RE, head)) return true;
  return SHORT_DEADLINE_RES.some((re) => re.test(p.lowerSubject) || re.test(head));
}

function isActionRequired(p: PreparedText, category: AnalysisCategory, intent: MessageIntent | null): boolean {
  if (category === 'marketing') return false; // "Shop now" is not a request
  if (category === 'authentication' || intent === 'invite' || (intent && AUTH_INTENTS.has(intent))) return true;
  const head = p.lowerBody.length > CLASSIFY_CHARS ? p.lowerBody.slice(0, CLASSIFY_CHARS) : p.lowerBody;
  const inSubject = hasTerm(ACTION_RE, p.lowerSubject);
  if (hasTerm(NO_ACTION_RE, head) || hasTerm(NO_ACTION_RE, p.lowerSubject)) return inSubject;
  return inSubject || hasTerm(ACTION_RE, head);
}

/**
 * The analysis in phases. Each `yield` is a point where a caller may give the event loop
 * a turn: a huge message is then a few short slices instead of one long one.
 */
function* phases(input: AnalyzerInput, htmlText?: string): Generator<void, AnalysisFields> {
  const p = prepareText(input, htmlText);
  yield;
  const sender = senderFacts(input.fromName, input.fromEmail, p.body, p.signature);
  const { category } = classify(p, input, sender);
  const is_urgent = isUrgent(p, category);
  const action_required = isActionRequired(p, category, input.intent);
  yield;
  const otp = input.otp ?? (category === 'authentication' ? findOtp(p.subject, p.folded) : null);
  const extracted_id = category === 'authentication' ? null : findExtractedId(p.subject, p.folded, category, otp);
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
    summary: summarize(input.subject?.replace(/\s+/g, ' ').trim() ?? '', p.body),
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
