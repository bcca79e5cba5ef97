/**
 * Link collection and typing. Collects what a reader can click — HTML anchors (or bare
 * URLs when the mail is text only, or printed in the HTML outside any anchor) and the
 * List-Unsubscribe header's http(s) URLs — and types each one by what it does for the
 * reader: first the anchor's own words, then the sentence around it when the words say
 * nothing ("click here"), then the destination's shape (tracking redirects unwrapped),
 * which counts only when the destination carries a token.
 */
import type { ExtractedLink, LinkType } from '../types.js';
import type { Anchor } from './html-text.js';
import {
  COPY_PASTE_RE, GENERIC_TEXT_RE, INVITE_LINK_RE, MAGIC_URL_RE, RESET_TEXT_RE, RESET_URL_RE, SIGNIN_TEXT_RE,
  UNSUB_TEXT_RE, UNSUB_URL_RE, VERIFY_TEXT_RE, VERIFY_URL_RE,
} from './lexicon.js';
import { isTracker, unwrapTracking } from './unwrap.js';

export interface LinkHit extends ExtractedLink {
  /** Offset of the link in the body text (for "which came first" decisions). */
  pos: number;
}

interface RawLink { url: string; label: string; start: number; end: number }
type Cat = 'unsub' | 'reset' | 'invite' | 'verify' | 'signin' | null;

