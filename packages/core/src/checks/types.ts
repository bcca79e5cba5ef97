/**
 * The report of `GET /v1/messages/{id}/checks` and `scope.messages.checks(id)`: is the mail
 * itself right? Each part is computed by a check of its own (docs/checks.md).
 */

/** RFC 8601 result words. */
export type AuthResult = 'pass' | 'fail' | 'softfail' | 'neutral' | 'none' | 'temperror' | 'permerror' | 'policy';

export interface AuthenticationReport {
  /** SPF for the SMTP client address and MAIL FROM (HELO when MAIL FROM is empty). */
  spf: { result: AuthResult; domain: string | null; comment: string | null };
  /** One entry per DKIM-Signature header, in the message's order (empty: unsigned mail). */
  dkim: Array<{ result: AuthResult; domain: string | null; selector: string | null; comment: string | null }>;
  /** DMARC for the From domain: alignment of SPF and DKIM, and the domain's published policy. */
  dmarc: { result: AuthResult; policy: string | null; comment: string | null };
  /** ARC chain validation (`none` when the message carries no ARC set). */
  arc: { result: AuthResult; comment: string | null };
}

export interface HtmlCompatibilityReport {
  /** 0 to 100: the share of (feature, client) pairs the HTML uses that the clients support, partial support counting half. 100 without HTML. */
  score: number;
  unsupported: Array<{ feature: string; title: string; clients: string[] }>;
}

export interface LinkCheckResult {
  url: string;
  /** HTTP status of the last response after redirects; null when no response came. */
  status: number | null;
  ok: boolean;
  /** Why it is not ok when no status says it (timeout, refused, blocked private address), else null. */
  error: string | null;
}

export interface LinkCheckReport {
  checked_at: string;
  results: LinkCheckResult[];
}

export interface SpamReport {
  score: number;
  threshold: number;
  is_spam: boolean;
  rules: Array<{ name: string; score: number; description: string }>;
}

export type LintCode =
  | 'unrendered_placeholder' | 'missing_text_part' | 'text_html_mismatch' | 'insecure_token_link'
  | 'missing_list_unsubscribe' | 'missing_header' | 'mojibake' | 'image_without_alt' | 'gmail_clipping';
export type LintSeverity = 'error' | 'warning' | 'info';
export type LintPart = 'subject' | 'text' | 'html' | 'headers';

export interface LintFinding {
  code: LintCode;
  severity: LintSeverity;
  message: string;
  part: LintPart;
  /** The offending text with a little context (at most 120 characters), or null. */
  excerpt: string | null;
}

export interface MessageChecks {
  /** Null until the check ran (it runs after the commit; `reason` says why it is missing). */
  authentication: AuthenticationReport | null;
  html: HtmlCompatibilityReport;
  links: LinkCheckReport | null;
  spam: SpamReport | null;
  lint: LintFinding[];
  /** Why each part that is null is null (an addition to the shape); null for a part that is there. */
  reasons: { authentication: string | null; links: string | null; spam: string | null };
}

/** What lint reads: the decoded parts of one message and its header fields. */
export interface LintInput {
  subject: string | null;
  /** The text/plain body as decoded, or null when the mail has none. */
  text: string | null;
  /** The text/html body as decoded, or null when the mail has none. */
  html: string | null;
  /** Header fields by lower-case name, the first occurrence's value, unfolded and decoded (e.g. `{ 'message-id': '<a@b>' }`). */
  headers: Record<string, string>;
}
