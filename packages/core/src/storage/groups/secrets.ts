import type { SecretsPort } from '../port.js';
import { get, run, stmt, type GroupOf } from '../sql/ops.js';

const S = {
  insert: stmt('INSERT INTO service_secrets (name, secret, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING'),
  get: stmt('SELECT secret FROM service_secrets WHERE name = ?'),
};

/** Secrets made once per database: the first process to ask stores its candidate, every later one reads it. */
export const secrets: GroupOf<SecretsPort> = {
  *keep(name: string, candidate: Buffer, at: number) {
    yield* run(S.insert, [name, candidate, at]);
    const row = yield* get<{ secret: Uint8Array }>(S.get, [name]);
    if (!row) throw new Error(`secret ${name} was neither stored nor found`);
    return Buffer.from(row.secret);
  },
};
