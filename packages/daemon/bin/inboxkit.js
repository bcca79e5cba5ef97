#!/usr/bin/env node
// The `inboxkit` bin. A committed shim, so npm can link the command on install even
// before `tsc -b` has produced dist/ (the root `prepare` script builds it).
import '../dist/cli.js';
