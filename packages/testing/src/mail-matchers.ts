/**
 * The mail matchers' shared part. `toPassChecks(options)` is the same for every runner
 * (`mailCheckMatchers`, for Vitest's and Playwright's `expect.extend`); `toMatchMailSnapshot(name)`
 * makes its snapshot here (`mailSnapshotOf`) and stores it the runner's way (vitest.ts,
 * playwright.ts, node-test-mail.ts).
 *
 * @example
 * const report = await expect(message).toPassChecks({ ignore: ['missing_header'] });
 * expect(message).toMatchMailSnapshot();
 */
import type { MessageChecks } from '@inboxkit/client';
import { formatVerdict } from './mail-verdict.js';
import { checkMail, describeMail, lookUpMail, type PassChecksOptions } from './mail-checks.js';
import { mailSnapshot, type SnapshotMessage } from './mail-snapshot.js';
import { takeSlot, type MatcherContext, type MatcherResult } from './slot.js';

export const mailCheckMatchers = {
  /**
   * Passes when the mail's checks do (mail-verdict.ts); fails listing each failure. Resolves
   * (with the returning expect) to the checks report.
   */
  async toPassChecks(this: MatcherContext, actual: unknown, options?: PassChecksOptions): Promise<MatcherResult> {
    const slot = takeSlot();
    const lookup = lookUpMail(actual);
    if ('error' in lookup) return { pass: !!this.isNot, message: () => `toPassChecks: ${lookup.error}` };
    const { message, report, verdict } = await checkMail(actual, options);
    slot.value = report;
    const text = formatVerdict(describeMail(message), verdict);
    return { pass: verdict.pass, message: () => (verdict.pass ? `toPassChecks: expected a failing check, but ${text}` : `toPassChecks: ${text}`) };
  },
};

/** The mail's snapshot (mail-snapshot.ts), or why there is none. */
export function mailSnapshotOf(actual: unknown): { snapshot: string } | { error: string } {
  const lookup = lookUpMail(actual);
  if ('error' in lookup) return lookup;
  const message = lookup.message;
  if (message.text_body === undefined && message.html_body === undefined) {
    return { error: `${describeMail(message)} has no bodies to snapshot: pass the whole message (what a wait returns), not a summary` };
  }
  return { snapshot: mailSnapshot({ ...message, text_body: message.text_body ?? null, html_body: message.html_body ?? null, otp: message.otp ?? null, links: message.links ?? [] } as SnapshotMessage) };
}

/**
 * Keys of snapshots in files of our own, as Vitest makes them: `<test title path> > <name> <n>`,
 * `n` counting the calls with that name in that test (`name` defaults to `mail`).
 */
export class SnapshotKeys {
  readonly #counts = new WeakMap<object, Map<string, number>>();

  /** The next key for `test` (any object standing for one run of a test). */
  next(test: object, title: string, name = 'mail'): string {
    const counts = this.#counts.get(test) ?? new Map<string, number>();
    this.#counts.set(test, counts);
    const n = (counts.get(name) ?? 0) + 1;
    counts.set(name, n);
    return `${title} > ${name} ${n}`;
  }
}

/** Thrown for `.not.toMatchMailSnapshot()`, as the runners' own snapshot matchers do. */
export function refuseNot(context: MatcherContext): void {
  if (context.isNot) throw new Error('toMatchMailSnapshot cannot be used with .not');
}

/** The mail matchers on `expect(message)` (and `expect(inbox)`) through the returning expect. */
export interface MailAssertions {
  /** Resolves to the checks report when the checks pass; fails listing each failure. */
  toPassChecks(options?: PassChecksOptions): Promise<MessageChecks>;
  /** Compares the mail's masked snapshot with the stored one; writes it when missing (not in CI). */
  toMatchMailSnapshot(name?: string): void;
  not: {
    /** Passes when a check fails. */
    toPassChecks(options?: PassChecksOptions): Promise<MessageChecks>;
  };
}
