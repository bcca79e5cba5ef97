// The inbox page's keyboard shortcuts, as mail clients have them (Gmail's j/k, #, /, ?; e as
// Mailpit-style read toggle; t for tags). One keydown listener on the document while the page
// is open.
// Keys are ignored while the person types (an input, a textarea, a select, an editable
// element), with Ctrl, Alt or Meta held, and while a modal dialog is open.
import { useEffect, useRef } from 'preact/hooks';

export interface MailKeyHandlers {
  next(): void;
  previous(): void;
  /** Enter: the selected message's full page. */
  open(): void;
  search(): void;
  remove(): void;
  toggleRead(): void;
  undo(): void;
  /** t: the selected message's tag field. */
  tags(): void;
  help(): void;
}

/** The keys and what they do, for the `?` list (docs/dashboard.md has the same table). */
export const MAIL_KEYS: ReadonlyArray<readonly [readonly string[], string]> = [
  [['j', '↓'], 'Next message (the preview follows)'],
  [['k', '↑'], 'Previous message'],
  [['Enter'], 'Open the full message'],
  [['/'], 'Search this inbox'],
  [['#', 'Delete'], 'Delete the message (Undo for 5 seconds)'],
  [['z'], 'Undo the delete'],
  [['e'], 'Mark read / unread'],
  [['t'], 'Tag the message (focus its tag field; Escape comes back)'],
  [['?'], 'Show these keys'],
];

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(type);
}

/** Enter acts on the list, not on a focused button or link (which Enter already activates). */
function enterIsOurs(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return true;
  return target.getAttribute('role') === 'option' || target === document.body || target.id === 'main';
}

/**
 * Calls the handler of each shortcut pressed on the page.
 *
 * @example
 *   useMailKeys({ next, previous, open, search, remove, toggleRead, undo, tags, help });
 */
export function useMailKeys(handlers: MailKeyHandlers): void {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (typing(event.target) || document.querySelector('dialog[open]')) return;
      const h = ref.current;
      const inList = event.target instanceof HTMLElement && event.target.getAttribute('role') === 'option';
      let act: (() => void) | null = null;
      switch (event.key) {
        case 'j': act = h.next; break;
        case 'k': act = h.previous; break;
        case 'ArrowDown': act = inList ? h.next : null; break;
        case 'ArrowUp': act = inList ? h.previous : null; break;
        case 'Enter': act = enterIsOurs(event.target) ? h.open : null; break;
        case '/': act = h.search; break;
        case '#': case 'Delete': act = h.remove; break;
        case 'e': act = h.toggleRead; break;
        case 'z': act = h.undo; break;
        case 't': act = h.tags; break;
        case '?': act = h.help; break;
        default: break;
      }
      if (!act) return;
      event.preventDefault();
      act();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
