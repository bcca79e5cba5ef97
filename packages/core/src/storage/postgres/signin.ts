import type { SigninPort } from '../port.js';
import type {
  AuthRequestRow, AuthRequestStatus, ChallengeRow, MembershipRow, NewAuthRequestRow, SessionRow, UserRow,
} from '../rows.js';
import type { PgContext } from './connection.js';
import { sql } from './sql.js';

const Q = {
  userById: sql('SELECT * FROM users WHERE id = $1'),
  userByEmail: sql('SELECT * FROM users WHERE email = $1'),
  insertUser: sql(`INSERT INTO users (id, email, display_name, avatar_url, identity_login, created_at) VALUES ($1, $2, $3, $4, $5, $6)`),
  touchUser: sql('UPDATE users SET last_sign_in_at = $1 WHERE id = $2'),
  insertMember: sql(`INSERT INTO account_members (user_id, account_id, role, created_at) VALUES ($1, $2, $3, $4)
    ON CONFLICT (user_id, account_id) DO NOTHING`),
  membership: sql('SELECT * FROM account_members WHERE user_id = $1 AND account_id = $2'),
  firstMembership: sql('SELECT * FROM account_members WHERE user_id = $1 ORDER BY created_at, account_id COLLATE "C" LIMIT 1'),
  insertRequest: sql(`INSERT INTO auth_requests (id, email, scopes, label, key_expires_at, callback_url, callback_state,
    next_dashboard_path, client_version, remote_address, status, expires_at, created_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`),
  request: sql('SELECT * FROM auth_requests WHERE id = $1'),
  setStatus: sql('UPDATE auth_requests SET status = $1 WHERE id = $2'),
  approve: sql(`UPDATE auth_requests SET status = 'approved', exchange_code_hash = $2, exchange_expires_at = $3,
    user_id = $4, account_id = $5, approved_at = $6 WHERE id = $1`),
  complete: sql(`UPDATE auth_requests SET status = 'completed', user_id = $2, account_id = $3,
    api_key_id = $4, completed_at = $5, exchange_code_hash = NULL WHERE id = $1`),
  exchangeMiss: sql('UPDATE auth_requests SET exchange_attempts = exchange_attempts + 1 WHERE id = $1 RETURNING exchange_attempts AS n'),
  insertChallenge: sql(`INSERT INTO auth_challenges (id, auth_request_id, otp_hash, token_hash, max_attempts, expires_at, created_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7)`),
  challenge: sql('SELECT * FROM auth_challenges WHERE id = $1'),
  challengeMiss: sql('UPDATE auth_challenges SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts AS n'),
  useToken: sql('UPDATE auth_challenges SET token_used_at = $1 WHERE id = $2 AND token_used_at IS NULL'),
  insertSession: sql(`INSERT INTO dashboard_sessions
    (id, token_hash, kind, user_id, account_id, api_key_id, scopes, auth_request_id, expires_at, created_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`),
  deleteSession: sql('DELETE FROM dashboard_sessions WHERE id = $1'),
  sessionByHash: sql('SELECT * FROM dashboard_sessions WHERE token_hash = $1'),
  purgeRequests: sql('DELETE FROM auth_requests WHERE expires_at < $1'),
  purgeSessions: sql('DELETE FROM dashboard_sessions WHERE expires_at < $1'),
  anyInbox: sql('SELECT 1 FROM inboxes WHERE account_id = $1 AND is_wildcard = 0 LIMIT 1'),
  anyWebhook: sql(`SELECT 1 FROM webhooks WHERE account_id = $1 AND status <> 'archived' LIMIT 1`),
  slugTaken: sql('SELECT 1 FROM accounts WHERE slug = $1'),
};

/** Users, memberships, sign-in requests, challenges and dashboard sessions on PostgreSQL. */
export class PgSignin implements SigninPort {
  constructor(private readonly c: PgContext) {}

