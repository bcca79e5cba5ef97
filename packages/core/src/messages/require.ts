import { invalid } from '../errors.js';
import { decodeLinks } from '../content/codec.js';
import { LINK_TYPES, MESSAGE_INTENTS, type ExtractedLink, type LinkType, type MessageIntent } from '../types.js';

/**
 * What a waited-for message must hold: `otp` (a code), `links` (any link), `link:<type>` (a link
 * of a spec link type), `intent:<intent>`. Several requirements must all hold.
 */
export type WaitRequirement = 'otp' | 'links' | `link:${LinkType}` | `intent:${MessageIntent}`;

/** The extracted fields a requirement reads: a stored row's (its links column) or a message's. */
export interface Extracted {
  otp: string | null;
  intent: MessageIntent | null;
  links: string | readonly ExtractedLink[];
}

export type Requirement = (m: Extracted) => boolean;

const linksOf = (m: Extracted): readonly ExtractedLink[] => (typeof m.links === 'string' ? decodeLinks(m.links) : m.links);

/**
 * Reads requirements (an array, or one string of comma-separated ones) into one predicate;
 * `invalid` naming `field` for anything else. None: every message fits.
 */
export function parseRequirements(value: string | readonly string[] | undefined, field = 'require'): Requirement {
  const parts = (typeof value === 'string' ? value.split(',') : value ?? []).map((p) => p.trim()).filter(Boolean);
  const checks = parts.map((part): Requirement => {
    if (part === 'otp') return (m) => m.otp !== null;
    if (part === 'links') return (m) => linksOf(m).length > 0;
    const colon = part.indexOf(':');
    const kind = part.slice(0, colon);
    const what = part.slice(colon + 1);
    if (kind === 'link' && LINK_TYPES.includes(what as LinkType)) return (m) => linksOf(m).some((l) => l.type === what);
    if (kind === 'intent' && MESSAGE_INTENTS.includes(what as MessageIntent)) return (m) => m.intent === what;
    throw invalid(field, `${field} must be otp, links, link:<${LINK_TYPES.join('|')}> or intent:<${MESSAGE_INTENTS.join('|')}>; got "${part.slice(0, 64)}"`);
  });
  if (checks.length === 0) return () => true;
  return (m) => checks.every((check) => check(m));
}
