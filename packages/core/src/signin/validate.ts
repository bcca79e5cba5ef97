import { invalid } from '../errors.js';
import { SCOPES, type Scope } from '../types.js';
import { parseScopes } from '../auth/api-keys.js';
import { isEmail, validateLabel } from '../inboxes/validate.js';

/** The body of POST /v1/auth/cli/email/start, checked and normalised. */
export interface StartInput {
  /** Lower case. */
  email: string;
  scopes: Scope[];
  label: string;
  /** Epoch ms, in the future; null for a key that does not expire. */
  keyExpiresAt: number | null;
  /** Normalised loopback http URL, or null. */
  callbackUrl: string | null;
  callbackState: string | null;
  nextDashboardPath: string | null;
}

export interface VerifyOtpInput {
  auth_request_id: string;
  challenge_id: string;
  code: string;
}

export interface ExchangeInput {
  auth_request_id: string;
  code: string;
}

export interface MagicLinkInput {
  auth_request: string;
  challenge: string;
  token: string;
}

export const DEFAULT_KEY_LABEL = 'CLI sign-in';
export const CALLBACK_STATE_MAX = 512;
export const CALLBACK_URL_MAX = 2048;
export const DASHBOARD_PATH_MAX = 2048;
/** Longest id, code or token accepted in a verify or exchange request. */
const SECRET_FIELD_MAX = 256;
/** RFC 3339 date-time: date, T, time with seconds (fraction optional), Z or offset. */
const DATE_TIME_RE = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:[Zz]|[+-]\d{2}:\d{2})$/;
// eslint-disable-next-line no-control-regex
const CONTROL_RE = /[\u0000-\u001f\u007f]/;
/** Hosts of a loopback callback, as WHATWG URL normalises them. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function objectBody(input: unknown): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw invalid('body', 'the body must be a JSON object');
  }
  return input as Record<string, unknown>;
}

/** Absent (undefined or null) optional fields read as undefined. */
function optional(body: Record<string, unknown>, field: string): unknown {
  const v = body[field];
  return v === null ? undefined : v;
}

function requiredString(body: Record<string, unknown>, field: string, max = SECRET_FIELD_MAX): string {
  const v = body[field];
  if (typeof v !== 'string' || v.length === 0) throw invalid(field, `${field} is required and must be a non-empty string`);
  if (v.length > max) throw invalid(field, `${field} must be at most ${max} characters`);
  return v;
}

export function validateEmail(value: unknown, field = 'email'): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalid(field, `${field} is required and must be an email address`);
  const email = value.trim().toLowerCase();
  if (!isEmail(email) || email.length > 254 || CONTROL_RE.test(email)) throw invalid(field, `${field} must be an email address`);
  return email;
}

/** An RFC 3339 date-time in the future (relative to `now`), as epoch ms. */
export function validateFutureDateTime(value: unknown, now: number, field = 'expires_at'): number {
  if (typeof value !== 'string' || !DATE_TIME_RE.test(value)) {
    throw invalid(field, `${field} must be an RFC 3339 date-time such as 2027-01-31T00:00:00Z`);
  }
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw invalid(field, `${field} is not a valid date-time`);
  if (ms <= now) throw invalid(field, `${field} must be in the future`);
  return ms;
}

/**
 * A loopback-only HTTP callback: `http://127.0.0.1:PORT/…`, `http://localhost:PORT/…` or
 * `http://[::1]:PORT/…`, without credentials or fragment. Returns the normalised URL.
 */
export function validateCallbackUrl(value: unknown, field = 'localhost_callback_url'): string {
  const fail = (why: string) => invalid(field, `${field} ${why}`);
  if (typeof value !== 'string' || value === '') throw fail('must be a loopback http URL such as http://127.0.0.1:8123/callback');
  if (value.length > CALLBACK_URL_MAX) throw fail(`must be at most ${CALLBACK_URL_MAX} characters`);
  if (CONTROL_RE.test(value) || /\s/.test(value)) throw fail('must not contain spaces or control characters');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw fail('is not a URL');
  }
  if (url.protocol !== 'http:') throw fail('must use http: (a loopback callback needs no TLS)');
  if (!LOOPBACK_HOSTS.has(url.hostname)) throw fail('must point at this machine: host 127.0.0.1, localhost or [::1]');
  if (url.username !== '' || url.password !== '') throw fail('must not contain credentials');
  if (url.hash !== '' || value.includes('#')) throw fail('must not contain a fragment');
  return url.href;
}

/** A same-origin path: starts with one `/`, no `//` or `\` anywhere, no control characters. */
export function validateDashboardPath(value: unknown, field = 'next_dashboard_path'): string {
  if (typeof value !== 'string' || !value.startsWith('/')) throw invalid(field, `${field} must be a path starting with /`);
  if (value.length > DASHBOARD_PATH_MAX) throw invalid(field, `${field} must be at most ${DASHBOARD_PATH_MAX} characters`);
  if (value.includes('//') || value.includes('\\') || CONTROL_RE.test(value) || /\s/.test(value)) {
    throw invalid(field, `${field} must be a plain path: no //, no backslash, no spaces or control characters`);
  }
  return value;
}

export function validateStart(input: unknown, now: number): StartInput {
  const body = objectBody(input);
  const email = validateEmail(body.email);

  let scopes: Scope[] = [...SCOPES];
  const rawScopes = optional(body, 'scopes');
  if (rawScopes !== undefined) {
    scopes = parseScopes(rawScopes);
    if (scopes.length === 0) throw invalid('scopes', 'scopes must name at least one scope (or be omitted for all)');
  }

  const rawLabel = optional(body, 'label');
  const label = rawLabel === undefined ? DEFAULT_KEY_LABEL : validateLabel(rawLabel);

  const rawExpires = optional(body, 'expires_at');
  const keyExpiresAt = rawExpires === undefined ? null : validateFutureDateTime(rawExpires, now);

  const rawCallback = optional(body, 'localhost_callback_url');
  const callbackUrl = rawCallback === undefined ? null : validateCallbackUrl(rawCallback);

  const rawState = optional(body, 'callback_state');
  let callbackState: string | null = null;
  if (rawState !== undefined) {
    if (typeof rawState !== 'string') throw invalid('callback_state', 'callback_state must be a string');
    if (rawState.length > CALLBACK_STATE_MAX) throw invalid('callback_state', `callback_state must be at most ${CALLBACK_STATE_MAX} characters`);
    callbackState = rawState;
  }

  const rawPath = optional(body, 'next_dashboard_path');
  const nextDashboardPath = rawPath === undefined ? null : validateDashboardPath(rawPath);

  return { email, scopes, label, keyExpiresAt, callbackUrl, callbackState, nextDashboardPath };
}

export function validateVerifyOtp(input: unknown): VerifyOtpInput {
  const body = objectBody(input);
  return {
    auth_request_id: requiredString(body, 'auth_request_id'),
    challenge_id: requiredString(body, 'challenge_id'),
    code: requiredString(body, 'code'),
  };
}

export function validateExchange(input: unknown): ExchangeInput {
  const body = objectBody(input);
  return { auth_request_id: requiredString(body, 'auth_request_id'), code: requiredString(body, 'code') };
}

export function validateMagicLink(query: Record<string, unknown>): MagicLinkInput {
  return {
    auth_request: requiredString(query, 'auth_request'),
    challenge: requiredString(query, 'challenge'),
    token: requiredString(query, 'token'),
  };
}
