import { invalid } from './errors.js';

/**
 * Opaque keyset cursors. A cursor names the last row of a page by its sequence number,
 * tagged with what it pages over so a cursor from one listing is refused by another (a
 * filtered listing's kind names its filter set, e.g. `msg_3fa9c0e1b2d4`).
 * New rows get higher sequence numbers, so they never shift a page already handed out.
 */
export function encodeCursor(kind: string, seq: number): string {
  return Buffer.from(`${kind}:${seq}`, 'utf8').toString('base64url');
}

export function decodeCursor(kind: string, cursor: string | undefined | null): number | null {
  if (cursor === undefined || cursor === null || cursor === '') return null;
  let text: string;
  try {
    text = Buffer.from(cursor, 'base64url').toString('utf8');
  } catch {
    throw invalid('cursor', 'cursor is not a cursor returned by this listing');
  }
  const match = /^([a-z][a-z0-9_]*):(\d{1,15})$/.exec(text);
  if (!match || match[1] !== kind) throw invalid('cursor', 'cursor is not a cursor returned by this listing');
  return Number(match[2]);
}
