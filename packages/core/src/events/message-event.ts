import { iso } from '../clock.js';
import type { AnalysisStatus, MessageAnalysis, MessageDetail } from '../types.js';
import type { AnalysisFields } from '../storage/index.js';
import type { EmailEvent, EmailEventType } from './events.js';

/**
 * Every analysis field unset: what a message carries until its analysis completes. Here, in
 * events, because messages (its reads) and analysis import events and not each other.
 */
export const EMPTY_ANALYSIS_FIELDS: AnalysisFields = {
  detected_otp: null, sender_name: null, category: null, extracted_id: null,
  amount_mentioned: null, is_urgent: null, action_required: null, summary: null,
};

/** A message's analysis state, in epoch ms (null: not yet). */
export interface AnalysisState {
  eligible: boolean;
  status: AnalysisStatus;
  requestedAt: number | null;
  completedAt: number | null;
}

/** The `analysis` block of the API's message shape, exactly as a read gives it back. */
export function analysisBlock(state: AnalysisState, fields: AnalysisFields | null = null): MessageAnalysis {
  return {
    eligible: state.eligible, status: state.status,
    requested_at: state.requestedAt === null ? null : iso(state.requestedAt),
    completed_at: state.completedAt === null ? null : iso(state.completedAt),
    ...EMPTY_ANALYSIS_FIELDS, ...fields,
  };
}

/**
 * The message an event carries: `message` as stored, or, with `written`, with the analysis
 * just written (complete at `written.at`), exactly as a read would give it back after the
 * commit. Ingest gives email.received the first; analysis gives email.enriched the second.
 */
export function eventMessage(message: MessageDetail, written?: { fields: AnalysisFields; at: number }): MessageDetail {
  if (!written) return message;
  const { eligible, requested_at } = message.analysis;
  return {
    ...message,
    analysis: { eligible, status: 'complete', requested_at, completed_at: iso(written.at), ...EMPTY_ANALYSIS_FIELDS, ...written.fields },
  };
}

/** The event announcing `message`: its inbox as the message names it. */
export function emailEvent(id: string, type: EmailEventType, at: number, message: MessageDetail): EmailEvent {
  return {
    id, type, created_at: iso(at),
    data: { inbox: { id: message.inbox_id, email_address: message.inbox_email_address, label: message.inbox_label }, message },
  };
}
