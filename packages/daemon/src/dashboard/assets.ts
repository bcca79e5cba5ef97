import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { readAsset } from '../assets.js';

/**
 * The dashboard's built files (scripts/build-dashboard.mjs writes them to dist/web/ with
 * content-hashed names and a manifest.json naming the entry script and style). They are read
 * once, through `readBuiltFile` alone, and served from memory; readAsset finds them in the
 * package's directory or, in the single binary, among its embedded assets.
 */

/** The one function that reads a built file: its bytes, or null when it is not there. */
export function readBuiltFile(name: string): Buffer | null {
  try {
    return readAsset(`dist/web/${name}`);
  } catch {
    return null;
  }
}

export interface DashboardAsset {
  readonly body: Buffer;
  /** The body gzipped once (level 9), sent to clients that accept gzip. */
  readonly gzip: Buffer;
  readonly contentType: string;
  /** Strong ETag: the SHA-256 of the body. */
  readonly etag: string;
}

export interface DashboardAssets {
  /** URL path of the entry script and the stylesheet under /dashboard/assets/. */
  readonly script: string;
  readonly style: string;
  /** Every built file by its (hashed) name. */
  readonly files: ReadonlyMap<string, DashboardAsset>;
}

interface Manifest {
  script: string;
  style: string;
  files: string[];
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

const typeOf = (name: string) => TYPES[name.slice(name.lastIndexOf('.'))] ?? 'application/octet-stream';

/** A file name the manifest may name: one plain segment, no path. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The built files, or null when the dashboard was not built (`npm run build`). */
export function loadDashboardAssets(read: (name: string) => Buffer | null = readBuiltFile): DashboardAssets | null {
  const manifestBytes = read('manifest.json');
  if (manifestBytes === null) return null;
  const manifest = JSON.parse(manifestBytes.toString('utf8')) as Manifest;
  const files = new Map<string, DashboardAsset>();
  for (const name of manifest.files) {
    if (!SAFE_NAME.test(name)) throw new Error(`dashboard manifest names an unsafe file: ${name}`);
    const body = read(name);
    if (body === null) throw new Error(`the dashboard build is incomplete: ${name} is missing (run npm run build)`);
    files.set(name, {
      body, gzip: gzipSync(body, { level: 9 }), contentType: typeOf(name),
      etag: `"${createHash('sha256').update(body).digest('base64url')}"`,
    });
  }
  if (!files.has(manifest.script) || !files.has(manifest.style)) throw new Error('the dashboard manifest names no script or style');
  return { script: manifest.script, style: manifest.style, files };
}
