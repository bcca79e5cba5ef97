/**
 * How a matcher gives a value back through the `expect` this package exports (a runner drops
 * anything a matcher returns besides pass and fail): `returningExpect` opens a slot right before
 * it calls a returning matcher, the matcher takes it in its first, synchronous, step (both
 * runners call matchers synchronously) and fills it, and the wrapper resolves to what it holds.
 *
 * @example
 * async toReceiveOtp(actual) { const slot = takeSlot(); slot.value = await actual.waitForOtp(); return { pass: true, message } }
 */

export interface Slot { value?: unknown }
let openSlot: Slot | undefined;

/** Calls `run` with a fresh slot open for the matcher it invokes; resolves to what the matcher put there. */
export function withSlot(run: () => unknown): Promise<unknown> {
  const slot: Slot = {};
  openSlot = slot;
  let result: unknown;
  try {
    result = run();
  } finally {
    openSlot = undefined;
  }
  return Promise.resolve(result).then(() => slot.value);
}

/** The slot opened for this matcher call (a throwaway one when the matcher was called another way). */
export function takeSlot(): Slot {
  const slot = openSlot ?? {};
  openSlot = undefined;
  return slot;
}

/** The part of a runner's matcher context these matchers read. */
export interface MatcherContext { isNot?: boolean }
export interface MatcherResult { pass: boolean; message: () => string }
