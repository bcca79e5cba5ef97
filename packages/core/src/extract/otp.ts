/**
 * One-time-code extraction. Candidates are number (and mixed letter/digit) tokens; each is
 * scored by what a reader would use to find the code: a code word right before or after
 * it ("Your verification code is …", "… est votre code"), a code word on the line above
 * an isolated token, visual emphasis, and agreement between subject and body. Shapes that
 * mean something else (dates, times, prices, phone numbers, versions, ids in URLs) are
 * dropped before scoring, and labels of other numbers (order, invoice, tracking, promo,
 * PIN, meeting id…) veto the token they label. Below the threshold the answer is null:
 * a wrong code costs more than a missing one.
 */
import {
  AFTER_GAP_RE, AUTH_CUES, BOOKING_WORDS, CARD_CODE_RE, CONFIRM_WORD_RE, MEETING_WORDS, OTP_KEYWORDS, PASS_WORD_RE, PAYMENT_WORDS,
  PROMO_LINE_RE, PROMO_TRIGGER_RE, SPENT_WORDS, TRIGGER_ALL_RE, TRIGGER_RE, TYPE_VERB_BEFORE_RE,
} from './lexicon.js';
import type { LanguageSet } from './mail-languages.js';
import { candidates, inUrl, isAlnum, isIsolated, lineEnd, lineStart, LINE_LOOK, startsLine, type Candidate } from './otp-tokens.js';

export interface OtpText {
  text: string;
  /** Whether text[start, end) was visually emphasised (HTML bodies only). */
  emphasis?: (start: number, end: number) => boolean;
}

export interface OtpFound {
  value: string;
  /** Offset in the body text, or -1 when the code was taken from the subject. */
  pos: number;
  score: number;
}

const enum Kind { Neg = 0, Strong = 1, Generic = 2 }
interface Keyword { start: number; end: number; kind: Kind }

/** Scores at or above this are reported. Tuned so a generic "code" word plus a 4-digit token passes. */
const THRESHOLD = 6;

/** Mail-level facts, computed only when a keyword needs them (they scan the whole mail). */
class Context {
  private m: boolean | undefined;
  private b: boolean | undefined;
  private p: boolean | undefined;
  private a: boolean | undefined;
  constructor(private readonly all: string, readonly langs?: LanguageSet) {}
  get meeting(): boolean { return (this.m ??= MEETING_WORDS.test(this.all, this.langs)); }
  get booking(): boolean { return (this.b ??= BOOKING_WORDS.test(this.all, this.langs)); }
  get payment(): boolean { return (this.p ??= PAYMENT_WORDS.test(this.all, this.langs)); }
  /** The mail talks about a code, signing in, verifying or resetting (its subject and opening: the first 1,200 characters). */
  get auth(): boolean { return (this.a ??= AUTH_CUES.test(this.all.slice(0, 1200), this.langs)); }
}

/**
 * "Is there a trigger in text[from, to)?" Few questions are answered by testing each window;
 * past a handful (number-heavy mail), one scan of the whole text and binary search is cheaper.
 */
function triggerTest(text: string): (from: number, to: number) => boolean {
  let asked = 0;
  let hits: number[] | null = null;
  return (from, to) => {
    if (hits === null && ++asked > 16) {
      hits = [];
      TRIGGER_ALL_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = TRIGGER_ALL_RE.exec(text)) !== null) hits.push(m.index);
    }
    if (hits === null) return TRIGGER_RE.test(text.slice(Math.max(0, from), to));
    let lo = 0;
    let hi = hits.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (hits[mid]! < from) lo = mid + 1; else hi = mid; }
    return lo < hits.length && hits[lo]! < to - 2;
  };
}

/** Characters that end a word (blanks and ASCII punctuation). */
const isBreak = (c: number): boolean => c <= 32 || (c < 128 && !isAlnum(c) && c !== 95) || c === 160 || c === 12288;

/** Keywords in text[from, to) (whole words: the window is widened to word edges). */
function keywords(text: string, ctx: Context, from = 0, to = text.length): Keyword[] {
  const out: Keyword[] = [];
  while (from > 0 && !isBreak(text.charCodeAt(from - 1))) from--;
  while (to < text.length && !isBreak(text.charCodeAt(to))) to++;
  const slice = from === 0 && to === text.length ? text : text.slice(from, to);
  for (const m of OTP_KEYWORDS.scan(slice, ctx.langs)) {
    let kind = m.family === 0 ? Kind.Neg : m.family === 1 ? Kind.Strong : Kind.Generic;
    // A meeting's passcode and a booking's confirmation code are not sign-in codes.
    // Cheap word test first: the context flags each scan the whole mail once.
    if (kind === Kind.Strong && PASS_WORD_RE.test(m.text) && ctx.meeting) kind = Kind.Neg;
    if (kind === Kind.Strong && CONFIRM_WORD_RE.test(m.text) && ctx.booking) kind = Kind.Neg;
    if (kind === Kind.Strong && CARD_CODE_RE.test(m.text) && ctx.payment) kind = Kind.Neg;
    // A label of another number right before the bare noun claims it ("Boîte à clés : code 0612").
    const prev = out[out.length - 1];
    if (kind === Kind.Generic && prev !== undefined && prev.kind === Kind.Neg && from + m.index - prev.end <= 12
      && !slice.slice(prev.end - from, m.index).includes('\n')) kind = Kind.Neg;
    out.push({ start: from + m.index, end: from + m.end, kind });
  }
  return out;
}


