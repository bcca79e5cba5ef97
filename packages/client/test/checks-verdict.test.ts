// checksVerdict, the pass/fail rule of `inboxkit check` and toPassChecks(): one table of
// reports (a clean one changed in one place) and the verdict each must get, with and without
// `ignore`. Pure: no daemon.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checksVerdict, IGNORABLE_CHECKS, LINT_CODES, type AuthResult, type LintFinding, type MessageChecks } from '../src/index.js';

const clean = (): MessageChecks => ({
  authentication: {
    spf: { result: 'pass', domain: 'example.org', comment: null },
    dkim: [{ result: 'pass', domain: 'example.org', selector: 's1', comment: null }],
    dmarc: { result: 'pass', policy: 'reject', comment: null },
    arc: { result: 'none', comment: null },
  },
  html: { score: 100, unsupported: [] },
  links: null,
  spam: null,
  lint: [],
  reasons: { authentication: null, links: 'the link check has not run', spam: 'spamd is not configured' },
});

const finding = (code: LintFinding['code'], severity: LintFinding['severity']): LintFinding =>
  ({ code, severity, part: 'subject', message: `${code} found`, excerpt: null });

/** A clean report with `change` applied. */
const with_ = (change: (c: MessageChecks) => void): MessageChecks => {
  const c = clean();
  change(c);
  return c;
};
const spf = (result: AuthResult) => with_((c) => { c.authentication!.spf.result = result; });
const dmarc = (result: AuthResult) => with_((c) => { c.authentication!.dmarc.result = result; });
const dkim = (result: AuthResult) => with_((c) => { c.authentication!.dkim[0]!.result = result; });
const arc = (result: AuthResult) => with_((c) => { c.authentication!.arc.result = result; });
const link = (status: number | null, ok: boolean, error: string | null = null) => with_((c) => {
  c.links = { checked_at: '2026-04-01T10:00:00.000Z', results: [{ url: 'https://example.org/ok', status: 200, ok: true, error: null }, { url: 'https://example.org/x', status, ok, error }] };
});

