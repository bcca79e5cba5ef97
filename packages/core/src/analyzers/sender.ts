/**
 * Who sent the message, as a reader would name them: the display name when there is one;
 * for a person at a consumer mailbox without one, the name under their sign-off or their
 * address's local part; otherwise the organisation behind the From domain.
 */
import {
  AUTOMATED_LOCAL_RE, BRAND_NAMES, FREEMAIL_DOMAINS, MULTI_PART_SUFFIXES, SENDING_SUBDOMAINS, SIGN_OFFS,
} from './lexicon.js';
import { compileTerms } from './terms.js';

export interface SenderFacts {
  name: string | null;
  /** A consumer mailbox (gmail.com, web.de, qq.com, …). */
  freemail: boolean;
  /** A role or robot address (no-reply@, notifications@, billing@, …). */
  automated: boolean;
  /** The display name names the organisation of the From domain ("Copperleaf Books" at copperleafbooks.com). */
  organisation: boolean;
}

function splitAddress(email: string): { local: string; domain: string } {
  const at = email.lastIndexOf('@');
  if (at < 0) return { local: email.toLowerCase(), domain: '' };
  return { local: email.slice(0, at).toLowerCase(), domain: email.slice(at + 1).toLowerCase().replace(/\.$/, '') };
}

/** The organisation label of a domain: 'em.mail.github.com' → 'github', 'amazon.co.uk' → 'amazon'. */
export function organisationLabel(domain: string): string | null {
  const labels = domain.split('.').filter(Boolean);
  if (labels.length < 2) return labels[0] ?? null;
  const lastTwo = `${labels[labels.length - 2]!}.${labels[labels.length - 1]!}`;
  const orgIndex = MULTI_PART_SUFFIXES.has(lastTwo) && labels.length >= 3 ? labels.length - 3 : labels.length - 2;
  let label = labels[orgIndex]!;
  // 'github.email.example' style senders are rare; the registrable label is the organisation.
  if (SENDING_SUBDOMAINS.has(label) && orgIndex > 0) label = labels[orgIndex - 1]!;
  return label;
}

function titleCase(word: string): string {
  return word.charAt(0).toLocaleUpperCase() + word.slice(1);
}

/** A presentable organisation name from a domain, or null. */
export function organisationName(domain: string): string | null {
  const label = organisationLabel(domain);
  if (!label || /^\d+$/.test(label)) return null;
  const known = BRAND_NAMES[label];
  if (known) return known;
  if (label.startsWith('xn--')) return null; // punycode: the domain alone would be unreadable
  return label.split('-').filter(Boolean).map(titleCase).join(' ');
}

/** 'john.smith' → 'John Smith'; null when the local part does not read as a name. */
function nameFromLocalPart(local: string): string | null {
  const base = local.replace(/\+.*$/, '');
  const parts = base.split(/[._-]+/).filter(Boolean);
  if (parts.length < 1 || parts.length > 3) return null;
  if (!parts.every((p) => /^\p{L}{2,}$/u.test(p))) return null;
  if (parts.length === 1 && parts[0]!.length > 12) return null; // 'johnsmithdev' is not a name we can split
  return parts.map(titleCase).join(' ');
}

const SIGN_OFF_RE = new RegExp(`^(?:${compileTerms(SIGN_OFFS).source})[\\s,.!—–-]*$`, 'u');
const NAME_LINE_RE = /^(?:\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}|[\p{sc=Han}\p{sc=Hangul}]{2,4}(?:\s*[\p{sc=Han}\p{sc=Hangul}]{1,3})?)$/u;

/** The last `n` lines of text that are not blank, trimmed, in order (no split of the whole text). */
function lastLines(text: string, n: number): string[] {
  const out: string[] = [];
  for (let end = text.length; ;) {
    const nl = end > 0 ? text.lastIndexOf('\n', end - 1) : -1;
    const line = text.slice(nl + 1, end).trim();
    if (line && out.push(line) === n) break;
    if (nl < 0) break;
    end = nl;
  }
  return out.reverse();
}

/** The name on the line after a sign-off ("Best regards,\nAnna Kowalska"), or null. */
export function signatureName(body: string, signature: string): string | null {
  // A sign-off is looked for among the last 12 lines that are not blank.
  const lines = lastLines(`${body}\n${signature}`, 12);
  for (let i = lines.length - 2; i >= 0; i--) {
    if (!SIGN_OFF_RE.test(lines[i]!.toLowerCase())) continue;
    const candidate = lines[i + 1]!.replace(/^[-–—]\s*/, '');
    if (candidate.length <= 60 && NAME_LINE_RE.test(candidate)) return candidate;
  }
  // A '-- ' signature that starts with a name.
  const first = signature.split('\n').map((l) => l.trim()).find(Boolean);
  if (first && first.length <= 60 && NAME_LINE_RE.test(first)) return first;
  return null;
}

/** Whether a display name contains the organisation label of the domain ("Copperleaf Books" / copperleafbooks.com). */
function namesOrganisation(name: string, domain: string): boolean {
  const label = organisationLabel(domain)?.replace(/[^a-z0-9]/g, '');
  if (!label || label.length < 3) return false;
  const folded = name.toLowerCase().normalize('NFKD');
  const flat = folded.replace(/[^a-z0-9]/g, '');
  const first = folded.split(/\s+/)[0]!.replace(/[^a-z0-9]/g, '');
  return flat.includes(label) || (first.length >= 4 && label.startsWith(first));
}

function usableDisplayName(name: string | null, email: string): string | null {
  if (!name) return null;
  const n = name.replace(/^['"]+|['"]+$/g, '').trim();
  if (!n || n.includes('@') || n.toLowerCase() === email.toLowerCase()) return null;
  if (/^(?:no.?reply|do.?not.?reply|mailer.?daemon)$/i.test(n.replace(/\s+/g, ''))) return null;
  return n;
}

export function senderFacts(fromName: string | null, fromEmail: string, body: string, signature: string): SenderFacts {
  const { local, domain } = splitAddress(fromEmail);
  const freemail = FREEMAIL_DOMAINS.has(domain);
  const automated = AUTOMATED_LOCAL_RE.test(local);
  const display = usableDisplayName(fromName, fromEmail);
  if (display) return { name: display, freemail, automated, organisation: !freemail && namesOrganisation(display, domain) };
  // A person writes from their own address and signs; a robot does neither.
  const person = automated ? null : signatureName(body, signature) ?? (freemail ? nameFromLocalPart(local) : null);
  if (person) return { name: person, freemail, automated, organisation: false };
  const org = domain && (!freemail || automated) ? organisationName(domain) : null;
  return { name: org, freemail, automated, organisation: org !== null };
}
