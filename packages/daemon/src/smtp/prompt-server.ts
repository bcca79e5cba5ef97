import type net from 'node:net';
import type tls from 'node:tls';
import { SMTPServer } from 'smtp-server';
import { SMTPConnection, type SMTPConnectionOptions } from 'smtp-server/lib/smtp-connection.js';

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
export class PromptConnection extends SMTPConnection {
  override init(): void {
    this._setListeners(() => {
      const max = this._server.options.maxClients;
      if (max && this._server.connections.size > max) {
        this.send(421, `${this.name} Too many connected clients, try again in a moment`, false);
        return;
      }
      this.connectionReady();
    });
  }
}

export class PromptSMTPServer extends SMTPServer {
  override connect(socket: net.Socket | tls.TLSSocket, socketOptions?: SMTPConnectionOptions | null): void {
    const connection = new PromptConnection(this, socket, socketOptions);
    this.connections.add(connection);
    connection.on('error', (err: Error) => this._onError(err));
    connection.on('connect', (data) => this._onClientConnect(data));
    connection.init();
  }
}