/**
 * An isolated token whose nearest word on the lines above labels another number ("Pickup
 * code:" above "735190"): no anchor, and not a code by its layout either.
 */
const CLAIMED = -2;
const HAS_DIGIT_RE = /[0-9]/;

/** Anchor score from the code words around a candidate; -1 means vetoed by a label on its line, CLAIMED by one on a line around it. */
function anchorScore(text: string, kws: Keyword[], c: { start: number; end: number }, isolated: boolean): number {
  // Same-line anchors look 120 characters back and 40 ahead; only an isolated token needs
  // the real line bounds (to walk to the lines around it).
  const ls = lineStart(text, c.start, isolated ? LINE_LOOK : 130);
  const le = lineEnd(text, c.end, isolated ? LINE_LOOK : 50);
  let best = 0;
  // Same line, before: the nearest keyword decides; a label right before vetoes.
  // i = last keyword ending at or before the candidate (binary search: keywords are sorted).
  let lo = 0;
  let hi = kws.length;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (kws[mid]!.end <= c.start) lo = mid + 1; else hi = mid; }
  let i = lo - 1;
  for (let j = i; j >= 0 && kws[j]!.start >= ls; j--) {
    const k = kws[j]!;
    const dist = c.start - k.end;
    if (k.kind === Kind.Neg) {
      if (dist <= 40) return -1;
      continue;
    }
    if (dist <= 120) best = Math.max(best, (k.kind === Kind.Strong ? 8 : 6) - Math.floor(dist / 30));
    break;
  }
  // Same line, after: "482913 is your verification code", "482913 est votre code".
  for (let j = i + 1; j < kws.length && kws[j]!.start < le; j++) {
    const k = kws[j]!;
    if (k.start < c.end) continue;
    const dist = k.start - c.end;
    if (dist > 40) break;
    if (k.kind === Kind.Neg) { if (best === 0 && dist <= 15) return -1; break; }
    if (AFTER_GAP_RE.test(text.slice(c.end, k.start))) best = Math.max(best, k.kind === Kind.Strong ? 7 : 5);
    break;
  }
  if (best === 0 && TYPE_VERB_BEFORE_RE.test(text.slice(Math.max(ls, c.start - 24), c.start))) best = 4;
  if (best > 0 || !isolated) return best;
  // Isolated token: the code word on one of the three lines above, or the two below.
  let lines = 0;
  let p = ls - 1;
  let j = i;
  while (p > 0 && lines < 3 && ls - p < 400) {
    const s = lineStart(text, p);
    if (text.slice(s, p).trim()) {
      lines++;
      for (; j >= 0 && kws[j]!.start >= s; j--) {
        const k = kws[j]!;
        // A label whose line ends without a value of its own ("Pickup code:") labels the token
        // below; one followed by its value ("Amount: 1,250,000 rials") does not.
        if (k.kind === Kind.Neg) return HAS_DIGIT_RE.test(text.slice(k.end, p)) ? best : CLAIMED;
        return (k.kind === Kind.Strong ? 6 : 4) - (lines - 1);
      }
    }
    p = s - 1;
  }
  lines = 0;
  p = le + 1;
  let k0 = i + 1;
  while (p < text.length && lines < 2 && p - le < 300) {
    const e = lineEnd(text, p);
    if (text.slice(p, e).trim()) {
      lines++;
      for (; k0 < kws.length && kws[k0]!.start < e; k0++) {
        const k = kws[k0]!;
        if (k.start < p) continue;
        if (k.kind === Kind.Neg) return best; // a label below labels what follows it, not this token
        return k.kind === Kind.Strong ? 4 : 3;
      }
    }
    p = e + 1;
  }
  return best;
}


/**
 * "Use code SAVE20 at checkout for 20% off": the token is a promotion. Read on its line, or
 * for a token alone on its line, on the lines just above and below it too.
 */
