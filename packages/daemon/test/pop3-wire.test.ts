// The wire form of a message over POP3 (pop3/wire.ts): CRLF lines, dot-stuffing with the
// terminator, and TOP's part, on the edge cases the daemon tests do not reach.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { crlfLines, multiline as pieces, topOf } from '../src/pop3/wire.js';

const s = (b: Buffer) => b.toString('latin1');
const b = (text: string) => Buffer.from(text, 'latin1');
const multiline = (lines: Buffer) => Buffer.concat(pieces(lines));

test('crlfLines: CRLF sources as they are (the same buffer); bare LFs gain their CR; a final line break is added', () => {
  const crlf = b('A: 1\r\n\r\nbody\r\n');
  assert.ok(crlfLines(crlf) === crlf, 'no copy');
  assert.is(s(crlfLines(b('A: 1\n\nbody\n'))), 'A: 1\r\n\r\nbody\r\n');
  assert.is(s(crlfLines(b('A: 1\r\n\nmixed\nend'))), 'A: 1\r\n\r\nmixed\r\nend\r\n');
  assert.is(s(crlfLines(b('\n'))), '\r\n');
  assert.is(s(crlfLines(b('no break'))), 'no break\r\n');
  assert.is(s(crlfLines(b('bare\rcr\r\n'))), 'bare\rcr\r\n', 'a CR alone is a byte of the line');
  assert.is(crlfLines(b('')).length, 0);
});

test('multiline: a dot at the start of any line is doubled, the terminator follows', () => {
  assert.is(s(multiline(b('.a\r\nb\r\n..c\r\n.\r\n'))), '..a\r\nb\r\n...c\r\n..\r\n.\r\n');
  assert.is(s(multiline(b('plain\r\n'))), 'plain\r\n.\r\n');
  assert.is(s(multiline(b(''))), '.\r\n');
  assert.is(s(multiline(b('x.\r\ny.z\r\n'))), 'x.\r\ny.z\r\n.\r\n', 'only at the start of a line');
});

test('topOf: the header, the blank line and n body lines; the whole of a message without a body or with fewer lines', () => {
  const m = b('A: 1\r\nB: 2\r\n\r\none\r\ntwo\r\nthree\r\n');
  assert.is(s(topOf(m, 0)), 'A: 1\r\nB: 2\r\n\r\n');
  assert.is(s(topOf(m, 2)), 'A: 1\r\nB: 2\r\n\r\none\r\ntwo\r\n');
  assert.is(s(topOf(m, 99)), s(m));
  assert.is(s(topOf(b('A: 1\r\nno blank line\r\n'), 0)), 'A: 1\r\nno blank line\r\n');
  assert.is(s(topOf(b('\r\nbody first\r\nmore\r\n'), 1)), '\r\nbody first\r\n', 'an empty header');
});

test.run();
