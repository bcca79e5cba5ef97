/**
 * @inboxkit/testing: temporary inboxes for tests, on a daemon started once. The framework
 * glue is in the subpaths: `/playwright`, `/vitest`, `/node-test` (and the global setups
 * `/playwright/global-setup`, `/vitest/global-setup`); this root is what they share, usable
 * from any runner.
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
