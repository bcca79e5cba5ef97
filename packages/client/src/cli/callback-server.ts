/**
 * The loopback server `inboxkit login` gives the sign-in flow as `localhost_callback_url`.
 * The dashboard's completion page sends the browser (redirect, GET or POST) to
 * `/callback?code=…&state=…&auth_request_id=…`. The state must equal ours (compared in
 * constant time); a request with a wrong or missing state is answered 400 and changes
 * nothing, so a stray or forged request cannot end the wait. A good one is handed to
 * `onCallback` (which exchanges the code) and the browser gets a small HTML page saying
 * whether it worked.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CallbackParams {
  code: string;
  state: string;
  auth_request_id: string | null;
}

export type CallbackOutcome = { ok: true } | { ok: false; message: string };

export interface CallbackServerOptions {
  /** The `callback_state` sent with the start request. */
  state: string;
  /** Completes sign-in with the callback's code. Called at most once at a time. */
  onCallback: (params: CallbackParams) => Promise<CallbackOutcome>;
  /** Origin allowed to call from a page script (the dashboard's): CORS and private-network preflight. */
  allowOrigin?: string | null;
  /** Default 127.0.0.1. */
  host?: string;
}

export interface CallbackServer {
  /** e.g. `http://127.0.0.1:53124/callback` */
  readonly url: string;
  close(): Promise<void>;
}

const MAX_BODY = 16 * 1024;

function sameSecret(a: string, b: string): boolean {
  // Hashing first gives equal lengths, so timingSafeEqual never throws or leaks length.
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function callbackPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#222}h1{font-size:1.3rem}</style>
</head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>
`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parameters from the query string, and for a POST also from a form or JSON body. */
async function readParams(req: IncomingMessage, url: URL): Promise<Map<string, string>> {
  const params = new Map<string, string>();
  for (const [k, v] of url.searchParams) if (!params.has(k)) params.set(k, v);
  if (req.method === 'POST') {
    const text = await readBody(req);
    const type = (req.headers['content-type'] ?? '').toLowerCase();
    if (type.includes('application/json') && text.trim() !== '') {
      const data = JSON.parse(text) as Record<string, unknown>;
      for (const [k, v] of Object.entries(data)) if (typeof v === 'string' && !params.has(k)) params.set(k, v);
    } else if (text !== '') {
      for (const [k, v] of new URLSearchParams(text)) if (!params.has(k)) params.set(k, v);
    }
  }
  return params;
}

export async function startCallbackServer(options: CallbackServerOptions): Promise<CallbackServer> {
  const host = options.host ?? '127.0.0.1';
  let completed = false;
  let busy: Promise<CallbackOutcome> | null = null;

  const send = (res: ServerResponse, status: number, title: string, message: string) => {
    const body = callbackPage(title, message);
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      ...(options.allowOrigin ? { 'access-control-allow-origin': options.allowOrigin, vary: 'Origin' } : {}),
    });
    res.end(body);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${host}`);
    if (url.pathname !== '/callback') return send(res, 404, 'Not found', 'This address only receives the Inboxkit sign-in callback.');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...(options.allowOrigin ? { 'access-control-allow-origin': options.allowOrigin, vary: 'Origin' } : {}),
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'content-type',
        'access-control-allow-private-network': 'true',
        'access-control-max-age': '600',
      });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.setHeader('allow', 'GET, POST, OPTIONS');
      return send(res, 405, 'Method not allowed', 'Use GET or POST.');
    }
    let params: Map<string, string>;
    try {
      params = await readParams(req, url);
    } catch {
      return send(res, 400, 'Bad request', 'The callback could not be read.');
    }
    const state = params.get('state') ?? '';
    const code = params.get('code') ?? '';
    if (state === '' || !sameSecret(state, options.state)) {
      return send(res, 400, 'Sign-in not completed', 'This request does not belong to the sign-in waiting in your terminal (state mismatch). Nothing was changed.');
    }
    if (code === '') return send(res, 400, 'Sign-in not completed', 'The callback carries no code.');
    if (completed) return send(res, 200, 'Already signed in', 'The terminal is already signed in. You can close this tab.');
    // One exchange at a time: a second callback (double click, retry) waits for the first.
    while (busy) await busy.catch(() => undefined);
    if (completed) return send(res, 200, 'Already signed in', 'The terminal is already signed in. You can close this tab.');
    const run = options.onCallback({ code, state, auth_request_id: params.get('auth_request_id') ?? null });
    busy = run;
    let outcome: CallbackOutcome;
    try {
      outcome = await run;
    } catch (error) {
      outcome = { ok: false, message: (error as Error)?.message ?? String(error) };
    } finally {
      busy = null;
    }
    if (outcome.ok) {
      completed = true;
      return send(res, 200, 'Signed in to Inboxkit', 'The command line is signed in. You can close this tab and return to the terminal.');
    }
    return send(res, 400, 'Sign-in not completed', `${outcome.message}. Return to the terminal and enter the code from the email instead.`);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, 'Error', 'The callback failed; return to the terminal.');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${host}:${port}/callback`,
    close: () => {
      // Lets a page being answered (the success page) go out, then cuts what is left.
      closing ??= new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), 1000);
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}
