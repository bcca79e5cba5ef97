/**
 * The lint check (docs/checks.md, "Lint"), table-driven: one table per rule, each with mails
 * that break it and near misses that must not, then the order of findings, the shape of
 * excerpts, and realistic clean mails with no finding at all.
 * A row says which findings of its rule's code it expects: [part, text the excerpt holds (or
 * null for no excerpt)], in order; an empty list means none.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { lint } from '../src/checks/lint.js';
import type { LintCode, LintFinding, LintInput, LintPart } from '../src/checks/types.js';

const HEADERS = { date: 'Tue, 04 Jun 2024 10:00:00 +0000', 'message-id': '<20240604100000.K29@acme.example>' };
/** A plain, right mail; each row changes what it tests. */
const mail = (over: Partial<LintInput>): LintInput => ({
  subject: 'Your Acme receipt',
  text: 'Hi Ana,\n\nThanks for your order.\n',
  html: '<p>Hi Ana,</p><p>Thanks for your order.</p>',
  headers: HEADERS,
  ...over,
});

type Want = [LintPart, string | null];
type Row = [name: string, input: Partial<LintInput>, want: Want[]];

/** Every finding has the shape docs/checks.md gives: excerpts on one line, 120 characters at most. */
function wellFormed(f: LintFinding): void {
  assert.ok(f.message.length > 0, 'a message');
  if (f.excerpt !== null) {
    assert.ok(f.excerpt.length > 0 && f.excerpt.length <= 120, `excerpt of ${f.excerpt.length} characters: ${f.excerpt}`);
    assert.not.match(f.excerpt, /[\n\r\t]| {2}/, 'excerpt on one line, white space collapsed');
  }
}

function check(code: LintCode, severity: LintFinding['severity'], input: LintInput, want: Want[]): void {
  const all = lint(input);
  all.forEach(wellFormed);
  const got = all.filter((f) => f.code === code);
  const shown = JSON.stringify(got.map((f) => [f.part, f.excerpt]));
  assert.is(got.length, want.length, `findings ${shown}`);
  want.forEach(([part, excerpt], i) => {
    const f = got[i]!;
    assert.is(f.part, part, `finding ${i} part; ${shown}`);
    assert.is(f.severity, severity);
    if (excerpt === null) assert.is(f.excerpt, null, `finding ${i} has no excerpt; ${shown}`);
    else assert.ok(f.excerpt?.includes(excerpt), `finding ${i} excerpt holds ${JSON.stringify(excerpt)}; ${shown}`);
  });
}

function table(code: LintCode, severity: LintFinding['severity'], rows: Row[]): void {
  const s = suite(`lint: ${code}`);
  for (const [name, over, want] of rows) s(name, () => check(code, severity, mail(over), want));
  s.run();
}

const T = 'Zk29sPq81LmX0aB7cD4eRt';

