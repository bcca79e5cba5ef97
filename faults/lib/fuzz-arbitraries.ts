// Shared pieces of the property-based fuzz files (fuzz-ingest, fuzz-http, fuzz-smtp):
// fast-check run parameters (a fixed seed in the short form, so `npm test` is reproducible;
// a fresh, printed seed in the full form) and arbitraries for mail-shaped inputs.
import fc from 'fast-check';
import { FULL, scale } from './scale.js';

/** The short form's seed: every `npm test` run tries the same inputs. */
export const SHORT_SEED = 0x1b0c_2026;

/**
 * fast-check parameters for one property: `short` runs with the fixed seed under `npm test`,
 * `full` runs with a random seed (printed here, and by fast-check on failure) under
 * INBOXKIT_FAULTS=full; INBOXKIT_FUZZ_SEED=<seed> replays one.
 */
export function fuzzParams<T>(name: string, short: number, full: number, extra: Partial<fc.Parameters<T>> = {}): fc.Parameters<T> {
  // INBOXKIT_FUZZ_SEED replays a run (the seed fast-check printed with a counterexample).
  const replay = process.env.INBOXKIT_FUZZ_SEED;
  const seed = replay ? Number(replay) : FULL ? (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) | 0 : SHORT_SEED;
  if (FULL || replay) console.log(`fuzz ${name}: ${scale(short, full)} runs, seed ${seed}`);
  return { numRuns: scale(short, full), seed, endOnFailure: false, includeErrorInReport: true, maxSkipsPerRun: 100, ...extra };
}

/** CPU milliseconds (user + system) `fn` took, measured with process.cpuUsage (not wall time). */
/**
 * Counts the properties that failed, for the "properties failed" figure (0 only when none
 * did); each failure is still thrown to the test.
 */
export class FailureCount {
  value = 0;
  async of(run: Promise<void>): Promise<void> {
    try {
      await run;
    } catch (error) {
      this.value++;
      throw error;
    }
  }
}

export async function cpuMs<T>(fn: () => T | Promise<T>): Promise<{ value: T; ms: number }> {
  const before = process.cpuUsage();
  const value = await fn();
  const d = process.cpuUsage(before);
  return { value, ms: (d.user + d.system) / 1000 };
}

/** Tracks the worst CPU cost seen, per KB of input, against a bound of `constMs + perKbMs × KB`. */
export class CpuBound {
  worstMs = 0;
  worstPerKb = 0;
  worstInputKb = 0;
  samples = 0;
  constructor(readonly constMs: number, readonly perKbMs: number, readonly minKbForPerKb = 16) {}

  limit(bytes: number): number {
    return this.constMs + (this.perKbMs * bytes) / 1024;
  }

  /**
   * Runs `fn` and measures its CPU time. CPU time is process-wide, so a major GC of an earlier
   * input's garbage can land in a tiny input's call: when over the bound, `fn` runs again
   * (up to twice) and the least time counts. Super-linear work is slow every time; noise is not.
   */
  async measure<T>(bytes: number, fn: () => T | Promise<T>): Promise<{ value: T; ms: number; ok: boolean }> {
    const first = await cpuMs(fn);
    let ms = first.ms;
    for (let retry = 0; retry < 2 && ms > this.limit(bytes); retry++) ms = Math.min(ms, (await cpuMs(fn)).ms);
    return { value: first.value, ms, ok: this.record(bytes, ms) };
  }

  /** Records one measurement; true when it is within the bound. */
  record(bytes: number, ms: number): boolean {
    this.samples++;
    const kb = bytes / 1024;
    if (ms > this.worstMs) {
      this.worstMs = ms;
      this.worstInputKb = kb;
    }
    if (kb >= this.minKbForPerKb && ms / kb > this.worstPerKb) this.worstPerKb = ms / kb;
    return ms <= this.limit(bytes);
  }
}

