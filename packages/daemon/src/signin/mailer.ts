import { createTransport, type Transporter } from 'nodemailer';
import { InboxkitError, invalid, type InboxService } from '@inboxkit/core';

/** How a sign-in email leaves the daemon. */
export type SigninDeliveryRoute = 'store' | 'relay' | 'log';

export interface SigninMailerOptions {
  service: InboxService;
  /**
   * SMTP relay URL (`--smtp-relay` / `INBOXKIT_SMTP_RELAY`): `smtp://user:pass@host:587`
   * (STARTTLS when offered) or `smtps://user:pass@host:465` (TLS from the start). User and
   * password are URL-encoded. Null/empty: no relay.
   */
  smtpRelay?: string | null;
  /** Whether only this machine can reach the daemon (see isLoopbackDaemon): then, without a relay, codes go to the log. */
  loopback?: boolean;
  /** From header. Default: the relay user when it is an address, else `Inboxkit <no-reply@<domain>>`. */
  from?: string | null;
  /** The daemon's log (stderr). Default: process.stderr. */
  log?: (line: string) => void;
  /** Connection, greeting and socket timeout towards the relay. Default 15,000 ms. */
  relayTimeoutMs?: number;
}

/** One sign-in email: the 6-digit code and the magic link of the same challenge. */
export interface SigninMail {
  to: string;
  code: string;
  link: string;
  /** ISO timestamp when the code and link expire. */
  expiresAt: string;
  /** Minutes until then, for the text. */
  validMinutes: number;
}

export interface SigninMailer {
  /** The relay, password redacted, or null. */
  readonly relay: string | null;
  /**
   * Where mail to `email` would go now: into this service's own inbox, through the relay,
   * or to the log on a loopback daemon. Throws `unavailable` (503) saying what to
   * configure when none applies.
   */
  route(email: string): Promise<SigninDeliveryRoute>;
  /** Sends it (route decided again); throws `unavailable` when delivery fails. */
  send(mail: SigninMail): Promise<SigninDeliveryRoute>;
  close(): void;
}

export const RELAY_HINT =
  'configure an SMTP relay (--smtp-relay smtp://user:pass@host:587 or INBOXKIT_SMTP_RELAY), or sign in with an address of one of this service\'s inboxes';

interface RelayOptions {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string };
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

