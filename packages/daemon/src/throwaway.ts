/**
 * The data of a daemon started for one job (`inboxkit run`, `inboxkit mcp --embedded`): the data
 * directory or the database given, else a fresh temporary directory, removed at the end unless
 * --keep-data says otherwise.
 *
 * @example
 * const data = throwawayData(config, 'inboxkit-run-');
 * process.once('exit', data.remove);
 * const serving = await serveThrowaway(config.serve, data, err);
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DAEMON_DEFAULTS, type ServeConfig } from './config/index.js';
import { startServing, type Serving } from './serving.js';

export interface ThrowawayData {
  /** What startServing takes: the directory and its database file, or the database alone. */
  storage: { dataDir: string | null; database: string };
  /** Removes the temporary directory unless it is kept (nothing otherwise); safe to call again. */
  remove(): void;
  /** "data kept in …" when a temporary directory is kept, else null. */
  keptNote(): string | null;
}

export function throwawayData(given: { dataDir: string | null; database: string | null; keepData: boolean }, prefix: string): ThrowawayData {
  const temporary = given.dataDir === null && given.database === null;
  const dataDir = given.database !== null ? null : given.dataDir ?? mkdtempSync(join(tmpdir(), prefix));
  const removeData = temporary && !given.keepData;
  return {
    storage: dataDir === null ? { dataDir: null, database: given.database! } : { dataDir, database: resolve(dataDir, DAEMON_DEFAULTS.databaseFile) },
    remove: () => {
      if (removeData) rmSync(dataDir!, { recursive: true, force: true });
    },
    keptNote: () => (temporary && !removeData ? `data kept in ${dataDir}` : null),
  };
}

/** Starts the daemon on the throwaway data; a start that fails removes it (and throws). */
export async function serveThrowaway(serve: Omit<ServeConfig, 'dataDir' | 'database'>, data: ThrowawayData, err: (text: string) => void): Promise<Serving> {
  try {
    return await startServing({ ...serve, ...data.storage }, err);
  } catch (error) {
    data.remove();
    throw error;
  }
}
