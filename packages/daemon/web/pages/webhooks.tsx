import { useEffect, useState } from 'preact/hooks';
import type {
  CreateWebhookResponse, ListInboxesResponse, ListWebhookDeliveriesResponse, ListWebhooksResponse, SendTestEventResponse, Webhook,
} from '@inboxkit/client';
import { api, enc } from '../api.js';
import { CopyButton, Notice, PageTitle, markRendered, problem, useLoad } from '../components.js';
import { when } from '../format.js';

function Deliveries({ webhook, refresh }: { webhook: Webhook; refresh: number }) {
  const list = useLoad(() => api<ListWebhookDeliveriesResponse>('GET', `/v1/webhooks/${enc(webhook.id)}/deliveries?limit=10`), [webhook.id, refresh]);
  if (list.error) return <Notice kind="error">{problem(list.error)}</Notice>;
  if (!list.data) return <p class="hint">Loading deliveries…</p>;
  if (list.data.deliveries.length === 0) return <p class="empty">No deliveries yet.</p>;
  return (
    <div class="table-scroll">
      <table class="deliveries">
        <caption class="visually-hidden">Recent deliveries of {webhook.label}</caption>
        <thead><tr><th scope="col">Event</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Last answer</th><th scope="col">Created</th></tr></thead>
        <tbody>
          {list.data.deliveries.map((d) => (
            <tr key={d.id} data-delivery-status={d.status}>
              <td>{d.event_type}</td>
              <td><span class={`status status-${d.status}`}>{d.status}</span></td>
              <td>{d.attempts}</td>
              <td>{d.last_status_code ?? d.last_error ?? '–'}</td>
              <td>{when(d.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WebhookRow({ webhook, onArchived }: { webhook: Webhook; onArchived: () => void }) {
  const [refresh, setRefresh] = useState(0);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const test = async () => {
    try {
      const res = await api<SendTestEventResponse>('POST', `/v1/webhooks/${enc(webhook.id)}/test`);
      setMessage({ kind: 'success', text: `Test event ${res.event.id} queued.` });
      setRefresh((n) => n + 1);
      // Delivered right after the answer: show its outcome once it is known.
      setTimeout(() => setRefresh((n) => n + 1), 1500);
    } catch (e) {
      setMessage({ kind: 'error', text: problem(e) });
    }
  };
  const archive = async () => {
    if (!confirm(`Archive the webhook ${webhook.label}? Nothing more is delivered to it.`)) return;
    try {
      await api('DELETE', `/v1/webhooks/${enc(webhook.id)}`);
      onArchived();
    } catch (e) {
      setMessage({ kind: 'error', text: problem(e) });
    }
  };
  return (
    <li class="card webhook" data-webhook-id={webhook.id}>
      <div class="row">
        <div class="row-main">
          <h3 class="row-title">{webhook.label}</h3>
          <span class="address"><code>{webhook.target_url}</code></span>
          <span class="meta">
            <span class={`status status-${webhook.status}`}>{webhook.status}</span>
            {' · '}{webhook.delivery_scope === 'inbox' ? `inbox ${webhook.inbox_id}` : 'every inbox'}
            {' · '}created {when(webhook.created_at)}
          </span>
        </div>
        <div class="row-actions">
          <button type="button" class="secondary" onClick={test} aria-label={`Send test event to ${webhook.label}`}>Send test event</button>
          <button type="button" class="secondary" onClick={() => setRefresh((n) => n + 1)} aria-label={`Refresh the deliveries of ${webhook.label}`}>Refresh</button>
          <button type="button" class="danger" onClick={archive} aria-label={`Archive ${webhook.label}`}>Archive</button>
        </div>
      </div>
      {message && <Notice kind={message.kind}>{message.text}</Notice>}
      <h4>Recent deliveries</h4>
      <Deliveries webhook={webhook} refresh={refresh} />
    </li>
  );
}

export function WebhooksPage() {
  const list = useLoad(() => api<ListWebhooksResponse>('GET', '/v1/webhooks'), []);
  const inboxes = useLoad(() => api<ListInboxesResponse>('GET', '/v1/inboxes?limit=100').catch(() => null), []);
  const [label, setLabel] = useState('');
  const [target, setTarget] = useState('');
  const [inboxId, setInboxId] = useState('');
  const [secret, setSecret] = useState<{ label: string; secret: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => { if (list.data || list.error) markRendered(); }, [list.data, list.error]);

  const create = async (event: Event) => {
    event.preventDefault();
    setError(null);
    try {
      const res = await api<CreateWebhookResponse>('POST', '/v1/webhooks', { label, target_url: target, ...(inboxId ? { inbox_id: inboxId } : {}) });
      setSecret({ label: res.webhook.label, secret: res.signing_secret });
      setLabel('');
      setTarget('');
      list.reload();
    } catch (e) {
      setError(problem(e));
    }
  };

  return (
    <>
      <PageTitle title="Webhooks">Webhooks</PageTitle>
      {secret && (
        <div class="card secret" role="status">
          <h2>Signing secret of {secret.label}</h2>
          <p>Shown only now: copy it to verify the X-Service-Signature of each delivery.</p>
          <p class="code-line"><code class="secret-value" data-testid="signing-secret">{secret.secret}</code><CopyButton text={secret.secret} label="Copy the signing secret" /></p>
          <button type="button" class="secondary" onClick={() => setSecret(null)}>Done</button>
        </div>
      )}
      <div class="columns">
        <section class="grow" aria-labelledby="webhook-list-title">
          <h2 id="webhook-list-title">Registered webhooks</h2>
          {list.error ? <Notice kind="error">{problem(list.error)}</Notice> : null}
          {list.data && list.data.webhooks.length === 0 && <p class="empty card">No webhooks. Register one to get email.received and email.enriched events.</p>}
          <ul class="plain">{list.data?.webhooks.map((w) => <WebhookRow key={w.id} webhook={w} onArchived={list.reload} />)}</ul>
        </section>
        <form class="card form-grid" onSubmit={create} aria-labelledby="create-webhook-title">
          <h2 id="create-webhook-title">New webhook</h2>
          <label for="webhook-label">Label</label>
          <input id="webhook-label" name="label" required maxLength={100} value={label} onInput={(e) => setLabel(e.currentTarget.value)} />
          <label for="webhook-target">Target URL</label>
          <input id="webhook-target" name="target_url" type="url" required placeholder="https://example.com/hooks/inboxkit" value={target}
            onInput={(e) => setTarget(e.currentTarget.value)} />
          <label for="webhook-inbox">Inbox</label>
          <select id="webhook-inbox" name="inbox_id" value={inboxId} onChange={(e) => setInboxId(e.currentTarget.value)}>
            <option value="">Every inbox of the account</option>
            {inboxes.data?.inboxes.map((i) => <option key={i.id} value={i.id}>{i.label} ({i.email_address})</option>)}
          </select>
          {error && <Notice kind="error">{error}</Notice>}
          <button type="submit">Create webhook</button>
        </form>
      </div>
    </>
  );
}
