import { useEffect, useRef, useState } from 'preact/hooks';
import type {
  GetInboxResponse, GetMessageResponse, ListMessagesResponse, MessageSummary, WebhookEventPayload,
} from '@inboxkit/client';
import { api, enc } from '../api.js';
import { CopyButton, Notice, PageTitle, markRendered, problem, useLoad } from '../components.js';
import { when } from '../format.js';
import { FaultRules } from './inbox-faults.js';

type Row = MessageSummary & { otp?: string | null };
type LiveState = 'connecting' | 'live' | 'reconnecting' | 'stopped';
const LIVE_TEXT: Record<LiveState, string> = {
  connecting: 'Connecting…', live: 'Live: new mail appears here', reconnecting: 'Reconnecting…', stopped: 'Not live',
};

/** The codes of listed messages, read once each (a summary carries no code). */
function useCodes(rows: Row[]): Map<string, string | null> {
  const [codes, setCodes] = useState(() => new Map<string, string | null>());
  const asked = useRef(new Set<string>());
  useEffect(() => {
    const missing = rows.filter((r) => r.otp === undefined && !asked.current.has(r.id));
    for (const r of missing) asked.current.add(r.id);
    let next = 0;
    const worker = async () => {
      while (next < missing.length) {
        const row = missing[next++]!;
        try {
          const { message } = await api<GetMessageResponse<'otp'>>('GET', `/v1/messages/${enc(row.id)}?content_mode=otp`);
          setCodes((m) => new Map(m).set(row.id, message.otp));
        } catch {
          // deleted meanwhile: the row goes at the next reload
        }
      }
    };
    void Promise.all([worker(), worker(), worker(), worker()]);
  }, [rows]);
  return codes;
}

export function InboxPage({ id }: { id: string }) {
  const inbox = useLoad(() => api<GetInboxResponse>('GET', `/v1/inboxes/${enc(id)}`), [id]);
  const [query, setQuery] = useState('');
  const [applied, setApplied] = useState('');
  const messages = useLoad(() => api<ListMessagesResponse>('GET',
    `/v1/inboxes/${enc(id)}/messages?limit=50${applied ? `&q=${enc(applied)}` : ''}`), [id, applied]);
  const [rows, setRows] = useState<Row[]>([]);
  const [live, setLive] = useState<LiveState>('connecting');
  const [held, setHeld] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const appliedRef = useRef(applied);
  appliedRef.current = applied;

  useEffect(() => { if (messages.data) setRows(messages.data.messages); }, [messages.data]);
  useEffect(() => { if (inbox.data && messages.data) markRendered(); }, [inbox.data, messages.data]);
  const codes = useCodes(rows);

  // Live: the inbox's events; EventSource reconnects on its own with Last-Event-ID.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const source = new EventSource(`/v1/events?inbox_id=${enc(id)}`);
    setLive('connecting');
    source.onopen = () => setLive('live');
    source.addEventListener('email.received', (event) => {
      const payload = JSON.parse((event as MessageEvent<string>).data) as WebhookEventPayload;
      const message = payload.data.message;
      if (appliedRef.current) {
        setHeld((n) => n + 1);
        return;
      }
      setRows((current) => current.some((r) => r.id === message.id) ? current : [{ ...message, otp: message.otp }, ...current]);
    });
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED) {
        setLive('reconnecting');
        return;
      }
      // The stream was refused (an ended session answers 401): ask the API why; a 401 leaves for the sign-in page.
      setLive('stopped');
      api('GET', '/v1/account').then(() => setTimeout(() => setGeneration((g) => g + 1), 2000), () => {});
    };
    return () => source.close();
  }, [id, generation]);

  const search = (event: Event) => {
    event.preventDefault();
    setHeld(0);
    setApplied(query.trim());
  };
  const empty = async () => {
    if (!confirm('Delete every message of this inbox? It keeps receiving.')) return;
    try {
      const res = await api<{ deleted_messages: number }>('DELETE', `/v1/inboxes/${enc(id)}/messages`);
      setRows([]);
      setNotice(`Deleted ${res.deleted_messages} message${res.deleted_messages === 1 ? '' : 's'}.`);
    } catch (e) {
      setError(problem(e));
    }
  };

  const title = inbox.data?.inbox.label ?? 'Inbox';
  return (
    <>
      <p class="crumbs"><a href="/dashboard">Inboxes</a> /</p>
      <PageTitle title={title}>{title}</PageTitle>
      {inbox.error ? <Notice kind="error">{problem(inbox.error)}</Notice> : null}
      {inbox.data && (
        <p class="address-line">
          <code class="address-big">{inbox.data.inbox.email_address}</code>
          <CopyButton text={inbox.data.inbox.email_address} label="Copy the inbox address" />
          <span class={`live live-${live}`} role="status" aria-live="polite" data-live={live}>{LIVE_TEXT[live]}</span>
        </p>
      )}
      {notice && <Notice kind="success">{notice}</Notice>}
      {error && <Notice kind="error">{error}</Notice>}
      <div class="toolbar">
        <form class="search" role="search" onSubmit={search}>
          <label for="message-search" class="visually-hidden">Search this inbox's messages</label>
          <input id="message-search" type="search" name="q" placeholder="Search subject, sender, text" value={query}
            onInput={(e) => setQuery(e.currentTarget.value)} />
          <button type="submit">Search</button>
          {applied && <button type="button" class="secondary" onClick={() => { setQuery(''); setApplied(''); setHeld(0); }}>Clear</button>}
        </form>
        <a href={`/dashboard/inboxes/${enc(id)}/latest`}>Latest message</a>
        <button type="button" class="danger" onClick={empty}>Empty inbox</button>
      </div>
      {held > 0 && <Notice kind="info">{held} new message{held === 1 ? '' : 's'} arrived; clear the search to see {held === 1 ? 'it' : 'them'}.</Notice>}
      <section aria-labelledby="messages-title" class="card">
        <h2 id="messages-title">{applied ? `Messages matching “${applied}”` : 'Messages'}</h2>
        {messages.error ? <Notice kind="error">{problem(messages.error)}</Notice> : null}
        {messages.data && rows.length === 0 && (
          <p class="empty">{applied ? 'No message matches.' : 'No mail yet. Send something to the address above: it appears here as it arrives.'}</p>
        )}
        <ul class="rows messages" data-testid="message-list" aria-live="polite">
          {rows.map((m) => {
            const code = m.otp !== undefined ? m.otp : codes.get(m.id);
            return (
              <li key={m.id} class={m.read ? 'row message-row' : 'row message-row unread'} data-message-id={m.id} data-read={m.read ? 'true' : 'false'}>
                <div class="row-main">
                  {!m.read && <span class="visually-hidden">Unread</span>}
                  <a class="row-title" href={`/dashboard/messages/${enc(m.id)}`}>{m.subject || '(no subject)'}</a>
                  <span class="meta">{m.from_email} · {when(m.received_at)}</span>
                  {m.preview_text && <span class="preview">{m.preview_text}</span>}
                </div>
                {code && <span class="code-chip" data-testid="row-code"><span class="visually-hidden">Code </span>{code}</span>}
              </li>
            );
          })}
        </ul>
      </section>
      <FaultRules inboxId={id} />
    </>
  );
}
