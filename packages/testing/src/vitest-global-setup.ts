/**
 * Vitest's `globalSetup: ['@inboxkit/testing/vitest/global-setup']`: one daemon in Vitest's
 * main process for every worker (unless the environment already names one, as under
 * `inboxkit run`). The workers, started after it, inherit the variables it sets.
 */
import { startSharedDaemon } from './connect.js';

let teardown: (() => Promise<void>) | undefined;

export async function setup(): Promise<void> {
  teardown = await startSharedDaemon();
}

export async function teardownDaemon(): Promise<void> {
  await teardown?.();
  teardown = undefined;
}

export { teardownDaemon as teardown };
