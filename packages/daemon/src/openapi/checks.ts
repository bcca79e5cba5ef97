// The report of a message's checks (docs/checks.md): its schemas and its two operations.
import type { AuthResult, LintCode, LintPart, LintSeverity } from '@inboxkit/core';
import { jsonAnswer, successEnvelope } from './envelopes.js';
import { params } from './parameters.js';
import type { OperationSpec } from './operations.js';
import { arr, bool, int, members, nullable, object, oneOfStrings, ref, str, timestamp, type Schema } from './schema.js';

const AUTH_RESULTS = members<AuthResult>()(['pass', 'fail', 'softfail', 'neutral', 'none', 'temperror', 'permerror', 'policy']);
const LINT_CODES = members<LintCode>()([
  'unrendered_placeholder', 'missing_text_part', 'text_html_mismatch', 'insecure_token_link', 'missing_list_unsubscribe',
  'missing_header', 'mojibake', 'image_without_alt', 'gmail_clipping',
]);
const LINT_SEVERITIES = members<LintSeverity>()(['error', 'warning', 'info']);
const LINT_PARTS = members<LintPart>()(['subject', 'text', 'html', 'headers']);

const result = oneOfStrings(AUTH_RESULTS, { description: 'An RFC 8601 result word.' });
const comment = nullable(str({ description: 'What the check saw (mailauth\'s comment), when it says more than the result.' }));
const number = (description: string): Schema => ({ type: 'number', description });

export const CHECK_SCHEMAS: Record<string, Schema> = {
  AuthenticationReport: object({
    spf: object({ result, domain: nullable(str()), comment }),
    dkim: arr(object({ result, domain: nullable(str()), selector: nullable(str()), comment }), { description: 'One per DKIM-Signature, in order; empty for unsigned mail.' }),
    dmarc: object({ result, policy: nullable(str()), comment }),
    arc: object({ result, comment }),
  }, { description: 'SPF, DKIM, DMARC and ARC, checked after the commit against the envelope kept with the message.' }),
  HtmlCompatibilityReport: object({
    score: number('0 to 100: the share of (feature, client) pairs supported, partial support counting half; 100 without HTML.'),
    unsupported: arr(object({ feature: str(), title: str(), clients: arr(str()) })),
  }, { description: 'HTML and CSS features the message uses that some clients do not support (caniemail data).' }),
  LinkCheckReport: object({
    checked_at: timestamp(),
    results: arr(object({
      url: str(), status: nullable(int({ description: 'HTTP status after redirects; null when no answer came.' })), ok: bool(),
      error: nullable(str({ description: 'Why it is not ok when no status says it (timeout, refused, blocked).' })),
    })),
  }),
  SpamReport: object({
    score: number('SpamAssassin\'s score.'), threshold: number('spamd\'s required score.'), is_spam: bool(),
    rules: arr(object({ name: str(), score: number('The rule\'s points.'), description: str() })),
  }),
  LintFinding: object({
    code: oneOfStrings(LINT_CODES), severity: oneOfStrings(LINT_SEVERITIES), message: str(), part: oneOfStrings(LINT_PARTS),
    excerpt: nullable(str({ description: 'The offending text with some context, at most 120 characters.' })),
  }),
  MessageChecks: object({
    authentication: nullable(ref('AuthenticationReport')),
    html: ref('HtmlCompatibilityReport'),
    links: nullable(ref('LinkCheckReport')),
    spam: nullable(ref('SpamReport')),
    lint: arr(ref('LintFinding')),
    reasons: object({ authentication: nullable(str()), links: nullable(str()), spam: nullable(str()) }, {
      description: 'Why each part that is null is null (e.g. spamd not configured); null for a part that is there.',
    }),
  }),
  MessageChecksResponse: successEnvelope({ checks: ref('MessageChecks') }),
};

export const CHECK_OPERATIONS: Record<string, OperationSpec> = {
  'GET /v1/messages/{message_id}/checks': {
    operationId: 'getMessageChecks', tags: ['Messages'], summary: 'Is the mail right? Authentication, HTML compatibility, links, spam score and lint',
    description: 'Authentication and the spam score are computed after the commit (or now, when they never ran); HTML compatibility and lint on read; links only by POST …/checks/links. See docs/checks.md.',
    parameters: params('MessageId'),
    success: { 200: jsonAnswer('The report.', 'MessageChecksResponse') },
  },
  'POST /v1/messages/{message_id}/checks/links': {
    operationId: 'checkMessageLinks', tags: ['Messages'], summary: 'Check every link and image of the message over HTTP, keep the result, answer the report',
    description: 'Each URL\'s status after redirects (HEAD, then GET when HEAD is refused), with the webhook SSRF rules: private and loopback addresses are refused unless the daemon runs with --link-check-allow-private. At most the first 200 URLs; results are cached per URL (10 minutes when ok, 30 s otherwise).',
    parameters: params('MessageId'),
    success: { 200: jsonAnswer('The report, with `links`.', 'MessageChecksResponse') },
  },
};
