// The stored form of a message's content (content/codec.ts): whatever goes in comes back
// exactly, the source byte for byte, and what is stored is small.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { decodeBodies, decodeLinks, decodeRaw, encodeContent, encodeLinks, LINKS_INLINE_CHARS, readContent } from '../src/content/codec.js';
import { INFLATE_DEFAULTS, inflateCounters } from '../src/content/inflate.js';
import type { StoredContent } from '../src/storage/index.js';
import type { ExtractedLink } from '../src/types.js';

const stored = (text: string | null, html: string | null, raw: Buffer): StoredContent => ({ ...encodeContent(text, html, raw), text_body: null, html_body: null });

test('bodies and source come back exactly, whatever they hold', () => {
  fc.assert(fc.property(
    fc.option(fc.string({ unit: 'binary' }), { nil: null }), fc.option(fc.string({ unit: 'binary' }), { nil: null }), fc.uint8Array({ maxLength: 4096 }),
    (text, html, bytes) => {
      const raw = Buffer.from(bytes);
      const content = stored(text, html, raw);
      // Lone surrogates are not UTF-8: they come back as U+FFFD, as any UTF-8 store would give them.
      const utf8 = (s: string | null) => (s === null ? null : Buffer.from(s, 'utf8').toString('utf8'));
      assert.equal(decodeBodies(content), { text_body: utf8(text), html_body: utf8(html) });
      assert.ok(decodeRaw(content).equals(raw));
    },
  ), { numRuns: 300 });
});

test('an empty text is not a missing one; NUL and every script survive', () => {
  const content = stored('', 'a\0b ünï 中文 🙂', Buffer.from('x'));
  assert.equal(decodeBodies(content), { text_body: '', html_body: 'a\0b ünï 中文 🙂' });
  assert.equal(decodeBodies(stored(null, null, Buffer.alloc(0))), { text_body: null, html_body: null });
  assert.is(decodeRaw(stored(null, null, Buffer.alloc(0))).length, 0);
});

test('the source is stored on the bodies as dictionary: a mail whose bodies are its own words costs little more than its headers', () => {
  const html = `<html><body>${Array.from({ length: 400 }, (_, i) => `<p>Line ${i} of the order ${(i * 7919) % 10007} shipped</p>`).join('\n')}</body></html>`;
  const raw = Buffer.from(`From: a@acme.example\r\nSubject: Order\r\nContent-Type: text/html; charset=utf-8\r\n\r\n${html}\r\n`);
  const content = encodeContent(null, html, raw);
  assert.is(content.raw[0], 2, 'deflated on the bodies');
  // deflate's longest match is 258 bytes: about 4 bytes per 258 of the bodies, plus the headers.
  assert.ok(content.raw.length < 500, `source: ${content.raw.length} B for ${raw.length} B`);
  assert.ok(content.bodies.length < raw.length / 3, `bodies: ${content.bodies.length} B`);
  assert.ok(decodeRaw({ ...content, text_body: null, html_body: null }).equals(raw));
});

test('bodies past deflate\'s 32 KB window: the dictionary is their last 32 KB, and the source still comes back exactly', () => {
  const text = randomBytes(60_000).toString('base64');
  const raw = Buffer.from(`Subject: big\r\n\r\n${text}\r\n`);
  assert.ok(decodeRaw(stored(text, null, raw)).equals(raw));
});

test('what deflate cannot shrink is stored as it is (tag 0), and an unknown tag is an error, not other bytes', () => {
  const noise = randomBytes(2000);
  const content = encodeContent(null, null, noise);
  assert.is(content.raw[0], 0);
  assert.is(content.raw.length, noise.length + 1);
  assert.throws(() => decodeRaw({ bodies: content.bodies, raw: Buffer.from([7, 1, 2]), text_body: null, html_body: null }), /unknown encoding/);
});

