import { parseArgs, type ParseArgsConfig } from 'node:util';
import { createClient, type InboxkitClient } from '../client.js';
import { InboxkitApiError, InboxkitClientError, InboxkitNetworkError, WaitTimeoutError } from '../errors.js';
import { DEFAULT_BASE_URL, CredentialsError, readCredentials, credentialsTooOpen, credentialsPath, type Env, type StoredCredentials } from './credentials.js';
import { sanitizeLine } from './format.js';

/**
 * Everything a client command touches of its surroundings, so it runs the same from the bin
 * script (process streams and env) and in-process (tests: in-memory streams, a given env).
 */
export interface ClientCommandIo {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: Env;
  /**
   * The client's sleep between `wait` polls and between retries (ClientOptions.sleep).
   * Default an abortable setTimeout; tests pass one that tells them when a wait is polling.
   */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Ends a command that runs until stopped (`tail`); the real CLI stops on SIGINT instead. */
  signal?: AbortSignal;
}

/** Exit codes of the client commands (documented in docs/client.md and --help). */
export const EXIT = Object.freeze({
  ok: 0,
  /** The service answered with an error (or sign-in failed). */
  apiError: 1,
  /** Bad command line. */
  usage: 2,
  /** `wait` reached its timeout. */
  waitTimeout: 3,
  /** The service could not be reached (refused, DNS, timeout). */
  unreachable: 4,
  /** No API key: neither INBOXKIT_API_KEY nor stored credentials for this server. */
  notSignedIn: 5,
});

export class UsageError extends Error {
  /** The command whose help explains the fix, e.g. "inboxes create". */
  readonly command: string;
  constructor(message: string, command = '') {
    super(message);
    this.name = 'UsageError';
    this.command = command;
  }
}

export class NotSignedInError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotSignedInError';
  }
}

export class CommandError extends Error {
  readonly code: string;
  readonly exitCode: number;
  constructor(code: string, message: string, exitCode: number = EXIT.apiError) {
    super(message);
    this.name = 'CommandError';
    this.code = code;
    this.exitCode = exitCode;
  }
}

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

export function output(io: ClientCommandIo): Output {
  const line = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);
  return {
    out: (text) => void io.stdout.write(line(text)),
    err: (text) => void io.stderr.write(line(text)),
  };
}

type Options = NonNullable<ParseArgsConfig['options']>;

export const COMMON_OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  'base-url': { type: 'string' },
} as const satisfies Options;

/** util.parseArgs (strict) with the common options; its errors become usage errors. */
type Parsed<O extends Options> = ReturnType<typeof parseArgs<{
  args: string[];
  options: typeof COMMON_OPTIONS & O;
  allowPositionals: true;
  strict: true;
}>>;

export function parseCommand<O extends Options>(command: string, args: string[], options: O, maxPositionals: number): Parsed<O> {
  let parsed: Parsed<O>;
  try {
    parsed = parseArgs({ args, options: { ...COMMON_OPTIONS, ...options }, allowPositionals: true, strict: true });
  } catch (error) {
    // parseArgs explains how to pass "-x" as a positional; the first sentence is the point.
    const message = ((error as Error).message ?? String(error)).split('. ')[0]!.replace(/\.$/, '');
    throw new UsageError(message, command);
  }
  if (parsed.positionals.length > maxPositionals) {
    throw new UsageError(`unexpected argument "${parsed.positionals[maxPositionals]}"`, command);
  }
  return parsed;
}

export function normalizeBaseUrl(value: string, command: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`"${value}" is not a URL (e.g. ${DEFAULT_BASE_URL})`, command);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`the base URL must be http or https: ${value}`, command);
  return value.replace(/\/+$/, '');
}

export interface ResolvedConfig {
  baseUrl: string;
  apiKey: string | null;
  /** Where the key came from. */
  keySource: 'env' | 'stored' | null;
  stored: StoredCredentials | null;
}

/**
 * Base URL: --base-url, else INBOXKIT_BASE_URL, else the stored one, else the default.
 * Key: INBOXKIT_API_KEY, else the stored key, but only when the base URL is the server it
 * was issued by (a key is never sent to another server because a URL was overridden).
 */
