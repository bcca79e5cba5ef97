// The message page's Checks panel (docs/checks.md): authentication as badges, HTML
// compatibility, lint findings by severity, the spam score, and the link check on request.
// Everything here but the labels comes from the mail (the sender chose it): it is rendered as
// text by Preact only (no innerHTML), and a checked URL is a link only when it is http(s).
import { useState } from 'preact/hooks';
import type { AuthResult, AuthenticationReport, LintFinding, LintSeverity, MessageChecks, MessageChecksResponse } from '@inboxkit/client';
import { api, enc } from '../api.js';
import { Notice, problem, useLoad } from '../components.js';
import { when } from '../format.js';

const TONE: Record<AuthResult, 'pass' | 'fail' | 'warn' | 'none'> = {
  pass: 'pass', fail: 'fail', softfail: 'fail', permerror: 'fail', temperror: 'warn', policy: 'warn', neutral: 'none', none: 'none',
};

/** One result as a badge; the result's comment on hover (title) and for screen readers. */
function Badge({ name, result, detail, comment, check }: { name: string; result: AuthResult; detail: string | null; comment: string | null; check: string }) {
  return (
    <li class={`badge badge-${TONE[result] ?? 'none'}`} title={comment ?? undefined} data-check={check} data-result={result}>
      <span class="badge-name">{name}</span> <span class="badge-result">{result}</span>
      {detail && <> <span class="badge-detail">{detail}</span></>}
      {comment && <span class="visually-hidden"> ({comment})</span>}
    </li>
  );
}

function Authentication({ auth, reason }: { auth: AuthenticationReport | null; reason: string | null }) {
  if (!auth) return <p class="empty">{reason ?? 'Not checked.'}</p>;
  return (
    <ul class="badges" data-testid="auth-badges" aria-label="Authentication results">
      <Badge check="spf" name="SPF" result={auth.spf.result} detail={auth.spf.domain} comment={auth.spf.comment} />
      {auth.dkim.length === 0
        ? <Badge check="dkim" name="DKIM" result="none" detail="no signature" comment={null} />
        : auth.dkim.map((d, i) => (
          <Badge key={i} check="dkim" name="DKIM" result={d.result} comment={d.comment}
            detail={[d.domain, d.selector && `s=${d.selector}`].filter(Boolean).join(' ') || null} />
        ))}
      <Badge check="dmarc" name="DMARC" result={auth.dmarc.result} detail={auth.dmarc.policy && `p=${auth.dmarc.policy}`} comment={auth.dmarc.comment} />
      <Badge check="arc" name="ARC" result={auth.arc.result} detail={null} comment={auth.arc.comment} />
    </ul>
  );
}

