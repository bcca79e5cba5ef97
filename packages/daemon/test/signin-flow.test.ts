// CLI email sign-in end to end, over real parts: a core service on a SQLite file in a temp
// dir (its sign-in module, service.signin, made from the service's `signin` option), the
// sign-in handler behind a real node:http server (@whatwg-node/server, as the API mounts
// it), outbound mail to a real SMTP relay (smtp-server on loopback, with AUTH), the
// completion page's own script run against the redirect's fragment, and a loopback
// callback server standing in for the CLI. What storage holds is read through a read-only
// connection to the file; time is the services' injected clock.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vm from 'node:vm';
import { createServerAdapter } from '@whatwg-node/server';
import Database from 'better-sqlite3';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createInboxService, type InboxService, type SigninOptions } from '@inboxkit/core';
import { ApiError, describeError } from '../src/http/errors.js';
import { errorResponse, newRequestId } from '../src/http/respond.js';
import { createSigninHandler, type SigninHandlerDeps } from '../src/signin/index.js';

// ---- harness ---------------------------------------------------------------------------

const T0 = Date.UTC(2026, 2, 28, 12, 0, 0);
let now = T0;
const clock = () => now;

let dir: string;
let files = 0;
/** The suite's service: sign-in open (a loopback daemon's policy). */
let service: InboxService;
const services: InboxService[] = [];
const servers: Server[] = [];

const RELAY_USER = 'relay-user';
const RELAY_PASS = 'relay p@ss:word';

interface RelayedMail {
  to: string[];
  from: string;
  user: string | undefined;
  raw: Buffer;
}
const relayed: RelayedMail[] = [];
/** Emits 'mail' for each message the relay takes. */
const relayEvents = new EventEmitter();
let relay: SMTPServer;
let relayUrl: string;

const SPEC_STATUSES: Array<[string, string, number[]]> = [
  ['POST', '/v1/auth/cli/email/start', [200, 400, 429, 503]],
  ['GET', '/v1/auth/cli/email/verify', [302, 400, 401, 404, 409, 503]],
  ['POST', '/v1/auth/cli/email/verify', [200, 400, 401, 404, 409, 429, 503]],
  ['POST', '/v1/auth/cli/exchange', [200, 400, 401, 404, 409, 429, 503]],
];

const CLIENT_HEADERS = { 'x-service-client': 'cli', 'x-service-client-version': '0.1.0-test' };

interface Reply {
  status: number;
  body: any;
  headers: Headers;
}

/** A daemon-like HTTP server around a sign-in handler; returns its base URL. */
async function serve(deps: Omit<SigninHandlerDeps, 'baseUrl' | 'service'> & { service?: InboxService }): Promise<string> {
  let base = '';
  let handler: ReturnType<typeof createSigninHandler> | null = null;
  const adapter = createServerAdapter<{ req: IncomingMessage }>(async (request, ctx) => {
    const requestId = newRequestId();
    const res = await handler!(request, { remoteAddress: ctx.req.socket.remoteAddress ?? '', requestId });
    return res ?? errorResponse(describeError(new ApiError('not_found', 'no such endpoint')), requestId, () => `${base}/dashboard`);
  });
  const server = createServer(adapter);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  handler = createSigninHandler({ service, baseUrl: base, log: () => {}, ...deps });
  return base;
}

/** A service with its own SQLite file and these sign-in options (closed after the suite). */
async function newService(signin: SigninOptions = { policy: { loopback: true } }): Promise<InboxService> {
  const created = await createInboxService({
    database: join(dir, `db-${++files}.sqlite`), clock, maintenanceIntervalMs: 0,
    webhooks: { autoStart: false }, analysis: { autoStart: false }, signin,
  });
  services.push(created);
  return created;
}

