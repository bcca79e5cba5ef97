// The pure parts of the mail snapshots: each mask rule with a case it masks and one it leaves
// alone, the normalisation of text and HTML, a real-looking verification mail snapshotted twice
// with other codes, tokens, dates and inboxes (the same snapshot) and with other wording (not),
// the snapshot file's format and update modes, and the line diff of a failure.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ExtractedLink } from '@inboxkit/client';
import {
  formatSnapshotFile, lineDiff, looksRandom, mailSnapshot, maskMail, MASK_RULES, matchSnapshotFile, normaliseHtml, normaliseText,
  parseSnapshotFile, playwrightUpdateMode, snapshotFilePath, snapshotUpdateMode, type MaskContext, type SnapshotMessage,
} from '../src/index.js';

const INBOX = 'k7p2qx9m4dhe@inboxkit.test';
const RESET = 'https://app.example/reset/Zk29sPq81LmX0aB7?token=8f3k2m9x1q&lang=en';
const none: MaskContext = { otp: null, links: [], inbox: null };
const ctx: MaskContext = { otp: '482913', inbox: INBOX, links: [{ url: RESET, type: 'password_reset' }, { url: 'https://app.example/blog?page=2', type: 'other' }] };

/** [rule, input, masked (the input itself: left alone), context]. */
const RULE_CASES: Array<[string, string, string, MaskContext?]> = [
  ['token-links', `Reset: ${RESET}.`, 'Reset: https://app.example/reset/<token>?token=<token>&lang=<token>.', ctx],
  ['token-links', '<a href="https://app.example/verify#t=abc123XYZ">', '<a href="https://app.example/verify#t=<token>">', { ...none, links: [{ url: 'https://app.example/verify#t=abc123XYZ', type: 'verification' }] }],
  ['token-links', 'https://app.example/reset/WIRfhv_SDaIlw--_/confirm-email', 'https://app.example/reset/<token>/confirm-email', { ...none, links: [{ url: 'https://app.example/reset/WIRfhv_SDaIlw--_/confirm-email', type: 'password_reset' }] }],
  ['token-links', 'Read https://app.example/blog?page=2 and https://app.example/reset/other-page', 'Read https://app.example/blog?page=2 and https://app.example/reset/other-page', ctx],
  ['tracking', 'https://shop.example/sale?utm_source=news&utm_campaign=spring&id=7&fbclid=IwAR0x&_hsenc=p2ANqt', 'https://shop.example/sale?utm_source=<tracking>&utm_campaign=<tracking>&id=7&fbclid=<tracking>&_hsenc=<tracking>'],
  ['tracking', 'https://shop.example/sale?source=news&campaign=spring', 'https://shop.example/sale?source=news&campaign=spring'],
  ['inbox', `Sent to ${INBOX}; ?email=${encodeURIComponent(INBOX)}; hi k7p2qx9m4dhe,`, 'Sent to <inbox>; ?email=<inbox>; hi <inbox>,', ctx],
  ['inbox', 'Sent to someone@inboxkit.test, k7p2qx9m4dhex', 'Sent to someone@inboxkit.test, k7p2qx9m4dhex', ctx],
  ['uuid', 'ref 3f2504e0-4f89-11d3-9a0c-0305E82C3301.', 'ref <uuid>.'],
  ['uuid', 'ref 3f2504e0-4f89-11d3', 'ref 3f2504e0-4f89-11d3'],
  ['message-id', 'In reply to <CAF1x2.abc@mail.example.com>', 'In reply to <message-id>'],
  ['message-id', '<b>bold</b> <a href="mailto:x@y.z">', '<b>bold</b> <a href="mailto:x@y.z">'],
  ['datetime', 'at 2026-11-29T10:00:00.123Z, 2026-11-29 10:00+01:00, 20261129T100000Z, on 2026-11-29', 'at <date>, <date>, <date>, on <date>'],
  ['datetime', 'Date: Sun, 29 Nov 2026 10:00:00 +0000 (UTC) and 1 Dec 2026 09:05 GMT', 'Date: <date> and <date>'],
  ['datetime', 'Sunday, November 29th, 2026; 29 November 2026; Nov. 29, 2026; Nov 29; 3 March; March 2026', '<date>; <date>; <date>; <date>; <date>; <date>'],
  ['datetime', '11/29/2026, 29/11/26, 2026/11/29, 29.11.2026', '<date>, <date>, <date>, <date>'],
  ['datetime', 'version 1.2.3, May I help? 2026-11, room 12/3, Mayflower 5', 'version 1.2.3, May I help? 2026-11, room 12/3, Mayflower 5'],
  ['time', 'at 10:00, 9:30 AM, 10am, 3 p.m., 14:05:59 UTC, 10:00 PST, 08:15+01:00', 'at <time>, <time>, <time>, <time>, <time>, <time>, <time>'],
  ['time', 'ratio 3:1, 8 amps, 25:61, 10 items', 'ratio 3:1, 8 amps, 25:61, 10 items'],
  ['otp', 'Your code is 482913. Or 482 913, or 482-913.', 'Your code is <otp>. Or <otp>, or <otp>.', ctx],
  ['otp', 'Order 14829130, code 482913', 'Order 14829130, code 482913', none],
  ['otp', 'Order 14829130', 'Order 14829130', ctx],
  ['hex', 'sha 5f4dcc3b5aa765d61d8327deb882cf99 and 1234567890123456', 'sha <hex> and <hex>'],
  ['hex', 'color deadbeef, cafe, #ffffff', 'color deadbeef, cafe, #ffffff'],
  ['url-ids', 'https://t.example/o/WIRfhv_SDaIlw--_.gif?sig=abcdefghij1klmno&ref=newsletter', 'https://t.example/o/<id>.gif?sig=<id>&ref=newsletter'],
  ['url-ids', 'https://blog.example/2026/top-10-tips-for-your-account?page=2&sort=most-recent-first', 'https://blog.example/2026/top-10-tips-for-your-account?page=2&sort=most-recent-first'],
  ['random', 'token Zk29sPq81LmX0aB7xY3w, id msg_01HX9Q2V7C3K8M4N, jwt eyJhbGciOiJIUzI1NiJ9, WIRfhv_SDaIlw--_', 'token <id>, id <id>, jwt <id>, <id>'],
  ['random', 'internationalization-settings covid19-vaccine-2021-update iphone15-pro-max 2fa-enabled-accounts getElementsByTagName', 'internationalization-settings covid19-vaccine-2021-update iphone15-pro-max 2fa-enabled-accounts getElementsByTagName'],
];

