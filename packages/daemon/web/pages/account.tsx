import { useEffect } from 'preact/hooks';
import type { AccountResponse, RequestBudgetWindow } from '@inboxkit/client';
import { api } from '../api.js';
import { Notice, PageTitle, markRendered, problem, useLoad } from '../components.js';
import { when } from '../format.js';
import { AccountTags } from './account-tags.js';

function Usage({ label, used, limit, detail }: { label: string; used: number; limit: number | null; detail?: string }) {
  const id = `usage-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div class="usage">
      <div class="usage-head"><span id={id}>{label}</span><span>{used.toLocaleString()} of {limit === null ? 'unlimited' : limit.toLocaleString()}</span></div>
      {limit !== null && <meter aria-labelledby={id} min={0} max={Math.max(1, limit)} value={Math.min(used, limit)} high={limit * 0.8} optimum={0} />}
      {detail && <span class="hint">{detail}</span>}
    </div>
  );
}

const WINDOWS: Array<[keyof AccountResponse['api_requests'], string]> = [['minute', 'API requests this minute'], ['day', 'API requests today'], ['week', 'API requests this week'], ['month', 'API requests this month']];

export function AccountPage() {
  const res = useLoad(() => api<AccountResponse>('GET', '/v1/account'), []);
  useEffect(() => { if (res.data || res.error) markRendered(); }, [res.data, res.error]);
  if (res.error) return <><PageTitle title="Account">Account</PageTitle><Notice kind="error">{problem(res.error)}</Notice></>;
  if (!res.data) return <p class="hint">Loading…</p>;
  const { account, api_requests: budgets, auth } = res.data;
  const usage = account.billing.usage;
  const e = account.billing.entitlements;
  const budget = (w: RequestBudgetWindow) => ({ used: w.used, limit: w.limit, detail: `starts over ${when(w.resets_at)}` });
  return (
    <>
      <PageTitle title="Account">Account: {account.name}</PageTitle>
      <div class="columns">
        <section class="card grow" aria-labelledby="usage-title">
          <h2 id="usage-title">Usage</h2>
          <Usage label="Active inboxes" used={usage.active_inboxes.used} limit={usage.active_inboxes.limit} />
          <Usage label="Messages this month" used={usage.monthly_received_messages.used} limit={usage.monthly_received_messages.limit}
            detail={`month ${usage.monthly_received_messages.usage_month}`} />
          {WINDOWS.map(([w, label]) => <Usage key={w} label={label} {...budget(budgets[w])} />)}
          <p class="hint">Request counts are this daemon's since it started.</p>
        </section>
        <section class="card" aria-labelledby="plan-title">
          <h2 id="plan-title">Plan</h2>
          <dl class="fields">
            <dt>Account</dt><dd><code>{account.slug}</code></dd>
            <dt>Tier</dt><dd>{account.billing.tier} ({account.billing.status})</dd>
            <dt>Retention</dt><dd>{e.message_retention_days} days</dd>
            <dt>Webhooks</dt><dd>{e.webhook_mode}</dd>
            <dt>Wildcard namespace</dt><dd>{e.wildcard_namespace ? 'included' : 'not included'}</dd>
          </dl>
          <h2>This session</h2>
          <dl class="fields" data-testid="session">
            <dt>Signed in</dt><dd>{auth.session?.method === 'api_key' ? `with the API key ${auth.key_id}` : auth.session?.method === 'email' ? `by email as ${auth.session.user?.email ?? '?'}` : 'with a one-time link'}</dd>
            <dt>Scopes</dt><dd>{auth.scopes.join(', ')}</dd>
            <dt>Ends</dt><dd>{when(auth.session?.expires_at)}</dd>
          </dl>
        </section>
      </div>
      <AccountTags />
    </>
  );
}