// ---------------------------------------------------------------------------------------
// Mail-shaped inputs

const words = ['Your', 'code', 'is', 'verify', 'login', 'reset', 'password', 'invite', 'Hello', 'Order', '#', 'PIN',
  'OTP', 'Bestätigung', 'código', 'код', 'コード', '验证码', 'click', 'here', 'sign in', 'unsubscribe', 'confirm',
  'magic link', 'expires in 10 minutes', 'Ref:', 'Tel', '+1', 'Total: $', 'EUR', 'G-', 'ID'];

/** Digit runs of every length, with separators codes and phone numbers use. */
export const digitRun = fc.oneof(
  fc.stringMatching(/^\d{1,12}$/),
  fc.stringMatching(/^\d{3}[- .]\d{3}$/),
  fc.stringMatching(/^[A-Z0-9]{4,10}$/),
  fc.integer({ min: 1, max: 400 }).map((n) => '7'.repeat(n)),
  fc.integer({ min: 1, max: 200 }).map((n) => Array.from({ length: n }, (_, i) => String(i % 10)).join(' ')),
);

const host = fc.oneof(fc.domain(), fc.constantFrom('example.com', 'a.b', 'xn--bcher-kva.example', '127.0.0.1', '[::1]', 'x', ''));
const pathPiece = fc.oneof(
  fc.constantFrom('/verify', '/login', '/reset-password', '/magic', '/unsubscribe', '/auth/callback', '/', '', '/%zz', '/a%20b'),
  fc.webPath(),
);
const queryPiece = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?token=abc123DEF456', '?code=123456', '?utm_source=x&utm_medium=y', '?t=', '?=&&==&', '?redirect=http%3A%2F%2Fevil'),
  fc.webQueryParameters().map((q) => `?${q}`),
);

/** URLs well and badly formed, in the shapes mail uses (tracking wrappers, entities, no scheme). */
export const urlish = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.tuple(fc.constantFrom('http://', 'https://', 'HTTPS://', 'hxxp://', 'https:/', '//', 'www.', 'mailto:', 'javascript:'), host, pathPiece, queryPiece)
    .map(([s, h, p, q]) => `${s}${h}${p}${q}`),
  fc.webUrl().map((u) => `https://click.example.com/track?u=${encodeURIComponent(u)}&sig=${'a'.repeat(20)}`),
  fc.webUrl().map((u) => u.replace(/&/g, '&amp;')),
  fc.integer({ min: 1, max: 300 }).map((n) => `https://x.example/${'a/'.repeat(n)}?${'k=v&'.repeat(n)}`),
);

/** Text with digit runs, URLs and the cue words extractors look for. */
export const mailText = fc.array(fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...words) },
  { weight: 3, arbitrary: digitRun },
  { weight: 2, arbitrary: urlish },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom('\n', '\r\n', '\n\n', '\t', '  ', '\u200b', '\u00a0', '\ufeff', '\u202e', '-----', '> ', '.', '\r', '\0') },
), { maxLength: 80 }).map((parts) => parts.join(' '));

const tagName = fc.constantFrom('a', 'b', 'strong', 'p', 'div', 'td', 'tr', 'table', 'span', 'style', 'script', 'title', 'br',
  'img', 'h1', 'code', 'pre', 'font', 'o:p', 'v:roundrect', 'svg', 'xml', 'template', 'x-unknown', '', '!--', '!DOCTYPE', '?xml', '/');
const attr = fc.oneof(
  urlish.map((u) => `href="${u}"`),
  urlish.map((u) => `href=${u}`),
  urlish.map((u) => `href='${u}`),
  fc.constantFrom('style="font-weight:bold;letter-spacing:8px"', 'style="font-size:40px', 'style=\'font-family:monospace\'',
    'alt="code"', 'title=', 'aria-label="Sign in"', 'href', 'href=""', 'href="   "', 'href="&#x68;ttps://x.example"', '=', '"', "'"),
  fc.string({ maxLength: 30 }),
);
const entity = fc.constantFrom('&amp;', '&lt;', '&#0;', '&#x110000;', '&#99999999999;', '&nbsp;', '&zwnj;', '&', '&#', '&#x;', '&bogus;', '&amp;amp;', '&#8203;');

