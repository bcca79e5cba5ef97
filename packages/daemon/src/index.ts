export { startDaemon, acceptApiKey, type StartDaemonOptions, type DaemonHandle } from './daemon.js';
export { createApi } from './http/index.js';
export { startSmtpListener, SMTP_DEFAULTS, type SmtpLimits, type SmtpListener, type SmtpListenerOptions } from './smtp/listener.js';
export type { SmtpAuthMode } from './smtp/auth.js';
export { createRelay, type Relay, type RelayOptions, type RelayResult } from './relay/relay.js';
export { DAEMON_DEFAULTS } from './config/index.js';
export { HTTP_CONNECTION_DEFAULTS, type HttpConnectionLimits } from './http/connections.js';
export {
  createLogger, prettyLine, LOG_DEFAULTS, LOG_FORMATS, LOG_LEVELS,
  type LineSink, type LogFormat, type LogLevel, type LogOptions, type Logger,
} from './log/index.js';
export { buildOpenApiDocument, openApiJson, OPENAPI_PATH } from './openapi/document.js';
export {
  createDashboardHandler, loadDashboardAssets, DASHBOARD_PATHS, type DashboardHandlerDeps, type DashboardAssets,
} from './dashboard/index.js';
