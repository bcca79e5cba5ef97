export {
  createSigninHandler, checkClientHeaders, SIGNIN_PATHS, SIGNIN_STATUSES, CLIENT_HEADER, CLIENT_VERSION_HEADER,
  type SigninHandler, type SigninHandlerDeps, type SigninCallContext, type SigninPort, type SigninCompletion,
} from './handler.js';
export {
  createSigninMailer, composeSigninMail, parseSmtpRelay, RELAY_HINT,
  type SigninMailer, type SigninMailerOptions, type SigninMail, type SigninDeliveryRoute,
} from './mailer.js';
export { SigninLimits, WindowLimiter, SIGNIN_LIMIT_DEFAULTS, type SigninLimitOptions, type WindowLimit, type LimitHit } from './limits.js';
export { isLoopbackHost, isLoopbackDaemon } from './loopback.js';
export { COMPLETION_SCRIPT, COMPLETION_PAGE, FRAGMENT_FIELDS } from './pages.js';
