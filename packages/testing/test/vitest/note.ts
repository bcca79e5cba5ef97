// Each spec notes its process, inbox and daemon in its task's meta (the JSON reporter keeps meta).
import type { TestContext } from 'vitest';
import type { TestInbox, TestInboxes } from '@inboxkit/testing';

declare module 'vitest' {
  interface TaskMeta { note?: { pid: number; address: string; baseUrl: string } }
}

export function note(task: TestContext['task'], inbox: TestInbox, inboxkit: TestInboxes): void {
  task.meta.note = { pid: process.pid, address: inbox.address, baseUrl: inboxkit.connection.baseUrl };
}
