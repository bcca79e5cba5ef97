import { useEffect, useState } from 'preact/hooks';
import type { CreateInboxResponse, Inbox, ListInboxesResponse } from '@inboxkit/client';
import { api, enc } from '../api.js';
import { CopyButton, Notice, PageTitle, markRendered, problem, useLoad } from '../components.js';
import { when } from '../format.js';

/** The list's GET: also the key of the daemon's inlined first answer (src/dashboard/initial-data.ts). */
const LIST_PATH = '/v1/inboxes?limit=100';

type Analysis = 'all' | 'disabled' | 'allowlist' | 'blocklist';

function CreateInbox({ onCreated }: { onCreated: (inbox: Inbox) => void }) {
  const [label, setLabel] = useState('');
  const [mode, setMode] = useState<'temporary' | 'persistent'>('temporary');
  const [ttl, setTtl] = useState(60);
  const [analysis, setAnalysis] = useState<Analysis>('all');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = {
        label, lifecycle_mode: mode, message_analysis: { mode: analysis, recipients: [] },
        ...(mode === 'temporary' ? { ttl_minutes: ttl } : {}),
      };
      const { inbox } = await api<CreateInboxResponse>('POST', '/v1/inboxes', body);
      setLabel('');
      onCreated(inbox);
    } catch (e) {
      setError(problem(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="card form-grid" onSubmit={submit} aria-labelledby="create-inbox-title">
      <h2 id="create-inbox-title">New inbox</h2>
      <label for="inbox-label">Label</label>
      <input id="inbox-label" name="label" required maxLength={100} value={label} onInput={(e) => setLabel(e.currentTarget.value)} placeholder="signup test" />
      <fieldset>
        <legend>Lifetime</legend>
        <label class="inline"><input type="radio" name="lifecycle_mode" value="temporary" checked={mode === 'temporary'} onChange={() => setMode('temporary')} /> Temporary</label>
        <label class="inline"><input type="radio" name="lifecycle_mode" value="persistent" checked={mode === 'persistent'} onChange={() => setMode('persistent')} /> Persistent</label>
      </fieldset>
      <label for="inbox-ttl">Expires after (minutes)</label>
      <input id="inbox-ttl" name="ttl_minutes" type="number" min={10} max={60} value={ttl} disabled={mode !== 'temporary'}
        onInput={(e) => setTtl(Number(e.currentTarget.value))} aria-describedby="inbox-ttl-hint" />
      <p id="inbox-ttl-hint" class="hint">10 to 60 minutes; temporary inboxes only.</p>
      <label for="inbox-analysis">Analysis</label>
      <select id="inbox-analysis" name="analysis_mode" value={analysis} onChange={(e) => setAnalysis(e.currentTarget.value as Analysis)}>
        <option value="all">All mail</option>
        <option value="disabled">Off</option>
        <option value="allowlist">Allowlisted recipients only</option>
        <option value="blocklist">All but blocklisted recipients</option>
      </select>
      {error && <Notice kind="error">{error}</Notice>}
      <button type="submit" disabled={busy}>{busy ? 'Creating…' : 'Create inbox'}</button>
    </form>
  );
}

export function InboxesPage() {
  const list = useLoad(() => api<ListInboxesResponse>('GET', LIST_PATH), [], LIST_PATH);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => { if (list.data || list.error) markRendered(); }, [list.data, list.error]);

  const remove = async (inbox: Inbox) => {
    if (!confirm(`Delete the inbox ${inbox.email_address} and all its messages?`)) return;
    try {
      await api('DELETE', `/v1/inboxes/${enc(inbox.id)}`);
      setNotice(`Deleted ${inbox.email_address}.`);
      list.reload();
    } catch (e) {
      setError(problem(e));
    }
  };
  const created = (inbox: Inbox) => {
    setNotice(`Created ${inbox.email_address}.`);
    if (list.data) list.set({ ...list.data, inboxes: [inbox, ...list.data.inboxes] });
  };

  return (
    <>
      <PageTitle title="Inboxes">Inboxes</PageTitle>
      {notice && <Notice kind="success">{notice}</Notice>}
      {error && <Notice kind="error">{error}</Notice>}
      <div class="columns">
        <section class="card grow" aria-labelledby="inbox-list-title">
          <h2 id="inbox-list-title">Your inboxes</h2>
          {list.error ? <Notice kind="error">{problem(list.error)}</Notice> : null}
          {list.data?.wildcard_address && (
            <p class="hint">Wildcard: <code>{list.data.wildcard_address.email_address}</code></p>
          )}
          {list.data && list.data.inboxes.length === 0 && <p class="empty">No inboxes yet. Create one to get an address.</p>}
          {list.data && list.data.inboxes.length > 0 && (
            <ul class="rows" data-testid="inbox-list">
              {list.data.inboxes.map((inbox) => (
                <li key={inbox.id} class="row">
                  <div class="row-main">
                    <a href={`/dashboard/inboxes/${enc(inbox.id)}`} class="row-title">{inbox.label}</a>
                    <span class="address"><code>{inbox.email_address}</code></span>
                    <span class="meta">
                      {inbox.lifecycle_mode === 'temporary' ? `Temporary, expires ${when(inbox.expires_at)}` : 'Persistent'}
                      {' · '}analysis {inbox.message_analysis.mode}
                      {inbox.last_message_received_at ? ` · last mail ${when(inbox.last_message_received_at)}` : ''}
                    </span>
                  </div>
                  <div class="row-actions">
                    <CopyButton text={inbox.email_address} label={`Copy the address ${inbox.email_address}`} />
                    <button type="button" class="danger" onClick={() => remove(inbox)} aria-label={`Delete the inbox ${inbox.label}`}>Delete</button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {list.loading && !list.data && <p class="hint">Loading…</p>}
        </section>
        <CreateInbox onCreated={created} />
      </div>
    </>
  );
}
