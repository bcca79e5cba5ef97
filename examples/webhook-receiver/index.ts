// A tiny Inboxkit webhook receiver: verifies the signature over the raw body, answers 2xx
// at once, and ignores repeats of an event it has already handled (deliveries are
// at-least-once: a retry after a lost answer carries the same event id).
//
//   INBOXKIT_WEBHOOK_SECRET=whsec_… node --conditions=source --import tsx examples/webhook-receiver/index.ts
import { createServer } from 'node:http';
import { verifyWebhook, type EmailEvent } from '@inboxkit/core';

const secret = process.env.INBOXKIT_WEBHOOK_SECRET ?? '';
const port = Number(process.env.PORT ?? 8787);
const path = process.env.WEBHOOK_PATH ?? '/inboxkit';
const MAX_BODY = 10 * 1024 * 1024;

if (!secret.startsWith('whsec_')) {
  console.error('Set INBOXKIT_WEBHOOK_SECRET to the signing_secret returned when the webhook was created.');
  process.exit(1);
}

const seen = new Set<string>(); // event ids already handled (bounded below)

const server = createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== path) {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_BODY) req.destroy();
    else chunks.push(chunk);
  });
  req.on('end', () => {
    const rawBody = Buffer.concat(chunks); // verify these bytes, not a re-serialised object
    // The two lines that matter:
    if (!verifyWebhook(rawBody, req.headers, secret)) {
      res.writeHead(400).end('invalid signature');
      return;
    }
    res.writeHead(204).end(); // answer fast; do the work after

    const event = JSON.parse(rawBody.toString('utf8')) as EmailEvent;
    if (seen.has(event.id)) return;
    seen.add(event.id);
    if (seen.size > 10_000) seen.delete(seen.values().next().value!);
    const { inbox, message } = event.data;
    console.log(
      `${event.type} ${event.id} → ${inbox.email_address}: ${JSON.stringify(message.subject)}` +
        (message.otp ? ` otp=${message.otp}` : '') +
        ` (delivery ${String(req.headers['x-service-delivery-id'])})`,
    );
  });
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Inboxkit webhook receiver on http://127.0.0.1:${port}${path}`);
});
