// The POP3 listener's limits and their defaults (docs/pop3.md, "Limits").

/** Limits of the POP3 listener (`--pop3-port`). Every one has a default. */
export interface Pop3Limits {
  /** Connections open at once; the next one gets `-ERR [SYS/TEMP]` and is closed. Default 100. */
  maxClients: number;
  /** Connections one client address (an IPv6 /64) may hold at once; the next gets `-ERR [SYS/TEMP]`. Default 20. */
  maxConnectionsPerAddress: number;
  /**
   * A connection that sends no command for this long is closed (`-ERR` then close), logged in
   * or not. Default 10 min, RFC 1939's least inactivity autologout timer.
   */
  idleTimeoutMs: number;
  /** Longest command line in bytes, CRLF included; a longer one gets `-ERR` and is discarded. Default 1,024 (an AUTH PLAIN response fits). */
  maxLineBytes: number;
  /** Command errors in a row before the connection is closed (garbage input, a wrong protocol). Default 20. */
  maxErrors: number;
  /** The newest messages of the inbox a session's maildrop holds (numbered oldest first). Default 1,000. */
  maxMaildropMessages: number;
  /** Failed logins in a row from one client address before each further `-ERR [AUTH]` is answered later. Default 10 (SMTP AUTH's). */
  failuresBeforeSlowdown: number;
  /** How much later each further failed login is answered, up to 5 s (SMTP AUTH's bound). Default 250 ms. */
  slowdownStepMs: number;
}

export const POP3_DEFAULTS: Readonly<Pop3Limits> = Object.freeze({
  maxClients: 100,
  maxConnectionsPerAddress: 20,
  idleTimeoutMs: 10 * 60_000,
  maxLineBytes: 1_024,
  maxErrors: 20,
  maxMaildropMessages: 1_000,
  failuresBeforeSlowdown: 10,
  slowdownStepMs: 250,
});
