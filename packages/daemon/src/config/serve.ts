// The settings of `inboxkit serve` and `inboxkit run`, from the command line and the environment.
import { resolve } from 'node:path';
import { isWellFormedKey, parseDnsServer, parseSpamdAddress } from '@inboxkit/core';
import { LOG_FORMATS, LOG_LEVELS, type LogLevel } from '../log/index.js';
import { DAEMON_DEFAULTS, RUN_DEFAULTS } from './defaults.js';
import { MCP_OPTIONS, RUN_OPTIONS, SERVE_OPTIONS, type ServeKey } from './options.js';
import { UsageError, parseWith, type Env, type Given, type KeyOf } from './given.js';
import { count, httpUrl, oneOf, parseByteSize, port, storageOf } from './values.js';
import { smtpAuthOf } from './smtp-auth.js';
import { relayOf } from './relay.js';
import { METRICS_DEFAULT_HOST } from '../metrics/metrics-serve.js';
import type { McpConfig, RunConfig, ServeConfig } from './types.js';

export function parseServe(args: string[], env: Env, cwd = process.cwd()): ServeConfig | 'help' {
  const v = parseWith<ServeKey>('serve', args, env, SERVE_OPTIONS);
  if (v === 'help') return 'help';
  return { ...storageOf(v, cwd), ...serveSettings(v, cwd, DAEMON_DEFAULTS) };
}

/**
 * `inboxkit run [options] -- <command> [args…]`: serve's options before the `--` (ports and
 * log level default as RUN_DEFAULTS says), the command after it.
 */
export function parseRun(args: string[], env: Env, cwd = process.cwd()): RunConfig | 'help' {
  const cmd = 'run';
  const split = args.indexOf('--');
  const options = split < 0 ? args : args.slice(0, split);
  const noCommand = new UsageError('the command to run goes after --: inboxkit run [options] -- <command> [args…]', cmd);
  let v;
  try {
    v = parseWith<KeyOf<typeof RUN_OPTIONS>>(cmd, options, env, RUN_OPTIONS);
  } catch (error) {
    // `inboxkit run npm test`: the command without its --.
    if (split < 0 && (error as Error).message.startsWith('unexpected argument')) throw noCommand;
    throw error;
  }
  if (v === 'help') return 'help';
  if (split < 0) throw noCommand;
  const command = args.slice(split + 1);
  if (command.length === 0 || command[0] === '') throw new UsageError('no command after --', cmd);
  // A data directory or a database, when given, is the run's; else a fresh temporary directory.
  const given = v.str('dataDir') !== undefined || v.str('database') !== undefined ? storageOf(v, cwd) : null;
  if (given?.dataDir === null && v.bool('keepData')) throw new UsageError('--keep-data keeps a temporary data directory; with --database there is none', cmd);
  return {
    serve: serveSettings(v, cwd, { ...DAEMON_DEFAULTS, ...RUN_DEFAULTS }),
    dataDir: given?.dataDir ?? null,
    database: given?.dataDir === null ? given.database : null,
    keepData: v.bool('keepData'),
    command,
  };
}

/**
 * `inboxkit mcp [--embedded] [options]`: the options are run's and configure the embedded
 * daemon, so a flag of them without --embedded is a mistake (variables are ignored then: they
 * may be set for other commands).
 */
export function parseMcp(args: string[], env: Env, cwd = process.cwd()): McpConfig | 'help' {
  const cmd = 'mcp';
  const v = parseWith<KeyOf<typeof MCP_OPTIONS>>(cmd, args, env, MCP_OPTIONS);
  if (v === 'help') return 'help';
  const embedded = v.bool('embedded');
  if (!embedded) {
    const flag = args.find((a) => a.startsWith('--') && a !== '--embedded');
    if (flag !== undefined) throw new UsageError(`${flag.split('=')[0]} configures the embedded daemon: add --embedded`, cmd);
    return { embedded, serve: serveSettings(v, cwd, { ...DAEMON_DEFAULTS, ...RUN_DEFAULTS }), dataDir: null, database: null, keepData: false };
  }
  const given = v.str('dataDir') !== undefined || v.str('database') !== undefined ? storageOf(v, cwd) : null;
  if (given?.dataDir === null && v.bool('keepData')) throw new UsageError('--keep-data keeps a temporary data directory; with --database there is none', cmd);
  return {
    embedded,
    serve: serveSettings(v, cwd, { ...DAEMON_DEFAULTS, ...RUN_DEFAULTS }),
    dataDir: given?.dataDir ?? null,
    database: given?.dataDir === null ? given.database : null,
    keepData: v.bool('keepData'),
  };
}