for (const [name, input, expected, context] of RULE_CASES) {
  test(`mask ${name}: ${expected === input ? 'leaves' : 'masks'} ${JSON.stringify(input.slice(0, 60))}`, () => {
    const rule = MASK_RULES.find((r) => r.name === name)!;
    assert.ok(rule, name);
    assert.is(rule.apply(input, context ?? none), expected);
  });
}

test('every mask rule has a case that masks and one that does not', () => {
  for (const rule of MASK_RULES) {
    const cases = RULE_CASES.filter(([name]) => name === rule.name);
    assert.ok(cases.some(([, i, e]) => i !== e), `${rule.name}: a positive case`);
    assert.ok(cases.some(([, i, e]) => i === e), `${rule.name}: a negative case`);
  }
});

test('looksRandom: tokens and ids yes, words, slugs and short runs no', () => {
  for (const s of ['Zk29sPq81LmX0aB7', '8f3k2m9x1q', 'a1b2c3d4', '12345678', 'WIRfhv_SDaIlw--_', 'abcdefghij1klmno']) assert.ok(looksRandom(s, 8), s);
  for (const s of ['reset-password', 'v2-confirm', 'abc123', 'newsletter2024', 'ResetYourPassword', '3rd-party-apps', '1234']) assert.not.ok(looksRandom(s, 8), s);
});

