/**
 * `inboxkit login`: the CLI sign-in flow of the spec.
 *
 * 1. POST /v1/auth/cli/email/start with the email, a loopback `localhost_callback_url`
 *    (a one-shot server on 127.0.0.1, random port) and a random `callback_state`.
 * 2. Then two ways to finish, whichever completes first:
 *    - the browser reaches the callback with `code`, `state`, `auth_request_id`: the state is
 *      checked and the code exchanged (POST /v1/auth/cli/exchange);
 *    - the user types at the prompt either the emailed 6-digit code (POST .../email/verify
 *      with the challenge id) or the exchange code shown on the completion page (POST
 *      .../exchange).
 * 3. The key is stored with mode 0600 together with base URL, key id, account and email.
 * No browser is opened: the instructions are printed.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { InboxkitApiError, InboxkitNetworkError } from '../errors.js';
import { SCOPES, type CliAuthCompleteEnvelope, type CliAuthStartResponse } from '../types/index.js';
import { startCallbackServer, type CallbackOutcome, type CallbackServer } from './callback-server.js';
import { CommandError, UsageError, makeClient, normalizeBaseUrl, output, parseCommand, type ClientCommandIo } from './common.js';
import { DEFAULT_BASE_URL, readCredentials, writeCredentials } from './credentials.js';
import { sanitizeLine } from './format.js';
import { HELP } from './help.js';
import { LineReader } from './lines.js';

export const CODE_PROMPT = 'Enter the 6-digit code from the email, or the code shown on the completion page:';

/** Wrong codes typed at the prompt before login gives up (the service bounds attempts too). */
export const MAX_PROMPT_ATTEMPTS = 5;

/** A typed code: the emailed OTP (6 digits, spaces and dashes ignored) or an exchange code. */
export function classifyCode(input: string, otpOffered: boolean): { kind: 'otp' | 'exchange'; code: string } | null {
  const text = input.trim();
  if (text === '') return null;
  if (otpOffered && /^[\d\s-]+$/.test(text)) {
    const digits = text.replace(/[\s-]/g, '');
    if (/^\d{6}$/.test(digits)) return { kind: 'otp', code: digits };
  }
  return { kind: 'exchange', code: text };
}

export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) || /^[^\s@]+@[^\s@.]+$/.test(value);
}

/** Errors after which typing another code cannot help. */
function isFatal(error: unknown): boolean {
  if (error instanceof InboxkitNetworkError) return true;
  if (error instanceof InboxkitApiError) return error.status === 404 || error.status === 409 || error.status >= 500;
  return true;
}

