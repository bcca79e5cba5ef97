/**
 * Waiting for mail with the server's wait endpoints: no polling, nothing missed or repeated.
 *
 * The server holds a wait until a matching message is committed (at most 60 s per request;
 * the client repeats it until its own timeout). Which messages count:
 * - by default the oldest match that no earlier wait returned, taken ("claimed") so that the
 *   next wait, in this process or a script run again, gets the next one. Mail that arrived
 *   before the wait started counts;
 * - `since: '<message id>'`: only messages after that one, nothing claimed;
 * - `since: 'now'`: only messages after the newest one at start, nothing claimed;
 * - with `match` (a condition only the client can check), nothing is claimed: the client reads
 *   forward from the oldest message, so a message it turns down stays there for other waits.
 * What the server can check itself (a code, a link type, an intent) is sent as `require`, so
 * only messages that hold it come back.
 */
import { WaitTimeoutError } from './errors.js';
import { anySignal } from './signals.js';
import type { InboxkitClient, WaitRequestOptions } from './client.js';
import type { ContentMode, ExtractedLink, LinkType, MessageByMode, MessageLinksDetail, MessageOtpDetail, WaitRequirement } from './types/index.js';

/** An inbox id, or the exact recipient address the mail was sent to. */
export type WaitTarget = string | { inbox_id: string } | { recipient_email: string };

export interface WaitOptions {
  /** Default 60,000 ms. */
  timeoutMs?: number;
  /** Only messages after this one (a message id), or after the newest at start ('now'). Nothing is claimed. */
  since?: string | null;
  signal?: AbortSignal;
}

export interface WaitForMessageOptions<M extends ContentMode = 'full'> extends WaitOptions {
  /** The variant returned (and given to `match`). Default 'full'. */
  content_mode?: M;
  /** What the message must hold, checked by the server: 'otp', 'links', 'link:<type>', 'intent:<intent>'. */
  require?: WaitRequirement | readonly WaitRequirement[];
  /** Only messages whose sender (address or name) contains this, case-insensitively; checked by the server (claims as usual). */
  from?: string;
  /** Only messages whose subject contains this, case-insensitively; checked by the server. */
  subject?: string;
  /** A further condition checked here; the wait then claims nothing (see above). */
  match?: (message: MessageByMode[M]) => boolean | Promise<boolean>;
}

export interface WaitForOtpOptions extends WaitOptions {
  /** Further condition on a message that has a code. */
  match?: (message: MessageOtpDetail) => boolean | Promise<boolean>;
}

export interface WaitForLinkOptions extends WaitOptions {
  /** Further condition on a message that has a link of the type. */
  match?: (message: MessageLinksDetail) => boolean | Promise<boolean>;
}

export interface OtpMatch {
  otp: string;
  message: MessageOtpDetail;
}

export interface LinkMatch {
  url: string;
  link: ExtractedLink;
  message: MessageLinksDetail;
}

export interface WaitRuntime {
  clock: () => number;
}

type WaitApi = Pick<InboxkitClient, 'inboxes' | 'messages'>;

export const WAIT_DEFAULTS = Object.freeze({ timeoutMs: 60_000, maxRequestSeconds: 60 });

function describeTarget(target: WaitTarget): string {
  if (typeof target === 'string') return `inbox ${target}`;
  if ('inbox_id' in target) return `inbox ${target.inbox_id}`;
  return `messages to ${target.recipient_email}`;
}

function targetOf(target: WaitTarget): { inbox_id: string } | { recipient_email: string } {
  if (typeof target === 'string' || 'inbox_id' in target) {
    const inboxId = typeof target === 'string' ? target : target.inbox_id;
    if (!inboxId) throw new TypeError('wait: the inbox id is empty');
    return { inbox_id: inboxId };
  }
  if (!target.recipient_email) throw new TypeError('wait: recipient_email is empty');
  return target;
}

/** The newest message's id now, for since: 'now' (undefined when there is none). */
async function newestId(api: WaitApi, target: ReturnType<typeof targetOf>, signal: AbortSignal | undefined): Promise<string | undefined> {
  const page = 'inbox_id' in target
    ? await api.inboxes.messages(target.inbox_id, { limit: 1, signal })
    : await api.messages.search({ recipient_email: target.recipient_email, limit: 1, signal });
  return page.messages[0]?.id;
}

/**
 * The core loop: server waits until one returns a message `accept` takes, or the deadline.
 * Claiming waits repeat as they are; the others read forward from the last message seen.
 */
