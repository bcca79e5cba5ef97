/**
 * Vitest: `import { test, expect } from '@inboxkit/testing/vitest'`.
 *
 * - `inbox` (per test): a new temporary inbox. When the test fails, its messages are written to
 *   `<reportDir>/<file>-<test>/` (each `.eml` and a JSON of the extracted fields), the paths
 *   and the list of what arrived go to the test's console output and to `task.meta.inboxkit`
 *   (which the JSON reporter and custom reporters get), and the inbox is kept until its TTL;
 *   after a passed test it is deleted. (Vitest takes no annotation once a test has failed, so
 *   the files cannot be its attachments.)
 * - `inboxkit` (per worker): the environment's daemon when it names one (`inboxkit run --
 *   npx vitest run`, or `globalSetup: ['@inboxkit/testing/vitest/global-setup']`), else a
 *   daemon started in the worker.
 * - `expect`: Vitest's, with toReceiveOtp / toReceiveLink / toReceiveMessage, which resolve to
 *   the code, the URL, the message.
 * `createInboxTest(options)` makes that `test` with options (`timeoutMs`, `ttlMinutes`,
 * `reportDir`), and `inboxMatchers` are the matchers for your own `expect.extend` (they then
 * resolve to nothing).
 */
import { expect as baseExpect, test as baseTest, type ExpectStatic, type TestContext } from 'vitest';
import { resolve } from 'node:path';
import { connectInboxkit } from './connect.js';
import { formatArrived } from './arrived.js';
import { reportDir, slug, writeReportFiles } from './report.js';
import { createTestInboxes, type TestInboxes, type TestInboxesOptions } from './inboxes.js';
import { inboxMatchers, returningExpect, type InboxAssertions } from './matchers.js';
import type { TestInbox } from './test-inbox.js';

export interface InboxkitFixtures { inbox: TestInbox; inboxkit: TestInboxes }

export interface VitestInboxOptions extends TestInboxesOptions {
  /** Where a failed test's messages are written. Default $INBOXKIT_REPORT_DIR, else test-results/inboxkit. */
  reportDir?: string;
}

declare module 'vitest' {
  interface TaskMeta {
    /** A failed test's inbox: what arrived, and the report files written. */
    inboxkit?: { address: string; arrived: string; files: string[] };
  }
}

async function report(inbox: TestInbox, task: TestContext['task'], options: VitestInboxOptions): Promise<void> {
  const dir = resolve(reportDir(options.reportDir), slug(`${task.file.name}-${task.name}`));
  const files = writeReportFiles(dir, await inbox.reportFiles());
  const arrived = formatArrived(inbox.address, await inbox.arrived());
  task.meta.inboxkit = { address: inbox.address, arrived, files };
  console.log(`${arrived}\ninboxkit: the mail of ${inbox.address} is in ${dir}`);
}

function inboxFixtures(options: VitestInboxOptions) {
  return {
    inboxkit: [async ({}, use: (value: TestInboxes) => Promise<void>) => {
      const connection = await connectInboxkit();
      try {
        await use(createTestInboxes(connection, options));
      } finally {
        await connection.close();
      }
    }, { scope: 'worker' }] as const,
    inbox: async ({ inboxkit, task, onTestFailed }: TestContext & { inboxkit: TestInboxes }, use: (value: TestInbox) => Promise<void>) => {
      const inbox = await inboxkit.create({ label: task.name });
      onTestFailed(() => report(inbox, task, options));
      await use(inbox);
      if (task.result?.state !== 'fail') await inbox.delete();
    },
  };
}

/** Vitest's `test` with the two fixtures, using these options; `.extend` it further as usual. */
export function createInboxTest(options: VitestInboxOptions = {}) {
  // The fixtures' own types are checked above; Vitest's fixture types are not exported to name them.
  return baseTest.extend<InboxkitFixtures>(inboxFixtures(options) as never);
}

export const test = createInboxTest();

/** Vitest's expect, where `expect(inbox)` also has the inbox matchers. */
export type InboxkitExpect = {
  (actual: TestInbox, message?: string): InboxAssertions;
  soft: (actual: TestInbox, message?: string) => InboxAssertions;
} & ExpectStatic;

baseExpect.extend(inboxMatchers);
export const expect = returningExpect(baseExpect) as unknown as InboxkitExpect;

export { inboxMatchers } from './matchers.js';
export type { TestInbox, InboxWaitOptions, MessageCriteria } from './test-inbox.js';
