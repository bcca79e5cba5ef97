import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createAnalysisQueue, createOpenAiAnalyzer, AnalyzerRequestError, InvalidAnalysisError, type AnalyzerInput,
} from '../src/analysis/index.js';
import { unfence } from '../src/analyzers/openai.js';
import { mail, manualClock, testService } from './helpers.js';

const INPUT: AnalyzerInput = {
  subject: 'Your order #A-10293 has shipped',
  text: 'Hi Anna,\n\nYour order A-10293 is on its way. Tracking number: 1Z999AA10123456784\nOrder total: $42.10',
  html: null, fromName: 'Example Shop', fromEmail: 'orders@shop.example', toEmail: 'me@inboxkit.test',
  otp: null, links: [{ url: 'https://shop.example/track/1', type: 'other' }], intent: null, receivedAt: '2026-11-21T10:00:00.000Z',
};

const GOOD = {
  detected_otp: null,
  sender_name: 'Example Shop',
  category: 'shipping',
  extracted_id: '1Z999AA10123456784',
  amount_mentioned: '$42.10',
  is_urgent: false,
  action_required: false,
  summary: 'Order A-10293 has shipped with UPS tracking 1Z999AA10123456784.',
};

/** hang: never answer; onRequest: runs when the request has arrived. */
type Reply = { status?: number; content?: string; raw?: string; hang?: boolean; onRequest?: () => void };

interface Fake {
  baseUrl: string;
  requests: Array<{ method: string; url: string; headers: IncomingMessage['headers']; body: any }>;
  next: Reply[];
  close(): Promise<void>;
}

/** A tiny OpenAI-compatible chat completions server on 127.0.0.1. */
async function fakeServer(): Promise<Fake> {
  const fake: Fake = { baseUrl: '', requests: [], next: [], close: async () => {} };
  const sockets = new Set<import('node:net').Socket>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      let parsed: unknown = null;
      try { parsed = JSON.parse(body); } catch { /* recorded as null */ }
      fake.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: parsed });
      const reply = fake.next.shift() ?? { content: JSON.stringify(GOOD) };
      reply.onRequest?.();
      if (reply.hang) return;
      const payload = reply.raw ?? JSON.stringify({
        id: 'chatcmpl-1', object: 'chat.completion', created: 1, model: 'm',
        choices: [{ index: 0, message: { role: 'assistant', content: reply.content ?? '' }, finish_reason: 'stop' }],
      });
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(payload);
    });
  });
  server.on('connection', (s) => { sockets.add(s); s.on('close', () => sockets.delete(s)); });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  fake.close = () => new Promise<void>((r) => { for (const s of sockets) s.destroy(); server.close(() => r()); });
  return fake;
}

let fake: Fake;
test.before(async () => { fake = await fakeServer(); });
test.after(async () => { await fake.close(); });
test.before.each(() => { fake.requests.length = 0; fake.next.length = 0; });

const signal = () => new AbortController().signal;