/** One row from a service's SQLite file, through a read-only connection of its own. */
function peek<T>(svc: InboxService, sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(svc.options.database, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

/** Calls a sign-in endpoint and checks what every /v1 response must carry. */
async function call(base: string, method: string, path: string, init: { body?: unknown; headers?: Record<string, string>; client?: boolean } = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...(init.client === false ? {} : CLIENT_HEADERS), ...init.headers };
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(base + path, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  assert.is(res.headers.get('x-service-api-version'), '2026-03-28', `${method} ${path}: api version`);
  assert.is(res.headers.get('cache-control'), 'no-store', `${method} ${path}: cache-control`);
  const requestId = res.headers.get('x-request-id');
  assert.ok(requestId, `${method} ${path}: X-Request-Id`);
  const pathname = path.split('?')[0]!;
  const listed = SPEC_STATUSES.find(([m, p]) => m === method && p === pathname);
  if (listed) assert.ok(listed[2].includes(res.status), `${method} ${path}: status ${res.status} is not listed by the spec: ${text}`);
  if (res.status === 302) return { status: res.status, body: null, headers: res.headers };
  assert.is(res.headers.get('content-type'), 'application/json');
  const json = JSON.parse(text);
  assert.is(json.request_id, requestId, 'request_id equals X-Request-Id');
  if (res.status < 400) {
    assert.is(json.success, true);
  } else {
    assert.is(json.success, false);
    assert.type(json.error?.code, 'string');
    assert.type(json.error?.message, 'string');
    for (const k of Object.keys(json)) assert.ok(['success', 'request_id', 'error', 'next_action'].includes(k), `unexpected key ${k}`);
    if (res.status === 429 || res.status === 503) {
      const retry = res.headers.get('retry-after');
      assert.ok(retry && /^\d+$/.test(retry), 'Retry-After is integer seconds');
      assert.is(json.error.retry_after_seconds, Number(retry));
    }
  }
  return { status: res.status, body: json, headers: res.headers };
}

const start = (base: string, body: Record<string, unknown>, init: { headers?: Record<string, string>; client?: boolean } = {}) =>
  call(base, 'POST', '/v1/auth/cli/email/start', { body, ...init });
const verifyOtp = (base: string, body: Record<string, unknown>, init: { headers?: Record<string, string>; client?: boolean } = {}) =>
  call(base, 'POST', '/v1/auth/cli/email/verify', { body, ...init });
const exchange = (base: string, body: Record<string, unknown>, init: { headers?: Record<string, string>; client?: boolean } = {}) =>
  call(base, 'POST', '/v1/auth/cli/exchange', { body, ...init });

/** The first mail to `address` the relay took after the first `after` ones: at once, or when it arrives. */
function relayedTo(address: string, after: number, timeoutMs = 10_000): Promise<RelayedMail> {
  const find = () => relayed.slice(after).find((m) => m.to.includes(address));
  const found = find();
  if (found) return Promise.resolve(found);
  return new Promise((resolve, reject) => {
    const onMail = () => {
      const m = find();
      if (!m) return;
      clearTimeout(timer);
      relayEvents.off('mail', onMail);
      resolve(m);
    };
    const timer = setTimeout(() => {
      relayEvents.off('mail', onMail);
      reject(new Error(`no mail to ${address} reached the relay within ${timeoutMs} ms`));
    }, timeoutMs);
    relayEvents.on('mail', onMail);
  });
}

async function mailTo(address: string, after = 0): Promise<{ code: string; link: string; text: string; subject: string; mail: RelayedMail }> {
  const found = await relayedTo(address, after);
  const parsed = await simpleParser(found.raw);
  const text = parsed.text ?? '';
  const code = /sign-in code: (\d{6})/.exec(text)?.[1];
  const link = /(http:\/\/\S+\/v1\/auth\/cli\/email\/verify\?\S+)/.exec(text)?.[1];
  assert.ok(code, `a 6-digit code in the mail: ${text}`);
  assert.ok(link, `a magic link in the mail: ${text}`);
  return { code: code!, link: link!, text, subject: parsed.subject ?? '', mail: found };
}

/** Runs the completion page's own inline script against a page URL (with its fragment). */
function runCompletionPage(html: string, pageUrl: string) {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  assert.ok(script, 'the completion page has an inline script');
  const elements = new Map<string, { hidden: boolean; textContent: string; attributes: Record<string, string>; setAttribute(n: string, v: string): void }>();
  for (const m of html.matchAll(/<[a-z]+ id="([^"]+)"([^>]*)>/g)) {
    const attributes: Record<string, string> = {};
    elements.set(m[1]!, {
      hidden: /\shidden\b/.test(m[2]!), textContent: '', attributes,
      setAttribute(n, v) { attributes[n] = v; },
    });
  }
  const url = new URL(pageUrl);
  let navigated: string | null = null;
  let addressBar = url.href;
  const sandbox = {
    document: { getElementById: (id: string) => elements.get(id) ?? null },
    location: {
      hash: url.hash, pathname: url.pathname, search: url.search,
      assign: (u: string) => { navigated = String(u); },
      replace: (u: string) => { navigated = String(u); },
    },
    history: { replaceState: (_s: unknown, _t: string, u: string) => { addressBar = new URL(u, url).href; } },
    URL, URLSearchParams,
  };
  vm.runInNewContext(script!, sandbox);
  return { navigated: navigated as string | null, addressBar, elements, script: script! };
}

/** The CLI's loopback callback: checks state, exchanges the code, answers with the exchange's result. */
async function startCallbackServer(daemonBase: string, state: string) {
  const hits: Array<Record<string, string>> = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const params = Object.fromEntries(url.searchParams);
    hits.push(params);
    if (url.pathname !== '/callback' || params.state !== state) {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: false, why: 'state' }));
      return;
    }
    const r = await fetch(`${daemonBase}/v1/auth/cli/exchange`, {
      method: 'POST',
      headers: { ...CLIENT_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_request_id: params.auth_request_id, code: params.code }),
    });
    const body = await r.text();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: r.status, body: JSON.parse(body) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`, hits };
}

const sorted = (o: object) => Object.keys(o).sort();
const COMPLETE_KEYS = ['account', 'api_key', 'billing', 'dashboard_billing_url', 'dashboard_url', 'key', 'onboarding', 'request_id', 'success', 'user'];
const KEY_KEYS = ['created_at', 'created_by_user_id', 'expires_at', 'id', 'inbox_ids', 'key_prefix', 'label', 'last_used_at', 'revoked_at', 'scopes'];
const ENTITLEMENT_KEYS = ['active_inboxes', 'api_requests', 'managed_subdomain_namespace', 'message_retention_days',
  'monthly_received_messages', 'support_level', 'webhook_mode', 'wildcard_namespace'];

/** Every required field of CliAuthCompleteResponse, with the right types. */
function assertComplete(body: any, base: string, email: string): void {
  assert.equal(sorted(body), COMPLETE_KEYS);
  assert.match(body.api_key, /^ik_live_[0-9A-Za-z]+$/);
  assert.equal(sorted(body.key), KEY_KEYS);
  assert.ok(body.api_key.startsWith(body.key.key_prefix));
  assert.equal(sorted(body.user), ['avatar_url', 'display_name', 'email', 'id', 'identity_login']);
  assert.is(body.user.email, email);
  assert.is(body.key.created_by_user_id, body.user.id);
  assert.equal(sorted(body.account), ['id', 'name', 'permissions', 'role', 'slug']);
  for (const k of ['id', 'name', 'slug', 'role']) assert.type(body.account[k], 'string');
  assert.equal(sorted(body.account.permissions), ['manage_api_keys', 'manage_inboxes', 'manage_webhooks']);
  for (const v of Object.values(body.account.permissions)) assert.type(v, 'boolean');
  assert.equal(sorted(body.billing), ['current_period_end', 'entitlements', 'grace_until', 'status', 'tier', 'usage']);
  assert.type(body.billing.tier, 'string');
  assert.type(body.billing.status, 'string');
  assert.equal(sorted(body.billing.entitlements), ENTITLEMENT_KEYS, 'spec entitlements only (no monthly_analyses)');
  assert.equal(sorted(body.billing.entitlements.api_requests), ['day', 'minute', 'month', 'week']);
  for (const v of Object.values(body.billing.entitlements.api_requests)) assert.ok(Number.isInteger(v));
  assert.equal(sorted(body.billing.usage), ['active_inboxes', 'monthly_received_messages']);
  assert.equal(sorted(body.billing.usage.active_inboxes), ['limit', 'used']);
  assert.equal(sorted(body.billing.usage.monthly_received_messages), ['limit', 'usage_month', 'used']);
  assert.equal(sorted(body.onboarding), ['completed', 'required', 'steps']);
  assert.equal(sorted(body.onboarding.steps), ['claim_managed_subdomain', 'configure_webhook', 'create_inbox']);
  assert.is(body.dashboard_url, `${base}/dashboard`);
  assert.is(body.dashboard_billing_url, `${base}/dashboard/billing`);
}

function setup(s: ReturnType<typeof suite>) {
  s.before(async () => {
    now = T0;
    dir = mkdtempSync(join(tmpdir(), 'ik-signin-'));
    service = await newService();
    relay = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      disableReverseLookup: true,
      logger: false,
      onAuth(auth, _session, cb) {
        if (auth.username === RELAY_USER && auth.password === RELAY_PASS) cb(null, { user: auth.username });
        else cb(new Error('535 bad credentials'));
      },
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          relayed.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            user: session.user as string | undefined,
            raw: Buffer.concat(chunks),
          });
          cb();
          relayEvents.emit('mail');
        });
      },
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const port = (relay.server.address() as AddressInfo).port;
    relayUrl = `smtp://${RELAY_USER}:${encodeURIComponent(RELAY_PASS)}@127.0.0.1:${port}`;
  });
  s.after(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    await new Promise<void>((resolve) => relay.close(() => resolve()));
    for (const s of services.splice(0)) await s.close();
    rmSync(dir, { recursive: true, force: true });
  });
}

