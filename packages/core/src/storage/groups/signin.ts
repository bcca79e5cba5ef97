import type { SigninPort } from '../port.js';
import { changedAny, found, insertInto, run, row, scalar, stmt, write, type GroupOf } from '../sql/ops.js';

const USER = ['id', 'email', 'display_name', 'avatar_url', 'identity_login', 'created_at'] as const;
const REQUEST = ['id', 'email', 'scopes', 'label', 'key_expires_at', 'callback_url', 'callback_state', 'next_dashboard_path',
  'client_version', 'remote_address', 'status', 'expires_at', 'created_at'] as const;
const CHALLENGE = ['id', 'auth_request_id', 'otp_hash', 'token_hash', 'max_attempts', 'expires_at', 'created_at'] as const;
const SESSION = ['id', 'token_hash', 'kind', 'user_id', 'account_id', 'api_key_id', 'scopes', 'auth_request_id', 'expires_at', 'created_at'] as const;

const S = {
  userById: stmt('SELECT * FROM users WHERE id = ?'),
  userByEmail: stmt('SELECT * FROM users WHERE email = ?'),
  insertUser: stmt(insertInto('users', USER)),
  touchUser: stmt('UPDATE users SET last_sign_in_at = ? WHERE id = ?'),
  insertMember: stmt(`INSERT INTO account_members (user_id, account_id, role, created_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (user_id, account_id) DO NOTHING`),
  membership: stmt('SELECT * FROM account_members WHERE user_id = ? AND account_id = ?'),
  firstMembership: stmt('SELECT * FROM account_members WHERE user_id = ? ORDER BY created_at, account_id LIMIT 1',
    { postgres: (t) => t.replace('account_id LIMIT', 'account_id COLLATE "C" LIMIT') }),
  insertRequest: stmt(insertInto('auth_requests', REQUEST)),
  request: stmt('SELECT * FROM auth_requests WHERE id = ?'),
  setStatus: stmt('UPDATE auth_requests SET status = ? WHERE id = ?'),
  approve: stmt(`UPDATE auth_requests SET status = 'approved', exchange_code_hash = ?, exchange_expires_at = ?,
    user_id = ?, account_id = ?, approved_at = ? WHERE id = ?`),
  complete: stmt(`UPDATE auth_requests SET status = 'completed', user_id = ?, account_id = ?,
    api_key_id = ?, completed_at = ?, exchange_code_hash = NULL WHERE id = ?`),
  exchangeMiss: stmt('UPDATE auth_requests SET exchange_attempts = exchange_attempts + 1 WHERE id = ? RETURNING exchange_attempts AS n'),
  insertChallenge: stmt(insertInto('auth_challenges', CHALLENGE)),
  challenge: stmt('SELECT * FROM auth_challenges WHERE id = ?'),
  challengeMiss: stmt('UPDATE auth_challenges SET attempts = attempts + 1 WHERE id = ? RETURNING attempts AS n'),
  useToken: stmt('UPDATE auth_challenges SET token_used_at = ? WHERE id = ? AND token_used_at IS NULL'),
  insertSession: stmt(insertInto('dashboard_sessions', SESSION)),
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
  userById: row(S.userById),
  userByEmail: row(S.userByEmail),
  insertUser: write(S.insertUser, (r) => USER.map((c) => r[c])),
  touchUser: write(S.touchUser, (id, at) => [at, id]),
  addMember: write(S.insertMember),
  membership: row(S.membership),
  firstMembership: row(S.firstMembership),
  insertRequest: write(S.insertRequest, (r) => REQUEST.map((c) => r[c])),
  request: row(S.request),
  setStatus: write(S.setStatus, (id, status) => [status, id]),
  approve: write(S.approve, (a) => [a.hash, a.expires, a.user_id, a.account_id, a.now, a.id]),
  complete: write(S.complete, (a) => [a.user_id, a.account_id, a.key_id, a.now, a.id]),
  exchangeMiss: scalar(S.exchangeMiss),
  insertChallenge: write(S.insertChallenge, (r) => CHALLENGE.map((c) => r[c])),
  challenge: row(S.challenge),
  challengeMiss: scalar(S.challengeMiss),
  useToken: changedAny(S.useToken, (id, at) => [at, id]),
  insertSession: write(S.insertSession, (r) => SESSION.map((c) => r[c])),
  sessionByHash: row(S.sessionByHash),
  deleteSession: changedAny(S.deleteSession),
  *purge(requestsBefore, sessionsBefore) {
    return (yield* run(S.purgeRequests, [requestsBefore])) + (yield* run(S.purgeSessions, [sessionsBefore]));
  },
  hasInbox: found(S.anyInbox),
  hasWebhook: found(S.anyWebhook),
  slugTaken: found(S.slugTaken),
};
