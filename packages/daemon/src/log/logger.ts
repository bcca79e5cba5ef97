import { isatty } from 'node:tty';
import { pino, type DestinationStream, type Logger } from 'pino';
import { prettyStream } from './pretty.js';

export type { Logger } from 'pino';

/** The levels `--log-level` takes, most verbose first; `silent` writes nothing. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** `pretty`: one human line per event; `json`: one JSON object per line. */
export const LOG_FORMATS = ['pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Something that takes whole lines (each ends with a newline), e.g. a test's memory sink. */
export interface LineSink {
  write(line: string): unknown;
}

export interface LogOptions {
  /** Lowest level written. Default `info`. */
  level?: LogLevel;
  /** Default: `pretty` when the destination is a terminal, else `json`. */
  format?: LogFormat;
  /**
   * Where lines go: a file descriptor, a file path (appended to, created when missing) or a
   * LineSink. Default 2 (stderr, where every log line of `inboxkit` goes: stdout carries only
   * a command's result).
   */
  destination?: number | string | LineSink;
  /** Colour the level of pretty lines. Default: when the destination is a terminal and NO_COLOR is unset. */
  color?: boolean;
}

export const LOG_DEFAULTS = {
  level: 'info',
  destination: 2,
} as const satisfies LogOptions;

/**
 * Lines held while the destination is slow (a stalled reader of stderr): past this, new
 * lines are dropped rather than growing the heap without bound.
 */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

const isTerminal = (destination: LogOptions['destination']) => typeof destination === 'number' && isatty(destination);

/** The format a destination gets when none is asked for: pretty on a terminal, JSON otherwise. */
export function defaultFormat(destination: LogOptions['destination'] = LOG_DEFAULTS.destination): LogFormat {
  return isTerminal(destination) ? 'pretty' : 'json';
}

/**
 * The daemon's structured logger (pino). JSON lines carry `level` as its name and `time` as
 * ISO 8601; no pid or hostname. A file or descriptor is written asynchronously through
 * sonic-boom (lines written while one write is under way go out together in the next), in
 * this thread: no worker, no transport resolved from disk at run time. `flush()` (or process
 * exit) writes what is held.
 */
export function createLogger(options: LogOptions = {}): Logger {
  const o = { ...LOG_DEFAULTS, ...definedOnly(options) };
  const format = o.format ?? defaultFormat(o.destination);
  const sink = o.destination;
  const out: DestinationStream = typeof sink === 'object'
    ? { write: (line: string) => void sink.write(line) }
    : pino.destination({ dest: o.destination, sync: false, minLength: 0, maxLength: MAX_BUFFERED_BYTES, mkdir: true });
  const color = o.color ?? (isTerminal(o.destination) && !process.env.NO_COLOR);
  return pino({
    level: o.level,
    base: null,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  }, format === 'pretty' ? prettyStream(out, color) : out);
}

/** A logger that writes nothing (the default of the listener and the API when given none). */
export const silentLogger: Logger = pino({ level: 'silent' });

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