test('maskMail runs the rules in order: a token link keeps its shape, other URLs keep theirs', () => {
  const text = `Hi k7p2qx9m4dhe, reset at ${RESET}&utm_medium=email or read https://app.example/blog?page=2 (sent 2026-11-29T10:00:00Z, code 482913)`;
  assert.is(maskMail(text, ctx), 'Hi <inbox>, reset at https://app.example/reset/<token>?token=<token>&lang=<token>&utm_medium=<tracking> or read https://app.example/blog?page=2 (sent <date>, code <otp>)');
});

/** [what, input, normalised]. */
const HTML_CASES: Array<[string, string, string]> = [
  ['attributes sorted, values collapsed, names lower-cased', '<A Target="_blank"  HREF=" https://x.example/a " class="b   a">x</A>', '<a class="b a" href="https://x.example/a" target="_blank">\n  x\n</a>'],
  ['comments (conditional ones too) removed', '<p>a<!-- hidden --><!--[if mso]><table><![endif]-->b</p>', '<p>\n  ab\n</p>'],
  ['entities decoded, whitespace and zero-width characters collapsed', '<p>Caf&eacute;&nbsp;&amp;&#32;tea &#x2014;\n\t&zwnj;ok &unknown;</p>', '<p>\n  Café & tea — ok &unknown;\n</p>'],
  ['implied end tags written out, stray ones dropped', '<ul><li>one<li>two</ul><p>a<div>b</span></div>', '<ul>\n  <li>\n    one\n  </li>\n  <li>\n    two\n  </li>\n</ul>\n<p>\n  a\n</p>\n<div>\n  b\n</div>'],
  ['style declarations normalised in order; void and self-closed elements', '<td STYLE="COLOR:red ;padding : 0 4px;"><br/><img src=a.png alt=""></td>', '<td style="color: red; padding: 0 4px">\n  <br>\n  <img alt="" src="a.png">\n</td>'],
  ['style and script elements', '<style>/* c */ @media (max-width:600px){ .a{color:red} }</style><script>var  a = 1;\n</script>', '<style>\n  @media (max-width:600px) {\n    .a {\n      color: red\n    }\n  }\n</style>\n<script>\n  var a = 1;\n</script>'],
  ['a doctype, and text that looks like a tag', '<!DOCTYPE  html><p>1 &lt; 2</p>', '<!doctype html>\n<p>\n  1 &lt; 2\n</p>'],
];

for (const [what, input, expected] of HTML_CASES) {
  test(`normaliseHtml: ${what}`, () => {
    assert.is(normaliseHtml(input), expected);
  });
}

test('normaliseHtml: the same markup written differently normalises the same', () => {
  const a = '<table><tr><td class="x" align=center>Hi</td></tr></table>';
  const b = '<TABLE>\n  <tr>\n    <td align="center"   class=\'x\'>\n      Hi\n    </td>\n  </tr>\n</TABLE>';
  assert.is(normaliseHtml(a), normaliseHtml(b));
  assert.is.not(normaliseHtml(a), normaliseHtml(a.replace('Hi', 'Hello')));
});

test('normaliseText: line ends, spaces, blank lines and zero-width characters', () => {
  assert.is(normaliseText('\r\n\r\nHello\u00A0 \t there  \r\n\r\n\r\n\r\nBye\u200B!\n\n'), 'Hello there\n\nBye!');
  assert.is(normaliseText('a\nb'), 'a\nb');
});

