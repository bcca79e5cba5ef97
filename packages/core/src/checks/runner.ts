import { InboxkitError } from '../errors.js';
import type { Clock } from '../clock.js';
import type { Storage, KeptCheck } from '../storage/index.js';
import { extract } from '../extract/index.js';
import { authenticateMail, type MailEnvelope } from './authentication.js';
import { createDnsResolver } from './dns.js';
import { htmlCompatibility, loadHtmlData } from './html.js';
import { lint } from './lint.js';
import { createLinkChecker, type LinkCheckerOptions } from './links.js';
import { imageSources, readMail } from './mail.js';
import { createSpamdClient, parseSpamdAddress } from './spam.js';
import type { AuthenticationReport, LinkCheckReport, MessageChecks, SpamReport } from './types.js';

export interface ChecksOptions {
  /** SPF, DKIM, DMARC and ARC after each commit. Default true; false leaves `authentication` null. */
  authentication?: boolean;
  /** `HOST:PORT` of the DNS server authentication asks; default the system's resolvers. */
  dnsServer?: string | null;
  /** `HOST:PORT` of SpamAssassin's spamd; default none (`spam` is null). */
  spamd?: string | null;
  /** The link check's limits and SSRF rule (links.ts). */
  linkCheck?: Partial<LinkCheckerOptions>;
  /** Messages checked at once in the background. Default 4. */
  concurrency?: number;
}

/**
 * `queuedBytes`: the raw sources the background checks may hold (beyond it a message's check is
 * left to its first read); `links`: the most URLs one link check fetches (the first ones);
 * `quietMs`: how long ingest must have been idle before a background check starts.
 */
export const CHECKS_DEFAULTS = { authentication: true, concurrency: 4, queuedBytes: 32 * 1024 * 1024, links: 200, quietMs: 25 } as const;

/** What the checks need of the service: storage, the clock and a message's raw source. */
export interface ChecksDeps {
  storage: Storage;
  clock: Clock;
  raw(accountId: string, messageId: string): Promise<Buffer>;
  /**
   * Null once no mail has been ingested for `quietMs`, else a promise of a moment to ask again:
   * the background checks yield to ingest, so a burst's 250s never share the CPU with them.
   */
  ingesting?(quietMs: number): Promise<void> | null;
}

/** The checks of stored messages (docs/checks.md): background ones after each commit, the rest on read. */
export interface Checks {
  /** After a commit: queues the background checks of the message's copies. Never waits, never throws. */
  received(raw: Buffer, envelope: MailEnvelope, messageIds: readonly string[]): void;
  /** The message's report (`not_found` for another account's message). */
  report(accountId: string, messageId: string): Promise<MessageChecks>;
  /** Runs the link check, keeps its result, and answers the report. */
  checkLinks(accountId: string, messageId: string): Promise<MessageChecks>;
  /** Resolves when no background check is queued or running. */
  idle(): Promise<void>;
  /** Messages whose background checks are queued or running now. */
  size(): number;
  close(): Promise<void>;
}

const NOT_RUN = {
  links: 'not checked yet: POST /v1/messages/{message_id}/checks/links runs the link check',
  spam: 'spamd is not configured (start the daemon with --spamd HOST:PORT)',
  authentication: 'authentication checks are off (the daemon runs with --auth-checks off)',
};

const parse = <T>(json: string | null): T | null => (json === null ? null : JSON.parse(json) as T);
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * @example
 * const checks = createChecks({ storage, clock, raw }, { dnsServer: '127.0.0.1:5353' });
 * checks.received(raw, { mail_from, client_address, helo }, ['msg_1']);
 * const report = await checks.report(accountId, 'msg_1');
 */
