// The stored form of a message's content (content/codec.ts): whatever goes in comes back
// exactly, the source byte for byte, and what is stored is small.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { decodeBodies, decodeLinks, decodeRaw, encodeContent, encodeLinks, LINKS_INLINE_CHARS } from '../src/content/codec.js';
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

test.run();