table('unrendered_placeholder', 'error', [
  // positives: each syntax, each place
  ['Handlebars in the subject', { subject: 'Welcome, {{first_name}}!' }, [['subject', '{{first_name}}']]],
  ['Go template in the text', { text: 'Hello {{.Name}}, welcome.' }, [['text', '{{.Name}}']]],
  ['triple-stash Handlebars', { html: '<p>{{{signature}}}</p>' }, [['html', '{{{signature}}}']]],
  ['Liquid tags, each distinct', { text: '{% if vip %}Gold member{% endif %}' }, [['text', '{% if vip %}'], ['text', '{% endif %}']]],
  ['JavaScript template literal in the HTML', { html: '<p>Dear ${user.name},</p>' }, [['html', '${user.name}']]],
  ['Ruby interpolation', { text: 'Hi #{user.first_name}!' }, [['text', '#{user.first_name}']]],
  ['Ruby i18n', { text: 'You have %{count} new messages.' }, [['text', '%{count}']]],
  ['ERB written in the HTML', { html: '<p>Hi <%= @user.name %>,</p>' }, [['html', '<%= @user.name %>']]],
  ['EJS escaped as entities', { html: '<p>Hi &lt;%= name %&gt;,</p>' }, [['html', '<%= name %>']]],
  ['Mailchimp merge tag', { html: '<p>Hi *|FNAME|*,</p>' }, [['html', '*|FNAME|*']]],
  ['Thymeleaf inline, reported once', { text: 'Hi [[${user.name}]],' }, [['text', '[[${user.name}]]']]],
  ['ICU / str.format name', { text: 'Your username is {username}.' }, [['text', '{username}']]],
  ['ICU positional argument', { subject: 'Order {0} shipped' }, [['subject', '{0}']]],
  ['printf %s in the subject', { subject: 'Your order %s has shipped' }, [['subject', '%s']]],
  ['printf %d before a space', { text: 'You have %d new messages' }, [['text', '%d']]],
  ['undefined', { text: 'Hi undefined,\n\nThanks' }, [['text', 'Hi undefined,']]],
  ['NaN after a currency sign', { html: '<p>Total: $NaN</p>' }, [['html', '$NaN']]],
  ['[object Object]', { text: 'Shipping to [object Object]' }, [['text', '[object Object]']]],
  ['null before a comma', { text: 'Hi null,\n\nThanks' }, [['text', 'Hi null,']]],
  ['None at the end of a line', { text: 'Discount code: None\nThanks' }, [['text', 'None']]],
  ['nil at the end of the text', { subject: 'Welcome back, nil' }, [['subject', 'nil']]],
  ['null inside a bold tag, before a comma', { html: '<p>Hi <b>null</b>, welcome</p>' }, [['html', 'Hi null, welcome']]],
  ['null ending a paragraph', { html: '<p>Hello null</p><p>Welcome aboard</p>' }, [['html', 'null']]],
  ['null in a URL path of the text', { text: 'Reset here: https://acme.example/reset/null\n' }, [['text', '/reset/null']]],
  ['None in a query of the text', { text: 'Open https://acme.example/verify?token=None&u=1' }, [['text', 'token=None']]],
  ['null in a link (href)', { html: '<p><a href="https://acme.example/reset/null">Reset</a></p>' }, [['html', 'https://acme.example/reset/null']]],
  ['percent-encoded Handlebars in a link', { html: '<a href="https://acme.example/u/%7B%7Buser_id%7D%7D">Profile</a>' }, [['html', '{{user_id}}']]],
  ['percent-encoded in a URL written in the text', { text: 'Confirm: https://acme.example/c/%24%7Btoken%7D\n' }, [['text', '${token}']]],
  ['undefined in a link\'s query', { html: '<a href="https://acme.example/verify?id=undefined&amp;s=1">Verify</a>' }, [['html', 'id=undefined&s=1']]],
  ['once per distinct placeholder per part', { text: 'Hi {{name}}, {{name}}!', html: '<p>Hi {{name}}</p><a href="https://acme.example/{{name}}">x</a>' }, [['text', '{{name}}'], ['html', '{{name}}']]],
  ['an unclosed <head> ends where the body\'s content starts', { html: '<head><title>x</title><p>Hi {{shown}}</p>' }, [['html', '{{shown}}']]],
  ['two placeholders, in order', { html: '<p>{{a}}</p><p>{{b}}</p>' }, [['html', '{{a}}'], ['html', '{{b}}']]],
  ['in a hidden preheader (still the document\'s text)', { html: '<div style="display:none">{{preheader}}</div><p>Hi</p>' }, [['html', '{{preheader}}']]],
  // near misses
  ['null in running prose', { text: 'This agreement is null and void.' }, []],
  ['None in running prose', { text: 'None of your data is shared.' }, []],
  ['nil in running prose', { html: '<p>The risk is nil for most users.</p>' }, []],
  ['other cases of the words', { text: 'Null, NULL, NONE, Nil, Undefined, nan, NAN: all fine.' }, []],
  ['the words inside longer words', { text: 'Nonetheless nullable annulled nils banana NaNa undefinedness.' }, []],
  ['hyphenated words', { text: 'A null-terminated string, never non-null.' }, []],
  ['braces with spaces or nothing inside', { text: 'Use { name } or {} or {first name} as you like.' }, []],
  ['an ordinary percent-encoded URL', { text: 'Search: https://acme.example/s?q=caf%C3%A9%20au%20lait%20%2B%20null%20and%20void' }, []],
  ['a percent sign', { text: 'Save 50% today, 20%off tomorrow, %download %s2' }, []],
  ['the HTML title is not visible text', { html: '<html><head><title>{{subject}}</title></head><body><p>Hi</p></body></html>' }, []],
  ['nothing in <head> is visible text', { html: '<html><head><meta charset="utf-8"><xml><o:Doc>{{mso}}</o:Doc></xml>{{ head_note }}</head><body><p>Hi</p></body></html>' }, []],
  ['style, script and comments are not visible text', { html: '<style>p{color:red} .a{b}</style><script>var x = `${y}`;</script><!-- {{debug}} --><p>Hi</p>' }, []],
  ['attributes other than href are not visible text', { html: '<p title="{{t}}"><img src="{{logo}}" alt="{{name}}">Hi</p>' }, []],
  ['single brackets and lone delimiters', { text: 'See [1] and *bold* | pipes | and $5 {} #1 %' }, []],
]);

