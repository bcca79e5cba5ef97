/**
 * GET /v1/events read as an async iterable of event payloads. The stream is Server-Sent Events;
 * when the connection drops (or the server ends it), the client reconnects with the last event
 * id it saw, and the server replays what happened in between from its event log, so a reader
 * never misses an event (and sees each once, unless the server no longer knows the id).
 *
 * @example
 * for await (const event of client.events.stream({ inbox_id })) {
 *   if (event.type === 'email.received') console.log(event.data.message.subject);
 * }
 */
import { InboxkitApiError, InboxkitNetworkError } from './errors.js';
import type { FetchLike } from './client.js';
import type { ErrorEnvelope, WebhookEventPayload } from './types/index.js';

export interface EventStreamOptions {
  /** Only this inbox's events. */
  inbox_id?: string;
  /** Start after this event (replayed from the server's log); default: live events from now. */
  lastEventId?: string;
  /** Ends the iteration. */
  signal?: AbortSignal;
  /** Pause before a reconnect; default the server's `retry:` (2 s), doubled up to 30 s while it fails. */
  reconnectDelayMs?: number;
  /** Called before each reconnect (e.g. to log it). */
  onReconnect?: (info: { attempt: number; delayMs: number; error: unknown }) => void;
}

export interface EventStreamDeps {
  baseUrl: string;
  apiKey: string | null;
  userAgent: string;
  fetch: FetchLike;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** One parsed SSE frame. */
interface Frame {
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
}

/** Splits SSE text into frames; keeps what is incomplete for the next chunk. */
export class SseParser {
  private buffer = '';

  push(text: string): Frame[] {
    this.buffer += text.replace(/\r\n?/g, '\n');
    const frames: Frame[] = [];
    for (let end = this.buffer.indexOf('\n\n'); end >= 0; end = this.buffer.indexOf('\n\n')) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const frame: Frame = {};
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') frame.id = value;
        else if (field === 'event') frame.event = value;
        else if (field === 'data') frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
        else if (field === 'retry' && /^\d+$/.test(value)) frame.retry = Number(value);
      }
      frames.push(frame);
    }
    return frames;
  }
}

const MAX_RECONNECT_DELAY_MS = 30_000;

/** Errors a reconnect cannot fix: a bad key, a missing scope, an unknown inbox, a bad request. */
const isFinal = (error: unknown) => error instanceof InboxkitApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

export async function* streamEvents(deps: EventStreamDeps, options: EventStreamOptions = {}): AsyncGenerator<WebhookEventPayload, void, undefined> {
  let lastEventId = options.lastEventId;
  let retryMs = options.reconnectDelayMs ?? 2_000;
  let failures = 0;
  const url = `${deps.baseUrl}/v1/events${options.inbox_id ? `?inbox_id=${encodeURIComponent(options.inbox_id)}` : ''}`;
  while (!options.signal?.aborted) {
    let error: unknown = null;
    try {
      const headers: Record<string, string> = { accept: 'text/event-stream', 'user-agent': deps.userAgent };
      if (deps.apiKey) headers.authorization = `Bearer ${deps.apiKey}`;
      if (lastEventId) headers['last-event-id'] = lastEventId;
      let res: Response;
      try {
        res = await deps.fetch(url, { headers, signal: options.signal });
      } catch (cause) {
        if (options.signal?.aborted) return;
        throw new InboxkitNetworkError('network_error', `cannot reach ${deps.baseUrl}: ${(cause as Error).message}`, { method: 'GET', url, cause });
      }
      if (!res.ok || !res.body) {
        const text = await res.text().catch(() => '');
        let envelope: ErrorEnvelope | null = null;
        try {
          envelope = JSON.parse(text) as ErrorEnvelope;
        } catch { /* not JSON */ }
        throw envelope?.error
          ? InboxkitApiError.fromEnvelope(res.status, envelope, { requestId: res.headers.get('x-request-id'), retryAfterSeconds: null, method: 'GET', url })
          : new InboxkitApiError({ status: res.status, code: 'invalid_response', message: `GET ${url}: HTTP ${res.status}`, request_id: null, retry_after_seconds: null, method: 'GET', url });
      }
      failures = 0;
      const parser = new SseParser();
      const decoder = new TextDecoder();
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        for (const frame of parser.push(decoder.decode(chunk, { stream: true }))) {
          if (frame.retry !== undefined && options.reconnectDelayMs === undefined) retryMs = frame.retry;
          // Email events only: the server's last frame when it ends a stream, `stream.ended`
          // (a reader that fell behind, a restart), is not one; the reconnect below follows it,
          // from the frame's `last_event_id` when no event came (where the stream started).
          if (frame.event === 'stream.ended' && lastEventId === undefined && frame.data !== undefined) {
            try {
              lastEventId = (JSON.parse(frame.data) as { last_event_id?: string | null }).last_event_id ?? undefined;
            } catch { /* not JSON: reconnect as before */ }
          }
          if ((frame.event !== 'email.received' && frame.event !== 'email.enriched') || frame.data === undefined) continue;
          if (frame.id) lastEventId = frame.id;
          yield JSON.parse(frame.data) as WebhookEventPayload;
        }
      }
    } catch (caught) {
      if (options.signal?.aborted) return;
      if (isFinal(caught)) throw caught;
      error = caught;
    }
    // The server ended the stream (a restart, a reader that fell behind) or the connection failed.
    failures++;
    const delayMs = error === null ? retryMs : Math.min(MAX_RECONNECT_DELAY_MS, retryMs * 2 ** (failures - 1));
    options.onReconnect?.({ attempt: failures, delayMs, error });
    try {
      await deps.sleep(delayMs, options.signal);
    } catch {
      return;
    }
  }
}
