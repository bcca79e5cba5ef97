import type { ExtractedLink, MessageIntent } from '../types.js';
import type { AnalysisFields } from '../storage/index.js';

export type { AnalysisFields } from '../storage/index.js';

/** What an analyzer sees of one stored message. */
export interface AnalyzerInput {
  subject: string | null;
  /** text/plain body as sent, or null. */
  text: string | null;
  /** text/html body as sent, or null. */
  html: string | null;
  /** Display name of the From header, decoded, or null. */
  fromName: string | null;
  fromEmail: string;
  toEmail: string;
  /** The deterministic extractor's code (the message's top-level `otp`). */
  otp: string | null;
  links: ExtractedLink[];
  intent: MessageIntent | null;
  /** ISO 8601 receive time. */
  receivedAt: string;
}

/**
 * Produces the model-derived fields of one message. Throwing (or rejecting) fails the
 * attempt; the queue retries it. Implementations should stop early when `signal` aborts.
 */
export interface Analyzer {
  readonly name: string;
  analyze(input: AnalyzerInput, signal: AbortSignal): Promise<AnalysisFields>;
}

/** The documented categories, in no particular order. Anything else is stored as null. */
export const ANALYSIS_CATEGORIES = [
  'authentication', 'security', 'transactional', 'billing', 'shipping', 'marketing', 'social', 'notification', 'personal',
] as const;
export type AnalysisCategory = (typeof ANALYSIS_CATEGORIES)[number];

export function isAnalysisCategory(value: unknown): value is AnalysisCategory {
  return typeof value === 'string' && (ANALYSIS_CATEGORIES as readonly string[]).includes(value);
}

/** Upper bounds on stored field lengths (characters). */
export const FIELD_LIMITS = {
  detected_otp: 32,
  sender_name: 120,
  extracted_id: 64,
  amount_mentioned: 64,
  summary: 280,
} as const;
