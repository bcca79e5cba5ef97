import { connect, isIP, type Socket } from 'node:net';
import { invalid } from '../errors.js';
import type { SpamReport } from './types.js';

/**
 * The spam score: SpamAssassin's spamd asked over TCP in its own protocol (SPAMC/1.5, the one
 * spamc speaks; Mail::SpamAssassin::Client is the reference), with the REPORT command: the
 * answer's `Spam: True ; 16.0 / 5.0` header gives the verdict, score and threshold, and the
 * report's table (" pts rule name              description") each rule's score and
 * description. No npm client: the ones published are old and unmaintained, and the protocol is
 * a request line, two headers and the message.
 */

export interface SpamdAddress {
  host: string;
  port: number;
}

export interface SpamdClientOptions extends SpamdAddress {
  /** For the whole check: connecting, sending, spamd's scan and its answer. Default 15,000 ms. */
  timeoutMs?: number;
  /**
   * Larger messages are not sent: `check` rejects, saying so. Default 500 KB (512,000 bytes),
   * spamc's default `--max-size`; spamc skips larger messages too rather than cut them.
   */
  maxBytes?: number;
}

export interface SpamdClient {
  /** Scans one raw message (as received, CRLF or LF). Rejects with an Error naming spamd's address. */
  check(raw: Buffer): Promise<SpamReport>;
}

export const SPAMD_DEFAULT_TIMEOUT_MS = 15_000;
export const SPAMD_DEFAULT_MAX_BYTES = 500 * 1024;
/** An answer is a few KB (headers and the report); more than this is not spamd talking. */
const MAX_ANSWER_BYTES = 1024 * 1024;

