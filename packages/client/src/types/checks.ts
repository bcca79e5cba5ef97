// The checks of a message (GET /v1/messages/{id}/checks, POST …/checks/links): is the mail
// itself right? Restated from core (test/types.test.ts keeps them equal). See docs/checks.md.
import type { SuccessEnvelope } from './common.js';

/** RFC 8601 result words. */
export type AuthResult = 'pass' | 'fail' | 'softfail' | 'neutral' | 'none' | 'temperror' | 'permerror' | 'policy';

export interface AuthenticationReport {
  spf: { result: AuthResult; domain: string | null; comment: string | null };
  dkim: Array<{ result: AuthResult; domain: string | null; selector: string | null; comment: string | null }>;
  dmarc: { result: AuthResult; policy: string | null; comment: string | null };
  arc: { result: AuthResult; comment: string | null };
}

export interface HtmlCompatibilityReport {
  score: number;
  unsupported: Array<{ feature: string; title: string; clients: string[] }>;
}

export interface LinkCheckResult {
  url: string;
  status: number | null;
  ok: boolean;
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
  excerpt: string | null;
}

export interface MessageChecks {
  authentication: AuthenticationReport | null;
  html: HtmlCompatibilityReport;
  links: LinkCheckReport | null;
  spam: SpamReport | null;
  lint: LintFinding[];
  reasons: { authentication: string | null; links: string | null; spam: string | null };
}

export interface MessageChecksResponse extends SuccessEnvelope {
  checks: MessageChecks;
}
