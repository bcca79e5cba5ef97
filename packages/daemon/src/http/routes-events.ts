import { isInboxkitError, type EmailEvent } from '@inboxkit/core';
import { Response as AdapterResponse } from '@whatwg-node/server';
import { badRequest } from './errors.js';
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
 * when the socket has taken the previous one, so a slow client falls behind in core's bounded
 * backlog, and is cut off there (it then reconnects and resumes from the log).
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
      const events = await principal.data.streamEvents({
        ...(inboxId !== undefined ? { inboxId } : {}), ...(lastEventId !== undefined ? { lastEventId } : {}), signal,
      });
      const iterator = events[Symbol.asyncIterator]();
      let heartbeat: NodeJS.Timeout | undefined;
      const end = () => {
        clearInterval(heartbeat);
        stop.abort();
        void iterator.return?.();
      };
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(`retry: ${EVENT_STREAM_RETRY_MS}\n: stream ${requestId}\n\n`));
          heartbeat = setInterval(() => {
            // Only when the client keeps up: a backed-up socket needs no keep-alive.
            if ((controller.desiredSize ?? 0) > 0) controller.enqueue(encoder.encode(': ping\n\n'));
          }, runtime.heartbeatMs);
          heartbeat.unref();
          signal.addEventListener('abort', () => {
            end();
            try { controller.close(); } catch { /* already closed */ }
          }, { once: true });
        },
        async pull(controller) {
          try {
            const next = await iterator.next();
            if (next.done) {
              end();
              controller.close();
            } else controller.enqueue(frameEvent(next.value));
          } catch (error) {
            end();
            // Overflow or shutdown: say why in a comment, then end; the client resumes from the log.
            const why = isInboxkitError(error) ? error.message : 'the stream failed';
            try {
              controller.enqueue(encoder.encode(`: ${why.replace(/[\r\n]+/g, ' ')}\n\n`));
              controller.close();
            } catch { /* closed meanwhile */ }
          }
        },
        cancel: end,
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
