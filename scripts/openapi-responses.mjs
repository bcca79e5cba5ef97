// Checks one HTTP answer of the Inboxkit API against docs/openapi.json: is its status one the
// operation documents, its Content-Type one of the documented media types, its JSON body valid
// against the documented schema (Ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses it), and are the
// documented headers there and well-formed. An answer to a path or method the document does
// not describe must be the 404 (or the shield's 429) error envelope. The /dashboard paths (the
// web dashboard's pages and its sign-in requests) are for a browser, not API: not checked.
// Webhook deliveries (the document's `webhooks`) are checked the same way: event type, headers, payload.
// Used by openapi-check.mjs (the test preload) and packages/daemon/test/openapi.test.ts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const OPENAPI_DOC = new URL('../docs/openapi.json', import.meta.url);

/** What an undocumented path or method may answer: not found, or the per-IP shield. */
const UNKNOWN_PATH_RESPONSES = { 404: { $ref: '#/components/responses/NotFound' }, 429: { $ref: '#/components/responses/TooManyRequests' } };
/** Routes a test added to its own API (see packages/daemon/test/fixtures/openapi-check.ts): not checked. */
const UNDOCUMENTED = Symbol.for('inboxkit.openapi-check.undocumented');

function isTestRoute(method, pathname) {
  return (globalThis[UNDOCUMENTED] ?? []).some((r) => r.method === method
    && new RegExp(`^${r.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/*$`).test(pathname));
}
const MEDIA_JSON = 'application/json';

/**
 * @typedef {{ method: string, url: string, status: number, headers: Headers | Record<string, string | string[] | undefined>, body?: string }} Answer
 * `body` is the text of a JSON answer; undefined when the caller did not read it (streams, bytes).
 */

/** `#/components/schemas/X` → `#/$defs/X`, everywhere, so the schemas compile as one 2020-12 schema. */
function toDefs(value) {
  if (Array.isArray(value)) return value.map(toDefs);
  if (value === null || typeof value !== 'object') return value;
  const out = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = k === '$ref' && typeof v === 'string' ? v.replace('#/components/schemas/', '#/$defs/') : toDefs(v);
  }
  return out;
}

const headerOf = (headers, name) => {
  if (typeof headers.get === 'function') return headers.get(name);
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v.join(', ') : v ?? null;
};

/**
 * Builds the checker for a document (default: docs/openapi.json). Schemas compile lazily, once
 * each. `validateSchemas` also checks the schemas against the JSON Schema meta-schema (what
 * the document's own test does; the preload skips it, as it costs more than the checks).
 */
