import type { Timestamp } from '../types.js';
import type { WebhookRow } from '../storage/index.js';

/**
 * The test event: a type of its own, so a receiver can tell it from mail (an `email.received`
 * sample could pass for a real message in a test waiting for a code). It goes through the
 * outbox like any event: signed with the webhook's secret, retried on the same schedule,
 * listed among the deliveries.
 */
export const TEST_EVENT_TYPE = 'webhook.test';

export interface WebhookTestEvent {
  id: string;
  type: typeof TEST_EVENT_TYPE;
  created_at: Timestamp;
  data: {
    /** The webhook the event was sent for. */
    webhook: { id: string; label: string; target_url: string };
  };
}

export function testEvent(webhook: Pick<WebhookRow, 'id' | 'label' | 'target_url'>, id: string, at: Timestamp): WebhookTestEvent {
  return {
    id,
    type: TEST_EVENT_TYPE,
    created_at: at,
    data: { webhook: { id: webhook.id, label: webhook.label, target_url: webhook.target_url } },
  };
}
