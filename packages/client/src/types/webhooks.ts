// Webhooks and events: the resource, its deliveries and attempts, the signed payloads, and the
// requests and answers of /v1/webhooks.
import type { OpenString, SuccessEnvelope, Timestamp } from './common.js';
import type { MessageDetail } from './messages.js';

export type WebhookEventType = 'email.received' | 'email.enriched';

export type DeliveryScope = 'account' | 'inbox';

/** Allowed values not shown by the spec. */
export type WebhookStatus = OpenString<'active' | 'disabled' | 'archived'>;

export interface Webhook {
  id: string;
  inbox_id: string | null;
  label: string;
  target_url: string;
  delivery_scope: DeliveryScope;
  subscribed_events: WebhookEventType[];
  status: WebhookStatus;
  last_delivery_at?: Timestamp | null;
  archived_at?: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Allowed values of a delivery's status. */
export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'cancelled';

/** One HTTP attempt of a delivery. */
export interface WebhookAttempt {
  /** Sent as X-Service-Delivery-Id. */
  id: string;
  /** 1 to 7. */
  attempt: number;
  started_at: Timestamp;
  duration_ms: number | null;
  /** The receiver's HTTP status; null when none arrived (timeout, refused, blocked address, TLS). */
  status_code: number | null;
  /** Why it failed, or null on success. */
  error: string | null;
}

/** One event for one webhook (GET /v1/webhooks/{id}/deliveries; additive to the spec). */
export interface WebhookDelivery {
  id: string;
  webhook_id: string;
  event_id: string;
  /** `email.received`, `email.enriched` or `webhook.test`. */
  event_type: string;
  status: DeliveryStatus;
  /** Attempts finished. */
  attempts: number;
  next_attempt_at: Timestamp | null;
  last_attempt_at: Timestamp | null;
  last_status_code: number | null;
  last_error: string | null;
  delivered_at: Timestamp | null;
  created_at: Timestamp;
  /** Every finished attempt, oldest first. */
  attempt_log: WebhookAttempt[];
}

/** The body of the test event (POST /v1/webhooks/{id}/test), signed like every delivery. */
export interface WebhookTestEventPayload {
  id: string;
  type: 'webhook.test';
  created_at: Timestamp;
  data: { webhook: { id: string; label: string; target_url: string } };
}

/** The JSON body of a webhook delivery (both event types). */
export interface WebhookEventPayload<T extends WebhookEventType = WebhookEventType> {
  id: string;
  type: T;
  created_at: Timestamp;
  data: {
    inbox: { id: string; email_address: string; label: string };
    message: MessageDetail;
  };
}

export interface CreateWebhookRequest {
  /** 1 to 100 characters. */
  label: string;
  /** HTTPS only; localhost, embedded credentials and private IP literals are rejected. */
  target_url: string;
  inbox_id?: string | null;
}

export interface CreateWebhookResponse extends SuccessEnvelope {
  webhook: Webhook;
  /** Shown once. */
  signing_secret: string;
}

export interface ListWebhooksResponse extends SuccessEnvelope {
  webhooks: Webhook[];
}

/** GET and DELETE (archive) of /v1/webhooks/{id}. */
export interface WebhookResponse extends SuccessEnvelope {
  webhook: Webhook;
}

export interface ListWebhookDeliveriesResponse extends SuccessEnvelope {
  deliveries: WebhookDelivery[];
}

/** POST /v1/webhooks/{id}/test (202): the event queued and its delivery. */
export interface SendTestEventResponse extends SuccessEnvelope {
  event: WebhookTestEventPayload;
  delivery: WebhookDelivery;
}