/** A verification mail as an app would send it: code, token, date, inbox and a tracking pixel change each run. */
function verificationMail(v: { code: string; token: string; date: string; inbox: string; pixel: string; wording?: string }): SnapshotMessage {
  const url = `https://app.example/verify/${v.token}?email=${encodeURIComponent(v.inbox)}&utm_source=signup`;
  const wording = v.wording ?? 'Confirm your email address';
  const links: ExtractedLink[] = [{ url, type: 'verification' }, { url: 'https://app.example/help', type: 'other' }];
  return {
    subject: `${v.code} is your Acme code`, otp: v.code, links, inbox_email_address: v.inbox, to_email: v.inbox,
    text_body: `Hi ${v.inbox},\n\n${wording} with the code ${v.code.slice(0, 3)} ${v.code.slice(3)}, or open:\n${url}\n\nSent ${v.date}. Need help? https://app.example/help`,
    html_body: `<!DOCTYPE html><html><head><title>Acme</title></head><body><!-- build ${v.pixel} -->
      <table role="presentation" width="100%"><tr><td style="padding:24px;font-family:Arial"><p>Hi ${v.inbox},</p>
      <p>${wording} with the code <strong>${v.code}</strong>, or:</p><p><a href="${url.replace(/&/g, '&amp;')}" style="color:#0a58ca">Verify my email</a></p>
      <p style="color:#666">Sent ${v.date}. <a href="https://app.example/help">Need help?</a></p>
      <img src="https://t.acme-mail.example/o/${v.pixel}.gif" width="1" height="1" alt=""></td></tr></table></body></html>`,
  };
}

const FIRST = { code: '482913', token: 'Zk29sPq81LmX0aB7', date: 'Sun, 29 Nov 2026 10:00:00 +0000', inbox: INBOX, pixel: '5f4dcc3b5aa765d61d8327deb882cf99' };
const SECOND = { code: '105526', token: 'q8Xr2LmN0pW4tY6z', date: 'Mon, 30 Nov 2026 23:59:07 +0100', inbox: 'zz81mq0c3rtp@inboxkit.test', pixel: '0c3b5aa765d61d8327deb882cf995f4d' };

test('a verification mail: another code, token, date and inbox give the same snapshot', () => {
  const a = mailSnapshot(verificationMail(FIRST));
  assert.is(a, mailSnapshot(verificationMail(SECOND)));
  for (const secret of [FIRST.code, FIRST.token, INBOX, 'k7p2qx9m4dhe', '2026', FIRST.pixel]) assert.not.ok(a.includes(secret), `${secret} masked`);
  assert.match(a, /^Subject: <otp> is your Acme code\n\n--- text ---\nHi <inbox>,\n\nConfirm your email address with the code <otp>, or open:\nhttps:\/\/app\.example\/verify\/<token>\?email=<token>&utm_source=<tracking>\n/);
  assert.match(a, /\n--- html ---\n<!doctype html>\n<html>\n {2}<head>\n {4}<title>\n {6}Acme\n/);
  assert.match(a, / {12}<a href="https:\/\/app\.example\/verify\/<token>\?email=<token>&utm_source=<tracking>" style="color: #0a58ca">\n {14}Verify my email\n/);
  assert.match(a, /<img alt="" height="1" src="https:\/\/t\.acme-mail\.example\/o\/<hex>\.gif" width="1">/);
  assert.match(a, /https:\/\/app\.example\/help/, 'an untyped link is kept as it is');
});

test('a verification mail: changed wording gives another snapshot', () => {
  const a = mailSnapshot(verificationMail(FIRST));
  const b = mailSnapshot(verificationMail({ ...SECOND, wording: 'Please confirm your email address' }));
  assert.is.not(a, b);
  const diff = lineDiff(a, b);
  assert.match(diff, /^- Confirm your email address with the code <otp>, or open:$/m);
  assert.match(diff, /^\+ Please confirm your email address with the code <otp>, or open:$/m);
  assert.is(mailSnapshot({ subject: null, text_body: null, html_body: null, otp: null, links: [] }), 'Subject: (none)\n\n--- text ---\n(none)\n\n--- html ---\n(none)\n');
});

test('lineDiff: only the changes with their context, … between hunks', () => {
  const a = Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n');
  const b = a.replace('line 2\n', 'line two\n').replace('line 17', 'line seventeen');
  assert.is(lineDiff(a, b, 1), '  line 1\n- line 2\n+ line two\n  line 3\n  …\n  line 16\n- line 17\n+ line seventeen\n  line 18');
  assert.is(lineDiff('a\nb', 'a\nb\nc'), '  a\n  b\n+ c');
});

