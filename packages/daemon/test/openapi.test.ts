// The OpenAPI document (src/openapi/): valid OpenAPI 3.1, every schema valid JSON Schema,
// docs/openapi.json the copy the code builds, each served route in it with the statuses and
// scopes it has, enums the code's constants; served at GET /v1/openapi.json without a key.
// And the check run-tests applies to every answer the tests get (scripts/openapi-responses.mjs):
// it passes a right answer and names what is wrong with a wrong one.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Validator } from '@seriousme/openapi-schema-validator';
import { CONTENT_MODES, LINK_TYPES, MESSAGE_FILTERS, MESSAGE_INTENTS, SCOPES, createInboxService } from '@inboxkit/core';
import { createApi, v1Routes } from '../src/http/index.js';
import { mcpHandler } from '../src/mcp/http.js';
import { DAEMON_DEFAULTS } from '../src/config/index.js';
import { SIGNIN_PATHS, SIGNIN_STATUSES, createSigninHandler } from '../src/signin/index.js';
import { DEFAULT_BASE_URL, OPENAPI_PATH, buildOpenApiDocument, openApiPath } from '../src/openapi/document.js';
import { OPENAPI_DOC, openApiFileText } from '../src/openapi/write.js';
import { createResponseChecker } from '../../../scripts/openapi-responses.mjs';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const doc: Json = buildOpenApiDocument();
const schemas = doc.components.schemas;

test('the document is valid OpenAPI 3.1 (the official schema, via @seriousme/openapi-schema-validator)', async () => {
  const result = await new Validator().validate(doc);
  assert.ok(result.valid, JSON.stringify(result.errors, null, 2));
  assert.is(doc.openapi, '3.1.0');
  const broken = structuredClone(doc);
  broken.paths['/v1/inboxes'].get.responses = 'none';
  assert.not.ok((await new Validator().validate(broken)).valid, 'the validator does refuse a broken document');
});

test('every component schema compiles as strict JSON Schema 2020-12, every $ref resolves', () => {
  const checker = createResponseChecker(doc, { validateSchemas: true });
  assert.is(checker.compileAll(), Object.keys(schemas).length);
  const refs = JSON.stringify(doc).match(/"\$ref":"#\/components\/(\w+)\/([^"]+)"/g) ?? [];
  for (const r of refs) {
    const [, section, name] = /#\/components\/(\w+)\/([^"]+)/.exec(r)!;
    assert.ok(doc.components[section!]?.[name!], `${r} resolves`);
  }
});

test('docs/openapi.json is the document the code builds (rewrite: node --conditions=source --import tsx packages/daemon/src/openapi/write.ts --write)', () => {
  assert.fixture(readFileSync(OPENAPI_DOC, 'utf8'), openApiFileText());
});

