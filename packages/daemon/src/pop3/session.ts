// One POP3 session's commands (RFC 1939, with CAPA and response codes of RFC 2449, STLS of
// RFC 2595 and AUTH PLAIN of RFC 5034): the AUTHORIZATION state until a login, then TRANSACTION
// over the maildrop's snapshot, then UPDATE at QUIT, where the DELE marks are deleted through
// core. The listener (listener.ts) owns the socket and hands this one line at a time.
import type { Logger } from '../log/index.js';
import { logUnexpected } from '../log/index.js';
import type { Pop3Auth, Pop3Principal } from './auth.js';
import { openMaildrop, type Maildrop } from './maildrop.js';
import { multiline, topOf } from './wire.js';
import { logPop3Login, logPop3Quit, logPop3Refused } from './log.js';

/** What a session needs of its connection. */
export interface Pop3Connection {
  /** The client's address. */
  readonly remote: string;
  /** STLS can be offered and taken: a certificate is configured and TLS is not on yet. */
  readonly canStartTls: boolean;
  /** Writes; resolves once the bytes are handed on (the socket drained, or gone). */
  send(data: string | Buffer): Promise<void>;
  /** After `+OK` to STLS: TLS from the next byte (input the client sent before is dropped). */
  startTls(): void;
  /** Ends the connection once what was sent is flushed. */
  end(): void;
}

export interface Pop3SessionOptions {
  auth: Pop3Auth;
  logger: Logger;
  maxMaildropMessages: number;
  /** -ERR answers in a row before the connection is closed. */
  maxErrors: number;
}

export interface Pop3Session {
  /** The greeting, sent once the connection is admitted. */
  greet(): Promise<void>;
  /** Handles one command line (without its CRLF), or `null` for a line over the length limit. */
  command(line: string | null): Promise<void>;
}

type State = 'authorization' | 'transaction' | 'update';

const NUMBER = /^[1-9]\d{0,8}$/;
const COUNT = /^\d{1,9}$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * A session over `connection`.
 *
 * @example
 * const session = createPop3Session(connection, { auth, logger, maxMaildropMessages: 1_000, maxErrors: 20 });
 * await session.greet();
 * await session.command('CAPA');
 */
