import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Header names, as sent (HTTP header names are case-insensitive). */
export const HEADER_EVENT_ID = 'X-Service-Event-Id';
export const HEADER_DELIVERY_ID = 'X-Service-Delivery-Id';
export const HEADER_TIMESTAMP = 'X-Service-Timestamp';
export const HEADER_SIGNATURE = 'X-Service-Signature';
export const HEADER_SIGNATURE_COMPAT = 'Service-Signature';

/** How far a delivery's timestamp may be from the receiver's clock, by default: 5 minutes. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

const SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` + base64url of 32 random bytes. */
export function generateSigningSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64url');
}

/**
 * `v1=` + base64url(HMAC-SHA256(secret, `${timestamp}.${rawBody}`)). The key is the UTF-8
 * bytes of the whole secret string as shown at creation, `whsec_` prefix included.
 */
export function signWebhook(secret: string, timestamp: number | string, rawBody: string | Buffer): string {
  const mac = createHmac('sha256', secret);
  mac.update(`${timestamp}.`, 'utf8');
  mac.update(typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody);
  return `v1=${mac.digest('base64url')}`;
}

export interface VerifyWebhookOptions {
  /** Largest accepted distance between X-Service-Timestamp and now. Default 300 s. */
  toleranceSeconds?: number;
  /** The receiver's current time in epoch milliseconds (like Date.now()). Default Date.now(). */
  now?: number;
}

type HeaderBag = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function' && typeof (headers as Headers).has === 'function') {
    return (headers as Headers).get(name) ?? undefined;
  }
  const record = headers as Record<string, string | string[] | undefined>;
  const lower = name.toLowerCase();
  let value = record[lower] ?? record[name];
  if (value === undefined) {
    for (const key of Object.keys(record)) if (key.toLowerCase() === lower) { value = record[key]; break; }
  }
  return Array.isArray(value) ? value.join(' ') : value;
}

/**
 * Checks one delivery: the signature in X-Service-Signature (or Service-Signature) must be
 * the HMAC of X-Service-Timestamp and the raw body exactly as received, and the timestamp
 * must be within the tolerance of now. Returns a plain boolean, so `if (!verifyWebhook(…))`
 * cannot be fooled by a truthy result object. Several space-separated `v1=` values are
 * accepted (any one matching suffices).
 *
 *   const ok = verifyWebhook(rawBody, req.headers, process.env.WEBHOOK_SECRET!);
 *   if (!ok) return res.writeHead(400).end();
 */
export function verifyWebhook(
  rawBody: string | Buffer,
  headers: HeaderBag,
  secret: string,
  options: VerifyWebhookOptions = {},
): boolean {
  if (typeof secret !== 'string' || secret === '' || headers === null || typeof headers !== 'object') return false;
  if (typeof rawBody !== 'string' && !Buffer.isBuffer(rawBody)) return false;
  const timestamp = header(headers, HEADER_TIMESTAMP)?.trim();
  const signatures = header(headers, HEADER_SIGNATURE) ?? header(headers, HEADER_SIGNATURE_COMPAT);
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signatures) return false;
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const nowSeconds = Math.floor((options.now ?? Date.now()) / 1000);
  if (Math.abs(nowSeconds - Number(timestamp)) > tolerance) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody), 'utf8');
  let ok = false;
  for (const candidate of signatures.split(/[\s,]+/)) {
    const given = Buffer.from(candidate, 'utf8');
    // Compare every candidate (no early exit) in constant time per equal-length pair.
    if (given.length === expected.length && timingSafeEqual(given, expected)) ok = true;
  }
  return ok;
}
