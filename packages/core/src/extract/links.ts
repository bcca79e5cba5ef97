/**
 * Link collection and typing. Collects what a reader can click — HTML anchors (or bare
 * URLs when the mail is text only, or printed in the HTML outside any anchor), the text
 * part's direct URLs when most HTML anchors go through click-tracking redirects, and the
 * List-Unsubscribe header's http(s) URLs — and types each one by what it does for the
 * reader: first the anchor's own words, then the sentence around it when the words say
 * nothing ("click here"), then the destination's shape (tracking redirects unwrapped),
 * which counts only when the destination carries a token.
 */
import type { ExtractedLink, LinkType } from '../types.js';
import type { Anchor } from './html-text.js';
import {
  COPY_PASTE_RE, GENERIC_TEXT_RE, INFO_RE, LINK_WORDS, MAGIC_URL_RE, PURPOSE_AFTER_RE, RESET_URL_RE, UNSUB_URL_RE, VERIFY_URL_RE,
} from './lexicon.js';
import type { LanguageSet } from './mail-languages.js';
import { look, unwrapTracking } from './unwrap.js';

export interface LinkHit extends ExtractedLink {
  /** Offset of the link in the body text (for "which came first" decisions). */
  pos: number;
}

interface RawLink { url: string; label: string; start: number; end: number; bare?: boolean }
type Cat = 'unsub' | 'cancel' | 'reset' | 'invite' | 'verify' | 'signin' | null;

