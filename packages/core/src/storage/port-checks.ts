/** The storage port's checks group: what the checks of a message (core/src/checks) keep. */

/** A message's envelope and the results of its checks kept so far, each a JSON document or null. */
export interface MessageChecksRow {
  /** JSON `{ mail_from, client_address, helo, rcpt_to }` as received (`rcpt_to`: the recipients routed to this copy, absent on older rows); null on rows written before schema 14. */
  envelope: string | null;
  authentication: string | null;
  spam: string | null;
  links: string | null;
}

/** The parts of a message's checks that are kept (the others are computed on read). */
export type KeptCheck = 'authentication' | 'spam' | 'links';

export interface ChecksPort {
  /** The message's envelope and kept check results, or null when the account has no such message. */
  read(accountId: string, messageId: string): Promise<MessageChecksRow | null>;
  /** Keeps one check's result (JSON) for the message; false when the message is gone. */
  put(messageId: string, part: KeptCheck, value: string, at: number): Promise<boolean>;
}
