export { createDaemonMetrics, METRIC_PREFIX, type DaemonMetrics, type MetricSources, type WebhookAttemptOutcome } from './metrics.js';
export {
  answerMetrics, startMetricsServer, withMetrics, METRICS_DEFAULT_HOST, METRICS_PATH, type MetricsOptions, type MetricsServer,
} from './metrics-serve.js';
