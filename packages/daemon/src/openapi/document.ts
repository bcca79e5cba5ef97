// The OpenAPI 3.1 document of the whole HTTP API, built from the code that serves it: every
// authenticated endpoint comes from the router's own V1Route list (its error statuses and
// scopes), with what it takes and answers from operations.ts; the sign-in operations from the
// handler's constants. A route without a description, or a description without a route, throws.
// Served at GET /v1/openapi.json (http/index.ts); docs/openapi.json is a copy (write.ts).
import type { Scope } from '@inboxkit/core';
import { API_VERSION } from '../http/respond.js';
import { CSRF_HEADER, SESSION_COOKIE } from '../http/session-cookie.js';
import { v1Routes } from '../http/routes-v1.js';
import { ENVELOPE_SCHEMAS, ERROR_RESPONSE_COMPONENTS, HEADERS, errorResponses, headers, jsonAnswer } from './envelopes.js';
import { OPERATIONS as BASE_OPERATIONS, REQUEST_SCHEMAS, RESPONSE_SCHEMAS } from './operations.js';
import { CHECK_OPERATIONS, CHECK_SCHEMAS } from './checks.js';
import { SMTP_FAULT_OPERATIONS, SMTP_FAULT_SCHEMAS } from './smtp-faults.js';
import { RELAY_OPERATIONS, RELAY_SCHEMAS } from './relay.js';
import { READ_STATE_OPERATIONS, READ_STATE_SCHEMAS } from './read-state.js';
import { TAG_OPERATIONS, TAG_SCHEMAS } from './tags.js';
import { PARAMETERS } from './parameters.js';
import { RESOURCE_SCHEMAS } from './resources.js';
import { SIGNIN_PARAMETERS, SIGNIN_SCHEMAS, signinPaths } from './signin.js';
import { webhookDeliveries } from './webhooks.js';
import type { Schema } from './schema.js';

/** Where the API serves the document. */
export const OPENAPI_PATH = '/v1/openapi.json';
/** The `servers` entry's default base URL: `inboxkit serve` on its default host and port. */
export const DEFAULT_BASE_URL = 'http://127.0.0.1:4780';

/** itty-router's `/v1/inboxes/:inbox_id` as OpenAPI's `/v1/inboxes/{inbox_id}`. */
export const openApiPath = (routePath: string): string => routePath.replace(/:([A-Za-z_]\w*)/g, '{$1}');

/**
 * Any one of the scopes will do, with a bearer key or with the dashboard's session cookie: one
 * security requirement per scheme and scope (OpenAPI ORs them).
 */
const anyScope = (scopes: readonly Scope[]) => [
  ...scopes.map((scope) => ({ bearer: [scope] })),
  ...scopes.map((scope) => ({ session: [scope] })),
];

const DESCRIPTION = [
  'Receiving inboxes for tests and automated workflows: create an inbox, send mail to it, read the structured fields (one-time code, links, intent, analysis).',
  '',
  'Every JSON body is an envelope: `{ "success": true, "request_id", …fields }`, or `{ "success": false, "request_id", "error": { "code", "message" } }` with the statuses each operation lists. Every answer carries `X-Request-Id`, `X-Service-Api-Version` and `Cache-Control: no-store`; 429 and 503 carry `Retry-After`.',
  '',
  'Authenticated operations take `Authorization: Bearer <API key>`, or the dashboard\'s session cookie (`session`: a browser signed in at `/dashboard`; a request that changes state then also needs `X-CSRF-Token` and a same-origin `Origin`); the security requirements name the scopes that will do (any one of them). A per-IP abuse shield runs before the key is looked at and may answer 429 to any `/v1` path.',
  '',
  'Beyond the operations below: an unknown path (or a known path with another method) answers 404 `not_found` in the error envelope. Any request may also be refused by the HTTP parser before it reaches an operation, in the same envelope, and the connection then closes: 408 `request_timeout`, 431 `headers_too_large` (`x-protocol-errors`), or 400 for a request that is not valid HTTP/1.1. The `/dashboard` pages (the web dashboard, its sign-in and sign-out forms, and the sign-in flow\'s completion page) are HTML for people, not API, and are not described here.',
].join('\n');

const OPERATIONS = { ...BASE_OPERATIONS, ...CHECK_OPERATIONS, ...SMTP_FAULT_OPERATIONS, ...RELAY_OPERATIONS, ...READ_STATE_OPERATIONS, ...TAG_OPERATIONS };

function authenticatedPaths(): Record<string, Record<string, Schema>> {
  const paths: Record<string, Record<string, Schema>> = {};
  const described = new Set(Object.keys(OPERATIONS));
  for (const route of v1Routes) {
    const path = openApiPath(route.path);
    const key = `${route.method} ${path}`;
    const op = OPERATIONS[key];
    if (!op) throw new Error(`the API document does not describe ${key} (add it to openapi/operations.ts)`);
    described.delete(key);
    const { success, ...rest } = op;
    (paths[path] ??= {})[route.method.toLowerCase()] = {
      ...rest,
      security: anyScope(route.scopes),
      responses: { ...success, ...errorResponses(route.statuses) },
    };
  }
  if (described.size > 0) throw new Error(`the API document describes endpoints no route serves: ${[...described].join(', ')}`);
  return paths;
}