test('rows from before schema 11 (no bodies) are read as they were stored', () => {
  const legacy: StoredContent = { bodies: null, text_body: 'text', html_body: '<p>html</p>', raw: Buffer.from('From: a\r\n\r\ntext') };
  assert.equal(decodeBodies(legacy), { text_body: 'text', html_body: '<p>html</p>' });
  assert.is(decodeRaw(legacy), legacy.raw);
});

test('links: short lists stay JSON in the row, long ones are packed; both read back the same', () => {
  const few: ExtractedLink[] = [{ url: 'https://acme.example/verify?t=1', type: 'verification' } as ExtractedLink];
  assert.is(encodeLinks([]), '[]');
  assert.is(encodeLinks(few), JSON.stringify(few));
  const many = Array.from({ length: 80 }, (_, i) => ({ url: `https://news.example/article/${i}?utm_source=mail&utm_medium=email`, type: 'other' }) as ExtractedLink);
  const packed = encodeLinks(many);
  assert.ok(JSON.stringify(many).length > LINKS_INLINE_CHARS);
  assert.ok(packed.startsWith('z') && packed.length < JSON.stringify(many).length / 2, `${packed.length} chars`);
  assert.equal(decodeLinks(packed), many);
  assert.equal(decodeLinks(JSON.stringify(many)), many, 'a JSON column (rows before schema 11) reads as before');
});

/** A mail of `size` bytes of words (deflates well, as real text does), its text body the same words. */
function largeMail(size: number, seed: string): { text: string; raw: Buffer } {
  const words = ['invoice', 'verify', 'account', 'delivery', seed, 'schedule', 'meeting', 'report'];
  const parts: string[] = [];
  for (let n = 0, i = 0; n < size; i++) {
    const word = words[(i * 7 + (i >> 3)) % words.length]!;
    parts.push(word);
    n += word.length + 1;
  }
  const text = parts.join(' ');
  return { text, raw: Buffer.from(`Subject: ${seed}\r\n\r\n${text}`) };
}

test('server reads of a large message inflate on the thread pool: the event loop keeps turning meanwhile', async () => {
  const { text, raw } = largeMail(4 * 1024 * 1024, 'pool');
  const content = stored(text, null, raw);
  const before = inflateCounters().pooled;
  const read = readContent(content);
  const source = read.raw();
  let turns = 0;
  let done = false;
  const turn = () => { if (!done) { turns++; setImmediate(turn); } };
  setImmediate(turn);
  const bytes = await source;
  done = true;
  assert.ok(bytes.equals(raw));
  assert.is((await read.bodies()).text_body, text);
  // Bodies (the source's dictionary) and source: two pooled inflates, the bodies once for both reads.
  assert.is(inflateCounters().pooled - before, 2);
  // inflateRawSync would have finished before any turn of the loop: here the loop ran while zlib worked.
  assert.ok(turns > 0, `event-loop turns during the read: ${turns}`);
});

test('small content stays synchronous, and pooled inflates in flight are capped', async () => {
  const before = inflateCounters().pooled;
  const small = readContent(stored('short text', '<p>short</p>', Buffer.from('Subject: s\r\n\r\nshort text')));
  assert.is((await small.bodies()).text_body, 'short text');
  assert.is(inflateCounters().pooled, before);

  const mails = ['a', 'b', 'c', 'd', 'e'].map((seed) => largeMail(INFLATE_DEFAULTS.poolFrom * 2, seed));
  const reads = mails.map(({ text, raw }) => readContent(stored(text, null, raw)).bodies());
  // Every read has asked for its inflate by now (synchronously): the cap holds, the rest queue.
  assert.equal({ running: inflateCounters().running, waiting: inflateCounters().waiting }, { running: INFLATE_DEFAULTS.inFlight, waiting: mails.length - INFLATE_DEFAULTS.inFlight });
  const bodies = await Promise.all(reads);
  bodies.forEach((b, i) => assert.is(b.text_body, mails[i]!.text));
  assert.equal({ running: inflateCounters().running, waiting: inflateCounters().waiting }, { running: 0, waiting: 0 });
  assert.is(inflateCounters().pooled - before, mails.length);
});

test.run();