/** Parses `smtp://` / `smtps://` relay URLs; 400-style error naming `smtpRelay` otherwise. */
export function parseSmtpRelay(value: string, timeoutMs = 15_000): RelayOptions & { redacted: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('smtpRelay', 'the SMTP relay must be a URL such as smtp://user:pass@host:587');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw invalid('smtpRelay', 'the SMTP relay URL must start with smtp:// or smtps://');
  }
  if (!url.hostname) throw invalid('smtpRelay', 'the SMTP relay URL names no host');
  const secure = url.protocol === 'smtps:';
  const port = url.port ? Number(url.port) : secure ? 465 : 587;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let auth: RelayOptions['auth'];
  if (url.username !== '') {
    try {
      auth = { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) };
    } catch {
      throw invalid('smtpRelay', 'the SMTP relay user or password is not validly URL-encoded');
    }
  }
  const redacted = `${url.protocol}//${url.username ? `${url.username}${url.password ? ':***' : ''}@` : ''}${url.host}`;
  return {
    host, port, secure, auth, redacted,
    connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Subject, text and HTML of the sign-in email. */
export function composeSigninMail(mail: SigninMail): { subject: string; text: string; html: string } {
  const subject = `Your Inboxkit sign-in code: ${mail.code}`;
  const text = [
    `Sign in to Inboxkit as ${mail.to}.`,
    '',
    `Your sign-in code: ${mail.code}`,
    '',
    'Or open this sign-in link in a browser on the machine where you ran the command:',
    mail.link,
    '',
    `The code and the link expire in ${mail.validMinutes} minutes (${mail.expiresAt}) and complete one sign-in only.`,
    'If you did not try to sign in, ignore this email: nothing happens without the code or the link.',
    '',
  ].join('\r\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Sign in to Inboxkit as <strong>${escapeHtml(mail.to)}</strong>.</p>
<p>Your sign-in code: <strong style="font-size:1.4em;letter-spacing:.1em">${escapeHtml(mail.code)}</strong></p>
<p>Or open this <a href="${escapeHtml(mail.link)}">sign-in link</a> in a browser on the machine where you ran the command.</p>
<p style="color:#555">The code and the link expire in ${mail.validMinutes} minutes (${escapeHtml(mail.expiresAt)}) and complete one sign-in only.
If you did not try to sign in, ignore this email: nothing happens without the code or the link.</p>
</body></html>`;
  return { subject, text, html };
}

const defaultLog = (line: string) => {
  process.stderr.write(`${line}\n`);
};

/**
 * Sends sign-in emails. Order: an address that routes to one of this service's own
 * inboxes gets the mail straight into the store (no network); else the SMTP relay when
 * configured; else, on a loopback daemon, the daemon's log (stderr), so a local user can
 * finish; else 503 saying what to configure.
 */
export function createSigninMailer(options: SigninMailerOptions): SigninMailer {
  const service = options.service;
  const log = options.log ?? defaultLog;
  const relaySpec = options.smtpRelay ? parseSmtpRelay(options.smtpRelay, options.relayTimeoutMs) : null;
  const from = options.from
    || (relaySpec?.auth?.user.includes('@') ? `Inboxkit <${relaySpec.auth.user}>` : `Inboxkit <no-reply@${service.options.domain}>`);
  const envelopeFrom = /<([^>]+)>/.exec(from)?.[1] ?? from;
  let relay: Transporter | null = null;
  if (relaySpec) {
    const { redacted: _redacted, ...transport } = relaySpec;
    relay = createTransport(transport);
  }
  // Builds the raw message (RFC 5322 bytes) for delivery into the store.
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'crlf' });

  const route = async (email: string): Promise<SigninDeliveryRoute> => {
    if ((await service.route(email)).ok) return 'store';
    if (relay) return 'relay';
    if (options.loopback === true) return 'log';
    throw new InboxkitError('unavailable', `the sign-in email cannot be sent: no SMTP relay is configured; ${RELAY_HINT}`);
  };

  return {
    relay: relaySpec?.redacted ?? null,
    route,
    async send(mail) {
      const how = await route(mail.to);
      const { subject, text, html } = composeSigninMail(mail);
      const message = { from, to: mail.to, subject, text, html };
      if (how === 'store') {
        const info = await composer.sendMail(message);
        const raw = (info as unknown as { message: Buffer }).message;
        const result = await service.ingest(raw, { mailFrom: envelopeFrom, rcptTo: [mail.to] });
        if (result.stored.length === 0) {
          throw new InboxkitError('unavailable', `the sign-in email could not be stored for ${mail.to} (${result.rejected[0]?.reason ?? 'refused'})`);
        }
        return how;
      }
      if (how === 'relay') {
        try {
          await relay!.sendMail(message);
        } catch (error) {
          const why = error instanceof Error ? error.message : String(error);
          log(`inboxkit: the sign-in email to ${mail.to} failed at the SMTP relay ${relaySpec!.redacted}: ${why}`);
          throw new InboxkitError('unavailable', `the SMTP relay ${relaySpec!.redacted} did not take the sign-in email: ${why}`, { cause: error });
        }
        return how;
      }
      log(`inboxkit: sign-in email for ${mail.to} (no SMTP relay configured; shown here because the daemon is reachable only from this machine)`);
      log(`inboxkit:   code ${mail.code}`);
      log(`inboxkit:   link ${mail.link}`);
      log(`inboxkit:   expires ${mail.expiresAt}`);
      return how;
    },
    close() {
      relay?.close();
      composer.close();
    },
  };
}
