// A message's tags as chips, and the tag-name rule. `tags` is an additive field of summaries
// and details (absent from daemons without it): nothing is shown when it is missing.

/** The message's tags, or null when the daemon sends none. */
export function tagsOf(message: object): string[] | null {
  const tags = (message as { tags?: unknown }).tags;
  return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : null;
}

/** At most this many characters (core's TAG_LIMITS.chars). */
export const TAG_CHARS = 64;
const NAME = /^[\p{L}\p{N}][\p{L}\p{N}._/-]*$/u;
export const TAG_RULE = 'a letter or digit, then letters, digits, “.”, “_”, “-” or “/”, at most 64 characters';

/**
 * The tag as the daemon stores it (trimmed, lower case), or null when it is not a tag name:
 * the rule of core's `normalizeTag` (packages/core/src/messages/tag-names.ts), checked here
 * before a request; the server checks it again.
 *
 * @example
 *   tagName(' Signup ') // 'signup'
 *   tagName('two words') // null
 */
export function tagName(value: string): string | null {
  const tag = value.trim().toLowerCase();
  return tag.length > 0 && tag.length <= TAG_CHARS && NAME.test(tag) ? tag : null;
}

/** The search that finds a tag's messages. */
export const tagQuery = (tag: string) => `tag:${tag}`;

/**
 * The tags as chips. With `onPick`, a click on a chip searches its tag (mouse only: in a list
 * option a chip cannot be a control of its own; the preview's tag editor has the buttons).
 */
export function TagChips({ tags, onPick }: { tags: string[]; onPick?: (tag: string) => void }) {
  return (
    <span class="tags" data-testid="tags">
      <span class="visually-hidden">Tags: </span>
      {tags.map((t) => (
        <span key={t} class={onPick ? 'tag tag-pick' : 'tag'} data-tag={t} title={onPick ? `Show the messages tagged ${t}` : undefined}
          onClick={onPick ? (event) => { event.stopPropagation(); onPick(t); } : undefined}>{t}</span>
      ))}
    </span>
  );
}
