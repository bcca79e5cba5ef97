// The inbox's message list as a listbox: one option per message (sender, subject, time, the
// unread dot, its code, its tags: a click on one shows that tag's messages), the selected one
// aria-selected and the only one in the tab order (roving focus). A click selects, a double click opens the full message; the keys are
// mail-keys.ts's. No link inside an option: an option is one control.
import type { MessageSummary } from '@inboxkit/client';
import { when } from '../format.js';
import { TagChips, tagsOf } from '../tags.js';

export type Row = MessageSummary & { otp?: string | null };

export interface MessageListProps {
  rows: Row[];
  codes: Map<string, string | null>;
  selected: string | null;
  labelledBy: string;
  onSelect(id: string): void;
  onOpen(id: string): void;
  /** A click on a row's tag chip: show that tag's messages. */
  onPickTag?(tag: string): void;
}

/** The option element of a message, to focus and scroll to. */
export function optionOf(id: string): HTMLElement | null {
  return document.querySelector(`[role="option"][data-message-id="${CSS.escape(id)}"]`);
}

export function MessageList({ rows, codes, selected, labelledBy, onSelect, onOpen, onPickTag }: MessageListProps) {
  const focusable = rows.some((r) => r.id === selected) ? selected : rows[0]?.id;
  return (
    <ul class="rows messages" role="listbox" aria-labelledby={labelledBy} data-testid="message-list">
      {rows.map((m) => {
        const code = m.otp !== undefined ? m.otp : codes.get(m.id);
        const isSelected = m.id === selected;
        const tags = tagsOf(m);
        return (
          <li key={m.id} role="option" aria-selected={isSelected} tabIndex={m.id === focusable ? 0 : -1}
            class={`row message-row${m.read ? '' : ' unread'}${isSelected ? ' selected' : ''}`}
            data-message-id={m.id} data-read={m.read ? 'true' : 'false'}
            onClick={() => onSelect(m.id)} onDblClick={() => onOpen(m.id)}>
            <div class="row-main">
              {!m.read && <span class="visually-hidden">Unread, </span>}
              <span class="row-title">{m.subject || '(no subject)'}</span>
              <span class="meta">{m.from_email} · {when(m.received_at)}</span>
              {m.preview_text && <span class="preview">{m.preview_text}</span>}
              {tags && tags.length > 0 && <TagChips tags={tags} onPick={onPickTag} />}
            </div>
            {code && <span class="code-chip" data-testid="row-code"><span class="visually-hidden">Code </span>{code}</span>}
          </li>
        );
      })}
    </ul>
  );
}