export function createPop3Session(connection: Pop3Connection, options: Pop3SessionOptions): Pop3Session {
  const { logger } = options;
  const remote = connection.remote;
  let state: State = 'authorization';
  let user: string | null = null;
  let saslPending = false;
  let principal: Pop3Principal | null = null;
  let drop: Maildrop | null = null;
  let errors = 0;
  let retrieved = 0;

  const ok = (text: string) => {
    errors = 0;
    return connection.send(`+OK ${text}\r\n`);
  };
  const err = async (text: string) => {
    if (++errors < options.maxErrors) return connection.send(`-ERR ${text}\r\n`);
    logPop3Refused(logger, { reason: 'too_many_errors', remote });
    await connection.send('-ERR too many errors, closing the connection\r\n');
    connection.end();
  };
  const data = async (head: string, body: Buffer) => {
    errors = 0;
    await connection.send(`+OK ${head}\r\n`);
    for (const part of multiline(body)) await connection.send(part);
  };

  const capabilities = () => [
    'TOP', 'UIDL', 'RESP-CODES', 'AUTH-RESP-CODE',
    ...(state === 'authorization' ? ['USER', 'SASL PLAIN', ...(connection.canStartTls ? ['STLS'] : [])] : []),
    'IMPLEMENTATION Inboxkit',
  ];

  const login = async (name: string, password: string) => {
    const result = await options.auth.login(name, password, remote);
    if (!result.ok) {
      logPop3Refused(logger, { reason: result.reason, remote, delayed_ms: result.delayedMs });
      return err(`[AUTH] ${result.message}`);
    }
    const opened = await openMaildrop(result.principal.scope, result.principal.inboxId, options.maxMaildropMessages);
    principal = result.principal;
    drop = opened;
    state = 'transaction';
    logPop3Login(logger, {
      account_id: principal.accountId, key_id: principal.keyId, inbox_id: principal.inboxId, messages: opened.total, remote,
    });
    return ok(`${principal.address} has ${opened.total} message${opened.total === 1 ? '' : 's'}`);
  };

  /** AUTH PLAIN's response: `authzid NUL authcid NUL password`, base64 (`=`: empty). */
  const plain = async (response: string) => {
    if (response === '*') return err('authentication cancelled');
    const text = response === '=' ? '' : response;
    if (!BASE64.test(text)) return err('[AUTH] the PLAIN response is not base64');
    const parts = Buffer.from(text, 'base64').toString('utf8').split('\0');
    if (parts.length !== 3) return err('[AUTH] the PLAIN response is not authzid NUL authcid NUL password');
    const [authzid, authcid, password] = parts as [string, string, string];
    if (authzid !== '' && authzid !== authcid) return err('[AUTH] acting as another user is not supported');
    return login(authcid, password);
  };

  const authorization = async (keyword: string, args: string[], rest: string) => {
    switch (keyword) {
      case 'USER':
        if (args.length !== 1) return err('USER takes the inbox address');
        user = args[0]!;
        return ok('now the API key with PASS');
      case 'PASS': {
        if (user === null) return err('USER first');
        const name = user;
        user = null;
        return login(name, rest);
      }
      case 'AUTH':
        if (args.length === 0) return connection.send('+OK SASL mechanisms follow\r\nPLAIN\r\n.\r\n');
        if (args[0]!.toUpperCase() !== 'PLAIN' || args.length > 2) return err('only the PLAIN mechanism is supported');
        if (args.length === 2) return plain(args[1]!);
        saslPending = true;
        return connection.send('+ \r\n');
      case 'STLS':
        if (!connection.canStartTls) return err('STLS is not available (no certificate, or TLS is on already)');
        await ok('begin TLS negotiation');
        return connection.startTls();
      case 'APOP':
        return err('APOP is not supported: USER and PASS, or AUTH PLAIN, with an API key as the password');
      default:
        return err(TRANSACTION_COMMANDS.has(keyword) ? 'log in first' : 'unknown command');
    }
  };

  /** The message number argument, when it names a message not marked deleted; else its -ERR is sent and null returned. */
  const messageArg = async (maildrop: Maildrop, arg: string | undefined): Promise<number | null> => {
    if (arg === undefined || !NUMBER.test(arg)) {
      await err('a message number is needed');
      return null;
    }
    const n = Number(arg);
    if (!maildrop.has(n)) {
      await err(n <= maildrop.total ? `message ${n} is deleted` : `no message ${n}`);
      return null;
    }
    return n;
  };

  const transaction = async (keyword: string, args: string[], maildrop: Maildrop, who: Pop3Principal) => {
    switch (keyword) {
      case 'STAT': {
        const { count, octets } = await maildrop.stat();
        return ok(`${count} ${octets}`);
      }
      case 'LIST':
      case 'UIDL': {
        const value = (n: number) => (keyword === 'LIST' ? maildrop.size(n).then(String) : Promise.resolve(maildrop.id(n)));
        if (args.length > 1) return err(`${keyword} takes at most a message number`);
        if (args.length === 1) {
          const n = await messageArg(maildrop, args[0]);
          return n === null ? undefined : ok(`${n} ${await value(n)}`);
        }
        let listing = '';
        for (const n of maildrop.live()) listing += `${n} ${await value(n)}\r\n`;
        errors = 0;
        return connection.send(`+OK ${keyword === 'LIST' ? 'scan' : 'unique-id'} listing follows\r\n${listing}.\r\n`);
      }
      case 'RETR':
      case 'TOP': {
        if (keyword === 'RETR' ? args.length !== 1 : args.length !== 2) return err(keyword === 'RETR' ? 'RETR takes a message number' : 'TOP takes a message number and a line count');
        if (keyword === 'TOP' && !COUNT.test(args[1]!)) return err('the line count must be a number');
        const n = await messageArg(maildrop, args[0]);
        if (n === null) return;
        const lines = await maildrop.lines(n);
        if (lines === null) return err(`message ${n} was deleted since this session began`);
        if (keyword === 'TOP') return data('top of message follows', topOf(lines, Number(args[1])));
        // Read, as the dashboard's opening it marks it, before the client has it.
        await maildrop.markRead(n);
        retrieved++;
        return data(`${lines.length} octets`, lines);
      }
      case 'DELE': {
        if (args.length !== 1) return err('DELE takes a message number');
        if (!who.scopes.includes('inboxes:write')) return err('deleting needs an API key with the inboxes:write scope');
        const n = await messageArg(maildrop, args[0]);
        if (n === null) return;
        maildrop.mark(n);
        return ok(`message ${n} deleted`);
      }
      case 'NOOP':
        return ok('');
      case 'RSET': {
        maildrop.reset();
        return ok(`maildrop has ${maildrop.total} message${maildrop.total === 1 ? '' : 's'}`);
      }
      default:
        return err(AUTHORIZATION_COMMANDS.has(keyword) ? 'already logged in' : 'unknown command');
    }
  };

  const quit = async () => {
    if (state !== 'transaction' || !drop || !principal) {
      await ok('Inboxkit POP3 signing off');
      return connection.end();
    }
    state = 'update';
    const { deleted, failed } = await drop.expunge();
    logPop3Quit(logger, { inbox_id: principal.inboxId, retrieved, deleted, failed, remote });
    if (failed > 0) await connection.send(`-ERR [SYS/TEMP] ${failed} of the deleted messages could not be removed\r\n`);
    else await ok(`Inboxkit POP3 signing off (${deleted} message${deleted === 1 ? '' : 's'} deleted)`);
    connection.end();
  };

  const handle = async (line: string | null) => {
    if (line === null) {
      saslPending = false;
      return err('line too long');
    }
    if (saslPending) {
      saslPending = false;
      return plain(line.trim());
    }
    const space = line.indexOf(' ');
    const keyword = (space === -1 ? line : line.slice(0, space)).toUpperCase();
    const rest = space === -1 ? '' : line.slice(space + 1);
    const args = rest.split(' ').filter((a) => a !== '');
    if (keyword === 'QUIT') return quit();
    if (keyword === 'CAPA') {
      errors = 0;
      return connection.send(`+OK capability list follows\r\n${capabilities().join('\r\n')}\r\n.\r\n`);
    }
    if (state === 'authorization') return authorization(keyword, args, rest);
    if (state === 'transaction' && drop && principal) return transaction(keyword, args, drop, principal);
  };

  return {
    greet: () => connection.send('+OK Inboxkit POP3 ready\r\n'),
    async command(line) {
      try {
        await handle(line);
      } catch (error) {
        // Storage failed (or closed under us): the client may try again; nothing is half done.
        logUnexpected(logger, 'pop3.error', error, { remote });
        await connection.send('-ERR [SYS/TEMP] temporary failure, try again later\r\n');
      }
    },
  };
}

const AUTHORIZATION_COMMANDS = new Set(['USER', 'PASS', 'AUTH', 'STLS', 'APOP']);
const TRANSACTION_COMMANDS = new Set(['STAT', 'LIST', 'UIDL', 'RETR', 'TOP', 'DELE', 'NOOP', 'RSET']);