function isPromo(text: string, c: { start: number; end: number }, isolated: boolean): boolean {
  let from = lineStart(text, c.start, 80);
  let to = lineEnd(text, c.end, 60);
  if (isolated) {
    from = lineStart(text, Math.max(0, from - 1), 160);
    to = lineEnd(text, Math.min(text.length, to + 1), 160);
  }
  const window = text.slice(from, to);
  return PROMO_TRIGGER_RE.test(window) && PROMO_LINE_RE.test(window);
}

/** "Code 583920 has already been used": read on the token's line only. */
function isSpent(text: string, c: { start: number; end: number }, langs?: LanguageSet): boolean {
  const from = lineStart(text, c.start, 160);
  const to = lineEnd(text, c.end, 160);
  return SPENT_WORDS.test(text.slice(from, to), langs);
}


/**
 * What the layout of the whole mail says, for a token set apart with no word near it: the
 * mail talks about signing in, verifying or resetting (`auth`), and which values the subject
 * repeats.
 */
interface Layout { auth: () => boolean; subjectValues: ReadonlySet<string> }
/** Tokens set apart from the prose (alone on their line) read for their layout alone, per text at most. */
const MAX_LAYOUT = 12;

/**
 * Scores every candidate of one text (subject or body). Words anchor a candidate (a code word
 * before or after it, a typing verb); a token set apart on its own line is also scored by its
 * layout (emphasis, repetition in the subject, a mail about signing in) when no word is near,
 * and words still veto it (a label of another number). `subjectNamesCode`: the subject has a
 * strong code word, so a body token that stands alone or stands out is anchored too.
 */
function scoreText(src: OtpText, ctx: Context, which: 0 | 1, spent: Set<string>, layout: Layout | null, subjectNamesCode = false): Candidate[] {
  const text = src.text;
  // A code word must be near enough to anchor: on the line (same-line anchors), or within a
  // few lines for a token alone on its line. Tested per candidate on its own window, so the
  // costly scan covers a few hundred characters, not the whole body.
  // A typing verb right before a token anchors it too ("Enter 482913"): checked on the few
  // characters before it, as anchorScore reads them.
  const hasTrigger = triggerTest(text);
  const typedBefore = (a: number): boolean => TYPE_VERB_BEFORE_RE.test(text.slice(Math.max(0, a - 24), a));
  const near = (a: number, b: number): boolean => {
    const alone = startsLine(text, a);
    if (alone && (subjectNamesCode || layout)) return true;
    const from = alone ? Math.max(0, a - 440) : lineStart(text, a, 140);
    const to = alone ? Math.min(text.length, b + 330) : lineEnd(text, b, 60);
    return hasTrigger(from, to) || typedBefore(a);
  };
  const cands = candidates(text, near);
  if (cands.length === 0) return [];
  // Keyword scanning is the costly part: do it only in the windows where a code word could
  // anchor a candidate (same line, or a few lines around an isolated one), where a cheap
  // trigger substring shows one might be, and around the few tokens read for their layout
  // (for the labels that veto them).
  const windows: [number, number][] = [];
  let layoutCount = 0;
  const info = cands.map((c) => {
    const isolated = isIsolated(text, c);
    const from = Math.max(0, c.start - (isolated ? 420 : 130));
    const to = Math.min(text.length, c.end + (isolated ? 320 : 50));
    const live = hasTrigger(from - 20, to) || typedBefore(c.start);
    // Set apart: alone on its line, or opening a line (a preheader) with the subject repeating it.
    const apart = isolated || (layout !== null && layout.subjectValues.has(c.value) && startsLine(text, c.start));
    const byLayout = !live && apart && layout !== null && layoutCount < MAX_LAYOUT;
    if (byLayout) layoutCount++;
    // Promotions ("use code SAVE20 at checkout") are dropped before any keyword work.
    if ((live || byLayout) && (isPromo(text, c, isolated) || isSpent(text, c, ctx.langs))) {
      spent.add(c.value); // the same value elsewhere (a preheader, the subject) is the promotion too
      return { isolated, live: false, byLayout: false, promo: true };
    }
    if (live || byLayout) windows.push([from, to]);
    return { isolated, live, byLayout, promo: false };
  });
  windows.sort((a, b) => a[0] - b[0]);
  const kws: Keyword[] = [];
  for (let w = 0; w < windows.length;) {
    let [from, to] = windows[w++]!;
    while (w < windows.length && windows[w]![0] <= to) to = Math.max(to, windows[w++]![1]);
    for (const k of keywords(text, ctx, from, to)) if (!inUrl(text, k.start, k.end)) kws.push(k);
  }
  const out: Candidate[] = [];
  for (let n = 0; n < cands.length; n++) {
    const c = cands[n]!;
    const { isolated, live, byLayout, promo } = info[n]!;
    if (promo) continue;
    if (!live && !byLayout && !(subjectNamesCode && isolated)) continue;
    let anchor = live || byLayout ? anchorScore(text, kws, c, isolated) : 0;
    // Labelled as another kind of number ("kortingscode VOORJAAR15", "pickup code 735190"):
    // that value is not the code anywhere else in the mail either.
    if (anchor === -1) { spent.add(c.value); continue; }
    if (anchor === CLAIMED) { if (!(live && subjectNamesCode && isolated)) continue; anchor = 0; }
    if (anchor === 0 && subjectNamesCode && isolated) anchor = 3;
    const emph = src.emphasis ? src.emphasis(c.start, c.end) : false; // costly: only for tokens still in the running
    if (anchor === 0) {
      // No word near it: its layout alone. A token set apart (its own line), and the mail
      // about a code (sign-in wording, or the subject repeating the value); emphasis adds.
      // Never in a mail about a meeting or a booking, whose ids are set apart the same way.
      const inSubject = layout?.subjectValues.has(c.value) ?? false;
      const auth = layout?.auth() ?? false;
      if (!layout || !(auth || inSubject) || ctx.meeting || ctx.booking) continue;
      anchor = (auth ? 2 : 0) + (inSubject ? 2 : 0);
    }
    let score = anchor + c.shape;
    if (isolated) score += 2;
    if (emph) score += 2;
    out.push({ ...c, src: which, score });
  }
  return out;
}

