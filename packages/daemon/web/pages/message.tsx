import { Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GetMessageResponse, MessageDetail, MessageHeader } from '@inboxkit/client';
import { api, enc, fetchText } from '../api.js';
import { CopyButton, LinkChip, Notice, PageTitle, markRendered, problem, useLoad } from '../components.js';
import { navigate } from '../router.js';
import { INTENT_LABELS, bytes, when } from '../format.js';
import { HtmlPreview } from './html-preview.js';
import { ChecksPanel } from './message-checks.js';
import { SafetyPanel } from './message-safety.js';
import { TagEditor } from '../tag-editor.js';
import { tagQuery, tagsOf } from '../tags.js';

/** Raw sources above this are shown cut (the download has all of it). */
const RAW_SHOWN = 200 * 1024;

function Analysis({ message }: { message: MessageDetail }) {
  const a = message.analysis;
  const rows: Array<[string, string]> = [
    ['Status', a.status],
    ['Category', a.category ?? '–'],
    ['Summary', a.summary ?? '–'],
    ['Sender', a.sender_name ?? '–'],
    ['Code seen by analysis', a.detected_otp ?? '–'],
    ['Reference', a.extracted_id ?? '–'],
    ['Amount', a.amount_mentioned ?? '–'],
    ['Urgent', a.is_urgent === null ? '–' : a.is_urgent ? 'yes' : 'no'],
    ['Action required', a.action_required === null ? '–' : a.action_required ? 'yes' : 'no'],
  ];
  return (
    <dl class="fields" data-testid="analysis">
      <dt>Intent</dt><dd data-testid="intent">{message.intent ? INTENT_LABELS[message.intent] ?? message.intent : 'none detected'}</dd>
      {rows.map(([k, v]) => <Fragment key={k}><dt>{k}</dt><dd>{v}</dd></Fragment>)}
    </dl>
  );
}

function Headers({ headers }: { headers: MessageHeader[] }) {
  return (
    <section class="card" aria-labelledby="headers-title">
      <h2 id="headers-title">Headers</h2>
      <p class="hint">In the source's order, values decoded.</p>
      <div class="table-scroll">
        <table class="headers">
          <thead><tr><th scope="col">Name</th><th scope="col">Value</th></tr></thead>
          <tbody>{headers.map((h, i) => <tr key={i}><th scope="row">{h.name}</th><td>{h.value}</td></tr>)}</tbody>
        </table>
      </div>
    </section>
  );
}

function Source({ id }: { id: string }) {
  const raw = useLoad(() => fetchText(`/v1/messages/${enc(id)}/raw`), [id]);
  if (raw.error) return <Notice kind="error">{problem(raw.error)}</Notice>;
  if (!raw.data) return <p class="hint">Loading the source…</p>;
  const text = raw.data;
  return (
    <>
      <section class="card" aria-labelledby="raw-title">
        <h2 id="raw-title">Raw source</h2>
        <details>
          <summary>Show the raw source ({bytes(new TextEncoder().encode(text).length)})</summary>
          <pre class="raw" tabIndex={0}>{text.length > RAW_SHOWN ? `${text.slice(0, RAW_SHOWN)}\n… (cut: download it for all of it)` : text}</pre>
        </details>
        <p><a href={`/v1/messages/${enc(id)}/raw`} download={`${id}.eml`}>Download the raw source (.eml)</a></p>
      </section>
    </>
  );
}

