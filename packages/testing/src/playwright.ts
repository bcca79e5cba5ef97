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
 *   resolve to the code, the URL, the message; and on a message (or the inbox: its latest
 *   message) `toPassChecks(options)`, which resolves to the checks report, and
 *   `toMatchMailSnapshot(name)`: one file per test file, `__mail_snapshots__/<file>.mail.snap`
 *   (not Playwright's own snapshots: they are one file each, per project and per platform, and
 *   a mail is the same in every browser and on every OS), written and compared as
 *   `updateSnapshots` (`--update-snapshots`) says.
 */
import { expect as baseExpect, test as baseTest, type Expect } from '@playwright/test';
import type { MessageDetail } from '@inboxkit/client';
import { connectInboxkit } from './connect.js';
import { createTestInboxes, type TestInboxes, type TestInboxesOptions } from './inboxes.js';
import { inboxMatchers, returningExpect, type InboxAssertions } from './matchers.js';
import { mailCheckMatchers, mailSnapshotOf, refuseNot, SnapshotKeys, type MailAssertions } from './mail-matchers.js';
import { matchSnapshotFile, playwrightUpdateMode, snapshotFilePath, SNAPSHOT_ENV } from './snapshot-file.js';
import type { MatcherContext, MatcherResult } from './slot.js';
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

const keys = new SnapshotKeys();

/** Compares the mail's masked snapshot with the one stored for this test (see above). */
function toMatchMailSnapshot(this: MatcherContext, actual: unknown, name?: string): MatcherResult {
  refuseNot(this);
  const made = mailSnapshotOf(actual);
  if ('error' in made) return { pass: false, message: () => `toMatchMailSnapshot: ${made.error}` };
  const info = baseTest.info();
  const result = matchSnapshotFile({
    file: snapshotFilePath(info.file),
    key: keys.next(info, info.titlePath.slice(1).filter(Boolean).join(' > '), name),
    snapshot: made.snapshot,
    update: playwrightUpdateMode(info.config.updateSnapshots),
    updateHint: `npx playwright test --update-snapshots (or ${SNAPSHOT_ENV.update}=1)`,
  });
  return { pass: result.pass, message: () => `toMatchMailSnapshot: ${result.message}` };
}

/** The matchers this module adds to Playwright's expect: the inbox matchers and the mail matchers. */
export const inboxkitMatchers = { ...inboxMatchers, ...mailCheckMatchers, toMatchMailSnapshot };

type PlaywrightAssertions<T> = ReturnType<typeof baseExpect<T>>;

/** Playwright's expect, where `expect(inbox)` also has the inbox matchers and `expect(message)` the mail matchers. */
export type InboxkitExpect = {
  (actual: TestInbox, messageOrOptions?: string | { message?: string }): InboxAssertions;
  (actual: MessageDetail, messageOrOptions?: string | { message?: string }): PlaywrightAssertions<MessageDetail> & MailAssertions;
  soft: InboxkitExpect;
  configure(configuration: { message?: string; timeout?: number; soft?: boolean }): InboxkitExpect;
} & Expect<{}>;

export const expect = returningExpect(baseExpect.extend(inboxkitMatchers)) as unknown as InboxkitExpect;

export { inboxMatchers } from './matchers.js';
export { mailCheckMatchers } from './mail-matchers.js';
export type { TestInbox, InboxWaitOptions, MessageCriteria } from './test-inbox.js';
export type { PassChecksOptions } from './mail-checks.js';
export type { CheckName } from './mail-verdict.js';
