import { createHash } from 'node:crypto';
import { CSRF_META } from '../http/session-cookie.js';
import { DASHBOARD_PATHS } from './paths.js';
import { initialDataScript, type InitialData } from './initial-data.js';

/**
 * The dashboard's HTML, rendered by the daemon: the app shell (the built script and
 * stylesheet, and the session's CSRF token in a <meta>), the sign-in page (a plain form: it
 * works without the script), and the one-time link's page (one hashed inline script). Every
 * value put into them is escaped.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const sha256 = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

const COMMON_CSP = "base-uri 'none'; frame-ancestors 'none'; object-src 'none'";

/**
 * The app's CSP. Scripts: the built file only (no inline script, no eval). Styles and images
 * are wider than the app needs because the message preview is an `srcdoc` iframe, and Chromium
 * applies the parent's policy inside it as well as the iframe's own: the mail's inline styles
 * need 'unsafe-inline', and its remote images, once the person allows them, http: and https:.
 * Until then the iframe's own policy (`img-src data:`) blocks them (test: dashboard-browser).
 */
export const APP_CSP = `default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: http: https:; connect-src 'self'; form-action 'self'; ${COMMON_CSP}`;

/** The sign-in page: the stylesheet and the form, nothing else. */
export const SIGNIN_CSP = `default-src 'none'; style-src 'self'; form-action 'self'; ${COMMON_CSP}`;

function document(title: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
${head}
</head>
<body>
${body}
</body>
</html>
`;
}

const stylesheet = (style: string) => `<link rel="stylesheet" href="${DASHBOARD_PATHS.assets}${escapeHtml(style)}">`;

/**
 * The single-page app's shell: what every signed-in /dashboard path answers, with the first
 * page's data (initial-data.ts) when there is some.
 */
export function appShell(assets: { script: string; style: string }, csrfToken: string, initialData: InitialData = {}): string {
  const data = Object.keys(initialData).length > 0 ? `\n${initialDataScript(initialData)}` : '';
  return document('Inboxkit', [
    `<meta name="${CSRF_META}" content="${escapeHtml(csrfToken)}">`,
    stylesheet(assets.style),
    `<script type="module" src="${DASHBOARD_PATHS.assets}${escapeHtml(assets.script)}"></script>`,
  ].join('\n'), `<div id="app"><p class="boot">Loading the dashboard…</p></div>
<noscript><p class="boot">The Inboxkit dashboard needs JavaScript. The HTTP API works without it: see /v1/openapi.json.</p></noscript>${data}`);
}

export interface SigninPageOptions {
  style: string;
  /** Where to go after signing in (a /dashboard path). */
  next: string;
  /** Why the page is shown again: a refused key, an ended session. */
  notice?: { kind: 'error' | 'info'; text: string } | null;
}

/** The sign-in page: an API key pasted into <input name="api_key"> opens a session. */
export function signinPage(options: SigninPageOptions): string {
  const notice = options.notice
    ? `<p class="notice ${options.notice.kind}" role="${options.notice.kind === 'error' ? 'alert' : 'status'}">${escapeHtml(options.notice.text)}</p>\n`
    : '';
  return document('Sign in · Inboxkit', stylesheet(options.style), `<main class="signin" id="main">
<h1><span class="brand">Inboxkit</span> Sign in</h1>
${notice}<form method="post" action="${DASHBOARD_PATHS.signIn}" class="card">
<input type="hidden" name="next" value="${escapeHtml(options.next)}">
<label for="api_key">API key</label>
<input id="api_key" name="api_key" type="password" autocomplete="off" spellcheck="false" required maxlength="256" placeholder="ik_live_…" aria-describedby="api_key_hint" autofocus>
<p id="api_key_hint" class="hint">The key stays on the server: the browser gets a session cookie, never the key. The session has the key's scopes and ends when the key is revoked.</p>
<button type="submit">Sign in</button>
</form>
<section class="card">
<h2>Other ways in</h2>
<ul>
<li>On the machine that runs the daemon: <code>inboxkit dashboard</code> prints a one-time sign-in link.</li>
<li>By email: <code>inboxkit login</code> sends a sign-in link; its page opens the dashboard.</li>
<li>No key yet: <code>inboxkit keys create</code> on the daemon's machine.</li>
</ul>
</section>
</main>`);
}

/**
 * The one-time link's page (`/dashboard/sign-in/once#token=…`): the token stays in the
 * fragment, which no server log, proxy or Referer sees. The script removes it from the
 * address bar, trades it for a session cookie (POST /dashboard/session, same origin) and
 * opens the dashboard. Plain ES5 (it runs before anything else is loaded).
 */
export const ONCE_SCRIPT = `(function () {
  'use strict';
  var status = document.getElementById('status');
  function say(text) { if (status) { status.textContent = text; } }
  var params = new URLSearchParams(String(location.hash || '').replace(/^#/, ''));
  try { history.replaceState(null, '', location.pathname); } catch (e) { /* ignore */ }
  var token = params.get('token');
  if (!token) { say('This page needs the one-time link that "inboxkit dashboard" prints.'); return; }
  fetch('${DASHBOARD_PATHS.session}', {
    method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ one_time_token: token })
  }).then(function (res) {
    if (res.ok) { location.replace('${DASHBOARD_PATHS.home}'); return; }
    say('This sign-in link was already used or has expired. Run "inboxkit dashboard" again, or sign in with an API key.');
  }, function () { say('The daemon could not be reached. Try the link again.'); });
})();`;

export const ONCE_CSP = `default-src 'none'; script-src ${sha256(ONCE_SCRIPT)}; connect-src 'self'; style-src 'self'; form-action 'none'; ${COMMON_CSP}`;

export function oncePage(style: string): string {
  return document('Signing in · Inboxkit', stylesheet(style), `<main class="signin" id="main">
<h1><span class="brand">Inboxkit</span> Signing in</h1>
<p id="status" role="status">Opening your dashboard session… (this page needs JavaScript)</p>
<p><a href="${DASHBOARD_PATHS.signIn}">Sign in with an API key instead</a></p>
</main>
<script>${ONCE_SCRIPT}</script>`);
}

/** Served when dist/web/ is missing: the daemon was not built with its dashboard. */
export const NOT_BUILT_PAGE = document('Inboxkit dashboard', '', `<main><h1>Inboxkit dashboard</h1>
<p>This daemon was built without its dashboard's files (dist/web/). Run <code>npm run build</code> and restart it.</p></main>`);
