/**
 * The human report of `inboxkit check`: one section per part of the checks report
 * (docs/checks.md), then the verdict. Everything from the mail (domains, comments, lint
 * messages and excerpts, URLs) is stripped of control characters before it is printed.
 */
import type { ChecksVerdict } from '../checks-verdict.js';
import type { AuthResult, MessageChecks } from '../types/index.js';
import { formatFields, formatTable, sanitizeLine, truncate } from './format.js';

/** How many unsupported HTML features are listed (the worst first, as the report orders them). */
const TOP_FEATURES = 5;
/** How many client names are shown per feature. */
const TOP_CLIENTS = 3;

const indent = (text: string) => text.replace(/^(?=.)/gm, '  ');
const clean = (value: string) => sanitizeLine(value);
const word = (result: AuthResult, details: Array<string | null>) =>
  [result, ...details.filter((d): d is string => Boolean(d)).map(clean)].join('  ');

function authentication(c: MessageChecks): string {
  const a = c.authentication;
  if (!a) return `Authentication  - (${clean(c.reasons.authentication ?? 'not checked')})\n`;
  const dkim = a.dkim.length === 0
    ? 'none (the message is not signed)'
    : a.dkim.map((d) => word(d.result, [d.domain, d.selector ? `selector ${d.selector}` : null])).join('; ');
  return `Authentication\n${indent(formatFields([
    ['SPF', word(a.spf.result, [a.spf.domain])],
    ['DKIM', dkim],
    ['DMARC', word(a.dmarc.result, [a.dmarc.policy ? `policy ${a.dmarc.policy}` : null])],
    ['ARC', a.arc.result],
  ]))}`;
}

function html(c: MessageChecks): string {
  const { score, unsupported } = c.html;
  let text = `HTML compatibility  ${score}/100\n`;
  for (const u of unsupported.slice(0, TOP_FEATURES)) {
    const names = u.clients.slice(0, TOP_CLIENTS).join(', ');
    const more = u.clients.length > TOP_CLIENTS ? `, +${u.clients.length - TOP_CLIENTS} more` : '';
    text += `  ${clean(u.title)} (${clean(u.feature)}): ${clean(names)}${more}\n`;
  }
  if (unsupported.length > TOP_FEATURES) text += `  … ${unsupported.length - TOP_FEATURES} more features (--json lists them all)\n`;
  return text;
}

function lint(c: MessageChecks): string {
  if (c.lint.length === 0) return 'Lint  no findings\n';
  let text = `Lint  ${c.lint.length} finding${c.lint.length === 1 ? '' : 's'}\n`;
  for (const f of c.lint) {
    text += `  ${f.severity.padEnd(7)}  ${f.code} (${f.part}): ${clean(f.message)}\n`;
    if (f.excerpt) text += `  ${' '.repeat(7)}  > ${clean(truncate(f.excerpt, 120))}\n`;
  }
  return text;
}

function spam(c: MessageChecks): string {
  const s = c.spam;
  if (!s) return `Spam  - (${clean(c.reasons.spam ?? 'not checked')})\n`;
  const rules = s.rules.filter((r) => r.score !== 0).map((r) => `${clean(r.name)} ${r.score}`).join(', ');
  return `Spam  ${s.score} / ${s.threshold} (${s.is_spam ? 'spam' : 'not spam'})${rules ? `: ${rules}` : ''}\n`;
}

function links(c: MessageChecks): string {
  const l = c.links;
  if (!l) return `Links  - (${clean(c.reasons.links ?? 'not checked')}; run "inboxkit check ID --links")\n`;
  if (l.results.length === 0) return `Links  none to check (checked ${l.checked_at})\n`;
  const failed = l.results.filter((r) => !r.ok).length;
  const head = `Links  ${l.results.length} checked at ${l.checked_at}, ${failed} failed\n`;
  return head + indent(formatTable(['OK', 'STATUS', 'URL', 'ERROR'], l.results.map((r) => [r.ok ? 'ok' : 'FAIL', r.status, r.url, r.error])));
}

/**
 * The report as printed, ending with the verdict and its failures.
 *
 * @example
 * describeChecks('msg_1', checks, checksVerdict(checks, { ignore: ['dmarc'] }), ['dmarc']);
 * // "Message  msg_1\n\nAuthentication\n  SPF    pass  example.org\n…\nPASS (ignoring dmarc)\n"
 */
export function describeChecks(messageId: string, checks: MessageChecks, verdict: ChecksVerdict, ignored: readonly string[]): string {
  const sections = [
    `Message  ${clean(messageId)}\n`, authentication(checks), html(checks), lint(checks), spam(checks), links(checks),
  ];
  const note = ignored.length > 0 ? ` (ignoring ${ignored.join(', ')})` : '';
  const result = verdict.ok
    ? `PASS${note}\n`
    : `FAIL: ${verdict.failures.length} failure${verdict.failures.length === 1 ? '' : 's'}${note}\n${verdict.failures.map((f) => `  - ${clean(f)}\n`).join('')}`;
  return `${sections.join('\n')}\n${result}`;
}
