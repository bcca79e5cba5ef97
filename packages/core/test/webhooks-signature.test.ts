import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHmac } from 'node:crypto';
import { signWebhook, verifyWebhook, generateSigningSecret } from '../src/webhooks/index.js';

const secret = 'whsec_' + 'A'.repeat(43);
const body = '{"id":"evt_1","type":"email.received","data":{"message":{"subject":"Grüße"}}}';
const ts = 1_775_000_000;
const nowMs = ts * 1000;

test('signWebhook is v1= + base64url(HMAC-SHA256(secret, "ts.body")) keyed with the whole secret string', () => {
  const expected = 'v1=' + createHmac('sha256', secret).update(`${ts}.${body}`).digest('base64url');
  assert.is(signWebhook(secret, ts, body), expected);
  assert.is(signWebhook(secret, String(ts), Buffer.from(body, 'utf8')), expected);
  assert.ok(/^v1=[A-Za-z0-9_-]{43}$/.test(expected));
});

test('generateSigningSecret: whsec_ + base64url of 32 random bytes, different each time', () => {
  const a = generateSigningSecret();
  const b = generateSigningSecret();
  assert.ok(/^whsec_[A-Za-z0-9_-]{43}$/.test(a), a);
  assert.is.not(a, b);
  assert.is(Buffer.from(a.slice(6), 'base64url').length, 32);
});

function headersFor(raw: string | Buffer, timestamp = ts) {
  const sig = signWebhook(secret, timestamp, raw);
  return { 'x-service-timestamp': String(timestamp), 'x-service-signature': sig, 'service-signature': sig };
}

test('verifyWebhook accepts the raw body it was signed over (string, Buffer, Headers, any header case)', () => {
  assert.is(verifyWebhook(body, headersFor(body), secret, { now: nowMs }), true);
  assert.is(verifyWebhook(Buffer.from(body), headersFor(body), secret, { now: nowMs }), true);
  const h = new Headers(headersFor(body));
  assert.is(verifyWebhook(body, h, secret, { now: nowMs }), true);
  const sig = signWebhook(secret, ts, body);
  assert.is(verifyWebhook(body, { 'X-Service-Timestamp': String(ts), 'X-Service-Signature': sig }, secret, { now: nowMs }), true);
});

test('verifyWebhook fails when one byte of the body changes', () => {
  const headers = headersFor(body);
  for (let i = 0; i < body.length; i += 7) {
    const tampered = Buffer.from(body);
    tampered[i] = tampered[i]! ^ 0x01;
    assert.is(verifyWebhook(tampered, headers, secret, { now: nowMs }), false, `byte ${i}`);
  }
  // A re-serialised body (same JSON value, other bytes) does not verify either.
  const reserialised = JSON.stringify(JSON.parse(body), null, 1);
  assert.is(verifyWebhook(reserialised, headers, secret, { now: nowMs }), false);
});

test('verifyWebhook fails outside the timestamp tolerance (default 300 s), in both directions', () => {
  const headers = headersFor(body);
  assert.is(verifyWebhook(body, headers, secret, { now: nowMs + 300_000 }), true);
  assert.is(verifyWebhook(body, headers, secret, { now: nowMs + 301_000 }), false);
  assert.is(verifyWebhook(body, headers, secret, { now: nowMs - 301_000 }), false);
  assert.is(verifyWebhook(body, headers, secret, { now: nowMs + 301_000, toleranceSeconds: 600 }), true);
  assert.is(verifyWebhook(body, headers, secret, { now: nowMs + 11_000, toleranceSeconds: 10 }), false);
});

test('verifyWebhook: a changed timestamp, wrong secret or missing header fails', () => {
  const headers = headersFor(body);
  assert.is(verifyWebhook(body, { ...headers, 'x-service-timestamp': String(ts + 1) }, secret, { now: nowMs }), false);
  assert.is(verifyWebhook(body, headers, secret + 'x', { now: nowMs }), false);
  assert.is(verifyWebhook(body, headers, '', { now: nowMs }), false);
  assert.is(verifyWebhook(body, { 'x-service-signature': headers['x-service-signature'] }, secret, { now: nowMs }), false);
  assert.is(verifyWebhook(body, { 'x-service-timestamp': String(ts) }, secret, { now: nowMs }), false);
  assert.is(verifyWebhook(body, { ...headers, 'x-service-timestamp': `${ts}abc` }, secret, { now: nowMs }), false);
  assert.is(verifyWebhook(body, { ...headers, 'x-service-signature': 'v1=', 'service-signature': 'v1=' }, secret, { now: nowMs }), false);
});

test('verifyWebhook reads Service-Signature when X-Service-Signature is absent, and accepts one of several values', () => {
  const headers = headersFor(body);
  assert.is(verifyWebhook(body, { 'x-service-timestamp': String(ts), 'service-signature': headers['service-signature'] }, secret, { now: nowMs }), true);
  const several = `v1=${'x'.repeat(43)} ${headers['x-service-signature']}`;
  assert.is(verifyWebhook(body, { 'x-service-timestamp': String(ts), 'x-service-signature': several }, secret, { now: nowMs }), true);
  assert.is(verifyWebhook(body, { 'x-service-timestamp': String(ts), 'x-service-signature': [`v1=${'y'.repeat(43)}`, headers['x-service-signature']] }, secret, { now: nowMs }), true);
});

test('verifyWebhook uses Date.now() by default', () => {
  const nowTs = Math.floor(Date.now() / 1000);
  assert.is(verifyWebhook(body, headersFor(body, nowTs), secret), true);
  assert.is(verifyWebhook(body, headersFor(body, nowTs - 3600), secret), false);
});

test.run();
