// Run under a daemon: `inboxkit run -- npx playwright test` (from this directory). The app
// (webServer) and the tests both get the daemon from the environment `inboxkit run` sets:
// the app sends to INBOXKIT_SMTP_HOST/PORT, the `inbox` fixture uses INBOXKIT_BASE_URL/API_KEY.
// The browser is CHROMIUM_PATH (default Debian's /usr/bin/chromium); none is downloaded.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.APP_PORT ?? 3100);

export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-quic', '--disable-dev-shm-usage'],
    },
  },
  webServer: {
    command: 'node server.mjs',
    url: `http://127.0.0.1:${port}/health`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
  },
});
