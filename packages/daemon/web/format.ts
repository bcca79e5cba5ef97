export function when(iso: string | null | undefined): string {
  if (!iso) return '–';
  const d = new Date(iso);
  const today = new Date();
  const sameDay = d.toDateString() === today.toDateString();
  return sameDay ? d.toLocaleTimeString() : d.toLocaleString();
}

export function bytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

export const LINK_TYPE_LABELS: Record<string, string> = {
  verification: 'Verification',
  magic_link: 'Magic link',
  password_reset: 'Password reset',
  unsubscribe: 'Unsubscribe',
  other: 'Other',
};

export const INTENT_LABELS: Record<string, string> = {
  login_code: 'Login code',
  verification: 'Verification',
  password_reset: 'Password reset',
  magic_link: 'Magic link',
  invite: 'Invitation',
};

/** A link's host and the start of its path, for a chip. */
export function shortUrl(url: string): string {
  try {
    const u = new URL(url);
    const rest = `${u.pathname}${u.search}`;
    return `${u.host}${rest.length > 32 ? `${rest.slice(0, 31)}…` : rest}`;
  } catch {
    return url.slice(0, 48);
  }
}

/** Only web and mail links are clickable; anything else is shown as text. */
export const openable = (url: string) => /^(https?|mailto):/i.test(url);
