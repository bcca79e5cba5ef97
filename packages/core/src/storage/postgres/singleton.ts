import type { Storage } from '../port.js';
import type { PgDriver } from './driver.js';
import { LOCK_SPACE } from './connection.js';

/**
 * Duties one process at a time does (expiry, retention): a session-level advisory lock,
 * tried, never waited for, held on a connection of its own while the duty runs (its own
 * statements run on other connections). A process that dies lets it go with its connection.
 * PGlite lives in one process, and its one session cannot be held aside: the duty just runs.
 */
export function pgSingleton(driver: PgDriver): Storage['singleton'] {
  return async (name, fn) => {
    if (driver.kind === 'pglite') return { ran: true, value: await fn() };
    const session = await driver.connect();
    let broken = false;
    try {
      const { rows } = await session.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok', [LOCK_SPACE, `duty:${name}`]);
      if (!rows[0]!.ok) return { ran: false };
      try {
        return { ran: true, value: await fn() };
      } finally {
        await session.query('SELECT pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACE, `duty:${name}`]).catch(() => { broken = true; });
      }
    } finally {
      session.release(broken);
    }
  };
}