/** An answer of the MCP transport itself: a JSON-RPC 2.0 message, not an envelope. */
const jsonRpc = (description: string): Schema => ({
  description, content: { 'application/json': { schema: { type: 'object', required: ['jsonrpc'], properties: { jsonrpc: { const: '2.0' } } } } },
});

/** `/mcp`: the MCP Streamable HTTP transport (stateless; docs/agents.md). */
function mcpPath(): Record<string, Schema> {
  const refused = errorResponses([401, 429, 503]);
  const notAllowed = { 405: jsonRpc('Stateless: no server-sent stream (GET) and no session to end (DELETE).') };
  return {
    post: {
      operationId: 'mcp', tags: ['Agents'], summary: 'The MCP server (Streamable HTTP, JSON-RPC 2.0)',
      description: 'The tools of docs/agents.md, for the bearer key\'s account and scopes; each call they make to this API counts as a request. A dashboard session is not accepted. 401, 429 and 503 (the daemon stopping) come before any MCP work, in the envelope; the rest are the transport\'s JSON-RPC answers.',
      security: [{ bearer: [] }],
      requestBody: { required: true, content: { 'application/json': { schema: { type: ['object', 'array'] } } } },
      responses: {
        200: jsonRpc('The answer to the request(s).'),
        202: { description: 'Notifications or responses only: accepted, nothing to answer.' },
        400: jsonRpc('Not a JSON-RPC message.'),
        406: jsonRpc('The Accept header must list application/json and text/event-stream.'),
        415: jsonRpc('The body must be application/json.'),
        ...refused,
      },
    },
    get: { operationId: 'mcpStream', tags: ['Agents'], summary: 'No server-sent stream (stateless)', security: [{ bearer: [] }], responses: { ...notAllowed, ...refused } },
    delete: { operationId: 'mcpEndSession', tags: ['Agents'], summary: 'No session to end (stateless)', security: [{ bearer: [] }], responses: { ...notAllowed, ...refused } },
  };
}

function publicPaths(): Record<string, Record<string, Schema>> {
  return {
    '/mcp': mcpPath(),
    '/health': {
      get: {
        operationId: 'getHealth', tags: ['Service'], security: [], summary: 'Whether the service is up (no key, no shield)',
        responses: { 200: jsonAnswer('Up.', 'HealthResponse'), ...errorResponses([503]) },
      },
    },
    [OPENAPI_PATH]: {
      get: {
        operationId: 'getOpenApiDocument', tags: ['Service'], security: [], summary: 'This document (no key; the per-IP shield applies)',
        description: 'The document itself, not in an envelope, so tools can read it as it is.',
        responses: {
          200: { description: 'The OpenAPI document.', headers: headers(), content: { 'application/json': { schema: { type: 'object' } } } },
          ...errorResponses([429]),
        },
      },
    },
  };
}

/** The document, as a plain JSON object (a new one each call). */
export function buildOpenApiDocument(): Schema {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Inboxkit HTTP API',
      version: API_VERSION,
      description: DESCRIPTION,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{
      url: '{base_url}',
      description: 'The daemon (`inboxkit serve`).',
      variables: { base_url: { default: DEFAULT_BASE_URL, description: 'Its public base URL, without a trailing slash.' } },
    }],
    security: [{ bearer: [] }],
    tags: ['Service', 'Inboxes', 'Messages', 'Events', 'Webhooks', 'Tags', 'API keys', 'Account', 'Sign-in', 'Agents'].map((name) => ({ name })),
    paths: { ...publicPaths(), ...authenticatedPaths(), ...signinPaths() },
    webhooks: webhookDeliveries(),
    // Answers of the HTTP parser, before routing: possible on every path (http/client-errors.ts).
    'x-protocol-errors': errorResponses([408, 431]),
    components: {
      securitySchemes: {
        bearer: {
          type: 'http', scheme: 'bearer',
          description: 'An API key: `Authorization: Bearer <key>`. Scopes: `inboxes:write`, `messages:read`, `webhooks:write`.',
        },
        session: {
          type: 'apiKey', in: 'cookie', name: SESSION_COOKIE,
          description: `The web dashboard's session (HttpOnly, SameSite=Strict; Secure on https), set when a person signs in at \`/dashboard/sign-in\`; it carries the scopes of the key it was opened with (all three for an email or one-time-link sign-in) and ends with that key. Used only when no Authorization header is sent. Every request with it must not be cross-site (\`Sec-Fetch-Site\` same-origin or none), and one that changes state (not GET) must also carry an \`Origin\` of this daemon and the session's \`${CSRF_HEADER}\` (the dashboard page holds it): else 403 \`forbidden\`.`,
        },
      },
      schemas: { ...ENVELOPE_SCHEMAS, ...RESOURCE_SCHEMAS, ...REQUEST_SCHEMAS, ...RESPONSE_SCHEMAS, ...CHECK_SCHEMAS, ...SMTP_FAULT_SCHEMAS, ...RELAY_SCHEMAS, ...READ_STATE_SCHEMAS, ...TAG_SCHEMAS, ...SIGNIN_SCHEMAS },
      parameters: { ...PARAMETERS, ...SIGNIN_PARAMETERS },
      headers: HEADERS,
      responses: ERROR_RESPONSE_COMPONENTS,
    },
  };
}

let serialised: string | undefined;

/** The document as JSON, serialised once per process (what GET /v1/openapi.json answers). */
export function openApiJson(): string {
  serialised ??= JSON.stringify(buildOpenApiDocument());
  return serialised;
}
