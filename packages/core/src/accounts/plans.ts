import type { Entitlements } from '../types.js';

/**
 * The plan a new account gets unless the service is configured otherwise. Generous on
 * purpose: a self-hosted test inbox should never be the thing that fails a CI run.
 */
export const DEFAULT_TIER = 'self_hosted';

export const DEFAULT_ENTITLEMENTS: Entitlements = {
  active_inboxes: 1000,
  monthly_received_messages: 1_000_000,
  api_requests: { minute: 3000, day: 500_000, week: 2_000_000, month: 5_000_000 },
  message_retention_days: 30,
  webhook_mode: 'signed',
  support_level: 'community',
  managed_subdomain_namespace: true,
  wildcard_namespace: true,
  monthly_analyses: 100_000,
};

export function resolveEntitlements(overrides: Partial<Entitlements> = {}): Entitlements {
  return {
    ...DEFAULT_ENTITLEMENTS,
    ...overrides,
    api_requests: { ...DEFAULT_ENTITLEMENTS.api_requests, ...overrides.api_requests },
  };
}
