/**
 * `/mcp` on the daemon: the MCP Streamable HTTP transport, stateless. Each request gets a
 * server of its own whose client calls this daemon's API in the process with the caller's key,
 * so the tools have exactly the key's scopes and inboxes, and every call they make passes the
 * same shield, authentication and request budget as one made over the network. Answers are
 * JSON (no SSE stream): a tool's result arrives when it is ready, a wait included.
 *
 * @example
 * createApi({ service, mcp: mcpHandler({ smtp: { host: '127.0.0.1', port: 2525 } }) });
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { createClient } from '@inboxkit/client';
import type { McpHandler } from '../http/index.js';
import { createMcpServer } from './server.js';

export interface McpHandlerOptions {
  /** Where mail for the daemon's inboxes is accepted, shown by create_inbox; null when unknown. */
  smtp: { host: string; port: number } | null;
}

export function mcpHandler(options: McpHandlerOptions): McpHandler {
  return async (request, call) => {
    const client = createClient({
      baseUrl: new URL(request.url).origin,
      apiKey: call.apiKey,
      // In the process: no socket, no retry (a 429 goes back to the model with its Retry-After).
      fetch: (input, init) => call.dispatch(new Request(input, init)),
      maxRetries: 0,
    });
    const server = createMcpServer({ client, smtp: options.smtp });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    // A caller that goes away ends its tool calls (a held wait stops waiting).
    const onAbort = () => void server.close();
    request.signal.addEventListener('abort', onAbort, { once: true });
    try {
      return await transport.handleRequest(request);
    } finally {
      request.signal.removeEventListener('abort', onAbort);
      await server.close();
    }
  };
}
