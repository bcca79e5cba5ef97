// Where `GET /metrics` is answered: on the HTTP API's port (--metrics), on a port of its own
// (--metrics-port, bound to loopback unless --metrics-host says otherwise), or both.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DaemonMetrics } from './metrics.js';

/** The daemon's metrics (docs/metrics.md). With neither field set, the metrics are kept but served nowhere. */
export interface MetricsOptions {
  /** Serve `GET /metrics` on the HTTP API's port, without a key (--metrics). Default false. */
  onApiPort?: boolean;
  /** Serve `GET /metrics` on a listener of its own at this port; 0 picks a free one (--metrics-port). Default none. */
  port?: number | null;
  /** The address that listener binds (--metrics-host). Default 127.0.0.1, whatever the API binds. */
  host?: string;
}

export const METRICS_PATH = '/metrics';
export const METRICS_DEFAULT_HOST = '127.0.0.1';

/** The metrics listener's address. */
export interface MetricsServer {
  readonly host: string;
  readonly port: number;
  /** `http://host:port/metrics`. */
  readonly url: string;
  close(): Promise<void>;
}

const isMetricsPath = (url: string | undefined) => url === METRICS_PATH || url?.startsWith(`${METRICS_PATH}?`) === true;

/** Answers a GET or HEAD of /metrics; false for any other request (left to the caller). */
export function answerMetrics(metrics: DaemonMetrics, req: IncomingMessage, res: ServerResponse): boolean {
  if (!isMetricsPath(req.url) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  metrics.text().then((body) => {
    res.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) });
    res.end(req.method === 'HEAD' ? undefined : body);
  }, (error: unknown) => {
    res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`metrics failed: ${(error as Error).message}\n`);
  });
  return true;
}

/**
 * A node:http listener that answers /metrics and hands every other request to `next` (the API).
 *
 * @example
 * server.on('request', withMetrics(metrics, api.nodeListener));
 */
export function withMetrics(
  metrics: DaemonMetrics, next: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    if (!answerMetrics(metrics, req, res)) next(req, res);
  };
}

/** A listener of its own that answers /metrics, and 404 to anything else. */
export async function startMetricsServer(metrics: DaemonMetrics, host: string, port: number): Promise<MetricsServer> {
  const server = createServer((req, res) => {
    if (!answerMetrics(metrics, req, res)) res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found: the metrics are at /metrics\n');
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok();
    });
  });
  const bound = server.address() as AddressInfo;
  const shown = bound.address.includes(':') ? `[${bound.address}]` : bound.address;
  return {
    host: bound.address,
    port: bound.port,
    url: `http://${shown}:${bound.port}${METRICS_PATH}`,
    close: () => new Promise<void>((done) => {
      server.close(() => done());
      server.closeAllConnections();
    }),
  };
}
