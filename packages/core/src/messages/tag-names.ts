/**
 * Tag names: lower case, a letter or digit first, then letters, digits, `.`, `_`, `-` or `/`,
 * at most 64 characters. Case is folded so `Signup` and `signup` are one tag (as a search for
 * either finds both).
 *
 *   normalizeTag(' Signup ')   // 'signup'
 *   normalizeTag('two words')  // null
 *   tagsFromHeader('Signup, welcome email') // ['signup', 'welcome-email']
 */
export const TAG_LIMITS = Object.freeze({ chars: 64, perMessage: 20 });

const NAME = /^[\p{L}\p{N}][\p{L}\p{N}._/-]*$/u;

/** The tag's stored form, or null when it is not a tag name. */
export function normalizeTag(value: string): string | null {
  const tag = value.trim().toLowerCase();
  return tag.length > 0 && tag.length <= TAG_LIMITS.chars && NAME.test(tag) ? tag : null;
}

/**
 * Tags named in a header value (`X-Tags: one, two words`): comma-separated, spaces inside a
 * name turned into `-`, what is still not a tag name dropped.
 */
export function tagsFromHeader(value: string): string[] {
  return value.split(',').map((part) => normalizeTag(part.trim().replace(/\s+/g, '-'))).filter((t): t is string => t !== null);
}

/** The plus-address tag of a recipient routed to an inbox without it (`signup+welcome@…` → `welcome`), or null. */
export function plusTag(recipient: string, inboxAddress: string): string | null {
  const at = recipient.lastIndexOf('@');
  const local = recipient.slice(0, at);
  const plus = local.indexOf('+');
  if (plus < 0 || inboxAddress.toLowerCase() === recipient.toLowerCase()) return null;
  return normalizeTag(local.slice(plus + 1));
}

/** Tags in order of first appearance, each once, at most TAG_LIMITS.perMessage. */
export function uniqueTags(tags: Iterable<string>): string[] {
  return [...new Set(tags)].slice(0, TAG_LIMITS.perMessage);
}
