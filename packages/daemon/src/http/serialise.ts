import { randomUUID } from 'node:crypto';

/**
 * JSON of a large message without one long pause of the event loop. JSON.stringify of a 20 MB
 * body runs in one go (and Buffer.from of its result in another); here each long string field
 * of the object's top level is left out of that call and encoded in slices of SLICE_CHARS,
 * the loop getting a turn (setImmediate) between slices. The bytes are exactly
 * Buffer.from(JSON.stringify(value)).
 *
 * @example
 *   const bytes = await stringifyInSlices(message); // message.html_body may be 20 MB
 */

/** Characters encoded between two turns of the event loop (about a millisecond's work). */
export const SLICE_CHARS = 1024 * 1024;

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));


/** Turns taken by stringifyInSlices since start (a test proves the sliced route was taken). */
let turns = 0;
export const sliceTurns = (): number => turns;

export async function stringifyInSlices(value: Record<string, unknown>): Promise<Buffer> {
  // Stand-in for a long field; the random part keeps any sender's text from matching one.
  const nonce = randomUUID();
  const marker = (index: number) => `\u0000${nonce}:${index}`;
  const markerJson = (index: number) => JSON.stringify(marker(index));
  const long: string[] = [];
  const shell: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string' && field.length > SLICE_CHARS) {
      shell[key] = marker(long.length);
      long.push(field);
    } else shell[key] = field;
  }
  let json = JSON.stringify(shell);
  const parts: Buffer[] = [];
  for (let i = 0; i < long.length; i++) {
    const at = json.indexOf(markerJson(i));
    parts.push(Buffer.from(json.slice(0, at)), Buffer.from('"'));
    const text = long[i]!;
    for (let start = 0; start < text.length;) {
      let end = Math.min(text.length, start + SLICE_CHARS);
      // Never split a surrogate pair: alone, each half would be escaped as \udXXX.
      const last = text.charCodeAt(end - 1);
      if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
      parts.push(Buffer.from(JSON.stringify(text.slice(start, end)).slice(1, -1)));
      start = end;
      turns++;
      await turn();
    }
    parts.push(Buffer.from('"'));
    json = json.slice(at + markerJson(i).length);
  }
  parts.push(Buffer.from(json));
  return Buffer.concat(parts);
}
