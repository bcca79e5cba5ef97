// How big a fault run is. `npm test` runs every fault file in its short form (seconds, still
// exercising each fault); `npm run faults` sets INBOXKIT_FAULTS=full for the sizes and
// durations docs/reliability.md reports.

export const FULL = process.env.INBOXKIT_FAULTS === 'full';

/** The short value under `npm test`, the full one under `npm run faults`. */
export function scale<T>(short: T, full: T): T {
  return FULL ? full : short;
}
