import { isatty } from 'node:tty';
import { pino, type DestinationStream, type Logger } from 'pino';
import { prettyStream } from './pretty.js';
import { stdioDestination } from './stdio.js';

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

const isTerminal = (destination: LogOptions['destination']) => typeof destination === 'number' && isatty(destination);

/** The format a destination gets when none is asked for: pretty on a terminal, JSON otherwise. */
export function defaultFormat(destination: LogOptions['destination'] = LOG_DEFAULTS.destination): LogFormat {
  return isTerminal(destination) ? 'pretty' : 'json';
}

/**
 * Where the lines go: stdout and stderr through Node's own streams (log/stdio.ts); another
 * descriptor or a file path written synchronously by sonic-boom (a file never has to be waited
 * for). No worker thread, nothing resolved from disk at run time.
 */
function destinationOf(destination: NonNullable<LogOptions['destination']>): DestinationStream {
  if (typeof destination === 'object') return { write: (line: string) => void destination.write(line) };
  if (destination === 1 || destination === 2) return stdioDestination(destination === 1 ? process.stdout : process.stderr);
  return pino.destination({ dest: destination, sync: true, mkdir: true });
}

/**
 * The daemon's structured logger (pino): one JSON object per line, `level` as its name, `time`
 * in ISO 8601, no pid or hostname; or the same event as one pretty line.
 */
export function createLogger(options: LogOptions = {}): Logger {
  const o = { ...LOG_DEFAULTS, ...definedOnly(options) };
  const format = o.format ?? defaultFormat(o.destination);
  const out = destinationOf(o.destination);
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
