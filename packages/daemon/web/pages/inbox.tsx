// One inbox as a mail client: the message list (a listbox) beside a preview of the selected
// message, keyboard shortcuts (mail-keys.ts), live arrivals with opt-in notifications, search,
// delete with Undo. On a narrow window there is no pane: selecting opens the full message.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GetInboxResponse, GetMessageResponse, ListMessagesResponse } from '@inboxkit/client';
import { api, enc } from '../api.js';
import { CopyButton, Notice, PageTitle, markRendered, problem, useLoad } from '../components.js';
import { useDeferredDelete, type PendingDelete } from '../deferred-delete.js';
import { useMailKeys } from '../mail-keys.js';
import { NotifyButton, notifyNewMail } from '../notify.js';
import { navigate } from '../router.js';
import { useWide } from '../media.js';
import { FaultRules } from './inbox-faults.js';
import { LIVE_TEXT, useInboxEvents } from './inbox-live.js';
import { KeyHelp } from './key-help.js';
import { MessageList, optionOf, type Row } from './mail-list.js';
import { MessagePreview } from './mail-preview.js';
import { SearchBox } from './search-box.js';
import { TAG_INPUT_ID, TagEditor } from '../tag-editor.js';
import { tagQuery, tagsOf } from '../tags.js';

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

const messagesPath = (id: string, q: string) => `/v1/inboxes/${enc(id)}/messages?limit=50${q ? `&q=${enc(q)}` : ''}`;
/** The search in the address (`?q=tag:signup`: the message page's tag chips link here). */
const searchInUrl = () => new URLSearchParams(location.search).get('q')?.trim() ?? '';