test('every route the API serves is in the document with its error statuses and scopes, and nothing else is', () => {
  const operations = new Set<string>();
  for (const route of v1Routes) {
    const op = doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
    assert.ok(op, `${route.method} ${route.path} is described`);
    operations.add(`${route.method} ${openApiPath(route.path)}`);
    const errors = Object.keys(op.responses).map(Number).filter((s) => s >= 400);
    assert.equal(errors, [...route.statuses], `${route.method} ${route.path}: error statuses`);
    assert.equal(op.security, [...route.scopes.map((s) => ({ bearer: [s] })), ...route.scopes.map((s) => ({ session: [s] }))],
      `${route.method} ${route.path}: any of its scopes, with a key or the dashboard's session cookie`);
    assert.ok(Object.keys(op.responses).some((s) => s.startsWith('2')), `${route.method} ${route.path}: a 2xx`);
  }
  const signin: Array<[string, string, readonly number[]]> = [
    ['post', SIGNIN_PATHS.start, SIGNIN_STATUSES.start], ['get', SIGNIN_PATHS.verify, SIGNIN_STATUSES.verifyGet],
    ['post', SIGNIN_PATHS.verify, SIGNIN_STATUSES.verifyPost], ['post', SIGNIN_PATHS.exchange, SIGNIN_STATUSES.exchange],
  ];
  for (const [method, path, statuses] of signin) {
    const op = doc.paths[path][method];
    assert.equal(Object.keys(op.responses).map(Number).filter((s) => s >= 400), [...statuses], `${method} ${path}`);
    assert.equal(op.security, [], `${method} ${path} takes no key`);
    operations.add(`${method.toUpperCase()} ${path}`);
  }
  operations.add('GET /health').add(`GET ${OPENAPI_PATH}`);
  // The daemon's MCP endpoint (createApi's `mcp` option), one path for the transport's methods.
  for (const method of ['POST', 'GET', 'DELETE']) operations.add(`${method} /mcp`);
  const described = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops as object).map((m) => `${m.toUpperCase()} ${path}`));
  assert.equal(described.sort(), [...operations].sort(), 'no operation without a route');
  assert.ok(!Object.keys(doc.paths).some((p) => p.startsWith('/dashboard')), 'the HTML pages are not API');
  const ids = described.map((d) => { const [m, p] = d.split(' '); return doc.paths[p!][m!.toLowerCase()].operationId; });
  assert.is(new Set(ids).size, ids.length, 'operationIds are unique');
});

test('value lists are the code\'s constants; bounds are the handlers\'', () => {
  assert.equal(schemas.ExtractedLink.properties.type.enum, [...LINK_TYPES]);
  assert.equal(schemas.MessageIntent.enum, [...MESSAGE_INTENTS, null]);
  assert.equal(schemas.IssuedApiKey.properties.scopes.items.enum, [...SCOPES]);
  assert.equal(doc.components.parameters.ContentMode.schema.enum, [...CONTENT_MODES]);
  assert.equal(schemas.AnyMessageDetail.oneOf.length, CONTENT_MODES.length, 'one detail variant per content mode');
  const listing = doc.paths['/v1/messages'].get.parameters.map((p: Json) => doc.components.parameters[p.$ref.split('/').pop()].name);
  assert.equal(listing, ['recipient_email', 'limit', 'cursor', ...MESSAGE_FILTERS]);
  assert.equal(doc.components.parameters.Limit.schema, { type: 'integer', minimum: 1, maximum: 100, default: 20 });
  assert.equal(doc.components.parameters.TimeoutSeconds.schema, { type: 'integer', minimum: 1, maximum: 60, default: 30 });
  assert.is(DEFAULT_BASE_URL, `http://${DAEMON_DEFAULTS.host}:${DAEMON_DEFAULTS.httpPort}`, 'servers: the daemon\'s default address');
});

test('response objects are exact where the spec lists the fields; the spec\'s "required: no" fields are optional', () => {
  for (const name of ['Inbox', 'MessageSummary', 'MessageDetail', 'MessageOtpDetail', 'Webhook', 'IssuedApiKey', 'ErrorEnvelope', 'ListInboxesResponse']) {
    assert.is(schemas[name].additionalProperties, false, name);
  }
  assert.equal(schemas.Inbox.required, ['id', 'label', 'email_address', 'lifecycle_mode', 'status', 'created_at', 'message_analysis']);
  assert.equal(schemas.Inbox.properties.ttl_minutes, { type: ['integer', 'null'] });
  assert.equal(schemas.MessageOtpDetail.required, [...schemas.MessageSummary.required, 'otp', 'analysis']);
  assert.equal(schemas.CreateInboxRequest.additionalProperties, undefined, 'unknown body fields are ignored, so not refused');
});

