import type net from 'node:net';
import type tls from 'node:tls';
import { LRUCache } from 'lru-cache';
import { SMTPServer } from 'smtp-server';
import { SMTPConnection, type SMTPConnectionOptions } from 'smtp-server/lib/smtp-connection.js';
import { clientKey } from '../limits/ip-shield.js';

/**
 * smtp-server 3.21.6 waits a fixed 100 ms before it greets every connection:
 * `SMTPConnection.prototype.init()` does `setTimeout(() => this.connectionReady(), 100)` to
 * catch clients that talk before the greeting. A sender that opens one connection per message
 * (the default of most application mailers) is then capped at roughly 150 messages/s, and
 * every test that sends one mail pays 100 ms. The package has no option for it.
 *
 * Rather than fork the package, this subclass greets at once: `init()` below is the 3.21.6
 * body minus the timer. Early talkers are still refused by the library (its `_ready` flag is
 * false until the greeting is sent; commands before that get "421 You talk too soon"), they
 * just get a 0 ms window instead of 100 ms, which matters nothing for a test inbox.
 *
 * `connect()` is the 3.21.6 body with our connection class: the library constructs
 * `new SMTPConnection(...)` from its module scope, so overriding `connect` is the only seam.
 * Both methods are public in the package's own type declarations. When upgrading
 * smtp-server, re-read `init()`/`connect()` in dist/esm/smtp-connection.js and smtp-server.js;
 * test/smtp-greeting.test.ts fails if the pause comes back or the library drops it.
 */
/**
 * What keeps one client from holding the listener, checked per connection (docs/daemon.md,
 * "Limits"): `maxConnectionsPerAddress` bounds the share of `maxClients` one address (an IPv6
 * /64) can take; when the listener is full, a newcomer from an address holding fewer
 * connections than the address holding the most takes the slot of that address's connection
 * gone longest without a stored message (see `evictFor`), so a few addresses cannot fill it;
 * and a connection that completes no mail transaction within `idleWithoutMailMs` is closed
 * with 421 whatever commands it sends (NOOP, RSET, EHLO keep the library's own idle timer
 * alive, not this one). A DATA in progress pauses it: its pace is the data's own limit.
 */
export interface ConnectionGuards {
  maxConnectionsPerAddress: number;
  idleWithoutMailMs: number;
  /**
   * When every address holds about as many connections as the newcomer's (many addresses of
   * one connection each), the connection gone longest without a stored message gives up its
   * slot if it has waited at least this long. 0: never (only the heaviest address gives way).
   */
  evictIdleAfterMs?: number;
  /** Told of each connection these guards (or maxClients) answer 421, for the log. Default: nothing. */
  onRefused?: (reason: 'too_many_clients' | 'too_many_connections' | 'no_mail' | 'evicted', remoteAddress: string) => void;
}

const NO_GUARDS: ConnectionGuards = { maxConnectionsPerAddress: Number.POSITIVE_INFINITY, idleWithoutMailMs: 0, evictIdleAfterMs: 0 };

export class PromptConnection extends SMTPConnection {
  private mailTimer: NodeJS.Timeout | null = null;

  /** When the wait for this connection's next stored message began (connect, or its last reply to DATA). */
  waitingSince = performance.now();
  /** A DATA is under way on it. */
  inData = false;
  /** Its client address as counted by the guards (an IPv6 /64 as one). */
  readonly clientKey = clientKey(this.remoteAddress);
  /**
   * The enhanced status code of the next error reply instead of the library's usual one for its
   * code (a fault rule's, smtp/faults.ts): set right before a hook's callback sends that reply;
   * null keeps the usual one. Used once.
   */
  nextEnhancedCode: string | null | undefined;

  /**
   * Replies, with two departures from the library's enhanced status codes (RFC 3463): a fault
   * rule's code set in `nextEnhancedCode`, and a reply whose text starts with its own code
   * (`5.7.1 …`) keeps it instead of the library's default for the reply code (550 → 5.1.1), so a
   * refusal for policy says so. Every other reply goes through unchanged.
   */
  override send(code: number, data?: string | string[] | null, context?: string | false): void {
    const enhanced = this.nextEnhancedCode;
    this.nextEnhancedCode = undefined;
    if (enhanced && code >= 400 && typeof data === 'string') return super.send(code, `${enhanced} ${data}`, false);
    if (context === undefined && typeof data === 'string' && /^[245]\.\d{1,3}\.\d{1,3} /.test(data)) return super.send(code, data, false);
    super.send(code, data, context);
  }

  override init(): void {
    this._setListeners(() => {
      const max = this._server.options.maxClients;
      const server = this._server as PromptSMTPServer;
      const guards = server.guards;
      let fromHere = 0;
      for (const c of server.connections) if ((c as PromptConnection).clientKey === this.clientKey) fromHere++;
      if (fromHere > guards.maxConnectionsPerAddress) {
        guards.onRefused?.('too_many_connections', this.remoteAddress);
        this.send(421, `${this.name} Too many connections from your address (limit ${guards.maxConnectionsPerAddress}), try again in a moment`, false);
        this.close();
        return;
      }
      if (max && server.connections.size > max && !server.evictFor(this)) {
        guards.onRefused?.('too_many_clients', this.remoteAddress);
        this.send(421, `${this.name} Too many connected clients, try again in a moment`, false);
        this.close();
        return;
      }
      this.awaitMail();
      this._socket.once('close', () => this.pauseMailTimer());
      this.connectionReady();
    });
  }

