import { createCipheriv, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { invalid } from './errors.js';

/**
 * What a cursor pages over: the listing's kind (a filtered listing's kind names its filter
 * set, e.g. `msg_3fa9c0e1b2d4`), the account, and the listing within the account (an inbox, a
 * recipient). A cursor is accepted only by the listing that handed it out.
 */
export interface CursorScope {
  kind: string;
  account: string;
  listing?: string;
}

/** Keyset cursors: a page's last position, sealed to the listing it came from. */
export interface Cursors {
  encode(scope: CursorScope, seq: number): string;
  /** The position a cursor names; null for none given. Another listing's, a tampered or a made-up cursor: 400 naming `cursor`. */
  decode(scope: CursorScope, cursor: string | undefined | null): number | null;
}

/**
 * The name of the cursors' secret in the storage's `secrets` group: made once per database, so
 * every process on it, and a restarted one, accepts the others' cursors.
 */
export const CURSOR_SECRET = 'cursor';

const VERSION = 1;
const TAG_BYTES = 16;
const SEQ_BYTES = 8;
const CURSOR_BYTES = 1 + TAG_BYTES + SEQ_BYTES;

const refused = () => invalid('cursor', 'cursor is not a cursor returned by this listing (the same account, inbox or recipient, and filters): pass the next_cursor of the page before');

/**
 * Opaque keyset cursors. A cursor names the last row of a page by its sequence number; new
 * rows get higher sequence numbers, so they never shift a page already handed out. The number
 * is a service-wide sequence (it would tell how much mail every account receives), so it is
 * encrypted, and the cursor is bound to its scope: a deterministic authenticated encryption
 * (SIV: the tag is HMAC-SHA256 over the scope and the position, and is the IV of AES-256-CTR
 * over the position), keys derived from one secret with HKDF. 34 characters of base64url:
 * a version byte, the 16-byte tag, the 8 encrypted bytes. The same page gives the same cursor.
 *
 * @example
 * const cursors = createCursors(randomBytes(32));
 * const next = cursors.encode({ kind: 'msg', account: 'acc_1', listing: 'inbox:inb_1' }, 42);
 * cursors.decode({ kind: 'msg', account: 'acc_1', listing: 'inbox:inb_1' }, next); // 42
 * cursors.decode({ kind: 'msg', account: 'acc_2', listing: 'inbox:inb_1' }, next); // throws invalid_request (cursor)
 */
export function createCursors(secret: Buffer): Cursors {
  if (secret.length < 32) throw new Error('the cursor secret must have at least 32 bytes');
  const macKey = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'inboxkit cursor tag v1', 32));
  const encKey = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'inboxkit cursor position v1', 32));
  const tagOf = (scope: CursorScope, position: Buffer) => createHmac('sha256', macKey)
    .update(JSON.stringify([VERSION, scope.kind, scope.account, scope.listing ?? '']))
    .update(position)
    .digest()
    .subarray(0, TAG_BYTES);
  const ctr = (tag: Buffer, bytes: Buffer) => createCipheriv('aes-256-ctr', encKey, tag).update(bytes);

  return {
    encode(scope, seq) {
      const position = Buffer.alloc(SEQ_BYTES);
      position.writeBigUInt64BE(BigInt(seq));
      const tag = tagOf(scope, position);
      return Buffer.concat([Buffer.of(VERSION), tag, ctr(tag, position)]).toString('base64url');
    },
    decode(scope, cursor) {
      if (cursor === undefined || cursor === null || cursor === '') return null;
      if (typeof cursor !== 'string') throw refused();
      const bytes = Buffer.from(cursor, 'base64url');
      // Base64url decoding skips what is not base64url: only the exact text handed out passes.
      if (bytes.length !== CURSOR_BYTES || bytes[0] !== VERSION || bytes.toString('base64url') !== cursor) throw refused();
      const tag = bytes.subarray(1, 1 + TAG_BYTES);
      const position = ctr(tag, bytes.subarray(1 + TAG_BYTES));
      if (!timingSafeEqual(tag, tagOf(scope, position))) throw refused();
      const seq = position.readBigUInt64BE();
      if (seq > BigInt(Number.MAX_SAFE_INTEGER)) throw refused();
      return Number(seq);
    },
  };
}
