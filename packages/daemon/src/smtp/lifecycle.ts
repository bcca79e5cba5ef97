// Listening and shutting down, for the listener's servers (the plain port and, with
// --smtps-port, the implicit-TLS one): both listen before the listener is up, and stop together.
import type { AddressInfo } from 'node:net';
import type { PromptSMTPServer } from './prompt-server.js';

/** Binds `server`; rejects with the listen error (EADDRINUSE, EACCES, …). */
export async function listen(server: PromptSMTPServer, port: number, host: string): Promise<AddressInfo> {
  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => {
      server.server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.server.off('error', onError);
      resolve();
    };
    server.server.once('error', onError);
    server.server.once('listening', onListening);
    server.listen(port, host);
  });
  return server.server.address() as AddressInfo;
}

/**
 * Stops every server accepting; from then on the library answers every new command with "421
 * Server shutting down" and closes that connection. A DATA in progress is not a command: its
 * bytes still flow, and its reply comes after the commit as usual. `dataDone(graceMs)` resolves
 * once no DATA is in progress, or after graceMs. Then whatever is left (idle, or over the grace
 * period) gets 421 and is closed; a client that never closes its side is destroyed after 1 s.
 */
export async function closeServers(servers: readonly PromptSMTPServer[], graceMs: number, dataDone: (graceMs: number) => Promise<void>): Promise<void> {
  const closed = servers.map((server) => new Promise<void>((resolve) => server.server.once('close', () => resolve())));
  for (const server of servers) {
    server.options.closeTimeout = graceMs + 5_000; // our own deadline below comes first
    server.close();
  }
  await dataDone(graceMs);
  const leftovers = servers.flatMap((server) => [...server.connections]);
  for (const connection of leftovers) {
    connection.send(421, `${connection.name} Server shutting down`); // a 421 also closes
    connection.close();
  }
  const stragglers = setTimeout(() => {
    for (const connection of leftovers) if (!connection._socket.destroyed) connection._socket.destroy();
  }, 1_000);
  stragglers.unref();
  await Promise.race([Promise.all(closed), delay(2_000)]);
  clearTimeout(stragglers);
}

/** Resolves after `ms`, keeping no process alive. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