test(`GET ${OPENAPI_PATH}: the document, without a key, as JSON with the usual headers; behind the per-IP shield`, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ik-openapi-'));
  const service = await createInboxService({ database: join(dir, 'db.sqlite'), maintenanceIntervalMs: 0 });
  try {
    const api = createApi({ service, ipShield: { max: 2, windowMs: 60_000 } });
    const get = () => api.fetch(new Request(`http://in.process${OPENAPI_PATH}`), { remoteAddress: '203.0.113.9' });
    const res = await get();
    assert.is(res.status, 200);
    assert.is(res.headers.get('content-type'), 'application/json');
    assert.is(res.headers.get('cache-control'), 'no-store');
    assert.match(res.headers.get('x-request-id') ?? '', /^req_/);
    assert.is(res.headers.get('x-service-api-version'), doc.info.version);
    const text = await res.text();
    assert.is(Number(res.headers.get('content-length')), Buffer.byteLength(text));
    assert.equal(JSON.parse(text), doc);
    assert.is((await get()).status, 200);
    const shielded = await get();
    assert.is(shielded.status, 429, 'the third request from the address within the window');
    assert.ok(Number(shielded.headers.get('retry-after')) >= 1);
    const post = await api.fetch(new Request(`http://in.process${OPENAPI_PATH}`, { method: 'POST' }), { remoteAddress: '198.51.100.1' });
    assert.is(post.status, 404, 'GET only');
  } finally {
    await service.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Every operation of the document as [method, path with each parameter filled in]. */
const everyOperation = (): Array<[string, string]> => Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.keys(ops as object).map((m): [string, string] => [m.toUpperCase(), path.replace(/\{[^}]+\}/g, 'x_1')]));

test('every operation, over a real socket: the shield\'s 429 and a closed service\'s 503 (429 where 503 is not listed) are documented answers', async () => {
  // These answers reach the test through fetch, so the check run-tests loads holds each one
  // against its operation's documented statuses, headers and envelope.
  const dir = mkdtempSync(join(tmpdir(), 'ik-openapi-'));
  const service = await createInboxService({ database: join(dir, 'db.sqlite'), maintenanceIntervalMs: 0 });
  const key = (await service.apiKeys.create((await service.accounts.create({ name: 'Sweep' })).id)).secret;
  const serve = async (options: Partial<Parameters<typeof createApi>[0]>) => {
    // The sign-in operations too, as the daemon serves them.
    const publicHandler = createSigninHandler({ service, baseUrl: 'http://127.0.0.1', log: () => {} });
    const server = createServer(createApi({ service, onError: () => {}, publicHandler, mcp: mcpHandler({ smtp: null }), ...options }).nodeListener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(r)) };
  };
  const send = (base: string, method: string, path: string) => fetch(`${base}${path}`, {
    method, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined,
  });
  const documented = (method: string, path: string) => Object.keys(doc.paths[path][method.toLowerCase()].responses).map(Number);
  const shielded = await serve({ ipShield: { max: 1, windowMs: 600_000 } });
  const closed = await serve({});
  try {
    await send(shielded.base, 'GET', '/v1/inboxes');
    for (const [method, path] of everyOperation()) {
      const template = Object.keys(doc.paths).find((p) => p.replace(/\{[^}]+\}/g, 'x_1') === path)!;
      const res = await send(shielded.base, method, path);
      await res.arrayBuffer();
      // /health and the magic link are not shielded (the spec lists no 429 for the link).
      const expected = path === '/health' ? 200 : path === SIGNIN_PATHS.verify && method === 'GET' ? 400 : 429;
      assert.is(res.status, expected, `${method} ${path} behind a spent shield`);
      assert.ok(documented(method, template).includes(res.status), `${method} ${template} documents ${res.status}`);
    }
    await service.close();
    for (const [method, path] of everyOperation()) {
      const template = Object.keys(doc.paths).find((p) => p.replace(/\{[^}]+\}/g, 'x_1') === path)!;
      const res = await send(closed.base, method, path);
      await res.arrayBuffer();
      const statuses = documented(method, template);
      if (path === OPENAPI_PATH) assert.is(res.status, 200, 'the document needs no database');
      else if (path.startsWith('/v1/auth/')) assert.ok(statuses.includes(res.status), `${method} ${path} closed: ${res.status}`);
      else assert.is(res.status, statuses.includes(503) ? 503 : 429, `${method} ${path} with the service closed`);
    }
  } finally {
    await shielded.close();
    await closed.close();
    await service.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
});

