/**
 * The search language's terms as both engines' indexes read them (issue 31).
 *
 * Besides the words of subject, sender and body, a message's full-text entry holds *term
 * tokens* in the column (SQLite) or weight (PostgreSQL) of its scope words: one per word of the
 * To header and envelope recipient (`to:`), of the Cc header (`cc:`), of each header's value
 * (`header:Name=value`), one per header name (`header:Name`), one for the message's size
 * class (`larger:`, `smaller:`), one for the sender address, and one per fact a row term asks
 * that never changes once the message is stored (a code, an attachment, the intent, each link
 * type), so a term few messages match finds them through the index rather than by reading
 * every row. A token is its field's prefix, the word's length, then the word (`to5alice`,
 * `h7xmailer3foo`): no two (field, word) pairs give the same token, and no token is a word of
 * the text columns' or an account or inbox word. The words are read as every
 * other search word is (search-text.ts's words()), so `to:Álice` finds `alice@…`.
 *
 * Row terms (tags, read state, facets, dates, sizes) are conditions on the row (rowTermCheck).
 */
import type { MessageHeader, LinkType } from '../types.js';
import type { MessageQuery, RowTerm, SearchableText } from './port-search.js';
import { fold, rowChecks, words, type Condition } from './search-text.js';

/** The facets column's bits (schema/tags.ts). */
export const FACET = { attachment: 1 } as const;
export const LINK_FACET: Readonly<Record<LinkType, number>> = { verification: 2, magic_link: 4, password_reset: 8, unsubscribe: 16, other: 32 };

/**
 * Header values whose words are not indexed (only the header's name is): long and
 * machine-written, or unique to the message (a Message-ID's, a Date's words would each be a new
 * term of the index for every message, the costliest kind of entry to write), and searched by
 * other means (`before:`/`after:` for the date).
 */
const VALUE_SKIPPED = new Set(['received', 'dkim-signature', 'arc-seal', 'arc-message-signature', 'arc-authentication-results',
  'authentication-results', 'x-google-dkim-signature', 'x-gm-message-state', 'x-google-smtp-source', 'x-received', 'references',
  'message-id', 'in-reply-to', 'date', 'content-type', 'content-transfer-encoding', 'mime-version',
  // Indexed once already, in their own fields: header:Subject=… and the like search those (FIELD_OF_HEADER).
  'subject', 'from', 'to', 'cc']);

/** Headers whose values the index holds in a field of their own: `header:` terms naming them search that field. */
const FIELD_OF_HEADER: Readonly<Record<string, 'subject' | 'sender' | 'to' | 'cc'>> = { subject: 'subject', from: 'sender', to: 'to', cc: 'cc' };
/** At most this many headers are indexed, and this many words of each value. */
const MAX_HEADERS = 64;
const MAX_HEADER_WORDS = 32;
/** The largest size class (2^40 bytes): sizes are capped by the SMTP limit long before. */
const MAX_SIZE_CLASS = 40;

const token = (field: string, word: string) => `${field}${word.length}${word}`;
/** A header name's field prefix: `h`, then the name folded to its letters and digits, length first. */
const headerField = (name: string) => token('h', fold(name).replace(/[^\p{L}\p{N}]/gu, ''));
const sizeClass = (bytes: number) => Math.min(MAX_SIZE_CLASS, Math.floor(Math.log2(Math.max(1, bytes))));
const sizeToken = (k: number) => `z${k}`;
/**
 * The sender address's token: `s`, then the address's letters and digits, length first. Two
 * addresses equal but for punctuation share it (the row check tells them apart); it spares
 * `from:noreply@github.com` the phrase of words every message's sender has (`com`).
 */
const senderToken = (address: string) => token('s', fold(address).replace(/[^\p{L}\p{N}]/gu, ''));
/** A fact's token: `f` and its name's letters and digits (`fotp`, `fintentlogincode`, `flinkmagiclink`). */
const factToken = (name: string) => `f${name.replace(/[^a-z0-9]/g, '')}`;

/** The facts of a stored message a row term asks. */
export interface MessageFacts {
  from_email: string;
  otp: string | null;
  intent: string | null;
  /** The facets column (FACET, LINK_FACET). */
  facets?: number;
}

