/**
 * Where the tests' daemon is. Either the environment names one (`inboxkit run -- <command>`,
 * one of the global setups below, or a daemon of your own: INBOXKIT_BASE_URL and
 * INBOXKIT_API_KEY), or a daemon is started in this process with `@inboxkit/daemon` (an
 * optional peer dependency, loaded only then).
 */
export interface InboxkitConnection {
  baseUrl: string;
  apiKey: string;
  /** Where an application under test sends mail; null when the environment does not say. */
  smtp: { host: string; port: number } | null;
  /** The receiving domain; null when the environment does not say. */
  domain: string | null;
  /** 'env' (a daemon someone else started) or 'in-process' (started here, stopped by close()). */
  source: 'env' | 'in-process';
  /** Stops the daemon started here; nothing for 'env'. Idempotent. */
  close(): Promise<void>;
}

/** The variables `inboxkit run` gives its command (docs/daemon.md, "inboxkit run"). */
export const ENV = Object.freeze({
  baseUrl: 'INBOXKIT_BASE_URL',
  apiKey: 'INBOXKIT_API_KEY',
  smtpHost: 'INBOXKIT_SMTP_HOST',
  smtpPort: 'INBOXKIT_SMTP_PORT',
  domain: 'INBOXKIT_DOMAIN',
});

type Env = Record<string, string | undefined>;

/** The daemon the environment names, or null when INBOXKIT_BASE_URL or INBOXKIT_API_KEY is unset. */
export function connectionFromEnv(env: Env = process.env): InboxkitConnection | null {
  const baseUrl = env[ENV.baseUrl];
  const apiKey = env[ENV.apiKey];
  if (!baseUrl || !apiKey) return null;
  const port = Number(env[ENV.smtpPort]);
  const host = env[ENV.smtpHost];
  return {
    baseUrl, apiKey,
    smtp: host && Number.isInteger(port) && port > 0 ? { host, port } : null,
    domain: env[ENV.domain] || null,
    source: 'env',
    close: async () => {},
  };
}

export interface InProcessOptions {
  /** Receiving domain. Default the daemon's ('inboxkit.test'). */
  domain?: string;
}

/**
 * Starts a daemon in this process: an in-memory database, SMTP and HTTP on free loopback
 * ports, and a new API key with every scope. Mail is parsed on this thread (no parse worker
 * pool): a test run's few messages do not need one, and a pool's threads start and warm up
 * in every test worker (under Playwright's module loader, for seconds).
 */
export async function startInProcessDaemon(options: InProcessOptions = {}): Promise<InboxkitConnection> {
  let daemonModule: typeof import('@inboxkit/daemon');
  try {
    daemonModule = await import('@inboxkit/daemon');
  } catch (error) {
    throw new Error(
      '@inboxkit/testing: no daemon to use. Run the tests under `inboxkit run -- <command>` (or set ' +
        `${ENV.baseUrl} and ${ENV.apiKey}), or install @inboxkit/daemon to start one in-process`,
      { cause: error },
    );
  }
  const daemon = await daemonModule.startDaemon({
    smtpPort: 0, httpPort: 0, serviceOptions: { prepareThreads: 0 }, ...(options.domain ? { domain: options.domain } : {}),
  });
  const { secret } = await daemon.service.apiKeys.create(daemon.service.accountId, { label: '@inboxkit/testing' });
  return {
    baseUrl: daemon.http.url,
    apiKey: secret,
    smtp: { host: daemon.smtp.host, port: daemon.smtp.port },
    domain: daemon.service.options.domain,
    source: 'in-process',
    close: () => daemon.stop(),
  };
}

/** The environment's daemon when it names one, else one started in this process. */
export async function connectInboxkit(options: InProcessOptions & { env?: Env } = {}): Promise<InboxkitConnection> {
  return connectionFromEnv(options.env) ?? startInProcessDaemon(options);
}

/**
 * For a test runner's global setup: unless the environment already names a daemon, starts one
 * in this process and writes the five variables into `env` (the runner's workers inherit
 * them). Returns the teardown, which stops it and removes the variables again.
 */
export async function startSharedDaemon(options: InProcessOptions & { env?: Env } = {}): Promise<() => Promise<void>> {
  const env = options.env ?? process.env;
  if (connectionFromEnv(env)) return async () => {};
  const connection = await startInProcessDaemon(options);
  env[ENV.baseUrl] = connection.baseUrl;
  env[ENV.apiKey] = connection.apiKey;
  env[ENV.smtpHost] = connection.smtp!.host;
  env[ENV.smtpPort] = String(connection.smtp!.port);
  env[ENV.domain] = connection.domain ?? undefined;
  return async () => {
    for (const name of Object.values(ENV)) delete env[name];
    await connection.close();
  };
}
