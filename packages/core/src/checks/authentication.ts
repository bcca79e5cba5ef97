import type { DnsResolve } from './dns.js';
import type { AuthenticationReport, AuthResult } from './types.js';

/** The SMTP envelope kept with each message (the `envelope` column's JSON). */
export interface MailEnvelope {
  mail_from: string | null;
  client_address: string | null;
  helo: string | null;
}

// mailauth and what it loads (nodemailer, joi, undici, tldts…) cost about 0.5 s of CPU to
// import: loaded with the first check, not with every process that imports core.
let mailauth: Promise<typeof import('mailauth')> | null = null;

const WORDS = new Set<AuthResult>(['pass', 'fail', 'softfail', 'neutral', 'none', 'temperror', 'permerror', 'policy']);
const word = (value: unknown): AuthResult => (typeof value === 'string' && WORDS.has(value.toLowerCase() as AuthResult)
  ? value.toLowerCase() as AuthResult : 'none');
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** `::ffff:192.0.2.1` (an IPv4 client on a dual-stack listener) as the IPv4 address SPF records name. */
export const clientAddress = (address: string | null | undefined): string | null =>
  address ? address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1') : null;

interface MailauthStatus { result?: string; comment?: string }
interface MailauthResult {
  spf?: { domain?: string; status?: MailauthStatus } | false;
  dkim?: { results?: Array<{ signingDomain?: string; selector?: string; status?: MailauthStatus & { header?: { s?: string } } }> };
  dmarc?: { status?: MailauthStatus; policy?: string; p?: string; domain?: string } | false;
  arc?: { status?: MailauthStatus } | false;
}

/**
 * SPF, DKIM, DMARC and ARC of one received message, with mailauth (RFC 8601 result words).
 * SPF is checked for the client address and MAIL FROM (HELO when MAIL FROM is empty); mail
 * with no client address (ingested in-process) gets SPF `none`. BIMI is not checked.
 *
 * @example
 * const report = await authenticateMail(raw, { mail_from: 'a@example.org', client_address: '192.0.2.1', helo: 'mx.example.org' }, resolve);
 * report.dkim[0]?.result; // 'pass'
 */
export async function authenticateMail(raw: Buffer, envelope: MailEnvelope, resolve: DnsResolve): Promise<AuthenticationReport> {
  const ip = clientAddress(envelope.client_address);
  mailauth ??= import('mailauth');
  const { authenticate } = await mailauth;
  const r = await authenticate(raw, {
    ip: ip ?? undefined, helo: envelope.helo ?? undefined, sender: envelope.mail_from ?? '', mta: 'inboxkit',
    resolver: resolve as never, disableBimi: true,
  }) as unknown as MailauthResult;
  const spf = r.spf || null;
  const dmarc = r.dmarc || null;
  return {
    spf: spf
      ? { result: word(spf.status?.result), domain: text(spf.domain), comment: text(spf.status?.comment) }
      : { result: 'none', domain: null, comment: ip ? null : 'no SMTP client address (the message was ingested in-process)' },
    // mailauth reports unsigned mail as one `none` entry; the report lists signatures only.
    dkim: (r.dkim?.results ?? []).filter((s) => s.signingDomain).map((s) => ({
      result: word(s.status?.result), domain: text(s.signingDomain), selector: text(s.selector ?? s.status?.header?.s), comment: text(s.status?.comment),
    })),
    dmarc: dmarc
      ? { result: word(dmarc.status?.result), policy: text(dmarc.policy ?? dmarc.p), comment: text(dmarc.status?.comment) }
      : { result: 'none', policy: null, comment: null },
    arc: { result: word(r.arc ? r.arc.status?.result : 'none'), comment: text(r.arc ? r.arc.status?.comment : null) },
  };
}
