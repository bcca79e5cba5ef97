// The fixture's own specs (no browser: they use `inbox`, never `page`). playwright.test.ts runs
// them with the JSON reporter into PW_REPORT_DIR; INBOXKIT_GLOBAL_SETUP=1 adds the global setup.
import { defineConfig } from '@playwright/test';

const reportDir = process.env.PW_REPORT_DIR ?? 'test-results';

export default defineConfig({
  testDir: '.',
  workers: 2,
  fullyParallel: true,
  retries: 0,
  reporter: [['json', { outputFile: `${reportDir}/report.json` }], ['list']],
  outputDir: `${reportDir}/output`,
  ...(process.env.INBOXKIT_GLOBAL_SETUP === '1' ? { globalSetup: '@inboxkit/testing/playwright/global-setup' } : {}),
});
