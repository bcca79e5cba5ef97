// Release and send (docs/smtp.md, "Release and send"): a stored message relayed to allowed
// addresses through the upstream SMTP server, byte for byte behind a trace header, or a new
// message from an inbox's address. The answer is the upstream's.
import { randomUUID } from 'node:crypto';
import { createTransport } from 'nodemailer';
import { invalid } from '@inboxkit/core';
import { normalizeRecipient, parseRelayAllow, type RelayAllow } from './allow.js';
import { headerValue, withTrace } from './trace.js';
import { upstream as openUpstream, type Upstream, type UpstreamOptions } from './upstream.js';

/** The relay's settings (`--relay-url`, `--relay-allow`, `--relay-allow-private`, `--relay-mail-from`). */
export interface RelayOptions {
  /** `smtp://[user:pass@]host[:port]` (STARTTLS when offered) or `smtps://…` (TLS from the start). */
  url: string;
  /** Who mail may go to: addresses, `@domain` / `domain`, `*.domain`, or `*`. Nothing else is relayed. */
  allow: string | readonly string[];
  /** Let the relay be localhost or on a private network (the SSRF rules otherwise refuse it). Default false. */
  allowPrivate?: boolean;
  /** The envelope sender (MAIL FROM) of everything relayed, instead of the message's own From (an upstream that only takes its own domain). */
  mailFrom?: string | null;
  /** TLS toward the relay: a CA to trust, or `rejectUnauthorized: false`. */
  tls?: UpstreamOptions['tls'];
  /** Connecting and each answer of the relay. Default 15,000 ms. */
  timeoutMs?: number;
  /** Waits before each retry of an auto-release that failed for a reason that may pass. Default 10 s, 1 min, 5 min. */
  retryDelaysMs?: readonly number[];
}

/** Addresses one release or send may go to at once. */
export const MAX_RELAY_RECIPIENTS = 10;

/** What the upstream answered: the API's `relay` object. */
export interface RelayResult {
  /** The relay as configured, without its password. */
  upstream: string;
  envelope: { mail_from: string | null; rcpt_to: string[] };
  /** Recipients the upstream took. */
  accepted: string[];
  /** Recipients it refused, each with its reply. */
  rejected: Array<{ address: string; reply: string }>;
  /** Its reply to the message (after DATA), e.g. `250 2.0.0 Ok: queued as 4F2A`. */
  reply: string;
  /** The Message-ID header of what was sent (null when the source has none). */
  message_id: string | null;
}

/** The upstream refused the message or could not be reached: the API answers 502 with `message`. */
export class RelayFailure extends Error {
  constructor(message: string, readonly reply: string | null, readonly replyCode: number | null, readonly temporary: boolean, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RelayFailure';
  }
}

export interface NewMessage {
  /** The inbox's address (From and, unless mailFrom says otherwise, the envelope sender). */
  from: string;
  to: string[];
  subject: string;
  text: string | null;
  html: string | null;
  /** The Message-ID replied to, and the References chain before it. */
  inReplyTo: string | null;
  references: string | null;
}

export interface Relay {
  readonly upstream: string;
  readonly allow: RelayAllow;
  /**
   * `value` as recipients: an array of 1 to MAX_RELAY_RECIPIENTS addresses, each allowed by the
   * list (`invalid(field)` naming the first that is not), lower case, once each.
   */
  recipients(value: unknown, field: string): string[];
  /** Relays a stored source behind its trace header; RelayFailure when the upstream took nobody. */
  release(input: { raw: Buffer; messageId: string; from: string | null; to: string[]; via: 'release' | 'auto-release' }): Promise<RelayResult>;
  /** Composes and sends a new message; RelayFailure as release. */
  send(message: NewMessage): Promise<RelayResult>;
}

interface SmtpInfo { accepted?: unknown[]; rejected?: unknown[]; rejectedErrors?: Array<{ recipient?: string; response?: string }>; response?: string }
interface SmtpError { code?: string; response?: string; responseCode?: number; rejected?: unknown[]; rejectedErrors?: Array<{ recipient?: string; response?: string }> }