test('snapshot file: a readable format that reads back, entries sorted by key', () => {
  const entries = new Map([['b > mail 1', 'Subject: B\n\n--- text ---\nx\n'], ['a > mail 1', 'Subject: A\n\n=== "not a key"\n\n  indented\n']]);
  const text = formatSnapshotFile(entries);
  assert.match(text, /^# @inboxkit\/testing mail snapshots/);
  assert.match(text, /\n=== "a > mail 1"\n {2}Subject: A\n\n {2}=== "not a key"\n\n {4}indented\n\n=== "b > mail 1"\n/);
  assert.equal(parseSnapshotFile(text), entries);
});

test('snapshot file: missing written (update new), kept, changed fails with a diff, updated (update all), missing fails in CI', () => {
  const dir = mkdtempSync(join(tmpdir(), 'inboxkit-snap-'));
  try {
    const file = snapshotFilePath('/app/tests/signup.spec.ts', { INBOXKIT_SNAPSHOT_DIR: dir });
    assert.is(file, join(dir, 'signup.spec.ts.mail.snap'));
    assert.is(snapshotFilePath('/app/tests/signup.spec.ts', {}), '/app/tests/__mail_snapshots__/signup.spec.ts.mail.snap');
    const one = mailSnapshot(verificationMail(FIRST));
    const match = (snapshot: string, update: 'all' | 'new' | 'none', key = 'signs up > mail 1') => matchSnapshotFile({ file, key, snapshot, update });
    assert.equal([match(one, 'new').status, match(mailSnapshot(verificationMail(SECOND)), 'none').status], ['written', 'matched']);
    const changed = match(mailSnapshot(verificationMail({ ...FIRST, wording: 'Verify your address' })), 'new');
    assert.is(changed.status, 'changed');
    assert.not.ok(changed.pass);
    assert.match(changed.message, 'the mail differs from snapshot "signs up > mail 1"');
    assert.match(changed.message, /^- Confirm your email address/m);
    assert.match(changed.message, /^\+ Verify your address/m);
    assert.match(changed.message, 'INBOXKIT_UPDATE_SNAPSHOTS=1');
    assert.is(readFileSync(file, 'utf8').includes('Verify your address'), false, 'a failed match writes nothing');
    assert.is(match(mailSnapshot(verificationMail({ ...FIRST, wording: 'Verify your address' })), 'all').status, 'updated');
    assert.match(readFileSync(file, 'utf8'), 'Verify your address');
    const missing = match(one, 'none', 'another test > mail 1');
    assert.equal([missing.status, missing.pass], ['missing', false]);
    assert.match(missing.message, 'not written in CI');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('update mode: the flag or INBOXKIT_UPDATE_SNAPSHOTS=1 is all; CI is none; else new', () => {
  assert.is(snapshotUpdateMode(false, {}), 'new');
  assert.is(snapshotUpdateMode(false, { CI: 'true' }), 'none');
  assert.is(snapshotUpdateMode(false, { CI: 'false' }), 'new');
  assert.is(snapshotUpdateMode(false, { CI: '1', INBOXKIT_UPDATE_SNAPSHOTS: '1' }), 'all');
  assert.is(snapshotUpdateMode(true, { CI: 'true' }), 'all');
});

test("update mode under Playwright: -u (changed) and all update; missing writes even in CI; none never; default as above", () => {
  assert.equal(['all', 'changed', 'missing', 'none', 'default'].map((u) => playwrightUpdateMode(u, {})), ['all', 'all', 'new', 'none', 'new']);
  assert.equal(['all', 'changed', 'missing', 'none', 'default'].map((u) => playwrightUpdateMode(u, { CI: 'true' })), ['all', 'all', 'new', 'none', 'none']);
  assert.is(playwrightUpdateMode('none', { INBOXKIT_UPDATE_SNAPSHOTS: '1' }), 'all');
});

test.run();
