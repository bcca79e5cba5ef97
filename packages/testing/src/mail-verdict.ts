/**
 * Does a message's checks report (docs/checks.md) pass, as `toPassChecks()` says it? The rule
 * is the client's `checksVerdict`, the one `inboxkit check` applies, so the two never differ:
 *
 * - **lint**: a finding of severity `error` fails, unless its code is ignored;
 * - **authentication**: SPF or DMARC `fail`, `softfail` or `permerror`, a DKIM signature `fail`
 *   or `permerror`, ARC `fail` or `permerror`, unless that part is ignored (`'spf'`, `'dkim'`,
 *   `'dmarc'`, `'arc'`). `none` (unsigned mail, no policy: common for a test app) passes;
 * - **links**: a result with `ok: false`, once the link check has run, unless `'links'` is
 *   ignored (or `links: false` is passed);
 * - the spam score and HTML compatibility are not judged.
 *
 * Added here for the failure message: the excerpt of a failing lint finding, and notes on what
 * passed but is worth knowing (lint warnings, a `temperror` or DKIM `neutral`, a failure that
 * was ignored, links not checked, a spam verdict, an `ignore` name nothing knows).
 *
 * @example
 * judgeMail(report, { ignore: ['missing_header', 'spf'] }).failures
 * // ['unrendered_placeholder: Unrendered template placeholder "{{first_name}}" in the HTML part: … — "Hello {{first_name}},"']
 */
import { checksVerdict, IGNORABLE_CHECKS, type CheckPart, type LintCode, type MessageChecks } from '@inboxkit/client';

/** What `ignore` may name: a lint code, an authentication part (`spf`, `dkim`, `dmarc`, `arc`) or `links`. */
export type CheckName = LintCode | CheckPart;

export interface JudgeOptions {
  /** Lint codes, authentication parts and `'links'` whose failures do not count (they are noted). */
  ignore?: readonly (CheckName | (string & {}))[];
  /** false: the link check's results are not judged even when it ran. */
  links?: boolean;
}

export interface MailVerdict {
  pass: boolean;
  /** One line per failure, as `inboxkit check` words it (a lint finding's excerpt added). */
  failures: string[];
  /** What did not fail but is worth knowing when reading a failure. */
  notes: string[];
}

const clip = (s: string, max = 120) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

export function judgeMail(report: MessageChecks, options: JudgeOptions = {}): MailVerdict {
  const ignore = [...(options.ignore ?? []), ...(options.links === false ? ['links'] : [])];
  const withExcerpt = (line: string) => {
    const finding = report.lint.find((f) => f.excerpt && line.startsWith(`${f.code}: `) && line.includes(f.message));
    return finding ? `${line} — ${JSON.stringify(clip(finding.excerpt!))}` : line;
  };
  const failures = checksVerdict(report, { ignore }).failures;
  const notes = checksVerdict(report).failures.filter((f) => !failures.includes(f)).map((f) => `ignored: ${withExcerpt(f)}`);
  for (const f of report.lint) if (f.severity !== 'error') notes.push(`${f.severity}: ${f.code} (${f.part}): ${f.message}`);
  const auth = report.authentication;
  if (!auth) notes.push(`authentication not checked${report.reasons.authentication ? `: ${report.reasons.authentication}` : ''}`);
  else {
    const parts: Array<[string, string, string | null]> = [
      ['spf', auth.spf.result, auth.spf.comment], ...auth.dkim.map((d) => ['dkim', d.result, d.comment] as [string, string, string | null]),
      ['dmarc', auth.dmarc.result, auth.dmarc.comment], ['arc', auth.arc.result, auth.arc.comment],
    ];
    for (const [part, result, comment] of parts) {
      if (result === 'temperror' || (part === 'dkim' && result === 'neutral')) notes.push(`${part}: ${result}${comment ? ` (${comment})` : ''}`);
    }
  }
  if (!report.links && options.links !== false) notes.push('links not checked (toPassChecks({ links: true }) runs the link check)');
  if (report.spam?.is_spam) notes.push(`spam: SpamAssassin scores it ${report.spam.score} (threshold ${report.spam.threshold})`);
  for (const name of options.ignore ?? []) {
    if (!IGNORABLE_CHECKS.includes(name) && !report.lint.some((f) => f.code === name)) {
      notes.push(`ignore ${JSON.stringify(name)} names no lint code, authentication part (spf, dkim, dmarc, arc) or 'links'`);
    }
  }
  return { pass: failures.length === 0, failures: failures.map(withExcerpt), notes };
}

/** The verdict as a matcher's message: what failed, then the notes, then how to ignore. */
export function formatVerdict(what: string, verdict: MailVerdict): string {
  const lines = verdict.pass
    ? [`${what} passes its checks.`]
    : [`${what} fails ${verdict.failures.length} check${verdict.failures.length === 1 ? '' : 's'}:`, ...verdict.failures.map((f) => `  - ${f}`)];
  if (verdict.notes.length) lines.push('Not failing:', ...verdict.notes.map((n) => `  - ${n}`));
  if (!verdict.pass) lines.push("To let a failure pass, name its lint code, authentication part or 'links': toPassChecks({ ignore: ['…'] }).");
  return lines.join('\n');
}
