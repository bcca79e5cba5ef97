/** Where the dashboard lives on the HTTP port. Every other /dashboard/… GET is a page of the app. */
export const DASHBOARD_PATHS = Object.freeze({
  home: '/dashboard',
  /** The built files: /dashboard/assets/<hashed name>. */
  assets: '/dashboard/assets/',
  /** GET: the sign-in form; POST: the form's submission (application/x-www-form-urlencoded, `api_key`). */
  signIn: '/dashboard/sign-in',
  /** GET: the one-time link's page (the token in the fragment). */
  once: '/dashboard/sign-in/once',
  /** POST: ends the session (form field `csrf_token` or the X-CSRF-Token header). */
  signOut: '/dashboard/sign-out',
  /** POST JSON: trades a magic link's `session_token` or a `one_time_token` for the session cookie. */
  session: '/dashboard/session',
  /** The sign-in flow's completion page (served by the sign-in handler). */
  complete: '/dashboard/cli/complete',
});

/**
 * A path to return to after signing in: a /dashboard page of this origin (no `//`, no
 * backslash, no control characters, not the sign-in pages themselves), else the home page.
 */
export function safeNext(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return DASHBOARD_PATHS.home;
  if (!(value === DASHBOARD_PATHS.home || value.startsWith(`${DASHBOARD_PATHS.home}/`))) return DASHBOARD_PATHS.home;
  // eslint-disable-next-line no-control-regex
  if (value.includes('//') || value.includes('\\') || /[\u0000-\u001f\u007f\s]/.test(value)) return DASHBOARD_PATHS.home;
  if (value.startsWith(DASHBOARD_PATHS.signIn) || value.startsWith(DASHBOARD_PATHS.signOut) || value.startsWith(DASHBOARD_PATHS.assets)) {
    return DASHBOARD_PATHS.home;
  }
  return value;
}
