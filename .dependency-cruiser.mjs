// The architecture of docs/architecture.md ("Where things live"), checked by dependency-cruiser.
// packages/core/test/architecture.test.ts runs these rules in `npm test`; `npm run lint:deps`
// runs them alone and prints what breaks them.
//
// CORE_TABLE is that section's table, row for row: a folder of packages/core/src and what it
// may import of core besides itself and the shared leaves. A folder ending in `/` allows the
// whole folder, a file allows that file only. Change the two together: the architecture test
// reads the document's table back and fails when they differ.

const CORE = 'packages/core/src/';
const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The regular expression of a table entry: a folder (`storage/`) or one file (`inboxes/rows.ts`). */
const pattern = (entry) => `^${esc(CORE + entry)}${entry.endsWith('/') ? '' : '$'}`;

/** Files of core's root every folder may import; storage takes only STORAGE_LEAVES of them. */
export const SHARED_LEAVES = ['types.ts', 'errors.ts', 'clock.ts', 'cursor.ts', 'validate.ts', 'embedded.ts'];
export const STORAGE_LEAVES = ['types.ts', 'clock.ts', 'embedded.ts'];

/** Folder of packages/core/src → what else of core it may import. */
export const CORE_TABLE = {
  'storage/': [],
  'lexicon/': [],
  'extract/': ['lexicon/'],
  'safety/': ['extract/'],
  'work/': [],
  'analyzers/': ['storage/', 'lexicon/', 'extract/html-text.ts'],
  'events/': ['storage/'],
  'content/': ['storage/', 'work/'],
  'accounts/': ['storage/'],
  'auth/': ['storage/'],
  'idempotency/': ['storage/'],
  'request-counts/': ['storage/'],
  'inboxes/': ['storage/', 'accounts/'],
  'messages/': ['storage/', 'events/', 'content/', 'safety/'],
  'ingest/': ['storage/', 'extract/', 'safety/', 'events/', 'content/', 'inboxes/rows.ts', 'analyzers/builtin.ts', 'tags/', 'work/'],
  'analysis/': ['storage/', 'events/', 'work/', 'content/codec.ts', 'ingest/hooks.ts', 'messages/rows.ts', 'accounts/plans.ts', 'analyzers/'],
  'webhooks/': ['storage/', 'events/', 'work/'],
  'checks/': ['storage/', 'extract/', 'lexicon/', 'content/', 'work/', 'webhooks/targets.ts', 'webhooks/delivery.ts'],
  'signin/': ['storage/', 'accounts/', 'auth/'],
  'maintenance/': ['storage/', 'request-counts/'],
  'smtp-faults/': ['storage/'],
  'tags/': ['storage/', 'messages/'],
};

/** Root files above every folder: the wiring and its per-account API (with a limited key's view of it), the root export, the limits table, the internal entry. */
const TOP = ['service.ts', 'account-scope.ts', 'inbox-limit.ts', 'index.ts', 'limits.ts', 'internal.ts'];
/** The wiring and the per-account API: they import one another (the API only the wiring's types). */
const WIRING = ['service.ts', 'account-scope.ts', 'inbox-limit.ts'];

const folderRules = Object.entries(CORE_TABLE).map(([folder, may]) => ({
  name: `core/${folder.slice(0, -1)}`,
  severity: 'error',
  comment: `${CORE}${folder} may import only ${[...may, folder === 'storage/' ? 'the leaves ' + STORAGE_LEAVES.join(', ') : 'the shared leaves'].join(', ')} of core (docs/architecture.md, "Where things live")`,
  from: { path: pattern(folder) },
  to: {
    path: `^${esc(CORE)}`,
    pathNot: [folder, ...may, ...(folder === 'storage/' ? STORAGE_LEAVES : SHARED_LEAVES)].map(pattern),
  },
}));

