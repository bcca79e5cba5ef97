/**
 * Waiting for mail by polling, without missing or repeating a message.
 *
 * Listings are newest first with keyset cursors: a new message always appears at the top
 * and never shifts a page already handed out. So each poll walks from the top, page by
 * page, until it reaches a message it already knows; everything above is new. New messages
 * are then looked at oldest first. Known ids are kept in a set, so a walk also stops
 * correctly when the newest known message has meanwhile been purged.
 *
 * What counts as new:
 * - by default every message, including those already in the inbox when the wait starts
 *   (mail that arrived just before the wait must not be missed);
 * - `since: '<message id>'`: only messages listed above that message;
 * - `since: 'now'`: only messages above the newest one at start.
 * Details (`content_mode`) are fetched only for new messages, one by one, and only until
 * one matches.
 */
import { InboxkitApiError, WaitTimeoutError } from './errors.js';
import { anySignal } from './signals.js';
import type { InboxkitClient } from './client.js';
import type {
  ContentMode, ExtractedLink, LinkType, ListMessagesResponse, MessageByMode, MessageLinksDetail, MessageOtpDetail,
  MessageSummary,
} from './types.js';

/** An inbox id, or the exact recipient address to search for. */
export type WaitTarget = string | { inbox_id: string } | { recipient_email: string };

export interface WaitOptions {
  /** Default 60,000 ms. */
  timeoutMs?: number;
  /** Pause between polls. Default 500 ms. */
  pollIntervalMs?: number;
  /**
   * Which messages count. Omitted or null: all, including those already there. A message id:
   * only newer ones. 'now': only those newer than the newest at start.
   */
  since?: string | null;
  /** Page size of the listing walks (1 to 100). Default 100 on the first walk, then 20. */
  pageSize?: number;
  signal?: AbortSignal;
}

export interface WaitForMessageSummaryOptions extends WaitOptions {
  content_mode?: undefined;
  /** Decides on the summary; default: the first new message. */
  match?: (message: MessageSummary) => boolean | Promise<boolean>;
}

export interface WaitForMessageDetailOptions<M extends ContentMode> extends WaitOptions {
  /** Fetch each new message in this mode; `match` gets, and the wait returns, that detail. */
  content_mode: M;
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
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
}

type WaitApi = Pick<InboxkitClient, 'inboxes' | 'messages'>;

export const WAIT_DEFAULTS = Object.freeze({ timeoutMs: 60_000, pollIntervalMs: 500, firstPageSize: 100, pageSize: 20 });

const DEADLINE = Symbol('inboxkit.wait.deadline');

function describeTarget(target: WaitTarget): string {
  if (typeof target === 'string') return `inbox ${target}`;
  if ('inbox_id' in target) return `inbox ${target.inbox_id}`;
  return `messages to ${target.recipient_email}`;
}

function lister(api: WaitApi, target: WaitTarget): (limit: number, cursor: string | null, signal: AbortSignal | undefined) => Promise<ListMessagesResponse> {
  if (typeof target === 'string' || 'inbox_id' in target) {
    const inboxId = typeof target === 'string' ? target : target.inbox_id;
    if (!inboxId) throw new TypeError('wait: the inbox id is empty');
    return (limit, cursor, signal) => api.inboxes.messages(inboxId, { limit, cursor, signal });
  }
  if (!target.recipient_email) throw new TypeError('wait: recipient_email is empty');
  return (limit, cursor, signal) => api.messages.search({ recipient_email: target.recipient_email, limit, cursor, signal });
}

/**
 * The core loop: calls `consider` for each new message, oldest first, until it returns a
 * value other than undefined.
 */