export function createResponseChecker(doc = JSON.parse(readFileSync(OPENAPI_DOC, 'utf8')), { validateSchemas = false } = {}) {
  const { default: Ajv2020 } = require('ajv/dist/2020');
  const { default: addFormats } = require('ajv-formats');
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true, validateSchema: validateSchemas });
  addFormats(ajv);
  const ROOT = 'https://inboxkit.invalid/openapi.json';
  ajv.addSchema({ $id: ROOT, $defs: toDefs(doc.components.schemas) });

  const compiled = new Map();
  const validator = (schema) => {
    const key = JSON.stringify(schema);
    let v = compiled.get(key);
    if (!v) {
      const s = toDefs(schema);
      v = ajv.compile(typeof s.$ref === 'string' && s.$ref.startsWith('#/$defs/') ? { $ref: `${ROOT}${s.$ref}` } : s);
      compiled.set(key, v);
    }
    return v;
  };
  const deref = (obj) => {
    if (!obj || typeof obj.$ref !== 'string') return obj;
    const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(obj.$ref) ?? [];
    return doc.components[section]?.[name];
  };

  // Templates with fewer parameters first: /v1/messages/wait before /v1/messages/{message_id},
  // as the router tries them.
  const templates = Object.keys(doc.paths)
    .map((template) => ({
      template,
      params: (template.match(/\{/g) ?? []).length,
      // Trailing slashes are optional, as for the router (itty-router).
      re: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/*$`),
    }))
    .sort((a, b) => a.params - b.params);

  const errorEnvelope = { $ref: '#/components/schemas/ErrorEnvelope' };

  /** An error answer's `error.code` against the response's `x-error-codes` (the codes its status may carry). */
  function codeProblems(response, text) {
    const codes = response?.['x-error-codes'];
    if (!codes || text === undefined) return [];
    let code;
    try { code = JSON.parse(text)?.error?.code; } catch { return []; }
    return code === undefined || codes.includes(code) ? [] : [`error.code ${JSON.stringify(code)} is not one this status carries (${codes.join(', ')})`];
  }

  /** Problems with the JSON body against `schema` (none when it matches). */
  function bodyProblems(schema, text) {
    if (text === undefined) return [];
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      return [`the body is not JSON: ${text.slice(0, 120)}`];
    }
    const validate = validator(schema);
    if (validate(json)) return [];
    return (validate.errors ?? []).slice(0, 8).map((e) => `body${e.instancePath} ${e.message}${e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : ''}`);
  }

  function headerProblems(documented, headers) {
    const problems = [];
    for (const [name, ref] of Object.entries(documented ?? {})) {
      const header = deref(ref);
      const value = headerOf(headers, name);
      if (value === null || value === undefined) {
        if (header.required) problems.push(`header ${name} is missing`);
        continue;
      }
      const schema = header.schema ?? {};
      const typed = schema.type === 'integer' ? (/^-?\d+$/.test(value) ? Number(value) : value) : value;
      if (!validator(schema)(typed)) problems.push(`header ${name}: ${JSON.stringify(value)} does not match ${JSON.stringify(schema)}`);
    }
    return problems;
  }

  /** What the document says of METHOD path: the operation, or null when it describes neither. */
  function operation(method, pathname) {
    for (const t of templates) {
      if (t.re.test(pathname)) return { template: t.template, op: doc.paths[t.template][method.toLowerCase()] ?? null };
    }
    return null;
  }

  /**
   * The problems of one answer ([] when it matches the document), and whether it was an API
   * answer at all (`checked: false` for the HTML pages).
   * @param {Answer} answer
   */
  function check(answer) {
    const { method, status, headers, body } = answer;
    const pathname = new URL(answer.url, 'http://localhost').pathname;
    const type = (headerOf(headers, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
    // The dashboard's paths (its pages, and the redirects and small JSON answers of its sign-in
    // and sign-out requests) are for a browser, not API: out of the document, not checked.
    if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) return { checked: false, problems: [] };
    if (isTestRoute(method, pathname)) return { checked: false, problems: [] };
    // The HTTP parser's refusals (408, 431) may answer any request, before any routing.
    const protocol = doc['x-protocol-errors']?.[String(status)];
    if (protocol) {
      const problems = [...headerProblems(deref(protocol).headers, headers), ...bodyProblems(errorEnvelope, body), ...codeProblems(deref(protocol), body)];
      return { checked: true, where: `${method} ${pathname} (refused by the HTTP parser)`, problems };
    }
    const found = operation(method, pathname);
    const where = found?.op ? `${method} ${found.template}` : `${method} ${pathname} (not in the document)`;
    const problems = [];
    if (!found?.op) {
      // Not described: only the 404 or 429 error envelope may come back.
      const response = deref(UNKNOWN_PATH_RESPONSES[status]);
      if (!response) problems.push(`status ${status}: an undocumented path or method answers 404 (or 429)`);
      else problems.push(...headerProblems(response.headers, headers));
      if (type !== MEDIA_JSON) problems.push(`Content-Type ${type || '(none)'}, not ${MEDIA_JSON}`);
      else if (method !== 'HEAD') problems.push(...bodyProblems(errorEnvelope, body), ...codeProblems(response, body));
      return { checked: true, where, problems };
    }
    const responses = found.op.responses;
    const response = deref(responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default);
    if (!response) {
      problems.push(`status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})`);
      return { checked: true, where, problems };
    }
    problems.push(...headerProblems(response.headers, headers));
    const content = response.content ?? {};
    const mediaTypes = Object.keys(content);
    if (mediaTypes.length === 0) return { checked: true, where, problems };
    const media = mediaTypes.find((m) => m === type || m === '*/*' || (m.endsWith('/*') && type.startsWith(m.slice(0, -1))));
    if (!media) {
      problems.push(`Content-Type ${type || '(none)'} is not documented (documented: ${mediaTypes.join(', ')})`);
      return { checked: true, where, problems };
    }
    if (media === MEDIA_JSON && method !== 'HEAD') problems.push(...bodyProblems(content[media].schema, body), ...codeProblems(response, body));
    return { checked: true, where, problems };
  }

  /**
   * The problems of one webhook delivery a test's receiver got (a signed POST from the
   * service), against the document's `webhooks`: the event type, the signature headers, the
   * JSON payload.
   * @param {{ headers: Record<string, string | string[] | undefined>, body: string }} delivery
   */
  function checkDelivery({ headers, body }) {
    let payload;
    try {
      payload = JSON.parse(body);
    } catch {
      return { where: 'webhook delivery', problems: [`the body is not JSON: ${body.slice(0, 120)}`] };
    }
    const op = doc.webhooks?.[payload?.type]?.post;
    if (!op) return { where: 'webhook delivery', problems: [`event type ${JSON.stringify(payload?.type)} is not in the document's webhooks`] };
    const problems = [];
    for (const p of op.parameters ?? []) {
      if (p.in === 'header' && p.required && headerOf(headers, p.name) == null) problems.push(`header ${p.name} is missing`);
    }
    problems.push(...bodyProblems(op.requestBody.content[MEDIA_JSON].schema, body));
    return { where: `webhook ${payload.type}`, problems };
  }

  /** Compiles every component schema (strict mode: an unknown keyword or a broken $ref throws); returns how many. */
  function compileAll() {
    const names = Object.keys(doc.components.schemas);
    for (const name of names) validator({ $ref: `#/components/schemas/${name}` });
    return names.length;
  }

  return { check, checkDelivery, operation, compileAll };
}
