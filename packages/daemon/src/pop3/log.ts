// The POP3 listener's event lines (docs/pop3.md, "Logs"), one function each, in the manner of
// log/events.ts: each checks the level first.
import type { Logger } from '../log/index.js';

/** Why a connection or a login was refused, as a stable word. */
export type Pop3RefusalReason = 'bad_key' | 'no_scope' | 'no_inbox' | 'too_many_clients' | 'too_many_connections' | 'too_many_errors' | 'idle';

/** A session logged in: its key, its inbox and how many messages its maildrop holds. */
export function logPop3Login(logger: Logger, l: { account_id: string; key_id: string; inbox_id: string; messages: number; remote: string }): void {
  if (logger.isLevelEnabled('info')) logger.info({ event: 'pop3.login', ...l });
}

/** A login refused (`-ERR [AUTH]`, `delayed_ms` when the answer was held back), or a connection refused or closed by a limit. */
export function logPop3Refused(logger: Logger, r: { reason: Pop3RefusalReason; remote: string; delayed_ms?: number }): void {
  if (!logger.isLevelEnabled('info')) return;
  const { delayed_ms, ...rest } = r;
  logger.info({ event: 'pop3.refused', ...rest, ...(delayed_ms ? { delayed_ms } : {}) });
}

/** A logged-in session's QUIT: the messages it retrieved and the ones its DELE marks deleted. */
export function logPop3Quit(logger: Logger, q: { inbox_id: string; retrieved: number; deleted: number; failed: number; remote: string }): void {
  if (logger.isLevelEnabled('info')) logger.info({ event: 'pop3.quit', ...q });
}