test('valid reply: request shape, bearer key, strict parse', async () => {
  const analyzer = createOpenAiAnalyzer({ baseUrl: `${fake.baseUrl}/`, model: 'llama3.2', apiKey: 'sk-test' });
  assert.is(analyzer.name, 'openai:llama3.2');
  const out = await analyzer.analyze(INPUT, signal());
  assert.equal(out, GOOD);
  const [req] = fake.requests;
  assert.is(req!.method, 'POST');
  assert.is(req!.url, '/v1/chat/completions');
  assert.is(req!.headers.authorization, 'Bearer sk-test');
  assert.is(req!.headers['content-type'], 'application/json');
  assert.is(req!.body.model, 'llama3.2');
  assert.is(req!.body.temperature, 0);
  assert.equal(req!.body.response_format, { type: 'json_object' });
  assert.is(req!.body.messages.length, 2);
  assert.equal(req!.body.messages.map((m: { role: string }) => m.role), ['system', 'user']);
  assert.match(req!.body.messages[0].content, /authentication.*personal/s);
  assert.match(req!.body.messages[1].content, /Subject: Your order #A-10293 has shipped/);
  assert.match(req!.body.messages[1].content, /Tracking number: 1Z999AA10123456784/);
});

test('no api key: no Authorization header', async () => {
  await createOpenAiAnalyzer({ baseUrl: fake.baseUrl, model: 'm' }).analyze(INPUT, signal());
  assert.is(fake.requests[0]!.headers.authorization, undefined);
});

test('fenced JSON is tolerated; strings are trimmed, clipped and unknown categories dropped', async () => {
  fake.next.push({
    content: '```json\n' + JSON.stringify({
      ...GOOD, category: 'Shipping', sender_name: '  Example   Shop  ', summary: `${'word '.repeat(100)}end`, extra_field: 1,
    }) + '\n```',
  });
  const out = await createOpenAiAnalyzer({ baseUrl: fake.baseUrl, model: 'm' }).analyze(INPUT, signal());
  assert.is(out.category, 'shipping');
  assert.is(out.sender_name, 'Example Shop');
  assert.ok(out.summary!.length <= 280);
  fake.next.push({ content: JSON.stringify({ ...GOOD, category: 'newsletter' }) });
  const out2 = await createOpenAiAnalyzer({ baseUrl: fake.baseUrl, model: 'm' }).analyze(INPUT, signal());
  assert.is(out2.category, null, 'outside the documented set');
  assert.is(unfence('Here you go:\n```\n{"a":1}\n```'), '{"a":1}');
});

test('missing keys read as null; values not in the message are dropped as hallucinations', async () => {
  fake.next.push({ content: JSON.stringify({ category: 'shipping', extracted_id: 'ZZ-00000', amount_mentioned: '$42.10', detected_otp: '999999' }) });
  const out = await createOpenAiAnalyzer({ baseUrl: fake.baseUrl, model: 'm' }).analyze(INPUT, signal());
  assert.equal(out, {
    detected_otp: null, sender_name: null, category: 'shipping', extracted_id: null, amount_mentioned: '$42.10',
    is_urgent: null, action_required: null, summary: null,
  });
});

const failures: Array<[string, Reply, RegExp]> = [
  ['invalid JSON content', { content: '{"category": "shipping",' }, /not JSON/],
  ['a JSON array', { content: '[1,2]' }, /JSON object/],
  ['wrong type: boolean as string', { content: JSON.stringify({ ...GOOD, is_urgent: 'yes' }) }, /is_urgent must be a boolean/],
  ['wrong type: number as otp', { content: JSON.stringify({ ...GOOD, detected_otp: 123456 }) }, /detected_otp must be a string/],
  ['empty content', { content: '' }, /no message content/],
  ['not a completion', { raw: '{"error":"nope"}' }, /no choices/],
  ['body not JSON', { raw: '<html>gateway</html>' }, /not JSON/],
];
for (const [name, reply, message] of failures) {
  test(`invalid reply throws: ${name}`, async () => {
    fake.next.push(reply);
    try {
      await createOpenAiAnalyzer({ baseUrl: fake.baseUrl, model: 'm' }).analyze(INPUT, signal());
      assert.unreachable('should throw');
    } catch (e) {
      assert.instance(e, InvalidAnalysisError);
      assert.match((e as Error).message, message);
    }
  });
}

test('non-2xx throws with the status', async () => {
  for (const status of [500, 429, 401]) {
    fake.next.push({ status, raw: '{"error":{"message":"overloaded"}}' });
    try {
      await createOpenAiAnalyzer({ baseUrl: fake.baseUrl, model: 'm' }).analyze(INPUT, signal());
      assert.unreachable();
    } catch (e) {
      assert.instance(e, AnalyzerRequestError);
      assert.is((e as AnalyzerRequestError).status, status);
      assert.match((e as Error).message, new RegExp(`${status}.*overloaded`));
    }
  }
});

test('an oversized reply is refused', async () => {
  fake.next.push({ raw: `{"choices":[{"message":{"content":"${'x'.repeat(1_200_000)}"}}]}` });
  try {
    await createOpenAiAnalyzer({ baseUrl: fake.baseUrl, model: 'm' }).analyze(INPUT, signal());
    assert.unreachable();
  } catch (e) {
    assert.instance(e, AnalyzerRequestError);
    assert.match((e as Error).message, /larger than/);
  }
});

test('a reply that does not come within the timeout: the request is given up', async () => {
  // Never answered: that the call returns at all shows it did not wait for a reply.
  fake.next.push({ hang: true });
  const started = performance.now();
  try {
    await createOpenAiAnalyzer({ baseUrl: fake.baseUrl, model: 'm', timeoutMs: 100 }).analyze(INPUT, signal());
    assert.unreachable();
  } catch (e) {
    assert.instance(e, AnalyzerRequestError);
    assert.match((e as Error).message, /within 100 ms/);
  }
  assert.ok(performance.now() - started >= 90, 'not before the 100 ms timeout');
  assert.is(fake.requests.length, 1, 'the request reached the server');
});

test('the caller\'s signal aborts the request', async () => {
  const c = new AbortController();
  // Aborted once the server has the request, which it never answers: the abort ends a request in flight.
  fake.next.push({ hang: true, onRequest: () => c.abort(new Error('queue stopping')) });
  try {
    await createOpenAiAnalyzer({ baseUrl: fake.baseUrl, model: 'm' }).analyze(INPUT, c.signal);
    assert.unreachable();
  } catch (e) {
    assert.is((e as Error).message, 'queue stopping');
  }
  assert.is(fake.requests.length, 1, 'the request had reached the server');
});

test('bad options are refused up front', () => {
  assert.throws(() => createOpenAiAnalyzer({ baseUrl: 'not a url', model: 'm' }), /not a URL/);
  assert.throws(() => createOpenAiAnalyzer({ baseUrl: 'ftp://x/v1', model: 'm' }), /http/);
  assert.throws(() => createOpenAiAnalyzer({ baseUrl: 'http://x/v1', model: '' }), /model/);
});

test('in the queue: a 500 then an invalid reply are retried, then the message completes', async () => {
  const clock = manualClock();
  const t = await testService({
    clock,
    analysis: { analyzer: createOpenAiAnalyzer({ baseUrl: fake.baseUrl, model: 'm', timeoutMs: 2_000 }), retryDelaysMs: [0], maxAttempts: 3, autoStart: false },
  });
  try {
    const { service } = t;
    const queue = service.analysisQueue!;
    const inbox = await service.inboxes.create({ label: 'llm', lifecycle_mode: 'persistent' });
    const { stored } = await service.ingest(mail({ from: 'Example Shop <orders@shop.example>', to: inbox.email_address, subject: INPUT.subject!, text: INPUT.text! }), { rcptTo: [inbox.email_address] });
    fake.next.push({ status: 500, raw: '{}' }, { content: 'not json' }, { content: JSON.stringify(GOOD) });
    assert.is(await queue.runDue(), 3);
    const m = await service.messages.get(stored[0]!.messageId);
    assert.is(m.analysis.status, 'complete');
    assert.is(m.analysis.extracted_id, '1Z999AA10123456784');
    assert.is(m.analysis.amount_mentioned, '$42.10');
    assert.is(fake.requests.length, 3);
    assert.match(fake.requests[0]!.body.messages[1].content, /From: Example Shop <orders@shop\.example>/, 'display name read back from the raw message');
  } finally {
    await t.cleanup();
  }
});

test.run();
