/**
 * The HTML compatibility check (checks/html.ts): the features a mail's HTML uses, the clients
 * that lack them (from caniemail's data at each client's latest version), and the score.
 * Each case names features that must be found or must not be, clients that must or must not
 * be named for a feature, and where the score must fall.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { HTML_CHECK_CLIENTS, PARTIAL_SUFFIX, htmlCompatibility } from '../src/checks/html.js';
import type { HtmlCompatibilityReport } from '../src/checks/types.js';

const CLIENT_NAMES = new Set(HTML_CHECK_CLIENTS.map(([, , name]) => name));

const entry = (r: HtmlCompatibilityReport, feature: string) => r.unsupported.find((u) => u.feature === feature);
const features = (r: HtmlCompatibilityReport) => r.unsupported.map((u) => u.feature);

/** A plain, table-based mail as a careful sender writes it: attributes and simple inline CSS. */
const PLAIN = `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>Your receipt</title></head>
<body style="margin:0;padding:0">
<table width="600" cellpadding="0" cellspacing="0" border="0" align="center" bgcolor="#ffffff">
  <tr><td style="padding:20px;font-family:Arial,sans-serif;font-size:16px;line-height:24px;color:#333333">
    <h1 style="margin:0 0 12px;font-size:22px">Thanks for your order</h1>
    <p style="margin:0 0 12px">Order 1042 is on its way.</p>
    <a href="https://shop.example/orders/1042" style="color:#0066cc;text-decoration:underline">View order</a>
  </td></tr>
  <tr><td><img src="https://shop.example/footer.png" width="600" height="80" alt="Shop" style="display:block;border:0"></td></tr>
</table>
</body></html>`;

/** The same mail laid out the way a web page would be. */
const FANCY = PLAIN.replace('<body style="margin:0;padding:0">', `<body style="margin:0;padding:0">
<div style="display:flex;flex-direction:column;gap:12px">
  <div style="display:grid;grid-template-columns:1fr 1fr;position:relative;top:4px">
    <video src="https://shop.example/intro.mp4" controls></video>
    <svg width="24" height="24" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></svg>
  </div>
</div>`);

interface Case {
  name: string;
  html: string;
  /** Features that must be listed in `unsupported`. */
  listed?: string[];
  /** Features that must not be listed (not used, or used and supported everywhere). */
  absent?: string[];
  /** feature → client names (with PARTIAL_SUFFIX where partial) that must be in its `clients`. */
  clients?: Record<string, string[]>;
  /** feature → client names that must not be in its `clients`, plain or partial (fully supported there). */
  notClients?: Record<string, string[]>;
  /** Inclusive bounds of the score. */
  score?: [number, number];
}