// Printable ASCII up to whitespace or markup; trailing punctuation trimmed afterwards.
const URL_RE = /\bhttps?:\/\/[^\s<>"'`\u0080-\uffff]+/gi;
const HTTP_RE = /^https?:\/\/[^\s]/i;
const TRAIL_RE = /[.,;:!?'"*>\]}]+$/;
const LABEL_URL_RE = /^(?:https?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\/\S*)?$/i;
const SENTENCE_END_RE = /[.!?。！？।؟](?:\s|$)/g;
const TOKEN_PARAM_RE = /^(?:token|code|key|otp|t|k|c|sig|signature|hash|h|oobcode|ticket|nonce|auth|jwt|magic|login_token|confirmation_token|reset_token|verification_token|invite_token|secret|s|id_token|access_token)$/i;
const RANDOM_RE = /^[A-Za-z0-9_\-.~+/=%]+$/;
const IGNORE_PARAM_RE = /^(?:utm_\w+|email|e|redirect\w*|next|return\w*|continue|lang|locale|hl|source|src|ref|campaign|mc_\w+|_hs\w+|fbclid|gclid)$/i;

// Hot-path patterns live at module level: a literal inside a function is a new RegExp object
// per call, and V8 re-tiers each one.
const SCHEME_HOST_RE = /^https?:\/\/[^/?#]*/i;
const FILLER_RE = /[\s:：\-–—>»→|*(]+/g;
const HASH_KEY_RE = /^\w+=/;
const UTM_NAME_RE = /^utm_/i;
const HAS_DIGIT_RE = /\d/;
const HAS_LETTER_RE = /[A-Za-z]/;
const HEX_ID_RE = /^[a-f0-9]{32,}$/i;
/** A site's front page: scheme and host, nothing after but a slash. */
const FRONT_PAGE_RE = /^https?:\/\/[^/?#]+\/?$/i;
const MAGIC_SHAPE_RE = /magic|passwordless|type=magiclink|log-?in|sign-?in|sign_in/;
const count = (s: string, ch: string): number => { let n = 0; for (let i = s.indexOf(ch); i >= 0; i = s.indexOf(ch, i + 1)) n++; return n; };

/** Sentences of s (split after . ! ? and their CJK forms), without String#split(regex),
 * which builds a fresh regex on every call. */
function sentences(s: string): string[] {
  const out: string[] = [];
  let from = 0;
  SENTENCE_END_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = SENTENCE_END_RE.exec(s)) !== null) {
    out.push(s.slice(from, m.index));
    from = m.index + m[0].length;
  }
  out.push(s.slice(from));
  return out;
}
function trimUrl(url: string): string {
  let u = url;
  for (;;) {
    const t = u.replace(TRAIL_RE, '');
    if (t.endsWith(')') && count(t, '(') < count(t, ')')) { u = t.slice(0, -1); continue; }
    return t;
  }
}

function looksRandom(v: string): boolean {
  return RANDOM_RE.test(v) && ((HAS_DIGIT_RE.test(v) && HAS_LETTER_RE.test(v)) || v.length >= 24);
}

interface UrlInfo { shape: string; token: boolean }

const TOKEN_NAME_RE = /[?&](?:token|code|key|otp|t|k|c|sig|signature|hash|h|oobcode|ticket|nonce|auth|jwt|magic|s)=[^&#]{6}/i;

/**
 * Could this path+query carry a token? A run of 16+ token characters without hyphens, a
 * hyphenated run of 24+ with digits (UUIDs), or a token-named parameter. Slugs such as
 * "spring-harvest-2024" are not tokens.
 */
function maybeToken(s: string): boolean {
  let run = 0, plain = 0, digits = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const isNum = c >= 48 && c <= 57;
    const tokenChar = isNum || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 46 || c === 126 || c === 37 || c === 43;
    if (tokenChar) {
      run++;
      if (++plain >= 16) return true;
      if (isNum) digits++;
    } else if (c === 45) {
      run++;
      plain = 0;
    } else {
      if (run >= 24 && digits >= 4) return true;
      run = plain = digits = 0;
    }
  }
  if (run >= 24 && digits >= 4) return true;
  return s.indexOf('=') >= 0 && TOKEN_NAME_RE.test(s);
}

const NO_TOKEN: UrlInfo = { shape: '', token: false };

/**
 * Path and query without tracking parameters, lowercased, and whether a one-time token rides
 * along. The shape only matters for tokenised links, so without a token there is no parse.
 */
function urlInfo(url: string): UrlInfo | null {
  if (!maybeToken(url.replace(SCHEME_HOST_RE, ''))) return NO_TOKEN;
  let u: URL;
  try { u = new URL(url); } catch { return null; }
  let token = false;
  const kept: string[] = [];
  for (const [name, value] of u.searchParams) {
    if (UTM_NAME_RE.test(name)) continue;
    kept.push(`${name}=${value}`);
    if (IGNORE_PARAM_RE.test(name)) continue;
    if ((TOKEN_PARAM_RE.test(name) && value.length >= 6) || (value.length >= 16 && looksRandom(value))) token = true;
  }
  for (const seg of u.pathname.split('/')) {
    if ((seg.length >= 20 && looksRandom(seg)) || HEX_ID_RE.test(seg)) token = true;
  }
  if (!token && u.hash.length > 20 && looksRandom(u.hash.slice(1).replace(HASH_KEY_RE, ''))) token = true;
  return { shape: `${u.pathname}?${kept.join('&')}`.toLowerCase(), token };
}

function urlCat(info: UrlInfo): 'unsub' | 'reset' | 'verify' | 'magic' | null {
  const s = info.shape;
  if (UNSUB_URL_RE.test(s)) return 'unsub';
  if (RESET_URL_RE.test(s)) return 'reset';
  if (MAGIC_SHAPE_RE.test(s)) return 'magic';
  if (VERIFY_URL_RE.test(s)) return 'verify';
  if (MAGIC_URL_RE.test(s)) return 'magic';
  return null;
}

const CATS: Cat[] = ['unsub', 'cancel', 'reset', 'verify', 'invite', 'signin'];

/** The strongest link-word family in s (unsubscribe > cancel > reset > verify > invite > sign-in); invitation replies count on a link's own words only. */
function wordsCat(s: string, isLabel: boolean, langs?: LanguageSet): Cat {
  if (!s) return null;
  let best = CATS.length;
  for (const m of LINK_WORDS.scan(s, langs)) {
    if (m.family < 0 || (CATS[m.family] === 'invite' && !isLabel)) continue;
    if (m.family < best) best = m.family;
    if (best === 0) break;
  }
  return best < CATS.length ? CATS[best]! : null;
}

/** Line bounds around a link, looking at most 300 characters away (megabyte lines stay linear). */
function lineBounds(text: string, start: number, end: number): [number, number] {
  let ls = Math.max(0, start - 300);
  for (let k = start - 1; k >= ls; k--) if (text.charCodeAt(k) === 10) { ls = k + 1; break; }
  let le = Math.min(text.length, end + 300);
  for (let k = end; k < le; k++) if (text.charCodeAt(k) === 10) { le = k; break; }
  return [ls, le];
}

/** The clause that describes a link whose own words say nothing ("click here", a bare URL). */
function contextOf(text: string, link: RawLink, prevEnd: number, nextStart: number): string {
  const [ls, le] = lineBounds(text, link.start, link.end);
  const after = text.slice(link.end, Math.min(le, nextStart, link.end + 80));
  if (PURPOSE_AFTER_RE.test(after)) return sentences(after)[0]!;
  const from = Math.max(ls, prevEnd, link.start - 160);
  const parts = sentences(text.slice(from, link.start));
  let before = parts.pop()!;
  while (before.replace(FILLER_RE, '').length < 3 && parts.length) before = parts.pop()!;
  if (before.replace(FILLER_RE, '').length >= 3) return before;
  // Alone on its line (a button or a pasted URL): the line above says what it is.
  if (ls > 0 && text.charCodeAt(ls - 1) === 10 && prevEnd < ls) {
    let p = ls - 1;
    while (p > 0 && ls - p < 1000) {
      let s = p;
      while (s > 0 && p - s < 400 && text.charCodeAt(s - 1) !== 10) s--;
      const line = text.slice(Math.max(s, prevEnd), p).trim();
      if (line) return line.slice(-200);
      if (s <= prevEnd) break;
      p = s - 1;
    }
  }
  return after;
}

/** Mail-level facts the typing may need; `magicCue` is costly (scans the body), so it is lazy. */
export interface MailCtx {
  magicCue: () => boolean;
  /** The languages the mail may be in (mailLanguages); all without. */
  langs?: LanguageSet;
}

/**
 * Types one link: its own words first (cached per label), the clause around it when they say
 * nothing, then — only for tokenised destinations — the URL's shape.
 */
function typeLink(
  link: RawLink, contextFn: () => string, mail: MailCtx, inherited: LinkType | null, labels: Map<string, Cat>,
): LinkType {
  const labelIsUrl = link.label !== '' && LABEL_URL_RE.test(link.label);
  const seen = look(link.url);
  const tracker = seen.tracker;
  // Behind a redirector: the unwrapped destination; else the URL printed as the anchor's
  // text (common in text-like HTML); else nothing we can judge by shape.
  const target = unwrapTracking(link.url, seen)
    ?? (labelIsUrl && tracker ? (/^https?:/i.test(link.label) ? link.label : `https://${link.label}`) : null)
    ?? (tracker ? null : link.url);
  // A link with no words at all (an image without alt text) is typed by its URL only: the
  // paragraph above a hero image says nothing about the image.
  const wordless = !link.label && link.bare !== true;
  const generic = !wordless && (!link.label || labelIsUrl || GENERIC_TEXT_RE.test(link.label));
  let cat: Cat = null;
  if (!generic) {
    // Newsletters repeat labels ("Read more" ×40): type each distinct label once.
    const known = labels.get(link.label);
    if (known !== undefined) cat = known;
    else labels.set(link.label, (cat = wordsCat(link.label, true, mail.langs)));
  }
  let context: string | null = null;
  // The clause around a generic link types it, unless the link goes to a site's front page
  // ("forum.example" printed under "Reset your password"): a home page does none of those.
  if (!cat && generic && !FRONT_PAGE_RE.test(target ?? link.url)) cat = wordsCat((context = contextFn()), false, mail.langs);
  if (cat === 'unsub' || (target && UNSUB_URL_RE.test(target.replace(SCHEME_HOST_RE, '')))) return 'unsubscribe';
  // Words that cancel, decline or disown ("Cancel this request", "I didn't sign up"): the
  // link undoes what the mail asks, whatever its address holds.
  if (cat === 'cancel') return 'other';
  // A link about resets, verification or signing in (a help article) does none of them.
  if (cat && cat !== 'invite' && INFO_RE.test(context ?? link.label)) return 'other';
  if (cat === 'invite') return 'other';
  if (cat === 'reset') return 'password_reset';
  if (cat === 'verify') return 'verification';
  const info = target ? urlInfo(target) : null;
  const ucat = info ? urlCat(info) : null;
  if (cat === 'signin') return (info ? info.token && ucat !== 'reset' : mail.magicCue()) ? 'magic_link' : 'other';
  // Words that say something else ("I didn't sign up", "Not me", "Cancel this request", "Track
  // your parcel"): the link does that, whatever its path holds. The destination's shape only
  // breaks ties, for links whose words say nothing (generic, a bare URL, an image).
  if (!generic && !wordless) return 'other';
  if (info?.token) {
    if (ucat === 'reset') return 'password_reset';
    if (ucat === 'verify') return 'verification';
    if (ucat === 'magic') return 'magic_link';
  }
  // "If the button does not work, paste this address": the URL repeats the button above.
  if (generic && inherited && COPY_PASTE_RE.test(context ?? contextFn())) return inherited;
  return 'other';
}

const URL_PIECE_RE = /^[^\s<>"'`\u0080-\uffff]+$/;
/**
 * A URL written inside `<…>` that a mailer wrapped over lines: the pieces up to the `>` are
 * one URL, its white space dropped (RFC 3986, appendix C). Null when the URL closes on its
 * own line (the usual case, read as any bare URL) or what follows is not URL characters.
 */
function bracketed(text: string, start: number, first: string): { url: string; end: number } | null {
  const after = start + first.length;
  if (text.charCodeAt(after) === 62) return { url: first, end: after + 1 };
  if (after >= text.length || text.charCodeAt(after) > 32) return null;
  const close = text.indexOf('>', after);
  if (close < 0 || close - after > 2000) return null;
  const pieces = text.slice(after, close).split(/\s+/).filter(Boolean);
  if (pieces.length === 0 || pieces.length > 20 || !pieces.every((piece) => URL_PIECE_RE.test(piece))) return null;
  return { url: first + pieces.join(''), end: close + 1 };
}

function rawLinks(text: string, anchors: readonly Anchor[] | null): RawLink[] {
  const bare: RawLink[] = [];
  URL_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = URL_RE.exec(text)) !== null) {
    const wrapped = m.index > 0 && text.charCodeAt(m.index - 1) === 60 ? bracketed(text, m.index, m[0]) : null;
    if (wrapped) {
      URL_RE.lastIndex = wrapped.end;
      bare.push({ url: wrapped.url, label: '', start: m.index, end: wrapped.end, bare: true });
      continue;
    }
    const url = trimUrl(m[0]);
    if (url.length > 10) bare.push({ url, label: '', start: m.index, end: m.index + url.length, bare: true });
  }
  if (!anchors) return bare;
  const out: RawLink[] = [];
  let b = 0;
  for (const a of anchors) {
    // Bare URLs printed before this anchor; those inside an anchor are that anchor.
    while (b < bare.length && bare[b]!.start < a.start) out.push(bare[b++]!);
    while (b < bare.length && bare[b]!.start < a.end) b++;
    if (HTTP_RE.test(a.href)) out.push({ url: a.href, label: a.label, start: a.start, end: a.end });
  }
  while (b < bare.length) out.push(bare[b++]!);
  return out;
}

/** Parses List-Unsubscribe: `<https://…>, <mailto:…>` → the http(s) URLs. */
export function listUnsubscribeUrls(header: string | null): string[] {
  if (!header) return [];
  const out: string[] = [];
  // Each `<…>`, trimmed, by indexOf: a regex (/<\s*([^>]+?)\s*>/g) rescans to the end from
  // every `<` when no `>` follows, quadratic in a hostile header (64 KB of `<`: 13 s of CPU).
  for (let open = header.indexOf('<'); open >= 0;) {
    const close = header.indexOf('>', open + 1);
    if (close < 0) break;
    const inner = header.slice(open + 1, close).trim();
    if (HTTP_RE.test(inner)) out.push(inner);
    open = header.indexOf('<', close + 1);
  }
  if (out.length === 0 && HTTP_RE.test(header.trim())) out.push(header.trim());
  return out;
}

/** Links typed per message at most: real mail has a few dozen; this bounds hostile input. */
const MAX_LINKS = 500;

/**
 * All clickable links of a message, typed, deduplicated by URL in first-appearance order,
 * List-Unsubscribe last.
 */
export function collectLinks(
  text: string,
  anchors: readonly Anchor[] | null,
  listUnsubscribe: string | null,
  mail: MailCtx,
  alt: string | null = null,
): LinkHit[] {
  const raws = rawLinks(text, anchors).slice(0, MAX_LINKS);
  const out: LinkHit[] = [];
  const seen = new Map<string, number>();
  const labels = new Map<string, Cat>();
  // Does the HTML send its links through click-tracking redirects (most of its anchors)? Only
  // asked when there is a text part to fall back on, and only until the answer is known.
  let anchorCount = 0;
  if (alt !== null && anchors !== null) for (const r of raws) if (r.bare !== true) anchorCount++;
  let trackedCount = 0, checked = 0;
  const typeAll = (list: readonly RawLink[], src: string, posBase: number, isNew: (r: RawLink) => boolean): void => {
    let inherited: LinkType | null = null;
    for (let i = 0; i < list.length; i++) {
      const r = list[i]!;
      if (posBase === 0 && r.bare !== true && anchorCount > 0 && 2 * trackedCount <= anchorCount && 2 * (trackedCount + anchorCount - checked) > anchorCount) {
        const lk = look(r.url);
        checked++;
        if (lk.tracker || (lk.unwrappable && unwrapTracking(r.url, lk) !== null)) trackedCount++;
      }
      const prevEnd = i > 0 ? list[i - 1]!.end : 0;
      const nextStart = i + 1 < list.length ? list[i + 1]!.start : src.length;
      const fresh = isNew(r);
      // A text-part URL the HTML already has is only read for its neighbours' sake (a pasted
      // copy below it inherits its type); it is not reported again.
      const type = typeLink(r, () => contextOf(src, r, prevEnd, nextStart), mail, inherited, labels);
      if (type !== 'other' && type !== 'unsubscribe') inherited = type;
      if (!fresh) continue;
      const at = seen.get(r.url);
      if (at === undefined) {
        seen.set(r.url, out.length);
        out.push({ url: r.url, type, pos: posBase + r.start });
      } else if (out[at]!.type === 'other' && type !== 'other') {
        out[at]!.type = type; // the same destination described better further down
      }
    }
  };
  typeAll(raws, text, 0, () => true);
  // Tracked HTML: the text part's direct URLs that the HTML lacks come next, in text order,
  // typed by their own lines. They sit after the whole body for "which came first" decisions.
  if (alt !== null && 2 * trackedCount > anchorCount && out.length < MAX_LINKS) {
    const htmlUrls = new Set(out.map((l) => l.url));
    const extra = rawLinks(alt, null).slice(0, MAX_LINKS - out.length);
    typeAll(extra, alt, text.length + 1, (r) => !htmlUrls.has(r.url));
  }
  for (const url of listUnsubscribeUrls(listUnsubscribe)) {
    if (!seen.has(url)) { seen.set(url, out.length); out.push({ url, type: 'unsubscribe', pos: Number.MAX_SAFE_INTEGER }); }
  }
  return out;
}
