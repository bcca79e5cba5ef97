// A daemon for the fault suite, started through startDaemon from the built package (what
// `inboxkit serve` runs) so a short run can shorten the SMTP timeouts. Options come as JSON
// in INBOXKIT_FAULT_OPTIONS; the full run passes none beyond ports and the data dir, so its
// figures are those of the shipped defaults. It logs the same address lines as `serve` and
// stops on SIGTERM the same way.
import { createLogger, startDaemon } from '@inboxkit/daemon';

const { skipAheadMs, ...options } = JSON.parse(process.env.INBOXKIT_FAULT_OPTIONS ?? '{}');
const log = (line) => process.stderr.write(`inboxkit: ${line}\n`);
// skipAheadMs: each SIGUSR2 moves the daemon's clock this far ahead, so a short run need not
// wait a minute for a webhook's first retry. The full run leaves it unset: real time.
let skew = 0;
if (skipAheadMs) process.on('SIGUSR2', () => (skew += skipAheadMs));
const clock = skipAheadMs ? () => Date.now() + skew : undefined;
// The log as `inboxkit serve` writes it (info, JSON on stderr), so a fault can check what was logged.
const logger = createLogger({ level: 'info', format: 'json' });
const daemon = await startDaemon({ host: '127.0.0.1', smtpPort: 0, httpPort: 0, logger, ...options, ...(clock ? { clock } : {}), log });
log(`SMTP listening on 127.0.0.1:${daemon.smtp.port}`);
log(`HTTP API on ${daemon.http.url}`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    daemon.stop().then(() => process.exit(0), (err) => {
      process.stderr.write(`${err?.stack ?? err}\n`);
      process.exit(1);
    });
  });
}
