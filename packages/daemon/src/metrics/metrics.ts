// The daemon's Prometheus metrics (docs/metrics.md lists each one): a registry of its own per
// daemon, counters and histograms moved by the listeners' observers, and gauges read from the
// service and the SMTP listener when a scrape asks (nothing on the hot path for those).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DeliveredAttempt, FailedAttempt, InboxService } from '@inboxkit/core';
import type { SmtpObserver } from '../smtp/observer.js';
import type { HttpRequestReport } from '../http/route-label.js';

/** Every metric's name starts with this. */
export const METRIC_PREFIX = 'inboxkit_';

/** Seconds: a commit of a few milliseconds up to a request held for a wait's 10 s step. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The outcome of one webhook delivery attempt (`inboxkit_webhook_attempts_total`'s label). */
export type WebhookAttemptOutcome = 'delivered' | 'retry' | 'failed';

/** What the scrape-time gauges read; given once the daemon has them (before, they read nothing). */
export interface MetricSources {
  service: InboxService;
  smtp: { sessions(): number; inFlight(): number; bufferedBytes(): number };
}

export interface DaemonMetrics {
  readonly registry: Registry;
  /** The SMTP listener's observer. */
  readonly smtp: SmtpObserver;
  /** The HTTP API's onRequest. */
  http(report: HttpRequestReport): void;
  /** The service's webhook hooks (WebhookOptions.onAttemptDelivered / onAttemptFailed). */
  webhookDelivered(attempt: DeliveredAttempt): void;
  webhookFailed(attempt: FailedAttempt): void;
  /** Where the scrape-time gauges read from. */
  watch(sources: MetricSources): void;
  /** The text format of every metric now. */
  text(): Promise<string>;
  readonly contentType: string;
}

/**
 * @example
 * const metrics = createDaemonMetrics();
 * metrics.smtp.session();
 * metrics.watch({ service, smtp: listener });
 * const body = await metrics.text(); // inboxkit_smtp_sessions_total 1 …
 */
export function createDaemonMetrics(): DaemonMetrics {
  const registry = new Registry();
  const registers = [registry];
  const name = (n: string) => `${METRIC_PREFIX}${n}`;
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
  let sources: MetricSources | null = null;

  const sessions = new Counter({ name: name('smtp_sessions_total'), help: 'SMTP connections greeted', registers });
  const accepted = new Counter({ name: name('smtp_messages_accepted_total'), help: 'SMTP transactions answered 250', registers });
  const stored = new Counter({ name: name('smtp_messages_stored_total'), help: 'Message copies stored by SMTP transactions (one per recipient inbox)', registers });
  const bytes = new Counter({ name: name('smtp_received_bytes_total'), help: 'Bytes of the messages SMTP accepted', registers });
  const refused = new Counter({
    name: name('smtp_refused_total'), help: 'SMTP connections, commands, recipients and messages refused, by stage and reason', labelNames: ['stage', 'reason'], registers,
  });
  const ingest = new Histogram({
    name: name('smtp_ingest_duration_seconds'), help: 'Seconds from the final dot of DATA to the 250 (parse, extraction and commit)', buckets: DURATION_BUCKETS, registers,
  });
  const requests = new Counter({ name: name('http_requests_total'), help: 'HTTP requests answered, by method, route pattern and status', labelNames: ['method', 'route', 'status'], registers });
  const requestSeconds = new Histogram({
    name: name('http_request_duration_seconds'), help: 'Seconds from an HTTP request to its response head, by method and route pattern',
    labelNames: ['method', 'route'], buckets: DURATION_BUCKETS, registers,
  });
  const webhooks = new Counter({ name: name('webhook_attempts_total'), help: 'Webhook delivery attempts, by outcome: delivered (2xx), retry (failed, another planned), failed (failed, none left)', labelNames: ['outcome'], registers });
  for (const outcome of ['delivered', 'retry', 'failed'] satisfies WebhookAttemptOutcome[]) webhooks.inc({ outcome }, 0);

  // Read when scraped.
  const gauge = (n: string, help: string, read: (s: MetricSources) => number | Promise<number | null> | null) => new Gauge({
    name: name(n), help, registers,
    async collect() {
      if (!sources) return;
      try {
        const value = await read(sources);
        if (value !== null) this.set(value);
      } catch {
        // A closing service: the last value stands.
      }
    },
  });
  gauge('smtp_sessions_open', 'SMTP connections open now', (s) => s.smtp.sessions());
  gauge('smtp_transactions_in_flight', 'SMTP transactions between DATA and their reply now', (s) => s.smtp.inFlight());
  gauge('smtp_buffered_bytes', 'Bytes of SMTP message data held in memory now', (s) => s.smtp.bufferedBytes());
  gauge('ingest_queue_depth', 'Messages in ingest now: being parsed, or waiting for their batch to commit', (s) => s.service.queueDepths().ingest);
  gauge('checks_queue_depth', 'Messages whose background checks (authentication, spam) are queued or running now', (s) => s.service.queueDepths().checks);
  gauge('analysis_queue_depth', 'Analysis jobs not finished yet (in the database: every daemon sharing it)', (s) => s.service.analysisQueue?.pending() ?? null);
  gauge('webhook_queue_depth', 'Webhook deliveries not finished yet (in the database: every daemon sharing it)', (s) => s.service.webhookDispatcher?.pending() ?? null);
  gauge('waits_held', 'Waits for a message held now (long-polls, MCP and in-process waits)', (s) => s.service.heldWaits());
  gauge('event_streams_open', 'Event streams (GET /v1/events) open now', (s) => s.service.eventStreamStats().open);
  gauge('event_streams_held_bytes', 'Bytes of events the open streams hold for their readers now', (s) => s.service.eventStreamStats().heldBytes);
  new Counter({
    name: name('event_streams_dropped_total'), help: 'Event streams dropped for falling behind their byte bound', registers,
    collect() {
      if (!sources) return;
      const dropped = sources.service.eventStreamStats().dropped;
      this.reset();
      this.inc(dropped);
    },
  });

  return {
    registry,
    smtp: {
      session: () => sessions.inc(),
      accepted(copies, size, seconds) {
        accepted.inc();
        stored.inc(copies);
        bytes.inc(size);
        ingest.observe(seconds);
      },
      refused: (stage, reason) => refused.inc({ stage, reason }),
    },
    http(r) {
      requests.inc({ method: r.method, route: r.route, status: r.status });
      requestSeconds.observe({ method: r.method, route: r.route }, r.seconds);
    },
    webhookDelivered: () => webhooks.inc({ outcome: 'delivered' }),
    webhookFailed: (a) => webhooks.inc({ outcome: a.nextAttemptAt === null ? 'failed' : 'retry' }),
    watch(s) {
      sources = s;
    },
    text: () => registry.metrics(),
    contentType: registry.contentType,
  };
}
