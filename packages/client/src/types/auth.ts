// API keys, sign-in (the CLI's email flow) and the account: the resources and the requests and
// answers of /v1/api-keys, /v1/auth/cli and /v1/account.
import type { Scope, SuccessEnvelope, Timestamp } from './common.js';

export interface IssuedApiKey {
  id: string;
  label: string;
  key_prefix: string;
  scopes: Scope[];
  last_used_at?: Timestamp | null;
  expires_at?: Timestamp | null;
  revoked_at?: Timestamp | null;
  created_at: Timestamp;
  created_by_user_id?: string | null;
  /**
   * Additive to the spec: the ids of the inboxes the key is limited to (it sees and waits on
   * those only, and on the inboxes it creates); null: every inbox of the account.
   */
  inbox_ids: string[] | null;
}

export interface CliAuthUser {
  id: string;
  email: string;
  display_name: string | null;
  avatar_url: string | null;
  /** External identity login name. */
  identity_login: string | null;
}

export interface CliAuthAccount {
  id: string;
  name: string;
  slug: string;
  role: string;
  permissions: {
    manage_api_keys: boolean;
    manage_inboxes: boolean;
    manage_webhooks: boolean;
  };
}

export interface CliAuthEntitlements {
  active_inboxes: number;
  monthly_received_messages: number;
  api_requests: { minute: number; day: number; week: number; month: number };
  message_retention_days: number;
  webhook_mode: string;
  support_level: string;
  managed_subdomain_namespace: boolean;
  wildcard_namespace: boolean;
}

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
  steps: {
    create_inbox: boolean;
    configure_webhook: boolean;
    claim_managed_subdomain: boolean;
  };
}

export interface CliAuthCompleteResponse {
  /** The full key secret. Shown once. */
  api_key: string;
  key: IssuedApiKey;
  user: CliAuthUser;
  account: CliAuthAccount;
  billing: CliAuthBilling;
  onboarding: CliAuthOnboarding;
  dashboard_url?: string | null;
  dashboard_billing_url?: string | null;
}

export type SignInMethod = 'magic_link' | 'otp';

export interface CliAuthStartRequest {
  email: string;
  scopes?: Scope[];
  /** 1 to 100 characters. */
  label?: string;
  expires_at?: Timestamp;
  /** Loopback-only HTTP callback URL. */
  localhost_callback_url?: string;
  /** At most 512 characters. */
  callback_state?: string;
  next_dashboard_path?: string;
}

export interface CliAuthStartResponse extends SuccessEnvelope {
  auth_request_id: string;
  challenge_id: string;
  expires_at: Timestamp;
  email: string;
  delivery: { channel: 'email'; methods: SignInMethod[] };
}

export interface CliAuthVerifyOtpRequest {
  auth_request_id: string;
  challenge_id: string;
  code: string;
}

export interface CliAuthExchangeRequest {
  auth_request_id: string;
  code: string;
}

/** Query of GET /v1/auth/cli/email/verify (the magic link). */
export interface MagicLinkVerifyParams {
  auth_request: string;
  challenge: string;
  token: string;
}

export interface CliAuthCompleteEnvelope extends SuccessEnvelope, CliAuthCompleteResponse {}

export interface ListApiKeysResponse extends SuccessEnvelope {
  keys: IssuedApiKey[];
}

/** DELETE /v1/api-keys/{id}: the key, revoked. */
export interface RevokeApiKeyResponse extends SuccessEnvelope {
  key: IssuedApiKey;
}

/** POST /v1/api-keys body: every field optional (label `API key`, every scope, no expiry, every inbox). */
export interface CreateApiKeyRequest {
  label?: string;
  scopes?: Scope[];
  expires_at?: Timestamp | null;
  /**
   * Additive to the spec: limits the key to these inboxes (at most 100): it sees and waits on
   * them only, and on the inboxes it creates. `[]` (with `inboxes:write`): only what it creates.
   */
  inbox_ids?: string[] | null;
}

/** POST /v1/api-keys (201): the secret, shown this once, and the key. */
export interface CreateApiKeyResponse extends SuccessEnvelope {
  api_key: string;
  key: IssuedApiKey;
}

/** An account: who it is, its plan's entitlements and its usage against them. */
export interface AccountOverview {
  id: string;
  name: string;
  slug: string;
  billing: CliAuthBilling;
}

/** One window of the account's request budget, as this daemon counted it. */
export interface RequestBudgetWindow {
  /** null: no budget for this window. */
  limit: number | null;
  used: number;
  resets_at: Timestamp;
}

/** How the caller authenticated: an API key, or the dashboard's session cookie. */
export interface AccountAuth {
  via: 'bearer' | 'session';
  key_id: string | null;
  scopes: Scope[];
  session: {
    method: 'api_key' | 'email' | 'one_time_link';
    expires_at: Timestamp;
    user: CliAuthUser | null;
  } | null;
}

/** GET /v1/account */
export interface AccountResponse extends SuccessEnvelope {
  account: AccountOverview;
  api_requests: { minute: RequestBudgetWindow; day: RequestBudgetWindow; week: RequestBudgetWindow; month: RequestBudgetWindow };
  auth: AccountAuth;
}
