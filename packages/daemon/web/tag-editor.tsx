// A message's tags, editable: each a chip (its name searches the tag, × removes it) and a field
// that adds one on Enter. Each change sends the whole list (`PUT /v1/messages/{id}/tags`, with
// the CSRF header through api.ts), shown at once and replaced by the daemon's answer; a refused
// change comes back with the daemon's message. Saves go one after another, in order.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SetTagsResponse } from '@inboxkit/client';
import { api, enc } from './api.js';
import { problem } from './components.js';
import { TAG_RULE, tagName } from './tags.js';

/** The tag field's id: the `t` key focuses it. */
export const TAG_INPUT_ID = 'tag-input';

export interface TagEditorProps {
  messageId: string;
  tags: string[];
  /** The tags to show: at once on a change, then the daemon's answer (or the old list when it refused). */
  onChange(tags: string[]): void;
  /** A tag's name was clicked: show its messages. */
  onPick(tag: string): void;
  /** Escape in the field (the inbox gives the focus back to the list). */
  onEscape?(): void;
  /** Take the focus once mounted or when this turns true (the `t` key); onFocused is called then. */
  focus?: boolean;
  onFocused?(): void;
  /** The page has the `t` key (the inbox page): the field says so. */
  shortcut?: boolean;
}

/**
 * @example
 *   <TagEditor messageId={m.id} tags={tags} onChange={setTags} onPick={(t) => search(`tag:${t}`)} />
 */
export function TagEditor({ messageId, tags, onChange, onPick, onEscape, focus, onFocused, shortcut }: TagEditorProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const current = useRef(tags);
  current.current = tags;
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(0);

  useEffect(() => {
    if (!focus) return;
    input.current?.focus();
    onFocused?.();
  }, [focus]);

  const save = (next: string[], what: string) => {
    const before = current.current;
    const n = ++latest.current;
    current.current = next;
    onChange(next);
    setError(null);
    queue.current = queue.current.then(async () => {
      try {
        const res = await api<SetTagsResponse>('PUT', `/v1/messages/${enc(messageId)}/tags`, { tags: next });
        if (n === latest.current) { onChange(res.tags); setSaid(what); }
      } catch (e) {
        if (n === latest.current) { onChange(before); setError(problem(e)); }
      }
    });
  };

  const add = (event: Event) => {
    event.preventDefault();
    if (draft.trim() === '') return;
    const tag = tagName(draft);
    if (tag === null) {
      setError(`“${draft.trim()}” is not a tag name: ${TAG_RULE}.`);
      return;
    }
    setDraft('');
    if (current.current.includes(tag)) { setError(null); setSaid(`Already tagged ${tag}.`); return; }
    save([...current.current, tag], `Tag ${tag} added.`);
  };
  const remove = (tag: string) => {
    save(current.current.filter((t) => t !== tag), `Tag ${tag} removed.`);
    input.current?.focus();
  };

  const errorId = `${TAG_INPUT_ID}-error`;
  return (
    <div class="tag-editor" role="group" aria-labelledby="tag-editor-label" data-testid="tag-editor">
      <span id="tag-editor-label" class="tag-editor-label">Tags</span>
      {tags.length > 0 && (
        <ul class="tags tag-list" data-testid="editor-tags">
          {tags.map((t) => (
            <li key={t} class="tag tag-edit" data-tag={t}>
              <button type="button" class="tag-name" onClick={() => onPick(t)} aria-label={`Show the messages tagged ${t}`}>{t}</button>
              <button type="button" class="tag-remove" onClick={() => remove(t)} aria-label={`Remove the tag ${t}`}>×</button>
            </li>
          ))}
        </ul>
      )}
      <form class="tag-add" onSubmit={add}>
        <label for={TAG_INPUT_ID} class="visually-hidden">Add a tag</label>
        <input ref={input} id={TAG_INPUT_ID} type="text" value={draft} placeholder={shortcut ? 'Add a tag (press t)' : 'Add a tag'} autoComplete="off" spellcheck={false}
          maxLength={200} aria-invalid={error ? 'true' : undefined} aria-describedby={error ? errorId : undefined} aria-keyshortcuts={shortcut ? 't' : undefined}
          onInput={(e) => { setDraft(e.currentTarget.value); if (error) setError(null); }}
          onKeyDown={(e) => { if (e.key === 'Escape') { e.preventDefault(); setDraft(''); setError(null); onEscape ? onEscape() : e.currentTarget.blur(); } }} />
        <button type="submit" class="secondary">Add</button>
      </form>
      {error && <p id={errorId} class="notice error" role="alert" data-testid="tag-error">{error}</p>}
      <span class="visually-hidden" role="status" aria-live="polite">{said}</span>
    </div>
  );
}
