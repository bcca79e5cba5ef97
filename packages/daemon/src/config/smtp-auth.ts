// `--smtp-auth MODE`: `required`, `optional` or `off`, or the older `USER:PASS` (required, with
// that one static user beside the API keys).
import { SMTP_AUTH_MODES, type SmtpAuthMode } from '../smtp/auth.js';
import { UsageError, type Given } from './given.js';
import type { ServeConfig } from './types.js';

export function smtpAuthOf<K extends string>(v: Given<K | 'smtpAuth'>): Pick<ServeConfig, 'smtpAuth' | 'smtpAuthMode'> {
  const raw = v.str('smtpAuth');
  if (raw === undefined) return { smtpAuth: null, smtpAuthMode: 'off' };
  const mode = raw.trim().toLowerCase();
  if ((SMTP_AUTH_MODES as readonly string[]).includes(mode)) return { smtpAuth: null, smtpAuthMode: mode as SmtpAuthMode };
  const colon = raw.indexOf(':');
  if (colon < 1 || colon === raw.length - 1) {
    throw new UsageError(`${v.from('smtpAuth')} must be required, optional, off or USER:PASS, got "${raw.includes(':') ? '…:…' : raw}"`, v.command);
  }
  return { smtpAuth: { username: raw.slice(0, colon), password: raw.slice(colon + 1) }, smtpAuthMode: 'required' };
}
