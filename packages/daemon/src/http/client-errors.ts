import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_STATUS, type ApiErrorCode } from './errors.js';
import { jsonHeaders, newRequestId } from './respond.js';

/**
 * Answers what Node's HTTP parser refuses before a request reaches the API (a malformed
 * request line or header, headers over 16 KiB, a request that did not arrive within the
 * request timeout) with the same error envelope and headers as every other answer, then
 * closes the connection: after such an error the byte stream cannot be trusted.
 *
 * @example
 * server.on('clientError', answerClientError);
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // The peer went away, or the socket is already done: nothing to answer.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [code, message] = describe(error.code);
  answerOnSocket(socket, code, message);
}

/**
 * A CONNECT request (a proxy tunnel): node hands it to the server's 'connect' listener, or,
 * without one, drops the connection without a word. Like any target that is not a path it
 * names no endpoint: 404 in the envelope, and the connection closes (this server is no proxy).
 *
 * @example
 * server.on('connect', answerConnect);
 */
export function answerConnect(_request: unknown, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  answerOnSocket(socket, 'not_found', 'CONNECT names no endpoint: this server is no proxy');
}

/** Writes one answer in the envelope straight to the socket and closes the connection. */
function answerOnSocket(socket: Duplex, code: ApiErrorCode, message: string): void {
  const status = ERROR_STATUS[code];
  const requestId = newRequestId();
  const body = JSON.stringify({ success: false, request_id: requestId, error: { code, message } });
  socket.end([
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...Object.entries(jsonHeaders(Buffer.byteLength(body), requestId)).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
    '',
    body,
  ].join('\r\n'));
}

function describe(code: string | undefined): [ApiErrorCode, string] {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return ['request_timeout', 'the request did not arrive in time; send the headers and the whole body promptly'];
    case 'HPE_HEADER_OVERFLOW':
      return ['headers_too_large', 'the request line and headers must not exceed 16 KiB'];
    default:
      return ['invalid_request', `the request is not valid HTTP/1.1${code ? ` (${code})` : ''}`];
  }
}
