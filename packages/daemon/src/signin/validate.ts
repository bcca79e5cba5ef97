/**
 * The HTTP shapes of the sign-in operations: request bodies and the magic link's query,
 * checked (400 naming the field) and turned into core's typed sign-in commands.
 */
import { parseScopes, type Signin } from '@inboxkit/core';
import { badRequest } from '../http/errors.js';

/** Core's sign-in commands (the parameters of its methods). */
export type StartCommand = Parameters<Signin['start']>[0];
export type VerifyOtpCommand = Parameters<Signin['verifyOtp']>[0];
export type ExchangeCommand = Parameters<Signin['exchange']>[0];
export type MagicLinkCommand = Parameters<Signin['approveMagicLink']>[0];

/** Digits of the emailed code (core's OTP_LENGTH). */
export const OTP_LENGTH = 6;
/** Longest key label, in characters (code points), as core's key labels. */
export const LABEL_MAX = 100;

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
const OTP_RE = new RegExp(`^\\d{${OTP_LENGTH}}$`);
/** The address shape core accepts (inboxes/validate.ts). */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isEmail(value: string): boolean {
  return value.length <= 320 && EMAIL_RE.test(value);
}

/** 1 to LABEL_MAX characters, counted as code points (as JSON Schema counts them). */
function validateLabel(value: unknown, field = 'label'): string {
  if (typeof value !== 'string') throw badRequest(field, `${field} is required and must be a string`);
  if (value.length < 1 || [...value].length > LABEL_MAX) throw badRequest(field, `${field} must be 1 to ${LABEL_MAX} characters`);
  return value;
}

/**
 * The wire name of each command property, per operation: core names a command's property in
 * InboxkitError.field, the answer names the body field or query parameter.
 */
export const SIGNIN_WIRE_FIELDS = Object.freeze({
  start: {
    email: 'email', scopes: 'scopes', label: 'label', keyExpiresAt: 'expires_at', callbackUrl: 'localhost_callback_url',
    callbackState: 'callback_state', nextDashboardPath: 'next_dashboard_path',
  } as Readonly<Record<string, string>>,
  verifyOtp: { authRequestId: 'auth_request_id', challengeId: 'challenge_id', otp: 'code', keyExpiresAt: 'expires_at' } as Readonly<Record<string, string>>,
  exchange: { authRequestId: 'auth_request_id', exchangeCode: 'code', keyExpiresAt: 'expires_at' } as Readonly<Record<string, string>>,
  magicLink: { authRequestId: 'auth_request', challengeId: 'challenge', token: 'token' } as Readonly<Record<string, string>>,
});

function objectBody(input: unknown): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw badRequest('body', 'the body must be a JSON object');
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
  if (typeof v !== 'string' || v.length === 0) throw badRequest(field, `${field} is required and must be a non-empty string`);
  if (v.length > max) throw badRequest(field, `${field} must be at most ${max} characters`);
  return v;
}

/** A trimmed, lower-case email address. */
export function validateEmail(value: unknown, field = 'email'): string {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(field, `${field} is required and must be an email address`);
  const email = value.trim().toLowerCase();
  if (!isEmail(email) || email.length > 254 || CONTROL_RE.test(email)) throw badRequest(field, `${field} must be an email address`);
  return email;
}

/** An RFC 3339 date-time in the future (relative to `now`), as epoch ms. */
export function validateFutureDateTime(value: unknown, now: number, field = 'expires_at'): number {
  if (typeof value !== 'string' || !DATE_TIME_RE.test(value)) {
    throw badRequest(field, `${field} must be an RFC 3339 date-time such as 2027-01-31T00:00:00Z`);
  }
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw badRequest(field, `${field} is not a valid date-time`);
  if (ms <= now) throw badRequest(field, `${field} must be in the future`);
  return ms;
}

/**
 * A loopback-only HTTP callback: `http://127.0.0.1:PORT/…`, `http://localhost:PORT/…` or
 * `http://[::1]:PORT/…`, without credentials or fragment. Returns the normalised URL.
 */
export function validateCallbackUrl(value: unknown, field = 'localhost_callback_url'): string {
  const fail = (why: string) => badRequest(field, `${field} ${why}`);
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
  if (typeof value !== 'string' || !value.startsWith('/')) throw badRequest(field, `${field} must be a path starting with /`);
  if (value.length > DASHBOARD_PATH_MAX) throw badRequest(field, `${field} must be at most ${DASHBOARD_PATH_MAX} characters`);
  if (value.includes('//') || value.includes('\\') || CONTROL_RE.test(value) || /\s/.test(value)) {
    throw badRequest(field, `${field} must be a plain path: no //, no backslash, no spaces or control characters`);
  }
  return value;
}

/** The body of POST /v1/auth/cli/email/start. Absent optional fields stay absent (core's defaults apply). */
export function parseStartBody(input: unknown, now: number): StartCommand {
  const body = objectBody(input);
  const command: StartCommand = { email: validateEmail(body.email) };

  const rawScopes = optional(body, 'scopes');
  if (rawScopes !== undefined) {
    const scopes = parseScopes(rawScopes);
    if (scopes.length === 0) throw badRequest('scopes', 'scopes must name at least one scope (or be omitted for all)');
    command.scopes = scopes;
  }

  const rawLabel = optional(body, 'label');
  if (rawLabel !== undefined) command.label = validateLabel(rawLabel);

  const rawExpires = optional(body, 'expires_at');
  if (rawExpires !== undefined) command.keyExpiresAt = validateFutureDateTime(rawExpires, now);

  const rawCallback = optional(body, 'localhost_callback_url');
  if (rawCallback !== undefined) command.callbackUrl = validateCallbackUrl(rawCallback);

  const rawState = optional(body, 'callback_state');
  if (rawState !== undefined) {
    if (typeof rawState !== 'string') throw badRequest('callback_state', 'callback_state must be a string');
    if (rawState.length > CALLBACK_STATE_MAX) throw badRequest('callback_state', `callback_state must be at most ${CALLBACK_STATE_MAX} characters`);
    command.callbackState = rawState;
  }

  const rawPath = optional(body, 'next_dashboard_path');
  if (rawPath !== undefined) command.nextDashboardPath = validateDashboardPath(rawPath);

  return command;
}

/** The body of POST /v1/auth/cli/email/verify. The code may be typed with spaces or dashes. */
export function parseVerifyOtpBody(input: unknown): VerifyOtpCommand {
  const body = objectBody(input);
  const authRequestId = requiredString(body, 'auth_request_id');
  const challengeId = requiredString(body, 'challenge_id');
  const otp = requiredString(body, 'code').replace(/[\s-]/g, '');
  if (!OTP_RE.test(otp)) throw badRequest('code', `code must be the ${OTP_LENGTH}-digit code from the email`);
  return { authRequestId, challengeId, otp };
}

/** The body of POST /v1/auth/cli/exchange. */
export function parseExchangeBody(input: unknown): ExchangeCommand {
  const body = objectBody(input);
  return { authRequestId: requiredString(body, 'auth_request_id'), exchangeCode: requiredString(body, 'code') };
}

/** The query of GET /v1/auth/cli/email/verify (the magic link), as single values. */
export function parseMagicLinkQuery(query: Record<string, unknown>): MagicLinkCommand {
  return {
    authRequestId: requiredString(query, 'auth_request'),
    challengeId: requiredString(query, 'challenge'),
    token: requiredString(query, 'token'),
  };
}