function factTokens(facts: MessageFacts): string[] {
  const out: string[] = [senderToken(facts.from_email)];
  if (facts.otp !== null) out.push(factToken('otp'));
  if (facts.intent !== null) out.push(factToken(`intent${facts.intent}`));
  const facets = facts.facets ?? 0;
  if (facets & FACET.attachment) out.push(factToken('attachment'));
  for (const [type, bit] of Object.entries(LINK_FACET)) if (facets & bit) out.push(factToken(`link${type}`));
  return out;
}

/** The term tokens that depend on the mail alone: its To header's words, its Cc header's, its headers'. */
export function mailTokens(to: string | null | undefined, cc: string | null | undefined, headers: readonly MessageHeader[] | undefined): string[] {
  const out: string[] = [];
  for (const w of words(to)) out.push(token('to', w));
  for (const w of words(cc)) out.push(token('cc', w));
  for (const header of (headers ?? []).slice(0, MAX_HEADERS)) pushHeader(out, header);
  return out;
}

/** A message's term tokens, in order (the words of one field adjacent, so a phrase matches). */
export function termTokens(searchable: SearchableText | undefined, sizeBytes: number, facts: MessageFacts): string[] {
  const out: string[] = [sizeToken(sizeClass(sizeBytes)), ...factTokens(facts)];
  if (!searchable) return out;
  out.push(...(searchable.mail_tokens ?? mailTokens(searchable.to, searchable.cc, searchable.headers)));
  for (const w of words(searchable.recipient)) out.push(token('to', w));
  return out;
}

function pushHeader(out: string[], { name, value }: MessageHeader): void {
  const field = headerField(name);
  out.push(`${field}0`);
  if (VALUE_SKIPPED.has(name.toLowerCase())) return;
  for (const w of words(value).slice(0, MAX_HEADER_WORDS)) out.push(token(field, w));
}

/**
 * A condition on the full-text entry: a phrase of words in a text column, a phrase of term
 * tokens, or any one of several term tokens (a size range).
 */
export type IndexTerm =
  | { column: 'any' | 'subject' | 'sender'; text: string; negate: boolean }
  | { column: 'terms'; tokens: string[]; negate: boolean }
  | { column: 'terms'; anyOf: string[]; negate: false };

/** The size classes a `larger:`/`smaller:` term can match (the row check decides within the edge class). */
function sizeClasses(term: Extract<RowTerm, { kind: 'larger' | 'smaller' }>): string[] {
  const out: string[] = [];
  const [from, to] = term.kind === 'larger' ? [sizeClass(term.bytes + 1), MAX_SIZE_CLASS] : [0, term.bytes <= 1 ? -1 : sizeClass(term.bytes - 1)];
  for (let k = from; k <= to; k++) out.push(sizeToken(k));
  return out;
}

/** A listing's conditions on the full-text entry, the filters' (positive) first, then q's terms. */
export function indexTerms(q: MessageQuery): IndexTerm[] {
  const out: IndexTerm[] = (q.text ?? []).map((text) => ({ column: 'any', text, negate: false }));
  if (q.subject !== undefined) out.push({ column: 'subject', text: q.subject, negate: false });
  if (q.sender !== undefined) out.push({ column: 'sender', text: q.sender, negate: false });
  // Its words narrow the walk; the row check compares the address itself.
  if (q.sender_address !== undefined) out.push({ column: 'sender', text: q.sender_address, negate: false });
  for (const t of q.terms ?? []) {
    if (t.field === 'any' || t.field === 'subject' || t.field === 'sender') out.push({ column: t.field, text: t.text, negate: t.negate });
    else if (t.field === 'header' && t.text !== null && FIELD_OF_HEADER[t.name.toLowerCase()]) {
      const field = FIELD_OF_HEADER[t.name.toLowerCase()]!;
      if (field === 'subject' || field === 'sender') out.push({ column: field, text: t.text, negate: t.negate });
      else out.push({ column: 'terms', tokens: words(t.text).map((w) => token(field, w)), negate: t.negate });
    } else if (t.field === 'header') {
      const field = headerField(t.name);
      const tokens = t.text === null ? [`${field}0`] : words(t.text).map((w) => token(field, w));
      out.push({ column: 'terms', tokens, negate: t.negate });
    } else out.push({ column: 'terms', tokens: words(t.text).map((w) => token(t.field, w)), negate: t.negate });
  }
  for (const c of q.checks ?? []) {
    if (c.negate) continue; // a negated row term is its row check alone
    if (c.kind === 'sender_address') out.push({ column: 'terms', tokens: [senderToken(c.address)], negate: false });
    else if (c.kind === 'larger' || c.kind === 'smaller') out.push({ column: 'terms', anyOf: sizeClasses(c), negate: false });
    else if (c.kind === 'otp' || c.kind === 'attachment') out.push({ column: 'terms', tokens: [factToken(c.kind)], negate: false });
    else if (c.kind === 'intent') out.push({ column: 'terms', tokens: [factToken(`intent${c.intent}`)], negate: false });
    else if (c.kind === 'link') out.push({ column: 'terms', tokens: [factToken(`link${c.type}`)], negate: false });
  }
  return out;
}

