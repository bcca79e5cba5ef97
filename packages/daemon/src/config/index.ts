/**
 * The command line and environment of the server commands (serve, run, keys, dashboard,
 * namespace claim): their option tables, `--help` texts, defaults and parsers. The rest of the
 * daemon imports from here only.
 *
 * @example
 *   const config = parseServe(process.argv.slice(3), process.env);
 *   if (config === 'help') console.log(HELP.serve);
 */
export { DAEMON_DEFAULTS, RUN_DEFAULTS } from './defaults.js';
export { UsageError, type Env } from './given.js';
export {
  DASHBOARD_OPTIONS, KEYS_CREATE_OPTIONS, KEYS_LIST_OPTIONS, KEYS_REVOKE_OPTIONS, NAMESPACE_CLAIM_OPTIONS, MCP_OPTIONS, RUN_OPTIONS, SERVE_OPTIONS,
  type OptionSpec,
} from './options.js';
export type {
  DashboardConfig, KeysCreateConfig, McpConfig, KeysListConfig, KeysRevokeConfig, NamespaceClaimConfig, RunConfig, ServeConfig, StorageConfig,
} from './types.js';
export { HELP, envLabel, flagLabel, plainText, renderOptionHelp } from './help.js';
export { isDatabaseUrl, parseByteSize, redactUrl } from './values.js';
export { parseMcp, parseRun, parseServe } from './serve.js';
export { parseDashboard, parseKeysCreate, parseKeysList, parseKeysRevoke, parseNamespaceClaim } from './one-shot.js';
