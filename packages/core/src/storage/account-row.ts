import type { Entitlements } from '../types.js';
import { iso } from '../clock.js';
import type { StoredAccount } from './rows.js';

/** An accounts row as both engines store it (entitlements as JSON text, epoch ms). */
export interface AccountRow {
  id: string;
  name: string;
  slug: string;
  tier: string;
  entitlements: string;
  wildcard_namespace: string | null;
  wildcard_inbox_id: string | null;
  created_at: number;
}

export function toAccount(row: AccountRow): StoredAccount {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    tier: row.tier,
    entitlements: JSON.parse(row.entitlements) as Entitlements,
    wildcard_namespace: row.wildcard_namespace,
    wildcard_inbox_id: row.wildcard_inbox_id,
    created_at: iso(row.created_at),
  };
}

/** Frozen all the way down: one cached object is handed to every caller. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
