/**
 * One test's inbox. Each wait returns a message that no earlier wait on this inbox returned,
 * the oldest that matches, counting mail that arrived before the wait started. The server
 * checks what it can (a code, a link type, an intent) and holds the request until such a
 * message is committed (no polling); what only this side can check (subject, sender) is
 * looked at here. A wait that times out throws an InboxWaitError listing what did arrive.
 */
import {
  WaitTimeoutError, type Inbox, type InboxkitClient, type LinkType, type MessageDetail, type MessageIntent, type SmtpFaultRule, type SmtpFaultRuleInput,
  type WaitRequirement,
} from '@inboxkit/client';
import { formatArrived, readArrived, type ArrivedMessage } from './arrived.js';
import { reportFiles, type ReportFile } from './report.js';

export interface InboxWaitOptions {
  /** How long to wait, in ms. Default: the inboxes' `timeoutMs` (10,000). */
  timeout?: number;
  signal?: AbortSignal;
}

/** What toReceiveMessage / waitForMessage look for; every given field must hold. */
export interface MessageCriteria {
  /** A substring of the subject, or a pattern. */
  subject?: string | RegExp;
  /** A substring of the sender's address, or a pattern. */
  from?: string | RegExp;
  /** The message's intent, as the extractors classified it. */
  intent?: MessageIntent;
  /** true: the message has a one-time code. */
  otp?: boolean;
  /** The message has a link of this type. */
  link?: LinkType;
  /** Any further condition. */
  match?: (message: MessageDetail) => boolean;
}

export class InboxWaitError extends Error {
  override readonly name = 'InboxWaitError';
  constructor(
    /** What was waited for, e.g. "a message with a one-time code". */
    readonly expected: string,
    readonly address: string,
    readonly timeoutMs: number,
    /** The inbox's messages when the wait gave up, oldest first. */
    readonly arrived: readonly ArrivedMessage[],
    readonly listing: string,
  ) {
    super(`No ${expected.replace(/^an? /, '')} arrived at ${address} within ${timeoutMs} ms.\n${listing}`);
  }
}

function describeCriteria(criteria: MessageCriteria): string {
  const parts = [
    criteria.subject !== undefined && `subject ${criteria.subject instanceof RegExp ? criteria.subject : JSON.stringify(criteria.subject)}`,
    criteria.from !== undefined && `from ${criteria.from instanceof RegExp ? criteria.from : JSON.stringify(criteria.from)}`,
    criteria.intent && `intent ${criteria.intent}`,
    criteria.otp && 'a one-time code',
    criteria.link && `a ${criteria.link} link`,
    criteria.match && 'your match function',
  ].filter(Boolean);
  return parts.length ? `a message with ${parts.join(', ')}` : 'a message';
}

/** The client that read each message a wait returned: the mail matchers read its checks with it. */
const readers = new WeakMap<object, InboxkitClient>();

/** The client of a message a TestInbox wait returned (undefined for any other object). */
export const clientOf = (message: object): InboxkitClient | undefined => readers.get(message);

const matches = (value: string | null | undefined, want: string | RegExp | undefined) =>
  want === undefined || (want instanceof RegExp ? want.test(value ?? '') : (value ?? '').includes(want));

export class TestInbox {
  readonly id: string;
  /** The address to sign up with. */
  readonly address: string;
  /** The ids of the messages the waits returned. */
  readonly returned = new Set<string>();
  #latest: MessageDetail | undefined;

  constructor(readonly client: InboxkitClient, readonly inbox: Inbox, private readonly defaultTimeoutMs: number) {
    this.id = inbox.id;
    this.address = inbox.email_address;
  }

  /** The message the latest wait returned: what `expect(inbox).toPassChecks()` and `toMatchMailSnapshot()` read. */
  get lastMessage(): MessageDetail | undefined {
    return this.#latest;
  }

  /** The next one-time code. */
  async waitForOtp(options: InboxWaitOptions = {}): Promise<string> {
    return (await this.waitForOtpMessage(options)).otp;
  }

  async waitForOtpMessage(options: InboxWaitOptions = {}): Promise<{ otp: string; message: MessageDetail }> {
    const message = await this.waitFor({ otp: true }, options, 'a message with a one-time code');
    return { otp: message.otp!, message };
  }

