/**
 * An AbortSignal that aborts when any of `signals` does, with that signal's reason.
 * (AbortSignal.any exists only from Node 20.3; engines allow any Node 20.) `dispose`
 * removes the listeners so long-lived caller signals do not accumulate them.
 */
export function anySignal(signals: ReadonlyArray<AbortSignal | undefined>): { signal: AbortSignal | undefined; dispose: () => void } {
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  if (present.length === 0) return { signal: undefined, dispose: () => {} };
  if (present.length === 1) return { signal: present[0], dispose: () => {} };
  const controller = new AbortController();
  const cleanups: Array<() => void> = [];
  const dispose = () => {
    for (const c of cleanups.splice(0)) c();
  };
  for (const s of present) {
    if (s.aborted) {
      controller.abort(s.reason);
      dispose();
      return { signal: controller.signal, dispose };
    }
    const onAbort = () => {
      controller.abort(s.reason);
      dispose();
    };
    s.addEventListener('abort', onAbort, { once: true });
    cleanups.push(() => s.removeEventListener('abort', onAbort));
  }
  return { signal: controller.signal, dispose };
}