/** HTML with odd markup: unclosed and stray tags, broken attributes, comments, CDATA, entities. */
export const oddHtml = fc.array(fc.oneof(
  { weight: 3, arbitrary: fc.tuple(tagName, fc.array(attr, { maxLength: 4 })).map(([t, a]) => `<${t}${a.length ? ' ' + a.join(' ') : ''}>`) },
  { weight: 2, arbitrary: tagName.map((t) => `</${t}>`) },
  { weight: 3, arbitrary: mailText },
  { weight: 1, arbitrary: entity },
  { weight: 1, arbitrary: fc.constantFrom('<!--', '-->', '<![CDATA[', ']]>', '<', '>', '</', '<a', '<style', '<script>', '<!', '<a href="https://x.example/verify?token=abc">Verify</a>') },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('<div>', '<b>', '<table><tr><td>', '<a href="https://x.example">', '<span style="x">'), fc.integer({ min: 1, max: 300 })).map(([t, n]) => t.repeat(n)) },
), { maxLength: 60 }).map((parts) => parts.join(''));

/** A pathological repetition of one small fragment: the shape that exposes super-linear scans. */
export const repeatedFragment = (maxRepeat: number) => fc.tuple(
  fc.constantFrom('<', '<a ', '<a href="', 'href=', '&#', '&', '0', '1 ', '12-', 'a', ' ', '\n', '\t', 'http://', 'https://x.example/',
    '-', '.', ':', '<!--', '<style>', '<b>', '</b>', '<td>', 'code ', 'code: ', 'Your code is ', '\u200b', '=?', '?=', '%', '%2', '\u00a0',
    'www.', '@', 'a@b.c ', '(', ')', '[', ']', '<<', '>>', '=\r\n', 'https://x.example/?a=', '&amp;', '"', "'", '<a href=\'', 'G-'),
  fc.integer({ min: 1, max: maxRepeat }),
  fc.constantFrom('', '123456', ' code 998877', '!', '<a href="https://x.example/verify">go</a>'),
).map(([frag, n, tail]) => frag.repeat(n) + tail);

const charsets = ['utf-8', 'UTF-8', 'iso-8859-1', 'windows-1252', 'us-ascii', 'utf-16', 'utf-16le', 'utf-7', 'shift_jis', 'iso-2022-jp',
  'gb2312', 'big5', 'koi8-r', 'x-unknown', 'bogus-charset', '', '"', 'utf-8"; x="', 'ut\u00e9-8', 'cp65001', 'x-user-defined', 'binary'];
const encodings = ['7bit', '8bit', 'binary', 'base64', 'BASE64', 'quoted-printable', 'x-uuencode', 'uuencode', 'bogus', '', 'base-64', 'q'];

/** Body bytes in a transfer encoding, possibly corrupted (bad base64, broken QP escapes). */
function encodeBody(text: string, encoding: string, corrupt: number): string {
  switch (encoding.toLowerCase()) {
    case 'base64': {
      const b = Buffer.from(text, 'utf8').toString('base64').replace(/.{1,76}/g, '$&\r\n');
      return corrupt === 1 ? b.replace(/[A-F]/g, '!') : corrupt === 2 ? b.slice(0, Math.max(0, b.length - 3)) + '===' : b;
    }
    case 'quoted-printable': {
      const q = text.replace(/[=\x80-\uffff]/g, (c) => [...Buffer.from(c, 'utf8')].map((x) => `=${x.toString(16).toUpperCase().padStart(2, '0')}`).join(''));
      return corrupt === 1 ? q + '=Z9=\r\n=' : corrupt === 2 ? q.replace(/=/g, '=\r\n') : q;
    }
    default:
      return text;
  }
}

