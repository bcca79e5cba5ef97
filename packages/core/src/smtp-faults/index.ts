/**
 * SMTP fault rules per inbox (docs/smtp.md, "Fault rules"): their management for an account
 * (rules.ts, checked by validate.ts) and the decision the SMTP listener asks for at RCPT and
 * DATA (decide.ts). Storage keeps the rules and counts them down, so daemons on one database
 * share them.
 */
import type { Clock, IdGenerator } from '../clock.js';
import type { Storage } from '../storage/index.js';
import { createFaultDecider } from './decide.js';
import { SmtpFaultRules } from './rules.js';
import type { SmtpFaultOutcome, SmtpFaultQuery } from './types.js';

export type * from './types.js';
export { SMTP_FAULT_LIMITS } from './validate.js';
export { SmtpFaultRules } from './rules.js';

export interface SmtpFaultService {
  rules: SmtpFaultRules;
  decide(query: SmtpFaultQuery): Promise<SmtpFaultOutcome>;
}

export function createSmtpFaults(deps: { storage: Storage; clock: Clock; ids: IdGenerator; random?: () => number }): SmtpFaultService {
  return {
    rules: new SmtpFaultRules(deps.storage, deps.clock, deps.ids),
    decide: createFaultDecider({ storage: deps.storage, clock: deps.clock, random: deps.random ?? Math.random }),
  };
}