// ---- the two completion paths -------------------------------------------------------------

const flows = suite('sign-in flows');
setup(flows);
let base: string;
let firstAccountId: string;
flows.before(async () => {
  base = await serve({ smtpRelay: relayUrl, limits: { startPerIp: { max: 1000, windowMs: 60_000 }, attemptsPerIp: { max: 1000, windowMs: 60_000 } } });
});

flows('OTP: start → mail at the relay → POST verify → a working key', async () => {
  const before = relayed.length;
  const r = await start(base, { email: 'Alice@Example.com', label: 'laptop', scopes: ['messages:read', 'inboxes:write'] });
  assert.is(r.status, 200, JSON.stringify(r.body));
  assert.equal(sorted(r.body), ['auth_request_id', 'challenge_id', 'delivery', 'email', 'expires_at', 'request_id', 'success']);
  assert.is(r.body.email, 'alice@example.com', 'the address is normalised to lower case');
  assert.equal(r.body.delivery, { channel: 'email', methods: ['magic_link', 'otp'] });
  assert.is(Date.parse(r.body.expires_at), T0 + 15 * 60_000, 'challenges live 15 minutes');

  const mail = await mailTo('alice@example.com', before);
  assert.is(mail.mail.user, RELAY_USER, 'the relay was used with the URL credentials');
  assert.ok(mail.subject.includes(mail.code), 'the code is in the subject');
  const link = new URL(mail.link);
  assert.is(link.origin, base);
  assert.equal([...link.searchParams.keys()].sort(), ['auth_request', 'challenge', 'token']);
  assert.is(link.searchParams.get('auth_request'), r.body.auth_request_id);
  assert.is(link.searchParams.get('challenge'), r.body.challenge_id);

  const v = await verifyOtp(base, { auth_request_id: r.body.auth_request_id, challenge_id: r.body.challenge_id, code: mail.code });
  assert.is(v.status, 200, JSON.stringify(v.body));
  assertComplete(v.body, base, 'alice@example.com');
  assert.is(v.body.key.label, 'laptop');
  assert.equal(v.body.key.scopes, ['messages:read', 'inboxes:write']);
  assert.is(v.body.key.expires_at, null);
  assert.is(v.body.account.role, 'owner');
  assert.equal(v.body.account.permissions, { manage_api_keys: true, manage_inboxes: true, manage_webhooks: true });
  assert.is(v.body.account.slug, 'alice-example-com', 'slug from the email');
  assert.is(v.body.account.name, 'alice@example.com');
  assert.is(v.body.billing.status, 'active');
  assert.is(v.body.billing.current_period_end, '2026-04-01T00:00:00.000Z');
  assert.is(v.body.billing.grace_until, null);
  assert.equal(v.body.billing.usage.active_inboxes, { used: 0, limit: v.body.billing.entitlements.active_inboxes });
  assert.is(v.body.billing.usage.monthly_received_messages.usage_month, '2026-03');
  assert.equal(v.body.onboarding, {
    required: true, completed: false, steps: { create_inbox: false, configure_webhook: false, claim_managed_subdomain: false },
  });

  const auth = await service.apiKeys.authenticate(v.body.api_key);
  assert.is(auth.account.id, v.body.account.id, 'the key authenticates as the new account');
  assert.is(auth.key.id, v.body.key.id);
  firstAccountId = v.body.account.id;

  // The request is single-use: a second completion is 409, by code, link or exchange.
  const again = await verifyOtp(base, { auth_request_id: r.body.auth_request_id, challenge_id: r.body.challenge_id, code: mail.code });
  assert.is(again.status, 409);
  const link2 = await call(base, 'GET', `${link.pathname}${link.search}`, { client: false });
  assert.is(link2.status, 409);
  const ex = await exchange(base, { auth_request_id: r.body.auth_request_id, code: 'whatever' });
  assert.is(ex.status, 409);
});

