// Large answers' JSON built in slices (http/serialise.ts): byte for byte JSON.stringify's, with
// turns of the event loop between slices instead of one long pause.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SLICE_CHARS, sliceTurns, stringifyInSlices } from '../src/http/serialise.js';

test('the bytes are JSON.stringify\'s, surrogate pairs and escapes across slice edges included', async () => {
  // A pair straddling the first slice edge, quotes, control characters and a NUL-led look-alike of a stand-in.
  const html = 'a'.repeat(SLICE_CHARS - 1) + '🙂' + '"\\\n\u0001'.repeat(1000) + 'ü'.repeat(SLICE_CHARS);
  const message = { id: 'msg_1', subject: '\u0000slice0', html_body: html, text_body: 'x'.repeat(SLICE_CHARS + 5), attachments: [{ filename: null }], analysis: { v: 1 } };
  const before = sliceTurns();
  const bytes = await stringifyInSlices(message);
  assert.ok(bytes.equals(Buffer.from(JSON.stringify(message))));
  // html: 3 slices; text: 2. Each slice gave the loop a turn.
  assert.is(sliceTurns() - before, 5);
});

test('an object without long strings is one JSON.stringify', async () => {
  const message = { id: 'msg_2', text_body: 'short', analysis: null };
  const before = sliceTurns();
  assert.is((await stringifyInSlices(message)).toString(), JSON.stringify(message));
  assert.is(sliceTurns(), before);
});

test.run();