// ---- the check of every answer (scripts/openapi-responses.mjs) ------------------------------

const checker = createResponseChecker(doc);
const RID = 'req_00000000-0000-4000-8000-000000000000';
const HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store', 'x-request-id': RID, 'x-service-api-version': doc.info.version };
const inbox = {
  id: 'inb_1', label: 'l', email_address: 'a@b.test', lifecycle_mode: 'persistent', ttl_minutes: null, expires_at: null,
  last_message_received_at: null, status: 'active', created_at: '2026-03-28T09:00:00.000Z', message_analysis: { mode: 'all', recipients: [] },
};
const answer = (over: Partial<Parameters<typeof checker.check>[0]>) =>
  checker.check({ method: 'GET', url: 'http://127.0.0.1:1/v1/inboxes/inb_1', status: 200, headers: HEADERS, body: JSON.stringify({ success: true, request_id: RID, inbox }), ...over });

test('the check passes a right answer and names what is wrong with a wrong one', () => {
  assert.equal(answer({}).problems, []);
  assert.is(answer({}).where, 'GET /v1/inboxes/{inbox_id}');
  assert.match(answer({ body: JSON.stringify({ success: true, request_id: RID, inbox: { ...inbox, label: 7 } }) }).problems.join(), /inbox\/label must be string/);
  assert.match(answer({ body: JSON.stringify({ success: true, request_id: RID, inbox: { ...inbox, extra: 1 } }) }).problems.join(), /additional properties/);
  assert.match(answer({ body: JSON.stringify({ success: true, request_id: RID, inbox: { ...inbox, lifecycle_mode: 'forever' } }) }).problems.join(), /allowed values/);
  assert.match(answer({ status: 409 }).problems.join(), /status 409 is not documented/);
  assert.match(answer({ headers: { ...HEADERS, 'x-request-id': undefined } }).problems.join(), /X-Request-Id is missing/);
  assert.match(answer({ headers: { ...HEADERS, 'content-type': 'text/plain' } }).problems.join(), /Content-Type text\/plain is not documented/);
  assert.match(answer({ body: '{oops' }).problems.join(), /not JSON/);
});

test('the check: error statuses against the error envelope and their headers; unknown paths only 404 (or the shield\'s 429)', () => {
  const error = (status: number, headers: Record<string, string> = {}, body: object = { code: 'not_found', message: 'no' }) =>
    answer({ status, headers: { ...HEADERS, ...headers }, body: JSON.stringify({ success: false, request_id: RID, error: body }) });
  assert.equal(error(404).problems, []);
  assert.match(error(429).problems.join(), /Retry-After is missing/);
  assert.equal(error(429, { 'retry-after': '3' }, { code: 'rate_limited', message: 'slow down', retry_after_seconds: 3 }).problems, []);
  assert.match(error(429, { 'retry-after': 'soon' }).problems.join(), /Retry-After/);
  assert.match(error(401).problems.join(), /WWW-Authenticate is missing/);
  assert.match(error(404, {}, { code: 'not_found' }).problems.join(), /message/);
  assert.match(error(404, {}, { code: 'rate_limited', message: 'm' }).problems.join(), /error.code "rate_limited" is not one this status carries/);
  assert.equal(error(400, {}, { code: 'not_found', message: 'm' }).problems, [], 'a 404 code as 400 where the endpoint lists no 404');
  assert.match(answer({ headers: { ...HEADERS, 'x-request-id': 'req_1' } }).problems.join(), /X-Request-Id/);
  const unknown = (status: number, body: object) => checker.check({ method: 'GET', url: '/v1/nope', status, headers: HEADERS, body: JSON.stringify(body) });
  assert.equal(unknown(404, { success: false, request_id: RID, error: { code: 'not_found', message: 'no such endpoint' } }).problems, []);
  assert.match(unknown(200, { success: true, request_id: RID }).problems.join(), /undocumented path/);
  assert.match(checker.check({ method: 'PUT', url: '/v1/inboxes', status: 200, headers: HEADERS, body: '{}' }).where!, /not in the document/);
  assert.match(checker.check({ method: 'GET', url: '/v1/inboxes/', status: 200, headers: HEADERS, body: '{}' }).where!, /^GET \/v1\/inboxes$/, 'a trailing slash, as the router');
  assert.equal(checker.check({ method: 'GET', url: '/v1/x', status: 431, headers: HEADERS, body: JSON.stringify({ success: false, request_id: RID, error: { code: 'headers_too_large', message: 'm' } }) }).problems, [], 'the parser\'s 431 anywhere');
});