// Printable ASCII up to whitespace or markup; trailing punctuation trimmed afterwards.
const URL_RE = /\bhttps?:\/\/[^\s<>"'`\u0080-\uffff]+/gi;
const HTTP_RE = /^https?:\/\/[^\s]/i;
const TRAIL_RE = /[.,;:!?'"*>\]}]+$/;
const LABEL_URL_RE = /^(?:https?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\/\S*)?$/i;
const PURPOSE_AFTER_RE = /^\s*(?:to|in order to|um|pour|para|per|om|aby|i[çc]in|чтобы)\s/i;
const SENTENCE_SPLIT_RE = /[.!?。！？](?:\s|$)/;
const TOKEN_PARAM_RE = /^(?:token|code|key|otp|t|k|c|sig|signature|hash|h|oobcode|ticket|nonce|auth|jwt|magic|login_token|confirmation_token|reset_token|verification_token|invite_token|secret|s|id_token|access_token)$/i;
const RANDOM_RE = /^[A-Za-z0-9_\-.~+/=%]+$/;
const IGNORE_PARAM_RE = /^(?:utm_\w+|email|e|redirect\w*|next|return\w*|continue|lang|locale|hl|source|src|ref|campaign|mc_\w+|_hs\w+|fbclid|gclid)$/i;

function trimUrl(url: string): string {
  let u = url;
  for (;;) {
    const t = u.replace(TRAIL_RE, '');
    if (t.endsWith(')') && (t.match(/\(/g)?.length ?? 0) < (t.match(/\)/g)?.length ?? 0)) { u = t.slice(0, -1); continue; }
    return t;
  }
}

function looksRandom(v: string): boolean {
  return RANDOM_RE.test(v) && ((/\d/.test(v) && /[A-Za-z]/.test(v)) || v.length >= 24);
}

interface UrlInfo { shape: string; token: boolean }

/** Path and query without tracking parameters, lowercased, and whether a one-time token rides along. */
function urlInfo(url: string): UrlInfo | null {
  let u: URL;
  try { u = new URL(url); } catch { return null; }
  let token = false;
  const kept: string[] = [];
  for (const [name, value] of u.searchParams) {
    if (/^utm_/i.test(name)) continue;
    kept.push(`${name}=${value}`);
    if (IGNORE_PARAM_RE.test(name)) continue;
    if ((TOKEN_PARAM_RE.test(name) && value.length >= 6) || (value.length >= 16 && looksRandom(value))) token = true;
  }
  for (const seg of u.pathname.split('/')) {
    if ((seg.length >= 20 && looksRandom(seg)) || /^[a-f0-9]{32,}$/i.test(seg)) token = true;
  }
  if (!token && u.hash.length > 20 && looksRandom(u.hash.slice(1).replace(/^[\w]+=/, ''))) token = true;
  return { shape: `${u.pathname}?${kept.join('&')}`.toLowerCase(), token };
}

function urlCat(info: UrlInfo): 'unsub' | 'reset' | 'verify' | 'magic' | null {
  const s = info.shape;
  if (UNSUB_URL_RE.test(s)) return 'unsub';
  if (RESET_URL_RE.test(s)) return 'reset';
  if (/magic|passwordless|type=magiclink|log-?in|sign-?in|sign_in/.test(s)) return 'magic';
  if (VERIFY_URL_RE.test(s)) return 'verify';
  if (MAGIC_URL_RE.test(s)) return 'magic';
  return null;
}

function wordsCat(s: string, isLabel: boolean): Cat {
  if (!s) return null;
  if (UNSUB_TEXT_RE.test(s)) return 'unsub';
  if (RESET_TEXT_RE.test(s)) return 'reset';
  if (VERIFY_TEXT_RE.test(s)) return 'verify';
  if (isLabel && INVITE_LINK_RE.test(s)) return 'invite';
  if (SIGNIN_TEXT_RE.test(s)) return 'signin';
  return null;
}

/** The clause that describes a link whose own words say nothing. */
function contextOf(text: string, link: RawLink, prevEnd: number, nextStart: number): string {
  const ls = text.lastIndexOf('\n', link.start - 1) + 1;
  let le = text.indexOf('\n', link.end);
  if (le < 0) le = text.length;
  const after = text.slice(link.end, Math.min(le, nextStart, link.end + 80));
  if (PURPOSE_AFTER_RE.test(after)) return after.split(SENTENCE_SPLIT_RE)[0]!;
  const from = Math.max(ls, prevEnd, link.start - 160);
  const parts = text.slice(from, link.start).split(SENTENCE_SPLIT_RE);
  let before = parts.pop()!;
  while (before.replace(/[\s:：\-–—>»→|*(]+/g, '').length < 3 && parts.length) before = parts.pop()!;
  if (before.replace(/[\s:：\-–—>»→|*(]+/g, '').length >= 3) return before;
  // Alone on its line (a button or a pasted URL): the line above says what it is.
  if (ls > 0 && prevEnd < ls) {
    let p = ls - 1;
    while (p > 0) {
      const s = text.lastIndexOf('\n', p - 1) + 1;
      const line = text.slice(Math.max(s, prevEnd), p).trim();
      if (line) return line.slice(-200);
      if (s <= prevEnd) break;
      p = s - 1;
    }
  }
  return after;
}

interface MailCtx { magicCue: boolean }

function typeLink(link: RawLink, context: string, mail: MailCtx, inherited: LinkType | null): LinkType {
  const labelIsUrl = LABEL_URL_RE.test(link.label);
  const target = unwrapTracking(link.url)
    ?? (labelIsUrl && isTracker(link.url) ? (/^https?:/i.test(link.label) ? link.label : `https://${link.label}`) : null)
    ?? (isTracker(link.url) ? null : link.url);
  const info = target ? urlInfo(target) : null;
  const generic = !link.label || labelIsUrl || GENERIC_TEXT_RE.test(link.label);
  let cat = generic ? null : wordsCat(link.label, true);
  if (!cat && generic) cat = wordsCat(context, false);
  const ucat = info ? urlCat(info) : null;
  if (cat === 'unsub' || ucat === 'unsub') return 'unsubscribe';
  if (cat === 'invite') return 'other';
  if (cat === 'reset') return 'password_reset';
  if (cat === 'verify') return 'verification';
  if (cat === 'signin') return (info ? info.token && ucat !== 'reset' : mail.magicCue) ? 'magic_link' : 'other';
  if (info?.token) {
    if (ucat === 'reset') return 'password_reset';
    if (ucat === 'verify') return 'verification';
    if (ucat === 'magic') return 'magic_link';
  }
  if (generic && inherited && COPY_PASTE_RE.test(context)) return inherited;
  return 'other';
}

function rawLinks(text: string, anchors: readonly Anchor[] | null): RawLink[] {
  const bare: RawLink[] = [];
  URL_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = URL_RE.exec(text)) !== null) {
    const url = trimUrl(m[0]);
    if (url.length > 10) bare.push({ url, label: '', start: m.index, end: m.index + url.length });
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
  for (const m of header.matchAll(/<\s*([^>]+?)\s*>/g)) if (HTTP_RE.test(m[1]!)) out.push(m[1]!);
  if (out.length === 0 && HTTP_RE.test(header.trim())) out.push(header.trim());
  return out;
}

/**
 * All clickable links of a message, typed, deduplicated by URL in first-appearance order,
 * List-Unsubscribe last.
 */
export function collectLinks(
  text: string,
  anchors: readonly Anchor[] | null,
  listUnsubscribe: string | null,
  mail: MailCtx,
): LinkHit[] {
  const raws = rawLinks(text, anchors);
  const out: LinkHit[] = [];
  const seen = new Map<string, number>();
  let inherited: LinkType | null = null;
  for (let i = 0; i < raws.length; i++) {
    const r = raws[i]!;
    const prevEnd = i > 0 ? raws[i - 1]!.end : 0;
    const nextStart = i + 1 < raws.length ? raws[i + 1]!.start : text.length;
    const type = typeLink(r, contextOf(text, r, prevEnd, nextStart), mail, inherited);
    if (type !== 'other' && type !== 'unsubscribe') inherited = type;
    const at = seen.get(r.url);
    if (at === undefined) {
      seen.set(r.url, out.length);
      out.push({ url: r.url, type, pos: r.start });
    } else if (out[at]!.type === 'other' && type !== 'other') {
      out[at]!.type = type; // the same destination described better further down
    }
  }
  for (const url of listUnsubscribeUrls(listUnsubscribe)) {
    if (!seen.has(url)) { seen.set(url, out.length); out.push({ url, type: 'unsubscribe', pos: Number.MAX_SAFE_INTEGER }); }
  }
  return out;
}
