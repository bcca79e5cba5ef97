import type { IdempotencyPort } from '../port.js';
import type { IdempotencyRecord } from '../rows.js';
import type { PgContext } from './connection.js';
import { sql } from './sql.js';

const Q = {
  get: sql(`SELECT request_hash, body, created_at FROM idempotency_records
    WHERE account_id = $1 AND scope = $2 AND key = $3 AND created_at > $4`),
  put: sql(`INSERT INTO idempotency_records (account_id, scope, key, request_hash, body, created_at) VALUES ($1, $2, $3, $4, $5, $6)
    ON CONFLICT (account_id, scope, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, body = EXCLUDED.body,
      created_at = EXCLUDED.created_at`),
  purge: sql('DELETE FROM idempotency_records WHERE created_at <= $1'),
  remove: sql('DELETE FROM idempotency_records WHERE account_id = $1 AND scope = $2 AND key = $3'),
};

export class PgIdempotency implements IdempotencyPort {
  constructor(private readonly c: PgContext) {}

  async get(accountId: string, scope: string, key: string, notBefore: number): Promise<IdempotencyRecord | null> {
    return (await this.c.query<IdempotencyRecord>(Q.get, [accountId, scope, key, notBefore])).rows[0] ?? null;
  }

  async put(accountId: string, scope: string, key: string, rec: IdempotencyRecord): Promise<void> {
    await this.c.query(Q.put, [accountId, scope, key, rec.request_hash, rec.body, rec.created_at]);
  }

  async remove(accountId: string, scope: string, key: string): Promise<boolean> {
    return (await this.c.query(Q.remove, [accountId, scope, key])).rowCount > 0;
  }

  async purgeOlderThan(cutoff: number): Promise<number> {
    return (await this.c.query(Q.purge, [cutoff])).rowCount;
  }
}
