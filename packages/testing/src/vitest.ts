/**
 * Vitest: `import { test, expect } from '@inboxkit/testing/vitest'`.
 *
 * - `inbox` (per test): a new temporary inbox. When the test fails, its messages are added to
 *   the test's annotations as attachments (each `.eml` and a JSON of the extracted fields,
 *   shown by reporters and kept in Vitest's attachments directory) and the inbox is kept until
 *   its TTL; after a passed test it is deleted.
 * - `inboxkit` (per worker): the environment's daemon when it names one (`inboxkit run --
 *   npx vitest run`, or `globalSetup: ['@inboxkit/testing/vitest/global-setup']`), else a
 *   daemon started in the worker.
 * - `expect`: Vitest's, with toReceiveOtp / toReceiveLink / toReceiveMessage, which resolve to
 *   the code, the URL, the message.
 * `inboxFixtures(options)` gives the two fixtures for a `test.extend` of your own, and
 * `inboxMatchers` the matchers for your own `expect.extend` (they then resolve to nothing).
 */
import { expect as baseExpect, test as baseTest, type ExpectStatic, type TestContext } from 'vitest';
import { connectInboxkit } from './connect.js';
import { createTestInboxes, type TestInboxes, type TestInboxesOptions } from './inboxes.js';
import { inboxMatchers, returningExpect, type InboxAssertions } from './matchers.js';
import type { TestInbox } from './test-inbox.js';

export interface InboxkitFixtures { inbox: TestInbox; inboxkit: TestInboxes }

async function attachReport(inbox: TestInbox, annotate: TestContext['annotate']): Promise<void> {
  for (const file of await inbox.reportFiles()) {
    await annotate(file.name, 'inboxkit', { body: file.body, contentType: file.contentType });
  }
}

export function inboxFixtures(options: TestInboxesOptions = {}) {
  return {
    inboxkit: [async ({}, use: (value: TestInboxes) => Promise<void>) => {
      const connection = await connectInboxkit();
      try {
        await use(createTestInboxes(connection, options));
      } finally {
        await connection.close();
      }
    }, { scope: 'worker' }] as const,
    inbox: async ({ inboxkit, task, annotate }: TestContext & { inboxkit: TestInboxes }, use: (value: TestInbox) => Promise<void>) => {
      const inbox = await inboxkit.create({ label: task.name });
      await use(inbox);
      // Fixtures are torn down after the test's result is known.
      if (task.result?.state === 'fail') await attachReport(inbox, annotate);
      else await inbox.delete();
    },
  };
}

export const test = baseTest.extend<InboxkitFixtures>(inboxFixtures() as never);

/** Vitest's expect, where `expect(inbox)` also has the inbox matchers. */
export type InboxkitExpect = {
  (actual: TestInbox, message?: string): InboxAssertions;
  soft: (actual: TestInbox, message?: string) => InboxAssertions;
} & ExpectStatic;

baseExpect.extend(inboxMatchers);
export const expect = returningExpect(baseExpect) as unknown as InboxkitExpect;

export { inboxMatchers } from './matchers.js';
export type { TestInbox, InboxWaitOptions, MessageCriteria } from './test-inbox.js';
