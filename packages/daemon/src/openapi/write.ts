// docs/openapi.json: the API document as the code builds it (document.ts), committed so it can
// be read, diffed and fed to generators without a running daemon. test/openapi.test.ts fails
// when the copy differs. To rewrite it:
//   node --conditions=source --import tsx packages/daemon/src/openapi/write.ts --write
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildOpenApiDocument } from './document.js';

/** docs/openapi.json, from src/openapi/ or dist/openapi/ (both two levels below the package). */
export const OPENAPI_DOC = fileURLToPath(new URL('../../../../docs/openapi.json', import.meta.url));

/** The committed copy's text: the document, two-space indented, with a final newline. */
export const openApiFileText = (): string => `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;

/** With `--write`, rewrites docs/openapi.json; without, only checks. Exit status 1 when it is out of date. */
export function checkOrWriteOpenApi(args: string[], path = OPENAPI_DOC): number {
  let current = '';
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    // missing: out of date
  }
  const next = openApiFileText();
  if (next === current) {
    process.stderr.write(`${path} is current\n`);
    return 0;
  }
  if (args.includes('--write')) {
    writeFileSync(path, next);
    process.stderr.write(`${path} rewritten\n`);
    return 0;
  }
  process.stderr.write(`${path} is out of date; run with --write\n`);
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = checkOrWriteOpenApi(process.argv.slice(2));
