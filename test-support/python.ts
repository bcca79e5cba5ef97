// Which Python the tests run: the first of $PYTHON, `python3` on the PATH and Debian's
// /usr/bin/python3 that runs, and, when `pytest` is asked for, that can import pytest (Debian's
// python3-pytest, which .ci/run installs). Null when none does.
import { spawnSync } from 'node:child_process';

const cache = new Map<string, string | null>();

export function findPython(options: { pytest?: boolean } = {}): string | null {
  const key = options.pytest ? 'pytest' : 'plain';
  if (cache.has(key)) return cache.get(key)!;
  const candidates = [process.env.PYTHON, 'python3', '/usr/bin/python3'].filter((c): c is string => !!c);
  const probe = options.pytest ? 'import sys, pytest; assert sys.version_info >= (3, 9)' : 'import sys; assert sys.version_info >= (3, 9)';
  const found = candidates.find((python) => spawnSync(python, ['-c', probe], { stdio: 'ignore' }).status === 0) ?? null;
  cache.set(key, found);
  return found;
}

/** The failure message when no Python fits. */
export const NO_PYTHON = 'no python3 >= 3.9 with pytest: apt-get install python3-pytest (.ci/run does), or set PYTHON';
