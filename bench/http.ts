/**
 * `GET /v1/messages/{id}` of the BUILT HTTP API under wrk, against a bare node:http server
 * returning the same row from the same SQLite file (one prepared statement by id: the message
 * row joined with its text and HTML, JSON.stringify). Both servers are separate `node`
 * processes on loopback, started once and measured alternately (bare, inboxkit, bare,
 * inboxkit, …) with `wrk -t2 -c32 -d10s -H 'Authorization: Bearer …' URL`; medians reported.
 *
 * The Inboxkit server is `createApi({ service, ipShield: false })` from
 * packages/daemon/dist on `createInboxService({ database })` from packages/core/dist:
 * authentication (key hash, 5 s cache), scope check, the account's request budgets (raised
 * in the data directory so none is reached) and the spec envelope with its headers are all in
 * place; only the per-IP shield is off (1,000 requests per 10 s per address would answer 429
 * to a load test from one address). `startDaemon()` / `inboxkit serve` have no way to turn the
 * shield off, hence this server instead of the daemon process.
 * The message is a ~4 KB multipart mail ingested and analysed beforehand, so the response
 * carries text, HTML, links and a complete `analysis`.
 *
 * With `npm run bench -- http --database postgres://…` (BENCH_DATABASE) it compares the same
 * Inboxkit server on SQLite with one on PostgreSQL instead (a scratch database on that server,
 * the same message seeded in both), rounds alternating; the server's own CPU (every `postgres`
 * process) is reported beside the Node process's.
 *
 * With `npm run bench -- http --base DIR` (BENCH_BASE: another checkout, built, e.g. a worktree
 * of the commit before a change) it compares this checkout's Inboxkit server with that one's on
 * a ~20 KB HTML message (text and HTML alternatives, about 40 links: bench/_extract-inputs.ts's
 * html20k), each on a database its own code wrote: one message read by every connection, and
 * HTTP_DISTINCT_HTML (200) distinct ones at random; rounds alternating.
 *
 * Run: npx tsc -b && node --conditions=source --import tsx --expose-gc bench/http.ts   (npm run bench -- http)
 * Env: HTTP_ROUNDS (3), HTTP_SECONDS (10), HTTP_CONNECTIONS (32), HTTP_THREADS (2),
 *      BENCH_SKIP_BUILD=1.
 */
import { spawn } from 'node:child_process';
import * as http from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { mkdirSync, writeFileSync } from 'node:fs';
import { ROOT, median, note, report, tempDir } from './_lib.js';
import { BENCH_DATABASE, PostgresCpu, scratchDatabase } from './_postgres.js';
import { html20kMessage } from './_extract-inputs.js';
import {
  BENCH_BASE, CpuMeter, alternate, buildPackages, ensureTools, httpGet, list, prepareData, sampleMessage, spawnScript, type ScriptProcess,
} from './_daemon.js';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ROUNDS = num('HTTP_ROUNDS', 3);
const SECONDS = num('HTTP_SECONDS', 10);
const CONNECTIONS = num('HTTP_CONNECTIONS', 32);
const THREADS = num('HTTP_THREADS', 2);

const BARE_SOURCE = `
import * as http from 'node:http';
import Database from 'better-sqlite3';
const db = new Database(process.env.DB, { readonly: true, fileMustExist: true });
const byId = db.prepare('SELECT m.*, c.text_body, c.html_body FROM messages m JOIN message_content c ON c.seq = m.seq WHERE m.id = ?');
const prefix = '/v1/messages/';
const server = http.createServer((req, res) => {
  const q = req.url.indexOf('?');
  const path = q === -1 ? req.url : req.url.slice(0, q);
  const row = path.startsWith(prefix) ? byId.get(path.slice(prefix.length)) : undefined;
  if (!row) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not_found"}');
    return;
  }
  const body = JSON.stringify(row);
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
});
server.listen(0, '127.0.0.1', () => console.log('READY ' + JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => { server.close(); db.close(); process.exit(0); });
`;