test('the check: detail variants, streams and downloads by status and headers, the HTML pages left alone', () => {
  const summary = {
    id: 'msg_1', inbox_id: 'inb_1', inbox_email_address: 'a@b.test', inbox_label: 'l', from_email: 'f@x.test', to_email: 'a@b.test',
    subject: null, preview_text: null, received_at: '2026-03-28T09:00:00.000Z', has_text_body: true, has_html_body: false, read: false, tags: [],
  };
  const analysis = {
    eligible: true, status: 'none', requested_at: null, completed_at: null, detected_otp: null, sender_name: null, category: null,
    extracted_id: null, amount_mentioned: null, is_urgent: null, action_required: null, summary: null,
  };
  const detail = (message: object) => checker.check({ method: 'GET', url: '/v1/messages/msg_1', status: 200, headers: HEADERS, body: JSON.stringify({ success: true, request_id: RID, message }) });
  assert.equal(detail({ ...summary, otp: '123456', analysis }).problems, [], 'content_mode=otp');
  assert.equal(detail({ ...summary, links: [{ url: 'https://x.test/a', type: 'other' }], analysis }).problems, [], 'content_mode=links');
  assert.ok(detail({ ...summary, otp: '1', links: [], analysis }).problems.length > 0, 'no variant has both otp and links alone');
  const stream = { ...HEADERS, 'content-type': 'text/event-stream; charset=utf-8' };
  assert.equal(checker.check({ method: 'GET', url: '/v1/events', status: 200, headers: stream }).problems, []);
  const raw = { ...HEADERS, 'content-type': 'message/rfc822', 'content-disposition': 'attachment; filename="m.eml"', 'x-content-type-options': 'nosniff', 'content-security-policy': "sandbox; default-src 'none'" };
  assert.equal(checker.check({ method: 'GET', url: '/v1/messages/msg_1/raw', status: 200, headers: raw }).problems, []);
  assert.match(checker.check({ method: 'GET', url: '/v1/messages/msg_1/raw', status: 200, headers: { ...raw, 'content-disposition': 'inline' } }).problems.join(), /Content-Disposition/);
  assert.equal(checker.check({ method: 'GET', url: '/v1/messages/msg_1/attachments/att_1', status: 200, headers: { ...raw, 'content-type': 'image/png' } }).problems, []);
  assert.is(checker.check({ method: 'GET', url: '/dashboard', status: 200, headers: { ...HEADERS, 'content-type': 'text/html; charset=utf-8' } }).checked, false);
  // The dashboard's sign-in requests (redirects, 204, small JSON errors) are the browser's, not API.
  assert.is(checker.check({ method: 'POST', url: '/dashboard/session', status: 204, headers: HEADERS }).checked, false);
  assert.is(checker.check({ method: 'POST', url: '/dashboard/sign-in', status: 303, headers: HEADERS }).checked, false);
  assert.is(checker.check({ method: 'GET', url: '/dashboardx', status: 200, headers: { ...HEADERS, 'content-type': 'text/html' } }).checked, true);
});

test.run();
