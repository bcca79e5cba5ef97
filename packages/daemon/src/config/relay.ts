// `--relay-url`, `--relay-allow`, `--relay-allow-private`, `--relay-mail-from`: the SMTP relay of
// release, send and auto-release (docs/smtp.md), checked as the daemon will use it, so a
// mistake stops the command line (exit 2) rather than the first release.
import { isInboxkitError } from '@inboxkit/core';
import { normalizeRecipient, parseRelayAllow } from '../relay/allow.js';
import { upstream } from '../relay/upstream.js';
import { UsageError, type Given } from './given.js';
import type { ServeConfig } from './types.js';

type RelayKey = 'relayUrl' | 'relayAllow' | 'relayAllowPrivate' | 'relayMailFrom';

export function relayOf<K extends string>(v: Given<K | RelayKey>): ServeConfig['relay'] {
  const url = v.str('relayUrl');
  const allow = v.str('relayAllow');
  const mailFrom = v.str('relayMailFrom') ?? null;
  const allowPrivate = v.bool('relayAllowPrivate');
  if (url === undefined) return null;
  if (allow === undefined || allow.trim() === '') {
    throw new UsageError(`${v.from('relayUrl')} needs --relay-allow (INBOXKIT_RELAY_ALLOW): the addresses, @domains or *.domains mail may be released to, or * for anyone`, v.command);
  }
  try {
    upstream({ url, allowPrivate, clientName: 'inboxkit' });
    const entries = parseRelayAllow(allow).entries;
    if (mailFrom !== null && normalizeRecipient(mailFrom) === null) {
      throw new UsageError(`${v.from('relayMailFrom')} must be an email address, got "${mailFrom}"`, v.command);
    }
    return { url, allow: [...entries], allowPrivate, mailFrom };
  } catch (error) {
    // The messages name the host, never the password.
    if (isInboxkitError(error)) throw new UsageError(`${v.from(error.field === 'relayAllow' ? 'relayAllow' : 'relayUrl')}: ${error.message}`, v.command);
    throw error;
  }
}
