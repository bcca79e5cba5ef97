// One wait for the tests, faults and benches: until a condition holds, checked again on an
// event the test names (a child's output, a socket's data) or, lacking one, on a short timer.
// It waits for a state the test can observe, never for a guessed duration, and fails with a
// message naming what it waited for.
import type { EventEmitter } from 'node:events';

export interface UntilOptions {
  /**
   * What is awaited, in words, for the failure: "timed out after 2000 ms waiting until <what>".
   * A function is asked only then (to show the output gathered so far, say).
   */
  what: string | (() => string);
  /** Default 5,000 ms. */
  timeoutMs?: number;
  /**
   * Check again each time `emitter` emits `event`, and only then (no timer): for a state that
   * changes with an event the test can hear.
   */
  on?: readonly [emitter: EventEmitter, event: string];
  /** Without `on`: the time between checks, default 5 ms. */
  intervalMs?: number;
}

/** What `until` gives back: the condition's value, with false, null and undefined meaning "not yet". */
type Found<T> = Exclude<Awaited<T>, false | null | undefined>;

/**
 * Resolves with the first value of `condition()` other than false, null or undefined; rejects
 * when it throws, or after `timeoutMs`.
 *
 *     await until(() => server.connections() === 0, { what: 'every connection closed' });
 *     const m = await until(() => /listening on (\d+)/.exec(log), { what: 'the port', on: [child.stderr, 'data'] });
 */
export function until<T>(condition: () => T, options: UntilOptions): Promise<Found<T>> {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const what = () => (typeof options.what === 'function' ? options.what() : options.what);
  return new Promise<Found<T>>((resolve, reject) => {
    let done = false;
    let checking = false;
    let again = false;
    let tick: NodeJS.Timeout | undefined;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(deadline);
      clearTimeout(tick);
      if (options.on) options.on[0].off(options.on[1], check);
      settle();
    };
    const deadline = setTimeout(() => finish(() => reject(new Error(`timed out after ${timeoutMs} ms waiting until ${what()}`))), timeoutMs);
    // One check at a time: an event during an asynchronous check asks for one more after it.
    async function check(): Promise<void> {
      if (done) return;
      if (checking) {
        again = true;
        return;
      }
      checking = true;
      try {
        do {
          again = false;
          const value = await condition();
          if (value !== false && value !== null && value !== undefined) {
            finish(() => resolve(value as Found<T>));
            return;
          }
        } while (again && !done);
      } catch (error) {
        finish(() => reject(error));
        return;
      } finally {
        checking = false;
      }
      if (!done && !options.on) tick = setTimeout(check, options.intervalMs ?? 5);
    }
    if (options.on) options.on[0].on(options.on[1], check);
    void check();
  });
}
