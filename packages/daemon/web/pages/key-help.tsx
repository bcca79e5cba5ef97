// The `?` list of the inbox page's keys, in a modal <dialog> (Escape or Close shuts it).
import { useEffect, useRef } from 'preact/hooks';
import { MAIL_KEYS } from '../mail-keys.js';

export function KeyHelp({ open, onClose }: { open: boolean; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} class="key-help" aria-labelledby="keys-title" onClose={onClose} data-testid="key-help">
      <h2 id="keys-title">Keyboard shortcuts</h2>
      <table>
        <thead><tr><th scope="col">Key</th><th scope="col">What it does</th></tr></thead>
        <tbody>
          {MAIL_KEYS.map(([keys, what]) => (
            <tr key={what}><td>{keys.map((k, i) => <span key={k}>{i > 0 && ' or '}<kbd>{k}</kbd></span>)}</td><td>{what}</td></tr>
          ))}
        </tbody>
      </table>
      <p class="hint">Keys do nothing while you type in a field.</p>
      <form method="dialog"><button type="submit">Close</button></form>
    </dialog>
  );
}
