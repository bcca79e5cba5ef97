/**
 * Playwright Test's `globalSetup: '@inboxkit/testing/playwright/global-setup'`: one daemon in
 * the runner's process for every worker (unless the environment already names one, as under
 * `inboxkit run`). The workers inherit the variables it sets; the returned teardown stops it.
 * Set it up this way when the application under test needs the SMTP address before the tests
 * start (the variables are in the environment of the config's `webServer` only when the
 * daemon is started outside Playwright: prefer `inboxkit run -- npx playwright test` then).
 */
import { startSharedDaemon } from './connect.js';

export default function globalSetup(): Promise<() => Promise<void>> {
  return startSharedDaemon();
}