table('missing_text_part', 'warning', [
  ['HTML only', { text: null }, [['text', null]]],
  ['an empty text part', { text: '' }, [['text', null]]],
  ['a blank text part', { text: '  \r\n ' }, [['text', null]]],
  ['text only', { html: null }, []],
  ['both parts', {}, []],
]);

const RESET_HTML = `<p>Reset your password:</p><a href="https://acme.example/reset-password?token=${T}">Reset password</a>`;
const RESET_TEXT = `Reset your password: https://acme.example/reset-password?token=${T}`;
table('text_html_mismatch', 'warning', [
  ['the code only in the text part', { subject: 'Sign in', text: 'Your sign-in code is 482913', html: '<p>Welcome back to Acme.</p>' }, [['html', null]]],
  ['the code only in the HTML part', { subject: 'Sign in', text: 'Welcome back to Acme.', html: '<p>Your sign-in code is <b>482913</b></p>' }, [['text', null]]],
  ['two different codes: each part lacks the other\'s', { subject: 'Sign in', text: 'Your sign-in code is 482913', html: '<p>Your sign-in code is <b>771204</b></p>' }, [['text', '482913'], ['html', '771204']]],
  ['a reset link only in the HTML', { subject: 'Reset your password', text: 'Reset your password from the app.', html: RESET_HTML }, [['text', null]]],
  ['an unsubscribe link only in the text', { text: 'News.\nUnsubscribe: https://acme.example/unsubscribe?u=K29', html: '<p>News.</p>' }, [['html', null]]],
  // near misses
  ['the same code written differently', { subject: 'Sign in', text: 'Your sign-in code is 482 913', html: '<p>Your sign-in code is</p><p style="font-size:28px"><b>482913</b></p>' }, []],
  ['the same reset link behind different tracking', {
    subject: 'Reset your password',
    text: RESET_TEXT,
    html: `<p>Reset your password:</p><a href="https://click.acme.example/track?u=${encodeURIComponent(`https://acme.example/reset-password?token=${T}`)}">Reset password</a>`,
  }, []],
  ['the same links in both parts', { subject: 'Reset your password', text: RESET_TEXT, html: RESET_HTML }, []],
  ['only one part: nothing to compare', { subject: 'Sign in', text: null, html: '<p>Your sign-in code is <b>482913</b></p>' }, []],
]);

table('insecure_token_link', 'error', [
  ['a reset link over http', { html: `<a href="http://acme.example/reset-password?token=${T}">Reset password</a>` }, [['html', 'http://acme.example/reset-password']]],
  ['a verification link over http in the text part', { text: `Verify your email: http://acme.example/verify?token=${T}` }, [['text', 'http://acme.example/verify']]],
  ['a magic link over http', { html: `<a href="http://acme.example/auth/callback?token=${T}">Sign in to Acme</a>` }, [['html', 'http://acme.example/auth/callback']]],
  ['https tracking redirect to an http target', {
    html: `<a href="https://click.acme.example/track?u=${encodeURIComponent(`http://acme.example/reset-password?token=${T}`)}">Reset password</a>`,
  }, [['html', 'http://acme.example/reset-password']]],
  ['a host that only starts like loopback', { html: `<a href="http://127.evil.example/verify?token=${T}">Verify email address</a>` }, [['html', '127.evil.example']]],
  ['localhost as a subdomain of another host', { html: `<a href="http://localhost.evil.example/verify?token=${T}">Verify email address</a>` }, [['html', 'localhost.evil.example']]],
  // near misses
  ['https', { html: `<a href="https://acme.example/reset-password?token=${T}">Reset password</a>` }, []],
  ['localhost', { html: `<a href="http://localhost:3000/verify?token=${T}">Verify email address</a>` }, []],
  ['a .localhost name', { html: `<a href="http://app.localhost:3000/verify?token=${T}">Verify email address</a>` }, []],
  ['127.0.0.0/8', { html: `<a href="http://127.8.9.10:8080/reset-password?token=${T}">Reset password</a>` }, []],
  ['[::1]', { text: `Verify your email: http://[::1]:8080/verify?token=${T}` }, []],
  ['an http link of another type', { html: '<a href="http://acme.example/blog/spring">Read our blog</a>' }, []],
]);

