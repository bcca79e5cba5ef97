/**
 * @inboxkit/testing: temporary inboxes for tests, on a daemon started once. The framework
 * glue is in the subpaths: `/playwright`, `/vitest`, `/node-test` (and the global setups
 * `/playwright/global-setup`, `/vitest/global-setup`); this root is what they share, usable
 * from any runner: the waits, and the mail checks and snapshots (`checkMail`, `mailSnapshot`,
 * the masks and normalisation, the snapshot files) that the runners' matchers are made of.
 */
export {
  connectInboxkit, connectionFromEnv, startInProcessDaemon, startSharedDaemon, ENV,
  type InboxkitConnection, type InProcessOptions,
} from './connect.js';
export { createTestInboxes, TEST_INBOXES_DEFAULTS, type TestInboxes, type TestInboxesOptions } from './inboxes.js';
export { TestInbox, InboxWaitError, type InboxWaitOptions, type MessageCriteria } from './test-inbox.js';
export { formatArrived, ARRIVED_LIMIT, type ArrivedMessage } from './arrived.js';
export { writeReportFiles, type ReportFile } from './report.js';
export { inboxMatchers, returningExpect, type InboxAssertions, type MatcherResult } from './matchers.js';
export { mailCheckMatchers, mailSnapshotOf, SnapshotKeys, type MailAssertions } from './mail-matchers.js';
export { checkMail, lookUpMail, describeMail, type PassChecksOptions, type MailCheckResult } from './mail-checks.js';
export { judgeMail, formatVerdict, type CheckName, type MailVerdict, type JudgeOptions } from './mail-verdict.js';
export { mailSnapshot, maskContextOf, type SnapshotMessage } from './mail-snapshot.js';
export { maskMail, maskTokenUrl, looksRandom, MASK_RULES, type MaskContext, type MaskRule } from './mail-mask.js';
export { normaliseHtml, normaliseText, decodeEntities } from './mail-normalise.js';
export {
  matchSnapshotFile, snapshotFilePath, snapshotUpdateMode, playwrightUpdateMode, parseSnapshotFile, formatSnapshotFile, isCi, SNAPSHOT_ENV,
  type SnapshotUpdate, type SnapshotFileMatch, type SnapshotFileRequest,
} from './snapshot-file.js';
export { lineDiff } from './text-diff.js';
