/**
 * Issue 24's extraction concepts, table-driven: every script's digits read as ASCII, codes found
 * by how they are shown (their own line, emphasis, a read-only field, digit cells, the subject
 * repeating them) with words confirming or vetoing, the runner-up candidates, URLs wrapped
 * inside <…>, and links behind mail-security gateways typed by their words.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { extract } from '../src/extract/index.js';
import { normaliseChars, OTHER_DIGITS } from '../src/extract/chars.js';
import { unwrapTracking } from '../src/extract/unwrap.js';

const mail = (subject: string, text: string | null, html: string | null = null) =>
  extract({ subject, text, html, listUnsubscribe: null, fromName: null, fromEmail: null });

test('the pre-check class of other digits is exactly \\p{Nd} beyond ASCII (BMP), plus the lead surrogates of the rest', () => {
  const cls = new RegExp(`[${OTHER_DIGITS}]`);
  for (let c = 0x80; c < 0xd800; c++) {
    const ch = String.fromCharCode(c);
    assert.is(cls.test(ch), /\p{Nd}/u.test(ch), `U+${c.toString(16)}`);
  }
  for (let c = 0x10000; c <= 0x10ffff; c++) {
    const ch = String.fromCodePoint(c);
    if (/\p{Nd}/u.test(ch)) assert.ok(cls.test(ch[0]!), `U+${c.toString(16)}'s lead surrogate`);
  }
});

test('every script\'s decimal digits become ASCII', () => {
  const cases: Array<[string, string]> = [
    ['٤٨٢٩١٣', '482913'], ['۴۸۲۹۱۳', '482913'], ['४८२९१३', '482913'], ['৪৮২৯১৩', '482913'], ['๔๘๒๙๑๓', '482913'],
    ['４８２９１３', '482913'], ['௪௮௨௯௧௩', '482913'], ['𝟒𝟖𝟐𝟗𝟏𝟑', '482913'], ['code ၄၈၂', 'code 482'],
  ];
  for (const [input, want] of cases) assert.is(normaliseChars(input), want, input);
});

test('codes in other scripts\' digits are written in ASCII', () => {
  const cases: Array<[string, string, string]> = [
    ['رمز التحقق', 'رمز التحقق الخاص بك هو: ٤٨٢٩١٣', '482913'],
    ['کد تأیید', 'کد تأیید شما: ۷۳۰۵۱۸', '730518'],
    ['OTP', 'आपका ओटीपी है ४८२९१३', '482913'],
  ];
  for (const [subject, text, want] of cases) assert.is(mail(subject, text).otp, want, text);
});

test('a code shown by its layout is found without a word for "code" near it; words still veto', () => {
  const cells = ['4', '8', '2', '9', '1', '3'].map((d) => `<td style="font-size:28px">${d}</td>`).join('');
  const cases: Array<[string, string | null, string | null, string | null]> = [
    // subject, text, html, expected otp
    ['Finish signing in', null, '<p>Use this to finish signing in:</p><input type="text" value="482913" readonly>', '482913'],
    ['New sign-in to Acme', null, `<p>Confirm it is you on the new device:</p><table><tr>${cells}</tr></table>`, '482913'],
    ['Verify your email', 'Copy this into the app:\n\nK7P2 QX9M 4T\n\nThanks', null, 'K7P2QX9M4T'],
    ['Sign in to Acme', 'Your sign-in:\n→ 482 913 ←\n', null, '482913'],
    ['Confirm it is you', null, '<p>Enter this on the sign-in page</p><div style="font-family:monospace;font-size:30px">7KQ2</div>', '7KQ2'],
    ['482913 – Acme', 'Hi,\n\nuse this to continue:\n\n482913\n\nAcme', null, '482913'],
    // Set apart, but in a mail about nothing to type (a receipt), or claimed by a label above.
    ['Your receipt', 'Thanks for your order.\n\n482913\n\nTotal 12.00', null, null],
    ['Your parcel is ready', 'Enter the pickup code at the locker:\nPickup code:\n735 190\n', null, null],
    ['Meeting: weekly sync', 'Join the meeting to sign in with your team account\n\n482 913 775\n', null, null],
  ];
  for (const [subject, text, html, want] of cases) assert.is(mail(subject, text, html).otp, want, `${subject}`);
});

test('runner-up candidates carry their scores; the reported code is not among them', () => {
  const r = mail('Your code', 'Your verification code is 482913.\nReference 730518 (call us with it).');
  assert.is(r.otp, '482913');
  assert.ok(r.otpCandidates.every((c) => c.value !== '482913' && typeof c.score === 'number'));
  const tie = mail('Backup codes', 'Your backup codes:\n482913\n730518\n');
  assert.is(tie.otp, null);
  assert.equal(tie.otpCandidates.map((c) => c.value).sort(), ['482913', '730518']);
  assert.equal(mail('Hello', 'No numbers here.').otpCandidates, []);
});

test('a URL inside <…> wrapped over lines is one URL (RFC 3986, appendix C)', () => {
  const r = mail('Reset your password', 'To reset your password, open:\n<https://acme.example/account/reset-password?token=abcdefghij\n  klmnopqrstuvwxyz0123456789&x=1>\nHelp: <https://acme.example/help>.');
  assert.equal(r.links, [
    { url: 'https://acme.example/account/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789&x=1', type: 'password_reset' },
    { url: 'https://acme.example/help', type: 'other' },
  ]);
  // Not joined: a bracket closed on its own line, or text that is not a URL after the break.
  assert.equal(mail('Hi', 'See <https://acme.example/a>\nand more words here>').links.map((l) => l.url), ['https://acme.example/a']);
});

test('mail-security gateways: readable destinations unwrapped, every link judged by its words', () => {
  const cases: Array<[string, string | null]> = [
    ['https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Facme.example%2Fverify%3Ftoken%3Dabc123def456ghi789&data=05%7C01&reserved=0', 'https://acme.example/verify?token=abc123def456ghi789'],
    ['https://urldefense.com/v3/__https://acme.example/reset?token=abcdefabcdef1234567__;!!ABC123!xyz$', 'https://acme.example/reset?token=abcdefabcdef1234567'],
    ['https://urldefense.proofpoint.com/v2/url?u=https-3A__acme.example_reset-3Ft-3Dabc&d=DwMF', 'https://acme.example/reset?t=abc'],
    ['https://protect-eu.mimecast.com/s/AbCdEfGhIjKlMn?domain=acme.example', null],
  ];
  for (const [url, want] of cases) assert.is(unwrapTracking(url), want, url);
  const html = '<p>Please confirm your address.</p><a href="https://protect-eu.mimecast.com/s/AbCdEfGhIjKlMnOpQr?domain=acme.example">Verify my email</a>';
  assert.equal(mail('Confirm your email', null, html).links, [{ url: 'https://protect-eu.mimecast.com/s/AbCdEfGhIjKlMnOpQr?domain=acme.example', type: 'verification' }]);
});

test.run();
