/**
 * `inboxkit mcp [--embedded]`: the MCP server on stdin/stdout, for an agent's host to start.
 * Without --embedded its tools call the daemon at INBOXKIT_BASE_URL with INBOXKIT_API_KEY (or
 * the stored login). With it, a daemon of its own runs in this process as `inboxkit run` starts
 * one (free ports, a temporary data directory removed at the end), and its SMTP address goes to
 * stderr and into create_inbox's answers. Runs until the host closes stdin or sends a signal.
 *
 * @example
 * // in an MCP host's configuration
 * { "command": "npx", "args": ["@inboxkit/daemon", "mcp", "--embedded"] }
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createClient, type InboxkitClient } from '@inboxkit/client';
import { resolveConfig } from '@inboxkit/client/cli';
import { DAEMON_DEFAULTS, type Env, type McpConfig } from '../config/index.js';
import { connectHost } from '../daemon.js';
import { startServing, type Serving } from '../serving.js';
import { createMcpServer } from './server.js';

const STOP_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

interface Backend {
  client: InboxkitClient;
  smtp: { host: string; port: number } | null;
  stop: () => Promise<void>;
}

async function embeddedBackend(config: McpConfig, err: (text: string) => void): Promise<Backend> {
  const temporary = config.dataDir === null && config.database === null;
  const dataDir = config.database !== null ? null : config.dataDir ?? mkdtempSync(join(tmpdir(), 'inboxkit-mcp-'));
  const removeData = temporary && !config.keepData;
  const cleanUp = () => {
    if (removeData) rmSync(dataDir!, { recursive: true, force: true });
  };
  process.once('exit', cleanUp);
  let serving: Serving;
  try {
    serving = await startServing(dataDir === null
      ? { ...config.serve, dataDir: null, database: config.database! }
      : { ...config.serve, dataDir, database: resolve(dataDir, DAEMON_DEFAULTS.databaseFile) }, err);
  } catch (error) {
    cleanUp();
    throw error;
  }
  const { daemon } = serving;
  const apiKey = config.serve.apiKey ?? (await daemon.service.apiKeys.create(daemon.service.accountId, { label: 'inboxkit mcp' })).secret;
  const smtp = { host: connectHost(daemon.smtp.host), port: daemon.smtp.port };
  err(`inboxkit mcp: embedded daemon: send mail over SMTP to ${smtp.host}:${smtp.port} (any address @${config.serve.domain}); HTTP API on ${daemon.baseUrl}`);
  return {
    client: createClient({ baseUrl: daemon.baseUrl, apiKey }),
    smtp,
    stop: async () => {
      await serving.stop();
      cleanUp();
      if (temporary && !removeData) err(`inboxkit mcp: data kept in ${dataDir}`);
    },
  };
}

function remoteBackend(env: Env): Backend {
  const config = resolveConfig(env, undefined, 'mcp');
  if (!config.apiKey) {
    throw new Error(`not signed in to ${config.baseUrl}; run "inboxkit login", set INBOXKIT_API_KEY, or use --embedded`);
  }
  // What `inboxkit run` tells its command, when this runs under it.
  const port = Number(env.INBOXKIT_SMTP_PORT);
  const smtp = env.INBOXKIT_SMTP_HOST && Number.isInteger(port) && port > 0 ? { host: env.INBOXKIT_SMTP_HOST, port } : null;
  return { client: createClient({ baseUrl: config.baseUrl, apiKey: config.apiKey }), smtp, stop: async () => {} };
}

export async function mcpCommand(config: McpConfig, env: Env, err: (text: string) => void): Promise<number> {
  const backend = config.embedded ? await embeddedBackend(config, err) : remoteBackend(env);
  const server = createMcpServer({ client: backend.client, smtp: backend.smtp });
  const ended = new Promise<void>((done) => {
    process.stdin.once('end', done);
    process.stdin.once('close', done);
    for (const signal of STOP_SIGNALS) process.once(signal, () => done());
  });
  await server.connect(new StdioServerTransport());
  await ended;
  await server.close();
  await backend.stop();
  return 0;
}
