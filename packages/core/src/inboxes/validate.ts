import { invalid } from '../errors.js';
import { isEmail, validateLabel } from '../validate.js';
import type { AnalysisMode, InboxMessageAnalysis, LifecycleMode } from '../types.js';

/** What callers may pass to create an inbox: the spec's POST /v1/inboxes body. */
export interface CreateInboxInput {
  label: string;
  lifecycle_mode: LifecycleMode;
  /** Temporary inboxes only, 10 to 60; default 60. */
  ttl_minutes?: number | null;
  message_analysis?: Partial<InboxMessageAnalysis> | null;
}

export interface ValidInboxInput {
  label: string;
  lifecycle_mode: LifecycleMode;
  ttl_minutes: number | null;
  message_analysis: InboxMessageAnalysis;
}

export const DEFAULT_TTL_MINUTES = 60;
/** Regular inboxes are analysed by default: the built-in analyzer is local and cheap. */
export const DEFAULT_ANALYSIS_MODE: AnalysisMode = 'all';
const ANALYSIS_MODES: readonly AnalysisMode[] = ['all', 'disabled', 'allowlist', 'blocklist'];
export function validateCreateInbox(input: unknown): ValidInboxInput {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw invalid('body', 'the body must be a JSON object');
  }
  const body = input as Record<string, unknown>;
  const label = validateLabel(body.label);
  const mode = body.lifecycle_mode;
  if (mode !== 'temporary' && mode !== 'persistent') {
    throw invalid('lifecycle_mode', 'lifecycle_mode is required and must be temporary or persistent');
  }
  let ttl: number | null = null;
  if (body.ttl_minutes !== undefined && body.ttl_minutes !== null) {
    const t = body.ttl_minutes;
    if (typeof t !== 'number' || !Number.isInteger(t) || t < 10 || t > 60) {
      throw invalid('ttl_minutes', 'ttl_minutes must be an integer from 10 to 60');
    }
    if (mode === 'persistent') throw invalid('ttl_minutes', 'ttl_minutes applies only to temporary inboxes');
    ttl = t;
  } else if (mode === 'temporary') {
    ttl = DEFAULT_TTL_MINUTES;
  }
  return { label, lifecycle_mode: mode, ttl_minutes: ttl, message_analysis: validateAnalysis(body.message_analysis) };
}

function validateAnalysis(value: unknown): InboxMessageAnalysis {
  if (value === undefined || value === null) return { mode: DEFAULT_ANALYSIS_MODE, recipients: [] };
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalid('message_analysis', 'message_analysis must be an object with mode and recipients');
  }
  const v = value as Record<string, unknown>;
  const mode = v.mode ?? DEFAULT_ANALYSIS_MODE;
  if (typeof mode !== 'string' || !ANALYSIS_MODES.includes(mode as AnalysisMode)) {
    throw invalid('message_analysis.mode', `message_analysis.mode must be one of ${ANALYSIS_MODES.join(', ')}`);
  }
  const recipients = v.recipients ?? [];
  if (!Array.isArray(recipients) || !recipients.every(isEmail)) {
    throw invalid('message_analysis.recipients', 'message_analysis.recipients must be an array of email addresses');
  }
  if (recipients.length > 1000) throw invalid('message_analysis.recipients', 'message_analysis.recipients holds at most 1000 addresses');
  const normalised = [...new Set((recipients as string[]).map((r) => r.toLowerCase()))];
  return { mode: mode as AnalysisMode, recipients: normalised };
}