const BULK = { ...HEADERS, 'list-id': 'Acme News <news.acme.example>' };
const LU = '<https://acme.example/unsubscribe?u=K29>, <mailto:unsubscribe@acme.example>';
const ONE_CLICK = { 'list-unsubscribe': LU, 'list-unsubscribe-post': 'List-Unsubscribe=One-Click' };
table('missing_list_unsubscribe', 'warning', [
  ['Precedence: bulk without List-Unsubscribe', { headers: { ...HEADERS, precedence: 'bulk' } }, [['headers', null]]],
  ['Precedence: list without List-Unsubscribe', { headers: { ...HEADERS, precedence: 'list' } }, [['headers', null]]],
  ['List-Id without List-Unsubscribe', { headers: BULK }, [['headers', null]]],
  ['an unsubscribe link in the body without List-Unsubscribe', {
    text: 'News.\nUnsubscribe: https://acme.example/unsubscribe?u=K29', html: '<p>News.</p><a href="https://acme.example/unsubscribe?u=K29">Unsubscribe</a>',
  }, [['headers', null]]],
  ['mailto only, with the Post header', { headers: { ...BULK, 'list-unsubscribe': '<mailto:unsubscribe@acme.example>', 'list-unsubscribe-post': 'List-Unsubscribe=One-Click' } }, [['headers', 'mailto:unsubscribe@acme.example']]],
  ['https but no Post header', { headers: { ...BULK, 'list-unsubscribe': LU } }, [['headers', 'https://acme.example/unsubscribe']]],
  ['http, not https', { headers: { ...BULK, ...ONE_CLICK, 'list-unsubscribe': '<http://acme.example/unsubscribe?u=K29>' } }, [['headers', 'http://acme.example/unsubscribe']]],
  ['a Post header with another value', { headers: { ...BULK, 'list-unsubscribe': LU, 'list-unsubscribe-post': 'List-Unsubscribe=Yes' } }, [['headers', 'https://acme.example/unsubscribe']]],
  // near misses
  ['bulk with one-click unsubscribe', { headers: { ...BULK, ...ONE_CLICK } }, []],
  ['Precedence: list with one-click unsubscribe', { headers: { ...HEADERS, ...ONE_CLICK, precedence: 'list' } }, []],
  ['not bulk: no list header, no unsubscribe link', {}, []],
  ['Precedence: junk is not bulk', { headers: { ...HEADERS, precedence: 'junk' } }, []],
]);

table('missing_header', 'warning', [
  ['neither: Date first, then Message-ID', { headers: {} }, [['headers', null], ['headers', null]]],
  ['no Date', { headers: { 'message-id': '<a@acme.example>' } }, [['headers', null]]],
  ['no Message-ID', { headers: { date: HEADERS.date } }, [['headers', null]]],
  ['an empty Message-ID', { headers: { date: HEADERS.date, 'message-id': ' ' } }, [['headers', null]]],
  ['both', {}, []],
]);

table('mojibake', 'error', [
  ['é as Latin-1 in the subject', { subject: 'CafÃ© opening' }, [['subject', 'CafÃ©']]],
  ['ü in the text part', { text: 'Ã¼ber uns' }, [['text', 'Ã¼ber']]],
  ['Ü as Windows-1252', { text: 'Ãœbersicht' }, [['text', 'Ãœ']]],
  ['a right quote as Windows-1252 in the HTML', { html: '<p>Itâ€™s here</p>' }, [['html', 'Itâ€™s']]],
  ['a left quote', { text: 'â€œHelloâ€\u009d' }, [['text', 'â€œ']]],
  ['a no-break space as Â + U+00A0', { text: 'Price:\u00c2\u00a010 EUR' }, [['text', 'Price:']]],
  ['a no-break space written &nbsp; after Â', { html: '<p>Price:Â&nbsp;10 EUR</p>' }, [['html', 'Price:Â']]],
  ['the trade mark sign from U+2000–U+23FF', { text: 'Acmeâ„¢ tools' }, [['text', 'Acmeâ„¢']]],
  ['the replacement character', { text: 'Gr\uFFFC\uFFFDe' }, [['text', '\uFFFD']]],
  ['the replacement character as an entity', { html: '<p>Gr&#xFFFD;e</p>' }, [['html', '\uFFFD']]],
  ['one finding per part', { subject: 'CafÃ©', text: 'CafÃ© and crÃ¨me', html: '<p>CafÃ©</p>' }, [['subject', 'CafÃ©'], ['text', 'CafÃ©'], ['html', 'CafÃ©']]],
  // near misses
  ['right accents', { subject: 'Café crème brûlée', text: 'Über São Paulo – “quoted” … €5 ™', html: '<p>Âge d’or, IRMÃ MANHÃ</p>' }, []],
  ['not visible text', { html: '<head><title>CafÃ©</title></head><body><img src="a.png" alt="CafÃ©"><p>Hi</p></body>' }, []],
]);

