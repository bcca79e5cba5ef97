/**
 * Email sign-in for the command-line client (spec: the four sign-in operations), over the
 * storage port. The service builds it (`createInboxService({ signin: SigninOptions })`,
 * then `service.signin`); its methods take typed commands, which the daemon parses HTTP
 * bodies and queries into. The tables are storage's (storage/schema/signin.ts).
 */
export {
  createSignin, SIGNIN_DEFAULTS, SIGNIN_METHODS, DEFAULT_KEY_LABEL, type Signin, type SigninDeps, type SigninOptions,
} from './signin.js';
export {
  resolveSigninPolicy, checkSigninPolicy, DEFAULT_CONFIGURE_HINT, type SigninPolicy, type SigninPolicyOptions,
} from './policy.js';
export { OWNER_ROLE, ROLE_PERMISSIONS, BILLING_STATUS, permissionsOf, toCliAuthEntitlements } from './profile.js';
export { OTP_LENGTH } from './secrets.js';
export {
  createDashboardSessions, DASHBOARD_SESSION_DEFAULTS,
  type DashboardSessions, type DashboardSessionDeps, type DashboardSessionOptions,
} from './sessions.js';
export type * from './types.js';