const addressOf = (a: unknown) => (typeof a === 'string' ? a : String((a as { address?: string })?.address ?? a));

export function createRelay(options: RelayOptions, env: { domain: string; clock: () => number }): Relay {
  const allow = parseRelayAllow(options.allow);
  if (allow.entries.length === 0) throw invalid('relayAllow', 'the relay needs an allow list (addresses, @domains, *.domains, or * for anyone): nothing is relayed otherwise');
  const mailFrom = options.mailFrom ? normalizeRecipient(options.mailFrom) : null;
  if (options.mailFrom && !mailFrom) throw invalid('relayMailFrom', 'the relay\'s envelope sender must be an email address');
  const up: Upstream = openUpstream({ url: options.url, allowPrivate: options.allowPrivate === true, clientName: env.domain, tls: options.tls, timeoutMs: options.timeoutMs });
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'crlf' });

  /** One message to the upstream; its answer as a RelayResult, or a RelayFailure. */
  const deliver = async (raw: Buffer, from: string | null, to: string[], messageId: string | null): Promise<RelayResult> => {
    const envelope = { from: mailFrom ?? from ?? '', to };
    const transport = up.transport();
    try {
      const info = await transport.sendMail({ envelope, raw }) as SmtpInfo;
      const rejected = (info.rejectedErrors ?? []).map((e) => ({ address: e.recipient ?? '', reply: e.response ?? '' }));
      for (const r of info.rejected ?? []) if (!rejected.some((x) => x.address === addressOf(r))) rejected.push({ address: addressOf(r), reply: '' });
      return {
        upstream: up.redacted, envelope: { mail_from: envelope.from || null, rcpt_to: to },
        accepted: (info.accepted ?? []).map(addressOf), rejected, reply: info.response ?? '', message_id: messageId,
      };
    } catch (error) {
      const e = error as SmtpError;
      const reply = typeof e.response === 'string' ? e.response : null;
      const code = typeof e.responseCode === 'number' ? e.responseCode : null;
      const what = reply
        ? `the relay ${up.redacted} refused the message: ${reply}`
        : `the relay ${up.redacted} could not take the message: ${e.code ? `${e.code}: ` : ''}${(error as Error).message}`;
      // No reply, or a 4xx: it may pass on a later try; a 5xx will not.
      throw new RelayFailure(what, reply, code, code === null || (code >= 400 && code < 500), { cause: error });
    } finally {
      transport.close();
    }
  };

  return {
    upstream: up.redacted,
    allow,
    recipients(value, field) {
      if (!Array.isArray(value)) throw invalid(field, `${field} must be an array of email addresses`);
      const out: string[] = [];
      for (const item of value) {
        const address = normalizeRecipient(item);
        if (address === null) throw invalid(field, `${field} items must be email addresses`);
        if (!allow.allows(address)) throw invalid(field, `${field}: ${address} is not allowed by the relay's allow list (--relay-allow)`);
        if (!out.includes(address)) out.push(address);
      }
      if (out.length === 0) throw invalid(field, `${field} must name at least one address`);
      if (out.length > MAX_RELAY_RECIPIENTS) throw invalid(field, `${field} may name at most ${MAX_RELAY_RECIPIENTS} addresses`);
      return out;
    },
    async release({ raw, messageId, from, to, via }) {
      const sent = withTrace(raw, { by: env.domain, via, messageId, at: env.clock() });
      return deliver(sent, from, to, headerValue(raw, 'message-id'));
    },
    async send(message) {
      const info = await composer.sendMail({
        from: message.from, to: message.to, subject: message.subject,
        ...(message.text !== null ? { text: message.text } : {}),
        ...(message.html !== null ? { html: message.html } : {}),
        ...(message.inReplyTo ? { inReplyTo: message.inReplyTo, references: message.references ?? message.inReplyTo } : {}),
        date: new Date(env.clock()),
        messageId: `<${randomUUID()}@${env.domain}>`,
      });
      const raw = (info as unknown as { message: Buffer }).message;
      return deliver(raw, message.from, message.to, info.messageId ?? null);
    },
  };
}
