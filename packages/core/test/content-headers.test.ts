// A message's header fields as the detail lists them (content/headers.ts): decoded, in order,
// capped; and the blind recipients of a copy.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { blindRecipients, decodeWords, headerBlock, MAX_HEADER_CHARS, MAX_HEADERS, readHeaderFields, readHeaders } from '../src/content/headers.js';

test('RFC 2047 words decode; adjacent words join; an unknown charset is kept as written', () => {
  assert.is(decodeWords('=?UTF-8?B?w6k=?= =?UTF-8?Q?_x?='), 'é x');
  assert.is(decodeWords('=?ISO-8859-1?Q?caf=E9?= ok'), 'café ok');
  assert.is(decodeWords('=?x-nope?Q?a?='), '=?x-nope?Q?a?=');
});

test('the header block ends at the first empty line; fields unfold; lines that are no field are skipped', () => {
  const raw = Buffer.from('From x@y Mon 10:00\nA: 1\n  more\nB : 2\n\nC: body\n');
  assert.is(headerBlock(raw).toString(), 'From x@y Mon 10:00\nA: 1\n  more\nB : 2\n');
  assert.equal(readHeaderFields(headerBlock(raw)), [{ name: 'A', value: '1  more' }, { name: 'B', value: '2' }]);
});

test(`at most ${MAX_HEADERS} fields and ${MAX_HEADER_CHARS} characters`, () => {
  const many = Buffer.from(`${Array.from({ length: 150 }, (_, i) => `X-${i}: v`).join('\r\n')}\r\n\r\n`);
  assert.is(readHeaderFields(many).length, MAX_HEADERS);
  const big = Buffer.from(`${Array.from({ length: 5 }, (_, i) => `X-${i}: ${'a'.repeat(20_000)}`).join('\r\n')}\r\n\r\n`);
  assert.is(readHeaderFields(big).length, 3);
});

test('To and Cc addresses, group members included; blind recipients compared without case', async () => {
  const read = await readHeaders(Buffer.from('To: A@x.test, team: b@x.test;\r\nCc: c@x.test\r\n\r\nhi'));
  assert.equal(read.to, ['A@x.test', 'b@x.test']);
  assert.equal(read.cc, ['c@x.test']);
  assert.equal(blindRecipients(['a@x.test', 'd@x.test', 'D@x.test', 'c@X.test'], read.to, read.cc), ['d@x.test']);
});

test.run();
