// The dashboard's one way to the daemon: the public /v1 API, with the session cookie (sent by
// the browser, never readable here) and, on requests that change state, the session's CSRF
// token from the page's <meta>. A 401 means the session ended (signed out elsewhere, expired,
// or its key was revoked): the page goes to the sign-in form, which says so.

const CSRF = document.querySelector('meta[name="inboxkit-csrf-token"]')?.getAttribute('content') ?? '';

export class ApiFailure extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/** Leaves for the sign-in page, asking to come back here afterwards. */
export function sessionEnded(): never {
  const next = location.pathname + location.search;
  location.assign(`/dashboard/sign-in?ended=1&next=${encodeURIComponent(next)}`);
  throw new ApiFailure(401, 'unauthorized', 'the session has ended');
}

export async function api<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') headers['X-CSRF-Token'] = CSRF;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiFailure(0, 'network', 'the daemon could not be reached');
  }
  if (res.status === 401) sessionEnded();
  const json = await res.json().catch(() => null) as { success?: boolean; error?: { code: string; message: string } } | null;
  if (!res.ok || !json || json.success !== true) {
    throw new ApiFailure(res.status, json?.error?.code ?? 'unknown', json?.error?.message ?? `the daemon answered ${res.status}`);
  }
  return json as T;
}

/** The raw bytes of a download (the raw source), as text. */
export async function fetchText(path: string): Promise<string> {
  const res = await fetch(path, { credentials: 'same-origin' });
  if (res.status === 401) sessionEnded();
  if (!res.ok) throw new ApiFailure(res.status, 'download', `the daemon answered ${res.status}`);
  return new TextDecoder('utf-8').decode(await res.arrayBuffer());
}

export const enc = encodeURIComponent;
export const csrfToken = () => CSRF;
