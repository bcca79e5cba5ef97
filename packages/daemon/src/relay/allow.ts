// `--relay-allow`: who mail may be released or sent to. Exact addresses, a domain (`@example.com`,
// `example.com`, `*@example.com`), every subdomain of one (`*.example.com`), or `*` for anyone.
import { invalid } from '@inboxkit/core';

/** A parsed allow list: `allows(address)` says whether mail may go there. */
export interface RelayAllow {
  /** The entries as given (lower case), for messages. */
  readonly entries: readonly string[];
  allows(address: string): boolean;
}

const DOMAIN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const ADDRESS = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;

/** An address as the allow list and the relay compare it: trimmed, angle brackets off, lower case; null when it is none. */
export function normalizeRecipient(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const address = value.trim().replace(/^<(.*)>$/, '$1').toLowerCase();
  return address.length <= 320 && ADDRESS.test(address) ? address : null;
}

/**
 * Parses the list (comma-separated text or entries); `invalid('relayAllow')` names a bad entry.
 * An empty list allows nothing.
 */
export function parseRelayAllow(list: string | readonly string[]): RelayAllow {
  const entries = (typeof list === 'string' ? list.split(',') : list).map((e) => e.trim().toLowerCase()).filter(Boolean);
  const addresses = new Set<string>();
  const domains = new Set<string>();
  const parents: string[] = [];
  let anyone = false;
  for (const entry of entries) {
    if (entry === '*') anyone = true;
    else if (entry.startsWith('*.') && DOMAIN.test(entry.slice(2))) parents.push(entry.slice(1));
    else if (/^\*?@/.test(entry) && DOMAIN.test(entry.slice(entry.indexOf('@') + 1))) domains.add(entry.slice(entry.indexOf('@') + 1));
    else if (DOMAIN.test(entry)) domains.add(entry);
    else if (normalizeRecipient(entry) === entry) addresses.add(entry);
    else throw invalid('relayAllow', `the relay allow list entry "${entry.slice(0, 100)}" is not an address, @domain, *.domain or *`);
  }
  return {
    entries,
    allows(address) {
      const normalized = normalizeRecipient(address);
      if (normalized === null) return false;
      if (anyone || addresses.has(normalized)) return true;
      const domain = normalized.slice(normalized.lastIndexOf('@') + 1);
      return domains.has(domain) || parents.some((parent) => domain.endsWith(parent));
    },
  };
}