const headerName = fc.oneof(
  fc.constantFrom('Subject', 'From', 'To', 'Cc', 'Reply-To', 'Message-ID', 'Date', 'List-Unsubscribe', 'Content-Type',
    'Content-Transfer-Encoding', 'MIME-Version', 'X-Custom', 'Received', 'DKIM-Signature', 'Content-Disposition'),
  fc.stringMatching(/^[!-9;-~]{1,20}$/),
);
/** Header values: plain, RFC 2047 encoded words (some with bad charsets or payloads), addresses, garbage. */
const headerValue = fc.oneof(
  mailText.map((t) => t.replace(/[\r\n]/g, ' ')),
  fc.tuple(fc.constantFrom(...charsets), fc.constantFrom('B', 'Q', 'b', 'q', 'X'), fc.string({ maxLength: 40 }))
    .map(([c, e, t]) => `=?${c}?${e}?${e.toUpperCase() === 'B' ? Buffer.from(t).toString('base64') : t.replace(/[ ?]/g, '_')}?=`),
  fc.constantFrom('=?utf-8?B?####?=', '=?utf-8?Q?=ZZ?=', '=??=', '=?utf-8??x?=', '"unterminated <a@b', '<>', '@', 'a@', '<a@b>, <c@d',
    'Undisclosed recipients:;', '<https://x.example/unsub>, <mailto:u@x.example?subject=unsub>', '<', 'multipart/mixed',
    'text/plain; charset=', 'multipart/alternative; boundary=', 'text/html; charset="utf-8', '\t', ''),
  fc.emailAddress().map((a) => `Name <${a}>`),
  fc.string({ unit: 'binary', maxLength: 60 }).map((s) => s.replace(/[\r\n]/g, '')),
);

export interface MimeOptions {
  /** Longest single header line. */
  maxHeaderLine: number;
  /** Deepest multipart nesting. */
  maxDepth: number;
}

/** A leaf part: content type, charset and transfer encoding drawn from good, odd and unknown ones. */
const leafPart = fc.record({
  type: fc.constantFrom('text/plain', 'text/html', 'TEXT/HTML', 'text/x-unknown', 'application/octet-stream', 'message/rfc822',
    'image/png', 'text/calendar', '', 'text', '/', 'text/plain; format=flowed; delsp=yes'),
  charset: fc.constantFrom(...charsets),
  encoding: fc.constantFrom(...encodings),
  corrupt: fc.integer({ min: 0, max: 2 }),
  body: fc.oneof(mailText, oddHtml, repeatedFragment(200)),
  disposition: fc.constantFrom('', 'Content-Disposition: attachment; filename="a.txt"', 'Content-Disposition: inline', 'Content-Disposition: attachment; filename*=utf-8\'\'%E2%82%AC%zz'),
});
type Leaf = typeof leafPart extends fc.Arbitrary<infer T> ? T : never;

function renderLeaf(p: Leaf): string {
  const head = [
    p.type === '' ? null : `Content-Type: ${p.type}${p.charset ? `; charset=${p.charset}` : ''}`,
    p.encoding ? `Content-Transfer-Encoding: ${p.encoding}` : null,
    p.disposition || null,
  ].filter((x): x is string => x !== null);
  return `${head.join('\r\n')}\r\n\r\n${encodeBody(p.body, p.encoding, p.corrupt)}`;
}

/** How a multipart's boundary goes wrong (or not). */
const boundaryFault = fc.constantFrom('none', 'none', 'none', 'missing-param', 'never-used', 'no-close', 'empty', 'long', 'close-only', 'wrong-case');

