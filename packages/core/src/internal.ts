/**
 * `@inboxkit/core/internal`: what this repository's benches, fault tests and cluster test
 * reach below the root export (the parser, the content codec, the SQLite engine's migrations,
 * statements and driver). NOT public: not documented for users, not covered by semver, and it
 * may change or lose any name in any release. Code outside the repository imports
 * `@inboxkit/core`; within it, dependency-cruiser (.dependency-cruiser.mjs) refuses any other
 * way into core's src from outside packages/core, and refuses this entry to the published
 * packages and the examples.
 *
 * @example
 * import { parseMail, prepareMail } from '@inboxkit/core/internal'; // faults/fuzz-ingest.test.ts
 */
export { parseMail } from './ingest/parse.js';
export { prepareMail } from './ingest/prepare.js';
export { htmlToText } from './extract/index.js';
export { analyzeBuiltin } from './analyzers/builtin.js';
export type { AnalyzerInput } from './analyzers/types.js';
export { encodeContent, decodeBodies, decodeRaw } from './content/codec.js';
export { resolveEntitlements } from './accounts/plans.js';
export { MIGRATIONS, PG_MIGRATIONS } from './storage/index.js';
export { migrate as migrateSqlite } from './storage/sqlite/schema.js';
export { MESSAGE_STATEMENTS } from './storage/groups/messages.js';
export { CatalogGuard } from './storage/sqlite/catalog.js';
export { sqliteDialect } from './storage/sqlite/dialect.js';
export type { NewMessage } from './storage/index.js';
export { sqliteExec } from './storage/sqlite/driver.js';
export { driveSync } from './storage/sql/ops.js';
export { indexText } from './storage/search-text.js';
export { openStorage } from './storage/index.js';
export { NEW_MESSAGE_COLUMNS } from './storage/message-columns.js';
export { searchableFromStored } from './ingest/reindex.js';
