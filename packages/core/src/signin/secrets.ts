import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Digits of the emailed one-time code. */
export const OTP_LENGTH = 6;

/** A uniformly random 6-digit code (leading zeros kept). */
export function newOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** A random URL-safe secret: 32 bytes (256 bits) unless told otherwise. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * SHA-256 over a purpose, the owning id and the secret. The purpose and id keep a hash
 * from one place from matching in another (an OTP hash is never a token hash).
 */
export function hashSecret(purpose: 'otp' | 'link' | 'exchange' | 'session', owner: string, secret: string): Buffer {
  return createHash('sha256').update(`${purpose}\0${owner}\0${secret}`, 'utf8').digest();
}

/** Constant-time comparison of two hashes; a missing stored hash never matches (but costs the same). */
export function sameHash(given: Buffer, stored: Buffer | null): boolean {
  const expected = stored && stored.length === given.length ? stored : Buffer.alloc(given.length);
  return timingSafeEqual(given, expected) && stored !== null && stored.length === given.length;
}
