// Deleting from the inbox list the way Gmail does: the row goes at once and an "Undo" shows;
// the DELETE is sent when the undo window closes, when another message is deleted, when the
// page is left (unmount) or when the tab goes away (pagehide, with fetch keepalive). The API
// has no trash, so holding the request back is what makes a stray `#` recoverable.
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, csrfToken, enc } from './api.js';

/** How long a delete can be undone. */
export const UNDO_MS = 5000;

export interface PendingDelete<R> {
  readonly row: R;
  /** Where the row was, to put it back there. */
  readonly index: number;
}

/**
 * @example
 *   const del = useDeferredDelete<Row>((p, e) => restore(p, e));
 *   del.remove({ row, index }); // later: del.undo() answers it back, or the DELETE goes out
 */
export function useDeferredDelete<R extends { id: string }>(onFailed: (pending: PendingDelete<R>, error: unknown) => void) {
  const [pending, setPending] = useState<PendingDelete<R> | null>(null);
  const ref = useRef<{ item: PendingDelete<R>; timer: ReturnType<typeof setTimeout> } | null>(null);
  const failed = useRef(onFailed);
  failed.current = onFailed;

  const commit = () => {
    const held = ref.current;
    if (!held) return;
    clearTimeout(held.timer);
    ref.current = null;
    setPending(null);
    api('DELETE', `/v1/messages/${enc(held.item.row.id)}`).catch((error: unknown) => failed.current(held.item, error));
  };

  useEffect(() => {
    const away = () => {
      const held = ref.current;
      if (!held) return;
      ref.current = null;
      clearTimeout(held.timer);
      void fetch(`/v1/messages/${enc(held.item.row.id)}`, {
        method: 'DELETE', keepalive: true, credentials: 'same-origin', headers: { 'X-CSRF-Token': csrfToken(), Accept: 'application/json' },
      }).catch(() => {});
    };
    window.addEventListener('pagehide', away);
    return () => { window.removeEventListener('pagehide', away); commit(); };
  }, []);

  return {
    pending,
    /** Hides the row now; deletes it for good after UNDO_MS (a previous pending delete goes at once). */
    remove(item: PendingDelete<R>): void {
      commit();
      ref.current = { item, timer: setTimeout(commit, UNDO_MS) };
      setPending(item);
    },
    /** The pending delete, called off; null when there is none. */
    undo(): PendingDelete<R> | null {
      const held = ref.current;
      if (!held) return null;
      clearTimeout(held.timer);
      ref.current = null;
      setPending(null);
      return held.item;
    },
  };
}
