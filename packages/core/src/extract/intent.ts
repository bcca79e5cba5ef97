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
  ALERT_RE, CALENDAR_RE, CALENDAR_SUBJECT_RE, INVITE_CUE_RE, LOGIN_CUE_RE, MAGIC_CUE_RE, OTP_KEYWORD_RE, RESET_CUE_RE, VERIFY_CUE_RE,
} from './lexicon.js';
import type { LinkHit } from './links.js';
import type { OtpFound } from './otp.js';

const ACTIONABLE = new Set(['verification', 'magic_link', 'password_reset']);

const LOGIN_ALL_RE = new RegExp(LOGIN_CUE_RE.source, 'gi');
const VERIFY_ALL_RE = new RegExp(VERIFY_CUE_RE.source, 'gi');
/** The subject talks about a code (a code mail's subject), promotions aside. */
const SUBJECT_CODE_RE = /(?<!promo |coupon |discount |gift )(?:code|c[óo]digo|codice|kod|код|コード|码|碼|코드|번호|passcode|otp)/iu;

const MAGIC_OR_LOGIN_RE = new RegExp(`${MAGIC_CUE_RE.source}|${LOGIN_CUE_RE.source}`, 'i');

function count(re: RegExp, s: string): number {
  return s.match(re)?.length ?? 0;
}

/** Hides the code's own name ("verification code", "código de verificación"): it says nothing about what the code completes. */
function maskCodeNames(s: string): string {
  return s.replace(OTP_KEYWORD_RE, (m, _n, strong, _g, _cn, strongCjk) =>
    ((strong ?? strongCjk) !== undefined && !LOGIN_CUE_RE.test(m) ? ' '.repeat(m.length) : m));
}

function codeIntent(subject: string, body: string, otp: OtpFound, links: LinkHit[]): MessageIntent {
  const before = otp.pos >= 0 ? body.slice(0, otp.pos) : body.slice(0, 600);
  if (RESET_CUE_RE.test(subject) || RESET_CUE_RE.test(before)) return 'password_reset';
  // A code and a one-click link for the same sign-in: the one the mail leads with decides.
  const magic = links.find((l) => l.type === 'magic_link');
  if (magic) {
    const subjCode = subject.includes(otp.value) || SUBJECT_CODE_RE.test(subject);
    const subjMagic = MAGIC_CUE_RE.test(subject);
    if (subjMagic && !subjCode) return 'magic_link';
    if (!(subjCode && !subjMagic) && otp.pos >= 0 && magic.pos < otp.pos) return 'magic_link';
  }
  const lead = maskCodeNames(otp.pos >= 0 ? body.slice(0, otp.pos + 200) : body.slice(0, 800));
  const subj = maskCodeNames(subject);
  const login = 3 * count(LOGIN_ALL_RE, subject) + count(LOGIN_ALL_RE, lead);
  const verify = 3 * count(VERIFY_ALL_RE, subj) + count(VERIFY_ALL_RE, lead);
  // Ties go to sign-in: most code mails that name nothing else are 2FA or passwordless.
  return verify > login ? 'verification' : 'login_code';
}

export function detectIntent(subject: string, body: string, otp: OtpFound | null, links: LinkHit[]): MessageIntent | null {
  const opening = body.slice(0, 600);
  if (CALENDAR_SUBJECT_RE.test(subject) || CALENDAR_RE.test(subject) || (!otp && CALENDAR_RE.test(opening))) return null;
  if (otp) return codeIntent(subject, body, otp, links);

  const typed = links.filter((l) => ACTIONABLE.has(l.type));
  const has = (t: string): boolean => typed.some((l) => l.type === t);
  // The subject names the purpose when it can.
  if (ALERT_RE.test(subject)) return null;
  if (INVITE_CUE_RE.test(subject)) return 'invite';
  if (RESET_CUE_RE.test(subject) && (has('password_reset') || typed.length === 0)) return 'password_reset';
  if (MAGIC_CUE_RE.test(subject) && has('magic_link')) return 'magic_link';
  if (LOGIN_CUE_RE.test(subject) && has('magic_link') && !has('verification')) return 'magic_link';
  if (VERIFY_CUE_RE.test(subject) && has('verification')) return 'verification';

  // Otherwise the body: what comes before the first thing to click.
  const first = typed[0];
  const leadEnd = first ? Math.min(first.pos, body.length) : Math.min(body.length, 600);
  const lead = body.slice(0, Math.max(leadEnd, 0));
  const alert = ALERT_RE.exec(lead);
  if (alert && (!first || first.type === 'password_reset')) return null;
  if (INVITE_CUE_RE.test(lead) || INVITE_CUE_RE.test(opening)) return 'invite';
  if (!first) return null;
  // A reset link in the footer of a receipt is not the receipt's purpose: the link must come
  // early, or the text before it must already be about the same thing.
  const cue = first.type === 'password_reset' ? RESET_CUE_RE : first.type === 'verification' ? VERIFY_CUE_RE : MAGIC_OR_LOGIN_RE;
  if (first.pos > 0.6 * body.length && !cue.test(lead)) return null;
  return first.type as MessageIntent;
}