export function createChecks(deps: ChecksDeps, options: ChecksOptions = {}): Checks {
  const { storage, clock } = deps;
  const authOn = options.authentication ?? CHECKS_DEFAULTS.authentication;
  const resolve = createDnsResolver({ server: options.dnsServer ?? null });
  const spamd = options.spamd ? createSpamdClient(parseSpamdAddress(options.spamd)) : null;
  const links = createLinkChecker(options.linkCheck);
  const concurrency = options.concurrency ?? CHECKS_DEFAULTS.concurrency;
  const queue: Array<{ raw: Buffer; envelope: MailEnvelope; ids: readonly string[] }> = [];
  let queuedBytes = 0;
  let yielding = false;
  let active = 0;
  let closed = false;
  let idleWaiters: Array<() => void> = [];

  const keep = async (ids: readonly string[], part: KeptCheck, value: unknown) => {
    const json = JSON.stringify(value);
    for (const id of ids) await storage.checks.put(id, part, json, clock());
  };
  // A message's background checks; each kept as soon as it is known. A failure of spamd is
  // not kept (the read tries again and names the error).
  const run = async (raw: Buffer, envelope: MailEnvelope, ids: readonly string[]) => {
    if (authOn) await keep(ids, 'authentication', await authenticateMail(raw, envelope, resolve));
    if (spamd) await keep(ids, 'spam', await spamd.check(raw));
  };
  const pump = () => {
    while (!closed && active < concurrency && queue.length > 0) {
      const busy = deps.ingesting?.(CHECKS_DEFAULTS.quietMs) ?? null;
      if (busy) {
        if (!yielding) {
          yielding = true;
          void busy.then(() => {
            yielding = false;
            setImmediate(pump);
          });
        }
        return;
      }
      const job = queue.shift()!;
      queuedBytes -= job.raw.length;
      active++;
      run(job.raw, job.envelope, job.ids).catch(() => {}).finally(() => {
        active--;
        pump();
      });
    }
    if (active === 0 && queue.length === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const w of waiters) w();
    }
  };

  const source = async (accountId: string, messageId: string) => {
    const row = await storage.checks.read(accountId, messageId);
    if (!row) throw new InboxkitError('not_found', `message ${messageId} not found`);
    return row;
  };
  const envelopeOf = (json: string | null): MailEnvelope => parse<MailEnvelope>(json) ?? { mail_from: null, client_address: null, helo: null };

  const report = async (accountId: string, messageId: string): Promise<MessageChecks> => {
    const row = await source(accountId, messageId);
    const raw = await deps.raw(accountId, messageId);
    const mail = await readMail(raw);
    await loadHtmlData();
    let authentication = parse<AuthenticationReport>(row.authentication);
    let spam = parse<SpamReport>(row.spam);
    const reasons: MessageChecks['reasons'] = { authentication: null, links: null, spam: null };
    // Not kept yet (queue full, a restart, spamd down): done now, kept for the next read.
    if (!authentication && authOn) {
      try {
        authentication = await authenticateMail(raw, envelopeOf(row.envelope), resolve);
        await keep([messageId], 'authentication', authentication);
      } catch (error) {
        reasons.authentication = `the authentication check failed: ${reason(error)}`;
      }
    }
    if (!authOn && !authentication) reasons.authentication = NOT_RUN.authentication;
    if (!spam && spamd) {
      try {
        spam = await spamd.check(raw);
        await keep([messageId], 'spam', spam);
      } catch (error) {
        reasons.spam = reason(error);
      }
    } else if (!spam) reasons.spam = NOT_RUN.spam;
    const linkReport = parse<LinkCheckReport>(row.links);
    if (!linkReport) reasons.links = NOT_RUN.links;
    return { authentication, html: htmlCompatibility(mail.html), links: linkReport, spam, lint: lint(mail), reasons };
  };

  return {
    received(raw, envelope, ids) {
      if (closed || (!authOn && !spamd) || ids.length === 0) return;
      // Beyond the bound the check is left to the first read, which does it then.
      if (queuedBytes + raw.length > CHECKS_DEFAULTS.queuedBytes) return;
      queuedBytes += raw.length;
      queue.push({ raw, envelope, ids });
      // After the SMTP reply: nothing of the check runs in the ingest's turn (and while the
      // queue waits for ingest to go quiet, that wait will pump it).
      if (!yielding) setImmediate(pump);
    },
    report,
    async checkLinks(accountId, messageId) {
      await source(accountId, messageId);
      const mail = await readMail(await deps.raw(accountId, messageId));
      const found = extract({ ...mail, listUnsubscribe: mail.headers['list-unsubscribe'] ?? null }).links.map((l) => l.url);
      const urls = [...new Set([...found, ...imageSources(mail.html)])].slice(0, CHECKS_DEFAULTS.links);
      const results = await links.check(urls);
      await keep([messageId], 'links', { checked_at: new Date(clock()).toISOString(), results } satisfies LinkCheckReport);
      return report(accountId, messageId);
    },
    idle: () => (active === 0 && queue.length === 0 ? Promise.resolve() : new Promise<void>((r) => idleWaiters.push(r))),
    size: () => queue.length + active,
    async close() {
      closed = true;
      queue.length = 0;
      queuedBytes = 0;
      if (active > 0) await new Promise<void>((r) => idleWaiters.push(r));
    },
  };
}
