import type { Db } from './connection.js';
import type {
  AuthRequestRow, AuthRequestStatus, ChallengeRow, MembershipRow, NewAuthRequestRow, SessionRow, UserRow,
} from '../rows.js';








/** Users, memberships, sign-in requests, challenges and dashboard sessions. */
export class SqliteSignin {
  private readonly s;

  constructor(db: Db) {
    const p = (sql: string) => db.prepare(sql);
    this.s = {
      userById: p('SELECT * FROM users WHERE id = ?'),
      userByEmail: p('SELECT * FROM users WHERE email = ?'),
      insertUser: p(`INSERT INTO users (id, email, display_name, avatar_url, identity_login, created_at)
        VALUES (@id, @email, @display_name, @avatar_url, @identity_login, @created_at)`),
      touchUser: p('UPDATE users SET last_sign_in_at = ? WHERE id = ?'),
      insertMember: p(`INSERT INTO account_members (user_id, account_id, role, created_at) VALUES (?, ?, ?, ?)
        ON CONFLICT (user_id, account_id) DO NOTHING`),
      membership: p('SELECT * FROM account_members WHERE user_id = ? AND account_id = ?'),
      firstMembership: p('SELECT * FROM account_members WHERE user_id = ? ORDER BY created_at, account_id LIMIT 1'),
      insertRequest: p(`INSERT INTO auth_requests
        (id, email, scopes, label, key_expires_at, callback_url, callback_state, next_dashboard_path, client_version,
         remote_address, status, expires_at, created_at)
        VALUES (@id, @email, @scopes, @label, @key_expires_at, @callback_url, @callback_state, @next_dashboard_path,
         @client_version, @remote_address, @status, @expires_at, @created_at)`),
      requestById: p('SELECT * FROM auth_requests WHERE id = ?'),
      setStatus: p('UPDATE auth_requests SET status = ? WHERE id = ?'),
      approve: p(`UPDATE auth_requests SET status = 'approved', exchange_code_hash = @hash, exchange_expires_at = @expires,
        user_id = @user_id, account_id = @account_id, approved_at = @now WHERE id = @id`),
      complete: p(`UPDATE auth_requests SET status = 'completed', user_id = @user_id, account_id = @account_id,
        api_key_id = @key_id, completed_at = @now, exchange_code_hash = NULL WHERE id = @id`),
      exchangeMiss: p('UPDATE auth_requests SET exchange_attempts = exchange_attempts + 1 WHERE id = ? RETURNING exchange_attempts AS n'),
      insertChallenge: p(`INSERT INTO auth_challenges (id, auth_request_id, otp_hash, token_hash, max_attempts, expires_at, created_at)
        VALUES (@id, @auth_request_id, @otp_hash, @token_hash, @max_attempts, @expires_at, @created_at)`),
      challengeById: p('SELECT * FROM auth_challenges WHERE id = ?'),
      challengeMiss: p('UPDATE auth_challenges SET attempts = attempts + 1 WHERE id = ? RETURNING attempts AS n'),
      useToken: p('UPDATE auth_challenges SET token_used_at = ? WHERE id = ? AND token_used_at IS NULL'),
      insertSession: p(`INSERT INTO dashboard_sessions
        (id, token_hash, kind, user_id, account_id, api_key_id, scopes, auth_request_id, expires_at, created_at)
        VALUES (@id, @token_hash, @kind, @user_id, @account_id, @api_key_id, @scopes, @auth_request_id, @expires_at, @created_at)`),
      deleteSession: p('DELETE FROM dashboard_sessions WHERE id = ?'),
      sessionByHash: p('SELECT * FROM dashboard_sessions WHERE token_hash = ?'),
      purgeRequests: p('DELETE FROM auth_requests WHERE expires_at < ?'),
      purgeSessions: p('DELETE FROM dashboard_sessions WHERE expires_at < ?'),
      anyInbox: p('SELECT 1 FROM inboxes WHERE account_id = ? AND is_wildcard = 0 LIMIT 1'),
      anyWebhook: p("SELECT 1 FROM webhooks WHERE account_id = ? AND status <> 'archived' LIMIT 1"),
      slugTaken: p('SELECT 1 FROM accounts WHERE slug = ?'),
    };
  }

  userById(id: string): UserRow | null {
    return (this.s.userById.get(id) as UserRow | undefined) ?? null;
  }

  userByEmail(email: string): UserRow | null {
    return (this.s.userByEmail.get(email) as UserRow | undefined) ?? null;
  }

  insertUser(row: Omit<UserRow, 'last_sign_in_at'>): void {
    this.s.insertUser.run(row);
  }

  touchUser(id: string, at: number): void {
    this.s.touchUser.run(at, id);
  }

  addMember(userId: string, accountId: string, role: string, at: number): void {
    this.s.insertMember.run(userId, accountId, role, at);
  }

  membership(userId: string, accountId: string): MembershipRow | null {
    return (this.s.membership.get(userId, accountId) as MembershipRow | undefined) ?? null;
  }

  /** The user's first account (the personal account made at the first sign-in). */
  firstMembership(userId: string): MembershipRow | null {
    return (this.s.firstMembership.get(userId) as MembershipRow | undefined) ?? null;
  }

  insertRequest(row: NewAuthRequestRow): void {
    this.s.insertRequest.run(row);
  }

  request(id: string): AuthRequestRow | null {
    return (this.s.requestById.get(id) as AuthRequestRow | undefined) ?? null;
  }

  setStatus(id: string, status: AuthRequestStatus): void {
    this.s.setStatus.run(status, id);
  }

  approve(a: { id: string; hash: Buffer; expires: number; user_id: string; account_id: string; now: number }): void {
    this.s.approve.run(a);
  }

  complete(a: { id: string; user_id: string; account_id: string; key_id: string; now: number }): void {
    this.s.complete.run(a);
  }

  /** Counts one wrong exchange code; returns the new count. */
  exchangeMiss(id: string): number {
    return (this.s.exchangeMiss.get(id) as { n: number }).n;
  }

  insertChallenge(row: Omit<ChallengeRow, 'attempts' | 'token_used_at'>): void {
    this.s.insertChallenge.run(row);
  }

  challenge(id: string): ChallengeRow | null {
    return (this.s.challengeById.get(id) as ChallengeRow | undefined) ?? null;
  }

  /** Counts one wrong code or token; returns the new count. */
  challengeMiss(id: string): number {
    return (this.s.challengeMiss.get(id) as { n: number }).n;
  }

  /** Marks the magic link used; false when it already was. */
  useToken(id: string, at: number): boolean {
    return this.s.useToken.run(at, id).changes === 1;
  }

  insertSession(row: SessionRow): void {
    this.s.insertSession.run(row);
  }

  sessionByHash(hash: Buffer): SessionRow | null {
    return (this.s.sessionByHash.get(hash) as SessionRow | undefined) ?? null;
  }

  deleteSession(id: string): boolean {
    return this.s.deleteSession.run(id).changes === 1;
  }

  purge(requestsBefore: number, sessionsBefore: number): number {
    return this.s.purgeRequests.run(requestsBefore).changes + this.s.purgeSessions.run(sessionsBefore).changes;
  }

  hasInbox(accountId: string): boolean {
    return this.s.anyInbox.get(accountId) !== undefined;
  }

  hasWebhook(accountId: string): boolean {
    return this.s.anyWebhook.get(accountId) !== undefined;
  }

  slugTaken(slug: string): boolean {
    return this.s.slugTaken.get(slug) !== undefined;
  }
}
