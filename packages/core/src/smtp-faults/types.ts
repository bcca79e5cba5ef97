/**
 * SMTP fault rules per inbox (docs/smtp.md, "Fault rules"): what the API takes and answers, and
 * what the SMTP listener asks at a stage and is told. Spelled as the HTTP API spells them.
 */
import type { Timestamp } from '../types.js';

/** Where in the SMTP conversation a rule acts. `connect` and `mail` rules act at the first RCPT that names their inbox (the first moment its mail is known). */
export type SmtpFaultStage = 'connect' | 'mail' | 'rcpt' | 'data';
/** reply: that reply; disconnect: the connection dropped without one; delay: a wait, then as usual; greylist: 451 until a retry after the window. */
export type SmtpFaultAction = 'reply' | 'disconnect' | 'delay' | 'greylist';

/** One rule as the API answers it: its settings with their defaults, and how often it fired. */
export interface SmtpFaultRule {
  id: string;
  stage: SmtpFaultStage;
  action: SmtpFaultAction;
  /** reply and greylist: the reply code (4xx or 5xx; greylist 4xx); null otherwise. */
  code: number | null;
  /** reply and greylist: the enhanced status code (`x.y.z`, RFC 3463; default `x.0.0` of the code's class, greylist `4.7.1`); null otherwise. */
  enhanced_code: string | null;
  /** reply and greylist: the reply's text; null: one naming the rule. */
  text: string | null;
  /** How many times the rule may fire; null: until it is removed. */
  times: number | null;
  /** Times left (0: spent, still listed); null without `times`. */
  remaining: number | null;
  /** The chance, 0 to 1, that a transaction the rule applies to is hit. */
  probability: number;
  /** delay: the wait, in ms; null otherwise. */
  delay_ms: number | null;
  /** greylist: how long a (client, sender, recipient) triple is held after its first attempt; null otherwise. */
  greylist_seconds: number | null;
  /** How many times it acted (each greylisted attempt counts). */
  fired: number;
  last_fired_at: Timestamp | null;
  created_at: Timestamp;
}

/** A rule as given: `stage` is required; everything else has a default (see SmtpFaultRule). */
export interface SmtpFaultRuleInput {
  stage: SmtpFaultStage;
  /** Default `reply`. */
  action?: SmtpFaultAction;
  /** Default 421 at connect, else 451 (reply); 451 (greylist). */
  code?: number;
  /** Default `x.0.0` of the code's class (reply); `4.7.1` (greylist). */
  enhanced_code?: string;
  text?: string;
  /** Default null: every time, until removed. */
  times?: number | null;
  /** Default 1. */
  probability?: number;
  /** delay only, and required there: 1 to 60,000. */
  delay_ms?: number;
  /** greylist only: 0 to 86,400; default 60. */
  greylist_seconds?: number;
}

/** An inbox's rules, in the order they are tried. */
export interface SmtpFaults {
  inbox_id: string;
  rules: SmtpFaultRule[];
}

/** One account's SMTP fault rules (AccountScope.smtpFaults; docs/smtp.md, "Fault rules"): every call checks the inbox is the caller's (`not_found`). */
export interface SmtpFaultsApi {
  get(inboxId: string): Promise<SmtpFaults>;
  /** Replaces every rule of the inbox (`{ rules: [...] }`; counters start over); `invalid_request` names the field, e.g. `rules[0].code`. */
  put(inboxId: string, input: { rules: SmtpFaultRuleInput[] }): Promise<SmtpFaults>;
  /** Adds one rule after the others; `conflict` when the inbox has the most it may have. */
  add(inboxId: string, input: SmtpFaultRuleInput): Promise<SmtpFaultRule>;
  /** Removes one rule; `not_found` (field `rule_id`) when the inbox has no such rule. */
  remove(inboxId: string, ruleId: string): Promise<SmtpFaults>;
  /** Removes every rule of the inbox. */
  clear(inboxId: string): Promise<SmtpFaults>;
}

/** What the SMTP listener asks at RCPT (connect, mail and rcpt rules) or DATA (data rules). */
export interface SmtpFaultQuery {
  stage: 'rcpt' | 'data';
  /** The recipients whose inboxes have rules (RouteDecision's inbox.smtp_faults), in RCPT order, each with its inbox. */
  targets: ReadonlyArray<{ inboxId: string; recipient: string }>;
  /** The client's address (greylisting's triple). */
  clientAddress: string;
  /** MAIL FROM; '' for the null sender. */
  mailFrom: string;
}

/** A rule that decides the stage. */
export interface SmtpFaultHit {
  ruleId: string;
  inboxId: string;
  stage: SmtpFaultStage;
  action: 'reply' | 'disconnect' | 'greylist';
  /** The reply (reply and greylist); null for disconnect. */
  code: number | null;
  /** The enhanced status code; null for disconnect. */
  enhancedCode: string | null;
  text: string;
}

/** The answer: wait `delayMs` (the delay rules that fired), then the hit, or go on as usual. */
export interface SmtpFaultOutcome {
  delayMs: number;
  fault: SmtpFaultHit | null;
}

/** What the service offers the SMTP listener (InboxService.smtpFaultAt). */
export interface SmtpFaultListener {
  /**
   * The fault rules' decision for a transaction at RCPT or DATA, asked only for recipients whose
   * inbox has rules (RouteDecision's `inbox.smtp_faults`), so mail to other inboxes costs nothing.
   * Firing counts in the database at once.
   */
  smtpFaultAt(query: SmtpFaultQuery): Promise<SmtpFaultOutcome>;
}
