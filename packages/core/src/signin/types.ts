import type { Entitlements, IssuedApiKey, Scope, Timestamp } from '../types.js';
import type { StoredAccount } from '../storage/index.js';

/** Public shapes of the sign-in results, named and spelled as in the public API v1 spec. */

export interface CliAuthUser {
  id: string;
  email: string;
  display_name: string | null;
  avatar_url: string | null;
  /** External identity login name; null for users who sign in by email. */
  identity_login: string | null;
}

export interface CliAuthPermissions {
  manage_api_keys: boolean;
  manage_inboxes: boolean;
  manage_webhooks: boolean;
}

export interface CliAuthAccount {
  id: string;
  name: string;
  slug: string;
  role: string;
  permissions: CliAuthPermissions;
}

/** The spec's entitlements: core's Entitlements without `monthly_analyses`. */
export type CliAuthEntitlements = Omit<Entitlements, 'monthly_analyses'>;

export interface CliAuthUsage {
  active_inboxes: { used: number; limit: number };
  monthly_received_messages: { used: number; limit: number; usage_month: string };
}

export interface CliAuthBilling {
  tier: string;
  status: string;
  current_period_end: Timestamp | null;
  grace_until: Timestamp | null;
  entitlements: CliAuthEntitlements;
  usage: CliAuthUsage;
}

export interface CliAuthOnboarding {
  required: boolean;
  completed: boolean;
  steps: { create_inbox: boolean; configure_webhook: boolean; claim_managed_subdomain: boolean };
}

/** Who is signed in where: the user, account, billing and onboarding parts of a completion. */
export interface SigninProfile {
  user: CliAuthUser;
  account: CliAuthAccount;
  billing: CliAuthBilling;
  onboarding: CliAuthOnboarding;
}

/**
 * CliAuthCompleteResponse minus the two dashboard URLs, which only the HTTP layer knows
 * (it adds `dashboard_url` and `dashboard_billing_url`).
 */
export interface CliAuthCompletion extends SigninProfile {
  /** The full key secret; shown this once. */
  api_key: string;
  key: IssuedApiKey;
}

export type SigninMethod = 'magic_link' | 'otp';

/** What start created, including the two secrets to email (never stored in clear). */
export interface StartedSignin {
  auth_request_id: string;
  challenge_id: string;
  /** Lower case. */
  email: string;
  expires_at: Timestamp;
  expiresAtMs: number;
  delivery: { channel: 'email'; methods: SigninMethod[] };
  /** The 6-digit code for POST /v1/auth/cli/email/verify. */
  otp: string;
  /** The magic-link token for GET /v1/auth/cli/email/verify. */
  token: string;
}

/** What a used magic link yields: the secrets for the completion page's URL fragment. */
export interface MagicLinkApproval {
  auth_request_id: string;
  email: string;
  /** One-time code for POST /v1/auth/cli/exchange. */
  exchange_code: string;
  exchange_expires_at: Timestamp;
  /** Dashboard session token (see Signin.session). */
  session_token: string;
  session_expires_at: Timestamp;
  callback_url: string | null;
  callback_state: string | null;
  next_dashboard_path: string | null;
}

export interface DashboardSession {
  session_id: string;
  user: CliAuthUser;
  account_id: string;
  expires_at: Timestamp;
}

/** An account as its dashboard shows it: who it is, its plan and its usage against the plan. */
export interface AccountOverview {
  id: string;
  name: string;
  slug: string;
  billing: CliAuthBilling;
}

/** How a browser session was opened: with an API key, by the emailed magic link, or by a one-time link (`inboxkit dashboard`). */
export type SessionMethod = 'api_key' | 'email' | 'one_time_link';

/** A live dashboard session: what the browser's cookie stands for. */
export interface BrowserSession {
  session_id: string;
  account: StoredAccount;
  scopes: Scope[];
  /** The key it was opened with (it ends with the key), or null. */
  api_key_id: string | null;
  /** The signed-in user (magic link), or null. */
  user: CliAuthUser | null;
  method: SessionMethod;
  expires_at: Timestamp;
  expiresAtMs: number;
}

/** A new browser session and its token (the cookie's value; only its hash is stored). */
export interface OpenedSession {
  token: string;
  session: BrowserSession;
}

/** A one-time sign-in link's token and when it stops working. */
export interface OneTimeLink {
  token: string;
  expires_at: Timestamp;
  expiresAtMs: number;
}

/** Request details recorded with a sign-in (for support; not used for decisions). */
export interface StartMeta {
  clientVersion?: string | null;
  remoteAddress?: string | null;
}

// ---- commands ------------------------------------------------------------------------------
// What the sign-in operations take: already-parsed values of the right types (the daemon
// turns HTTP bodies and queries into them). Errors about a command name its property
// (`authRequestId`, `keyExpiresAt`, …) in InboxkitError.field.

/** Start a sign-in: one request and its emailed challenge. */
export interface StartCommand {
  /** The address to sign in; the identity, compared and stored in lower case. */
  email: string;
  /** Scopes of the key to issue (at least one). Default: every scope. */
  scopes?: readonly Scope[];
  /** Label of the key to issue (1 to 100 characters). Default DEFAULT_KEY_LABEL. */
  label?: string;
  /** When the issued key expires, epoch ms in the future; null or omitted: never. */
  keyExpiresAt?: number | null;
  /** Loopback http URL the completion page hands the exchange code to; null: the page shows it. */
  callbackUrl?: string | null;
  /** Opaque value passed back to the callback with the code. */
  callbackState?: string | null;
  /** Same-origin path the completion page links to afterwards. */
  nextDashboardPath?: string | null;
}

/** Complete a request with the 6-digit code from the email. */
export interface VerifyOtpCommand {
  authRequestId: string;
  challengeId: string;
  /** The code's digits only (no spaces or dashes). */
  otp: string;
}

/** Approve a request with the magic link's token (the link works once). */
export interface MagicLinkCommand {
  authRequestId: string;
  challengeId: string;
  token: string;
}

/** Complete an approved request with the one-time exchange code the magic link yielded. */
export interface ExchangeCommand {
  authRequestId: string;
  exchangeCode: string;
}