export function InboxPage({ id }: { id: string }) {
  const inboxPath = `/v1/inboxes/${enc(id)}`;
  const inbox = useLoad(() => api<GetInboxResponse>('GET', inboxPath), [id], inboxPath);
  const [query, setQuery] = useState(searchInUrl);
  const [applied, setApplied] = useState(searchInUrl);
  const messages = useLoad(() => api<ListMessagesResponse>('GET', messagesPath(id, applied)), [id, applied], applied ? undefined : messagesPath(id, ''));
  const [rows, setRows] = useState<Row[]>(() => messages.data?.messages ?? []);
  const [selected, setSelected] = useState<string | null>(null);
  const [held, setHeld] = useState(0);
  const [help, setHelp] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tagFocus, setTagFocus] = useState<string | null>(null);
  const wide = useWide();
  const appliedRef = useRef(applied);
  appliedRef.current = applied;
  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  useEffect(() => { if (messages.data) setRows(messages.data.messages); }, [messages.data]);
  useEffect(() => { if (inbox.data && (messages.data || messages.error)) markRendered(); }, [inbox.data, messages.data, messages.error]);
  const codes = useCodes(rows);

  const live = useInboxEvents(id, (message) => {
    notifyNewMail(message, () => select(message.id, true));
    if (appliedRef.current) {
      setHeld((n) => n + 1);
      return;
    }
    setRows((current) => current.some((r) => r.id === message.id) ? current : [{ ...message, otp: message.otp }, ...current]);
  });

  const setRead = async (row: Row, read: boolean) => {
    setRows((current) => current.map((r) => (r.id === row.id ? { ...r, read } : r)));
    try {
      await api('PUT', `/v1/messages/${enc(row.id)}/read`, { read });
    } catch (e) {
      setRows((current) => current.map((r) => (r.id === row.id ? { ...r, read: !read } : r)));
      setError(problem(e));
    }
  };

  /** Selects a message; previewing it marks it read, as opening it does. `focus`: the option takes the focus (keys). */
  const select = (messageId: string, focus: boolean) => {
    const row = rowsRef.current.find((r) => r.id === messageId);
    if (!row) return;
    setSelected(messageId);
    if (!row.read) void setRead(row, true);
    if (focus) requestAnimationFrame(() => optionOf(messageId)?.focus());
  };
  const open = (messageId: string) => navigate(`/dashboard/messages/${enc(messageId)}`);
  const choose = (messageId: string) => (wide ? select(messageId, false) : open(messageId));
  const step = (by: 1 | -1) => {
    const list = rowsRef.current;
    if (list.length === 0) return;
    const at = list.findIndex((r) => r.id === selected);
    const next = at < 0 ? (by === 1 ? 0 : list.length - 1) : Math.min(list.length - 1, Math.max(0, at + by));
    select(list[next]!.id, true);
  };

  const deletion = useDeferredDelete<Row>((item: PendingDelete<Row>, e) => {
    setRows((current) => (current.some((r) => r.id === item.row.id) ? current : [...current.slice(0, item.index), item.row, ...current.slice(item.index)]));
    setError(`The message “${item.row.subject || '(no subject)'}” was not deleted: ${problem(e)}`);
  });
  const remove = () => {
    const list = rowsRef.current;
    const index = list.findIndex((r) => r.id === selected);
    if (index < 0) return;
    const row = list[index]!;
    const after = list[index + 1] ?? list[index - 1] ?? null;
    setRows(list.filter((r) => r.id !== row.id));
    deletion.remove({ row, index });
    setSelected(after?.id ?? null);
    if (after) requestAnimationFrame(() => optionOf(after.id)?.focus());
  };
  const undo = () => {
    const item = deletion.undo();
    if (!item) return;
    setRows((current) => [...current.slice(0, item.index), item.row, ...current.slice(item.index)]);
    setSelected(item.row.id);
    requestAnimationFrame(() => optionOf(item.row.id)?.focus());
  };
  const selectedRow = rows.find((r) => r.id === selected) ?? null;
  const setTags = (messageId: string, tags: string[]) => setRows((current) => current.map((r) => (r.id === messageId ? { ...r, tags } : r)));

  /** Runs a search (the box shows it, the address keeps it for a reload or the back button). */
  const searchFor = (q: string) => {
    setQuery(q);
    setHeld(0);
    setApplied(q);
    const url = new URL(location.href);
    if (q) url.searchParams.set('q', q);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url.pathname + url.search);
  };
  const pickTag = (tag: string) => searchFor(tagQuery(tag));
  /** t: the selected message's tag field (the first message is selected when none is). */
  const focusTags = () => {
    if (!wide) return;
    const target = selectedRow ?? rowsRef.current[0];
    if (!target) return;
    if (!selectedRow) select(target.id, false);
    setTagFocus(target.id);
    document.getElementById(TAG_INPUT_ID)?.focus();
  };

  useMailKeys({
    next: () => step(1), previous: () => step(-1),
    open: () => { if (selectedRow) open(selectedRow.id); },
    search: () => document.getElementById('message-search')?.focus(),
    remove, undo, help: () => setHelp(true),
    toggleRead: () => { if (selectedRow) void setRead(selectedRow, !selectedRow.read); },
    tags: focusTags,
  });

  const empty = async () => {
    if (!confirm('Delete every message of this inbox? It keeps receiving.')) return;
    try {
      const res = await api<{ deleted_messages: number }>('DELETE', `/v1/inboxes/${enc(id)}/messages`);
      setRows([]);
      setSelected(null);
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
        <SearchBox query={query} applied={applied} error={messages.error} onInput={setQuery} onSearch={searchFor} onClear={() => searchFor('')} />
        <a href={`/dashboard/inboxes/${enc(id)}/latest`}>Latest message</a>
        <NotifyButton />
        <button type="button" class="secondary" onClick={() => setHelp(true)} aria-keyshortcuts="?">Keys</button>
        <button type="button" class="danger" onClick={empty}>Empty inbox</button>
      </div>
      {held > 0 && <Notice kind="info">{held} new message{held === 1 ? '' : 's'} arrived; clear the search to see {held === 1 ? 'it' : 'them'}.</Notice>}
      <div class={wide ? 'mail mail-wide' : 'mail'}>
        <section aria-labelledby="messages-title" class="card mail-list">
          <h2 id="messages-title">{applied ? `Messages matching “${applied}”` : 'Messages'}</h2>
          {messages.error
            ? <p class="empty" data-testid="search-failed">{applied ? 'No messages shown: the search above has an error.' : 'The messages could not be loaded (see above).'}</p>
            : (
              <>
                {messages.data && rows.length === 0 && (
                  <p class="empty">{applied ? 'No message matches.' : 'No mail yet. Send something to the address above: it appears here as it arrives.'}</p>
                )}
                <MessageList rows={rows} codes={codes} selected={selected} labelledBy="messages-title" onSelect={choose} onOpen={open} onPickTag={pickTag} />
              </>
            )}
        </section>
        {wide && (selectedRow
          ? (
            <MessagePreview id={selectedRow.id} read={selectedRow.read} onToggleRead={() => void setRead(selectedRow, !selectedRow.read)} onDelete={remove}
              tagEditor={(m) => (
                <TagEditor key={m.id} messageId={m.id} tags={tagsOf(selectedRow) ?? tagsOf(m) ?? []} onChange={(tags) => setTags(m.id, tags)} onPick={pickTag}
                  focus={tagFocus === m.id} onFocused={() => setTagFocus(null)} onEscape={() => optionOf(m.id)?.focus()} shortcut />
              )} />
          )
          : (
            <section class="card mail-preview mail-preview-empty" aria-label="Preview">
              <p class="empty">{rows.length > 0 ? 'Select a message to read it here: click it, or press j and k. Press ? for the keys.' : 'The selected message shows here.'}</p>
            </section>
          ))}
      </div>
      <div class="toast-area" role="status" aria-live="polite">
        {deletion.pending && (
          <p class="toast" data-testid="undo-toast">
            Deleted “{deletion.pending.row.subject || '(no subject)'}”.{' '}
            <button type="button" class="secondary" onClick={undo} aria-keyshortcuts="z">Undo</button>
          </p>
        )}
      </div>
      <KeyHelp open={help} onClose={() => setHelp(false)} />
      <FaultRules inboxId={id} />
    </>
  );
}
