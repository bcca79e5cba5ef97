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
 *   the code, the URL, the message; and on a message (or the inbox: its latest message)
 *   `toPassChecks(options)`, which resolves to the checks report, and
 *   `toMatchMailSnapshot(name)`, which hands the masked snapshot to Vitest's own
 *   `toMatchSnapshot` (`__snapshots__/<file>.snap`, updated with `vitest -u`).
 * `createInboxTest(options)` makes that `test` with options (`timeoutMs`, `ttlMinutes`,
 * `reportDir`), and `inboxMatchers` are the matchers for your own `expect.extend` (they then
 * resolve to nothing).
 */
import { expect as baseExpect, test as baseTest, type Assertion, type ExpectStatic, type TestContext } from 'vitest';
import type { MessageDetail } from '@inboxkit/client';
import { resolve } from 'node:path';
import { connectInboxkit } from './connect.js';
import { formatArrived } from './arrived.js';
import { reportDir, slug, writeReportFiles } from './report.js';
import { createTestInboxes, type TestInboxes, type TestInboxesOptions } from './inboxes.js';
import { inboxMatchers, returningExpect, type InboxAssertions } from './matchers.js';
import { mailCheckMatchers, mailSnapshotOf, refuseNot, type MailAssertions } from './mail-matchers.js';
import type { MatcherContext, MatcherResult } from './slot.js';
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

/**
 * The mail's masked snapshot through Vitest's own `toMatchSnapshot` (hint `name`, default
 * `mail`): stored with the file's other snapshots, `-u` updates it, a missing one fails in CI.
 * Vitest takes the test from its current-test state, as for any `expect(…).toMatchSnapshot()`:
 * in `test.concurrent` tests, use the context's `expect` for snapshots, as Vitest asks.
 */
function toMatchMailSnapshot(this: MatcherContext, actual: unknown, name?: string): MatcherResult {
  refuseNot(this);
  const made = mailSnapshotOf(actual);
  if ('error' in made) return { pass: false, message: () => `toMatchMailSnapshot: ${made.error}` };
  baseExpect(made.snapshot).toMatchSnapshot(name ?? 'mail');
  return { pass: true, message: () => 'toMatchMailSnapshot: the mail matches its snapshot' };
}

/** The matchers this module adds to Vitest's expect: the inbox matchers and the mail matchers. */
export const inboxkitMatchers = { ...inboxMatchers, ...mailCheckMatchers, toMatchMailSnapshot };

/** Vitest's expect, where `expect(inbox)` also has the inbox matchers and `expect(message)` the mail matchers. */
export type InboxkitExpect = {
  (actual: TestInbox, message?: string): InboxAssertions;
  (actual: MessageDetail, message?: string): Assertion<MessageDetail> & MailAssertions;
  soft: {
    (actual: TestInbox, message?: string): InboxAssertions;
    (actual: MessageDetail, message?: string): Assertion<MessageDetail> & MailAssertions;
  };
} & ExpectStatic;

baseExpect.extend(inboxkitMatchers);
export const expect = returningExpect(baseExpect) as unknown as InboxkitExpect;

export { inboxMatchers } from './matchers.js';
export { mailCheckMatchers } from './mail-matchers.js';
export type { TestInbox, InboxWaitOptions, MessageCriteria } from './test-inbox.js';
export type { PassChecksOptions } from './mail-checks.js';
export type { CheckName } from './mail-verdict.js';
