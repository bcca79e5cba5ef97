import type { SigninPort } from '../port.js';
import type { AuthRequestRow, ChallengeRow, MembershipRow, NewAuthRequestRow, SessionRow, UserRow } from '../rows.js';
import { changedAny, found, run, row, scalar, stmt, write, type GroupOf } from '../sql/ops.js';

const insert = <T extends string>(table: string, columns: readonly T[]) =>
  stmt(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
const USER = ['id', 'email', 'display_name', 'avatar_url', 'identity_login', 'created_at'] as const;
const REQUEST = ['id', 'email', 'scopes', 'label', 'key_expires_at', 'callback_url', 'callback_state', 'next_dashboard_path',
  'client_version', 'remote_address', 'status', 'expires_at', 'created_at'] as const;
const CHALLENGE = ['id', 'auth_request_id', 'otp_hash', 'token_hash', 'max_attempts', 'expires_at', 'created_at'] as const;
const SESSION = ['id', 'token_hash', 'kind', 'user_id', 'account_id', 'api_key_id', 'scopes', 'auth_request_id', 'expires_at', 'created_at'] as const;

const S = {
  userById: stmt('SELECT * FROM users WHERE id = ?'),
  userByEmail: stmt('SELECT * FROM users WHERE email = ?'),
  insertUser: insert('users', USER),
  touchUser: stmt('UPDATE users SET last_sign_in_at = ? WHERE id = ?'),
  insertMember: stmt(`INSERT INTO account_members (user_id, account_id, role, created_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (user_id, account_id) DO NOTHING`),
  membership: stmt('SELECT * FROM account_members WHERE user_id = ? AND account_id = ?'),
  firstMembership: stmt('SELECT * FROM account_members WHERE user_id = ? ORDER BY created_at, account_id LIMIT 1',
    { postgres: (t) => t.replace('account_id LIMIT', 'account_id COLLATE "C" LIMIT') }),
  insertRequest: insert('auth_requests', REQUEST),
  request: stmt('SELECT * FROM auth_requests WHERE id = ?'),
  setStatus: stmt('UPDATE auth_requests SET status = ? WHERE id = ?'),
  approve: stmt(`UPDATE auth_requests SET status = 'approved', exchange_code_hash = ?, exchange_expires_at = ?,
    user_id = ?, account_id = ?, approved_at = ? WHERE id = ?`),
  complete: stmt(`UPDATE auth_requests SET status = 'completed', user_id = ?, account_id = ?,
    api_key_id = ?, completed_at = ?, exchange_code_hash = NULL WHERE id = ?`),
  exchangeMiss: stmt('UPDATE auth_requests SET exchange_attempts = exchange_attempts + 1 WHERE id = ? RETURNING exchange_attempts AS n'),
  insertChallenge: insert('auth_challenges', CHALLENGE),
  challenge: stmt('SELECT * FROM auth_challenges WHERE id = ?'),
  challengeMiss: stmt('UPDATE auth_challenges SET attempts = attempts + 1 WHERE id = ? RETURNING attempts AS n'),
  useToken: stmt('UPDATE auth_challenges SET token_used_at = ? WHERE id = ? AND token_used_at IS NULL'),
  insertSession: insert('dashboard_sessions', SESSION),
  deleteSession: stmt('DELETE FROM dashboard_sessions WHERE id = ?'),
  sessionByHash: stmt('SELECT * FROM dashboard_sessions WHERE token_hash = ?'),
  purgeRequests: stmt('DELETE FROM auth_requests WHERE expires_at < ?'),
  purgeSessions: stmt('DELETE FROM dashboard_sessions WHERE expires_at < ?'),
  anyInbox: stmt('SELECT 1 AS n FROM inboxes WHERE account_id = ? AND is_wildcard = 0 LIMIT 1'),
  anyWebhook: stmt(`SELECT 1 AS n FROM webhooks WHERE account_id = ? AND status <> 'archived' LIMIT 1`),
  slugTaken: stmt('SELECT 1 AS n FROM accounts WHERE slug = ?'),
};

/** Users, memberships, sign-in requests, challenges and dashboard sessions. */
export const signin: GroupOf<SigninPort> = {
  userById: row<[string], UserRow>(S.userById),
  userByEmail: row<[string], UserRow>(S.userByEmail),
  insertUser: write<[Omit<UserRow, 'last_sign_in_at'>]>(S.insertUser, (r) => USER.map((c) => r[c])),
  touchUser: write<[string, number]>(S.touchUser, (id, at) => [at, id]),
  addMember: write<[string, string, string, number]>(S.insertMember),
  membership: row<[string, string], MembershipRow>(S.membership),
  firstMembership: row<[string], MembershipRow>(S.firstMembership),
  insertRequest: write<[NewAuthRequestRow]>(S.insertRequest, (r) => REQUEST.map((c) => r[c])),
  request: row<[string], AuthRequestRow>(S.request),
  setStatus: write<[string, string]>(S.setStatus, (id, status) => [status, id]),
  approve: write<[{ id: string; hash: Buffer; expires: number; user_id: string; account_id: string; now: number }]>(S.approve,
    (a) => [a.hash, a.expires, a.user_id, a.account_id, a.now, a.id]),
  complete: write<[{ id: string; user_id: string; account_id: string; key_id: string; now: number }]>(S.complete,
    (a) => [a.user_id, a.account_id, a.key_id, a.now, a.id]),
  exchangeMiss: scalar<[string]>(S.exchangeMiss),
  insertChallenge: write<[Omit<ChallengeRow, 'attempts' | 'token_used_at'>]>(S.insertChallenge, (r) => CHALLENGE.map((c) => r[c])),
  challenge: row<[string], ChallengeRow>(S.challenge),
  challengeMiss: scalar<[string]>(S.challengeMiss),
  useToken: changedAny<[string, number]>(S.useToken, (id, at) => [at, id]),
  insertSession: write<[SessionRow]>(S.insertSession, (r) => SESSION.map((c) => r[c])),
  sessionByHash: row<[Buffer], SessionRow>(S.sessionByHash),
  deleteSession: changedAny<[string]>(S.deleteSession),
  *purge(requestsBefore: number, sessionsBefore: number) {
    return (yield* run(S.purgeRequests, [requestsBefore])) + (yield* run(S.purgeSessions, [sessionsBefore]));
  },
  hasInbox: found<[string]>(S.anyInbox),
  hasWebhook: found<[string]>(S.anyWebhook),
  slugTaken: found<[string]>(S.slugTaken),
};
