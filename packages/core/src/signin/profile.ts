import type { Accounts } from '../accounts/accounts.js';
import { iso, type Clock } from '../clock.js';
import type { SigninPort, StoredAccount, UserRow } from '../storage/index.js';
import type { Entitlements } from '../types.js';
import type {
  CliAuthBilling, CliAuthEntitlements, CliAuthOnboarding, CliAuthPermissions, CliAuthUser, SigninProfile,
} from './types.js';

/** The role of the user who created an account at first sign-in. */
export const OWNER_ROLE = 'owner';

/** What each role may do. Unknown roles may do nothing. */
export const ROLE_PERMISSIONS: Readonly<Record<string, CliAuthPermissions>> = Object.freeze({
  owner: { manage_api_keys: true, manage_inboxes: true, manage_webhooks: true },
  admin: { manage_api_keys: true, manage_inboxes: true, manage_webhooks: true },
  member: { manage_api_keys: false, manage_inboxes: true, manage_webhooks: true },
});

/** A self-hosted account has no payment state: it is always active. */
export const BILLING_STATUS = 'active';

export function permissionsOf(role: string): CliAuthPermissions {
  return { ...(ROLE_PERMISSIONS[role] ?? { manage_api_keys: false, manage_inboxes: false, manage_webhooks: false }) };
}

export function toCliAuthUser(row: UserRow): CliAuthUser {
  return {
    id: row.id,
    email: row.email,
    display_name: row.display_name,
    avatar_url: row.avatar_url,
    identity_login: row.identity_login,
  };
}

/** Exactly the spec's entitlement fields (core's `monthly_analyses` stays out). */
export function toCliAuthEntitlements(e: Entitlements): CliAuthEntitlements {
  return {
    active_inboxes: e.active_inboxes,
    monthly_received_messages: e.monthly_received_messages,
    api_requests: { minute: e.api_requests.minute, day: e.api_requests.day, week: e.api_requests.week, month: e.api_requests.month },
    message_retention_days: e.message_retention_days,
    webhook_mode: e.webhook_mode,
    support_level: e.support_level,
    managed_subdomain_namespace: e.managed_subdomain_namespace,
    wildcard_namespace: e.wildcard_namespace,
  };
}

/** First instant of the next calendar month, UTC: when the monthly usage resets. */
export function periodEnd(now: number): string {
  const d = new Date(now);
  return iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
}

export async function billingOf(accounts: Accounts, account: StoredAccount, now: number): Promise<CliAuthBilling> {
  return {
    tier: account.tier,
    status: BILLING_STATUS,
    current_period_end: periodEnd(now),
    grace_until: null,
    entitlements: toCliAuthEntitlements(account.entitlements),
    usage: await accounts.usage(account.id),
  };
}

/**
 * Steps are done when storage shows them: a (non-wildcard) inbox ever created, a live
 * webhook, a claimed wildcard namespace. `required` is true until the account has an
 * inbox (nothing else works without one); `completed` when every step is done.
 */
export async function onboardingOf(
  signin: Pick<SigninPort, 'hasInbox' | 'hasWebhook'>,
  account: StoredAccount,
): Promise<CliAuthOnboarding> {
  const steps = {
    create_inbox: await signin.hasInbox(account.id),
    configure_webhook: await signin.hasWebhook(account.id),
    claim_managed_subdomain: account.wildcard_namespace !== null,
  };
  return { required: !steps.create_inbox, completed: steps.create_inbox && steps.configure_webhook && steps.claim_managed_subdomain, steps };
}

/**
 * The profile of a member. `signin` and `accounts` are the storage's (or, inside a
 * transaction, the transaction's: `tx.signin`, `accounts.within(tx)`).
 */
export async function buildProfile(
  deps: { signin: Pick<SigninPort, 'hasInbox' | 'hasWebhook'>; accounts: Accounts; clock: Clock },
  user: UserRow,
  accountId: string,
  role: string,
): Promise<SigninProfile> {
  const account = await deps.accounts.get(accountId);
  return {
    user: toCliAuthUser(user),
    account: { id: account.id, name: account.name, slug: account.slug, role, permissions: permissionsOf(role) },
    billing: await billingOf(deps.accounts, account, deps.clock()),
    onboarding: await onboardingOf(deps.signin, account),
  };
}
