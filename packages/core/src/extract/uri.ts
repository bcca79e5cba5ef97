import { domainToASCII } from 'node:url';

/**
 * A link as an RFC 3986 URI, which is what the spec's `ExtractedLink.url` is. Mail writes
 * links as browsers read them (`href="https://example.com/über uns"`, an IDN host, a stray
 * `|` or `%`); a browser follows them encoded, so the same is done here: a non-ASCII host
 * becomes its punycode form, and every character RFC 3986 does not allow where it stands is
 * percent-encoded as UTF-8 (a `%` that starts no escape becomes `%25`). A link that is already
 * a URI comes back unchanged, character for character.
 */
export function asUri(link: string): string {
  const m = /^([A-Za-z][A-Za-z0-9+.-]*:)(\/\/([^/?#]*))?(.*)$/s.exec(link);
  if (!m) return encode(link, PATH);
  const [, scheme, , authority, rest] = m as unknown as [string, string, string | undefined, string | undefined, string];
  let out = scheme;
  if (authority !== undefined) out += `//${encodeAuthority(authority)}`;
  const hash = rest.indexOf('#');
  const beforeHash = hash < 0 ? rest : rest.slice(0, hash);
  const query = beforeHash.indexOf('?');
  out += query < 0 ? encode(beforeHash, PATH) : `${encode(beforeHash.slice(0, query), PATH)}?${encode(beforeHash.slice(query + 1), QUERY)}`;
  if (hash >= 0) out += `#${encode(rest.slice(hash + 1), QUERY)}`;
  return out;
}

/** RFC 3986's pchar and `/` (path); query and fragment also allow `?`. Escapes are handled apart. */
const PATH = /[A-Za-z0-9\-._~!$&'()*+,;=:@/]/;
const QUERY = /[A-Za-z0-9\-._~!$&'()*+,;=:@/?]/;
const USERINFO = /[A-Za-z0-9\-._~!$&'()*+,;=:]/;
const REG_NAME = /[A-Za-z0-9\-._~!$&'()*+,;=]/;
const HEX2 = /^[0-9A-Fa-f]{2}$/;

function encode(part: string, allowed: RegExp): string {
  let out = '';
  for (let i = 0; i < part.length; i++) {
    const c = part[i]!;
    if (allowed.test(c)) out += c;
    else if (c === '%') out += HEX2.test(part.slice(i + 1, i + 3)) ? '%' : '%25';
    else {
      const code = part.codePointAt(i)!;
      const char = String.fromCodePoint(code);
      if (char.length === 2) i++;
      // A lone surrogate has no UTF-8 form: U+FFFD, as a browser would send.
      const bytes = Buffer.from(code >= 0xd800 && code <= 0xdfff ? '\ufffd' : char, 'utf8');
      for (const b of bytes) out += `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
    }
  }
  return out;
}

function encodeAuthority(authority: string): string {
  const at = authority.lastIndexOf('@');
  const userinfo = at < 0 ? '' : `${encode(authority.slice(0, at), USERINFO)}@`;
  const hostPort = authority.slice(at + 1);
  if (hostPort.startsWith('[')) return userinfo + hostPort; // an IP literal: kept as written
  const port = /:\d*$/.exec(hostPort)?.[0] ?? '';
  let host = hostPort.slice(0, hostPort.length - port.length);
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(host)) host = domainToASCII(host) || host;
  return userinfo + encode(host, REG_NAME) + port;
}