const INBOXKIT_SOURCE = `
import * as http from 'node:http';
import { createInboxService } from '@inboxkit/core';
import { createApi } from '@inboxkit/daemon';
const service = await createInboxService({ database: process.env.DB });
const server = http.createServer();
server.listen(0, '127.0.0.1', () => {
  const port = server.address().port;
  const api = createApi({ service, baseUrl: 'http://127.0.0.1:' + port, ipShield: false });
  server.on('request', api.nodeListener);
  console.log('READY ' + JSON.stringify({ port }));
});
process.on('SIGTERM', () => { server.close(); service.close().then(() => process.exit(0)); });
`;

interface WrkResult {
  rps: number;
  latencyAvg: string;
  latencyMax: string;
  non2xx: number;
  errors: string;
  requests: number;
}

/** `script`: a wrk Lua script choosing each request's path (the URL then gives the server only). */
function runWrk(url: string, key: string, seconds: number, script?: string): Promise<WrkResult> {
  return new Promise((resolve, reject) => {
    const args = [`-t${THREADS}`, `-c${CONNECTIONS}`, `-d${seconds}s`, '-H', `Authorization: Bearer ${key}`, ...(script ? ['-s', script] : []), url];
    const proc = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    proc.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    proc.stderr.setEncoding('utf8').on('data', (c: string) => (out += c));
    const timer = setTimeout(() => proc.kill('SIGKILL'), (seconds + 30) * 1000);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
      if (code !== 0 || !rps) return reject(new Error(`wrk exited ${code}: ${out}`));
      const lat = /Latency\s+(\S+)\s+(\S+)\s+(\S+)/.exec(out);
      resolve({
        rps: Number(rps[1]),
        latencyAvg: lat?.[1] ?? '?',
        latencyMax: lat?.[3] ?? '?',
        non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
        errors: /Socket errors:[^\n]*/.exec(out)?.[0] ?? '',
        requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
      });
    });
  });
}

/** Messages seeded for the engines' comparison of distinct reads. */
const DISTINCT = num('HTTP_DISTINCT_MESSAGES', 1000);

/** Seeds DISTINCT ~4 KB multipart mails (analysed) into a prepared database; returns its data and the message ids. */
async function seeded(dir: string, database?: string) {
  const ids: string[] = [];
  const data = await prepareData(dir, {
    ...(database ? { database } : {}),
    seed: async (service, address) => {
      for (let i = 0; i < DISTINCT; i += 50) {
        const batch = Array.from({ length: Math.min(50, DISTINCT - i) }, (_, j) => sampleMessage(`Your Acme Cloud sign-in code ${i + j}`, address, i + j));
        for (const result of await Promise.all(batch.map((raw) => service.ingest(raw, { mailFrom: 'no-reply@acme.example', rcptTo: [address] })))) {
          ids.push(result.stored[0]!.messageId);
        }
      }
      await service.analysisQueue?.runDue();
    },
  });
  return { data, messageId: ids[0]!, ids };
}

/** A wrk script that asks for one of `ids` at random per request. */
function distinctScript(file: string, ids: string[]): string {
  writeFileSync(file, `local ids = {${ids.map((id) => `"${id}"`).join(',')}}
request = function() return wrk.format("GET", "/v1/messages/" .. ids[math.random(#ids)]) end
`);
  return file;
}

