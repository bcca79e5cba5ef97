// An inbox's SMTP fault rules (GET, PUT, POST, DELETE /v1/inboxes/{id}/smtp-faults): making the
// daemon's SMTP listener fail on purpose for mail to the inbox. Restated from core
// (test/types.test.ts keeps them equal). See docs/smtp.md, "Fault rules".
import type { SuccessEnvelope, Timestamp } from './common.js';

/** `connect` and `mail` rules act at the first RCPT naming the inbox, the first moment its mail is known. */
export type SmtpFaultStage = 'connect' | 'mail' | 'rcpt' | 'data';
export type SmtpFaultAction = 'reply' | 'disconnect' | 'delay' | 'greylist';

/** A rule as the API answers it, its defaults written in; fields its action does not take are null. */
export interface SmtpFaultRule {
  id: string;
  stage: SmtpFaultStage;
  action: SmtpFaultAction;
  code: number | null;
  enhanced_code: string | null;
  /** null: a default text naming the rule (greylist: its window). */
  text: string | null;
  times: number | null;
  /** Times left (0: spent, still listed); null without `times`. */
  remaining: number | null;
  probability: number;
  delay_ms: number | null;
  greylist_seconds: number | null;
  /** How many times it acted (each greylisted attempt counts). */
  fired: number;
  last_fired_at: Timestamp | null;
  created_at: Timestamp;
}

/** A rule as given: `stage` is required; a field the action does not take is 400. */
export interface SmtpFaultRuleInput {
  stage: SmtpFaultStage;
  /** Default `reply`. */
  action?: SmtpFaultAction;
  /** reply: 400 to 599, default 421 at connect, else 451; greylist: 4xx, default 451. */
  code?: number;
  /** RFC 3463 `x.y.z` of the code's class; default `x.0.0` (greylist `4.7.1`). */
  enhanced_code?: string;
  /** Printable ASCII, at most 200 characters. */
  text?: string;
  /** How many times the rule fires; null or left out: every time, until removed. */
  times?: number | null;
  /** 0 to 1; default 1. */
  probability?: number;
  /** delay: required, 1 to 60,000. */
  delay_ms?: number;
  /** greylist: 0 to 86,400; default 60. */
  greylist_seconds?: number;
}

/** PUT /v1/inboxes/{inbox_id}/smtp-faults */
export interface PutSmtpFaultsRequest {
  rules: SmtpFaultRuleInput[];
}

/** GET, PUT and DELETE /v1/inboxes/{inbox_id}/smtp-faults; DELETE …/{rule_id} */
export interface SmtpFaultsResponse extends SuccessEnvelope {
  inbox_id: string;
  rules: SmtpFaultRule[];
}

/** POST /v1/inboxes/{inbox_id}/smtp-faults */
export interface SmtpFaultRuleResponse extends SuccessEnvelope {
  rule: SmtpFaultRule;
}
