/** Temporary inboxes for tests, on one daemon. */
import { createClient, type InboxkitClient } from '@inboxkit/client';
import type { InboxkitConnection } from './connect.js';
import { TestInbox } from './test-inbox.js';

export interface TestInboxesOptions {
  /** How long each inbox lives if nothing deletes it. Default 60 minutes. */
  ttlMinutes?: number;
  /** Default timeout of every wait and matcher, in ms. Default 10,000. */
  timeoutMs?: number;
}

export const TEST_INBOXES_DEFAULTS: Readonly<Required<TestInboxesOptions>> = Object.freeze({ ttlMinutes: 60, timeoutMs: 10_000 });

export interface TestInboxes {
  readonly client: InboxkitClient;
  readonly connection: Pick<InboxkitConnection, 'baseUrl' | 'apiKey' | 'smtp' | 'domain'>;
  /** A new temporary inbox; `label` shows in listings (a test's title, say). */
  create(options?: { label?: string }): Promise<TestInbox>;
}

export function createTestInboxes(connection: Pick<InboxkitConnection, 'baseUrl' | 'apiKey' | 'smtp' | 'domain'>, options: TestInboxesOptions = {}): TestInboxes {
  const settings = { ...TEST_INBOXES_DEFAULTS, ...options };
  const client = createClient({ baseUrl: connection.baseUrl, apiKey: connection.apiKey });
  return {
    client,
    connection,
    async create({ label = 'test' } = {}) {
      const { inbox } = await client.inboxes.create({ label: label.slice(0, 100), lifecycle_mode: 'temporary', ttl_minutes: settings.ttlMinutes });
      return new TestInbox(client, inbox, settings.timeoutMs);
    },
  };
}