/** Nested multiparts: `depth` levels, each with a few leaves, the innermost holding the rest. */
function renderMultipart(leaves: Leaf[], depth: number, faults: string[], subtype: string): string {
  let inner = leaves.length > 0 ? renderLeaf(leaves[0]!) : 'Content-Type: text/plain\r\n\r\nempty';
  for (let level = 0; level < depth; level++) {
    const fault = faults[level % faults.length] ?? 'none';
    const b = fault === 'empty' ? '' : fault === 'long' ? `b${level}-${'x'.repeat(200)}` : `b${level}_=_`;
    const param = fault === 'missing-param' ? '' : `; boundary="${b}"`;
    const siblings = leaves.slice(1, 1 + (level % 3)).map(renderLeaf);
    const parts = fault === 'never-used' ? [inner, ...siblings].join('\r\n\r\n')
      : fault === 'close-only' ? `${inner}\r\n--${b}--`
        : [inner, ...siblings].map((part) => `--${fault === 'wrong-case' ? b.toUpperCase() : b}\r\n${part}`).join('\r\n') + (fault === 'no-close' ? '' : `\r\n--${b}--\r\n`);
    inner = `Content-Type: multipart/${subtype}${param}\r\n\r\npreamble\r\n${parts}\r\nepilogue`;
  }
  return inner;
}

/** A whole message shaped like MIME: headers (some broken or huge), then a leaf or nested multiparts. */
export function mimeMessage(options: MimeOptions): fc.Arbitrary<Buffer> {
  return fc.record({
    headers: fc.array(fc.tuple(headerName, headerValue), { maxLength: 12 }),
    // One message in eight carries a huge header line (fc.option's freq is 1 / the chance of none).
    hugeHeader: fc.oneof(
      { weight: 7, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.tuple(headerName, fc.integer({ min: 1000, max: options.maxHeaderLine }), fc.constantFrom('a', 'a ', '=?utf-8?B?YQ==?= ', '<x@y>, ', '\t', '1')) },
    ),
    folded: fc.boolean(),
    lf: fc.constantFrom('\r\n', '\r\n', '\n', '\r'),
    body: fc.oneof(
      leafPart.map((l) => renderLeaf(l)),
      fc.tuple(fc.array(leafPart, { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: options.maxDepth }), fc.array(boundaryFault, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('mixed', 'alternative', 'related', 'signed', 'x-unknown', 'digest'))
        .map(([leaves, depth, faults, sub]) => renderMultipart(leaves, depth, faults, sub)),
    ),
    tail: fc.oneof(fc.constant(Buffer.alloc(0)), fc.uint8Array({ maxLength: 64 }).map((u) => Buffer.from(u))),
  }).map(({ headers, hugeHeader, folded, lf, body, tail }) => {
    const lines = headers.map(([n, v]) => `${n}: ${folded ? v.replace(/ /g, '\r\n ') : v}`);
    if (hugeHeader) lines.push(`${hugeHeader[0]}: ${hugeHeader[2].repeat(Math.ceil(hugeHeader[1] / hugeHeader[2].length)).slice(0, hugeHeader[1])}`);
    const text = `${lines.join('\r\n')}${lines.length ? '\r\n' : ''}${body}`;
    return Buffer.concat([Buffer.from(lf === '\r\n' ? text : text.replace(/\r\n/g, lf), 'utf8'), tail]);
  });
}

/** Raw bytes with no structure at all, or random bytes after a plausible header block. */
export const randomMail = fc.oneof(
  fc.uint8Array({ maxLength: 2048 }).map((u) => Buffer.from(u)),
  fc.tuple(fc.constantFrom('Subject: x\r\n\r\n', 'Content-Type: multipart/mixed; boundary=x\r\n\r\n--x\r\n', 'From: a@b\r\n', ''), fc.uint8Array({ maxLength: 2048 }))
    .map(([h, u]) => Buffer.concat([Buffer.from(h), Buffer.from(u)])),
  fc.string({ unit: 'binary', maxLength: 2048 }).map((s) => Buffer.from(s, 'utf8')),
);