table('image_without_alt', 'warning', [
  ['an image without alt', { html: '<p>Hi</p><img src="https://cdn.acme.example/logo.png">' }, [['html', 'https://cdn.acme.example/logo.png']]],
  ['one finding per image, in order', { html: '<img src="a.png"><img src="b.png" alt=""><img src="c.png">' }, [['html', 'a.png'], ['html', 'c.png']]],
  ['a 1×1 image in width only is no pixel', { html: '<img src="spacer.gif" width="1" height="600">' }, [['html', 'spacer.gif']]],
  ['1×2 is no pixel', { html: '<img src="p.gif" width="1" height="2">' }, [['html', 'p.gif']]],
  ['visibility:hidden is not display:none', { html: '<img src="p.gif" style="visibility:hidden">' }, [['html', 'p.gif']]],
  ['max-width is not width', { html: '<img src="hero.jpg" style="max-width:1px;max-height:1px">' }, [['html', 'hero.jpg']]],
  ['no src: the tag is quoted', { html: '<img class="hero">' }, [['html', '<img class="hero">']]],
  // near misses
  ['alt=""', { html: '<img src="divider.png" alt="">' }, []],
  ['alt without a value', { html: '<img alt src="divider.png">' }, []],
  ['ALT in capitals', { html: '<IMG SRC="logo.png" ALT="Acme">' }, []],
  ['a 1×1 tracking pixel', { html: '<img src="https://t.acme.example/o.gif" width="1" height="1" border="0">' }, []],
  ['a 0×0 pixel in px', { html: '<img src="o.gif" width="0px" height="0px">' }, []],
  ['a pixel sized by style', { html: '<img src="o.gif" style="width:1px;height:1px;border:0">' }, []],
  ['a hidden image', { html: '<img src="o.gif" style="display: none !important">' }, []],
  ['an image in a comment', { html: '<!--[if mso]><img src="outlook.png"><![endif]--><p>Hi</p>' }, []],
]);

const LIMIT = 104_448;
table('gmail_clipping', 'warning', [
  ['one byte over 102 KB', { html: `<p>${'x'.repeat(LIMIT - 6)}</p>` }, [['html', null]]],
  ['bytes as UTF-8, not characters', { html: `<p>${'é'.repeat(LIMIT / 2 - 3)}</p>` }, [['html', null]]],
  ['exactly 102 KB', { html: `<p>${'x'.repeat(LIMIT - 7)}</p>` }, []],
  ['a big text part does not count', { text: 'x'.repeat(LIMIT * 2) }, []],
]);

const general = suite('lint: order, purity, clean mail');

general('findings come by rule in the table\'s order, then by part and place', () => {
  const findings = lint({
    subject: 'Hi {{name}}',
    text: null,
    html: `<p>Hi {{name}} CafÃ©</p><img src="a.png"><a href="http://acme.example/reset-password?token=${T}">Reset password</a>`,
    headers: { precedence: 'bulk' },
  });
  assert.equal(findings.map((f) => `${f.code}/${f.part}`), [
    'unrendered_placeholder/subject', 'unrendered_placeholder/html', 'missing_text_part/text', 'insecure_token_link/html',
    'missing_list_unsubscribe/headers', 'missing_header/headers', 'missing_header/headers', 'mojibake/html', 'image_without_alt/html',
  ]);
  assert.match(findings[5]!.message, /Date/);
  assert.match(findings[6]!.message, /Message-ID/);
});

