import type { DestinationStream } from 'pino';

const LABELS: Record<string, string> = {
  trace: 'TRACE', debug: 'DEBUG', info: 'INFO ', warn: 'WARN ', error: 'ERROR', fatal: 'FATAL',
};
/** ANSI colours of the level label. */
const COLORS: Record<string, string> = { trace: '90', debug: '36', info: '32', warn: '33', error: '31', fatal: '35' };

/** Fields every line has, shown in their own place rather than as key=value. */
const PLACED = new Set(['level', 'time', 'event', 'msg']);

/** `value` as it reads in a key=value pair: bare when it has no space or quote, else JSON-quoted. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (Array.isArray(value)) return value.map(shown).join(',');
  if (typeof value === 'object') return shownError(value as Record<string, unknown>) ?? JSON.stringify(value);
  const text = String(value);
  return text === '' || /[\s"=]/.test(text) ? JSON.stringify(text) : text;
}

/** A serialised error (pino's `err`): type, message and the first stack frame, on the same line. */
function shownError(err: Record<string, unknown>): string | null {
  if (typeof err.message !== 'string') return null;
  const frame = typeof err.stack === 'string' ? /\n\s+at (.+)/.exec(err.stack)?.[1] : undefined;
  return JSON.stringify(`${typeof err.type === 'string' ? `${err.type}: ` : ''}${err.message}${frame ? ` (at ${frame})` : ''}`);
}

function clockTime(iso: unknown): string {
  const date = typeof iso === 'string' ? new Date(iso) : new Date();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

/**
 * One JSON log line as a person reads it, on one line:
 * `10:42:07.123 INFO  smtp.accepted message_ids=msg_… inbox_ids=inb_… bytes=1834 ms_to_250=2.4`.
 * Local time, the level, the event (or message), then the other fields as key=value in the
 * order they were logged. A line that is not JSON is passed on as it is.
 */
export function prettyLine(line: string, color = false): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const level = String(record.level);
  const label = LABELS[level] ?? level.toUpperCase().padEnd(5);
  const parts = [clockTime(record.time), color && COLORS[level] ? `\u001b[${COLORS[level]}m${label}\u001b[39m` : label];
  if (record.event !== undefined) parts.push(String(record.event));
  for (const [key, value] of Object.entries(record)) {
    if (!PLACED.has(key)) parts.push(`${key}=${shown(value)}`);
  }
  if (record.msg !== undefined) parts.push(`- ${String(record.msg)}`);
  return `${parts.join(' ')}\n`;
}

/** A pino destination that writes each JSON line to `out` as its pretty form. */
export function prettyStream(out: DestinationStream & { flush?: (cb?: (error?: Error) => void) => void }, color: boolean): DestinationStream {
  return {
    write: (line: string) => out.write(prettyLine(line, color)),
    // logger.flush() reaches the file or descriptor underneath.
    ...(out.flush ? { flush: (cb?: (error?: Error) => void) => out.flush!(cb) } : {}),
  } as DestinationStream;
}