const CASES: Case[] = [
  {
    name: 'flexbox in a style attribute: classic Outlook and Orange lack it, Gmail apps partly',
    html: '<div style="display: flex; justify-content: space-between">a</div>',
    listed: ['css-display-flex', 'css-display'],
    absent: ['css-display-grid', 'css-position', 'html-style', 'css-selector-class'],
    clients: { 'css-display-flex': ['Outlook (Windows)', 'Outlook (Windows Mail)', 'Orange (Webmail)', `Gmail (Android)${PARTIAL_SUFFIX}`] },
    notClients: { 'css-display-flex': ['Apple Mail (macOS)', 'Apple Mail (iOS)', 'Gmail (Webmail)', 'Outlook.com'] },
    score: [75, 95],
  },
  {
    name: 'grid: no Gmail, no Outlook on Windows or mobile',
    html: '<div style="display:inline-grid;grid-template-columns:1fr 2fr">a</div>',
    listed: ['css-display-grid', 'css-grid-template'],
    absent: ['css-display-flex'],
    clients: { 'css-display-grid': ['Gmail (Webmail)', 'Gmail (Android)', 'Outlook (Windows)', 'Outlook (iOS)', 'Yahoo Mail (Webmail)'] },
    notClients: { 'css-display-grid': ['Apple Mail (macOS)', 'Apple Mail (iOS)', 'Outlook (macOS)', 'Outlook.com'] },
    score: [40, 85],
  },
  {
    name: 'position and offsets: removed by Gmail and classic Outlook',
    html: '<div style="position:absolute;top:0;left:10px">badge</div>',
    listed: ['css-position', 'css-left-right-top-bottom'],
    clients: {
      'css-position': ['Gmail (Webmail)', 'Outlook (Windows)', `Apple Mail (iOS)${PARTIAL_SUFFIX}`],
      'css-left-right-top-bottom': ['Gmail (Webmail)', 'Yahoo Mail (Webmail)'],
    },
    notClients: { 'css-position': ['Thunderbird (macOS)'] },
    score: [40, 85],
  },
  {
    name: '<style> in the head: the element, its selectors and the declarations inside count',
    html: '<html><head><style>.row { display: flex }</style></head><body><div class="row">a</div></body></html>',
    listed: ['html-style', 'css-selector-class', 'css-display-flex', 'html-body'],
    clients: { 'html-style': ['Gmail (Mobile Webmail)', `Gmail (Webmail)${PARTIAL_SUFFIX}`] },
  },
  {
    name: 'the same rule inline: the declarations count, no <style> and no selector',
    html: '<html><head></head><body><div style="display: flex">a</div></body></html>',
    listed: ['css-display-flex', 'html-body'],
    absent: ['html-style', 'css-selector-class'],
  },
  {
    name: 'media queries: @media, its media features, and the rules inside it',
    html: '<style>@media screen and (max-width: 600px) { .col { display: flex !important } }\n@media (prefers-color-scheme: dark) { .bg { background-color: #111 } }</style>',
    listed: ['css-at-media', 'css-at-media-prefers-color-scheme', 'css-display-flex', 'css-important'],
    clients: {
      'css-at-media': ['Outlook (Windows)', 'Gmail (Mobile Webmail)', `Gmail (Webmail)${PARTIAL_SUFFIX}`],
      'css-at-media-prefers-color-scheme': ['Gmail (Webmail)', 'Outlook (Windows)', 'Yahoo Mail (Webmail)'],
    },
    notClients: { 'css-at-media-prefers-color-scheme': ['Apple Mail (macOS)', 'Apple Mail (iOS)', 'Outlook.com'] },
  },
  {
    name: '<video>: most clients drop it; Apple Mail on macOS plays it, on iOS only with controls',
    html: '<video src="https://a.example/v.mp4" controls></video>',
    listed: ['html-video'],
    clients: { 'html-video': ['Gmail (Webmail)', 'Outlook (Windows)', 'Outlook.com', 'Yahoo Mail (Webmail)', `Apple Mail (iOS)${PARTIAL_SUFFIX}`] },
    notClients: { 'html-video': ['Apple Mail (macOS)', 'Thunderbird (macOS)'] },
    score: [0, 40],
  },
  {
    name: 'inline <svg> and an SVG file in <img>',
    html: '<svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg><img src="https://a.example/logo.svg?v=3" alt="">',
    listed: ['html-svg', 'image-svg'],
    // Outlook for Mac: 2016 "y", then 16.80 "n": the latest tested version decides.
    clients: { 'html-svg': ['Gmail (Webmail)', 'Outlook (Windows)', 'Outlook (macOS)'] },
    notClients: { 'html-svg': ['Apple Mail (iOS)', 'Thunderbird (macOS)'] },
    score: [0, 80],
  },
  {
    name: 'background images: the CSS property, and the background attribute',
    html: '<table><tr><td background="https://a.example/bg.png" style="background-image: url(\'https://a.example/bg.png\'); background-size: cover">Hi</td></tr></table>',
    listed: ['css-background-image', 'css-background-size', 'html-background'],
    clients: { 'css-background-image': ['Outlook (Windows)', `Yahoo Mail (Webmail)${PARTIAL_SUFFIX}`] },
    notClients: { 'css-background-image': ['Gmail (Webmail)', 'Apple Mail (iOS)'] },
  },
  {
    name: 'a plain table layout scores high and uses nothing fancy',
    html: PLAIN,
    absent: ['css-display-flex', 'css-display-grid', 'css-position', 'html-video', 'html-svg', 'html-style', 'css-at-media', 'html-doctype', 'image-png'],
    score: [85, 100],
  },
  {
    name: 'tag names are whole names: <tbody> is not <body>, <article> is not <rt>',
    html: '<table><tbody><tr><td>x</td></tr></tbody></table><article><section>y</section></article>',
    listed: ['html-semantics'],
    absent: ['html-body', 'html-rt'],
  },
  {
    name: 'comments: counted, but what they hide (an Outlook conditional block) is not read',
    html: '<!--[if mso]><v:rect style="position:absolute;display:grid"><video></video></v:rect><![endif]--><p>Hi</p>',
    absent: ['css-position', 'css-display-grid', 'html-video'],
  },
  {
    name: 'selectors, pseudo-classes and the latest version of a client',
    // Apple Mail for macOS: ":focus" was "n" in 12.4 and "y" in 16, listed in that order.
    html: '<style>a:focus, .btn.primary > span ~ em:hover::before { color: red }</style>',
    listed: ['css-pseudo-class-hover', 'css-selector-chaining', 'css-selector-child', 'css-selector-general-sibling', 'css-pseudo-element-before', 'css-selector-grouping'],
    notClients: { 'css-pseudo-class-focus': ['Apple Mail (macOS)'] },
  },
  {
    name: 'links and doctype: local anchors, mailto, the HTML5 doctype',
    html: '<!DOCTYPE html><a href="#details">Details</a><a href="#">top</a><a href="MAILTO:help@a.example">Help</a><h2 id="details">Details</h2>',
    listed: ['html-anchor-links', 'html-mailto-links', 'html-doctype'],
  },
  {
    name: 'image formats from the src extension and data: URIs',
    html: '<img src="https://a.example/hero.webp?w=600#x" alt=""><img src="data:image/png;base64,iVBORw0KGgo=" alt="">',
    listed: ['image-webp', 'image-base64'],
    clients: { 'image-webp': ['Outlook (Windows)'], 'image-base64': ['Gmail (Webmail)'] },
  },
];

