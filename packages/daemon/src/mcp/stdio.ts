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
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createClient, type InboxkitClient } from '@inboxkit/client';
import { resolveConfig } from '@inboxkit/client/cli';
import type { Env, McpConfig } from '../config/index.js';
import { connectHost } from '../daemon.js';
import { serveThrowaway, throwawayData } from '../throwaway.js';
import { createMcpServer } from './server.js';

const STOP_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

interface Backend {
  client: InboxkitClient;
  smtp: { host: string; port: number } | null;
  stop: () => Promise<void>;
}

async function embeddedBackend(config: McpConfig, err: (text: string) => void): Promise<Backend> {
  const data = throwawayData(config, 'inboxkit-mcp-');
  process.once('exit', data.remove);
  const serving = await serveThrowaway(config.serve, data, err);
  const { daemon } = serving;
  const apiKey = config.serve.apiKey ?? (await daemon.service.apiKeys.create(daemon.service.accountId, { label: 'inboxkit mcp' })).secret;
  const smtp = { host: connectHost(daemon.smtp.host), port: daemon.smtp.port };
  err(`inboxkit mcp: embedded daemon: send mail over SMTP to ${smtp.host}:${smtp.port} (any address @${config.serve.domain}); HTTP API on ${daemon.baseUrl}`);
  return {
    client: createClient({ baseUrl: daemon.baseUrl, apiKey }),
    smtp,
    stop: async () => {
      await serving.stop();
      data.remove();
      const kept = data.keptNote();
      if (kept) err(`inboxkit mcp: ${kept}`);
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
    // A host gone while an answer is written (EPIPE): the session is over, not a crash.
    process.stdout.on('error', () => done());
    for (const signal of STOP_SIGNALS) process.once(signal, () => done());
  });
  await server.connect(new StdioServerTransport());
  await ended;
  await server.close();
  await backend.stop();
  return 0;
}
