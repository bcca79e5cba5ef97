/**
 * Playwright Test: `import { test, expect } from '@inboxkit/testing/playwright'`.
 *
 * - `inbox` (per test): a new temporary inbox. After a failed test its messages are attached
 *   to the report (each `.eml` and a JSON of the extracted fields) and the inbox is kept
 *   until its TTL; after a passed one it is deleted.
 * - `inboxkit` (per worker): the daemon's inboxes. The environment's daemon when it names one
 *   (`inboxkit run -- npx playwright test`, or the global setup
 *   `@inboxkit/testing/playwright/global-setup`), else a daemon started in the worker.
 * - `inboxkitOptions` (per worker option): `{ timeoutMs, ttlMinutes }` (TestInboxesOptions).
 * - `expect`: Playwright's, with toReceiveOtp / toReceiveLink / toReceiveMessage, which
 *   resolve to the code, the URL, the message.
 */
import { expect as baseExpect, test as baseTest, type Expect } from '@playwright/test';
import { connectInboxkit } from './connect.js';
import { createTestInboxes, type TestInboxes, type TestInboxesOptions } from './inboxes.js';
import { inboxMatchers, returningExpect, type InboxAssertions } from './matchers.js';
import type { TestInbox } from './test-inbox.js';

export interface InboxkitTestFixtures { inbox: TestInbox }
export interface InboxkitWorkerFixtures { inboxkit: TestInboxes; inboxkitOptions: TestInboxesOptions }

export const test = baseTest.extend<InboxkitTestFixtures, InboxkitWorkerFixtures>({
  inboxkitOptions: [{}, { scope: 'worker', option: true }],
  inboxkit: [async ({ inboxkitOptions }, use) => {
    const connection = await connectInboxkit();
    try {
      await use(createTestInboxes(connection, inboxkitOptions));
    } finally {
      await connection.close();
    }
  }, { scope: 'worker', title: 'inboxkit daemon' }],
  inbox: async ({ inboxkit }, use, testInfo) => {
    const inbox = await inboxkit.create({ label: testInfo.title });
    await use(inbox);
    if (testInfo.status !== testInfo.expectedStatus) {
      for (const file of await inbox.reportFiles()) await testInfo.attach(file.name, { body: file.body, contentType: file.contentType });
    } else {
      await inbox.delete();
    }
  },
});

/** Playwright's expect, where `expect(inbox)` also has the inbox matchers. */
export type InboxkitExpect = {
  (actual: TestInbox, messageOrOptions?: string | { message?: string }): InboxAssertions;
  soft: InboxkitExpect;
  configure(configuration: { message?: string; timeout?: number; soft?: boolean }): InboxkitExpect;
} & Expect<{}>;

export const expect = returningExpect(baseExpect.extend(inboxMatchers)) as unknown as InboxkitExpect;

export { inboxMatchers } from './matchers.js';
export type { TestInbox, InboxWaitOptions, MessageCriteria } from './test-inbox.js';
