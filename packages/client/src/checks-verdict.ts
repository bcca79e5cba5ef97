/**
 * The pass/fail rule of a message's checks report (docs/checks.md): one pure function, shared by
 * `inboxkit check` and the `toPassChecks()` matcher of @inboxkit/testing so the two never differ.
 *
 * A report fails on
 * - a lint finding of severity `error` (warnings and info never fail);
 * - SPF or DMARC `fail`, `softfail` or `permerror`; a DKIM signature `fail` or `permerror`; an
 *   ARC chain `fail` or `permerror` (`none`, `neutral`, `temperror` and the rest do not fail; a
 *   report without authentication, `reasons.authentication` set, does not fail);
 * - a link result with `ok: false` (only when the link check ran: `links` is not null).
 * The spam score and the HTML compatibility score are reported, never judged.
 */
import type { AuthResult, LintCode, MessageChecks } from './types/index.js';

/** The lint codes this client knows (the LintCode type, at run time). */
export const LINT_CODES = [
  'unrendered_placeholder', 'missing_text_part', 'text_html_mismatch', 'insecure_token_link',
  'missing_list_unsubscribe', 'missing_header', 'mojibake', 'image_without_alt', 'gmail_clipping',
] as const satisfies readonly LintCode[];
// Compile-time: every LintCode is listed (a code added to the type and not here fails the build).
const _everyLintCode: [Exclude<LintCode, (typeof LINT_CODES)[number]>] extends [never] ? true : never = true;
void _everyLintCode;

/** The names `ignore` takes besides lint codes. */
export const CHECK_PARTS = ['spf', 'dkim', 'dmarc', 'arc', 'links'] as const;
export type CheckPart = (typeof CHECK_PARTS)[number];

/** Every name `ignore` knows: the authentication results, `links`, and the lint codes. */
export const IGNORABLE_CHECKS: readonly string[] = [...CHECK_PARTS, ...LINT_CODES];

export interface ChecksVerdictOptions {
  /**
   * Lint codes (`unrendered_placeholder`, …) and/or `spf`, `dkim`, `dmarc`, `arc`, `links` to
   * leave out of the verdict. Unknown names are left alone (see IGNORABLE_CHECKS to refuse them).
   */
  ignore?: readonly string[];
}

export interface ChecksVerdict {
  /** True when nothing failed. */
  ok: boolean;
  /**
   * One line per failure, in report order (authentication, lint, links), each starting with the
   * name `ignore` takes, e.g. `spf: fail for example.org (<comment>)`, `dkim: fail for example.org,
   * selector s1`, `dmarc: fail, policy reject`, `unrendered_placeholder: Unrendered template
   * placeholder "{{name}}" in the subject: …`, `links: https://x.test/a: HTTP 404`.
   * Text from the mail is not sanitised: strip control characters before printing to a terminal.
   */
  failures: string[];
}

const AUTH_FAILS: Record<'spf' | 'dmarc' | 'dkim' | 'arc', ReadonlySet<AuthResult>> = {
  spf: new Set(['fail', 'softfail', 'permerror']),
  dmarc: new Set(['fail', 'softfail', 'permerror']),
  dkim: new Set(['fail', 'permerror']),
  arc: new Set(['fail', 'permerror']),
};

const comment = (c: string | null) => (c ? ` (${c})` : '');

/**
 * Judges a checks report.
 *
 * @example
 * const { checks } = await client.messages.checks(id);
 * const verdict = checksVerdict(checks, { ignore: ['dmarc', 'missing_header'] });
 * if (!verdict.ok) throw new Error(verdict.failures.join('\n'));
 */
export function checksVerdict(report: MessageChecks, options: ChecksVerdictOptions = {}): ChecksVerdict {
  const ignored = new Set(options.ignore ?? []);
  const failures: string[] = [];
  const auth = report.authentication;
  if (auth) {
    if (!ignored.has('spf') && AUTH_FAILS.spf.has(auth.spf.result)) {
      failures.push(`spf: ${auth.spf.result}${auth.spf.domain ? ` for ${auth.spf.domain}` : ''}${comment(auth.spf.comment)}`);
    }
    if (!ignored.has('dkim')) {
      for (const d of auth.dkim) {
        if (!AUTH_FAILS.dkim.has(d.result)) continue;
        const signer = d.domain ? ` for ${d.domain}${d.selector ? `, selector ${d.selector}` : ''}` : '';
        failures.push(`dkim: ${d.result}${signer}${comment(d.comment)}`);
      }
    }
    if (!ignored.has('dmarc') && AUTH_FAILS.dmarc.has(auth.dmarc.result)) {
      failures.push(`dmarc: ${auth.dmarc.result}${auth.dmarc.policy ? `, policy ${auth.dmarc.policy}` : ''}${comment(auth.dmarc.comment)}`);
    }
    if (!ignored.has('arc') && AUTH_FAILS.arc.has(auth.arc.result)) {
      failures.push(`arc: ${auth.arc.result}${comment(auth.arc.comment)}`);
    }
  }
  for (const finding of report.lint) {
    if (finding.severity === 'error' && !ignored.has(finding.code)) failures.push(`${finding.code}: ${finding.message}`);
  }
  if (report.links && !ignored.has('links')) {
    for (const r of report.links.results) {
      if (r.ok) continue;
      const why = [r.status !== null ? `HTTP ${r.status}` : null, r.error].filter(Boolean).join(', ') || 'not ok';
      failures.push(`links: ${r.url}: ${why}`);
    }
  }
  return { ok: failures.length === 0, failures };
}
