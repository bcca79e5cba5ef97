// The envelopes, headers and error answers every endpoint shares (docs/http-api.md, "Every
// response"): the success envelope around each endpoint's fields, the error envelope, and one
// reusable response per error status with the headers that status carries.
import { API_VERSION } from '../http/respond.js';
import { ERROR_STATUS, type ApiErrorCode } from '../http/errors.js';
import { IDEMPOTENCY_HEADER } from '../http/idempotency.js';
import { constant, int, object, optional, ref, str, type Property, type Schema } from './schema.js';

/** `{ success: true, request_id, ...fields }`: the endpoint's fields are siblings of the two. */
export function successEnvelope(fields: Record<string, Property>, description?: string): Schema {
  return object({
    success: { type: 'boolean', const: true },
    request_id: ref('RequestId'),
    ...fields,
  }, description ? { description } : {});
}

const errorCodes = Object.keys(ERROR_STATUS) as ApiErrorCode[];

/**
 * The codes an error status may carry: those whose own status it is, and (describeError's
 * fallbacks where an endpoint does not list the natural status) 404 and 409 codes as 400, 503
 * codes as 429. Stated per error response as `x-error-codes`, which the tests' check holds each
 * answer to; `error.code` itself stays an open string for generated clients.
 */
export function codesFor(status: number): ApiErrorCode[] {
  const natural = (s: number) => errorCodes.filter((code) => ERROR_STATUS[code] === s);
  if (status === 400) return [...natural(400), ...natural(404), ...natural(409)];
  if (status === 429) return [...natural(429), ...natural(503)];
  return natural(status);
}

/** `req_<uuid>`, generated per request (a client's X-Request-Id is ignored). */
const REQUEST_ID = str({ pattern: '^req_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });

export const ENVELOPE_SCHEMAS: Record<string, Schema> = {
  RequestId: { ...REQUEST_ID, description: 'The request\'s identifier, equal to the X-Request-Id header.' },
  ErrorEnvelope: object({
    success: { type: 'boolean', const: false },
    request_id: ref('RequestId'),
    error: object({
      code: str({
        description: `Machine-readable reason. Values this service uses: ${errorCodes.map((c) => `\`${c}\``).join(', ')}; others may come.`,
        examples: errorCodes,
      }),
      message: str({ description: 'Human-readable; names the field, header or parameter at fault.' }),
      retry_after_seconds: optional(int({ minimum: 1, description: 'On 429 and 503, equal to the Retry-After header.' })),
    }),
    next_action: optional(object({
      type: constant('open_dashboard'),
      url: str({ format: 'uri' }),
    }, { description: 'A step in the dashboard that would fix it (a new key, more scopes, a bigger plan).' })),
  }, { description: 'Every error answer (the error statuses of every endpoint).' }),
};

/** Response headers, by component name. */
export const HEADERS: Record<string, Schema> = {
  'X-Request-Id': { description: 'Generated per request; equal to the body\'s `request_id`.', required: true, schema: REQUEST_ID },
  'X-Service-Api-Version': { description: 'The release stamp of the API.', required: true, schema: constant(API_VERSION) },
  'Cache-Control': { description: 'Every answer is `no-store`.', required: true, schema: constant('no-store') },
  'Retry-After': { description: 'Seconds to wait before retrying; equal to `error.retry_after_seconds`.', required: true, schema: int({ minimum: 1 }) },
  'WWW-Authenticate': { description: 'On 401.', required: true, schema: constant('Bearer') },
  'Idempotent-Replayed': {
    description: `\`true\` when the answer is the replay of an earlier request with the same ${IDEMPOTENCY_HEADER}.`,
    required: false, schema: constant('true'),
  },
  'Content-Disposition': {
    description: 'Always `attachment; filename="<ASCII fallback>"; filename*=UTF-8\'\'<name>`.',
    required: true, schema: str({ pattern: '^attachment; ' }),
  },
  'X-Content-Type-Options': { description: 'Downloads: the declared type is the only one.', required: true, schema: constant('nosniff') },
  'Content-Security-Policy': {
    description: 'Downloads: mail content never runs on the API\'s origin, even if a browser renders it.',
    required: true, schema: constant("sandbox; default-src 'none'"),
  },
  Location: { description: 'Where the redirect goes.', required: true, schema: str() },
};

const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** The headers of every answer, plus the named ones. */
export function headers(...extra: string[]): Record<string, Schema> {
  return Object.fromEntries(['X-Request-Id', 'X-Service-Api-Version', 'Cache-Control', ...extra].map((h) => [h, headerRef(h)]));
}

const ERROR_RESPONSES: Record<number, { name: string; description: string; headers?: string[] }> = {
  400: { name: 'BadRequest', description: '`invalid_request`: a field, header, parameter or the body is missing, malformed or out of bounds; the message names it.' },
  401: { name: 'Unauthorized', description: '`unauthorized`: no key, not `Bearer <key>`, or an unknown, revoked or expired key.', headers: ['WWW-Authenticate'] },
  403: { name: 'Forbidden', description: '`forbidden` (the key lacks the scope) or `limit_exceeded` (a plan entitlement is spent).' },
  404: { name: 'NotFound', description: '`not_found`: unknown id, or an id of another account.' },
  408: { name: 'RequestTimeout', description: '`request_timeout`: the headers and body did not arrive within the request timeout; the connection closes.' },
  409: { name: 'Conflict', description: '`conflict` (the resource\'s state forbids it) or `idempotency_conflict`.' },
  429: {
    name: 'TooManyRequests',
    description: '`rate_limited` (per-IP shield or the account\'s request budget); where 503 is not listed, also `service_unavailable` and `internal_error`.',
    headers: ['Retry-After'],
  },
  431: { name: 'HeadersTooLarge', description: '`headers_too_large`: the request line and headers exceed 16 KiB; the connection closes.' },
  502: { name: 'BadGateway', description: '`relay_failed`: the SMTP relay refused the message (the message quotes its reply) or could not be reached.' },
  503: { name: 'ServiceUnavailable', description: '`service_unavailable` (closed or stopping) or `internal_error`.', headers: ['Retry-After'] },
};

/** One reusable response per error status, by component name. */
export const ERROR_RESPONSE_COMPONENTS: Record<string, Schema> = Object.fromEntries(Object.entries(ERROR_RESPONSES).map(([status, r]) => [r.name, {
  description: r.description,
  headers: headers(...(r.headers ?? [])),
  content: { 'application/json': { schema: ref('ErrorEnvelope') } },
  'x-error-codes': codesFor(Number(status)),
}]));

/** The responses of the given error statuses, as references. */
export function errorResponses(statuses: readonly number[]): Record<string, Schema> {
  return Object.fromEntries(statuses.map((status) => {
    const known = ERROR_RESPONSES[status];
    if (!known) throw new Error(`no error response is described for status ${status}`);
    return [String(status), { $ref: `#/components/responses/${known.name}` }];
  }));
}

/** A JSON 2xx answer whose body is the named component schema. */
export function jsonAnswer(description: string, schemaName: string, ...extraHeaders: string[]): Schema {
  return { description, headers: headers(...extraHeaders), content: { 'application/json': { schema: ref(schemaName) } } };
}
