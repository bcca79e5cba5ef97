/**
 * A mail snapshot: the subject, the text part and the normalised HTML of a message, with what
 * changes between runs masked (mail-mask.ts). Pure: the same mail with another code, token,
 * date or inbox gives the same snapshot; another wording gives another.
 *
 * @example
 * mailSnapshot(message)
 * // Subject: Verify your email
 * //
 * // --- text ---
 * // Hi, confirm <inbox>: https://app.example/verify?token=<token>
 * //
 * // --- html ---
 * // <p>
 * //   Hi, confirm <inbox>:
 * // …
 */
import type { MessageDetail } from '@inboxkit/client';
import { maskMail, type MaskContext, type MaskRule, MASK_RULES } from './mail-mask.js';
import { normaliseHtml, normaliseText } from './mail-normalise.js';

/** What a snapshot reads of a message: a MessageDetail has all of it. */
export type SnapshotMessage = Pick<MessageDetail, 'subject' | 'text_body' | 'html_body' | 'otp' | 'links'> &
  Partial<Pick<MessageDetail, 'inbox_email_address' | 'to_email'>>;

/** The mask context of a message: its code, its typed links, its inbox's address. */
export function maskContextOf(message: SnapshotMessage): MaskContext {
  return { otp: message.otp ?? null, links: message.links ?? [], inbox: message.inbox_email_address ?? message.to_email ?? null };
}

/** The snapshot text of a message (see above); `rules` replaces the masks (default MASK_RULES). */
export function mailSnapshot(message: SnapshotMessage, rules: readonly MaskRule[] = MASK_RULES): string {
  const context = maskContextOf(message);
  const mask = (text: string) => maskMail(text, context, rules);
  const subject = message.subject == null ? '(none)' : mask(normaliseText(message.subject).replace(/\s+/g, ' '));
  const text = message.text_body == null || message.text_body.trim() === '' ? '(none)' : mask(normaliseText(message.text_body));
  const html = message.html_body == null || message.html_body.trim() === '' ? '(none)' : mask(normaliseHtml(message.html_body));
  return `Subject: ${subject}\n\n--- text ---\n${text}\n\n--- html ---\n${html}\n`;
}