export function MessagePage({ id }: { id: string }) {
  const res = useLoad(() => api<GetMessageResponse>('GET', `/v1/messages/${enc(id)}`), [id]);
  const [error, setError] = useState<string | null>(null);
  const [tags, setTags] = useState<string[] | null>(null);
  useEffect(() => { if (res.data || res.error) markRendered(); }, [res.data, res.error]);
  const m = res.data?.message;
  // Opening a message marks it read (PUT /v1/messages/{id}/read); a failure leaves it unread, silently.
  useEffect(() => {
    if (m && !m.read) api('PUT', `/v1/messages/${enc(m.id)}/read`, { read: true }).catch(() => {});
  }, [m?.id]);

  const remove = async () => {
    if (!m || !confirm('Delete this message?')) return;
    try {
      await api('DELETE', `/v1/messages/${enc(m.id)}`);
      navigate(`/dashboard/inboxes/${enc(m.inbox_id)}`);
    } catch (e) {
      setError(problem(e));
    }
  };

  if (res.error) {
    return <><PageTitle title="Message">Message</PageTitle><Notice kind="error">{problem(res.error)}</Notice></>;
  }
  if (!m) return <p class="hint">Loading…</p>;
  return (
    <>
      <p class="crumbs"><a href="/dashboard">Inboxes</a> / <a href={`/dashboard/inboxes/${enc(m.inbox_id)}`}>{m.inbox_label}</a> /</p>
      <PageTitle title={m.subject || 'Message'}>{m.subject || '(no subject)'}</PageTitle>
      <p class="meta">From <strong>{m.from_email}</strong> to <code>{m.to_email}</code> · {when(m.received_at)}</p>
      {(m.cc.length > 0 || m.bcc.length > 0) && (
        <p class="meta" data-testid="recipients">
          {m.cc.length > 0 && <>Cc <code>{m.cc.join(', ')}</code></>}
          {m.cc.length > 0 && m.bcc.length > 0 && ' · '}
          {m.bcc.length > 0 && <>Bcc (not named in To or Cc) <code>{m.bcc.join(', ')}</code></>}
        </p>
      )}
      {tagsOf(m) && (
        <TagEditor messageId={m.id} tags={tags ?? tagsOf(m)!} onChange={setTags}
          onPick={(tag) => navigate(`/dashboard/inboxes/${enc(m.inbox_id)}?q=${enc(tagQuery(tag))}`)} />
      )}
      {error && <Notice kind="error">{error}</Notice>}
      <div class="columns">
        <section class="card code-card" aria-labelledby="code-title">
          <h2 id="code-title">Code</h2>
          {m.otp
            ? <p class="code-line"><span class="code-big" data-testid="code">{m.otp}</span><CopyButton text={m.otp} label="Copy the code" class="big" /></p>
            : <p class="empty">No one-time code in this message.</p>}
        </section>
        <section class="card grow" aria-labelledby="links-title">
          <h2 id="links-title">Links</h2>
          {m.links.length === 0
            ? <p class="empty">No links.</p>
            : <ul class="chips" data-testid="links">{m.links.map((l, i) => <li key={i}><LinkChip url={l.url} type={l.type} /></li>)}</ul>}
        </section>
      </div>
      <section class="card" aria-labelledby="details-title">
        <h2 id="details-title">Intent and analysis</h2>
        <Analysis message={m} />
      </section>
      <SafetyPanel safety={m.safety} />
      <ChecksPanel id={m.id} hasHtml={Boolean(m.html_body)} />
      {m.html_body && <HtmlPreview html={m.html_body} />}
      <section class="card" aria-labelledby="text-title">
        <h2 id="text-title">Text</h2>
        {m.text_body ? <pre class="text-body" tabIndex={0}>{m.text_body}</pre> : <p class="empty">No text part.</p>}
      </section>
      <section class="card" aria-labelledby="attachments-title">
        <h2 id="attachments-title">Attachments</h2>
        {m.attachments.length === 0 ? <p class="empty">No attachments.</p> : (
          <ul class="rows" data-testid="attachments">
            {m.attachments.map((a) => (
              <li key={a.id} class="row">
                <div class="row-main">
                  <a href={`/v1/messages/${enc(m.id)}/attachments/${enc(a.id)}`} download={a.filename ?? a.id}>{a.filename ?? a.id}</a>
                  <span class="meta">{a.content_type} · {bytes(a.size)}{a.disposition === 'inline' ? ' · inline' : ''}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Headers headers={m.headers} />
      <Source id={m.id} />
      <p><button type="button" class="danger" onClick={remove}>Delete this message</button></p>
    </>
  );
}
