/**
 * Durations on the command line: `1500ms`, `60s`, `2m`, `1h`, decimals allowed (`1.5s`);
 * a plain number is seconds. Returns milliseconds; throws a RangeError naming the input.
 */
export function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  if (!match) throw new RangeError(`"${text}" is not a duration (use e.g. 60s, 2m, 1500ms, or seconds)`);
  const value = Number(match[1]);
  const unit = match[2] ?? 's';
  const factor = unit === 'ms' ? 1 : unit === 's' ? 1000 : unit === 'm' ? 60_000 : 3_600_000;
  const ms = Math.round(value * factor);
  if (!Number.isSafeInteger(ms)) throw new RangeError(`"${text}" is too long a duration`);
  return ms;
}

/** 1500 → "1.5s", 60000 → "60s", 120000 → "2m". */
export function formatDuration(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000}m`;
  if (ms % 1000 === 0) return `${ms / 1000}s`;
  if (ms > 1000) return `${ms / 1000}s`;
  return `${ms}ms`;
}
