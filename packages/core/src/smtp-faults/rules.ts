import { InboxkitError } from '../errors.js';
import { iso, type Clock, type IdGenerator } from '../clock.js';
import type { SmtpFaultRuleRow, Storage } from '../storage/index.js';
import type { SmtpFaultAction, SmtpFaultRule, SmtpFaults, SmtpFaultStage } from './types.js';
import { parseRule, parseRules, SMTP_FAULT_LIMITS, type FaultSpec } from './validate.js';

export function toRule(row: SmtpFaultRuleRow): SmtpFaultRule {
  return {
    id: row.id, stage: row.stage as SmtpFaultStage, action: row.action as SmtpFaultAction, code: row.code, enhanced_code: row.enhanced_code,
    text: row.text, times: row.times, remaining: row.remaining, probability: Number(row.probability), delay_ms: row.delay_ms,
    greylist_seconds: row.greylist_seconds, fired: Number(row.fired),
    last_fired_at: row.last_fired_at === null ? null : iso(Number(row.last_fired_at)), created_at: iso(Number(row.created_at)),
  };
}

/** The management of an account's fault rules: the inbox must be the account's (else `not_found`), the rules are checked (400 naming the field). */
export class SmtpFaultRules {
  constructor(private readonly storage: Storage, private readonly clock: Clock, private readonly ids: IdGenerator) {}

  private async inbox(accountId: string, inboxId: string): Promise<string> {
    const row = typeof inboxId === 'string' ? await this.storage.inboxes.byId(inboxId) : null;
    if (!row || row.account_id !== accountId) throw new InboxkitError('not_found', 'no such inbox', { field: 'inbox_id' });
    return row.id;
  }

  private row(spec: FaultSpec) {
    return { id: this.ids('flt'), ...spec, created_at: this.clock() };
  }

  private async list(inboxId: string): Promise<SmtpFaults> {
    return { inbox_id: inboxId, rules: (await this.storage.smtpFaults.ofInbox(inboxId)).map(toRule) };
  }

  async get(accountId: string, inboxId: string): Promise<SmtpFaults> {
    return this.list(await this.inbox(accountId, inboxId));
  }

  async put(accountId: string, inboxId: string, input: unknown): Promise<SmtpFaults> {
    const id = await this.inbox(accountId, inboxId);
    await this.storage.smtpFaults.replace(id, parseRules(input).map((spec) => this.row(spec)));
    return this.list(id);
  }

  async add(accountId: string, inboxId: string, input: unknown): Promise<SmtpFaultRule> {
    const id = await this.inbox(accountId, inboxId);
    const row = this.row(parseRule(input));
    if (!(await this.storage.smtpFaults.append(id, row, SMTP_FAULT_LIMITS.rulesPerInbox))) {
      throw new InboxkitError('conflict', `the inbox holds ${SMTP_FAULT_LIMITS.rulesPerInbox} fault rules already: remove one first`);
    }
    return toRule((await this.storage.smtpFaults.ofInbox(id)).find((r) => r.id === row.id)!);
  }

  async remove(accountId: string, inboxId: string, ruleId: string): Promise<SmtpFaults> {
    const id = await this.inbox(accountId, inboxId);
    if (typeof ruleId !== 'string' || !(await this.storage.smtpFaults.remove(id, ruleId))) {
      throw new InboxkitError('not_found', 'the inbox has no such fault rule', { field: 'rule_id' });
    }
    return this.list(id);
  }

  async clear(accountId: string, inboxId: string): Promise<SmtpFaults> {
    const id = await this.inbox(accountId, inboxId);
    await this.storage.smtpFaults.replace(id, []);
    return this.list(id);
  }
}
