// The deliveries the service sends (OpenAPI 3.1's top-level `webhooks`): the spec's two events
// and the test event, each a signed JSON POST to the webhook's target_url.
import { EMAIL_EVENT_TYPES, TEST_EVENT } from './resources.js';
import { ref, str, type Schema } from './schema.js';

/** The spec's request headers on every delivery. */
const DELIVERY_HEADERS: Array<[string, string]> = [
  ['X-Service-Event-Id', 'The event\'s identifier (the payload\'s `id`).'],
  ['X-Service-Delivery-Id', 'This attempt\'s identifier.'],
  ['X-Service-Timestamp', 'Unix seconds, the first part of the signature\'s input.'],
  ['X-Service-Signature', '`v1=` + base64url(HMAC-SHA256(signing_secret, timestamp + "." + raw body)). Verify it over the raw body, not a re-serialised one.'],
  ['Service-Signature', 'The same as X-Service-Signature.'],
];

const delivery = (operationId: string, summary: string, payload: string): Schema => ({
  post: {
    operationId,
    summary,
    parameters: DELIVERY_HEADERS.map(([name, description]) => ({ name, in: 'header', required: true, description, schema: str() })),
    requestBody: { required: true, content: { 'application/json': { schema: ref(payload) } } },
    responses: {
      '2XX': { description: 'Received. Anything else (or no answer within 10 s) is retried: at once, then after 1 min, 5 min, 15 min, 1 h, 6 h and 24 h.' },
    },
  },
});

export function webhookDeliveries(): Record<string, Schema> {
  const [received, enriched] = EMAIL_EVENT_TYPES;
  return {
    [received!]: delivery('emailReceived', 'A message was stored (its analysis may still be `queued`)', 'WebhookEventPayload'),
    [enriched!]: delivery('emailEnriched', 'A message\'s background analysis completed (`analysis.status` is `complete`)', 'WebhookEventPayload'),
    [TEST_EVENT]: delivery('webhookTest', 'The test event of POST /v1/webhooks/{webhook_id}/test', 'WebhookTestEventPayload'),
  };
}