function HtmlCompatibility({ html, hasHtml }: { html: MessageChecks['html']; hasHtml: boolean }) {
  if (!hasHtml) return <p class="empty">No HTML part.</p>;
  return (
    <>
      <div class="usage-head">
        <span id="html-score-label">Compatibility score (caniemail.com data)</span>
        <span data-testid="html-score">{html.score} / 100</span>
      </div>
      <meter aria-labelledby="html-score-label" min={0} max={100} low={60} high={90} optimum={100} value={html.score} />
      {html.unsupported.length === 0 ? <p class="empty">Every feature this mail uses works in every client.</p> : (
        <div class="table-scroll">
          <table class="checks-table" data-testid="html-unsupported">
            <caption class="visually-hidden">Features some email clients do not support</caption>
            <thead><tr><th scope="col">Feature</th><th scope="col">Not supported (or partly) in</th></tr></thead>
            <tbody>
              {html.unsupported.map((f) => (
                <tr key={f.feature} data-feature={f.feature}>
                  <td class="feature"><span class="row-title">{f.title}</span><br /><code class="meta">{f.feature}</code></td>
                  <td>{f.clients.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

const SEVERITIES: Array<[LintSeverity, string]> = [['error', 'Errors'], ['warning', 'Warnings'], ['info', 'Notes']];
const PARTS: Record<string, string> = { subject: 'the subject', text: 'the text part', html: 'the HTML part', headers: 'the headers' };

function Lint({ findings }: { findings: LintFinding[] }) {
  if (findings.length === 0) return <p class="empty" data-testid="lint">No findings.</p>;
  return (
    <div data-testid="lint">
      {SEVERITIES.map(([severity, label]) => {
        const group = findings.filter((f) => f.severity === severity);
        if (group.length === 0) return null;
        return (
          <div key={severity} data-severity={severity}>
            <h4>{label} ({group.length})</h4>
            <ul class="rows">
              {group.map((f, i) => (
                <li key={i} class="finding" data-code={f.code}>
                  <p class="finding-head">
                    <span class={`status sev-${f.severity}`}>{f.severity}</span> <code>{f.code}</code> <span class="meta">in {PARTS[f.part] ?? f.part}</span>
                  </p>
                  <p class="finding-message">{f.message}</p>
                  {f.excerpt !== null && <pre class="excerpt">{f.excerpt}</pre>}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

function Spam({ spam, reason }: { spam: MessageChecks['spam']; reason: string | null }) {
  if (!spam) return <p class="empty" data-testid="spam">{reason ?? 'No spam score.'}</p>;
  return (
    <div data-testid="spam">
      <p>
        Score <strong>{spam.score}</strong> against a threshold of {spam.threshold}:{' '}
        <span class={`status ${spam.is_spam ? 'status-failed' : 'status-active'}`}>{spam.is_spam ? 'spam' : 'not spam'}</span>
      </p>
      {spam.rules.length > 0 && (
        <div class="table-scroll">
          <table class="checks-table">
            <caption class="visually-hidden">SpamAssassin rules that fired</caption>
            <thead><tr><th scope="col">Rule</th><th scope="col">Points</th><th scope="col">Description</th></tr></thead>
            <tbody>{spam.rules.map((r, i) => <tr key={i}><td><code>{r.name}</code></td><td>{r.score}</td><td>{r.description}</td></tr>)}</tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** Only web URLs become links (new tab, no opener, no referrer); anything else stays text. */
const web = (url: string) => /^https?:\/\//i.test(url);

function Links({ id, links, onReport }: { id: string; links: MessageChecks['links']; onReport: (c: MessageChecks) => void }) {
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setRunning(true);
    setError(null);
    try {
      onReport((await api<MessageChecksResponse>('POST', `/v1/messages/${enc(id)}/checks/links`)).checks);
    } catch (e) {
      setError(problem(e));
    } finally {
      setRunning(false);
    }
  };
  return (
    <div data-testid="link-check">
      {!links && <p class="empty">Not checked yet. The daemon requests each link and image of the mail (no body is downloaded).</p>}
      {links && links.results.length === 0 && <p class="empty">No links or images to check.</p>}
      {links && links.results.length > 0 && (
        <div class="table-scroll">
          <table class="checks-table" data-testid="link-results">
            <caption class="visually-hidden">Link check results</caption>
            <thead><tr><th scope="col">URL</th><th scope="col">Status</th><th scope="col">Result</th></tr></thead>
            <tbody>
              {links.results.map((r, i) => (
                <tr key={i} data-ok={String(r.ok)}>
                  <td class="url">{web(r.url) ? <a href={r.url} target="_blank" rel="noopener noreferrer">{r.url}</a> : r.url}</td>
                  <td>{r.status ?? '–'}</td>
                  <td>
                    <span class={`status ${r.ok ? 'status-active' : 'status-failed'}`}>{r.ok ? 'ok' : 'broken'}</span>
                    {r.error && <> <span class="link-error">{r.error}</span></>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {links && <p class="hint">Checked {when(links.checked_at)}.</p>}
      {error && <Notice kind="error">{error}</Notice>}
      <button type="button" class="secondary" onClick={run} disabled={running} aria-busy={running}>
        {running ? 'Checking links…' : links ? 'Check links again' : 'Check links'}
      </button>
    </div>
  );
}

/** The Checks card of a message: GET …/checks once, the link check on request. */
export function ChecksPanel({ id, hasHtml }: { id: string; hasHtml: boolean }) {
  const res = useLoad(() => api<MessageChecksResponse>('GET', `/v1/messages/${enc(id)}/checks`), [id]);
  const checks = res.data?.checks;
  const setChecks = (c: MessageChecks) => res.set({ ...res.data!, checks: c });
  const errors = checks?.lint.filter((f) => f.severity === 'error').length ?? 0;
  return (
    <section class="card checks" aria-labelledby="checks-title" data-testid="checks">
      <h2 id="checks-title">Checks</h2>
      {res.error ? (
        <>
          <Notice kind="error">The checks could not be loaded: {problem(res.error)}</Notice>
          <button type="button" class="secondary" onClick={res.reload}>Try again</button>
        </>
      ) : !checks ? <p class="hint" aria-live="polite">Loading the checks…</p> : (
        <>
          <p class="hint">
            Is the mail itself right? {errors > 0 ? `${errors} lint error${errors === 1 ? '' : 's'}.` : 'No lint errors.'}
          </p>
          <h3>Authentication</h3>
          <Authentication auth={checks.authentication} reason={checks.reasons.authentication} />
          <h3>HTML compatibility</h3>
          <HtmlCompatibility html={checks.html} hasHtml={hasHtml} />
          <h3>Lint</h3>
          <Lint findings={checks.lint} />
          <h3>Spam score</h3>
          <Spam spam={checks.spam} reason={checks.reasons.spam} />
          <h3>Links</h3>
          <Links id={id} links={checks.links} onReport={setChecks} />
        </>
      )}
    </section>
  );
}
