import { isInboxkitError, type EmailEvent } from '@inboxkit/core';
import { Response as AdapterResponse } from '@whatwg-node/server';
import { badRequest } from './errors.js';
import { logEventStreamDropped } from '../log/index.js';
import { API_VERSION } from './respond.js';
import { queryParam, ROUTE_SCOPES, type V1Route } from './routes.js';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const EVENT_STREAM_HEARTBEAT_MS = 15_000;
/** What a browser's EventSource waits before it reconnects (the stream's `retry:`). */
export const EVENT_STREAM_RETRY_MS = 2_000;

const encoder = new TextEncoder();

/** One event in text/event-stream framing: its id, type, and the webhook payload as data. */
export function frameEvent(event: EmailEvent): Uint8Array {
  return encoder.encode(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
}

/** The type of the stream's last frame when the daemon ends it (not an email event: never in the log, no id). */
export const STREAM_END_EVENT = 'stream.ended';

/** Why the daemon ended a stream: the reader fell past its bound, the daemon is stopping, or reading the events failed. */
export type StreamEndReason = 'reader_behind' | 'shutting_down' | 'failed';

/**
 * The end-of-stream frame: `event: stream.ended` with `reason`, `message` and `last_event_id`
 * (where to resume: the last event this stream sent, else the Last-Event-ID it was opened with,
 * else the account's last event when it opened; null only when there was none). It has no `id:` line, so
 * an EventSource's Last-Event-ID stays that of the last email event.
 */
export function frameEnd(reason: StreamEndReason, message: string, lastEventId: string | null): Uint8Array {
  return encoder.encode(`event: ${STREAM_END_EVENT}\ndata: ${JSON.stringify({ reason, message, last_event_id: lastEventId })}\n\n`);
}

const lastEventIdOf = (header: string | null, query: string | undefined): string | undefined => {
  const value = (header ?? query ?? '').trim();
  if (value === '') return undefined;
  if (value.length > 128) throw badRequest('Last-Event-ID', 'Last-Event-ID must be at most 128 characters');
  return value;
};

/**
 * GET /v1/events: the account's email events as Server-Sent Events. A reconnect with
 * Last-Event-ID (or `last_event_id`, for clients that cannot set headers) first replays what
 * the event log holds after that event. The stream is pulled: an event is read from core only
 * when the socket has taken the previous one, so a slow client falls behind in core, which
 * holds its events up to a byte bound and drops the stream past it (onDropped): the daemon then
 * appends a `stream.ended` frame behind what the socket already has and ends the response, at
 * once, even if the client is not reading. It reconnects with Last-Event-ID and the log fills
 * the gap.
 */
export const eventRoutes: readonly V1Route[] = [
  {
    method: 'GET',
    path: '/v1/events',
    statuses: [400, 401, 403, 404, 429, 503],
    scopes: ROUTE_SCOPES.readMessages,
    async handle({ request, requestId, principal }, runtime) {
      const inboxId = queryParam(request, 'inbox_id');
      const lastEventId = lastEventIdOf(request.headers.get('last-event-id'), queryParam(request, 'last_event_id'));
      const stop = new AbortController();
      const signal = AbortSignal.any([stop.signal, request.signal, runtime.closing]);
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      let lastSent: string | null = lastEventId ?? null;
      let finished = false;
      /** Ends the response once: the end frame (when there is a reason) behind what is queued, then the close. */
      const finish = (reason: StreamEndReason | null, message = '') => {
        if (finished) return;
        finished = true;
        end();
        try {
          if (reason !== null) controller.enqueue(frameEnd(reason, message, lastSent));
          controller.close();
        } catch { /* closed meanwhile */ }
      };
      const events = await principal.data.streamEvents({
        ...(inboxId !== undefined ? { inboxId } : {}), ...(lastEventId !== undefined ? { lastEventId } : {}), signal,
        onDropped: (why, startedAfter) => {
          if (runtime.logger) logEventStreamDropped(runtime.logger, { requestId, accountId: principal.account.id, inboxId: inboxId ?? null, reason: why });
          // Nothing sent yet: the reader resumes where the stream started.
          lastSent ??= startedAfter;
          finish('reader_behind', `${why}; reconnect with Last-Event-ID`);
        },
      });
      const iterator = events[Symbol.asyncIterator]();
      let heartbeat: NodeJS.Timeout | undefined;
      const end = () => {
        clearInterval(heartbeat);
        stop.abort();
        void iterator.return?.();
      };
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
          controller.enqueue(encoder.encode(`retry: ${EVENT_STREAM_RETRY_MS}\n: stream ${requestId}\n\n`));
          heartbeat = setInterval(() => {
            // Only when the client keeps up: a backed-up socket needs no keep-alive.
            if ((controller.desiredSize ?? 0) > 0) controller.enqueue(encoder.encode(': ping\n\n'));
          }, runtime.heartbeatMs);
          heartbeat.unref();
          signal.addEventListener('abort', () => {
            finish(runtime.closing.aborted ? 'shutting_down' : null, 'the daemon is stopping; reconnect with Last-Event-ID');
          }, { once: true });
        },
        async pull() {
          if (finished) return;
          try {
            const next = await iterator.next();
            if (next.done) finish(null);
            else if (!finished) {
              lastSent = next.value.id;
              controller.enqueue(frameEvent(next.value));
            }
          } catch (error) {
            // A drop ended the response already (onDropped); a shutdown or a failure says why, then
            // ends: either way the client resumes from the log.
            if (isInboxkitError(error, 'closed')) finish('shutting_down', 'the daemon is stopping; reconnect with Last-Event-ID');
            else finish('failed', 'reading the events failed; reconnect with Last-Event-ID');
          }
        },
        cancel: () => {
          finished = true;
          end();
        },
      });
      return new AdapterResponse(body, {
        status: 200,
        headers: {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Accel-Buffering': 'no',
          'X-Request-Id': requestId,
          'X-Service-Api-Version': API_VERSION,
        },
      }) as unknown as Response;
    },
  },
];
