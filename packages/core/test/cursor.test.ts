// Cursors are opaque and sealed to the listing that handed them out: the position inside is
// encrypted (it is a service-wide sequence), and a cursor of another account, another listing
// or filter set, an altered one or one made up is refused as 400 naming `cursor`.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import { createCursors, type CursorScope } from '../src/cursor.js';
import { isInboxkitError } from '../src/errors.js';

const secret = randomBytes(32);
const cursors = createCursors(secret);
const A: CursorScope = { kind: 'msg', account: 'acc_a', listing: 'inbox:inb_1' };

function refused(scope: CursorScope, cursor: string, what: string): void {
  try {
    cursors.decode(scope, cursor);
  } catch (error) {
    assert.ok(isInboxkitError(error, 'invalid_request'), `${what}: ${String(error)}`);
    assert.is((error as { field?: string }).field, 'cursor', what);
    return;
  }
  assert.unreachable(`${what}: accepted`);
}

test('a cursor round-trips within its scope; none given is null', () => {
  for (const seq of [0, 1, 42, 2 ** 40 + 7, Number.MAX_SAFE_INTEGER]) assert.is(cursors.decode(A, cursors.encode(A, seq)), seq);
  assert.is(cursors.decode(A, undefined), null);
  assert.is(cursors.decode(A, null), null);
  assert.is(cursors.decode(A, ''), null);
  // Another process with the same secret (a second daemon on the database, a restart) reads it.
  assert.is(createCursors(Buffer.from(secret)).decode(A, cursors.encode(A, 99)), 99);
});

test('the position is not readable: no digits, no sequence, neighbours look unrelated', () => {
  const one = cursors.encode(A, 1000);
  const next = cursors.encode(A, 1001);
  assert.match(one, /^[A-Za-z0-9_-]{34}$/);
  assert.not.ok(Buffer.from(one, 'base64url').toString('latin1').includes('1000'));
  // Deterministic: the same page gives the same cursor.
  assert.is(cursors.encode(A, 1000), one);
  // Neighbouring positions share no more than chance: the last 24 bytes differ almost everywhere.
  const a = Buffer.from(one, 'base64url');
  const b = Buffer.from(next, 'base64url');
  let same = 0;
  for (let i = 1; i < a.length; i++) if (a[i] === b[i]) same++;
  assert.ok(same < 6, `${same} equal bytes`);
});

test('another account, another listing, another filter set or another kind: refused', () => {
  const cursor = cursors.encode(A, 42);
  refused({ ...A, account: 'acc_b' }, cursor, 'another account');
  refused({ ...A, listing: 'inbox:inb_2' }, cursor, 'another inbox');
  refused({ ...A, listing: 'recipient:a@b.example' }, cursor, 'a recipient search');
  refused({ ...A, kind: 'msg_3fa9c0e1b2d4' }, cursor, 'other filters');
  refused({ kind: 'inb', account: 'acc_a' }, cursor, 'the inbox listing');
  // The scope's parts cannot be shifted into one another.
  refused(A, cursors.encode({ kind: 'msg', account: 'acc_ainbox:inb_1' }, 42), 'a shifted scope');
  // Another database's cursors (another secret).
  refused(A, createCursors(randomBytes(32)).encode(A, 42), 'another secret');
});

test('altered, truncated, padded, made up or of the old format: refused', () => {
  const cursor = cursors.encode(A, 42);
  const bytes = Buffer.from(cursor, 'base64url');
  for (let i = 0; i < bytes.length; i++) {
    const flipped = Buffer.from(bytes);
    flipped[i]! ^= 0x01;
    refused(A, flipped.toString('base64url'), `byte ${i} flipped`);
  }
  refused(A, cursor.slice(0, -1), 'truncated');
  refused(A, `${cursor}A`, 'lengthened');
  refused(A, `${cursor}=`, 'padded');
  refused(A, `${cursor.slice(0, 10)}!${cursor.slice(11)}`, 'a character that is not base64url');
  for (const bad of ['garbage', '!!!', Buffer.from('msg:42').toString('base64url'), Buffer.alloc(25).toString('base64url')]) refused(A, bad, bad);
});

test('a secret shorter than 32 bytes is refused', () => {
  assert.throws(() => createCursors(randomBytes(16)), /32 bytes/);
});

test.run();
