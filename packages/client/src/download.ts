/**
 * The file name of a `Content-Disposition` answer (RFC 6266): the UTF-8 `filename*` when
 * given (every Inboxkit download has it), else the quoted or bare `filename`; null when none.
 */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*UTF-8'[^']*'([^;\s]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!);
    } catch {
      // malformed percent-encoding: fall back to the plain form
    }
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) return quoted[1]!.replace(/\\(.)/g, '$1');
  const bare = /(?:^|;)\s*filename\s*=\s*([^;\s]+)/i.exec(header);
  return bare ? bare[1]! : null;
}