/** Every setting of serve but the data directory, from what was given (serve's options, maybe more) and these defaults. */
function serveSettings<K extends string>(
  v: Given<K | ServeKey>, cwd: string, defaults: { httpPort: number; smtpPort: number; logLevel: LogLevel },
): Omit<ServeConfig, 'dataDir' | 'database'> {
  const cmd = v.command;
  const host = v.str('host') ?? DAEMON_DEFAULTS.host;
  const httpPort = port(v, 'httpPort', defaults.httpPort);
  const smtpPort = port(v, 'smtpPort', defaults.smtpPort);
  const domain = (v.str('domain') ?? DAEMON_DEFAULTS.domain).toLowerCase();
  if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/.test(domain)) {
    throw new UsageError(`${v.from('domain')} must be a domain name such as inboxkit.test, got "${domain}"`, cmd);
  }
  const publicUrl = httpUrl(v, 'publicUrl');
  const sizeRaw = v.str('maxMessageBytes');
  let maxMessageBytes: number = DAEMON_DEFAULTS.maxMessageBytes;
  if (sizeRaw !== undefined) {
    const parsed = parseByteSize(sizeRaw);
    if (parsed === null) throw new UsageError(`${v.from('maxMessageBytes')} must be a positive size such as 26214400 or 25M, got "${sizeRaw}"`, cmd);
    maxMessageBytes = parsed;
  }
  const certFile = v.str('tlsCert');
  const keyFile = v.str('tlsKey');
  if ((certFile === undefined) !== (keyFile === undefined)) {
    throw new UsageError('--tls-cert and --tls-key go together: give both or neither', cmd);
  }
  const smtpsPort = v.str('smtpsPort') === undefined ? null : port(v, 'smtpsPort', 0);
  if (smtpsPort !== null && certFile === undefined) {
    throw new UsageError(`${v.from('smtpsPort')} needs a certificate: give --tls-cert and --tls-key (the same as STARTTLS uses)`, cmd);
  }
  const pop3Port = v.str('pop3Port') === undefined ? null : port(v, 'pop3Port', 0);
  const { smtpAuth, smtpAuthMode } = smtpAuthOf(v);
  const apiKey = v.str('apiKey') ?? null;
  if (apiKey !== null && !isWellFormedKey(apiKey)) {
    throw new UsageError('INBOXKIT_API_KEY must be ik_live_ followed by at least 16 letters or digits', cmd);
  }
  const smtpRelay = v.str('smtpRelay') ?? null;
  if (smtpRelay !== null && !/^smtps?:\/\/[^/]+/.test(smtpRelay)) {
    throw new UsageError(`${v.from('smtpRelay')} must be an smtp:// or smtps:// URL, got "${smtpRelay}"`, cmd);
  }
  const signinAllow = (v.str('signinAllow') ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  const readyFile = v.str('readyFile');
  return {
    host, httpPort, smtpPort, smtpsPort, pop3Port, domain, publicUrl, maxMessageBytes,
    readyFile: readyFile === undefined ? null : resolve(cwd, readyFile),
    tls: certFile !== undefined && keyFile !== undefined ? { certFile: resolve(cwd, certFile), keyFile: resolve(cwd, keyFile) } : null,
    smtpAuth, smtpAuthMode, apiKey,
    webhookAllowPrivate: v.bool('webhookAllowPrivate'),
    analyzer: parseAnalyzer(v),
    checks: parseChecks(v),
    smtpRelay, signinAllow, relay: relayOf(v),
    maxMessagesPerConnection: count(v, 'maxMessagesPerConnection', 1),
    maxConnectionsPerAddress: count(v, 'maxConnectionsPerAddress', 1),
    httpMaxConnections: count(v, 'httpMaxConnections', 1),
    httpMaxConnectionsPerAddress: count(v, 'httpMaxConnectionsPerAddress', 1),
    ipShieldMax: count(v, 'ipShieldMax', 0),
    prepareThreads: count(v, 'prepareThreads', 0),
    logLevel: oneOf(v, 'logLevel', LOG_LEVELS) ?? defaults.logLevel,
    logFormat: oneOf(v, 'logFormat', LOG_FORMATS),
    metrics: metricsOf(v),
  };
}

function metricsOf<K extends string>(v: Given<K | ServeKey>): ServeConfig['metrics'] {
  const onApiPort = v.bool('metrics');
  const metricsPort = v.str('metricsPort') === undefined ? null : port(v, 'metricsPort', 0);
  const host = v.str('metricsHost');
  if (host !== undefined && metricsPort === null) throw new UsageError(`${v.from('metricsHost')} needs --metrics-port`, v.command);
  if (!onApiPort && metricsPort === null) return null;
  return { onApiPort, port: metricsPort, host: host ?? METRICS_DEFAULT_HOST };
}

function parseAnalyzer<K extends string>(v: Given<K | ServeKey>): ServeConfig['analyzer'] {
  const cmd = v.command;
  const kind = (v.str('analyzer') ?? 'builtin').toLowerCase();
  if (kind === 'builtin' || kind === 'off') return { kind };
  if (kind !== 'openai') throw new UsageError(`${v.from('analyzer')} must be builtin, openai or off, got "${kind}"`, cmd);
  const baseUrl = v.str('openaiBaseUrl');
  const model = v.str('openaiModel');
  if (!baseUrl || !/^https?:\/\//.test(baseUrl)) throw new UsageError('--analyzer openai needs --openai-base-url (an http(s) URL)', cmd);
  if (!model) throw new UsageError('--analyzer openai needs --openai-model', cmd);
  return { kind, baseUrl, model, apiKey: v.str('openaiApiKey') ?? null };
}

function parseChecks<K extends string>(v: Given<K | ServeKey>): ServeConfig['checks'] {
  const dns = v.str('dnsServer');
  let dnsServer: string | null = null;
  if (dns !== undefined) {
    try {
      dnsServer = parseDnsServer(dns);
    } catch {
      throw new UsageError(`${v.from('dnsServer')} must be IP:PORT, e.g. 127.0.0.1:5353 or [::1]:53, got "${dns}"`, v.command);
    }
  }
  const spamd = v.str('spamd') ?? null;
  if (spamd !== null) {
    try {
      parseSpamdAddress(spamd.trim());
    } catch {
      throw new UsageError(`${v.from('spamd')} must be HOST:PORT, e.g. 127.0.0.1:783, got "${spamd}"`, v.command);
    }
  }
  return {
    authentication: (oneOf(v, 'authChecks', ['on', 'off'] as const) ?? 'on') === 'on',
    dnsServer, spamd: spamd?.trim() ?? null, linkCheck: { allowPrivate: v.bool('linkCheckAllowPrivate') },
  };
}
