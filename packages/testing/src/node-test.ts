/**
 * node:test, which has no matchers: `withInbox(t, async (inbox) => …)` gives the test a new
 * temporary inbox, and `inbox.waitForOtp()` / `waitForLink(type)` / `waitForMessage(criteria)`
 * return what arrived or throw an InboxWaitError listing what did arrive.
 *
 * When the callback throws, the inbox's messages are written to
 * `<reportDir>/<test name>/` (each `.eml` and a JSON of the extracted fields) and named in the
 * test's diagnostics, with the list of what arrived; the inbox is kept until its TTL.
 * Otherwise it is deleted.
 *
 * The daemon: the environment's when it names one (`inboxkit run -- node --test`), else one
 * started in this process on first use and stopped after the file's last test (an `after`
 * hook this module registers on the root test when imported at the file's top level).
 *
 * Is the mail right? `await assertPassesChecks(message)` and `assertMailSnapshot(t, message)`
 * (node-test-mail.ts): the mail matchers as assertions.
 */
import { after, type TestContext } from 'node:test';
import { basename, resolve } from 'node:path';
import { connectInboxkit, type InboxkitConnection } from './connect.js';
import { createTestInboxes, type TestInboxes, type TestInboxesOptions } from './inboxes.js';
import { formatArrived } from './arrived.js';
import { reportDir, slug, writeReportFiles } from './report.js';
import type { TestInbox } from './test-inbox.js';

export interface NodeTestInboxOptions extends TestInboxesOptions {
  /** Where a failed test's messages are written. Default $INBOXKIT_REPORT_DIR, else test-results/inboxkit. */
  reportDir?: string;
}

let settings: NodeTestInboxOptions = {};
let shared: Promise<{ inboxes: TestInboxes; connection: InboxkitConnection }> | undefined;

/** Options for the inboxes made from now on in this process (call before the first withInbox). */
export function configureInboxes(options: NodeTestInboxOptions): void {
  settings = { ...settings, ...options };
}

/** The process's inboxes (and so the daemon's address: `.connection`), connecting on first use. */
export async function sharedInboxes(): Promise<TestInboxes> {
  shared ??= connectInboxkit().then((connection) => ({ connection, inboxes: createTestInboxes(connection, settings) }));
  return (await shared).inboxes;
}

after(async () => {
  const current = shared;
  shared = undefined;
  if (current) await (await current).connection.close();
});

async function report(t: TestContext, inbox: TestInbox): Promise<void> {
  const files = await inbox.reportFiles();
  const arrived = await inbox.arrived();
  for (const line of formatArrived(inbox.address, arrived).split('\n')) t.diagnostic(line);
  const paths = writeReportFiles(resolve(reportDir(settings.reportDir), slug(`${basename(process.argv[1] ?? '')}-${t.name}`)), files);
  for (const path of paths) t.diagnostic(`inboxkit report: ${path}`);
}

/** Runs `fn` with a new temporary inbox; see above for what happens when it throws. */
export async function withInbox<T>(t: TestContext, fn: (inbox: TestInbox) => T | Promise<T>): Promise<T> {
  const inboxes = await sharedInboxes();
  const inbox = await inboxes.create({ label: t.name });
  let result: T;
  try {
    result = await fn(inbox);
  } catch (error) {
    await report(t, inbox).catch((reportError: unknown) => t.diagnostic(`inboxkit: the report could not be made: ${String(reportError)}`));
    throw error;
  }
  await inbox.delete();
  return result;
}

export type { TestInbox, InboxWaitOptions, MessageCriteria } from './test-inbox.js';
export { InboxWaitError } from './test-inbox.js';
export { assertPassesChecks, assertMailSnapshot, type MailSnapshotOptions } from './node-test-mail.js';
export type { PassChecksOptions } from './mail-checks.js';
export type { CheckName } from './mail-verdict.js';
