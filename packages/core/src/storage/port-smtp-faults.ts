/**
 * The storage port's SMTP faults group: the fault rules of inboxes and their greylisting state
 * (schema 17; docs/smtp.md, "Fault rules"). An inbox's `smtp_faults` flag (on its row, which
 * routing caches) is 1 while it has rules: every write here keeps it so in its transaction and
 * moves the catalog epoch when it flips. Counting is a conditional write, so processes that
 * share a database share a rule's `remaining`.
 */

/** One rule as stored. `remaining` and `times` are null for a rule without a limit. */
export interface SmtpFaultRuleRow {
  id: string;
  inbox_id: string;
  position: number;
  stage: string;
  action: string;
  code: number | null;
  enhanced_code: string | null;
  text: string | null;
  times: number | null;
  remaining: number | null;
  probability: number;
  delay_ms: number | null;
  greylist_seconds: number | null;
  fired: number;
  last_fired_at: number | null;
  created_at: number;
}

/** A rule to write: its place and counters are the storage's. */
export type NewSmtpFaultRuleRow = Omit<SmtpFaultRuleRow, 'inbox_id' | 'position' | 'remaining' | 'fired' | 'last_fired_at'>;

/** What greylisting knows a message by: the client's address, the envelope sender and one recipient. */
export interface GreylistTriple {
  client_address: string;
  mail_from: string;
  rcpt_to: string;
}

/**
 * A greylist rule's verdict on a triple: `held` (temp-fail it: its first attempt, or a retry
 * before the window passed), `passed` (a retry after the window: it goes through from now on),
 * `none` (a new triple the rule does not take: spent, or not admitted).
 */
export type GreylistVerdict = 'held' | 'passed' | 'none';

export interface SmtpFaultsPort {
  /** The inbox's rules in their order, spent ones included. */
  ofInbox(inboxId: string): Promise<SmtpFaultRuleRow[]>;
  /** Replaces the inbox's rules (the old ones' greylisting state goes with them), in the given order. */
  replace(inboxId: string, rules: readonly NewSmtpFaultRuleRow[]): Promise<void>;
  /** Adds a rule after the inbox's others; false (nothing written) when it has `max` already. */
  append(inboxId: string, rule: NewSmtpFaultRuleRow, max: number): Promise<boolean>;
  /** Removes one rule of the inbox; false when the inbox has no such rule. */
  remove(inboxId: string, ruleId: string): Promise<boolean>;
  /** Fires the rule once when it has times left (remaining - 1 unless unlimited, fired + 1); false when it is spent. */
  fire(ruleId: string, at: number): Promise<boolean>;
  /**
   * A greylist rule's verdict on the triple at `at`, decided and recorded at once: a new triple
   * the rule takes (when `admit` and it has times left) costs one of its times and is held from
   * `at`; a known one is held again (fired + 1) until `windowMs` after its first attempt.
   */
  greylist(ruleId: string, triple: GreylistTriple, at: number, windowMs: number, admit: boolean): Promise<GreylistVerdict>;
}
