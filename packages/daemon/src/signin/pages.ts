import { createHash } from 'node:crypto';

/**
 * The CLI sign-in's completion page (static HTML and one inline script, no external assets).
 * It is a constant; the Content-Security-Policy allows exactly its inline script and style by
 * hash. `dashboard_url` and `dashboard_billing_url` point at the web dashboard (dashboard/).
 */

/** Fragment fields the magic link's redirect puts on the completion page. */
export const FRAGMENT_FIELDS = Object.freeze({
  authRequestId: 'auth_request_id',
  exchangeCode: 'exchange_code',
  sessionToken: 'session_token',
  expiresAt: 'expires_at',
  email: 'email',
  callbackUrl: 'callback_url',
  state: 'state',
  next: 'next',
});

/**
 * The completion page's logic. It reads the fragment, removes it from the address bar and
 * history at once, and then:
 * - with a loopback `callback_url`: shows the code as a fallback and navigates (GET) to
 *   `callback_url?code=<exchange_code>&state=<state>&auth_request_id=<id>`, the CLI's
 *   one-shot callback, which exchanges the code;
 * - otherwise: shows the exchange code for the user to paste into the CLI prompt.
 * Either way it first trades the fragment's `session_token` for the dashboard's session cookie
 * (POST /dashboard/session, same origin; at most 3 s), so "Continue to the dashboard" opens
 * it signed in. Where there is no fetch (the tests' node:vm), it goes on at once.
 * The callback URL is checked again here (http, 127.0.0.1 / localhost / [::1], no
 * credentials), so a crafted link cannot send the browser elsewhere.
 * Plain ES5 on purpose: it runs in any browser, and tests run it in node:vm.
 */
export const COMPLETION_SCRIPT = `(function () {
  'use strict';
  var LOOPBACK = { '127.0.0.1': true, 'localhost': true, '[::1]': true };
  function el(id) { return document.getElementById(id); }
  function show(id) { var e = el(id); if (e) { e.hidden = false; } }
  function say(text) { var e = el('status'); if (e) { e.textContent = text; } }
  var params = new URLSearchParams(String(location.hash || '').replace(/^#/, ''));
  try { history.replaceState(null, '', location.pathname + location.search); } catch (e) { /* ignore */ }
  var code = params.get('exchange_code');
  var id = params.get('auth_request_id');
  var email = params.get('email');
  var next = params.get('next');
  if (next && next.charAt(0) === '/' && next.indexOf('//') < 0 && next.indexOf('\\\\') < 0) {
    var link = el('continue');
    if (link) { link.setAttribute('href', next); }
  }
  if (!code || !id) {
    say('This page finishes a sign-in started from the Inboxkit command line. Open it from the sign-in link in your email.');
    return;
  }
  var codeEl = el('code');
  if (codeEl) { codeEl.textContent = code; }
  if (email) { var who = el('email'); if (who) { who.textContent = email; } show('who'); }
  var target = null;
  var cb = params.get('callback_url');
  if (cb) {
    try {
      var u = new URL(cb);
      if (u.protocol === 'http:' && LOOPBACK[u.hostname] === true && !u.username && !u.password) {
        u.hash = '';
        u.searchParams.set('code', code);
        u.searchParams.set('state', params.get('state') || '');
        u.searchParams.set('auth_request_id', id);
        target = u.href;
      }
    } catch (e) { target = null; }
  }
  show('code-box');
  function openSession(then) {
    var token = params.get('session_token');
    if (!token || typeof fetch !== 'function') { then(); return; }
    var done = false;
    function finish() { if (!done) { done = true; then(); } }
    setTimeout(finish, 3000);
    fetch('/dashboard/session', {
      method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session_token: token })
    }).then(finish, finish);
  }
  if (target) {
    say('Signed in. Returning to your terminal\\u2026');
    show('fallback');
    openSession(function () { location.assign(target); });
  } else {
    say('Signed in. Paste this code at the prompt of the Inboxkit command that is waiting in your terminal.');
    openSession(function () {});
  }
})();`;

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1b1b1b}
h1{font-size:1.4rem}code#code{display:block;font-size:1.2rem;padding:.75rem;background:#f3f3f3;border-radius:.4rem;word-break:break-all;user-select:all}
.muted{color:#555;font-size:.9rem}`;

const sha256 = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

const BASE_CSP = `default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; style-src ${sha256(STYLE)}`;

/** CSP of the completion page: its one inline script and style, and its one request (the session), nothing else. */
export const COMPLETION_CSP = `${BASE_CSP}; script-src ${sha256(COMPLETION_SCRIPT)}; connect-src 'self'`;

function page(title: string, body: string, script?: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
${script === undefined ? '' : `<script>${script}</script>\n`}</body>
</html>
`;
}

export const COMPLETION_PAGE = page('Inboxkit sign-in', `<h1>Inboxkit sign-in</h1>
<p id="status">Finishing sign-in\u2026 (this page needs JavaScript)</p>
<p id="who" hidden>Signed in as <strong id="email"></strong>.</p>
<section id="code-box" hidden>
<p id="fallback" hidden>If your terminal does not continue on its own, paste this code at its prompt:</p>
<code id="code"></code>
<p class="muted">The code works once and expires in a few minutes. Only paste it into an Inboxkit command you started yourself.</p>
</section>
<p><a id="continue" href="/dashboard">Continue to the dashboard</a></p>`, COMPLETION_SCRIPT);
