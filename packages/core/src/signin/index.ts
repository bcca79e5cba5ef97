/**
 * Email sign-in for the command-line client (spec: the four sign-in operations).
 * Wire-up: `createSignin({ store, clock, ids, accounts, apiKeys }, { policy })` and add
 * SIGNIN_MIGRATIONS (schema version 4) to core's migration list.
 */
export { createSignin, Signin, SIGNIN_DEFAULTS, SIGNIN_METHODS, type SigninDeps, type SigninOptions } from './signin.js';
export { SIGNIN_MIGRATIONS } from './schema.js';
export {
  resolveSigninPolicy, checkSigninPolicy, DEFAULT_CONFIGURE_HINT, type SigninPolicy, type SigninPolicyOptions,
} from './policy.js';
export {
  validateStart, validateVerifyOtp, validateExchange, validateMagicLink, validateCallbackUrl, validateDashboardPath,
  validateEmail, validateFutureDateTime, DEFAULT_KEY_LABEL, CALLBACK_STATE_MAX,
  type StartInput, type VerifyOtpInput, type ExchangeInput, type MagicLinkInput,
} from './validate.js';
export { OWNER_ROLE, ROLE_PERMISSIONS, BILLING_STATUS, permissionsOf, toCliAuthEntitlements } from './profile.js';
export { OTP_LENGTH } from './secrets.js';
export { SigninTable, type AuthRequestStatus, type UserRow, type MembershipRow } from './table.js';
export type * from './types.js';