async function serverWait<M extends ContentMode, R>(
  api: WaitApi,
  runtime: WaitRuntime,
  target: WaitTarget,
  options: WaitOptions & { content_mode?: M; require?: WaitRequirement | readonly WaitRequirement[]; from?: string; subject?: string; claim: boolean },
  accept: (message: MessageByMode[M]) => Promise<R | undefined>,
  what: string,
): Promise<R> {
  const timeoutMs = options.timeoutMs ?? WAIT_DEFAULTS.timeoutMs;
  if (!Number.isFinite(timeoutMs) || timeoutMs < 0) throw new RangeError('wait: timeoutMs must be a non-negative number');
  const on = targetOf(target);
  const deadline = runtime.clock() + timeoutMs;
  const require = options.require === undefined ? undefined
    : typeof options.require === 'string' ? options.require : options.require.join(',');
  let checked = 0;
  let lastRequestId: string | null = null;
  const timeoutError = () => new WaitTimeoutError(
    `no ${what} arrived for ${describeTarget(target)} within ${formatMs(timeoutMs)}` +
      (checked > 0 ? ` (${checked} message${checked === 1 ? '' : 's'} did not match)` : ''),
    { timeoutMs, checked, requestId: lastRequestId },
  );
  // The server holds a wait for whole seconds; a request still held at the deadline is cut off.
  const deadlineCtl = new AbortController();
  const timer = timeoutMs <= 2_147_483_647 ? setTimeout(() => deadlineCtl.abort(), timeoutMs) : null;
  const { signal, dispose } = anySignal([options.signal, deadlineCtl.signal]);
  try {
    let after = options.since === 'now' ? await newestId(api, on, signal) : options.since ?? undefined;
    // since 'now' in an empty inbox: everything from the start counts, nothing is claimed.
    const claim = options.since ? false : options.claim;
    for (;;) {
      const remaining = deadline - runtime.clock();
      const seconds = Math.min(WAIT_DEFAULTS.maxRequestSeconds, Math.max(1, Math.ceil(remaining / 1000)));
      const request: WaitRequestOptions<M> = {
        ...on, timeout_seconds: seconds, content_mode: options.content_mode, require, after, signal,
        ...(claim ? {} : { claim: false }),
        ...(options.from ? { from: options.from } : {}), ...(options.subject ? { subject: options.subject } : {}),
      };
      const answer = await api.messages.wait<M>(request);
      lastRequestId = answer.request_id;
      const message = answer.message;
      if (message !== null) {
        checked++;
        const result = await accept(message);
        if (result !== undefined) return result;
        if (!claim) after = message.id;
      }
      if (deadline - runtime.clock() <= 0) throw timeoutError();
    }
  } catch (error) {
    if (deadlineCtl.signal.aborted && !options.signal?.aborted) throw timeoutError();
    throw error;
  } finally {
    if (timer) clearTimeout(timer);
    dispose();
  }
}

export function waitForMessage<M extends ContentMode = 'full'>(
  api: WaitApi, runtime: WaitRuntime, target: WaitTarget, options: WaitForMessageOptions<M> = {},
): Promise<MessageByMode[M]> {
  const match = options.match;
  return serverWait(api, runtime, target, { ...options, claim: !match }, async (message) => {
    if (match && !(await match(message))) return undefined;
    return message;
  }, match || options.require ? 'matching message' : 'message');
}

export function waitForOtpMessage(api: WaitApi, runtime: WaitRuntime, target: WaitTarget, options: WaitForOtpOptions = {}): Promise<OtpMatch> {
  const { match } = options;
  return serverWait(api, runtime, target, { ...options, content_mode: 'otp', require: 'otp', claim: !match }, async (message) => {
    if (!message.otp || (match && !(await match(message)))) return undefined;
    return { otp: message.otp, message };
  }, 'message with a one-time code');
}

export async function waitForOtp(api: WaitApi, runtime: WaitRuntime, target: WaitTarget, options: WaitForOtpOptions = {}): Promise<string> {
  return (await waitForOtpMessage(api, runtime, target, options)).otp;
}

export function waitForLinkMessage(api: WaitApi, runtime: WaitRuntime, type: LinkType | readonly LinkType[], target: WaitTarget, options: WaitForLinkOptions = {}): Promise<LinkMatch> {
  const types: readonly LinkType[] = typeof type === 'string' ? [type] : type;
  const { match } = options;
  // One type is checked by the server; a choice of types needs any link, then a look here.
  const require: WaitRequirement = types.length === 1 ? `link:${types[0]!}` : 'links';
  return serverWait(api, runtime, target, { ...options, content_mode: 'links', require, claim: !match && types.length === 1 }, async (message) => {
    const link = message.links.find((l) => types.includes(l.type));
    if (!link || (match && !(await match(message)))) return undefined;
    return { url: link.url, link, message };
  }, `message with a ${types.join(' or ')} link`);
}

export async function waitForLink(api: WaitApi, runtime: WaitRuntime, type: LinkType | readonly LinkType[], target: WaitTarget, options: WaitForLinkOptions = {}): Promise<string> {
  return (await waitForLinkMessage(api, runtime, type, target, options)).url;
}

function formatMs(ms: number): string {
  if (ms % 60_000 === 0 && ms >= 60_000) return `${ms / 60_000} min`;
  if (ms % 1000 === 0) return `${ms / 1000} s`;
  return `${ms} ms`;
}
