import type { ExtractedLink, MessageIntent } from '../types.js';

/** What the extractors read: the decoded parts of one message, nothing else. */
export interface ExtractInput {
  subject: string | null;
  /** The text/plain body as sent (decoded), or null when the mail had none. */
  text: string | null;
  /** The text/html body as sent (decoded), or null when the mail had none. */
  html: string | null;
  /** The raw List-Unsubscribe header value, or null. */
  listUnsubscribe: string | null;
  fromName: string | null;
  fromEmail: string | null;
}

export interface ExtractResult {
  otp: string | null;
  /**
   * The other code-shaped values scored, best first (at most five), each with its score; the
   * reported `otp` needs 6 and a clear lead. Shows a near miss; never changes `otp`.
   */
  otpCandidates: Array<{ value: string; score: number }>;
  links: ExtractedLink[];
  intent: MessageIntent | null;
}
