// A message's tags as chips. `tags` is an additive field of summaries and details (absent
// from daemons without it): nothing is shown when it is missing.

/** The message's tags, or null when the daemon sends none. */
export function tagsOf(message: object): string[] | null {
  const tags = (message as { tags?: unknown }).tags;
  return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : null;
}

export function TagChips({ tags }: { tags: string[] }) {
  return (
    <span class="tags" data-testid="tags">
      <span class="visually-hidden">Tags: </span>
      {tags.map((t) => <span key={t} class="tag">{t}</span>)}
    </span>
  );
}
