import type { Clock } from '../clock.js';
import type { SmtpFaultRuleRow, Storage } from '../storage/index.js';
import type { SmtpFaultHit, SmtpFaultOutcome, SmtpFaultQuery, SmtpFaultStage } from './types.js';
import { SMTP_FAULT_LIMITS } from './validate.js';

/** The stages a query decides, in the order a session meets them. */
const STAGES: Record<SmtpFaultQuery['stage'], readonly SmtpFaultStage[]> = { rcpt: ['connect', 'mail', 'rcpt'], data: ['data'] };

export interface FaultDeciderDeps {
  storage: Storage;
  clock: Clock;
  /** A number in [0, 1): a rule of probability p fires when it is below p. */
  random: () => number;
}

const hit = (rule: SmtpFaultRuleRow, text: string): SmtpFaultHit => ({
  ruleId: rule.id, inboxId: rule.inbox_id, stage: rule.stage as SmtpFaultStage, action: rule.action as SmtpFaultHit['action'],
  code: rule.code, enhancedCode: rule.enhanced_code, text: rule.text ?? text,
});

/**
 * The decision at one stage: each target's rules of the stages the query covers (earlier stage
 * first, then in the inbox's order). A delay rule that fires adds its wait and the rules after
 * it are still tried; the first reply, disconnect or greylist hold that fires decides. A rule
 * fires when it has times left and the draw is under its probability, and its count goes down
 * in the database as it fires (so a rule with times 1 fires once, on whichever daemon).
 */
export function createFaultDecider({ storage, clock, random }: FaultDeciderDeps): (query: SmtpFaultQuery) => Promise<SmtpFaultOutcome> {
  const drawn = (rule: SmtpFaultRuleRow) => rule.probability >= 1 || random() < rule.probability;
  return async (query) => {
    const stages = STAGES[query.stage];
    let delayMs = 0;
    for (const target of query.targets) {
      const rules = (await storage.smtpFaults.ofInbox(target.inboxId))
        .filter((r) => stages.includes(r.stage as SmtpFaultStage))
        .sort((a, b) => stages.indexOf(a.stage as SmtpFaultStage) - stages.indexOf(b.stage as SmtpFaultStage) || a.position - b.position);
      for (const rule of rules) {
        const now = clock();
        if (rule.action === 'greylist') {
          // A triple already held is decided whatever the rule's times and probability: it was taken then.
          const windowMs = (rule.greylist_seconds ?? 0) * 1000;
          const triple = { client_address: query.clientAddress, mail_from: query.mailFrom.toLowerCase(), rcpt_to: target.recipient.toLowerCase() };
          const verdict = await storage.smtpFaults.greylist(rule.id, triple, now, windowMs, drawn(rule));
          if (verdict === 'held') return { delayMs, fault: hit(rule, `greylisted for ${rule.greylist_seconds} s, try again later`) };
          continue;
        }
        if (rule.remaining === 0 || !drawn(rule) || !(await storage.smtpFaults.fire(rule.id, now))) continue;
        if (rule.action === 'delay') {
          delayMs = Math.min(SMTP_FAULT_LIMITS.maxDelayMs, delayMs + (rule.delay_ms ?? 0));
          continue;
        }
        return { delayMs, fault: hit(rule, `fault rule ${rule.id}`) };
      }
    }
    return { delayMs, fault: null };
  };
}