flows('a second sign-in for the same address joins the same account with a new key', async () => {
  const inbox = await service.account(firstAccountId).inboxes.create({ label: 'ci', lifecycle_mode: 'persistent' });
  await service.account(firstAccountId).webhooks.create({ label: 'hook', target_url: 'https://hooks.example.com/inboxkit' });
  await service.accounts.claimWildcardNamespace(firstAccountId, 'alice');
  const before = relayed.length;
  const r = await start(base, { email: 'alice@example.com' });
  assert.is(r.status, 200);
  const mail = await mailTo('alice@example.com', before);
  const v = await verifyOtp(base, { auth_request_id: r.body.auth_request_id, challenge_id: r.body.challenge_id, code: mail.code });
  assert.is(v.status, 200, JSON.stringify(v.body));
  assertComplete(v.body, base, 'alice@example.com');
  assert.is(v.body.account.id, firstAccountId, 'same account');
  assert.is(v.body.key.label, 'CLI sign-in', 'default label');
  assert.equal(v.body.key.scopes, ['inboxes:write', 'messages:read', 'webhooks:write'], 'default scopes: all three');
  assert.is((await service.apiKeys.list(firstAccountId)).length, 2, 'a new key each sign-in');
  assert.is(v.body.billing.usage.active_inboxes.used, 1);
  assert.equal(v.body.onboarding, {
    required: false, completed: true, steps: { create_inbox: true, configure_webhook: true, claim_managed_subdomain: true },
  });
  assert.ok(inbox.id);
});

