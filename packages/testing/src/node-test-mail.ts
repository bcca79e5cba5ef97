/**
 * The mail matchers for node:test, which has no `expect`: assertions that throw an
 * AssertionError with the matchers' messages.
 *
 * - `await assertPassesChecks(mail, options)` resolves to the checks report, or throws listing
 *   each failure (the options and the mail as `toPassChecks` takes them).
 * - `assertMailSnapshot(t, mail, name?)` compares the mail's snapshot with the one in
 *   `__mail_snapshots__/<test file>.mail.snap` (or $INBOXKIT_SNAPSHOT_DIR), keyed by the test's
 *   full name. Missing: written (a diagnostic says so), except in CI, where it fails. Update
 *   with `INBOXKIT_UPDATE_SNAPSHOTS=1`, or on Node 22.3+ `node --test --test-update-snapshots`.
 *   (Own files, not `t.assert.snapshot`: that exists from Node 22.3 only, and one format for every
 *   Node version keeps a snapshot written on one valid on another.)
 *
 * @example
 * test('the welcome mail', (t) => withInbox(t, async (inbox) => {
 *   await signUp(inbox.address);
 *   const message = await inbox.waitForMessage({ subject: 'Welcome' });
 *   await assertPassesChecks(message);
 *   assertMailSnapshot(t, message);
 * }));
 */
import { AssertionError } from 'node:assert';
import type { TestContext } from 'node:test';
import type { MessageChecks } from '@inboxkit/client';
import { formatVerdict } from './mail-verdict.js';
import { checkMail, describeMail, type PassChecksOptions } from './mail-checks.js';
import { mailSnapshotOf, SnapshotKeys } from './mail-matchers.js';
import { matchSnapshotFile, snapshotFilePath, snapshotUpdateMode, SNAPSHOT_ENV } from './snapshot-file.js';

/** Resolves to the checks report when the mail passes its checks; throws an AssertionError listing the failures otherwise. */
export async function assertPassesChecks(mail: unknown, options?: PassChecksOptions): Promise<MessageChecks> {
  const { message, report, verdict } = await checkMail(mail, options);
  if (!verdict.pass) throw new AssertionError({ message: `toPassChecks: ${formatVerdict(describeMail(message), verdict)}`, operator: 'toPassChecks' });
  return report;
}

const keys = new SnapshotKeys();

/** What node:test's context offers here (`fullName` from Node 20.16 and 22.3). */
type NodeTestContext = Pick<TestContext, 'name' | 'diagnostic'> & { fullName?: string };

export interface MailSnapshotOptions {
  /** The test file the snapshot file is named after. Default: the file node ran (`process.argv[1]`). */
  testFile?: string;
}

/** Compares the mail's snapshot with the stored one (see above); throws an AssertionError with a diff when it differs. */
export function assertMailSnapshot(t: NodeTestContext, mail: unknown, name?: string, options: MailSnapshotOptions = {}): void {
  const made = mailSnapshotOf(mail);
  if ('error' in made) throw new AssertionError({ message: `toMatchMailSnapshot: ${made.error}`, operator: 'toMatchMailSnapshot' });
  const testFile = options.testFile ?? process.argv[1];
  if (!testFile) throw new Error('toMatchMailSnapshot: no test file to name the snapshot file after: pass { testFile }');
  const result = matchSnapshotFile({
    file: snapshotFilePath(testFile),
    key: keys.next(t, t.fullName ?? t.name, name),
    snapshot: made.snapshot,
    update: snapshotUpdateMode(process.execArgv.includes('--test-update-snapshots')),
    updateHint: `${SNAPSHOT_ENV.update}=1 (or node --test --test-update-snapshots on Node 22.3+)`,
  });
  if (!result.pass) throw new AssertionError({ message: `toMatchMailSnapshot: ${result.message}`, operator: 'toMatchMailSnapshot' });
  if (result.status !== 'matched') t.diagnostic(`inboxkit: ${result.message}`);
}
