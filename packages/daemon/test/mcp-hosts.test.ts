// docs/agents.md, "Set-up per host": every JSON snippet is read from the document and run as a
// host would run it, with an MCP client on the SDK. Only the `inboxkit` command (this
// repository's CLI), the daemon's address and the key are substituted; anything else a snippet
// says (arguments, variables, headers, the transport) is used as written.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { startTestDaemon, type TestDaemon } from './fixtures/daemon.js';
import { childEnv, cliCommand, REPO_ROOT } from '../../../test-support/daemon.js';

interface ServerEntry { type?: string; command?: string; args?: string[]; env?: Record<string, string>; url?: string; headers?: Record<string, string> }

const DOC_URL = 'http://127.0.0.1:4780';
const DOC_KEY = 'ik_live_your_key';

function snippets(): Array<{ where: string; entry: ServerEntry }> {
  const doc = readFileSync(join(REPO_ROOT, 'docs/agents.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Set-up per host'), doc.indexOf('\n## ', doc.indexOf('## Set-up per host') + 5));
  const out: Array<{ where: string; entry: ServerEntry }> = [];
  for (const match of section.matchAll(/```json\n([\s\S]*?)```/g)) {
    // Named by the last bold words before the block ("**Cursor** (`.cursor/mcp.json`)").
    const where = [...section.slice(0, match.index).matchAll(/\*\*([^*]+)\*\*/g)].at(-1)?.[1] ?? `snippet ${out.length + 1}`;
    const config = JSON.parse(match[1]!) as { mcpServers?: Record<string, ServerEntry>; servers?: Record<string, ServerEntry> };
    const servers = config.mcpServers ?? config.servers;
    assert.ok(servers?.inboxkit, `${where}: an "inboxkit" server`);
    out.push({ where, entry: servers!.inboxkit! });
  }
  return out;
}

let t: TestDaemon;
test.before(async () => {
  t = await startTestDaemon();
});
test.after(async () => {
  await t?.stop();
});

const swap = (value: string) => value.replaceAll(DOC_URL, t.daemon.http.url).replaceAll(DOC_KEY, t.key);

test('the document has a snippet per host, stdio and HTTP', () => {
  const all = snippets();
  assert.ok(all.length >= 5, `${all.length} snippets`);
  assert.ok(all.some((s) => s.entry.command && s.entry.args?.includes('--embedded')));
  assert.ok(all.some((s) => s.entry.command && s.entry.env?.INBOXKIT_BASE_URL));
  assert.ok(all.some((s) => s.entry.url));
});

for (const { where, entry } of snippets()) {
  test(`${where}: connects and lists the tools`, async () => {
    let transport;
    if (entry.url) {
      assert.ok(entry.type === undefined || entry.type === 'http', where);
      const headers = Object.fromEntries(Object.entries(entry.headers ?? {}).map(([k, v]) => [k, swap(v)]));
      transport = new StreamableHTTPClientTransport(new URL(swap(entry.url)), { requestInit: { headers } });
    } else {
      assert.is(entry.command, 'inboxkit', where);
      assert.ok(entry.type === undefined || entry.type === 'stdio', where);
      const env = Object.fromEntries(Object.entries(entry.env ?? {}).map(([k, v]) => [k, swap(v)]));
      transport = new StdioClientTransport({
        command: process.execPath, args: [...cliCommand().argv, ...entry.args!], cwd: REPO_ROOT,
        env: childEnv({ HOME: t.dir, ...env }) as Record<string, string>, stderr: 'ignore',
      });
    }
    const client = new Client({ name: 'host-snippet', version: '1.0.0' });
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      assert.ok(tools.some((tool) => tool.name === 'wait_for_otp'), where);
      const created = await client.callTool({ name: 'create_inbox', arguments: {} });
      assert.not.ok(created.isError, JSON.stringify(created.content));
      assert.match(JSON.stringify(created.structuredContent), /"email_address":"[^"]+@/);
    } finally {
      await client.close();
    }
  });
}

test.run();