general('excerpts quote with context, on one line, within 120 characters', () => {
  const filler = 'lorem ipsum dolor sit amet '.repeat(10);
  const [f] = lint(mail({ text: `${filler}\n\nHello {{first_name}},\n\n${filler}` })).filter((x) => x.code === 'unrendered_placeholder');
  assert.ok(f && f.excerpt !== null);
  assert.ok(f.excerpt.includes('Hello {{first_name}},'), f.excerpt);
  assert.ok(f.excerpt.length <= 120 && f.excerpt.length > 'Hello {{first_name}},'.length + 10, f.excerpt);
  const long = lint(mail({ text: `{{ ${'x'.repeat(180)} }}` })).find((x) => x.code === 'unrendered_placeholder');
  assert.is(long?.excerpt?.length, 120);
});

general('pure: the input is not changed, and the same input gives the same findings', () => {
  const input = mail({ subject: 'Hi {{name}}', headers: { Date: HEADERS.date } });
  const copy = structuredClone(input);
  const first = lint(input);
  assert.equal(input, copy);
  assert.equal(lint(input), first);
});

general('no parts and no headers: only the missing headers', () => {
  assert.equal(lint({ subject: null, text: null, html: null, headers: {} }).map((f) => f.code), ['missing_header', 'missing_header']);
});

const VERIFY_URL = `https://app.acme.example/verify-email?token=${T}`;
general('a realistic verification mail has no finding', () => {
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Verify your email</title>
<style>body{margin:0} .btn{background:#2563eb;color:#fff}</style>
<!--[if mso]><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml><![endif]-->
</head><body>
<div style="display:none;max-height:0;overflow:hidden">Confirm your address to finish signing up&nbsp;&zwnj;</div>
<table role="presentation" width="100%"><tr><td align="center">
<img src="https://cdn.acme.example/logo.png" alt="Acme" width="120" height="32">
<h1>Confirm your email address</h1>
<p>Hi Ana, thanks for signing up for Acme. Enter this code in the app:</p>
<p style="font-size:28px;letter-spacing:4px"><b>482913</b></p>
<p>Or confirm with one click:</p>
<a class="btn" href="${VERIFY_URL}">Verify email address</a>
<p>This code expires in 15 minutes. If you didn’t create an account, you can ignore this email.</p>
<img src="https://cdn.acme.example/divider.png" alt="">
<p style="color:#6b7280">Acme Inc. · 100 Main St · Springfield</p>
</td></tr></table>
<img src="https://t.acme.example/open/K29.gif" width="1" height="1" style="border:0">
</body></html>`;
  const text = `Confirm your email address\n\nHi Ana, thanks for signing up for Acme. Enter this code in the app:\n\n482913\n\n` +
    `Or confirm with one click:\n${VERIFY_URL}\n\nThis code expires in 15 minutes. If you didn’t create an account, you can ignore this email.\n\n` +
    'Acme Inc. · 100 Main St · Springfield\n';
  assert.equal(lint({ subject: 'Verify your email for Acme', text, html, headers: { ...HEADERS, from: 'Acme <no-reply@acme.example>' } }), []);
});

general('a realistic newsletter with one-click unsubscribe has no finding', () => {
  const unsub = 'https://acme.example/unsubscribe?u=K29&list=news';
  const html = `<html><head><title>Acme News — June</title></head><body>
<p>Hello Ana,</p><p>Here’s what’s new this month: 50% off all plans, and None of the old limits.</p>
<p><a href="https://acme.example/blog/june?utm_source=newsletter">Read the June update</a></p>
<img src="https://cdn.acme.example/june-hero.jpg" alt="Our new dashboard" width="600">
<p style="font-size:12px">You get this because you subscribed to Acme News. <a href="${unsub}">Unsubscribe</a></p>
</body></html>`;
  const text = `Hello Ana,\n\nHere’s what’s new this month: 50% off all plans, and None of the old limits.\n\n` +
    `Read the June update: https://acme.example/blog/june?utm_source=newsletter\n\nUnsubscribe: ${unsub}\n`;
  const headers = {
    ...HEADERS, 'list-id': 'Acme News <news.acme.example>', 'list-unsubscribe': `<${unsub}>, <mailto:unsubscribe@acme.example>`,
    'list-unsubscribe-post': 'List-Unsubscribe=One-Click', precedence: 'bulk',
  };
  assert.equal(lint({ subject: 'Acme News — what’s new in June', text, html, headers }), []);
});

general.run();
