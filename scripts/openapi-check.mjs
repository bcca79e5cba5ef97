// Test preload: every answer of the Inboxkit API that a test process receives is checked
// against docs/openapi.json (openapi-responses.mjs), so the document cannot drift from what the
// daemon sends. run-tests.mjs loads it into every test process and, through NODE_OPTIONS, into
// the processes those start (the `inboxkit` CLI, daemons).
//
// What is seen: global fetch (most tests, the client package) and node:http client requests
// (through Node's diagnostics channel). An answer is the API's when it carries
// X-Service-Api-Version, which the daemon puts on every answer and nothing else in the tests
// sends (webhook receivers and fake servers are left alone). Raw-socket tests are protocol
// tests and are not seen. Nothing the test observes changes: fetch bodies are read from a
// clone, node:http bodies by watching the chunks the parser pushes; event streams and
// downloads are checked by status and headers only (their bodies are never read here).
//
// Webhook deliveries the tests' receivers get (node:http servers; the service signs each with
// X-Service-Signature) are checked against the document's `webhooks` the same way.
//
// Problems are appended, one JSON line each, to the file OPENAPI_CHECK_REPORT names (and the
// count of answers checked, at exit); run-tests.mjs fails the test file when any came. Without
// that variable they are printed at exit and the exit code is 1.
import { appendFileSync } from 'node:fs';
import { subscribe } from 'node:diagnostics_channel';
import { threadId } from 'node:worker_threads';

const MARK = 'x-service-api-version';
const report = process.env.OPENAPI_CHECK_REPORT;
const problems = [];
let checked = 0;
/** Answers checked per operation and status, e.g. `GET /v1/inboxes 200` (for OPENAPI_CHECK=coverage). */
const seen = {};
let checker;

async function load() {
  const { createResponseChecker } = await import('./openapi-responses.mjs');
  return createResponseChecker();
}
const checkerReady = () => (checker ??= load());

function record(line) {
  const entry = { ...line, process: process.argv[1] ?? process.argv0, pid: process.pid, thread: threadId };
  if (report) {
    try {
      appendFileSync(report, `${JSON.stringify({ problem: entry })}\n`);
      return;
    } catch {
      // fall through to the exit report
    }
  }
  problems.push(entry);
}

async function checkAnswer(answer) {
  try {
    const c = await checkerReady();
    const result = c.check(answer);
    if (!result.checked) return;
    checked++;
    const key = `${result.where} ${answer.status}`;
    seen[key] = (seen[key] ?? 0) + 1;
    if (result.problems.length > 0) {
      record({ request: `${answer.method} ${answer.url.slice(0, 300)}`, operation: result.where.slice(0, 300), status: answer.status, problems: result.problems, body: answer.body?.slice(0, 400) });
    }
  } catch (error) {
    record({ request: `${answer.method} ${answer.url}`, status: answer.status, problems: [`the check itself failed: ${error?.stack ?? error}`] });
  }
}

const wantsBody = (contentType) => (contentType ?? '').split(';')[0].trim().toLowerCase() === 'application/json';

// ---- fetch -------------------------------------------------------------------------------
const originalFetch = globalThis.fetch;
if (typeof originalFetch === 'function') {
  globalThis.fetch = async function fetch(input, init) {
    const response = await originalFetch.call(this, input, init);
    try {
      if (response.headers.has(MARK)) {
        const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
        const answer = { method, url: response.url || String(input instanceof Request ? input.url : input), status: response.status, headers: response.headers };
        if (wantsBody(response.headers.get('content-type')) && method !== 'HEAD') {
          // The clone is read beside the test's own reading; a body the test aborts is not checked.
          response.clone().text().then((body) => checkAnswer({ ...answer, body }), () => {});
        } else {
          void checkAnswer(answer);
        }
      }
    } catch (error) {
      record({ request: String(input), problems: [`the fetch hook failed: ${error?.stack ?? error}`] });
    }
    return response;
  };
}

// ---- node:http ---------------------------------------------------------------------------
subscribe('http.client.response.finish', ({ request, response }) => {
  try {
    if (response.headers[MARK] === undefined) return;
    const method = request.method ?? 'GET';
    const url = `http://${request.host ?? 'localhost'}${request.path ?? '/'}`;
    const answer = { method, url, status: response.statusCode, headers: response.headers };
    if (!wantsBody(response.headers['content-type']) || method === 'HEAD') {
      void checkAnswer(answer);
      return;
    }
    collectBody(response, (body) => void checkAnswer({ ...answer, body }));
  } catch (error) {
    record({ request: 'node:http', problems: [`the http hook failed: ${error?.stack ?? error}`] });
  }
});

// ---- webhook deliveries a test's receiver gets (node:http servers) ---------------------------
/**
 * Collects a node:http message's body as the parser pushes it, then calls `done` with it.
 * Watching push() leaves the stream's flow (paused, flowing, who listens) as the test sets it.
 */
function collectBody(message, done) {
  const chunks = [];
  const push = message.push;
  message.push = function (chunk, encoding) {
    if (chunk === null) done(Buffer.concat(chunks).toString('utf8'));
    else chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding));
    return push.call(this, chunk, encoding);
  };
}

subscribe('http.server.request.start', ({ request }) => {
  try {
    // The service signs every delivery; nothing else a test receives carries this header.
    if (request.method !== 'POST' || request.headers['x-service-signature'] === undefined) return;
    collectBody(request, (body) => {
      void checkerReady().then((c) => {
        const result = c.checkDelivery({ headers: request.headers, body });
        checked++;
        seen[result.where] = (seen[result.where] ?? 0) + 1;
        if (result.problems.length > 0) record({ request: `webhook delivery to ${request.url}`, operation: result.where, problems: result.problems, body: body.slice(0, 400) });
      }).catch((error) => record({ request: 'webhook delivery', problems: [`the check itself failed: ${error?.stack ?? error}`] }));
    });
  } catch (error) {
    record({ request: 'webhook delivery', problems: [`the server hook failed: ${error?.stack ?? error}`] });
  }
});

process.on('exit', () => {
  if (report) {
    try {
      appendFileSync(report, `${JSON.stringify({ checked, seen, pid: process.pid, thread: threadId })}\n`);
    } catch { /* the runner's directory is gone */ }
    if (problems.length === 0) return;
  }
  if (problems.length === 0) return;
  process.stderr.write(`\n[openapi] ${problems.length} answer(s) do not match docs/openapi.json:\n`);
  for (const p of problems) process.stderr.write(`  ${JSON.stringify(p)}\n`);
  process.exitCode = 1;
});