export async function runLogin(args: string[], io: ClientCommandIo): Promise<number> {
  const { values } = parseCommand('login', args, {
    email: { type: 'string' },
    'no-browser': { type: 'boolean' },
  }, 0);
  const { out, err } = output(io);
  if (values.help) {
    out(HELP.login);
    return 0;
  }
  const stored = readCredentials(io.env);
  const baseUrl = normalizeBaseUrl(values['base-url'] || io.env.INBOXKIT_BASE_URL || stored?.base_url || DEFAULT_BASE_URL, 'login');
  const client = makeClient(io, baseUrl, null);
  const lines = new LineReader(io.stdin);
  let server: CallbackServer | null = null;
  let expiry: NodeJS.Timeout | null = null;

  try {
    let email = values.email?.trim();
    if (!email) {
      io.stderr.write('Email address: ');
      const line = await lines.next();
      email = line?.trim();
      if (!email) throw new UsageError('an email address is needed (--email EMAIL)', 'login');
    }
    if (!looksLikeEmail(email)) throw new UsageError(`"${email}" is not an email address`, 'login');

    const state = randomBytes(32).toString('base64url');
    let start: CliAuthStartResponse | null = null;
    let settled = false;
    let resolveDone!: (r: CliAuthCompleteEnvelope) => void;
    let rejectDone!: (e: unknown) => void;
    const done = new Promise<CliAuthCompleteEnvelope>((resolve, reject) => {
      resolveDone = resolve;
      rejectDone = reject;
    });
    done.catch(() => undefined); // observed below; avoids an unhandled rejection in between
    const finish = (r: CliAuthCompleteEnvelope) => {
      if (!settled) {
        settled = true;
        resolveDone(r);
      }
    };
    const fail = (e: unknown) => {
      if (!settled) {
        settled = true;
        rejectDone(e);
      }
    };

    let allowOrigin: string | null = null;
    try {
      allowOrigin = new URL(baseUrl).origin;
    } catch {
      allowOrigin = null;
    }
    server = await startCallbackServer({
      state,
      allowOrigin,
      onCallback: async ({ code, auth_request_id }): Promise<CallbackOutcome> => {
        if (settled) return { ok: true };
        const requestId = start?.auth_request_id ?? auth_request_id;
        if (!requestId) return { ok: false, message: 'the callback names no sign-in request' };
        if (start && auth_request_id && auth_request_id !== start.auth_request_id) {
          return { ok: false, message: 'the callback belongs to another sign-in request' };
        }
        try {
          finish(await client.auth.exchange({ auth_request_id: requestId, code }));
          return { ok: true };
        } catch (error) {
          if (settled) return { ok: true };
          err(`inboxkit: the browser callback could not complete sign-in: ${sanitizeLine((error as Error).message)}`);
          return { ok: false, message: 'Sign-in could not be completed from the browser' };
        }
      },
    });

    const label = `inboxkit CLI on ${hostname()}`.slice(0, 100);
    start = await client.auth.start({
      email,
      scopes: [...SCOPES],
      label,
      localhost_callback_url: server.url,
      callback_state: state,
    });
    const methods = start.delivery?.methods ?? [];
    const otpOffered = methods.includes('otp') || methods.length === 0;
    const how = [methods.includes('magic_link') ? 'a sign-in link' : null, methods.includes('otp') ? 'a 6-digit code' : null]
      .filter(Boolean).join(' and ') || 'sign-in instructions';
    err(`Sent ${how} to ${sanitizeLine(start.email ?? email)} (valid until ${start.expires_at}).`);
    if (methods.includes('magic_link')) {
      err('Open the link from the email in a browser on this machine: the completion page returns to this');
      err(`terminal through ${server.url}, or shows a code you can paste below.`);
    }

    // The request expires: stop waiting then.
    const expiresAt = Date.parse(start.expires_at);
    if (Number.isFinite(expiresAt) && expiresAt - Date.now() < 2_147_483_647 - 1000) {
      const ms = Math.max(0, expiresAt - Date.now()) + 1000;
      expiry = setTimeout(() => fail(new CommandError('sign_in_expired', 'the sign-in request expired; run "inboxkit login" again')), ms);
    }

    // The prompt, concurrently with the callback.
    const startInfo = start;
    const prompt = async () => {
      let wrong = 0;
      while (!settled) {
        io.stderr.write(`${CODE_PROMPT} `);
        const line = await lines.next();
        if (settled) return;
        if (line === null) {
          err('');
          err('inboxkit: no more input; waiting for the browser to complete sign-in (Ctrl-C to stop)');
          return;
        }
        const typed = classifyCode(line, otpOffered);
        if (!typed) continue;
        try {
          const result = typed.kind === 'otp'
            ? await client.auth.verifyOtp({ auth_request_id: startInfo.auth_request_id, challenge_id: startInfo.challenge_id, code: typed.code })
            : await client.auth.exchange({ auth_request_id: startInfo.auth_request_id, code: typed.code });
          finish(result);
          return;
        } catch (error) {
          if (settled) return;
          if (isFatal(error)) return fail(error);
          wrong++;
          const reason = error instanceof InboxkitApiError ? `${sanitizeLine(error.message)} (${error.code})` : sanitizeLine((error as Error).message);
          if (wrong >= MAX_PROMPT_ATTEMPTS) return fail(new CommandError('too_many_attempts', `${reason}; giving up after ${wrong} attempts`));
          err(`inboxkit: ${reason}; try again`);
        }
      }
    };
    prompt().catch(fail);

    const result = await done;
    const path = writeCredentials(io.env, {
      version: 1,
      base_url: baseUrl,
      api_key: result.api_key,
      key_id: result.key?.id ?? null,
      key_prefix: result.key?.key_prefix ?? null,
      account: result.account ? { id: result.account.id, name: result.account.name, slug: result.account.slug } : null,
      email: result.user?.email ?? email,
      user_id: result.user?.id ?? null,
      created_at: new Date().toISOString(),
    });
    err('');
    const who = result.account ? ` to account ${sanitizeLine(result.account.name)} (${sanitizeLine(result.account.slug)})` : '';
    err(`Signed in as ${sanitizeLine(result.user?.email ?? email)}${who}.`);
    err(`API key ${result.key?.key_prefix ?? ''}… saved to ${path} (mode 0600).`);
    if (result.dashboard_url) err(`Dashboard: ${sanitizeLine(result.dashboard_url)}`);
    return 0;
  } finally {
    if (expiry) clearTimeout(expiry);
    lines.close();
    await server?.close();
  }
}
