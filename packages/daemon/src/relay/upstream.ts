// The upstream SMTP server mail is released and sent through (`--relay-url`): its URL parsed,
// its host judged by the SSRF rules webhooks use when it is configured, and each connection
// opened through them again (the address a name resolves to is checked at connect time).
import net from 'node:net';
import { createTransport, type Transporter } from 'nodemailer';
import { invalid, outboundHostRefusal, outboundLookup } from '@inboxkit/core';

export interface UpstreamOptions {
  /** `smtp://[user:pass@]host[:port]` (STARTTLS when offered, port 587 by default) or `smtps://…` (TLS from the start, port 465). */
  url: string;
  /** Let the relay be localhost or on a loopback, private or reserved address. */
  allowPrivate: boolean;
  /** The name in EHLO. */
  clientName: string;
  /** TLS toward the relay: a CA to trust (a test's or a private one), or no verification at all. */
  tls?: { ca?: string | Buffer; rejectUnauthorized?: boolean };
  /** Connecting, the greeting, and each command's answer. Default 15,000 ms. */
  timeoutMs?: number;
}

export interface Upstream {
  /** The URL without its password: `smtp://user:***@host:587`. */
  readonly redacted: string;
  /** A nodemailer transport for one send; close it after. */
  transport(): Transporter;
}

export const ALLOW_PRIVATE_RELAY_HINT = 'start the daemon with --relay-allow-private (INBOXKIT_RELAY_ALLOW_PRIVATE=1) for a relay on this machine or a private network';

/** Parses and checks the relay; `invalid('relayUrl')` names what is wrong. */
export function upstream(options: UpstreamOptions): Upstream {
  let url: URL;
  try {
    url = new URL(options.url);
  } catch {
    throw invalid('relayUrl', 'the relay must be a URL such as smtp://user:pass@smtp.example.com:587');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw invalid('relayUrl', 'the relay URL must start with smtp:// or smtps://');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === '') throw invalid('relayUrl', 'the relay URL names no host');
  const secure = url.protocol === 'smtps:';
  const port = url.port ? Number(url.port) : secure ? 465 : 587;
  const refusal = outboundHostRefusal(host, options.allowPrivate);
  if (refusal) throw invalid('relayUrl', `the relay ${host} is ${refusal}; ${ALLOW_PRIVATE_RELAY_HINT}`);
  let auth: { user: string; pass: string } | undefined;
  if (url.username !== '') {
    try {
      auth = { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) };
    } catch {
      throw invalid('relayUrl', 'the relay user or password is not validly URL-encoded');
    }
  }
  const redacted = `${url.protocol}//${url.username ? `${url.username}${url.password ? ':***' : ''}@` : ''}${url.host}`;
  const timeout = options.timeoutMs ?? 15_000;
  const lookup = outboundLookup(options.allowPrivate);

  /** A connected socket to the relay, opened through the SSRF rules (nodemailer does TLS on it). */
  const getSocket = (_o: unknown, callback: (err: Error | null, socketOptions?: { connection: net.Socket }) => void) => {
    const again = outboundHostRefusal(host, options.allowPrivate);
    if (again) return callback(new Error(`blocked: the relay ${host} is ${again}`));
    const socket = net.connect({ host, port, lookup });
    let settled = false;
    const settle = (error: Error | null) => {
      if (settled) return;
      settled = true;
      socket.setTimeout(0);
      socket.off('error', settle);
      if (error) {
        socket.destroy();
        callback(error);
      } else callback(null, { connection: socket });
    };
    socket.setTimeout(timeout, () => settle(Object.assign(new Error(`connecting to the relay timed out after ${timeout} ms`), { code: 'ETIMEDOUT' })));
    socket.once('error', settle);
    socket.once('connect', () => settle(null));
  };

  return {
    redacted,
    transport: () => createTransport({
      host, port, secure, auth, name: options.clientName,
      connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout,
      tls: { servername: net.isIP(host) ? undefined : host, ...options.tls },
      getSocket,
    }),
  };
}
