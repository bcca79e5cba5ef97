// The route of a request as a metric label: the pattern that answered it, never the raw path,
// so the label's values are a short fixed list however many ids clients send.

/** One HTTP request once its response is ready (ApiOptions.onRequest). */
export interface HttpRequestReport {
  /** GET, POST, …; `other` for a method outside the usual ones. */
  method: string;
  /** The route's pattern (`/v1/inboxes/{inbox_id}/messages`), or one of the fixed names routeLabel gives. */
  route: string;
  status: number;
  /** Seconds from the request to its response's head (a stream's body may go on after). */
  seconds: number;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The method as a label: one of the usual seven, else `other`. */
export const methodLabel = (method: string): string => (METHODS.has(method) ? method : 'other');

/** Patterns seen so far and their labels (as many as the router has routes). */
const labels = new Map<string, string>();

/**
 * The label of the router's pattern (itty-router sets `request.route` to the pattern of the
 * route that matched): `:name` becomes `{name}`, as the spec writes it; the catch-alls
 * (`/v1/*`, `*`) and a request no route saw become `unmatched`. Requests the sign-in and
 * dashboard handler answered are `/v1/auth/*` and `/dashboard/*`.
 *
 * @example
 * routeLabel('/v1/inboxes/:inbox_id/messages', '/v1/inboxes/inb_1/messages') // '/v1/inboxes/{inbox_id}/messages'
 */
export function routeLabel(pattern: string | undefined, url: string): string {
  if (pattern === undefined) {
    if (url.includes('/v1/auth/')) return '/v1/auth/*';
    if (url.includes('/dashboard')) return '/dashboard/*';
    return 'unmatched';
  }
  let label = labels.get(pattern);
  if (label === undefined) {
    label = pattern === '*' || pattern.endsWith('/*') ? 'unmatched' : pattern.replace(/:(\w+)/g, '{$1}');
    labels.set(pattern, label);
  }
  return label;
}