export function resolveConfig(env: Env, flagBaseUrl: string | undefined, command: string): ResolvedConfig {
  const stored = readCredentials(env);
  const raw = flagBaseUrl || env.INBOXKIT_BASE_URL || stored?.base_url || DEFAULT_BASE_URL;
  const baseUrl = normalizeBaseUrl(raw, command);
  if (env.INBOXKIT_API_KEY) return { baseUrl, apiKey: env.INBOXKIT_API_KEY, keySource: 'env', stored };
  if (stored && normalizeBaseUrl(stored.base_url, command) === baseUrl) return { baseUrl, apiKey: stored.api_key, keySource: 'stored', stored };
  return { baseUrl, apiKey: null, keySource: null, stored };
}

export function makeClient(io: ClientCommandIo, baseUrl: string, apiKey: string | null): InboxkitClient {
  const { err } = output(io);
  return createClient({
    baseUrl,
    apiKey,
    ...(io.sleep ? { sleep: io.sleep } : {}),
    onRetry: ({ error, delayMs }) => {
      err(`inboxkit: ${sanitizeLine(error.message)} (${error.code}); retrying in ${Math.ceil(delayMs / 1000)} s`);
    },
  });
}

/** A client with a key, or NotSignedInError. Warns once when the credentials file is readable by others. */
export function authedClient(io: ClientCommandIo, flagBaseUrl: string | undefined, command: string): InboxkitClient {
  const config = resolveConfig(io.env, flagBaseUrl, command);
  if (!config.apiKey) {
    const other = config.stored ? ` (the stored key is for ${config.stored.base_url})` : '';
    throw new NotSignedInError(`not signed in to ${config.baseUrl}${other}; run "inboxkit login" or set INBOXKIT_API_KEY`);
  }
  if (config.keySource === 'stored' && credentialsTooOpen(io.env)) {
    output(io).err(`inboxkit: warning: ${credentialsPath(io.env)} is readable by other users; run: chmod 600 ${credentialsPath(io.env)}`);
  }
  return makeClient(io, config.baseUrl, config.apiKey);
}

/** The one-line stderr report of an error, and the exit code. */
export function describeFailure(error: unknown): { line: string; exitCode: number } {
  const msg = (e: Error) => sanitizeLine(e.message);
  if (error instanceof UsageError) {
    const help = error.command ? `inboxkit ${error.command} --help` : 'inboxkit --help';
    return { line: `inboxkit: ${msg(error)} (usage_error); see "${help}"`, exitCode: EXIT.usage };
  }
  if (error instanceof WaitTimeoutError) {
    return { line: `inboxkit: ${msg(error)} (wait_timeout)`, exitCode: EXIT.waitTimeout };
  }
  if (error instanceof InboxkitApiError) {
    const ids = [error.code, error.request_id].filter(Boolean).join(', ');
    const next = error.next_action ? `; see ${sanitizeLine(error.next_action.url)}` : '';
    return { line: `inboxkit: ${msg(error)} (${ids})${next}`, exitCode: EXIT.apiError };
  }
  if (error instanceof InboxkitNetworkError) {
    const hint = error.code === 'network_error' ? '; is the service running and the base URL right?' : '';
    return { line: `inboxkit: ${msg(error)} (${error.code})${hint}`, exitCode: EXIT.unreachable };
  }
  if (error instanceof NotSignedInError) return { line: `inboxkit: ${msg(error)} (not_signed_in)`, exitCode: EXIT.notSignedIn };
  if (error instanceof CredentialsError) return { line: `inboxkit: ${msg(error)} (credentials_error)`, exitCode: EXIT.apiError };
  if (error instanceof CommandError) return { line: `inboxkit: ${msg(error)} (${error.code})`, exitCode: error.exitCode };
  if (error instanceof InboxkitClientError) return { line: `inboxkit: ${msg(error)} (${error.code})`, exitCode: EXIT.apiError };
  const e = error instanceof Error ? error : new Error(String(error));
  return { line: `inboxkit: ${msg(e)} (internal_error)`, exitCode: EXIT.apiError };
}
