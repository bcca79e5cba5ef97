export {
  createSigninHandler, checkClientHeaders, SIGNIN_PATHS, SIGNIN_STATUSES, CLIENT_HEADER, CLIENT_VERSION_HEADER,
  type SigninHandler, type SigninHandlerDeps, type SigninCallContext,
} from './handler.js';
export {
  parseStartBody, parseVerifyOtpBody, parseExchangeBody, parseMagicLinkQuery, validateEmail, validateFutureDateTime,
  validateCallbackUrl, validateDashboardPath, SIGNIN_WIRE_FIELDS, CALLBACK_STATE_MAX, CALLBACK_URL_MAX, DASHBOARD_PATH_MAX,
} from './validate.js';
export {
  createSigninMailer, composeSigninMail, parseSmtpRelay, RELAY_HINT,
  type SigninMailer, type SigninMailerOptions, type SigninMail, type SigninDeliveryRoute,
} from './mailer.js';
export { SigninLimits, WindowLimiter, SIGNIN_LIMIT_DEFAULTS, type SigninLimitOptions, type WindowLimit, type LimitHit } from './limits.js';
export { isLoopbackHost, isLoopbackDaemon } from './loopback.js';
export { COMPLETION_SCRIPT, COMPLETION_PAGE, FRAGMENT_FIELDS } from './pages.js';