/** A candidate that did not win: its value and score (THRESHOLD and above are reported). */
export interface OtpCandidate { value: string; score: number }

export interface OtpResult {
  found: OtpFound | null;
  /** The other values scored, best first (at most five): a near miss is visible. */
  others: OtpCandidate[];
}

/** Values the subject shows as code-shaped tokens, whatever words are near them. */
function subjectValues(subject: string): Set<string> {
  return new Set(subject ? candidates(subject, () => true).map((c) => c.value) : []);
}

/**
 * Finds the one-time code of a message. `body` is the text the reader sees (HTML-derived
 * when there is HTML); `alt` is the other body, consulted only when the first has none;
 * `langs` the languages the mail may be in (mailLanguages; all without).
 */
export function findOtp(subject: string, body: OtpText, alt: OtpText | null, langs?: LanguageSet): OtpResult {
  const ctx = new Context(`${subject}\n${body.text.slice(0, 20000)}`, langs);
  const subjKws = subject ? keywords(subject, ctx) : [];
  const subjectNamesCode = subjKws.some((k) => k.kind === Kind.Strong);
  const layout: Layout = { auth: () => ctx.auth, subjectValues: subjectValues(subject) };
  // Values a promotion or a "this code was already used" line claims, wherever they appear.
  const spent = new Set<string>();
  const subj = subject ? scoreText({ text: subject }, ctx, 0, spent, null) : [];
  let main = scoreText(body, ctx, 1, spent, layout, subjectNamesCode);
  if (alt && !main.some((c) => c.score >= THRESHOLD)) {
    // The text part may word it better than the HTML; positions there do not map to the body.
    main = scoreText(alt, ctx, 1, spent, layout, subjectNamesCode).map((c) => ({ ...c, start: -1, end: -1 }));
  }
  const list = [...subj, ...main].filter((c) => !spent.has(c.value));
  if (list.length === 0) return { found: null, others: [] };
  // Subject and body agreeing on a value is the strongest evidence there is.
  const inSubject = new Set(subj.map((c) => c.value));
  const inBody = new Set(main.map((c) => c.value));
  for (const c of list) if ((c.src === 0 ? inBody : inSubject).has(c.value)) c.score += 2;
  list.sort((a, b) => b.score - a.score || a.src - b.src || a.start - b.start);
  const top = list[0]!;
  const others = (except: string | null): OtpCandidate[] => {
    const seen = new Set<string>(except === null ? [] : [except]);
    const out: OtpCandidate[] = [];
    for (const c of list) if (!seen.has(c.value) && out.length < 5) { seen.add(c.value); out.push({ value: c.value, score: c.score }); }
    return out;
  };
  if (top.score < THRESHOLD) return { found: null, others: others(null) };
  // Two different codes and little to choose between them (a list of backup codes, say):
  // say nothing. Subject and body agreeing is a clear choice.
  const agreed = list.some((c) => c !== top && c.value === top.value && c.src !== top.src);
  const rival = list.find((c) => c.value !== top.value);
  if (rival && !agreed && rival.score >= top.score - 1 && rival.score >= THRESHOLD - 1) return { found: null, others: others(null) };
  const where = list.find((c) => c.src === 1 && c.value === top.value && c.start >= 0);
  return { found: { value: top.value, pos: where ? where.start : -1, score: top.score }, others: others(top.value) };
}
