// An HTTP connection flood from one address, in a process of its own (its sockets count
// against its own file-descriptor limit, and its event loop stays out of the test's). Each of
// `connections` sockets sends a request head that never ends; a socket the daemon closes (a
// 503 refusal, a 408 for the head, an idle one closed for a newcomer) is opened again, at most
// `reopenPerSecond` a second, until the parent sends 'stop'; then it reports what it saw.
// Options as JSON in INBOXKIT_FLOOD: { port, from, connections, reopenPerSecond }.
import { connect } from 'node:net';

const { port, from, connections, reopenPerSecond } = JSON.parse(process.env.INBOXKIT_FLOOD);
const head = `GET /v1/inboxes HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUser-Agent: flood\r\nX-Never-Ends: `;
const stats = { connected: 0, refused503: 0, timedOut408: 0, closedByServer: 0, errors: 0, peakOpen: 0, reopened: 0 };
let running = true;
let open = 0;
const sockets = new Set();
const waiting = []; // sockets to reopen, oldest first

function start(again) {
  if (!running) return;
  if (again) stats.reopened++;
  const socket = connect({ host: '127.0.0.1', port, localAddress: from });
  sockets.add(socket);
  let seen = '';
  let connected = false;
  socket.on('connect', () => {
    connected = true;
    stats.connected++;
    open++;
    stats.peakOpen = Math.max(stats.peakOpen, open);
    socket.write(head);
  });
  socket.on('data', (chunk) => {
    if (seen.length < 16) seen += chunk.toString('latin1');
  });
  socket.on('error', () => {
    if (!connected) stats.errors++;
  });
  socket.on('close', () => {
    sockets.delete(socket);
    if (connected) open--;
    if (!running) return;
    if (seen.startsWith('HTTP/1.1 503')) stats.refused503++;
    else if (seen.startsWith('HTTP/1.1 408')) stats.timedOut408++;
    if (connected) stats.closedByServer++;
    waiting.push(true);
  });
}

for (let i = 0; i < connections; i++) start(false);
const tick = 50;
const timer = setInterval(() => {
  for (let n = Math.ceil(reopenPerSecond * tick / 1000); n > 0 && waiting.length > 0; n--) {
    waiting.shift();
    start(true);
  }
}, tick);

process.on('message', (message) => {
  if (message !== 'stop') return;
  running = false;
  clearInterval(timer);
  for (const socket of sockets) socket.destroy();
  process.send({ ...stats, openAtStop: open }, () => process.exit(0));
});
process.send('started');