/** [what, report, ignore, the failures expected ([] = passes)] */
const CASES: Array<[string, MessageChecks, string[], string[]]> = [
  ['a clean report', clean(), [], []],
  ['no authentication yet (reason set), spam and links missing', with_((c) => { c.authentication = null; c.reasons.authentication = 'not run'; }), [], []],
  ['a spam verdict and a poor HTML score are reported, never judged', with_((c) => {
    c.spam = { score: 12, threshold: 5, is_spam: true, rules: [] };
    c.html = { score: 20, unsupported: [{ feature: 'css-display-flex', title: 'display:flex', clients: ['Outlook (Windows)'] }] };
  }), [], []],
  ['spf fail', spf('fail'), [], ['spf: fail for example.org']],
  ['spf softfail', spf('softfail'), [], ['spf: softfail for example.org']],
  ['spf permerror', spf('permerror'), [], ['spf: permerror for example.org']],
  ['spf none', spf('none'), [], []],
  ['spf temperror', spf('temperror'), [], []],
  ['spf neutral', spf('neutral'), [], []],
  ['spf fail, ignored', spf('fail'), ['spf'], []],
  ['spf comment is quoted', with_((c) => { c.authentication!.spf = { result: 'fail', domain: null, comment: '127.0.0.1 not allowed' }; }), [], ['spf: fail (127.0.0.1 not allowed)']],
  ['dmarc fail', dmarc('fail'), [], ['dmarc: fail, policy reject']],
  ['dmarc softfail', dmarc('softfail'), [], ['dmarc: softfail, policy reject']],
  ['dmarc permerror', dmarc('permerror'), [], ['dmarc: permerror, policy reject']],
  ['dmarc none', dmarc('none'), [], []],
  ['dmarc temperror', dmarc('temperror'), [], []],
  ['dmarc fail, ignored', dmarc('fail'), ['dmarc'], []],
  ['dkim fail', dkim('fail'), [], ['dkim: fail for example.org, selector s1']],
  ['dkim permerror', dkim('permerror'), [], ['dkim: permerror for example.org, selector s1']],
  ['dkim softfail is not a DKIM failure', dkim('softfail'), [], []],
  ['dkim neutral (body hash)', dkim('neutral'), [], []],
  ['dkim temperror', dkim('temperror'), [], []],
  ['unsigned mail (no dkim entry)', with_((c) => { c.authentication!.dkim = []; }), [], []],
  ['one of two dkim signatures fails', with_((c) => {
    c.authentication!.dkim.push({ result: 'fail', domain: 'esp.example', selector: null, comment: 'signature error' });
  }), [], ['dkim: fail for esp.example (signature error)']],
  ['dkim fail, ignored', dkim('fail'), ['dkim'], []],
  ['arc fail', arc('fail'), [], ['arc: fail']],
  ['arc permerror', arc('permerror'), [], ['arc: permerror']],
  ['arc fail, ignored', arc('fail'), ['arc'], []],
  ['a lint error', with_((c) => { c.lint = [finding('unrendered_placeholder', 'error')]; }), [], ['unrendered_placeholder: unrendered_placeholder found']],
  ['lint warnings and info never fail', with_((c) => { c.lint = [finding('missing_text_part', 'warning'), finding('missing_header', 'info')]; }), [], []],
  ['a lint error, its code ignored', with_((c) => { c.lint = [finding('unrendered_placeholder', 'error')]; }), ['unrendered_placeholder'], []],
  ['two lint errors, one code ignored', with_((c) => { c.lint = [finding('mojibake', 'error'), finding('insecure_token_link', 'error')]; }), ['mojibake'], ['insecure_token_link: insecure_token_link found']],
  ['a link answering 404', link(404, false), [], ['links: https://example.org/x: HTTP 404']],
  ['a link with no answer', link(null, false, 'timeout after 5000 ms'), [], ['links: https://example.org/x: timeout after 5000 ms']],
  ['too many redirects: status and error', link(302, false, 'too many redirects'), [], ['links: https://example.org/x: HTTP 302, too many redirects']],
  ['every link ok', link(204, true), [], []],
  ['a failed link, links ignored', link(404, false), ['links'], []],
  ['everything fails, in report order', with_((c) => {
    c.authentication!.spf.result = 'fail';
    c.authentication!.dmarc.result = 'fail';
    c.lint = [finding('mojibake', 'error')];
    c.links = { checked_at: '2026-04-01T10:00:00.000Z', results: [{ url: 'https://example.org/x', status: 500, ok: false, error: null }] };
  }), [], ['spf: fail for example.org', 'dmarc: fail, policy reject', 'mojibake: mojibake found', 'links: https://example.org/x: HTTP 500']],
  ['everything fails, everything ignored', with_((c) => {
    c.authentication!.spf.result = 'fail';
    c.authentication!.dmarc.result = 'fail';
    c.lint = [finding('mojibake', 'error')];
  }), ['spf', 'dmarc', 'mojibake'], []],
  ['an unknown ignore name is left alone', spf('fail'), ['no_such_check'], ['spf: fail for example.org']],
];

for (const [what, report, ignore, failures] of CASES) {
  test(`checksVerdict: ${what}${ignore.length ? ` (ignore ${ignore.join(', ')})` : ''}`, () => {
    const before = JSON.stringify(report);
    assert.equal(checksVerdict(report, { ignore }), { ok: failures.length === 0, failures });
    assert.is(JSON.stringify(report), before, 'the report is not changed');
  });
}

test('checksVerdict without options; the names ignore knows', () => {
  assert.equal(checksVerdict(spf('fail')), { ok: false, failures: ['spf: fail for example.org'] });
  assert.equal(IGNORABLE_CHECKS, ['spf', 'dkim', 'dmarc', 'arc', 'links', ...LINT_CODES]);
  assert.ok(LINT_CODES.includes('unrendered_placeholder'));
});

test.run();
