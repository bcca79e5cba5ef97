/** What the API needs of node's request to judge its target (an IncomingMessage has it). */
export interface RawRequestHead {
  url?: string;
  httpVersion?: string;
  headers: { host?: string };
}

export interface TargetProblem {
  code: 'not_found' | 'invalid_request';
  message: string;
}

/**
 * Why a request cannot be routed, or null when it can. The API serves origin-form targets
 * (`/v1/inboxes?limit=5`) only. The asterisk form (`OPTIONS *`) and the absolute form
 * (`GET http://host/path`, what a client sends to a proxy) name no endpoint of this server:
 * 404, not routed (the daemon is no proxy, and routing the path of a URL naming another host
 * would answer for a site it is not). An HTTP/1.1 request without a Host header, or with one
 * that makes no URL, is malformed: 400 (RFC 9112 §3.2). `url` is the URL the adapter built
 * from the target and the Host header; `raw` is node's request head when the request came
 * over a socket.
 *
 * @example
 * requestTargetProblem('http://127.0.0.1:8025*', { url: '*', headers: { host: '127.0.0.1:8025' } });
 * // → { code: 'not_found', message: 'the request target * (asterisk form) names no endpoint; …' }
 */
export function requestTargetProblem(url: string, raw?: RawRequestHead): TargetProblem | null {
  if (raw) {
    const target = raw.url ?? '';
    if (target === '*') {
      return { code: 'not_found', message: 'the request target * (asterisk form) names no endpoint; ask for a path such as /v1/inboxes' };
    }
    if (!target.startsWith('/')) {
      return {
        code: 'not_found',
        message: 'the request target must be a path such as /v1/inboxes; a full URL (absolute form) is for proxies, which this server is not',
      };
    }
    if (raw.httpVersion === '1.1' && !raw.headers.host) return { code: 'invalid_request', message: 'an HTTP/1.1 request needs a Host header' };
  }
  if (!URL.canParse(url)) return { code: 'invalid_request', message: 'the Host header must be a host name or address, with an optional port' };
  return null;
}
