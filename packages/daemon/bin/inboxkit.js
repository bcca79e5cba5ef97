#!/usr/bin/env -S node --max-semi-space-size=2
// The `inboxkit` bin. A committed shim, so npm can link the command on install even
// before `tsc -b` has produced dist/ (the root `prepare` script builds it).
// --max-semi-space-size=2: a small young generation keeps the daemon's RSS down (mail parsing
// makes short-lived garbage); V8 reads it only at start. Also in `npm start` and bench/_daemon.ts.
import '../dist/cli.js';
