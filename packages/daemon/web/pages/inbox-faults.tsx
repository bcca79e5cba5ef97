import { useState } from 'preact/hooks';
import type { SmtpFaultAction, SmtpFaultRule, SmtpFaultRuleInput, SmtpFaultRuleResponse, SmtpFaultStage, SmtpFaultsResponse } from '@inboxkit/client';
import { api, enc } from '../api.js';
import { Notice, problem, useLoad } from '../components.js';
import { when } from '../format.js';

const STAGES: SmtpFaultStage[] = ['connect', 'mail', 'rcpt', 'data'];
const ACTIONS: SmtpFaultAction[] = ['reply', 'disconnect', 'delay', 'greylist'];

/** What the rule does, in a few words. */
function effect(rule: SmtpFaultRule): string {
  switch (rule.action) {
    case 'reply': return `${rule.code} ${rule.enhanced_code}${rule.text ? ` ${rule.text}` : ''}`;
    case 'greylist': return `${rule.code} ${rule.enhanced_code} until a retry after ${rule.greylist_seconds} s`;
    case 'delay': return `wait ${rule.delay_ms} ms`;
    case 'disconnect': return 'drop the connection';
  }
}

/**
 * The inbox page's "SMTP faults" card (docs/smtp.md, "Fault rules"): the inbox's rules with how
 * often each fired, one removed at a time, and a form to add one. A key without inboxes:write
 * reads them; adding or removing then says why not.
 */
export function FaultRules({ inboxId }: { inboxId: string }) {
  const rules = useLoad(() => api<SmtpFaultsResponse>('GET', `/v1/inboxes/${enc(inboxId)}/smtp-faults`), [inboxId]);
  const [stage, setStage] = useState<SmtpFaultStage>('rcpt');
  const [action, setAction] = useState<SmtpFaultAction>('reply');
  const [code, setCode] = useState('');
  const [text, setText] = useState('');
  const [times, setTimes] = useState('1');
  const [delayMs, setDelayMs] = useState('2000');
  const [greylistSeconds, setGreylistSeconds] = useState('60');
  const [error, setError] = useState<string | null>(null);

  const add = async (event: Event) => {
    event.preventDefault();
    setError(null);
    const rule: SmtpFaultRuleInput = { stage, action, times: times.trim() === '' ? null : Number(times) };
    if ((action === 'reply' || action === 'greylist') && code.trim() !== '') rule.code = Number(code);
    if ((action === 'reply' || action === 'greylist') && text.trim() !== '') rule.text = text.trim();
    if (action === 'delay') rule.delay_ms = Number(delayMs);
    if (action === 'greylist') rule.greylist_seconds = Number(greylistSeconds);
    try {
      await api<SmtpFaultRuleResponse>('POST', `/v1/inboxes/${enc(inboxId)}/smtp-faults`, rule);
      setText('');
      rules.reload();
    } catch (e) {
      setError(problem(e));
    }
  };
  const remove = async (rule: SmtpFaultRule) => {
    setError(null);
    try {
      rules.set(await api<SmtpFaultsResponse>('DELETE', `/v1/inboxes/${enc(inboxId)}/smtp-faults/${enc(rule.id)}`));
    } catch (e) {
      setError(problem(e));
    }
  };

  const list = rules.data?.rules ?? [];
  return (
    <section aria-labelledby="faults-title" class="card faults">
      <h2 id="faults-title">SMTP faults</h2>
      <p class="hint">Make the SMTP listener fail on purpose for mail to this inbox: a reply, a dropped connection, a delay or greylisting, at the stage you pick. Each rule fires until its times are spent.</p>
      {rules.error ? <Notice kind="error">{problem(rules.error)}</Notice> : null}
      {rules.data && list.length === 0 && <p class="empty">No fault rules: mail to this inbox is received as usual.</p>}
      {list.length > 0 && (
        <div class="table-scroll">
          <table class="faults-table" data-testid="fault-rules">
            <caption class="visually-hidden">Fault rules of this inbox, in the order they are tried</caption>
            <thead><tr><th scope="col">Stage</th><th scope="col">Action</th><th scope="col">Effect</th><th scope="col">Left</th><th scope="col">Fired</th><th scope="col"><span class="visually-hidden">Remove</span></th></tr></thead>
            <tbody>
              {list.map((r) => (
                <tr key={r.id} data-rule-id={r.id} data-fired={r.fired}>
                  <td>{r.stage}</td>
                  <td>{r.action}{r.probability < 1 ? ` (${Math.round(r.probability * 100)} %)` : ''}</td>
                  <td>{effect(r)}</td>
                  <td>{r.remaining === null ? 'every time' : r.remaining === 0 ? 'spent' : `${r.remaining} of ${r.times}`}</td>
                  <td>{r.fired}{r.last_fired_at ? <span class="meta"> · {when(r.last_fired_at)}</span> : null}</td>
                  <td><button type="button" class="danger" onClick={() => remove(r)} aria-label={`Remove the ${r.stage} ${r.action} rule`}>Remove</button></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form class="fault-form" onSubmit={add} aria-labelledby="add-fault-title">
        <h3 id="add-fault-title">Add a rule</h3>
        <label for="fault-stage">Stage</label>
        <select id="fault-stage" value={stage} onChange={(e) => setStage(e.currentTarget.value as SmtpFaultStage)}>
          {STAGES.map((s) => <option key={s} value={s}>{s}</option>)}
        </select>
        <label for="fault-action">Action</label>
        <select id="fault-action" value={action} onChange={(e) => setAction(e.currentTarget.value as SmtpFaultAction)}>
          {ACTIONS.map((a) => <option key={a} value={a}>{a}</option>)}
        </select>
        {(action === 'reply' || action === 'greylist') && <>
          <label for="fault-code">Reply code</label>
          <input id="fault-code" type="number" min={400} max={action === 'greylist' ? 499 : 599} placeholder={action === 'greylist' || stage !== 'connect' ? '451' : '421'}
            value={code} onInput={(e) => setCode(e.currentTarget.value)} />
          <label for="fault-text">Reply text</label>
          <input id="fault-text" maxLength={200} placeholder="optional" value={text} onInput={(e) => setText(e.currentTarget.value)} />
        </>}
        {action === 'delay' && <>
          <label for="fault-delay">Delay (ms)</label>
          <input id="fault-delay" type="number" min={1} max={60000} required value={delayMs} onInput={(e) => setDelayMs(e.currentTarget.value)} />
        </>}
        {action === 'greylist' && <>
          <label for="fault-window">Greylist window (s)</label>
          <input id="fault-window" type="number" min={0} max={86400} value={greylistSeconds} onInput={(e) => setGreylistSeconds(e.currentTarget.value)} />
        </>}
        <label for="fault-times">Times (empty: every time)</label>
        <input id="fault-times" type="number" min={1} value={times} onInput={(e) => setTimes(e.currentTarget.value)} />
        {error && <Notice kind="error">{error}</Notice>}
        <button type="submit">Add rule</button>
      </form>
    </section>
  );
}
