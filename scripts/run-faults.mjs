#!/usr/bin/env node
// `npm run faults`: the fault suite at full size (INBOXKIT_FAULTS=full), one file at a time so
// the load of one scenario never skews another's figures. Builds first (the daemon runs from
// dist, as shipped), streams each file's output, and ends with the table of every
// `FAULT-FIGURE` line the files printed: the figures docs/reliability.md quotes.
// Usage: npm run faults [-- substring-filter ...]
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const filters = process.argv.slice(2);
const build = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const files = readdirSync(join(root, 'faults'))
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `faults/${f}`)
  .filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)))
  .sort();

const figures = [];
const failed = [];
const started = Date.now();
for (const file of files) {
  console.log(`\n=== ${file}`);
  const fileStarted = Date.now();
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', file], {
      cwd: root,
      env: { ...process.env, INBOXKIT_FAULTS: 'full', NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let rest = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      process.stdout.write(chunk);
      rest += chunk;
      const lines = rest.split('\n');
      rest = lines.pop();
      for (const line of lines) {
        const m = /FAULT-FIGURE (\{.*\})\s*$/.exec(line); // uvu may print its progress dot first on the line
        if (m) figures.push({ file, ...JSON.parse(m[1]) });
      }
    });
    child.on('close', (c, signal) => resolve(signal ? 1 : c));
  });
  console.log(`=== ${file}: ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - fileStarted) / 1000).toFixed(0)} s`);
  if (code !== 0) failed.push(file);
}

console.log(`\n## Fault suite figures (${new Date().toISOString().slice(0, 10)}, ${((Date.now() - started) / 60000).toFixed(1)} min)\n`);
console.log('| Figure | Value | Target |');
console.log('|---|---|---|');
for (const f of figures) console.log(`| ${f.name} | ${f.value}${f.unit ? ` ${f.unit}` : ''} | ${f.target ?? ''} |`);
console.log(failed.length === 0 ? `\n${files.length} fault files passed` : `\nFAILED: ${failed.join(', ')}`);
process.exitCode = failed.length === 0 && files.length > 0 ? 0 : 1;
