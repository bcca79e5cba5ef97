// The yardstick for large reads: a bare node:http server in a process of its own, sending the
// bytes of one file (read once into memory) at GET /body, and {"status":"ok"} at GET /health.
// Prints its port on stdout as `listening <port>`.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const body = readFileSync(process.env.INBOXKIT_BARE_BODY);
const health = Buffer.from('{"status":"ok"}');
const server = createServer((req, res) => {
  const bytes = req.url === '/health' ? health : req.url === '/body' ? body : undefined;
  if (!bytes) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': bytes.length });
  res.end(bytes);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