  /** (Re)starts the wait for the next completed mail transaction. */
  awaitMail(): void {
    this.pauseMailTimer();
    this.inData = false;
    if (this._closing) return; // a DATA's reply on a connection closed meanwhile: nothing to wait for
    this.waitingSince = performance.now();
    const { idleWithoutMailMs, onRefused } = (this._server as PromptSMTPServer).guards;
    if (idleWithoutMailMs <= 0) return;
    this.mailTimer = setTimeout(() => {
      onRefused?.('no_mail', this.remoteAddress);
      this.send(421, `${this.name} No mail sent for ${Math.round(idleWithoutMailMs / 1000)} s, closing connection`, false);
      this.close();
    }, idleWithoutMailMs);
    this.mailTimer.unref();
  }

  /** A message from this connection was stored: its address counts as a recent sender of its server. */
  delivered(): void {
    (this._server as PromptSMTPServer).delivered(this);
  }

  /** A DATA is under way: its own limits apply until its reply. */
  startData(): void {
    this.pauseMailTimer();
    this.inData = true;
  }

  pauseMailTimer(): void {
    if (this.mailTimer) clearTimeout(this.mailTimer);
    this.mailTimer = null;
  }
}

/** How long an address that delivered a message counts as a recent sender when the listener is full. */
export const RECENT_SENDER_MS = 15 * 60_000;
/** Recent senders remembered at most (the least recent forgotten first). */
const RECENT_SENDERS_KEPT = 10_000;

export class PromptSMTPServer extends SMTPServer {
  private readonly byId = new Map<string, PromptConnection>();
  /** Addresses (clientKey) that stored a message within RECENT_SENDER_MS. */
  private readonly senders = new LRUCache<string, true>({ max: RECENT_SENDERS_KEPT, ttl: RECENT_SENDER_MS });

  constructor(options: ConstructorParameters<typeof SMTPServer>[0], readonly guards: ConnectionGuards = NO_GUARDS) {
    super(options);
  }

  override connect(socket: net.Socket | tls.TLSSocket, socketOptions?: SMTPConnectionOptions | null): void {
    const connection = new PromptConnection(this, socket, socketOptions);
    this.connections.add(connection);
    this.byId.set(connection.id, connection);
    socket.once('close', () => this.byId.delete(connection.id));
    connection.on('error', (err: Error) => this._onError(err));
    connection.on('connect', (data) => this._onClientConnect(data));
    connection.init();
  }

  /**
   * Makes room for `newcomer` in a full listener, fairly: the address holding the most
   * connections gives one up when it holds more than the newcomer's address would with the
   * newcomer, so it never ends up below the newcomer's address, and the few addresses that
   * filled the listener cannot take the slot back (each then holds no more than the others). Its
   * connection closed is the one gone the longest without a stored message, one in the middle of
   * a DATA only when it has no other. When every address holds about as many as the newcomer's
   * (many addresses of one connection each): a newcomer from an address that stored a message
   * within RECENT_SENDER_MS takes the slot of an address that did not (its connection gone
   * longest without a stored message, not in a DATA); otherwise the connection of any address
   * gone longest without a stored message gives way, if it has waited `evictIdleAfterMs` and
   * is not in a DATA. Returns false (nothing closed) otherwise.
   */
  evictFor(newcomer: PromptConnection): boolean {
    const byKey = new Map<string, PromptConnection[]>();
    for (const c of this.connections as Set<PromptConnection>) {
      if (c === newcomer || c._closing) continue;
      const list = byKey.get(c.clientKey);
      if (list) list.push(c);
      else byKey.set(c.clientKey, [c]);
    }
    const mine = (byKey.get(newcomer.clientKey)?.length ?? 0) + 1;
    let heaviest: PromptConnection[] = [];
    for (const list of byKey.values()) if (list.length > heaviest.length) heaviest = list;
    if (heaviest.length >= mine + 1) {
      return this.evict(longestWaiting(heaviest, true)!, 'your address holds more connections than others');
    }
    const open = [...byKey.values()].flat();
    // A newcomer from an address that delivered mail lately goes ahead of addresses that did not.
    if (this.senders.has(newcomer.clientKey)) {
      const stranger = longestWaiting(open.filter((c) => !this.senders.has(c.clientKey)), false);
      if (stranger) return this.evict(stranger, 'your address has stored no message lately and one that has is waiting');
    }
    const idleAfter = this.guards.evictIdleAfterMs ?? 0;
    const idlest = idleAfter > 0 ? longestWaiting(open, false) : undefined;
    if (!idlest || performance.now() - idlest.waitingSince < idleAfter) return false;
    return this.evict(idlest, `this connection sent no mail for ${Math.round(idleAfter / 1000)} s or more`);
  }

  /** A message from this connection's address was stored: it counts as a recent sender for RECENT_SENDER_MS. */
  delivered(connection: PromptConnection): void {
    this.senders.set(connection.clientKey, true);
  }

  private evict(victim: PromptConnection, why: string): true {
    this.guards.onRefused?.('evicted', victim.remoteAddress);
    victim.pauseMailTimer();
    victim.send(421, `${victim.name} Server full and ${why}; closing this one, try again later`, false);
    victim.close();
    return true;
  }

  /** The connection of a hook's session (by its id), while it is open. */
  connectionOf(sessionId: string): PromptConnection | undefined {
    return this.byId.get(sessionId);
  }
}

/**
 * The connection gone longest without a stored message; one in a DATA only when `dataToo`
 * and it has no other (undefined when none qualifies).
 */
function longestWaiting(connections: readonly PromptConnection[], dataToo: boolean): PromptConnection | undefined {
  let victim: PromptConnection | undefined;
  for (const c of connections) {
    if (c.inData && !dataToo) continue;
    if (!victim || (c.inData !== victim.inData ? !c.inData : c.waitingSince < victim.waitingSince)) victim = c;
  }
  return victim;
}