flows('magic link, driven like a browser: 302 → completion page → loopback callback → exchange', async () => {
  const state = 'st-' + 'x'.repeat(40);
  const cli = await startCallbackServer(base, state);
  const before = relayed.length;
  const r = await start(base, {
    email: 'bob@example.org', localhost_callback_url: cli.url, callback_state: state, next_dashboard_path: '/dashboard/billing',
    expires_at: '2027-01-01T00:00:00Z',
  });
  assert.is(r.status, 200, JSON.stringify(r.body));
  const mail = await mailTo('bob@example.org', before);

  // The browser opens the link (no client headers) and gets a redirect.
  const link = new URL(mail.link);
  const v = await call(base, 'GET', `${link.pathname}${link.search}`, { client: false });
  assert.is(v.status, 302);
  assert.is(v.headers.get('referrer-policy'), 'no-referrer');
  const location = new URL(v.headers.get('location')!);
  assert.is(`${location.origin}${location.pathname}`, `${base}/dashboard/cli/complete`);
  assert.is(location.search, '', 'secrets only in the fragment, never in the query');
  const fragment = new URLSearchParams(location.hash.slice(1));
  assert.equal([...fragment.keys()].sort(), ['auth_request_id', 'callback_url', 'email', 'exchange_code', 'expires_at', 'next', 'session_token', 'state']);
  assert.is(fragment.get('auth_request_id'), r.body.auth_request_id);
  assert.is(fragment.get('callback_url'), cli.url);
  assert.is(fragment.get('state'), state);
  assert.is(fragment.get('next'), '/dashboard/billing');
  assert.ok(fragment.get('session_token')!.length >= 40);

  // The browser loads the completion page (the fragment stays in the browser).
  const pageRes = await fetch(`${location.origin}${location.pathname}`);
  assert.is(pageRes.status, 200);
  assert.match(pageRes.headers.get('content-type')!, /^text\/html/);
  assert.is(pageRes.headers.get('cache-control'), 'no-store');
  assert.ok(pageRes.headers.get('x-request-id'));
  const html = await pageRes.text();
  assert.not.match(html, /<script[^>]+src=|<link[^>]+href=|https?:\/\//, 'no external assets');
  const page = runCompletionPage(html, location.href);
  const hash = `'sha256-${createHash('sha256').update(page.script).digest('base64')}'`;
  assert.ok(pageRes.headers.get('content-security-policy')!.includes(`script-src ${hash}`), 'the CSP allows exactly this script');
  assert.is(page.addressBar, `${base}/dashboard/cli/complete`, 'the fragment is removed from the address bar');
  assert.is(page.elements.get('code')!.textContent, fragment.get('exchange_code'), 'the code is shown as a fallback');
  assert.is(page.elements.get('continue')!.attributes.href, '/dashboard/billing');
  assert.ok(page.navigated, 'the page navigates to the CLI callback');
  const target = new URL(page.navigated!);
  assert.is(`${target.origin}${target.pathname}`, cli.url);
  assert.equal([...target.searchParams.keys()], ['code', 'state', 'auth_request_id']);
  assert.is(target.searchParams.get('code'), fragment.get('exchange_code'));

  // The browser follows it: the CLI's callback checks the state and exchanges the code.
  const cb = await (await fetch(page.navigated!)).json() as { status: number; body: any };
  assert.is(cli.hits.length, 1);
  assert.is(cb.status, 200, JSON.stringify(cb.body));
  assertComplete(cb.body, base, 'bob@example.org');
  assert.is(cb.body.key.expires_at, '2027-01-01T00:00:00.000Z');
  assert.is((await service.apiKeys.authenticate(cb.body.api_key)).account.id, cb.body.account.id);
  assert.is.not(cb.body.account.id, firstAccountId, 'another person, another account');

  // Everything is single-use now.
  assert.is((await call(base, 'GET', `${link.pathname}${link.search}`, { client: false })).status, 409, 'the link works once');
  assert.is((await exchange(base, { auth_request_id: r.body.auth_request_id, code: fragment.get('exchange_code')! })).status, 409);
  assert.is((await verifyOtp(base, { auth_request_id: r.body.auth_request_id, challenge_id: r.body.challenge_id, code: mail.code })).status, 409);
});

flows('magic link without a callback: the page shows the code to paste; the emailed code still works until completion', async () => {
  const before = relayed.length;
  const r = await start(base, { email: 'carol@example.org' });
  const mail = await mailTo('carol@example.org', before);
  const link = new URL(mail.link);
  const v = await call(base, 'GET', `${link.pathname}${link.search}`, { client: false });
  assert.is(v.status, 302);
  const location = new URL(v.headers.get('location')!);
  const fragment = new URLSearchParams(location.hash.slice(1));
  assert.not.ok(fragment.has('callback_url'));
  assert.not.ok(fragment.has('state'));
  const html = await (await fetch(`${base}/dashboard/cli/complete`)).text();
  const page = runCompletionPage(html, location.href);
  assert.is(page.navigated, null, 'nowhere to go: no callback');
  assert.is(page.elements.get('code-box')!.hidden, false);
  assert.is(page.elements.get('code')!.textContent, fragment.get('exchange_code'));
  assert.is(page.elements.get('continue')!.attributes.href, undefined, 'default continue link kept');

  // A wrong pasted code counts; the right one completes.
  const wrong = await exchange(base, { auth_request_id: r.body.auth_request_id, code: 'not-the-code' });
  assert.is(wrong.status, 401);
  assert.match(wrong.body.error.message, /4 attempts left/);
  assert.not.ok('next_action' in wrong.body, 'a wrong code has no dashboard remedy');
  const ok = await exchange(base, { auth_request_id: r.body.auth_request_id, code: fragment.get('exchange_code')! });
  assert.is(ok.status, 200, JSON.stringify(ok.body));
  assertComplete(ok.body, base, 'carol@example.org');
});

flows('the completion page refuses to send its code anywhere but loopback', async () => {
  const html = await (await fetch(`${base}/dashboard/cli/complete`)).text();
  for (const cb of ['https://127.0.0.1:9/cb', 'http://evil.example/cb', 'http://user:pw@127.0.0.1:9/cb', 'javascript:alert(1)']) {
    const frag = new URLSearchParams({ auth_request_id: 'areq_x', exchange_code: 'abc', callback_url: cb, state: 's' });
    const page = runCompletionPage(html, `${base}/dashboard/cli/complete#${frag}`);
    assert.is(page.navigated, null, cb);
    assert.is(page.elements.get('code')!.textContent, 'abc');
  }
  const bare = runCompletionPage(html, `${base}/dashboard/cli/complete`);
  assert.is(bare.navigated, null);
  assert.match(bare.elements.get('status')!.textContent, /sign-in link in your email/);
  const evilNext = runCompletionPage(html, `${base}/dashboard/cli/complete#${new URLSearchParams({ auth_request_id: 'a', exchange_code: 'b', next: '//evil.example' })}`);
  assert.is(evilNext.elements.get('continue')!.attributes.href, undefined);
});

flows('the completion page answers HTML with the common headers; other methods and paths are not the handler\'s', async () => {
  for (const path of ['/dashboard/cli/complete']) {
    const res = await fetch(base + path);
    assert.is(res.status, 200, path);
    assert.match(res.headers.get('content-type')!, /^text\/html; charset=utf-8/);
    assert.is(res.headers.get('x-service-api-version'), '2026-03-28');
    assert.ok(res.headers.get('x-request-id'));
    assert.match(res.headers.get('content-security-policy')!, /default-src 'none'/);
    assert.is(res.headers.get('x-frame-options'), 'DENY');
  }
  // The web dashboard's pages are the dashboard handler's (dashboard-http.test.ts), not this one's.
  for (const [method, path] of [['POST', '/dashboard'], ['PUT', '/v1/auth/cli/email/start'], ['GET', '/v1/auth/cli/exchange'],
    ['DELETE', '/v1/auth/cli/email/verify'], ['GET', '/v1/auth/cli'], ['GET', '/dashboard/other'], ['GET', '/dashboard'], ['GET', '/dashboard/billing']] as const) {
    const res = await fetch(base + path, { method });
    assert.is(res.status, 404, `${method} ${path} falls through to the API's 404`);
    await res.arrayBuffer();
  }
});

flows.run();

// ---- errors: headers, fields, attempts, expiry ----------------------------------------------

const rules = suite('sign-in rules');
setup(rules);
let rb: string;
rules.before(async () => {
  rb = await serve({ smtpRelay: relayUrl, limits: { startPerIp: { max: 1000, windowMs: 60_000 }, startPerEmail: { max: 1000, windowMs: 60_000 }, attemptsPerIp: { max: 1000, windowMs: 60_000 }, attemptsPerEmail: { max: 1000, windowMs: 60_000 } } });
});

rules('X-Service-Client and X-Service-Client-Version are required on start, POST verify and exchange (400 naming the header)', async () => {
  const ok = await start(rb, { email: 'hdr@example.com' });
  assert.is(ok.status, 200);
  const bodies = {
    '/v1/auth/cli/email/start': { email: 'hdr@example.com' },
    '/v1/auth/cli/email/verify': { auth_request_id: ok.body.auth_request_id, challenge_id: ok.body.challenge_id, code: '000000' },
    '/v1/auth/cli/exchange': { auth_request_id: ok.body.auth_request_id, code: 'x' },
  };
  const cases: Array<[Record<string, string>, RegExp]> = [
    [{}, /X-Service-Client/],
    [{ 'x-service-client-version': '1.0' }, /X-Service-Client header is required/],
    [{ 'x-service-client': 'web', 'x-service-client-version': '1.0' }, /X-Service-Client header must be cli/],
    [{ 'x-service-client': 'CLI', 'x-service-client-version': '1.0' }, /X-Service-Client header must be cli/],
    [{ 'x-service-client': 'cli' }, /X-Service-Client-Version/],
    [{ 'x-service-client': 'cli', 'x-service-client-version': ' ' }, /X-Service-Client-Version/],
    [{ 'x-service-client': 'cli', 'x-service-client-version': 'v'.repeat(101) }, /X-Service-Client-Version/],
  ];
  for (const [path, body] of Object.entries(bodies)) {
    for (const [headers, message] of cases) {
      const r = await call(rb, 'POST', path, { body, headers, client: false });
      assert.is(r.status, 400, `${path} ${JSON.stringify(headers)}`);
      assert.is(r.body.error.code, 'invalid_request');
      assert.match(r.body.error.message, message);
    }
  }
  // No attempt was used up by the refused requests.
  const mail = await mailTo('hdr@example.com');
  const v = await verifyOtp(rb, { auth_request_id: ok.body.auth_request_id, challenge_id: ok.body.challenge_id, code: mail.code });
  assert.is(v.status, 200);
});

rules('localhost_callback_url must be a loopback http URL', async () => {
  const bad = ['https://127.0.0.1:8123/cb', 'http://example.com:8123/cb', 'http://127.0.0.2:8123/cb', 'http://10.0.0.1:8123/cb',
    'http://[::2]:8123/cb', 'http://localhost.:8123/cb', 'http://localhost.example.com:8123/', 'http://user:pw@127.0.0.1:8123/cb',
    'http://127.0.0.1:8123/cb#frag', 'ftp://localhost/cb', 'not a url', '', 'http://127.0.0.1:8123/a b', 42, ['http://127.0.0.1:1/']];
  for (const url of bad) {
    const r = await start(rb, { email: 'cb@example.com', localhost_callback_url: url });
    assert.is(r.status, 400, `${JSON.stringify(url)}: ${JSON.stringify(r.body)}`);
    assert.match(r.body.error.message, /localhost_callback_url/);
  }
  for (const url of ['http://127.0.0.1:8123/callback', 'http://localhost:5/cb?x=1', 'http://[::1]:65535/', 'http://LOCALHOST:9/cb']) {
    const r = await start(rb, { email: 'cb@example.com', localhost_callback_url: url });
    assert.is(r.status, 200, `${url}: ${JSON.stringify(r.body)}`);
  }
});

rules('every body field is bound as the spec says', async () => {
  const email = 'fields@example.com';
  const cases: Array<[unknown, RegExp]> = [
    [{}, /email/],
    [{ email: 'not-an-email' }, /email/],
    [{ email: 42 }, /email/],
    [{ email: `${'a'.repeat(250)}@example.com` }, /email/],
    [{ email, scopes: 'inboxes:write' }, /scopes/],
    [{ email, scopes: ['inboxes:write', 'admin'] }, /scopes/],
    [{ email, scopes: [] }, /scopes/],
    [{ email, label: '' }, /label/],
    [{ email, label: 'x'.repeat(101) }, /label/],
    [{ email, label: 7 }, /label/],
    [{ email, expires_at: '2020-01-01T00:00:00Z' }, /expires_at.*future/],
    [{ email, expires_at: 'tomorrow' }, /expires_at/],
    [{ email, expires_at: '2027-01-01' }, /expires_at/],
    [{ email, callback_state: 'x'.repeat(513) }, /callback_state/],
    [{ email, callback_state: 5 }, /callback_state/],
    [{ email, next_dashboard_path: 'dashboard' }, /next_dashboard_path/],
    [{ email, next_dashboard_path: '//evil.example/x' }, /next_dashboard_path/],
    [{ email, next_dashboard_path: '/\\evil.example' }, /next_dashboard_path/],
    [{ email, next_dashboard_path: 'https://evil.example/' }, /next_dashboard_path/],
    [[email], /body/],
    ['"just a string"', /body/],
    ['{"email":', /JSON/],
  ];
  for (const [body, message] of cases) {
    const r = await start(rb, body as Record<string, unknown>);
    assert.is(r.status, 400, `${JSON.stringify(body)}: ${JSON.stringify(r.body)}`);
    assert.match(r.body.error.message, message, JSON.stringify(body));
  }
  const noType = await call(rb, 'POST', '/v1/auth/cli/email/start', { body: { email }, headers: { 'content-type': 'text/plain' } });
  assert.is(noType.status, 400);
  // The bounds themselves are accepted.
  const edge = await start(rb, {
    email, label: 'x'.repeat(100), callback_state: 's'.repeat(512), next_dashboard_path: '/dashboard/a/b?c=d',
    scopes: ['webhooks:write'], expires_at: new Date(now + 60 * 60_000).toISOString(), localhost_callback_url: null,
  });
  assert.is(edge.status, 200, JSON.stringify(edge.body));
  const one = await start(rb, { email, label: 'x' });
  assert.is(one.status, 200);

  // Verify and exchange bodies: required strings.
  for (const body of [{}, { auth_request_id: 'a' }, { auth_request_id: 'a', challenge_id: 'b' }, { auth_request_id: 'a', challenge_id: 'b', code: 123456 }]) {
    const r = await verifyOtp(rb, body);
    assert.is(r.status, 400, JSON.stringify(body));
  }
  for (const body of [{}, { auth_request_id: 'a' }, { code: 'x' }, { auth_request_id: 'a', code: '' }]) {
    const r = await exchange(rb, body);
    assert.is(r.status, 400, JSON.stringify(body));
  }
  const notSix = await verifyOtp(rb, { auth_request_id: edge.body.auth_request_id, challenge_id: edge.body.challenge_id, code: '12345' });
  assert.is(notSix.status, 400);
  assert.match(notSix.body.error.message, /6-digit/);
});

rules('unknown ids are 404; an id from another request is 404', async () => {
  const a = await start(rb, { email: 'ids@example.com' });
  const b = await start(rb, { email: 'ids@example.com' });
  // Each 404 names the field of the request it came in (body field, or the link's query parameter).
  const notFound = (r: Reply, message: string) => {
    assert.is(r.status, 404, JSON.stringify(r.body));
    assert.is(r.body.error.message, message);
  };
  notFound(await verifyOtp(rb, { auth_request_id: 'areq_nope', challenge_id: a.body.challenge_id, code: '123456' }), 'auth_request_id: no such sign-in request');
  notFound(await verifyOtp(rb, { auth_request_id: a.body.auth_request_id, challenge_id: b.body.challenge_id, code: '123456' }),
    'challenge_id: no such challenge for this sign-in request');
  notFound(await exchange(rb, { auth_request_id: 'areq_nope', code: 'x' }), 'auth_request_id: no such sign-in request');
  const q = (p: Record<string, string>) => `/v1/auth/cli/email/verify?${new URLSearchParams(p)}`;
  notFound(await call(rb, 'GET', q({ auth_request: 'areq_nope', challenge: a.body.challenge_id, token: 't' }), { client: false }),
    'auth_request: no such sign-in request');
  notFound(await call(rb, 'GET', q({ auth_request: a.body.auth_request_id, challenge: 'chal_nope', token: 't' }), { client: false }),
    'no such challenge for this sign-in request'); // the message names it already
  assert.is((await call(rb, 'GET', q({ auth_request: a.body.auth_request_id, challenge: a.body.challenge_id }), { client: false })).status, 400);
  assert.is((await call(rb, 'GET', `${q({ auth_request: a.body.auth_request_id, challenge: a.body.challenge_id, token: 't' })}&token=u`, { client: false })).status, 400);
});

rules('wrong codes until the challenge dies: 401 with attempts left, then 409 even for the right code', async () => {
  const before = relayed.length;
  const r = await start(rb, { email: 'guess@example.com' });
  const mail = await mailTo('guess@example.com', before);
  const wrong = mail.code === '000000' ? '111111' : '000000';
  const ids = { auth_request_id: r.body.auth_request_id, challenge_id: r.body.challenge_id };
  for (let i = 1; i <= 5; i++) {
    const v = await verifyOtp(rb, { ...ids, code: wrong });
    assert.is(v.status, 401, `attempt ${i}`);
    assert.is(v.body.error.code, 'unauthorized');
    assert.match(v.body.error.message, i < 5 ? new RegExp(`${5 - i} attempts? left`) : /no attempts left/);
  }
  const right = await verifyOtp(rb, { ...ids, code: mail.code });
  assert.is(right.status, 409, 'the challenge is dead');
  assert.match(right.body.error.message, /start a new sign-in/);
  const link = new URL(mail.link);
  assert.is((await call(rb, 'GET', `${link.pathname}${link.search}`, { client: false })).status, 409, 'the link died with it');

  // A wrong magic-link token counts against the same challenge.
  const before2 = relayed.length;
  const r2 = await start(rb, { email: 'guess@example.com' });
  const mail2 = await mailTo('guess@example.com', before2);
  const link2 = new URL(mail2.link);
  link2.searchParams.set('token', 'forged-token');
  const bad = await call(rb, 'GET', `${link2.pathname}${link2.search}`, { client: false });
  assert.is(bad.status, 401);
  assert.match(bad.body.error.message, /4 attempts left/);
  const good = await verifyOtp(rb, { auth_request_id: r2.body.auth_request_id, challenge_id: r2.body.challenge_id, code: mail2.code });
  assert.is(good.status, 200);
});

rules('exchange codes are bounded too: five wrong codes close the request', async () => {
  const before = relayed.length;
  const r = await start(rb, { email: 'xguess@example.com' });
  const mail = await mailTo('xguess@example.com', before);
  const link = new URL(mail.link);
  const v = await call(rb, 'GET', `${link.pathname}${link.search}`, { client: false });
  const code = new URLSearchParams(new URL(v.headers.get('location')!).hash.slice(1)).get('exchange_code')!;
  for (let i = 0; i < 5; i++) assert.is((await exchange(rb, { auth_request_id: r.body.auth_request_id, code: `wrong-${i}` })).status, 401);
  const late = await exchange(rb, { auth_request_id: r.body.auth_request_id, code });
  assert.is(late.status, 409);
  assert.is((await verifyOtp(rb, { auth_request_id: r.body.auth_request_id, challenge_id: r.body.challenge_id, code: mail.code })).status, 409);
});

rules('an expired challenge is 409 (injected clock); an expired exchange code too', async () => {
  const before = relayed.length;
  const r = await start(rb, { email: 'late@example.com' });
  const mail = await mailTo('late@example.com', before);
  now += 15 * 60_000; // exactly at expiry
  const v = await verifyOtp(rb, { auth_request_id: r.body.auth_request_id, challenge_id: r.body.challenge_id, code: mail.code });
  assert.is(v.status, 409);
  assert.match(v.body.error.message, /expired/);
  const link = new URL(mail.link);
  const g = await call(rb, 'GET', `${link.pathname}${link.search}`, { client: false });
  assert.is(g.status, 409);

  const before2 = relayed.length;
  const r2 = await start(rb, { email: 'late@example.com' });
  const mail2 = await mailTo('late@example.com', before2);
  now += 14 * 60_000; // still valid
  const link2 = new URL(mail2.link);
  const g2 = await call(rb, 'GET', `${link2.pathname}${link2.search}`, { client: false });
  assert.is(g2.status, 302);
  const code = new URLSearchParams(new URL(g2.headers.get('location')!).hash.slice(1)).get('exchange_code')!;
  now += 10 * 60_000; // the exchange code lives 10 minutes
  const x = await exchange(rb, { auth_request_id: r2.body.auth_request_id, code });
  assert.is(x.status, 409);
  assert.match(x.body.error.message, /expired/);
});

rules('a key expiry that passes before completion is refused (400), and closes the request', async () => {
  const before = relayed.length;
  const r = await start(rb, { email: 'keyexp@example.com', expires_at: new Date(now + 60_000).toISOString() });
  assert.is(r.status, 200);
  const mail = await mailTo('keyexp@example.com', before);
  now += 2 * 60_000;
  const ids = { auth_request_id: r.body.auth_request_id, challenge_id: r.body.challenge_id, code: mail.code };
  const v = await verifyOtp(rb, ids);
  assert.is(v.status, 400);
  assert.match(v.body.error.message, /^the key's expires_at \(.+\) has passed since the sign-in started; start a new sign-in$/);
  assert.is((await verifyOtp(rb, ids)).status, 409);
});

rules.run();

// ---- delivery routes, policy, rate limits ---------------------------------------------------

const delivery = suite('sign-in delivery, policy and limits');
setup(delivery);

delivery('an address of one of the service\'s own inboxes gets the mail straight into the store', async () => {
  const b = await serve({ smtpRelay: relayUrl });
  const inbox = await service.inboxes.create({ label: 'robot', lifecycle_mode: 'persistent' });
  const relayedBefore = relayed.length;
  const r = await start(b, { email: inbox.email_address.toUpperCase() });
  assert.is(r.status, 200, JSON.stringify(r.body));
  assert.is(relayed.length, relayedBefore, 'nothing went to the relay');
  const page = await service.messages.list(inbox.id);
  assert.is(page.items.length, 1);
  const message = await service.messages.get(page.items[0]!.id);
  assert.match(message.subject ?? '', /sign-in code/);
  const code = /sign-in code: (\d{6})/.exec(message.text_body ?? '')?.[1];
  assert.ok(code);
  assert.is(message.otp, code, 'core\'s extractor finds the code');
  assert.ok(message.links.some((l) => l.url.includes('/v1/auth/cli/email/verify?')), 'and the link');
  const v = await verifyOtp(b, { auth_request_id: r.body.auth_request_id, challenge_id: r.body.challenge_id, code: code! });
  assert.is(v.status, 200, JSON.stringify(v.body));
  assert.is(v.body.user.email, inbox.email_address);
  assert.is.not(v.body.account.id, service.accountId, 'a personal account, not the inbox\'s account');
});

delivery('loopback daemon without a relay: the code and link go to the daemon\'s log', async () => {
  const lines: string[] = [];
  const b = await serve({ loopback: true, log: (l) => lines.push(l) });
  const r = await start(b, { email: 'local@example.com' });
  assert.is(r.status, 200, JSON.stringify(r.body));
  const text = lines.join('\n');
  assert.match(text, /local@example\.com/);
  const code = /code (\d{6})/.exec(text)?.[1];
  const link = /link (\S+)/.exec(text)?.[1];
  assert.ok(code && link);
  assert.ok(link!.startsWith(`${b}/v1/auth/cli/email/verify?`));
  const v = await verifyOtp(b, { auth_request_id: r.body.auth_request_id, challenge_id: r.body.challenge_id, code: code! });
  assert.is(v.status, 200);
});

delivery('not loopback and no relay: 503 saying what to configure, nothing stored', async () => {
  const open = await newService({ policy: { open: true } });
  const b = await serve({ service: open, loopback: false });
  const r = await start(b, { email: 'remote@example.com' });
  assert.is(r.status, 503);
  assert.is(r.body.error.code, 'service_unavailable');
  assert.match(r.body.error.message, /--smtp-relay/);
  assert.match(r.body.error.message, /INBOXKIT_SMTP_RELAY/);
  assert.is(peek<{ n: number }>(open, "SELECT COUNT(*) AS n FROM auth_requests WHERE email = 'remote@example.com'")!.n, 0);
});

delivery('a relay that refuses: 503 and the request is cancelled', async () => {
  const b = await serve({ smtpRelay: relayUrl.replace(encodeURIComponent(RELAY_PASS), 'wrong') });
  const r = await start(b, { email: 'refused@example.com' });
  assert.is(r.status, 503);
  assert.match(r.body.error.message, /SMTP relay/);
  assert.not.match(r.body.error.message, /wrong/, 'the relay password is not echoed');
  const row = peek<{ status: string }>(service, "SELECT status FROM auth_requests WHERE email = 'refused@example.com'");
  assert.is(row?.status, 'cancelled');
});

delivery('policy: closed off loopback without an allowlist (503); the allowlist admits addresses and domains only (400)', async () => {
  const closed = await serve({ service: await newService({ policy: { loopback: false } }), smtpRelay: relayUrl });
  const c = await start(closed, { email: 'anyone@example.com' });
  assert.is(c.status, 503);
  assert.match(c.body.error.message, /allowlist/);

  const listed = await serve({
    service: await newService({ policy: { loopback: false, allow: ['boss@corp.example', '@team.example', 'ops.example'] } }), smtpRelay: relayUrl,
  });
  for (const email of ['boss@corp.example', 'Someone@team.example', 'x@ops.example']) {
    const r = await start(listed, { email });
    assert.is(r.status, 200, email);
  }
  for (const email of ['other@corp.example', 'x@sub.team.example', 'x@evil.example']) {
    const r = await start(listed, { email });
    assert.is(r.status, 400, email);
    assert.match(r.body.error.message, /email.*allowlist/);
  }
});

delivery('rate limits per address and per IP, on start and on code attempts: 429 with Retry-After', async () => {
  const b = await serve({
    smtpRelay: relayUrl,
    limits: {
      startPerEmail: { max: 2, windowMs: 60_000 }, startPerIp: { max: 3, windowMs: 60_000 },
      attemptsPerEmail: { max: 3, windowMs: 120_000 }, attemptsPerIp: { max: 4, windowMs: 300_000 },
    },
  });
  const first = await start(b, { email: 'rl@example.com' });
  assert.is(first.status, 200);
  assert.is((await start(b, { email: 'rl@example.com' })).status, 200);
  const third = await start(b, { email: 'rl@example.com' });
  assert.is(third.status, 429, 'per address');
  assert.is(third.headers.get('retry-after'), '60');
  assert.is(third.body.error.retry_after_seconds, 60);
  assert.is(third.body.error.code, 'rate_limited');
  now += 20_000;
  assert.is((await start(b, { email: 'rl2@example.com' })).status, 200);
  const ip = await start(b, { email: 'rl3@example.com' });
  assert.is(ip.status, 429, 'per IP');
  assert.is(ip.headers.get('retry-after'), '40', 'until the window that opened 20 s ago closes');
  now += 40_000;
  assert.is((await start(b, { email: 'rl@example.com' })).status, 200, 'a new window');

  const ids = { auth_request_id: first.body.auth_request_id, challenge_id: first.body.challenge_id };
  // 999999 might be the real code once in a million runs; 401 and 200 both count as attempts.
  for (let i = 0; i < 3; i++) assert.ok([200, 401].includes((await verifyOtp(b, { ...ids, code: '999999' })).status));
  const limited = await verifyOtp(b, { ...ids, code: '999999' });
  assert.is(limited.status, 429, 'code attempts per address');
  assert.is(limited.headers.get('retry-after'), '120');
  const ex = await exchange(b, { auth_request_id: 'areq_unknown', code: 'x' });
  assert.is(ex.status, 404, 'the fourth attempt from this IP passes (the refused one did not count)');
  const ipLimited = await exchange(b, { auth_request_id: 'areq_unknown', code: 'x' });
  assert.is(ipLimited.status, 429, 'code attempts per IP');
  assert.is(ipLimited.body.error.retry_after_seconds, 300);
});

delivery.run();
