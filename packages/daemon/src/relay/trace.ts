// The trace header a released message gains (RFC 5321 4.4): one `Received:` line prepended, the
// source otherwise byte for byte as it was stored.

/** An RFC 5322 date: `Tue, 01 Dec 2026 10:00:00 +0000`. */
export function rfc5322Date(ms: number): string {
  return new Date(ms).toUTCString().replace(/ GMT$/, ' +0000');
}

export interface TraceInput {
  /** The daemon's receiving domain (`by`). */
  by: string;
  /** What released it: the HTTP API (`release`) or the inbox's auto-release (after SMTP). */
  via: 'release' | 'auto-release';
  /** The stored message's id (`id`). */
  messageId: string;
  /** When, epoch ms. */
  at: number;
}

/**
 * `Received: from inboxkit (HTTP API release) by inboxkit.test with HTTP id msg_…;` then the
 * date on a folded line, with the line ending the source uses (CRLF unless its first line ends
 * in a bare LF).
 */
export function traceHeader(raw: Buffer, t: TraceInput): Buffer {
  const firstLf = raw.indexOf(0x0a);
  const eol = firstLf > 0 && raw[firstLf - 1] !== 0x0d ? '\n' : '\r\n';
  const what = t.via === 'release' ? 'HTTP API release' : 'auto-release';
  const protocol = t.via === 'release' ? 'HTTP' : 'SMTP';
  return Buffer.from(`Received: from inboxkit (${what}) by ${t.by} with ${protocol} id ${t.messageId};${eol}\t${rfc5322Date(t.at)}${eol}`, 'latin1');
}

/** The source with the trace header in front. */
export function withTrace(raw: Buffer, t: TraceInput): Buffer {
  return Buffer.concat([traceHeader(raw, t), raw]);
}

/**
 * One header's value from a message's header block (unfolded, the first occurrence), or null.
 * For the Message-ID and References of a message a new one replies to.
 */
export function headerValue(raw: Buffer, name: string): string | null {
  const text = raw.subarray(0, Math.min(raw.length, 64 * 1024)).toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  const head = (end < 0 ? text : text.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const wanted = `${name.toLowerCase()}:`;
  for (const line of head.split(/\r?\n/)) {
    if (line.toLowerCase().startsWith(wanted)) return line.slice(wanted.length).trim();
  }
  return null;
}
