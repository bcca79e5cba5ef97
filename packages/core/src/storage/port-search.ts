/** The storage port's search shapes: what the full-text index reads of a message, and what a filtered listing asks. */
import type { MessageIntent } from '../types.js';

/** At most this many characters of a body are full-text indexed (a log pasted into a mail would grow the index by all its words). */
export const SEARCH_BODY_CHARS = 32_768;

/**
 * What the full-text index reads of a message besides its row (subject, sender address): the
 * sender's display name, and the body's text. Neither is stored for it: the index keeps words
 * only. For HTML-only mail `body_text` is the text derived from the HTML.
 */
export interface SearchableText {
  from_name: string | null;
  /** Engines index its first SEARCH_BODY_CHARS characters. */
  body_text: string | null;
}

/**
 * A filtered message listing, engine-neutral: every condition given must hold. Text
 * conditions are word sequences the engine matches with its own tokenizer and full-text
 * index (case- and accent-insensitive, whole words, the words of one entry adjacent and in
 * order); a script written without spaces (Chinese, Japanese, Korean, Thai, …) matches as a
 * substring. Never another account's messages.
 */
export interface MessageQuery {
  account_id: string;
  inbox_id?: string;
  /** Only messages whose stored recipient (to_email_norm) is this. */
  recipient?: string;
  /** Each entry in the subject, the sender (address or display name) or the body. */
  text?: readonly string[];
  /** Words in the sender's address or display name. */
  sender?: string;
  /** The sender address exactly, lower case. */
  sender_address?: string;
  /** Words in the subject. */
  subject?: string;
  /** Epoch ms, exclusive. */
  received_after?: number;
  /** Epoch ms, exclusive. */
  received_before?: number;
  has_otp?: boolean;
  intent?: MessageIntent;
  /** Only messages of the inboxes this key is limited to (api_key_inboxes). */
  key_id?: string;
}
