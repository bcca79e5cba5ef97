import type { PgQuery } from './driver.js';

let count = 0;

/** A statement with a name of its own, so node-postgres prepares it once per connection (PGlite ignores the name). */
export function sql(text: string): PgQuery {
  return { name: `ik_${++count}`, text };
}