for (const c of CASES) {
  test(c.name, () => {
    const r = htmlCompatibility(c.html);
    const listed = features(r);
    for (const f of c.listed ?? []) assert.ok(listed.includes(f), `${f} listed (got ${listed.join(', ')})`);
    for (const f of c.absent ?? []) assert.not.ok(listed.includes(f), `${f} not listed`);
    for (const [f, names] of Object.entries(c.clients ?? {})) {
      const e = entry(r, f);
      assert.ok(e, `${f} listed`);
      for (const name of names) assert.ok(e!.clients.includes(name), `${f}: ${name} named (got ${e!.clients.join(', ')})`);
    }
    for (const [f, names] of Object.entries(c.notClients ?? {})) {
      const clients = entry(r, f)?.clients ?? [];
      for (const name of names) {
        assert.not.ok(clients.includes(name) || clients.includes(name + PARTIAL_SUFFIX), `${f}: ${name} not named`);
      }
    }
    if (c.score) assert.ok(r.score >= c.score[0] && r.score <= c.score[1], `score ${r.score} in [${c.score.join(', ')}]`);
    // Every report's shape: known client names, no duplicates, a rounded score in range.
    assert.ok(r.score >= 0 && r.score <= 100 && Math.round(r.score * 10) === r.score * 10, `score ${r.score}`);
    for (const u of r.unsupported) {
      assert.ok(u.title.length > 0 && u.clients.length > 0, u.feature);
      assert.is(new Set(u.clients).size, u.clients.length, `${u.feature}: no client twice`);
      for (const name of u.clients) assert.ok(CLIENT_NAMES.has(name.endsWith(PARTIAL_SUFFIX) ? name.slice(0, -PARTIAL_SUFFIX.length) : name), name);
    }
    assert.is(new Set(listed).size, listed.length, 'no feature twice');
  });
}

test('titles are caniemail\'s; clients without support come before the partial ones', () => {
  const r = htmlCompatibility('<div style="display:flex">a</div>');
  assert.is(entry(r, 'css-display-flex')!.title, 'display:flex');
  for (const u of r.unsupported) {
    const firstPartial = u.clients.findIndex((c) => c.endsWith(PARTIAL_SUFFIX));
    if (firstPartial >= 0) assert.ok(u.clients.slice(firstPartial).every((c) => c.endsWith(PARTIAL_SUFFIX)), u.feature);
  }
});

test('unsupported is ordered by how many clients lack each feature, most first', () => {
  const r = htmlCompatibility(FANCY);
  const lacking = r.unsupported.map((u) => u.clients.filter((c) => !c.endsWith(PARTIAL_SUFFIX)).length);
  assert.ok(r.unsupported.length >= 5, `${r.unsupported.length} entries`);
  assert.equal(lacking, [...lacking].sort((a, b) => b - a));
  assert.is(r.unsupported[0]!.feature, 'html-video');
});

test('score: the share of (feature, client) pairs supported, partial counting half', () => {
  // <video> alone: every client has data for it, so the score follows from the one entry.
  const r = htmlCompatibility('<video src="v.mp4"></video>');
  assert.equal(features(r), ['html-video']);
  const clients = r.unsupported[0]!.clients;
  const partial = clients.filter((c) => c.endsWith(PARTIAL_SUFFIX)).length;
  const none = clients.length - partial;
  const all = HTML_CHECK_CLIENTS.length;
  assert.is(r.score, Math.round(((all - none - partial / 2) / all) * 1000) / 10);
});