const HOSTNAME = /^(?=.{1,253}\.?$)[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?$/;

/**
 * Parses `--spamd` (and INBOXKIT_SPAMD, `checks.spamd`): `HOST:PORT`, where HOST is a name or an
 * IPv4 address, or `[v6]:PORT`. The port is required (spamd's default is 783). Throws
 * `invalid_request` naming `spamd` and the value.
 *
 * @example parseSpamdAddress('127.0.0.1:783') // { host: '127.0.0.1', port: 783 }
 * @example parseSpamdAddress('[::1]:783')     // { host: '::1', port: 783 }
 */
export function parseSpamdAddress(value: string): SpamdAddress {
  const v = typeof value === 'string' ? value.trim() : '';
  const bracketed = /^\[([^\]]*)\]:(\d{1,5})$/.exec(v);
  const plain = bracketed ? null : /^([^:[\]]+):(\d{1,5})$/.exec(v);
  const host = bracketed ? bracketed[1]! : plain ? plain[1]! : '';
  const port = Number(bracketed ? bracketed[2] : plain?.[2]);
  const hostOk = bracketed ? isIP(host) === 6 : plain !== null && (isIP(host) === 4 || HOSTNAME.test(host));
  if (!hostOk || !Number.isInteger(port) || port < 1 || port > 65_535) {
    const hint = !bracketed && isIP(v) === 6 || /^[^[].*:.*:/.test(v) ? ' (an IPv6 address goes in brackets: [::1]:783)' : '';
    throw invalid('spamd', `spamd must be HOST:PORT (e.g. 127.0.0.1:783 or [::1]:783)${hint}, got ${JSON.stringify(String(value))}`);
  }
  return { host, port };
}

/** `127.0.0.1:783`, `[::1]:783`: how messages name the daemon. */
function hostPort({ host, port }: SpamdAddress): string {
  return isIP(host) === 6 ? `[${host}]:${port}` : `${host}:${port}`;
}

/** sysexits.h, as spamd names its answer codes (`SPAMD/1.0 76 Bad header line: …`). */
const EX_NAMES: Record<number, string> = {
  64: 'EX_USAGE', 65: 'EX_DATAERR', 66: 'EX_NOINPUT', 67: 'EX_NOUSER', 68: 'EX_NOHOST',
  69: 'EX_UNAVAILABLE', 70: 'EX_SOFTWARE', 71: 'EX_OSERR', 72: 'EX_OSFILE', 73: 'EX_CANTCREAT',
  74: 'EX_IOERR', 75: 'EX_TEMPFAIL', 76: 'EX_PROTOCOL', 77: 'EX_NOPERM', 78: 'EX_CONFIG', 79: 'EX_TIMEOUT',
};

/**
 * A client of one spamd. Each `check` opens its own connection (spamd answers one request per
 * connection and closes it), sends `REPORT SPAMC/1.5`, and destroys the socket when the answer
 * is read, on any error, and at `timeoutMs`.
 *
 * @example
 * const spamd = createSpamdClient(parseSpamdAddress('127.0.0.1:783'));
 * const report = await spamd.check(raw); // { score: 1000, threshold: 5, is_spam: true, rules: [...] }
 */
export function createSpamdClient(options: SpamdClientOptions): SpamdClient {
  const { host, port } = options;
  const timeoutMs = options.timeoutMs ?? SPAMD_DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? SPAMD_DEFAULT_MAX_BYTES;
  if (typeof host !== 'string' || host === '' || !Number.isInteger(port) || port < 1 || port > 65_535) {
    throw invalid('spamd', `spamd needs a host and a port from 1 to 65535, got ${JSON.stringify({ host, port })}`);
  }
  if (!(timeoutMs > 0)) throw invalid('spamd', `the spamd timeout must be a positive number of milliseconds, got ${timeoutMs}`);
  if (!(maxBytes > 0)) throw invalid('spamd', `the spamd size limit must be a positive number of bytes, got ${maxBytes}`);
  const where = `spamd at ${hostPort({ host, port })}`;

  return {
    check(raw) {
      if (raw.length > maxBytes) {
        return Promise.reject(new Error(`the message is ${raw.length} bytes, over the spam check's limit of ${maxBytes} bytes: `
          + `not sent to ${where} (spamc skips such messages too)`));
      }
      return new Promise<SpamReport>((resolve, reject) => {
        const chunks: Buffer[] = [];
        let received = 0;
        let settled = false;
        const socket: Socket = connect({ host, port });
        const finish = (error: Error | null, report?: SpamReport) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          socket.destroy();
          if (error) reject(error);
          else resolve(report!);
        };
        /** The answer so far, read as a whole one: its report, or the error it says, or null while incomplete. */
        const settle = (ended: boolean): boolean => {
          if (settled) return true;
          try {
            const report = readAnswer(Buffer.concat(chunks, received), where, ended);
            if (report) finish(null, report);
            return report !== null;
          } catch (error) {
            finish(error as Error);
            return true;
          }
        };
        const timer = setTimeout(() => finish(new Error(`${where} did not answer within ${timeoutMs} ms`)), timeoutMs);

        socket.on('connect', () => {
          socket.write(`REPORT SPAMC/1.5\r\nContent-length: ${raw.length}\r\n\r\n`);
          socket.end(raw);
        });
        socket.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          received += chunk.length;
          if (received > MAX_ANSWER_BYTES) finish(new Error(`${where} sent more than ${MAX_ANSWER_BYTES} bytes: not a spamd answer`));
          else settle(false);
        });
        socket.on('end', () => settle(true));
        socket.on('close', () => settle(true));
        socket.on('error', (error: NodeJS.ErrnoException) => {
          // spamd may answer an error and close while the message is still being sent: its
          // answer, when one came, says more than the reset it caused.
          if (received > 0 && hasStatusLine(chunks) && settle(true)) return;
          finish(new Error(error.code === 'ECONNREFUSED'
            ? `${where} refused the connection (ECONNREFUSED): is spamd running and listening there?`
            : `could not talk to ${where}: ${error.message}`, { cause: error }));
        });
      });
    },
  };
}

function hasStatusLine(chunks: Buffer[]): boolean {
  return chunks.some((c) => c.includes(0x0a));
}

/** Quotes the start of an unexpected answer for a message. */
function quote(bytes: Buffer): string {
  const text = bytes.subarray(0, 80).toString('latin1');
  return JSON.stringify(bytes.length > 80 ? `${text}…` : text);
}

/**
 * Reads spamd's answer to REPORT: null while it is incomplete and the connection open; throws
 * what is wrong with it; else the report.
 *
 *     SPAMD/1.1 0 EX_OK\r\n
 *     Content-length: 829\r\n
 *     Spam: True ; 1000.0 / 5.0\r\n
 *     \r\n
 *     <the report>
 */
