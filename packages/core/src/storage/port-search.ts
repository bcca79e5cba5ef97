/** The storage port's search shapes: what the full-text index reads of a message, and what a filtered listing asks. */
import type { LinkType, MessageHeader, MessageIntent } from '../types.js';
import type { NewMessageRow, StoredContent } from './rows.js';

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
  /** The To header (addresses and names): with `recipient`, what `to:` searches. */
  to?: string | null;
  /** The envelope recipient this copy was delivered to. */
  recipient?: string;
  /** The Cc header: what `cc:` searches. */
  cc?: string | null;
  /** The header fields, decoded, in order: what `header:` searches. */
  headers?: readonly MessageHeader[];
  /**
   * The term tokens of `to`, `cc` and `headers` (search-terms.ts's mailTokens), when computed
   * already: ingest makes them on its parse workers, once per message whatever the copies.
   */
  mail_tokens?: readonly string[];
}

/**
 * A text term of the search language: words (a phrase: adjacent, in order) in one field of the
 * message, or, negated, words the message must not have there. `header` names its field
 * (`name`); without `text` it asks only that the message has that header.
 */
export type TextTerm =
  | { field: 'any' | 'subject' | 'sender' | 'to' | 'cc'; text: string; negate: boolean }
  | { field: 'header'; name: string; text: string | null; negate: boolean };

/** A term of the search language each row is checked against (negate: the row must not match). */
export type RowTerm =
  | { kind: 'tag'; tag: string; negate: boolean }
  | { kind: 'tagged' | 'read' | 'otp' | 'attachment'; negate: boolean }
  | { kind: 'intent'; intent: MessageIntent; negate: boolean }
  | { kind: 'link'; type: LinkType; negate: boolean }
  | { kind: 'sender_address'; address: string; negate: boolean }
  /** Received before / at or after this instant (epoch ms). */
  | { kind: 'before' | 'after'; at: number; negate: boolean }
  /** Larger / smaller than this many bytes. */
  | { kind: 'larger' | 'smaller'; bytes: number; negate: boolean };

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
  /** The search language's text terms (q): each must hold (or, negated, must not). */
  terms?: readonly TextTerm[];
  /** The search language's row terms (q). */
  checks?: readonly RowTerm[];
  /** Only this message (a tag rule tried on the message just stored). */
  seq?: number;
}

/** The columns of a message its full-text entry is written from. */
export type IndexedRow = Pick<NewMessageRow, 'account_id' | 'inbox_id' | 'from_email' | 'to_email' | 'subject' | 'size_bytes' | 'otp' | 'intent' | 'facets'>;

/** A message stored before its full-text entry held the term tokens (schema 20), with its content to read them from. */
export interface UnindexedMessage {
  seq: number;
  row: IndexedRow;
  content: StoredContent;
}

/** A message's full-text entry written again, from its row and what its content gives the index. */
export interface ReindexEntry {
  seq: number;
  row: IndexedRow;
  searchable: SearchableText;
}