/** The same Inboxkit server on SQLite and on PostgreSQL (BENCH_DATABASE), alternating. */
async function engines(): Promise<void> {
  const work = tempDir('ik-bench-http-engines-');
  const scratch = await scratchDatabase(BENCH_DATABASE!);
  const servers: ScriptProcess[] = [];
  report('machine_loadavg_1m_start', loadavg()[0]!);
  try {
    mkdirSync(join(work.dir, 'sqlite'));
    const lite = await seeded(join(work.dir, 'sqlite'));
    const pg = await seeded(work.dir, scratch.url);
    const sqliteServer = await spawnScript('inboxkit createApi (SQLite)', INBOXKIT_SOURCE, { DB: lite.data.database });
    servers.push(sqliteServer);
    const pgServer = await spawnScript('inboxkit createApi (PostgreSQL)', INBOXKIT_SOURCE, { DB: scratch.url });
    servers.push(pgServer);
    const base = { sqlite: `http://127.0.0.1:${String(sqliteServer.ready.port)}`, postgres: `http://127.0.0.1:${String(pgServer.ready.port)}` };
    const urls = { sqlite: `${base.sqlite}/v1/messages/${lite.messageId}`, postgres: `${base.postgres}/v1/messages/${pg.messageId}` };
    const scripts = {
      sqlite: distinctScript(join(work.dir, 'sqlite.lua'), lite.ids),
      postgres: distinctScript(join(work.dir, 'postgres.lua'), pg.ids),
    };
    const keys = { sqlite: lite.data.apiKey, postgres: pg.data.apiKey };
    const agent = new http.Agent({ keepAlive: false });
    for (const name of ['sqlite', 'postgres'] as const) {
      const res = await httpGet(urls[name], { authorization: `Bearer ${keys[name]}` }, agent);
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${res.body.slice(0, 300)}`);
      note(`${name}: body ${res.body.length} B`);
    }
    await runWrk(urls.sqlite, keys.sqlite, 2);
    await runWrk(urls.postgres, keys.postgres, 2);
    // One message read by every connection (requests in flight share one read: see
    // sharedRead in the daemon's routes) and, apart, DISTINCT messages at random (each
    // request a read of its own, as readers of different mail make).
    const measure = (name: 'sqlite' | 'postgres', server: ScriptProcess, distinct: boolean) => async () => {
      const cpu = new CpuMeter(server.pid).start();
      const pgCpu = new PostgresCpu().start();
      const r = distinct ? await runWrk(base[name], keys[name], SECONDS, scripts[name]) : await runWrk(urls[name], keys[name], SECONDS);
      cpu.stop();
      pgCpu.stop();
      const n = Math.max(1, r.requests);
      return { ...r, cpuUsPerReq: (cpu.result.allMs * 1000) / n, pgCpuUsPerReq: (pgCpu.ms * 1000) / n };
    };
    const runs = await alternate({
      sqlite: measure('sqlite', sqliteServer, false), postgres: measure('postgres', pgServer, false),
      sqlite_distinct: measure('sqlite', sqliteServer, true), postgres_distinct: measure('postgres', pgServer, true),
    }, ROUNDS, (name, round, r) =>
      note(`${name} round ${round + 1}: ${r.rps.toFixed(0)} req/s, latency avg ${r.latencyAvg} max ${r.latencyMax}, non-2xx ${r.non2xx}`
        + `${r.errors ? `, ${r.errors}` : ''}, Node CPU ${r.cpuUsPerReq.toFixed(0)} µs/req, PostgreSQL server CPU ${r.pgCpuUsPerReq.toFixed(0)} µs/req; load ${loadavg()[0]!.toFixed(1)}`));
    const sqlite = runs.sqlite.map((r) => r.rps);
    const postgres = runs.postgres.map((r) => r.rps);
    note(`per round, req/s: sqlite ${list(sqlite)}; postgres ${list(postgres)}`);
    note(`per pair (postgres / sqlite): ${postgres.map((v, i) => (v / sqlite[i]!).toFixed(3)).join(' ')}`);
    report('http_get_message_sqlite_rps', median(sqlite));
    report('http_get_message_postgres_rps', median(postgres));
    report('http_get_message_postgres_ratio', median(postgres) / median(sqlite));
    report('http_get_message_sqlite_cpu_us_per_req', median(runs.sqlite.map((r) => r.cpuUsPerReq)));
    report('http_get_message_postgres_node_cpu_us_per_req', median(runs.postgres.map((r) => r.cpuUsPerReq)));
    report('http_get_message_postgres_server_cpu_us_per_req', median(runs.postgres.map((r) => r.pgCpuUsPerReq)));
    const sqliteD = runs.sqlite_distinct.map((r) => r.rps);
    const postgresD = runs.postgres_distinct.map((r) => r.rps);
    note(`distinct messages per round, req/s: sqlite ${list(sqliteD)}; postgres ${list(postgresD)}`);
    note(`distinct messages per pair (postgres / sqlite): ${postgresD.map((v, i) => (v / sqliteD[i]!).toFixed(3)).join(' ')}`);
    report('http_get_distinct_messages', DISTINCT);
    report('http_get_distinct_sqlite_rps', median(sqliteD));
    report('http_get_distinct_postgres_rps', median(postgresD));
    report('http_get_distinct_postgres_ratio', median(postgresD) / median(sqliteD));
    report('http_get_distinct_sqlite_cpu_us_per_req', median(runs.sqlite_distinct.map((r) => r.cpuUsPerReq)));
    report('http_get_distinct_postgres_node_cpu_us_per_req', median(runs.postgres_distinct.map((r) => r.cpuUsPerReq)));
    report('http_get_distinct_postgres_server_cpu_us_per_req', median(runs.postgres_distinct.map((r) => r.pgCpuUsPerReq)));
    report('http_get_message_engines_non2xx', Object.values(runs).flat().reduce((n, r) => n + r.non2xx, 0));
  } finally {
    for (const s of servers) await s.stop();
    await scratch.drop();
    work.cleanup();
  }
  report('machine_loadavg_1m_end', loadavg()[0]!);
}

const DISTINCT_HTML = num('HTTP_DISTINCT_HTML', 200);

/** This checkout's server against BENCH_BASE's on 20 KB HTML mail, each on data its own code wrote. */
async function baseComparison(): Promise<void> {
  const work = tempDir('ik-bench-http-base-');
  const servers: ScriptProcess[] = [];
  report('machine_loadavg_1m_start', loadavg()[0]!);
  try {
    const roots = { this: ROOT, base: BENCH_BASE! } as const;
    const setups = {} as Record<'this' | 'base', { port: number; key: string; id: string; ids: string[]; server: ScriptProcess }>;
    for (const name of ['this', 'base'] as const) {
      const dir = join(work.dir, name);
      mkdirSync(dir);
      const ids: string[] = [];
      const data = await prepareData(dir, {
        root: roots[name],
        seed: async (service, address) => {
          for (let i = 0; i < DISTINCT_HTML; i++) {
            const result = await service.ingest(html20kMessage(address, i), { mailFrom: 'news@northwind.example', rcptTo: [address] });
            ids.push(result.stored[0]!.messageId);
          }
          await service.analysisQueue?.runDue();
        },
      });
      const server = await spawnScript(`inboxkit createApi (${name})`, INBOXKIT_SOURCE, { DB: data.database }, undefined, roots[name]);
      servers.push(server);
      setups[name] = { port: Number(server.ready.port), key: data.apiKey, id: ids[0]!, ids, server };
    }
    const agent = new http.Agent({ keepAlive: false });
    const bodies: Record<string, string> = {};
    for (const name of ['this', 'base'] as const) {
      const { port, key, id } = setups[name];
      const res = await httpGet(`http://127.0.0.1:${port}/v1/messages/${id}`, { authorization: `Bearer ${key}` }, agent);
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${res.body.slice(0, 300)}`);
      bodies[name] = res.body;
      note(`${name}: body ${res.body.length} B`);
    }
    // The same message either way: only the storage under it differs. Fields one side adds
    // (a newer tree's additive fields) are left out of the comparison and noted.
    const messageOf = (body: string) => (JSON.parse(body) as { message: Record<string, unknown> }).message;
    const [mine, theirs] = [messageOf(bodies.this!), messageOf(bodies.base!)];
    const added = Object.keys(mine).filter((k) => !(k in theirs));
    if (added.length) note(`fields only this tree answers: ${added.join(', ')}`);
    const strip = (m: Record<string, unknown>) => JSON.stringify(Object.fromEntries(Object.entries({ ...m, id: 0, inbox_id: 0, inbox_email_address: 0, received_at: 0, to_email: 0, analysis: 0 })
      .filter(([k]) => k in mine && k in theirs)));
    if (strip(mine) !== strip(theirs)) throw new Error('the two servers answer different messages');
    const scripts = { this: distinctScript(join(work.dir, 'this.lua'), setups.this.ids), base: distinctScript(join(work.dir, 'base.lua'), setups.base.ids) };
    const url = (name: 'this' | 'base', one: boolean) => `http://127.0.0.1:${setups[name].port}${one ? `/v1/messages/${setups[name].id}` : ''}`;
    for (const name of ['this', 'base'] as const) await runWrk(url(name, true), setups[name].key, 2);
    const measure = (name: 'this' | 'base', distinct: boolean) => async () => {
      const cpu = new CpuMeter(setups[name].server.pid).start();
      const r = distinct ? await runWrk(url(name, false), setups[name].key, SECONDS, scripts[name]) : await runWrk(url(name, true), setups[name].key, SECONDS);
      cpu.stop();
      return { ...r, cpuUsPerReq: (cpu.result.allMs * 1000) / Math.max(1, r.requests) };
    };
    const runs = await alternate({
      base: measure('base', false), this: measure('this', false), base_distinct: measure('base', true), this_distinct: measure('this', true),
    }, ROUNDS, (name, round, r) =>
      note(`${name} round ${round + 1}: ${r.rps.toFixed(0)} req/s, latency avg ${r.latencyAvg} max ${r.latencyMax}, non-2xx ${r.non2xx}`
        + `${r.errors ? `, ${r.errors}` : ''}, server CPU ${r.cpuUsPerReq.toFixed(0)} µs/req; load ${loadavg()[0]!.toFixed(1)}`));
    for (const [label, a, b] of [['one', 'this', 'base'], ['distinct', 'this_distinct', 'base_distinct']] as const) {
      const mine = runs[a].map((r) => r.rps);
      const theirs = runs[b].map((r) => r.rps);
      note(`${label}: per round, req/s: this ${list(mine)}; base ${list(theirs)}; per pair (this / base) ${mine.map((v, i) => (v / theirs[i]!).toFixed(3)).join(' ')}`);
      report(`http_get_html20k_${label}_this_rps`, median(mine));
      report(`http_get_html20k_${label}_base_rps`, median(theirs));
      report(`http_get_html20k_${label}_this_to_base_ratio`, median(mine) / median(theirs));
      report(`http_get_html20k_${label}_this_cpu_us_per_req`, median(runs[a].map((r) => r.cpuUsPerReq)));
      report(`http_get_html20k_${label}_base_cpu_us_per_req`, median(runs[b].map((r) => r.cpuUsPerReq)));
    }
    report('http_get_html20k_body_bytes', bodies.this!.length);
    report('http_get_html20k_non2xx', Object.values(runs).flat().reduce((n, r) => n + r.non2xx, 0));
  } finally {
    for (const s of servers) await s.stop();
    work.cleanup();
  }
  report('machine_loadavg_1m_end', loadavg()[0]!);
}

async function main(): Promise<void> {
  ensureTools({ wrk: true });
  if (BENCH_BASE) {
    buildPackages();
    return baseComparison();
  }
  if (BENCH_DATABASE) {
    buildPackages();
    return engines();
  }
  buildPackages();
  const work = tempDir('ik-bench-http-');
  const servers: ScriptProcess[] = [];
  report('machine_loadavg_1m_start', loadavg()[0]!);
  try {
    let messageId = '';
    const data = await prepareData(work.dir, {
      seed: async (service, address) => {
        const raw = sampleMessage('Your Acme Cloud sign-in code', address, 7);
        const result = await service.ingest(raw, { mailFrom: 'no-reply@acme.example', rcptTo: [address] });
        messageId = result.stored[0]!.messageId;
        await service.analysisQueue?.runDue();
      },
    });
    const bare = await spawnScript('bare node:http', BARE_SOURCE, { DB: data.database });
    servers.push(bare);
    const ik = await spawnScript('inboxkit createApi', INBOXKIT_SOURCE, { DB: data.database });
    servers.push(ik);
    const urls = {
      bare: `http://127.0.0.1:${String(bare.ready.port)}/v1/messages/${messageId}`,
      inboxkit: `http://127.0.0.1:${String(ik.ready.port)}/v1/messages/${messageId}`,
    };

    // Both answer 200 with the message; sizes for the record.
    const agent = new http.Agent({ keepAlive: false });
    const auth = { authorization: `Bearer ${data.apiKey}` };
    const bareRes = await httpGet(urls.bare, auth, agent);
    const ikRes = await httpGet(urls.inboxkit, auth, agent);
    const ikMessage = (JSON.parse(ikRes.body) as { message?: { id?: string; analysis?: { status?: string } } }).message;
    if (bareRes.status !== 200 || ikRes.status !== 200 || ikMessage?.id !== messageId) {
      throw new Error(`unexpected answers: bare ${bareRes.status}, inboxkit ${ikRes.status} ${ikRes.body.slice(0, 300)}`);
    }
    note(`message ${messageId} (analysis ${ikMessage.analysis?.status}); bare body ${bareRes.body.length} B, inboxkit body ${ikRes.body.length} B`);

    // Warm both up (JIT, page cache), then alternate.
    await runWrk(urls.bare, data.apiKey, 2);
    await runWrk(urls.inboxkit, data.apiKey, 2);
    const measure = (name: 'bare' | 'inboxkit', server: ScriptProcess) => async () => {
      const cpu = new CpuMeter(server.pid).start();
      const r = await runWrk(urls[name], data.apiKey, SECONDS);
      cpu.stop();
      return { ...r, cpuUsPerReq: (cpu.result.allMs * 1000) / Math.max(1, r.requests) };
    };
    const runs = await alternate({ bare: measure('bare', bare), inboxkit: measure('inboxkit', ik) }, ROUNDS, (name, round, r) =>
      note(`${name} round ${round + 1}: ${r.rps.toFixed(0)} req/s, latency avg ${r.latencyAvg} max ${r.latencyMax}, `
        + `non-2xx ${r.non2xx}${r.errors ? `, ${r.errors}` : ''}, server CPU ${r.cpuUsPerReq.toFixed(0)} µs/req; load ${loadavg()[0]!.toFixed(1)}`));
    const bareRps = median(runs.bare.map((r) => r.rps));
    const ikRps = median(runs.inboxkit.map((r) => r.rps));
    note(`bare per round: ${list(runs.bare.map((r) => r.rps))}; inboxkit: ${list(runs.inboxkit.map((r) => r.rps))}`);
    const bareCpu = median(runs.bare.map((r) => r.cpuUsPerReq));
    const ikCpu = median(runs.inboxkit.map((r) => r.cpuUsPerReq));
    report('http_get_message_bare_rps', bareRps);
    report('http_get_message_inboxkit_rps', ikRps);
    report('http_get_message_ratio', ikRps / bareRps);
    report('http_get_message_bare_cpu_us_per_req', bareCpu);
    report('http_get_message_inboxkit_cpu_us_per_req', ikCpu);
    report('http_get_message_cpu_efficiency_ratio', bareCpu / ikCpu);
    report('http_get_message_non2xx', [...runs.bare, ...runs.inboxkit].reduce((n, r) => n + r.non2xx, 0));
    report('http_get_message_inboxkit_body_bytes', ikRes.body.length);
    report('http_get_message_bare_body_bytes', bareRes.body.length);
  } finally {
    for (const s of servers) await s.stop();
    work.cleanup();
  }
  report('machine_loadavg_1m_end', loadavg()[0]!);
}

await main();
