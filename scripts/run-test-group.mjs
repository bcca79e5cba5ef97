#!/usr/bin/env node
// Runs several uvu test files in this one process, one after another, as uvu's own CLI does
// (each file's suites queued with UVU_DEFER, then run in order; one summary at the end). For
// the quick set's pure files (scripts/run-tests.mjs, SHARED): no server, no database, no
// process state of their own, so they need no process each, and a process each costs some
// 0.6 s of start-up and their shared imports again.
// Usage: node --conditions=source --import tsx scripts/run-test-group.mjs <file.test.ts> ...
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

globalThis.UVU_DEFER = 1;
const uvu = await import('uvu');
let index = 0;
for (const file of process.argv.slice(2)) {
  globalThis.UVU_INDEX = index++;
  globalThis.UVU_QUEUE.push([file]);
  await import(pathToFileURL(resolve(file)).href);
}
await uvu.exec();
