/**
 * What the safety assessment costs next to extraction, over the public MIME corpus
 * (/work/shared/corpora/mime, or INBOXKIT_MIME_CORPUS): every message is parsed once with
 * mailparser, then `extract` and `assessSafety` each run over all of them, alternating which goes
 * first, for 5 timed rounds after a warm-up. Prints ms per message for both, their ratio, and the
 * slowest messages for the assessment. Not a test (the target, about a third of extract, is read
 * by a person): run with
 *   node --conditions=source --import tsx bench/safety.ts
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { simpleParser } from 'mailparser';
import { assessSafety, extract, type SafetyInput } from '@inboxkit/core';

const CORPUS = process.env.INBOXKIT_MIME_CORPUS ?? resolve(new URL('.', import.meta.url).pathname, '../../shared/corpora/mime');
const ROUNDS = 5;

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files(path, out);
    else if (!name.endsWith('.md')) out.push(path);
  }
  return out;
}

interface Message { file: string; input: SafetyInput; listUnsubscribe: string | null; fromName: string | null; fromEmail: string | null }

if (!existsSync(CORPUS)) {
  console.log(`corpus not found at ${CORPUS} (set INBOXKIT_MIME_CORPUS)`);
  process.exit(1);
}
const messages: Message[] = [];
for (const path of files(CORPUS)) {
  // The options ingest uses (content/attachments.ts PARSER_OPTIONS): text and HTML as sent.
  const mail = await simpleParser(readFileSync(path), { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true, skipHtmlToText: true });
  const from = Array.isArray(mail.from) ? mail.from[0] : mail.from;
  messages.push({
    file: relative(CORPUS, path),
    input: {
      subject: mail.subject ?? null,
      text: typeof mail.text === 'string' && mail.text.length > 0 ? mail.text : null,
      html: typeof mail.html === 'string' && mail.html.length > 0 ? mail.html : null,
    },
    listUnsubscribe: null,
    fromName: from?.value[0]?.name || null,
    fromEmail: from?.value[0]?.address || null,
  });
}

const runExtract = (m: Message): unknown => extract({ ...m.input, listUnsubscribe: m.listUnsubscribe, fromName: m.fromName, fromEmail: m.fromEmail });
const runSafety = (m: Message): unknown => assessSafety(m.input);

function time(fn: (m: Message) => unknown, perMessage?: Map<string, number>): number {
  const t0 = process.hrtime.bigint();
  for (const m of messages) {
    if (perMessage) {
      const s = process.hrtime.bigint();
      fn(m);
      perMessage.set(m.file, (perMessage.get(m.file) ?? 0) + Number(process.hrtime.bigint() - s) / 1e6);
    } else fn(m);
  }
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

time(runExtract);
time(runSafety); // warm-up
let extractMs = 0, safetyMs = 0;
const rounds: string[] = [];
for (let r = 0; r < ROUNDS; r++) {
  let e: number, s: number;
  if (r % 2 === 0) { e = time(runExtract); s = time(runSafety); } else { s = time(runSafety); e = time(runExtract); }
  extractMs += e;
  safetyMs += s;
  rounds.push(`${(e / messages.length).toFixed(3)}/${(s / messages.length).toFixed(3)}`);
}
const per = (ms: number): string => (ms / ROUNDS / messages.length).toFixed(3);
const slowest = new Map<string, number>();
time(runSafety, slowest);
const htmlBytes = messages.reduce((a, m) => a + (m.input.html?.length ?? 0) + (m.input.text?.length ?? 0), 0);
console.log(`${messages.length} messages (${(htmlBytes / 1e6).toFixed(1)} M characters of text and HTML), ${ROUNDS} rounds, alternating`);
console.log(`rounds (extract/safety ms per message): ${rounds.join('  ')}`);
console.log(`extract       ${per(extractMs)} ms/message`);
console.log(`assessSafety  ${per(safetyMs)} ms/message  (${((100 * safetyMs) / extractMs).toFixed(0)} % of extract)`);
console.log(`slowest for assessSafety: ${[...slowest].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([f, ms]) => `${f} ${ms.toFixed(2)} ms`).join(', ')}`);
