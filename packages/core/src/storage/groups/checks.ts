import type { ChecksPort, KeptCheck, MessageChecksRow } from '../port-checks.js';
import { get, run, stmt, type GroupOf } from '../sql/ops.js';

const put = (part: KeptCheck) => stmt(`INSERT INTO message_checks (seq, ${part}, updated_at) SELECT seq, ?, ? FROM messages WHERE id = ?
  ON CONFLICT (seq) DO UPDATE SET ${part} = excluded.${part}, updated_at = excluded.updated_at`);

const S = {
  read: stmt(`SELECT m.envelope, c.authentication, c.spam, c.links FROM messages m LEFT JOIN message_checks c ON c.seq = m.seq
    WHERE m.id = ? AND m.account_id = ?`),
  put: { authentication: put('authentication'), spam: put('spam'), links: put('links') },
};

/** The envelope kept with each message and the checks' results kept beside it (one row per checked message). */
export const checks: GroupOf<ChecksPort> = {
  *read(accountId: string, messageId: string) {
    return (yield* get<MessageChecksRow>(S.read, [messageId, accountId])) ?? null;
  },
  *put(messageId: string, part: KeptCheck, value: string, at: number) {
    return (yield* run(S.put[part], [value, at, messageId])) > 0;
  },
};
