import { useEffect, useState } from 'preact/hooks';
import type { CreateApiKeyResponse, IssuedApiKey, ListApiKeysResponse, Scope } from '@inboxkit/client';
import { api, enc } from '../api.js';
import { CopyButton, Notice, PageTitle, markRendered, problem, useLoad } from '../components.js';
import { when } from '../format.js';

const SCOPES: Scope[] = ['inboxes:write', 'messages:read', 'webhooks:write'];
const EXPIRY: Array<[string, number | null]> = [['Never', null], ['1 day', 1], ['30 days', 30], ['90 days', 90]];

function status(key: IssuedApiKey): 'revoked' | 'expired' | 'active' {
  if (key.revoked_at) return 'revoked';
  if (key.expires_at && Date.parse(key.expires_at) <= Date.now()) return 'expired';
  return 'active';
}

export function KeysPage() {
  const list = useLoad(() => api<ListApiKeysResponse>('GET', '/v1/api-keys'), []);
  const [label, setLabel] = useState('');
  const [scopes, setScopes] = useState<Scope[]>([...SCOPES]);
  const [days, setDays] = useState<string>('');
  const [created, setCreated] = useState<{ secret: string; key: IssuedApiKey } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => { if (list.data || list.error) markRendered(); }, [list.data, list.error]);

  const toggle = (s: Scope) => setScopes((cur) => cur.includes(s) ? cur.filter((x) => x !== s) : [...cur, s]);
  const create = async (event: Event) => {
    event.preventDefault();
    setError(null);
    try {
      const expires = days ? new Date(Date.now() + Number(days) * 86_400_000).toISOString() : null;
      const res = await api<CreateApiKeyResponse>('POST', '/v1/api-keys', { label, scopes, expires_at: expires });
      setCreated({ secret: res.api_key, key: res.key });
      setLabel('');
      list.reload();
    } catch (e) {
      setError(problem(e));
    }
  };
  const revoke = async (key: IssuedApiKey) => {
    if (!confirm(`Revoke the key ${key.label} (${key.key_prefix}…)? Everything using it is refused from its next request on.`)) return;
    try {
      await api('DELETE', `/v1/api-keys/${enc(key.id)}`);
      setNotice(`Revoked ${key.label}.`);
      list.reload();
    } catch (e) {
      setError(problem(e));
    }
  };

  return (
    <>
      <PageTitle title="API keys">API keys</PageTitle>
      {notice && <Notice kind="success">{notice}</Notice>}
      {created && (
        <div class="card secret" role="status">
          <h2>New key: {created.key.label}</h2>
          <p>Copy it now: the secret is not stored, so it is never shown again.</p>
          <p class="code-line"><code class="secret-value" data-testid="new-key-secret">{created.secret}</code><CopyButton text={created.secret} label="Copy the new key" /></p>
          <button type="button" class="secondary" onClick={() => setCreated(null)}>Done</button>
        </div>
      )}
      <div class="columns">
        <section class="card grow" aria-labelledby="key-list-title">
          <h2 id="key-list-title">Keys of this account</h2>
          {list.error ? <Notice kind="error">{problem(list.error)}</Notice> : null}
          <div class="table-scroll">
            <table class="keys">
              <thead><tr><th scope="col">Label</th><th scope="col">Prefix</th><th scope="col">Scopes</th><th scope="col">Status</th><th scope="col">Last used</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
              <tbody>
                {list.data?.keys.map((k) => (
                  <tr key={k.id} data-key-id={k.id}>
                    <th scope="row">{k.label}</th>
                    <td><code>{k.key_prefix}</code></td>
                    <td>{k.scopes.join(', ')}</td>
                    <td><span class={`status status-${status(k)}`}>{status(k)}</span></td>
                    <td>{when(k.last_used_at)}</td>
                    <td>{status(k) === 'active' && <button type="button" class="danger" onClick={() => revoke(k)} aria-label={`Revoke ${k.label} (${k.key_prefix})`}>Revoke</button>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <form class="card form-grid" onSubmit={create} aria-labelledby="create-key-title">
          <h2 id="create-key-title">New key</h2>
          <label for="key-label">Label</label>
          <input id="key-label" name="label" required maxLength={100} value={label} onInput={(e) => setLabel(e.currentTarget.value)} placeholder="CI" />
          <fieldset>
            <legend>Scopes</legend>
            {SCOPES.map((s) => (
              <label class="inline" key={s}><input type="checkbox" name="scopes" value={s} checked={scopes.includes(s)} onChange={() => toggle(s)} /> {s}</label>
            ))}
          </fieldset>
          <label for="key-expiry">Expires</label>
          <select id="key-expiry" name="expires" value={days} onChange={(e) => setDays(e.currentTarget.value)}>
            {EXPIRY.map(([text, d]) => <option key={text} value={d === null ? '' : String(d)}>{text}</option>)}
          </select>
          {error && <Notice kind="error">{error}</Notice>}
          <button type="submit" disabled={scopes.length === 0}>Create key</button>
        </form>
      </div>
    </>
  );
}
