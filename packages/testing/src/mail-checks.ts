/**
 * The mail the mail matchers take, and its checks. "The mail" is:
 *
 * - a message a wait returned (`waitForMessage`, `toReceiveMessage`, the `message` of
 *   `waitForOtpMessage` / `waitForLinkMessage`): its checks are read with that inbox's client;
 * - a TestInbox: the message its latest wait returned
 *   (`await expect(inbox).toReceiveOtp(); await expect(inbox).toPassChecks()`);
 * - any other message object with an `id` (from `client.messages.get`, say), read with the
 *   `client` option, else the client of the daemon the environment names (INBOXKIT_BASE_URL and
 *   INBOXKIT_API_KEY).
 *
 * @example
 * const { verdict, report } = await checkMail(message, { ignore: ['missing_header'] });
 * if (!verdict.pass) console.log(formatVerdict('the mail', verdict));
 */
import { createClient, type InboxkitClient, type MessageChecks, type MessageDetail } from '@inboxkit/client';
import { connectionFromEnv } from './connect.js';
import { judgeMail, type MailVerdict, type JudgeOptions } from './mail-verdict.js';
import { clientOf, TestInbox } from './test-inbox.js';

export interface PassChecksOptions extends JudgeOptions {
  /** true: runs the link check first (`checkLinks`), then judges its results. */
  links?: boolean;
  /** The client to read the checks with, for a message no wait of this package returned. */
  client?: InboxkitClient;
}

/** A message, or an explanation of why `actual` is not one. */
export type MailLookup = { message: { id: string } & Partial<MessageDetail>; client: InboxkitClient | undefined } | { error: string };

/** The message `actual` stands for (see above), without any request. */
export function lookUpMail(actual: unknown): MailLookup {
  if (actual instanceof TestInbox) {
    const message = actual.lastMessage;
    if (!message) {
      return { error: `no wait on ${actual.address} has returned a message yet: wait for it first (toReceiveMessage(), toReceiveOtp(), …) or pass the message` };
    }
    return { message, client: actual.client };
  }
  if (actual && typeof actual === 'object' && typeof (actual as { id?: unknown }).id === 'string') {
    const message = actual as { id: string } & Partial<MessageDetail>;
    return { message, client: clientOf(message) };
  }
  return { error: `expected a message (what a wait returned) or an inbox from @inboxkit/testing, got ${actual === null ? 'null' : typeof actual}` };
}

let envClient: InboxkitClient | undefined;

function clientFor(lookup: { client: InboxkitClient | undefined }, option: InboxkitClient | undefined): InboxkitClient {
  const client = lookup.client ?? option ?? (envClient ??= (() => {
    const connection = connectionFromEnv();
    return connection ? createClient({ baseUrl: connection.baseUrl, apiKey: connection.apiKey }) : undefined;
  })());
  if (!client) {
    throw new Error('toPassChecks: no client to read the checks with: pass a message a wait returned (or the inbox), give { client }, or set INBOXKIT_BASE_URL and INBOXKIT_API_KEY');
  }
  return client;
}

/** How a message is named in messages: its subject and id. */
export function describeMail(message: { id: string } & Partial<MessageDetail>): string {
  const subject = message.subject === undefined ? '' : ` ${message.subject === null ? '(no subject)' : JSON.stringify(message.subject)}`;
  return `the mail${subject} (${message.id}${message.to_email ? ` to ${message.to_email}` : ''})`;
}

export interface MailCheckResult {
  message: { id: string } & Partial<MessageDetail>;
  report: MessageChecks;
  verdict: MailVerdict;
}

/** Reads the mail's checks report (running the link check first with `links: true`) and judges it. Throws what `lookUpMail` explains. */
export async function checkMail(actual: unknown, options: PassChecksOptions = {}): Promise<MailCheckResult> {
  const lookup = lookUpMail(actual);
  if ('error' in lookup) throw new TypeError(`toPassChecks: ${lookup.error}`);
  const client = clientFor(lookup, options.client);
  const { checks } = options.links === true ? await client.messages.checkLinks(lookup.message.id) : await client.messages.checks(lookup.message.id);
  return { message: lookup.message, report: checks, verdict: judgeMail(checks, options) };
}
