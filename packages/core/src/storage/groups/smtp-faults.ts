import type { GreylistTriple, GreylistVerdict, NewSmtpFaultRuleRow, SmtpFaultRuleRow, SmtpFaultsPort } from '../port-smtp-faults.js';
import { atomic, catalogWrite, changedAny, get, insertInto, lock, rows, run, scalar, stmt, type Gen, type GroupOf } from '../sql/ops.js';

const COLUMNS = ['id', 'inbox_id', 'position', 'stage', 'action', 'code', 'enhanced_code', 'text', 'times', 'remaining', 'probability',
  'delay_ms', 'greylist_seconds', 'created_at'] as const;
const TRIPLE = 'rule_id = ? AND client_address = ? AND mail_from = ? AND rcpt_to = ?';
const HAS_RULES = 'CASE WHEN EXISTS (SELECT 1 FROM smtp_fault_rules WHERE inbox_id = ?) THEN 1 ELSE 0 END';

const S = {
  ofInbox: stmt('SELECT * FROM smtp_fault_rules WHERE inbox_id = ? ORDER BY position'),
  insert: stmt(insertInto('smtp_fault_rules', COLUMNS)),
  clear: stmt('DELETE FROM smtp_fault_rules WHERE inbox_id = ?'),
  remove: stmt('DELETE FROM smtp_fault_rules WHERE inbox_id = ? AND id = ?'),
  count: stmt('SELECT COUNT(*) AS n FROM smtp_fault_rules WHERE inbox_id = ?'),
  last: stmt('SELECT COALESCE(MAX(position), 0) AS n FROM smtp_fault_rules WHERE inbox_id = ?'),
  // The inbox's flag, written only when it flips: routing caches the row, so a flip moves the epoch.
  flag: stmt(`UPDATE inboxes SET smtp_faults = ${HAS_RULES} WHERE id = ? AND smtp_faults <> ${HAS_RULES}`),
  fire: stmt(`UPDATE smtp_fault_rules SET remaining = remaining - 1, fired = fired + 1, last_fired_at = ?
    WHERE id = ? AND (remaining IS NULL OR remaining > 0)`),
  firedAgain: stmt('UPDATE smtp_fault_rules SET fired = fired + 1, last_fired_at = ? WHERE id = ?'),
  seen: stmt(`SELECT first_seen_at AS n FROM smtp_greylist WHERE ${TRIPLE}`),
  hold: stmt('INSERT INTO smtp_greylist (rule_id, client_address, mail_from, rcpt_to, first_seen_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING'),
};

/** The one place the rules of an inbox change: under its lock, the flag kept in the same transaction. */
function* rewrite<T>(inboxId: string, g: Gen<T>): Gen<T> {
  return yield* atomic((function* () {
    yield* lock(`smtp-faults:${inboxId}`);
    const out = yield* g;
    yield* catalogWrite(S.flag, [inboxId, inboxId, inboxId]);
    return out;
  })());
}

function* insert(inboxId: string, rule: NewSmtpFaultRuleRow, position: number): Gen<void> {
  const row: Omit<SmtpFaultRuleRow, 'fired' | 'last_fired_at'> = { ...rule, inbox_id: inboxId, position, remaining: rule.times };
  yield* run(S.insert, COLUMNS.map((c) => row[c]));
}

/** Fault rules per inbox and their greylisting state. */
export const smtpFaults: GroupOf<SmtpFaultsPort> = {
  ofInbox: rows<[string], SmtpFaultRuleRow>(S.ofInbox),
  replace: (inboxId, rules) => rewrite(inboxId, (function* () {
    yield* run(S.clear, [inboxId]);
    for (const [i, rule] of rules.entries()) yield* insert(inboxId, rule, i + 1);
  })()),
  append: (inboxId, rule, max) => rewrite(inboxId, (function* () {
    if ((yield* scalar(S.count)(inboxId)) >= max) return false;
    yield* insert(inboxId, rule, (yield* scalar(S.last)(inboxId)) + 1);
    return true;
  })()),
  remove: (inboxId, ruleId) => rewrite(inboxId, (function* () {
    return (yield* run(S.remove, [inboxId, ruleId])) > 0;
  })()),
  fire: changedAny(S.fire, (ruleId: string, at: number) => [at, ruleId]),
  *greylist(ruleId: string, triple: GreylistTriple, at: number, windowMs: number, admit: boolean): Gen<GreylistVerdict> {
    const key = [ruleId, triple.client_address, triple.mail_from, triple.rcpt_to];
    return yield* atomic((function* (): Gen<GreylistVerdict> {
      // One decision per rule at a time, so a triple's first attempt is counted once however many processes see it.
      yield* lock(`smtp-greylist:${ruleId}`);
      const seen = yield* get<{ n: number }>(S.seen, key);
      if (seen) {
        if (at - Number(seen.n) >= windowMs) return 'passed';
        yield* run(S.firedAgain, [at, ruleId]);
        return 'held';
      }
      if (!admit || (yield* run(S.fire, [at, ruleId])) === 0) return 'none';
      yield* run(S.hold, [...key, at]);
      return 'held';
    })());
  },
};
