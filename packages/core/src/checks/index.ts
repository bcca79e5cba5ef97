/** The checks of a message: is the mail itself right? (docs/checks.md) */
export { createChecks, CHECKS_DEFAULTS, type Checks, type ChecksOptions } from './runner.js';
export type { MailEnvelope } from './authentication.js';
export { parseDnsServer } from './dns.js';
export { parseSpamdAddress } from './spam.js';
export type * from './types.js';
