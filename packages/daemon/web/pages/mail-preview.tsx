// The inbox page's preview pane: the selected message as the message page starts it (sender,
// recipients, tags, the code, the links, safety flags, the HTML at a phone's, tablet's or the
// pane's width, or the text, the attachments), with "Open the full message" for the rest
// (checks, analysis, headers, source). The pane is an aria-live-free region: moving through
// the list announces the option, not the whole mail.
import type { GetMessageResponse, MessageDetail } from '@inboxkit/client';
import type { ComponentChildren } from 'preact';
import { api, enc } from '../api.js';
import { CopyButton, LinkChip, Notice, problem, useLoad } from '../components.js';
import { bytes, when } from '../format.js';
import { TagChips, tagsOf } from '../tags.js';
import { HtmlPreview } from './html-preview.js';
import { SafetyPanel } from './message-safety.js';

export interface MessagePreviewProps {
  id: string;
  /** The read state the list shows (it changes here without reloading the message). */
  read: boolean;
  onToggleRead(): void;
  onDelete(): void;
  /** The tag editor for the loaded message (else its tags as chips). */
  tagEditor?(m: MessageDetail): ComponentChildren;
}

function Pane({ children, busy }: { children: ComponentChildren; busy?: boolean }) {
  return <section class="card mail-preview" aria-labelledby="preview-title" aria-busy={busy ? 'true' : undefined} data-testid="preview">{children}</section>;
}

function Body({ m }: { m: MessageDetail }) {
  return (
    <>
      {m.otp && (
        <p class="code-line"><span class="visually-hidden">Code </span><span class="code-big" data-testid="preview-code">{m.otp}</span>
          <CopyButton text={m.otp} label="Copy the code" class="big" /></p>
      )}
      {m.links.length > 0 && <ul class="chips" data-testid="preview-links" aria-label="Links">{m.links.map((l, i) => <li key={i}><LinkChip url={l.url} type={l.type} /></li>)}</ul>}
      {m.safety.flags.length > 0 && <SafetyPanel safety={m.safety} />}
      {m.html_body ? <HtmlPreview key={m.id} html={m.html_body} />
        : m.text_body ? <pre class="text-body" tabIndex={0} aria-label="The message's text">{m.text_body}</pre>
          : <p class="empty">No text or HTML part.</p>}
      {m.attachments.length > 0 && (
        <p class="meta" data-testid="preview-attachments">
          Attachments: {m.attachments.map((a, i) => (
            <span key={a.id}>{i > 0 && ', '}<a href={`/v1/messages/${enc(m.id)}/attachments/${enc(a.id)}`} download={a.filename ?? a.id}>{a.filename ?? a.id}</a> ({bytes(a.size)})</span>
          ))}
        </p>
      )}
    </>
  );
}

export function MessagePreview({ id, read, onToggleRead, onDelete, tagEditor }: MessagePreviewProps) {
  const res = useLoad(() => api<GetMessageResponse>('GET', `/v1/messages/${enc(id)}`), [id]);
  if (res.error) return <Pane><h2 id="preview-title">Preview</h2><Notice kind="error">{problem(res.error)}</Notice></Pane>;
  const m = res.data?.message;
  if (!m || m.id !== id) return <Pane busy><h2 id="preview-title" class="visually-hidden">Preview</h2><p class="hint">Loading the message…</p></Pane>;
  const tags = tagsOf(m);
  return (
    <Pane>
      <h2 id="preview-title">{m.subject || '(no subject)'}</h2>
      <p class="meta">From <strong>{m.from_email}</strong> to <code>{m.to_email}</code> · {when(m.received_at)}</p>
      {(m.cc.length > 0 || m.bcc.length > 0) && (
        <p class="meta">
          {m.cc.length > 0 && <>Cc <code>{m.cc.join(', ')}</code></>}
          {m.cc.length > 0 && m.bcc.length > 0 && ' · '}
          {m.bcc.length > 0 && <>Bcc <code>{m.bcc.join(', ')}</code></>}
        </p>
      )}
      {tagEditor ? tagEditor(m) : tags && tags.length > 0 && <p><TagChips tags={tags} /></p>}
      <p class="preview-actions">
        <a href={`/dashboard/messages/${enc(m.id)}`} data-testid="open-full">Open the full message</a>
        <button type="button" class="secondary" onClick={onToggleRead} data-testid="toggle-read">{read ? 'Mark as unread' : 'Mark as read'}</button>
        <button type="button" class="danger" onClick={onDelete}>Delete</button>
      </p>
      <Body m={m} />
      <p class="hint">Checks (authentication, HTML compatibility, lint, spam), the analysis, headers and the raw source: <a href={`/dashboard/messages/${enc(m.id)}`}>on the full message page</a>.</p>
    </Pane>
  );
}
