import { randomUUID } from 'node:crypto';
import { Response as AdapterResponse } from '@whatwg-node/server';
import type { ErrorOutcome } from './errors.js';

/** The release stamp returned in X-Service-Api-Version on every response. */
export const API_VERSION = '2026-03-28';

/** A fresh id per request; ids sent by clients are never honoured. */
export function newRequestId(): string {
  return `req_${randomUUID()}`;
}

export interface NextAction {
  type: 'open_dashboard';
  url: string;
}

/** The headers every JSON answer carries. */
export function jsonHeaders(length: number, requestId: string): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'Content-Length': String(length),
    'Cache-Control': 'no-store',
    'X-Request-Id': requestId,
    'X-Service-Api-Version': API_VERSION,
  };
}

/**
 * One JSON response with the headers every response carries. The body is serialised by
 * the caller exactly once; headers are a plain object so @whatwg-node/server writes them
 * with a single writeHead (no Headers map is built).
 */
export function jsonResponse(status: number, body: string, requestId: string, extra?: Record<string, string>): Response {
  const headers = jsonHeaders(Buffer.byteLength(body), requestId);
  if (extra !== undefined) Object.assign(headers, extra);
  // The adapter's own Response class: @whatwg-node/server sends its string body and plain
  // headers on a fast path; the global Response would be copied through a slower one.
  return new AdapterResponse(body, { status, headers }) as unknown as Response;
}

/** The success envelope: `{ success: true, request_id, ...fields }`. */
export function successResponse(status: number, requestId: string, fields: object, extra?: Record<string, string>): Response {
  const body = JSON.stringify({ success: true, request_id: requestId, ...fields });
  return jsonResponse(status, body, requestId, extra);
}

/**
 * The success envelope around one field whose JSON is already serialised (shared by every
 * reader of the same large message: see routes.ts). The bytes are exactly what
 * successResponse would send; the shared buffer is written as it is, never copied.
 */
export function sharedFieldResponse(status: number, requestId: string, field: string, json: Buffer): Response {
  const head = Buffer.from(`{"success":true,"request_id":${JSON.stringify(requestId)},${JSON.stringify(field)}:`);
  const tail = Buffer.from('}');
  const parts = [head, json, tail];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = parts.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
  return new AdapterResponse(body, { status, headers: jsonHeaders(head.length + json.length + tail.length, requestId) }) as unknown as Response;
}

/** The error envelope, with Retry-After on 429/503 and next_action when the outcome asks for it. */
export function errorResponse(outcome: ErrorOutcome, requestId: string, dashboardUrl: () => string): Response {
  const error: { code: string; message: string; retry_after_seconds?: number } = { code: outcome.code, message: outcome.message };
  let extra: Record<string, string> | undefined;
  if (outcome.retryAfterSeconds !== undefined) {
    error.retry_after_seconds = outcome.retryAfterSeconds;
    extra = { 'Retry-After': String(outcome.retryAfterSeconds) };
  }
  if (outcome.status === 401) (extra ??= {})['WWW-Authenticate'] = 'Bearer';
  const envelope: { success: false; request_id: string; error: typeof error; next_action?: NextAction } = {
    success: false,
    request_id: requestId,
    error,
  };
  if (outcome.nextAction) envelope.next_action = { type: 'open_dashboard', url: dashboardUrl() };
  return jsonResponse(outcome.status, JSON.stringify(envelope), requestId, extra);
}
