// The account page's Tags card: the account's tags with how many messages carry each
// (`GET /v1/tags`), rename one (`PUT /v1/tags/{tag}`, merging into a tag of that name) and
// delete one from every message (`DELETE /v1/tags/{tag}`, after a confirmation).
import { useEffect, useRef, useState } from 'preact/hooks';
import type { DeletedTagResponse, RenameTagResponse, TagCount, TagsResponse } from '@inboxkit/client';
import { api, enc } from '../api.js';
import { Notice, problem, useLoad } from '../components.js';
import { TAG_RULE, tagName } from '../tags.js';

function Rename({ tag, onDone, onCancel }: { tag: TagCount; onDone(note: string): void; onCancel(): void }) {
  const [name, setName] = useState(tag.name);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => { field.current?.select(); }, []);
  const id = `rename-${tag.name.replace(/[^\p{L}\p{N}]+/gu, '-')}`;
  const submit = async (event: Event) => {
    event.preventDefault();
    const to = tagName(name);
    if (to === null) { setError(`“${name.trim()}” is not a tag name: ${TAG_RULE}.`); return; }
    try {
      const res = await api<RenameTagResponse>('PUT', `/v1/tags/${enc(tag.name)}`, { name: to });
      onDone(`Renamed ${tag.name} to ${res.tag.name}.`);
    } catch (e) {
      setError(problem(e));
    }
  };
  return (
    <form class="tag-rename" onSubmit={submit}>
      <label for={id} class="visually-hidden">New name of the tag {tag.name}</label>
      <input ref={field} id={id} value={name} spellcheck={false} aria-invalid={error ? 'true' : undefined} aria-describedby={error ? `${id}-error` : undefined}
        onInput={(e) => setName(e.currentTarget.value)} onKeyDown={(e) => { if (e.key === 'Escape') onCancel(); }} />
      <button type="submit">Save</button>
      <button type="button" class="secondary" onClick={onCancel}>Cancel</button>
      {error && <p id={`${id}-error`} class="notice error" role="alert">{error}</p>}
    </form>
  );
}

/**
 * @example
 *   <AccountTags />
 */
export function AccountTags() {
  const res = useLoad(() => api<TagsResponse>('GET', '/v1/tags'), []);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const done = (text: string) => { setRenaming(null); setNote(text); setError(null); res.reload(); };
  const remove = async (tag: TagCount) => {
    if (!confirm(`Delete the tag “${tag.name}” from its ${tag.message_count} message${tag.message_count === 1 ? '' : 's'}? The messages stay.`)) return;
    try {
      const out = await api<DeletedTagResponse>('DELETE', `/v1/tags/${enc(tag.name)}`);
      if (res.data) res.set({ ...res.data, tags: res.data.tags.filter((t) => t.name !== tag.name) });
      done(`Deleted the tag ${out.name} (from ${out.message_count} message${out.message_count === 1 ? '' : 's'}).`);
    } catch (e) {
      setError(problem(e));
    }
  };
  const tags = res.data?.tags ?? [];
  return (
    <section class="card" aria-labelledby="tags-title" data-testid="account-tags">
      <h2 id="tags-title">Tags</h2>
      <p class="hint">Tags come from plus-addresses (<code>inbox+qa@…</code>), an <code>X-Tags</code> header, tag rules, or the message pane.</p>
      {note && <Notice kind="success">{note}</Notice>}
      {error && <Notice kind="error">{error}</Notice>}
      {res.error ? <Notice kind="error">{problem(res.error)}</Notice> : null}
      {res.data && tags.length === 0 && <p class="empty">No tags yet.</p>}
      {tags.length > 0 && (
        <ul class="rows">
          {tags.map((t) => (
            <li key={t.name} class="row" data-tag={t.name}>
              {renaming === t.name ? <Rename tag={t} onDone={done} onCancel={() => setRenaming(null)} /> : (
                <>
                  <div class="row-main"><span class="tag">{t.name}</span><span class="meta">{t.message_count} message{t.message_count === 1 ? '' : 's'}</span></div>
                  <div class="row-actions">
                    <button type="button" class="secondary" onClick={() => { setNote(null); setRenaming(t.name); }} aria-label={`Rename the tag ${t.name}`}>Rename</button>
                    <button type="button" class="danger" onClick={() => void remove(t)} aria-label={`Delete the tag ${t.name}`}>Delete</button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
