// A message's bytes as POP3 carries them (RFC 1939 §3): lines end in CRLF, a line that starts
// with "." gets one more, and a line of "." alone ends the multi-line answer. Pure functions over
// Buffers, so the source goes out byte for byte apart from those rules.

const CR = 0x0d;
const LF = 0x0a;
const DOT = 0x2e;
const CRLF = Buffer.from('\r\n');
const DOT_BYTE = Buffer.from('.');
/** Ends every multi-line answer. */
export const TERMINATOR = Buffer.from('.\r\n');

/**
 * The source with every line ended by CRLF (a bare LF gets its CR; a source that does not end
 * with a line break gets one), as its size is counted for STAT and LIST. Mail that came in
 * over SMTP is CRLF already and is returned as it is.
 *
 * @example
 * crlfLines(Buffer.from('Subject: x\n\nhi')).toString() // 'Subject: x\r\n\r\nhi\r\n'
 */
export function crlfLines(raw: Buffer): Buffer {
  if (raw.length === 0) return raw;
  const parts: Buffer[] = [];
  let start = 0;
  for (let lf = raw.indexOf(LF); lf !== -1; lf = raw.indexOf(LF, lf + 1)) {
    if (lf > 0 && raw[lf - 1] === CR) continue;
    parts.push(raw.subarray(start, lf), CRLF);
    start = lf + 1;
  }
  const endsWithLine = raw[raw.length - 1] === LF;
  if (parts.length === 0 && endsWithLine) return raw;
  if (start < raw.length) parts.push(raw.subarray(start));
  if (!endsWithLine) parts.push(CRLF);
  return Buffer.concat(parts);
}

/**
 * Dot-stuffs CRLF lines (a line starting with "." gets another) and appends the terminating
 * ".\r\n": what follows a `+OK` line of RETR or TOP, as pieces to write one after another
 * (views of `lines`, not copies: a large message is not held twice while it is sent).
 *
 * @example
 * Buffer.concat(multiline(Buffer.from('.hidden\r\n'))).toString() // '..hidden\r\n.\r\n'
 */
export function multiline(lines: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  if (lines.length > 0 && lines[0] === DOT) parts.push(DOT_BYTE);
  for (let lf = lines.indexOf(LF); lf !== -1 && lf + 1 < lines.length; lf = lines.indexOf(LF, lf + 1)) {
    if (lines[lf + 1] !== DOT) continue;
    parts.push(lines.subarray(start, lf + 1), DOT_BYTE);
    start = lf + 1;
  }
  parts.push(lines.subarray(start), TERMINATOR);
  return parts;
}

/**
 * TOP's part of CRLF lines: the header, the blank line after it, and the body's first `bodyLines`
 * lines (all of the message when it has fewer; the whole of it when there is no blank line).
 *
 * @example
 * topOf(Buffer.from('A: 1\r\n\r\none\r\ntwo\r\n'), 1).toString() // 'A: 1\r\n\r\none\r\n'
 */
export function topOf(lines: Buffer, bodyLines: number): Buffer {
  const blank = lines[0] === CR && lines[1] === LF ? 0 : lines.indexOf('\r\n\r\n');
  if (blank === -1) return lines;
  let end = blank === 0 ? 2 : blank + 4;
  for (let i = 0; i < bodyLines && end < lines.length; i++) {
    const lf = lines.indexOf(LF, end);
    end = lf === -1 ? lines.length : lf + 1;
  }
  return lines.subarray(0, end);
}