test('score ordering: plain table < fancy layout in problems, so plain scores higher', () => {
  const plain = htmlCompatibility(PLAIN);
  const fancy = htmlCompatibility(FANCY);
  const flexOnly = htmlCompatibility(PLAIN.replace('<table ', '<table style="display:flex" '));
  assert.ok(plain.score > flexOnly.score, `plain ${plain.score} > flex ${flexOnly.score}`);
  assert.ok(flexOnly.score > fancy.score, `flex ${flexOnly.score} > fancy ${fancy.score}`);
  assert.ok(plain.score - fancy.score >= 10, `plain ${plain.score} well above fancy ${fancy.score}`);
  for (const f of ['html-video', 'html-svg', 'css-display-flex', 'css-display-grid', 'css-position', 'css-flex-direction', 'css-gap']) {
    assert.ok(entry(fancy, f), `fancy lists ${f}`);
    assert.not.ok(entry(plain, f), `plain does not list ${f}`);
  }
});

test('no HTML: null, empty, whitespace or plain text scores 100 with nothing listed', () => {
  for (const html of [null, '', '   \n', 'Just text, no markup at all.']) {
    assert.equal(htmlCompatibility(html), { score: 100, unsupported: [] }, JSON.stringify(html));
  }
});

test('malformed HTML and CSS never throw, and what can be read still is', () => {
  // [html, a feature that must still be found, or null]
  const cases: Array<[string, string | null]> = [
    ['<div style="display:flex"<p>unclosed tag', 'css-display-flex'],
    ['<div title="never closed><video src=x></video>', null],
    ["<p title='x>", null],
    ['<style>.a { display: grid', 'css-display-grid'],
    ['<style>}}} {{{ a[ { color: red } :not( { } @media {{ </style><p>x</p>', null],
    ['<style>/* unterminated comment', 'css-comments'],
    ['<div style="color: red; {{ ; display : flex; /* x">a</div>', 'css-display-flex'],
    ['<div style="background:url(data:image/png;base64,AAAA;BBBB); position: fixed">a</div>', 'css-position'],
    ['<!-- never closed <video>', null],
    ['<<<>>></ /> <! <? <a <b c=d e="f" g=\'h\'', null],
    ['<table><tr><td>cell</table></td></tr>&amp;&bogus;&#xZZ;', null],
    ['\u0000\uffff<\u0000div style="\u0000">\ud800', null],
    ['<constructor __proto__="x" toString=y><__proto__ style="valueOf:1; hasOwnProperty: 2"><hasOwnProperty>', null],
    ['<style>__proto__ { constructor: flex; toString: 1px } :constructor { } @__proto__ { }</style>', null],
    ['<div>'.repeat(20000) + '<span style="opacity:.5">deep</span>', 'css-opacity'],
    ['<style>' + ':not('.repeat(5000) + '{color:red}</style>', 'css-pseudo-class-not'],
    ['<style>' + '{'.repeat(5000) + 'display:flex' + '}'.repeat(5000) + '</style>', 'css-display-flex'],
  ];
  for (const [html, feature] of cases) {
    let r: HtmlCompatibilityReport | undefined;
    try {
      r = htmlCompatibility(html);
    } catch (e) {
      assert.unreachable(`${JSON.stringify(html.slice(0, 60))} threw ${String(e)}`);
    }
    assert.ok(r!.score >= 0 && r!.score <= 100, html.slice(0, 60));
    if (feature) assert.ok(features(r!).includes(feature), `${feature} in ${JSON.stringify(html.slice(0, 60))}`);
  }
});

test('a huge inline style (2 MB) and a megabyte of markup soup are read in one pass', () => {
  const style = 'color:#333;margin:0 auto;display:flex;'.repeat(55_000);
  const r = htmlCompatibility(`<div style="${style}">x</div>`);
  assert.ok(entry(r, 'css-display-flex'), 'flex found in the huge style');
  const soup = Array.from({ length: 200_000 }, (_, k) => ['<', '>', '"', "'", '=', 'a', ' ', '/', '{', ';', ':'][(k * 7919) % 11]).join('');
  assert.ok(htmlCompatibility(soup).score >= 0);
  assert.ok(htmlCompatibility('<a title="x>'.repeat(50_000)).score >= 0);
});

test.run();
