// The SMTP listener's limits and their defaults (docs/daemon.md, "Limits", is generated from them).

/** Limits of the SMTP listener. Every one has a default; see docs/daemon.md. */
export interface SmtpLimits {
  /** Largest message accepted, in bytes; advertised as SIZE, 552 past it. Default 25 MiB. */
  maxMessageBytes: number;
  /** Concurrent connections; the next one gets 421. Default 200. */
  maxClients: number;
  /** Recipients per transaction; the next RCPT gets 452. Default 100 (RFC 5321's minimum). */
  maxRecipients: number;
  /**
   * Transactions per connection; the next MAIL gets 421 and the connection closes. Default
   * 100,000: high enough for pooled senders that never reconnect, still a bound per socket.
   */
  maxMessagesPerConnection: number;
  /** Idle time allowed while the client owes us input. Default 60 s. */
  socketTimeoutMs: number;
  /** Message bytes held in memory by all transactions together; past it DATA gets 452. Default 256 MiB. */
  maxBufferedBytes: number;
  /**
   * Connections one client address may hold at once; the next gets 421. Default 100: half of
   * maxClients, so no single address takes the listener, and room for a load test or a CI
   * suite that sends from one loopback address.
   */
  maxConnectionsPerAddress: number;
  /** A connection that completes no mail transaction for this long gets 421 and is closed, whatever commands it sends. Default 60 s. */
  idleWithoutMailMs: number;
  /**
   * When the listener is full and every address holds about as many connections as a
   * newcomer's (many addresses of one connection each), the connection gone longest without a
   * stored message, if it has waited this long and is not in a DATA, is closed (`421`) for the
   * newcomer. Default 1 s. 0: never.
   */
  evictIdleAfterMs: number;
  /** Consecutive refused recipients (550) from one address before its RCPT replies slow down. Default 10. */
  refusalsBeforeSlowdown: number;
  /** Each further refusal's reply waits this much longer, up to 5 s. Default 250 ms. */
  slowdownStepMs: number;
  /** Share of maxBufferedBytes one client address may hold at once; past it its DATA gets 452. Default 0.25. */
  bufferedSharePerAddress: number;
  /** DATA must bring at least this many bytes in every `dataPaceWindowMs`, or the connection gets 421 and is closed. Default 8 KiB. */
  minDataBytesPerWindow: number;
  /** See minDataBytesPerWindow. Default 30 s. */
  dataPaceWindowMs: number;
}

/** The longest a refused RCPT's reply is held back. */
export const MAX_SLOWDOWN_MS = 5_000;

export const SMTP_DEFAULTS: SmtpLimits = {
  maxMessageBytes: 25 * 1024 * 1024,
  maxClients: 200,
  maxRecipients: 100,
  maxMessagesPerConnection: 100_000,
  socketTimeoutMs: 60_000,
  maxBufferedBytes: 256 * 1024 * 1024,
  maxConnectionsPerAddress: 100,
  idleWithoutMailMs: 60_000,
  evictIdleAfterMs: 1_000,
  refusalsBeforeSlowdown: 10,
  slowdownStepMs: 250,
  bufferedSharePerAddress: 0.25,
  minDataBytesPerWindow: 8 * 1024,
  dataPaceWindowMs: 30_000,
};
