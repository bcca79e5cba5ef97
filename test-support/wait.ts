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

/** What `until` gives back: the condition's value, which is never falsy ("not yet"). */
type Found<T> = Exclude<Awaited<T>, false | null | undefined | 0 | ''>;

/**
 * Resolves with the first truthy value of `condition()` (which may be async); rejects when it
 * throws, or after `timeoutMs`.
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
    // A synchronous condition is checked in the event's own turn (the state the event left);
    // an asynchronous one runs one at a time, an event meanwhile asking for one more after it.
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
          let value: unknown = condition();
          if (value instanceof Promise) value = await value;
          if (value) {
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