  private async one<R>(q: typeof Q[keyof typeof Q], values: unknown[]): Promise<R | null> {
    return (await this.c.query<R>(q, values)).rows[0] ?? null;
  }
  private async run(q: typeof Q[keyof typeof Q], values: unknown[]): Promise<number> {
    return (await this.c.query(q, values)).rowCount;
  }

  userById(id: string) { return this.one<UserRow>(Q.userById, [id]); }
  userByEmail(email: string) { return this.one<UserRow>(Q.userByEmail, [email]); }
  async insertUser(row: Omit<UserRow, 'last_sign_in_at'>): Promise<void> {
    await this.run(Q.insertUser, [row.id, row.email, row.display_name, row.avatar_url, row.identity_login, row.created_at]);
  }
  async touchUser(id: string, at: number): Promise<void> { await this.run(Q.touchUser, [at, id]); }
  async addMember(userId: string, accountId: string, role: string, at: number): Promise<void> {
    await this.run(Q.insertMember, [userId, accountId, role, at]);
  }
  membership(userId: string, accountId: string) { return this.one<MembershipRow>(Q.membership, [userId, accountId]); }
  firstMembership(userId: string) { return this.one<MembershipRow>(Q.firstMembership, [userId]); }
  async insertRequest(row: NewAuthRequestRow): Promise<void> {
    await this.run(Q.insertRequest, [row.id, row.email, row.scopes, row.label, row.key_expires_at, row.callback_url, row.callback_state,
      row.next_dashboard_path, row.client_version, row.remote_address, row.status, row.expires_at, row.created_at]);
  }
  request(id: string) { return this.one<AuthRequestRow>(Q.request, [id]); }
  async setStatus(id: string, status: AuthRequestStatus): Promise<void> { await this.run(Q.setStatus, [status, id]); }
  async approve(a: { id: string; hash: Buffer; expires: number; user_id: string; account_id: string; now: number }): Promise<void> {
    await this.run(Q.approve, [a.id, a.hash, a.expires, a.user_id, a.account_id, a.now]);
  }
  async complete(a: { id: string; user_id: string; account_id: string; key_id: string; now: number }): Promise<void> {
    await this.run(Q.complete, [a.id, a.user_id, a.account_id, a.key_id, a.now]);
  }
  async exchangeMiss(id: string): Promise<number> { return (await this.one<{ n: number }>(Q.exchangeMiss, [id]))!.n; }
  async insertChallenge(row: Omit<ChallengeRow, 'attempts' | 'token_used_at'>): Promise<void> {
    await this.run(Q.insertChallenge, [row.id, row.auth_request_id, row.otp_hash, row.token_hash, row.max_attempts, row.expires_at, row.created_at]);
  }
  challenge(id: string) { return this.one<ChallengeRow>(Q.challenge, [id]); }
  async challengeMiss(id: string): Promise<number> { return (await this.one<{ n: number }>(Q.challengeMiss, [id]))!.n; }
  async useToken(id: string, at: number): Promise<boolean> { return (await this.run(Q.useToken, [at, id])) === 1; }
  async insertSession(row: SessionRow): Promise<void> {
    await this.run(Q.insertSession, [row.id, row.token_hash, row.kind, row.user_id, row.account_id, row.api_key_id, row.scopes,
      row.auth_request_id, row.expires_at, row.created_at]);
  }
  async deleteSession(id: string): Promise<boolean> {
    return (await this.run(Q.deleteSession, [id])) === 1;
  }
  sessionByHash(hash: Buffer) { return this.one<SessionRow>(Q.sessionByHash, [hash]); }
  async purge(requestsBefore: number, sessionsBefore: number): Promise<number> {
    return (await this.run(Q.purgeRequests, [requestsBefore])) + (await this.run(Q.purgeSessions, [sessionsBefore]));
  }
  async hasInbox(accountId: string): Promise<boolean> { return (await this.one(Q.anyInbox, [accountId])) !== null; }
  async hasWebhook(accountId: string): Promise<boolean> { return (await this.one(Q.anyWebhook, [accountId])) !== null; }
  async slugTaken(slug: string): Promise<boolean> { return (await this.one(Q.slugTaken, [slug])) !== null; }
}
