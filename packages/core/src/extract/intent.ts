/**
 * The message's primary purpose. A mail is about what it asks the reader to do first:
 * type a code (login_code, verification or password_reset by what the code completes),
 * click a one-click sign-in link, confirm an address or action, reset a password, or join
 * a team. Notices (new sign-in, password changed), calendar invitations, receipts and
 * newsletters ask nothing of that kind: null. The subject is read first, then the body's
 * lead (the text before the first code or typed link), never the footer.
 */
import type { MessageIntent } from '../types.js';
import {
  ALERT_RE, CALENDAR_RE, CALENDAR_SUBJECT_RE, CODE_CUES, INVITE_CUE_RE, LOGIN_CUE_RE, MAGIC_CUE_RE, NOTICES,
  OTP_KEYWORDS, RESET_CUE_RE, VERIFY_CUE_RE,
} from './lexicon.js';
import type { LinkHit } from './links.js';
import type { OtpFound } from './otp.js';

const ACTIONABLE = new Set(['verification', 'magic_link', 'password_reset']);
const MAGIC_OR_LOGIN_RE = new RegExp(`${MAGIC_CUE_RE.source}|${LOGIN_CUE_RE.source}`, 'i');
/**
 * The subject talks about a code (a code mail's subject): a code's name or the bare noun, not
 * claimed by another code's or number's label ("promo code", "order number").
 */
function subjectNamesCode(subject: string): boolean {
  return OTP_KEYWORDS.scan(subject).some((m) => m.family > 0);
}

// NOTICES and CODE_CUES each read a text once for several cue families (these
// alternations cost tens of ns per character per pass). The code's own name is read first, so
// "verification code" is consumed as a name, not counted as a request to verify an address.

interface Notices { alert: number; calendar: number; invite: number }

/** First offsets of security-notice, calendar and invitation wording in text (-1: none). */
function notices(text: string): Notices {
  const out: Notices = { alert: -1, calendar: -1, invite: -1 };
  for (const m of NOTICES.scan(text)) {
    if (m.family === 0 && out.alert < 0) out.alert = m.index;
    else if (m.family === 1 && out.calendar < 0) out.calendar = m.index;
    else if (m.family === 2 && out.invite < 0) out.invite = m.index;
  }
  return out;
}

interface CodeCues { reset: number; login: number; verify: number }

/** First reset wording, and how often sign-in and verify-an-address wording occur. */
function codeCues(text: string): CodeCues {
  const out: CodeCues = { reset: -1, login: 0, verify: 0 };
  for (const m of CODE_CUES.scan(text)) {
    if (m.family === 0) { if (LOGIN_CUE_RE.test(m.text)) out.login++; } // "login code" still says sign-in
    else if (m.family === 1) { if (out.reset < 0) out.reset = m.index; }
    else if (m.family === 2) out.login++;
    else if (m.family === 3) out.verify++;
  }
  return out;
}

function codeIntent(subject: string, body: string, otp: OtpFound, links: LinkHit[]): MessageIntent {
  // What the text before the code (and just after it) asks for.
  const until = otp.pos >= 0 ? otp.pos : 600;
  const subj = codeCues(subject);
  const lead = codeCues(body.slice(0, until + 200));
  const resetBefore = lead.reset >= 0 && lead.reset < until;
  if (subj.reset >= 0 || resetBefore) return 'password_reset';
  // A code and a one-click link for the same sign-in: the one the mail leads with decides.
  const magic = links.find((l) => l.type === 'magic_link');
  if (magic) {
    const subjCode = subject.includes(otp.value) || subjectNamesCode(subject);
    const subjMagic = MAGIC_CUE_RE.test(subject);
    if (subjMagic && !subjCode) return 'magic_link';
    if (!(subjCode && !subjMagic) && otp.pos >= 0 && magic.pos < otp.pos) return 'magic_link';
  }
  const login = 3 * subj.login + lead.login;
  const verify = 3 * subj.verify + lead.verify;
  // Ties go to sign-in: most code mails that name nothing else are 2FA or passwordless.
  return verify > login ? 'verification' : 'login_code';
}

export function detectIntent(subject: string, body: string, otp: OtpFound | null, links: LinkHit[]): MessageIntent | null {
  if (CALENDAR_SUBJECT_RE.test(subject) || CALENDAR_RE.test(subject)) return null;
  if (otp) return codeIntent(subject, body, otp, links);
  const typed = links.filter((l) => ACTIONABLE.has(l.type));
  const first = typed[0];
  // The lead: the text before the first thing to click (at least the opening 600 characters).
  const leadEnd = first ? Math.min(first.pos, body.length) : Math.min(body.length, 600);
  const found = notices(body.slice(0, Math.max(leadEnd, 600)));
  if (found.calendar >= 0 && found.calendar < 600) return null;

  const has = (t: string): boolean => typed.some((l) => l.type === t);
  // The subject names the purpose when it can.
  if (ALERT_RE.test(subject)) return null;
  if (INVITE_CUE_RE.test(subject)) return 'invite';
  if (RESET_CUE_RE.test(subject) && (has('password_reset') || typed.length === 0)) return 'password_reset';
  if (MAGIC_CUE_RE.test(subject) && has('magic_link')) return 'magic_link';
  if (LOGIN_CUE_RE.test(subject) && has('magic_link') && !has('verification')) return 'magic_link';
  if (VERIFY_CUE_RE.test(subject) && has('verification')) return 'verification';

  // Otherwise the body: what comes before the first thing to click.
  if (found.alert >= 0 && found.alert < leadEnd && (!first || first.type === 'password_reset')) return null;
  if (found.invite >= 0 && found.invite < Math.max(leadEnd, 600)) return 'invite';
  if (!first) return null;
  // A reset link in the footer of a receipt is not the receipt's purpose: the link must come
  // early (or after only a few lines), or the text before it must be about the same thing.
  if (first.pos > 0.6 * body.length && first.pos > 300) {
    const cue = first.type === 'password_reset' ? RESET_CUE_RE : first.type === 'verification' ? VERIFY_CUE_RE : MAGIC_OR_LOGIN_RE;
    if (!cue.test(body.slice(0, leadEnd))) return null;
  }
  return first.type as MessageIntent;
}