export default {
  forbidden: [
    ...folderRules,
    {
      name: 'core/leaves',
      severity: 'error',
      comment: `core's shared leaves (${SHARED_LEAVES.join(', ')}) import only one another: every folder sits on them`,
      from: { path: SHARED_LEAVES.map(pattern) },
      to: { path: `^${esc(CORE)}`, pathNot: SHARED_LEAVES.map(pattern) },
    },
    {
      name: 'core/top',
      severity: 'error',
      comment: 'service.ts (the wiring) with account-scope.ts and inbox-limit.ts, limits.ts and the entries index.ts and internal.ts sit above every folder: only the two entries import them (and the wiring its per-account API)',
      from: { path: `^${esc(CORE)}`, pathNot: ['index.ts', 'internal.ts', ...WIRING].map(pattern) },
      to: { path: TOP.map(pattern) },
    },
    {
      name: 'core/top-within',
      severity: 'error',
      comment: 'the wiring imports of the top files only its per-account API (account-scope.ts, and inbox-limit.ts, a limited key\'s view of it), which imports only the wiring\'s types',
      from: { path: WIRING.map(pattern) },
      to: { path: ['index.ts', 'internal.ts', 'limits.ts'].map(pattern) },
    },
    {
      name: 'core/limits-above-features',
      severity: 'error',
      comment: 'limits.ts reads the features\' constants; it never imports the wiring or an entry',
      from: { path: pattern('limits.ts') },
      to: { path: ['service.ts', 'index.ts', 'internal.ts'].map(pattern) },
    },
    {
      name: 'core/no-folder-cycles',
      severity: 'error',
      comment: 'two folders of core that import each other (directly or around a loop) are one layer in two places: move the shared piece down',
      scope: 'folder',
      from: { path: `^${esc(CORE)}` },
      to: { path: `^${esc(CORE)}`, circular: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'files that import each other at run time load in an order that depends on who came first; type-only imports are erased and do not count',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'core/nothing-above',
      severity: 'error',
      comment: 'core knows no HTTP and no package above it: the daemon, the client and testing sit on core, never under it',
      from: { path: '^packages/core/src/' },
      to: { path: '^packages/(daemon|client|testing)/' },
    },
    {
      name: 'core-src-by-path',
      severity: 'error',
      comment: 'outside packages/core, import `@inboxkit/core` (or, for tests, faults and bench, `@inboxkit/core/internal`), never a path into core/src',
      from: { pathNot: '^packages/core/' },
      // A relative path is `local`; the package name is `aliased-workspace` from the root's
      // folders (workspaces) and `undetermined` from a package's own.
      to: { path: '^packages/core/src/', dependencyTypes: ['local'], dependencyTypesNot: ['aliased-workspace'] },
    },
    {
      name: 'core-entries-only',
      severity: 'error',
      comment: 'outside packages/core only the two entries of @inboxkit/core resolve: the root and ./internal',
      from: { pathNot: '^packages/core/' },
      to: { path: '^packages/core/src/', pathNot: ['index.ts', 'internal.ts'].map(pattern) },
    },
    {
      name: 'core-internal-not-published',
      severity: 'error',
      comment: '@inboxkit/core/internal is for this repository\'s tests, faults and bench: no published package or example uses it',
      from: { path: ['^packages/(daemon|client|testing)/src/', '^packages/daemon/web/', '^examples/'] },
      to: { path: pattern('internal.ts') },
    },
    {
      name: 'daemon/core-root-and-client-cli',
      severity: 'error',
      comment: 'the daemon is protocol glue over @inboxkit/core\'s root export; of the client it takes only its root (the MCP tools call the API through it) and @inboxkit/client/cli (the client commands)',
      from: { path: '^packages/daemon/src/' },
      to: {
        path: '^packages/(core|client|testing)/',
        pathNot: [pattern('index.ts'), '^packages/client/src/index\\.ts$', '^packages/client/src/cli/index\\.ts$'],
      },
    },
    {
      name: 'client/standalone',
      severity: 'error',
      comment: 'the client imports nothing of Inboxkit: it restates core\'s types (test/types.test.ts checks them)',
      from: { path: '^packages/client/src/' },
      to: { path: '^packages/(core|daemon|testing)/' },
    },
    {
      name: 'testing/over-the-client',
      severity: 'error',
      comment: 'testing sits on the HTTP API through @inboxkit/client, and may start @inboxkit/daemon in-process',
      from: { path: '^packages/testing/src/' },
      to: {
        path: '^packages/(core|client|daemon)/',
        pathNot: ['^packages/client/src/index\\.ts$', '^packages/daemon/src/index\\.ts$'],
      },
    },
    {
      name: 'dashboard/over-the-client',
      severity: 'error',
      comment: 'the dashboard app runs in the browser on /v1: it takes types from @inboxkit/client and nothing else of Inboxkit',
      from: { path: '^packages/daemon/web/' },
      to: { path: ['^packages/(core|testing)/', '^packages/daemon/src/', '^packages/client/src/cli/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // Type imports count: a folder cycle through types is still a cycle in the layering.
    tsPreCompilationDeps: true,
    // Workspace packages resolve as the tests run them (`--conditions=source`): to their src.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
