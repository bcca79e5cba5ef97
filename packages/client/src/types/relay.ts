// Release and send through the daemon's SMTP relay, and an inbox's auto-release (additive to the
// spec; docs/smtp.md, "Release and send").
import type { SuccessEnvelope, Timestamp } from './common.js';

/** What the upstream SMTP server answered. */
export interface RelayResult {
  /** The relay (`--relay-url`) without its password. */
  upstream: string;
  envelope: { mail_from: string | null; rcpt_to: string[] };
  /** Recipients the relay took. */
  accepted: string[];
  /** Recipients it refused, each with its reply to RCPT. */
  rejected: Array<{ address: string; reply: string }>;
  /** Its reply to the message, e.g. `250 2.0.0 Ok: queued as 4F2A`. */
  reply: string;
  /** The Message-ID header of what was sent. */
  message_id: string | null;
}

/** Where an inbox's new mail is released to, right after it is stored; `to: []`: off. */
export interface AutoRelease {
  inbox_id: string;
  to: string[];
  /** When it was set; null while off. */
  updated_at: Timestamp | null;
}

/** POST /v1/messages/{message_id}/release: 1 to 10 addresses the daemon's `--relay-allow` allows. */
export interface ReleaseMessageRequest {
  to: string[];
}

/** POST /v1/inboxes/{inbox_id}/send: a new message from the inbox's address; `text` or `html` is required. */
export interface SendMessageRequest {
  to: string[];
  subject: string;
  text?: string | null;
  html?: string | null;
  /** A message id (`msg_…`) or a Message-ID (`<abc@example.com>`) this one replies to. */
  in_reply_to?: string | null;
}

/** PUT /v1/inboxes/{inbox_id}/auto-release: 0 to 10 allowed addresses (`[]` turns it off). */
export interface SetAutoReleaseRequest {
  to: string[];
}

export interface RelayResponse extends SuccessEnvelope {
  relay: RelayResult;
}

export interface AutoReleaseResponse extends SuccessEnvelope {
  auto_release: AutoRelease;
}
