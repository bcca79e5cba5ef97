// Reading an HTTP body from a chosen loopback address (node:http: fetch cannot pick its source).
import { request } from 'node:http';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './daemon-process.js';

/** GET `url` from `localAddress` over a connection of its own; resolves with the status and the byte count. */
export function readFrom(url: string, localAddress: string, headers: Record<string, string> = {}): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { localAddress, agent: false, headers: { connection: 'close', ...headers } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export interface BareServer {
  readonly url: string;
  readonly pid: number;
  stop(): Promise<void>;
}

/** bare-server-child.mjs over the bytes of `bodyFile`. */
export async function startBareServer(bodyFile: string): Promise<BareServer> {
  const child: ChildProcess = spawn(process.execPath, [join(REPO_ROOT, 'faults/lib/bare-server-child.mjs')], {
    env: { ...process.env, INBOXKIT_BARE_BODY: bodyFile }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      const m = /listening (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () => new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}
