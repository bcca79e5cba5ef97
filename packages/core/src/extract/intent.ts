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
  ALERTS, CALENDAR_CUES, CALENDAR_SUBJECT_RE, CODE_CUES, INVITE_CUES, LOGIN_CUES, MAGIC_CUES, MAGIC_OR_LOGIN_CUES, NOTICES,
  OTP_KEYWORDS, PAYMENT_WORDS, RESET_CUES, VERIFY_CUES,
} from './lexicon.js';
import type { LinkHit } from './links.js';
import type { LanguageSet } from './mail-languages.js';
import type { OtpFound } from './otp.js';

const ACTIONABLE = new Set(['verification', 'magic_link', 'password_reset']);
/**
 * The subject talks about a code (a code mail's subject): a code's name or the bare noun, not
 * claimed by another code's or number's label ("promo code", "order number").
 */
function subjectNamesCode(subject: string, langs?: LanguageSet): boolean {
  return OTP_KEYWORDS.scan(subject, langs).some((m) => m.family > 0);
}

// NOTICES and CODE_CUES each read a text once for several cue families (these
// alternations cost tens of ns per character per pass). The code's own name is read first, so
// "verification code" is consumed as a name, not counted as a request to verify an address.

interface Notices { alert: number; calendar: number; invite: number }

/** First offsets of security-notice, calendar and invitation wording in text (-1: none). */
function notices(text: string, langs?: LanguageSet): Notices {
  const out: Notices = { alert: -1, calendar: -1, invite: -1 };
  for (const m of NOTICES.scan(text, langs)) {
    if (m.family === 0 && out.alert < 0) out.alert = m.index;
    else if (m.family === 1 && out.calendar < 0) out.calendar = m.index;
    else if (m.family === 2 && out.invite < 0) out.invite = m.index;
  }
  return out;
}

interface CodeCues { reset: number; login: number; verify: number }

/** First reset wording, and how often sign-in and verify-an-address wording occur. */
function codeCues(text: string, langs?: LanguageSet): CodeCues {
  const out: CodeCues = { reset: -1, login: 0, verify: 0 };
  for (const m of CODE_CUES.scan(text, langs)) {
    if (m.family === 0) { if (LOGIN_CUES.test(m.text, langs)) out.login++; } // "login code" still says sign-in
    else if (m.family === 1) { if (out.reset < 0) out.reset = m.index; }
    else if (m.family === 2) out.login++;
    else if (m.family === 3) out.verify++;
  }
  return out;
}

function codeIntent(subject: string, body: string, otp: OtpFound, links: LinkHit[], langs?: LanguageSet): MessageIntent {
  // What the text before the code (and just after it) asks for.
  const until = otp.pos >= 0 ? otp.pos : 600;
  const subj = codeCues(subject, langs);
  const lead = codeCues(body.slice(0, until + 200), langs);
  const resetBefore = lead.reset >= 0 && lead.reset < until;
  if (subj.reset >= 0 || resetBefore) return 'password_reset';
  // A code and a one-click link for the same sign-in: the one the mail leads with decides.
  const magic = links.find((l) => l.type === 'magic_link');
  if (magic) {
    const subjCode = subject.includes(otp.value) || subjectNamesCode(subject, langs);
    const subjMagic = MAGIC_CUES.test(subject, langs);
    if (subjMagic && !subjCode) return 'magic_link';
    if (!(subjCode && !subjMagic) && otp.pos >= 0 && magic.pos < otp.pos) return 'magic_link';
  }
  // A code that approves a payment or a transaction (3-D Secure, a transfer, a step-up before
  // paying) confirms an action: payment wording before the code counts for verification.
  const pay = (PAYMENT_WORDS.test(subject, langs) ? 3 : 0) + (PAYMENT_WORDS.test(body.slice(0, until), langs) ? 1 : 0);
  const login = 3 * subj.login + lead.login;
  const verify = 3 * subj.verify + lead.verify + pay;
  // Ties go to sign-in: most code mails that name nothing else are 2FA or passwordless.
  return verify > login ? 'verification' : 'login_code';
}

export function detectIntent(subject: string, body: string, otp: OtpFound | null, links: LinkHit[], langs?: LanguageSet): MessageIntent | null {
  if (CALENDAR_SUBJECT_RE.test(subject) || CALENDAR_CUES.test(subject, langs)) return null;
  if (otp) return codeIntent(subject, body, otp, links, langs);
  const typed = links.filter((l) => ACTIONABLE.has(l.type));
  const first = typed[0];
  // The lead: the text before the first thing to click (at least the opening 600 characters).
  const leadEnd = first ? Math.min(first.pos, body.length) : Math.min(body.length, 600);
  const found = notices(body.slice(0, Math.max(leadEnd, 600)), langs);
  if (found.calendar >= 0 && found.calendar < 600) return null;

  const has = (t: string): boolean => typed.some((l) => l.type === t);
  // The subject names the purpose when it can.
  if (ALERTS.test(subject, langs)) return null;
  if (INVITE_CUES.test(subject, langs)) return 'invite';
  if (RESET_CUES.test(subject, langs) && (has('password_reset') || typed.length === 0)) return 'password_reset';
  if (MAGIC_CUES.test(subject, langs) && has('magic_link')) return 'magic_link';
  if (LOGIN_CUES.test(subject, langs) && has('magic_link') && !has('verification')) return 'magic_link';
  if (VERIFY_CUES.test(subject, langs) && has('verification')) return 'verification';

  // Otherwise the body: what comes before the first thing to click.
  if (found.alert >= 0 && found.alert < leadEnd && (!first || first.type === 'password_reset')) return null;
  if (found.invite >= 0 && found.invite < Math.max(leadEnd, 600)) return 'invite';
  if (!first) return null;
  // A reset link in the footer of a receipt is not the receipt's purpose: the link must come
  // early (or after only a few lines), or the text before it must be about the same thing.
  if (first.pos > 0.6 * body.length && first.pos > 300) {
    const cue = first.type === 'password_reset' ? RESET_CUES : first.type === 'verification' ? VERIFY_CUES : MAGIC_OR_LOGIN_CUES;
    if (!cue.test(body.slice(0, leadEnd), langs)) return null;
  }
  return first.type as MessageIntent;
}