/** True when some condition on the full-text entry must hold (not only must not). */
export const hasPositiveIndexTerm = (terms: readonly IndexTerm[]) => terms.some((t) => !t.negate);

/** One row term as SQL (`m` messages); `receivedAt` as the engine's SQL names the column. */
export function rowTermCheck(term: RowTerm, receivedAt: string): Condition {
  const [sql, ...values] = positiveCheck(term, receivedAt);
  return term.negate ? [`NOT (${sql})`, ...values] : [sql, ...values];
}

function positiveCheck(term: RowTerm, receivedAt: string): [string, ...unknown[]] {
  switch (term.kind) {
    case 'tag': return ['EXISTS (SELECT 1 FROM message_tags t WHERE t.account_id = m.account_id AND t.tag = ? AND t.seq = m.seq)', term.tag];
    case 'tagged': return ['m.tags IS NOT NULL'];
    case 'read': return ['m.read_at IS NOT NULL'];
    case 'otp': return ['m.otp IS NOT NULL'];
    case 'attachment': return [`(m.facets & ${FACET.attachment}) <> 0`];
    case 'link': return [`(m.facets & ${LINK_FACET[term.type]}) <> 0`];
    // NULL (no intent) must not make a negated term unknown.
    case 'intent': return ["COALESCE(m.intent, '') = ?", term.intent];
    case 'sender_address': return ['lower(m.from_email) = ?', term.address];
    case 'before': return [`${receivedAt} < ?`, term.at];
    case 'after': return [`${receivedAt} >= ?`, term.at];
    case 'larger': return ['m.size_bytes > ?', term.bytes];
    case 'smaller': return ['m.size_bytes < ?', term.bytes];
  }
}

/** The walk a listing without a positive condition on the full-text entry can take down an index of its own. */
export function rowDriver(q: MessageQuery): { kind: 'tag'; tag: string } | { kind: 'read' } | null {
  const checks = q.checks ?? [];
  const tag = checks.find((c): c is Extract<RowTerm, { kind: 'tag' }> => c.kind === 'tag' && !c.negate);
  if (tag) return { kind: 'tag', tag: tag.tag };
  if (checks.some((c) => c.kind === 'read' && !c.negate)) return { kind: 'read' };
  return null;
}

/** The facets of a message stored now: its attachments and link types. */
export function facetsOf(attachments: number, linkTypes: Iterable<LinkType>): number {
  let bits = attachments > 0 ? FACET.attachment : 0;
  for (const type of linkTypes) bits |= LINK_FACET[type];
  return bits;
}

/**
 * Every check of a listing's rows: the scope and filters (rowChecks), q's row terms, and the one
 * message a tag rule is tried on.
 */
export function listingChecks(q: MessageQuery, receivedAt = 'm.received_at'): Condition[] {
  const out = rowChecks(q, receivedAt);
  for (const term of q.checks ?? []) out.push(rowTermCheck(term, receivedAt));
  if (q.seq !== undefined) out.push(['m.seq = ?', q.seq]);
  return out;
}

/**
 * The received-at window every row of the listing must fall in, from its filters and row terms
 * (epoch ms, both exclusive; null: unbounded): what an engine can bound its walk by.
 */
export function receivedWindow(q: MessageQuery): { after: number | null; before: number | null } {
  let after = q.received_after ?? null;
  let before = q.received_before ?? null;
  const later = (ms: number) => { after = after === null ? ms : Math.max(after, ms); };
  const earlier = (ms: number) => { before = before === null ? ms : Math.min(before, ms); };
  for (const c of q.checks ?? []) {
    // after: received_at >= at, i.e. > at - 1 (ms are integers); before: received_at < at.
    if ((c.kind === 'after' && !c.negate) || (c.kind === 'before' && c.negate)) later(c.at - 1);
    if ((c.kind === 'before' && !c.negate) || (c.kind === 'after' && c.negate)) earlier(c.at);
  }
  return { after, before };
}