  /** The URL of the next link of this type (or of one of these types). */
  async waitForLink(type: LinkType | readonly LinkType[], options: InboxWaitOptions = {}): Promise<string> {
    return (await this.waitForLinkMessage(type, options)).url;
  }

  async waitForLinkMessage(type: LinkType | readonly LinkType[], options: InboxWaitOptions = {}): Promise<{ url: string; message: MessageDetail }> {
    const types: readonly LinkType[] = typeof type === 'string' ? [type] : type;
    const pick = (m: MessageDetail) => m.links.find((l) => types.includes(l.type));
    const criteria: MessageCriteria = types.length === 1 ? { link: types[0]! } : { match: (m) => pick(m) !== undefined };
    const message = await this.waitFor(criteria, options, `a message with a ${types.join(' or ')} link`);
    return { url: pick(message)!.url, message };
  }

  /** The next message that meets the criteria (any message when none are given). */
  async waitForMessage(criteria: MessageCriteria = {}, options: InboxWaitOptions = {}): Promise<MessageDetail> {
    return this.waitFor(criteria, options, describeCriteria(criteria));
  }

  private async waitFor(criteria: MessageCriteria, options: InboxWaitOptions, expected: string): Promise<MessageDetail> {
    const timeoutMs = options.timeout ?? this.defaultTimeoutMs;
    const require: WaitRequirement[] = [];
    if (criteria.otp) require.push('otp');
    if (criteria.link) require.push(`link:${criteria.link}`);
    if (criteria.intent) require.push(`intent:${criteria.intent}`);
    try {
      const message = await this.client.waitForMessage(this.id, {
        timeoutMs, signal: options.signal, ...(require.length ? { require } : {}),
        // Never a message an earlier wait returned; reading forward, so nothing is claimed on the server.
        match: (m) => !this.returned.has(m.id) && matches(m.subject, criteria.subject) && matches(m.from_email, criteria.from) &&
          (criteria.match?.(m) ?? true),
      });
      this.returned.add(message.id);
      readers.set(message, this.client);
      this.#latest = message;
      return message;
    } catch (error) {
      if (!(error instanceof WaitTimeoutError)) throw error;
      const { arrived, more } = await readArrived(this.client, this.id, this.returned);
      throw new InboxWaitError(expected, this.address, timeoutMs, arrived, formatArrived(this.address, arrived, more));
    }
  }

  /** The inbox's messages now, oldest first. */
  async arrived(): Promise<ArrivedMessage[]> {
    return (await readArrived(this.client, this.id, this.returned)).arrived;
  }

  /** The messages as a report's files: one `.eml` each and a JSON of their extracted fields. */
  reportFiles(): Promise<ReportFile[]> {
    return reportFiles(this.client, this, this.returned);
  }

  /**
   * Makes the daemon's SMTP listener fail the next message to this inbox, on purpose (docs/smtp.md,
   * "Fault rules"): `await inbox.failNext({ stage: 'rcpt', code: 451 })`. By default the RCPT
   * is answered 451, once (`stage: 'rcpt'`, `times: 1`); any rule field may be given. The rule
   * goes after the inbox's others; read it again with faultRules() to see whether it `fired`.
   */
  async failNext(rule: Partial<SmtpFaultRuleInput> = {}): Promise<SmtpFaultRule> {
    return (await this.client.inboxes.smtpFaults.add(this.id, { stage: 'rcpt', times: 1, ...rule })).rule;
  }

  /** The inbox's fault rules now, in order, with how often each fired (spent ones too). */
  async faultRules(): Promise<SmtpFaultRule[]> {
    return (await this.client.inboxes.smtpFaults.get(this.id)).rules;
  }

  /** Removes every fault rule of the inbox. */
  async clearFaults(): Promise<void> {
    await this.client.inboxes.smtpFaults.delete(this.id);
  }

  /** Deletes the inbox and its mail (a temporary inbox also goes by itself when its TTL ends). */
  async delete(): Promise<void> {
    await this.client.inboxes.delete(this.id);
  }
}
