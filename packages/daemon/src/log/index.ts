export {
  createLogger, defaultFormat, silentLogger, LOG_DEFAULTS, LOG_FORMATS, LOG_LEVELS,
  type LineSink, type LogFormat, type LogLevel, type LogOptions, type Logger,
} from './logger.js';
export { prettyLine } from './pretty.js';
export {
  logEventStreamDropped, logHttpConnectionLimited, logRelay, logHttpRequest, logSmtpAccepted, logSmtpConnectionError, logSmtpRefused, logUnexpected, logWebhookAttemptFailed, logsHttpRequests, pathOf,
  type RelayOutcome, type SmtpRefusal, type SmtpRefusalReason, type SmtpStage,
} from './events.js';
