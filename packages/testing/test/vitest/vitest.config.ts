// The fixture's own specs; vitest.test.ts runs them with the JSON reporter into VITEST_REPORT_DIR.
// INBOXKIT_GLOBAL_SETUP=1 adds the global setup (one daemon for every worker); VITEST_SNAPSHOT_DIR
// moves the snapshot files (mail.spec.ts writes one) out of the repository.
import { basename, join } from 'node:path';
import { defineConfig } from 'vitest/config';

const reportDir = process.env.VITEST_REPORT_DIR ?? 'test-results';

export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['*.spec.ts'],
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 2 } },
    fileParallelism: true,
    // A worker's first test also starts its daemon; on a loaded CI machine that passes Vitest's 5 s default.
    testTimeout: 30_000,
    attachmentsDir: `${reportDir}/attachments`,
    ...(process.env.VITEST_SNAPSHOT_DIR ? { resolveSnapshotPath: (file: string, ext: string) => join(process.env.VITEST_SNAPSHOT_DIR!, basename(file) + ext) } : {}),
    ...(process.env.INBOXKIT_GLOBAL_SETUP === '1' ? { globalSetup: ['@inboxkit/testing/vitest/global-setup'] } : {}),
  },
});
