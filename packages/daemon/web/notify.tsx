// Browser notifications for new mail, opt-in: the button asks the browser's permission only
// when clicked, and the choice is remembered in localStorage. A notification shows the
// sender and the subject as plain text (the Notification API renders no markup; control and
// bidirectional-override characters are dropped and the lengths capped all the same).
import { useState } from 'preact/hooks';

const STORE = 'inboxkit:notify-new-mail';

type NotifyState = 'unsupported' | 'off' | 'on' | 'denied';

const supported = () => typeof window.Notification === 'function';

function stored(): boolean {
  try {
    return localStorage.getItem(STORE) === 'on';
  } catch {
    return false;
  }
}

function store(on: boolean): void {
  try {
    if (on) localStorage.setItem(STORE, 'on');
    else localStorage.removeItem(STORE);
  } catch {
    // storage refused (a private window): the choice lasts this page
  }
}

function current(): NotifyState {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return stored() && Notification.permission === 'granted' ? 'on' : 'off';
}

/** Whether a new message should notify now: opted in, and the browser allows it. */
export const notifying = (): boolean => current() === 'on';

// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const clean = (text: string, max: number) => {
  const t = text.replace(UNSAFE_CHARS, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
};

/**
 * Shows "New mail from <sender>" with the subject, when the person opted in; a click focuses
 * the dashboard and calls `onClick`.
 *
 * @example
 *   notifyNewMail({ id: 'msg_1', from_email: 'a@b.example', subject: 'Hi' }, () => select('msg_1'));
 */
export function notifyNewMail(message: { id: string; from_email: string; subject?: string | null }, onClick: () => void): void {
  if (!notifying()) return;
  try {
    const note = new Notification(`New mail from ${clean(message.from_email, 120)}`, {
      body: clean(message.subject || '(no subject)', 200), tag: message.id,
    });
    note.onclick = () => { window.focus(); onClick(); note.close(); };
  } catch {
    // a browser that allows notifications only from a service worker (Chrome on Android): none
  }
}

/** The opt-in button, a toggle ("Notify me of new mail", pressed while on): a click turns them on (asking the browser the first time) or off. */
export function NotifyButton() {
  const [state, setState] = useState<NotifyState>(current);
  if (state === 'unsupported') return null;
  if (state === 'denied') return <span class="hint" data-testid="notify-denied">Notifications are blocked in this browser's settings.</span>;
  const toggle = async () => {
    if (state === 'on') {
      store(false);
      setState('off');
      return;
    }
    const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    store(permission === 'granted');
    setState(permission === 'granted' ? 'on' : permission === 'denied' ? 'denied' : 'off');
  };
  return (
    <button type="button" class="secondary toggle" aria-pressed={state === 'on'} onClick={toggle} data-testid="notify">
      Notify me of new mail
    </button>
  );
}
