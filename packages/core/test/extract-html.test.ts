/**
 * The one-pass HTML → text conversion the extractors share, and megabyte-sized hostile bodies
 * that must still give the right result (their time is bench/extract.ts's figure).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeEntities, extract, htmlToText } from '../src/extract/index.js';
import { normaliseText } from '../src/extract/chars.js';

const html = suite('html → text');
html('blocks end lines, cells are tab-separated, inline tags join', () => {
  const t = htmlToText('<div>Hello <b>Dana</b>,</div><p>Your code</p><table><tr><td>A</td><td>B</td></tr></table>').text;
  assert.is(t, 'Hello Dana,\nYour code\nA\tB\t\n');
});
html('style, script, title, head comments and Outlook conditionals are not text', () => {
  const t = htmlToText('<html><head><title>T 482913</title><style>.c{color:#482913}</style></head><body><!--[if mso]><p>MSO 1</p><![endif]--><script>var a=1</script><p>Body</p></body></html>').text;
  assert.is(t.trim(), 'Body');
});
html('entities decoded (named, decimal, hex, unknown kept)', () => {
  // &nbsp; reads as a plain space: the extractors never need to tell them apart.
  assert.is(decodeEntities('a &amp; b &lt;c&gt; &eacute;&#233;&#xE9; &nbsp;x &bogus; &'), 'a & b <c> ééé  x &bogus; &');
  assert.is(htmlToText('<p>Caf&eacute;&nbsp;&amp;&nbsp;Bar</p>').text.trim(), 'Café & Bar');
});
html('entity table: short and long names, case, numeric edge values, prototype names', () => {
  // [input, decoded]
  const cases: [string, string][] = [
    ['&nbsp;&amp;&lt;&gt;&quot;&apos;', '\u00a0&<>"\''.replace('\u00a0', ' ')],
    ['&Auml;&auml;&AMP;', 'Ää&AMP;'], // names are case-sensitive; &AMP; is not in the table
    ['&hellip;&middot;&frac12;&sup2;&Scaron;&scaron;', '…·½²Šš'], // 6-character names and digits
    ['&#65;&#x41;&#X41;&#x1F600;', 'AAA😀'],
    ['&#0;&#xD800;&#x110000;', '\uFFFD\uFFFD\uFFFD'],
    ['&#12345678;&#;&#x;', '&#12345678;&#;&#x;'], // too long or empty: left as written
    ['&constructor;&toString;&__proto__;&hasOwnProperty;', '&constructor;&toString;&__proto__;&hasOwnProperty;'],
    ['&a; &; &nbsp', '&a; &; &nbsp'],
  ];
  for (const [input, decoded] of cases) assert.is(decodeEntities(input), decoded, input);
});
html('full-width digits become ASCII, zero-width characters vanish', () => {
  assert.is(htmlToText('<p>４８２\u200B９１３</p>').text.trim(), '482913');
});
html('anchors: decoded href, visible text, image alt, offsets into the text', () => {
  const h = htmlToText('<p>Go <a href="https://a.example/x?a=1&amp;b=2" title="T">here now</a>!</p><a href="https://a.example/u"><img alt="Unsubscribe" src="u.png"></a>');
  assert.equal(h.anchors.map((a) => [a.href, a.label]), [['https://a.example/x?a=1&b=2', 'here now T'], ['https://a.example/u', 'Unsubscribe']]);
  const a = h.anchors[0]!;
  assert.is(h.text.slice(a.start, a.end), 'here now');
});
html('quoted ">" inside attributes does not end the tag', () => {
  assert.is(htmlToText('<a title="a > b" href="https://a.example/">Link</a>').text, 'Link');
});
html('unclosed tags, stray "<" and broken quotes do not lose text', () => {
  assert.is(htmlToText('<p>1 < 2 and <b>bold').text, '1 < 2 and bold');
  assert.ok(htmlToText('<div title="unclosed>Text after</div><p>More</p>').text.includes('More'));
});
html.run();

const hostile = suite('hostile input: megabytes of odd markup and tokens still give the right result');
// How long each takes is a benchmark figure (bench/extract.ts, pathological_1mb_*), not a test
// bound; a quadratic path would take minutes, past the test runner's per-file timeout.
// [name, html, text, the OTP found, the links found]
const cases: [string, string | null, string | null, string | null, string[]][] = [
  ['1 MB of "<"', '<'.repeat(1_000_000), null, null, []],
  ['1 MB of unclosed quotes and attributes', `<a href="${'"'.repeat(300_000)}<div style='${'a'.repeat(700_000)}`, null, null, []],
  ['1 MB of nested tags', '<div>'.repeat(200_000) + '482913', null, '482913', []],
  ['1 MB of entities', '&#x'.repeat(150_000) + '&amp;'.repeat(100_000), null, null, []],
  ['1 MB of anchors', '<p>To confirm your email <a href="https://a.example/x">click here</a> </p>'.repeat(14_000), null, null, ['https://a.example/x']],
  ['1 MB single line of live candidates', null, 'verification code ' + 'x 1234a code 4821 '.repeat(55_000), null, []],
  ['1 MB of digit groups and separators', null, `code ${'9 '.repeat(250_000)}${'1-2.3/4 '.repeat(60_000)}`, null, []],
  ['1 MB of hyphen pairs', null, `code ${'K7P-'.repeat(250_000)}`, null, []],
  ['1 MB single-line of bare URLs', null, 'verify: ' + 'https://a.example/verify?t=Zk29sPq81LmX0aB7 '.repeat(22_000), null, ['https://a.example/verify?t=Zk29sPq81LmX0aB7']],
  ['1 MB URL', null, `https://x.example/${'a'.repeat(1_000_000)}`, null, [`https://x.example/${'a'.repeat(1_000_000)}`]],
];
for (const [name, h, t, otp, links] of cases) {
  hostile(name, () => {
    const r = extract({ subject: 'Your verification code', html: h, text: t, listUnsubscribe: null, fromName: null, fromEmail: null });
    assert.is(r.otp, otp, `${name}: otp`);
    assert.ok(r.links.map((l) => l.url).join('\n') === links.join('\n'), `${name}: links`);
  });
}
hostile.run();

// normaliseText skips its blank and line-break replaces when they would change nothing: the
// cases cover each trigger of each replace, and text that needs neither.
const normalise = suite('normaliseText');
const NORMALISE_CASES: Array<[string, string]> = [
  ['plain words', 'plain words'],
  ['two  spaces', 'two spaces'],
  ['tab\there', 'tab here'],
  ['form\ffeed and\vvtab', 'form feed and vtab'],
  ['line \nbreak', 'line\nbreak'],
  ['line\n break', 'line\nbreak'],
  ['both \n sides', 'both\nsides'],
  ['crlf\r\nline', 'crlf\nline'],
  ['  \t lead', ' lead'],
  ['no change\nhere\n', 'no change\nhere\n'],
  ['', ''],
];
for (const [input, expected] of NORMALISE_CASES) {
  normalise(JSON.stringify(input), () => {
    assert.is(normaliseText(input), expected);
  });
}
normalise.run();