function readAnswer(answer: Buffer, where: string, ended: boolean): SpamReport | null {
  const statusEnd = answer.indexOf('\n');
  if (statusEnd < 0) {
    if (!ended) return null;
    throw new Error(answer.length === 0
      ? `${where} closed the connection without an answer`
      : `${where} answered something that is not spamd's protocol: ${quote(answer)}`);
  }
  const status = answer.subarray(0, statusEnd).toString('latin1').replace(/\r$/, '');
  const m = /^SPAMD\/\d+(?:\.\d+)?\s+(\d+)\s*(.*)$/.exec(status);
  if (!m) throw new Error(`${where} answered something that is not spamd's protocol: ${quote(answer)}`);
  const code = Number(m[1]);
  if (code !== 0) {
    throw new Error(`${where} answered ${EX_NAMES[code] ?? 'error'} (${code})${m[2] ? `: ${m[2]}` : ''}`);
  }

  const blank = /\r?\n\r?\n/.exec(answer.toString('latin1'));
  if (!blank) {
    if (!ended) return null;
    throw new Error(`${where} closed the connection in the middle of its answer's headers: ${quote(answer)}`);
  }
  const headers = answer.subarray(statusEnd + 1, blank.index).toString('latin1').split(/\r?\n/);
  const bodyStart = blank.index + blank[0].length;
  let length: number | null = null;
  let verdict: RegExpExecArray | null = null;
  for (const line of headers) {
    const h = /^([\w-]+)\s*:\s*(.*)$/.exec(line);
    if (!h) throw new Error(`${where} answered a header line that is not "Name: value": ${quote(Buffer.from(line, 'latin1'))}`);
    const name = h[1]!.toLowerCase();
    if (name === 'content-length') {
      if (!/^\d+$/.test(h[2]!)) throw new Error(`${where} answered a Content-length that is not a number: ${quote(Buffer.from(h[2]!, 'latin1'))}`);
      length = Number(h[2]);
    } else if (name === 'spam') {
      verdict = /^(True|False|Yes|No)\s*;\s*(-?\d+(?:\.\d+)?)\s*\/\s*(-?\d+(?:\.\d+)?)$/i.exec(h[2]!.trim());
      if (!verdict) throw new Error(`${where} answered a Spam header that is not "True|False ; SCORE / THRESHOLD": ${quote(Buffer.from(h[2]!, 'latin1'))}`);
    }
  }
  const body = answer.subarray(bodyStart);
  if (length !== null && body.length < length) {
    if (!ended) return null;
    throw new Error(`${where} closed the connection in the middle of its report (${body.length} of ${length} bytes)`);
  }
  if (length === null && !ended) return null;
  if (!verdict) throw new Error(`${where} answered without a Spam header (score and threshold): ${quote(answer)}`);
  const report = body.subarray(0, length ?? body.length).toString('utf8');
  return {
    score: Number(verdict[2]) || 0,
    threshold: Number(verdict[3]) || 0,
    is_spam: /^(true|yes)$/i.test(verdict[1]!),
    rules: parseReportRules(report),
  };
}

/** A row of the report's table: score (`%4.1f`, or `%4.0f` from ±10 on), rule name, description. */
const RULE_LINE = /^\s*(-?\d+(?:\.\d+)?)\s+([A-Za-z0-9_]+)(?:\s+(.*?))?\s*$/;

/**
 * The rules of spamd's report, from its table (SpamAssassin's `_SUMMARY_` tag):
 *
 *      pts rule name              description
 *     ---- ---------------------- --------------------------------------------------
 *      0.0 FREEMAIL_FROM          Sender email is commonly abused enduser mail provider
 *                                 [lottery.board.claims(at)gmail.com]
 *      1.0 FREEMAIL_REPLYTO       Reply-To/From or Reply-To/body contain different
 *                                 freemails
 *
 * A description wrapped onto indented lines is joined back; an indented `[…]` line is what
 * the rule matched, not its description, and is left out. The scores are as the table shows
 * them (one decimal; whole numbers from 10 on). A site whose report template has no table
 * header still lists `_SUMMARY_`'s rows: they are looked for in the whole report then.
 */
function parseReportRules(report: string): SpamReport['rules'] {
  const lines = report.split(/\r?\n/);
  const header = lines.findIndex((l) => /^\s*pts\s+rule\s+name\s+description\s*$/.test(l));
  let from = header + 1;
  if (header >= 0 && /^[\s-]+$/.test(lines[from] ?? '') && lines[from]!.includes('-')) from++;
  const rules: SpamReport['rules'] = [];
  let last: SpamReport['rules'][number] | null = null;
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') {
      if (header >= 0 && rules.length > 0) break; // the table ends at its first blank line
      last = null;
      continue;
    }
    const row = RULE_LINE.exec(line);
    if (row) {
      last = { name: row[2]!, score: Number(row[1]) || 0, description: row[3] ?? '' };
      rules.push(last);
    } else if (last && /^\s/.test(line)) {
      const more = line.trim();
      if (!/^\[.*\]$/.test(more)) last.description = last.description ? `${last.description} ${more}` : more;
    } else {
      last = null;
    }
  }
  return rules;
}
