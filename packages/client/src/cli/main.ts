#!/usr/bin/env node
// Standalone `inboxkit` for the client commands (the daemon's bin dispatches to the same
// runClientCommand, and the tests call it in-process). All this file adds is the process:
// argv, env and the standard streams in, the exit code out, once stdout and stderr have flushed.
import { runClientCommand } from './index.js';

const code = await runClientCommand(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