async function pollNew<R>(
  api: WaitApi,
  runtime: WaitRuntime,
  target: WaitTarget,
  options: WaitOptions,
  consider: (summary: MessageSummary, signal: AbortSignal | undefined) => Promise<R | undefined>,
  what: string,
): Promise<R> {
  const timeoutMs = options.timeoutMs ?? WAIT_DEFAULTS.timeoutMs;
  const pollIntervalMs = Math.max(0, options.pollIntervalMs ?? WAIT_DEFAULTS.pollIntervalMs);
  if (!Number.isFinite(timeoutMs) || timeoutMs < 0) throw new RangeError('wait: timeoutMs must be a non-negative number');
  const list = lister(api, target);
  const deadline = runtime.clock() + timeoutMs;
  const known = new Set<string>();
  let checked = 0;
  let lastRequestId: string | null = null;

  // Requests in flight at the deadline are cut off rather than awaited.
  const deadlineCtl = new AbortController();
  // (setTimeout fires at once beyond 2^31-1 ms; such a wait ends by the clock check alone.)
  const timer = timeoutMs <= 2_147_483_647 ? setTimeout(() => deadlineCtl.abort(DEADLINE), timeoutMs) : null;
  const { signal, dispose } = anySignal([options.signal, deadlineCtl.signal]);

  const timeoutError = () => new WaitTimeoutError(
    `no ${what} arrived for ${describeTarget(target)} within ${formatMs(timeoutMs)}` +
      (checked > 0 ? ` (${checked} new message${checked === 1 ? '' : 's'} did not match)` : ''),
    { timeoutMs, checked, requestId: lastRequestId },
  );

  /** New messages, newest first: the listing from the top down to the first known id. */
  const walk = async (): Promise<MessageSummary[]> => {
    const fresh: MessageSummary[] = [];
    const limit = options.pageSize ?? (known.size === 0 ? WAIT_DEFAULTS.firstPageSize : WAIT_DEFAULTS.pageSize);
    let cursor: string | null = null;
    for (;;) {
      const page = await list(limit, cursor, signal);
      lastRequestId = page.request_id;
      for (const m of page.messages) {
        if (known.has(m.id)) return fresh;
        fresh.push(m);
      }
      if (!page.page_info.has_more || !page.page_info.next_cursor) return fresh;
      cursor = page.page_info.next_cursor;
    }
  };

  try {
    if (options.since === 'now') {
      const top = await list(1, null, signal);
      lastRequestId = top.request_id;
      if (top.messages[0]) known.add(top.messages[0].id);
    } else if (options.since) {
      known.add(options.since);
    }
    for (;;) {
      const fresh = await walk();
      for (let i = fresh.length - 1; i >= 0; i--) {
        const summary = fresh[i]!;
        known.add(summary.id);
        checked++;
        const result = await consider(summary, signal);
        if (result !== undefined) return result;
      }
      const remaining = deadline - runtime.clock();
      if (remaining <= 0) throw timeoutError();
      await runtime.sleep(Math.min(pollIntervalMs, remaining), signal);
    }
  } catch (error) {
    if (deadlineCtl.signal.aborted && !options.signal?.aborted) throw timeoutError();
    throw error;
  } finally {
    if (timer) clearTimeout(timer);
    dispose();
  }
}

/** The detail of a new message, or null when it was purged between listing and fetch. */
async function detail<M extends ContentMode>(api: WaitApi, id: string, mode: M, signal: AbortSignal | undefined): Promise<MessageByMode[M] | null> {
  try {
    return (await api.messages.get(id, { content_mode: mode, signal })).message;
  } catch (error) {
    if (error instanceof InboxkitApiError && error.status === 404) return null;
    throw error;
  }
}

export function waitForMessage(api: WaitApi, runtime: WaitRuntime, target: WaitTarget, options?: WaitForMessageSummaryOptions): Promise<MessageSummary>;
export function waitForMessage<M extends ContentMode>(api: WaitApi, runtime: WaitRuntime, target: WaitTarget, options: WaitForMessageDetailOptions<M>): Promise<MessageByMode[M]>;
export function waitForMessage(
  api: WaitApi,
  runtime: WaitRuntime,
  target: WaitTarget,
  options: WaitForMessageSummaryOptions | WaitForMessageDetailOptions<ContentMode> = {},
): Promise<MessageSummary | MessageByMode[ContentMode]> {
  const mode = options.content_mode;
  const match = options.match as ((m: MessageSummary) => boolean | Promise<boolean>) | undefined;
  return pollNew(api, runtime, target, options, async (summary, signal) => {
    const candidate = mode === undefined ? summary : await detail(api, summary.id, mode, signal);
    if (candidate === null) return undefined;
    if (match && !(await match(candidate))) return undefined;
    return candidate;
  }, options.match ? 'matching message' : 'message');
}

export function waitForOtpMessage(api: WaitApi, runtime: WaitRuntime, target: WaitTarget, options: WaitForOtpOptions = {}): Promise<OtpMatch> {
  return pollNew(api, runtime, target, options, async (summary, signal) => {
    const message = await detail(api, summary.id, 'otp', signal);
    if (message === null || message.otp === null || message.otp === undefined || message.otp === '') return undefined;
    if (options.match && !(await options.match(message))) return undefined;
    return { otp: message.otp, message };
  }, 'message with a one-time code');
}

export async function waitForOtp(api: WaitApi, runtime: WaitRuntime, target: WaitTarget, options: WaitForOtpOptions = {}): Promise<string> {
  return (await waitForOtpMessage(api, runtime, target, options)).otp;
}

export function waitForLinkMessage(api: WaitApi, runtime: WaitRuntime, type: LinkType | readonly LinkType[], target: WaitTarget, options: WaitForLinkOptions = {}): Promise<LinkMatch> {
  const types: readonly LinkType[] = typeof type === 'string' ? [type] : type;
  return pollNew(api, runtime, target, options, async (summary, signal) => {
    const message = await detail(api, summary.id, 'links', signal);
    if (message === null) return undefined;
    const link = message.links.find((l) => types.includes(l.type));
    if (!link) return undefined;
    if (options.match && !(await options.match(message))) return undefined;
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
