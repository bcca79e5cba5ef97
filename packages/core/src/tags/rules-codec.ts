/** An account's tag rules as its row keeps them (accounts.tag_rules, JSON; NULL: none). */
import type { TagRule } from '../types.js';

/** A rule as stored: its creation time in epoch ms. */
export interface StoredTagRule {
  id: string;
  query: string;
  tags: string[];
  created_at: number;
}

export function readTagRules(json: string | null | undefined): StoredTagRule[] {
  return json ? (JSON.parse(json) as StoredTagRule[]) : [];
}

export function writeTagRules(rules: readonly StoredTagRule[]): string | null {
  return rules.length === 0 ? null : JSON.stringify(rules);
}

export const toTagRule = (rule: StoredTagRule): TagRule => ({ id: rule.id, query: rule.query, tags: rule.tags, created_at: new Date(rule.created_at).toISOString() });
