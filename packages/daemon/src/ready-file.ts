// `serve --ready-file PATH`: for pipelines that start the daemon in the background and wait
// for it. The file appears only once both listeners are up, and whole: it is written under a
// temporary name in the same directory and renamed into place. A file left at the path by an
// earlier run is removed before the daemon starts, and this one when it stops, so its presence
// means "a daemon is listening at these addresses".
import { mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** What the ready file holds (JSON). */
export interface ReadyInfo {
  pid: number;
  /** Null on PostgreSQL (--database): no data directory. */
  data_dir: string | null;
  domain: string;
  /** Where the SMTP listener is bound. */
  smtp: { host: string; port: number };
  /** Where the implicit-TLS SMTP listener is bound (--smtps-port); absent without one. */
  smtps?: { host: string; port: number };
  /** Where the POP3 listener is bound (--pop3-port); absent without one. */
  pop3?: { host: string; port: number };
  /** Where the HTTP API is bound, and its URL. */
  http: { host: string; port: number; url: string };
  /** The public URL the API advertises (--public-url, else http.url). */
  base_url: string;
  /** ISO time the listeners were up. */
  ready_at: string;
}

export interface ReadyFile {
  readonly path: string;
  /** Writes the file (atomically). Throws when it cannot be written, naming the path. */
  write(info: ReadyInfo): void;
  /** Removes the file if it is still the one this process wrote. Idempotent; safe in an 'exit' handler. */
  remove(): void;
}

const missing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/** Removes what an earlier run left at `path` (creating its directory when missing); the file is written later, by write(). */
export function prepareReadyFile(path: string): ReadyFile {
  try {
    mkdirSync(dirname(path), { recursive: true });
    unlinkSync(path);
  } catch (error) {
    if (!missing(error)) throw new Error(`cannot use the ready file ${path}: ${(error as Error).message}`);
  }
  let written: string | null = null;
  return {
    path,
    write(info) {
      const text = `${JSON.stringify(info, null, 2)}\n`;
      const temp = `${path}.${process.pid}.tmp`;
      try {
        writeFileSync(temp, text, { mode: 0o644 });
        renameSync(temp, path);
      } catch (error) {
        try {
          unlinkSync(temp);
        } catch {
          // never created
        }
        throw new Error(`cannot write the ready file ${path}: ${(error as Error).message}`);
      }
      written = text;
    },
    remove() {
      if (written === null) return;
      const mine = written;
      written = null;
      try {
        if (readFileSync(path, 'utf8') === mine) unlinkSync(path);
      } catch {
        // gone already, or replaced by someone else's: not ours to remove
      }
    },
  };
}
