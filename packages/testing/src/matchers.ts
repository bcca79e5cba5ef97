/**
 * The inbox matchers, for any `expect` that takes Jest-style async matchers (Playwright Test's
 * and Vitest's): `toReceiveOtp()`, `toReceiveLink(type)`, `toReceiveMessage(criteria)`. Each
 * waits for the next message that fits (see TestInbox) and fails with what did arrive.
 *
 * A matcher can only pass or fail: the runners drop anything else it returns. So that
 * `const code = await expect(inbox).toReceiveOtp()` gives the code, the `expect` this package
 * exports (`returningExpect`) opens a slot right before it calls one of these matchers, the
 * matcher takes it in its first, synchronous, step (both runners call the matcher
 * synchronously) and fills it, and the wrapper resolves to what it holds.
 */
import type { LinkType, MessageDetail } from '@inboxkit/client';
import { InboxWaitError, TestInbox, type InboxWaitOptions, type MessageCriteria } from './test-inbox.js';
import { mailCheckMatchers, type MailAssertions } from './mail-matchers.js';
import { takeSlot, withSlot, type MatcherContext, type MatcherResult } from './slot.js';

export type { MatcherResult } from './slot.js';

async function receive<T>(
  context: MatcherContext, name: string, actual: unknown, wait: (inbox: TestInbox) => Promise<{ value: T; message: MessageDetail }>,
): Promise<MatcherResult> {
  const slot = takeSlot();
  if (!(actual instanceof TestInbox)) {
    return { pass: !!context.isNot, message: () => `${name}: expected an inbox from @inboxkit/testing (the \`inbox\` fixture), got ${typeof actual}` };
  }
  try {
    const { value, message } = await wait(actual);
    slot.value = value;
    const shown = typeof value === 'string' ? value : message.id;
    return { pass: true, message: () => `${name}: expected nothing, but ${actual.address} received ${JSON.stringify(shown)} in ${JSON.stringify(message.subject ?? '')} from ${message.from_email} (${message.id})` };
  } catch (error) {
    if (!(error instanceof InboxWaitError)) throw error;
    return { pass: false, message: () => `${name}: ${error.message}` };
  }
}

export const inboxMatchers = {
  /** Resolves (with the returning expect) to the code. */
  toReceiveOtp(this: MatcherContext, actual: unknown, options?: InboxWaitOptions) {
    return receive(this, 'toReceiveOtp', actual, async (inbox) => {
      const { otp, message } = await inbox.waitForOtpMessage(options);
      return { value: otp, message };
    });
  },
  /** Resolves (with the returning expect) to the link's URL. */
  toReceiveLink(this: MatcherContext, actual: unknown, type: LinkType | readonly LinkType[], options?: InboxWaitOptions) {
    return receive(this, 'toReceiveLink', actual, async (inbox) => {
      const { url, message } = await inbox.waitForLinkMessage(type, options);
      return { value: url, message };
    });
  },
  /** Resolves (with the returning expect) to the message (MessageDetail). */
  toReceiveMessage(this: MatcherContext, actual: unknown, criteria?: MessageCriteria, options?: InboxWaitOptions) {
    return receive(this, 'toReceiveMessage', actual, async (inbox) => {
      const message = await inbox.waitForMessage(criteria, options);
      return { value: message, message };
    });
  },
};

export const INBOX_MATCHER_NAMES: ReadonlySet<string> = new Set(Object.keys(inboxMatchers));
/** The matchers the returning expect resolves to a value: the inbox matchers and toPassChecks (the report). */
export const RETURNING_MATCHER_NAMES: ReadonlySet<string> = new Set([...INBOX_MATCHER_NAMES, ...Object.keys(mailCheckMatchers)]);

/**
 * `expect(inbox)` through the returning expect: each matcher resolves to what it received; the
 * mail matchers (MailAssertions) read the message the latest wait returned.
 */
export interface InboxAssertions extends MailAssertions {
  toReceiveOtp(options?: InboxWaitOptions): Promise<string>;
  toReceiveLink(type: LinkType | readonly LinkType[], options?: InboxWaitOptions): Promise<string>;
  toReceiveMessage(criteria?: MessageCriteria, options?: InboxWaitOptions): Promise<MessageDetail>;
  /** Passes when nothing that fits arrives within the timeout. */
  not: MailAssertions['not'] & {
    toReceiveOtp(options?: InboxWaitOptions): Promise<void>;
    toReceiveLink(type: LinkType | readonly LinkType[], options?: InboxWaitOptions): Promise<void>;
    toReceiveMessage(criteria?: MessageCriteria, options?: InboxWaitOptions): Promise<void>;
  };
}

/**
 * Wraps an `expect` so that the inbox matchers resolve to what they received, and toPassChecks
 * to the checks report. Everything else passes through: other matchers, `.not`, `expect.soft`,
 * `expect.configure`, `expect.extend`.
 */
export function returningExpect<E extends object>(expect: E): E {
  const wrapAssertion = (assertion: object): object => new Proxy(assertion, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop === 'not' && value && typeof value === 'object') return wrapAssertion(value);
      if (typeof prop === 'string' && RETURNING_MATCHER_NAMES.has(prop) && typeof value === 'function') {
        return (...args: unknown[]) => withSlot(() => (value as (...a: unknown[]) => unknown).apply(target, args));
      }
      return value;
    },
  });
  const wrapExpect = (fn: object): object => new Proxy(fn, {
    apply(target, thisArg, args) {
      const assertion = Reflect.apply(target as (...a: unknown[]) => unknown, thisArg, args);
      return assertion && typeof assertion === 'object' ? wrapAssertion(assertion) : assertion;
    },
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop === 'soft' && typeof value === 'function') return wrapExpect(value);
      if ((prop === 'configure' || prop === 'extend') && typeof value === 'function') {
        return (...args: unknown[]) => {
          const made = (value as (...a: unknown[]) => unknown).apply(target, args);
          return typeof made === 'function' ? wrapExpect(made) : made;
        };
      }
      return value;
    },
  });
  return wrapExpect(expect) as E;
}
