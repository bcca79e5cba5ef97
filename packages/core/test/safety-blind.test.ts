// The safety flags scored on blind cases: mail written from docs/agents.md ("Safety flags") by
// someone who never read the code (fixtures/safety/README.md). A case passes when the flags are
// exactly the expected set, every expected hidden reason is found, an expected hidden
// assistant-directed sentence is marked hidden, and the visible text has (and lacks) the
// strings it names. dev.json may guide a change of the rules' code (it must stay whole);
// held-out.json is frozen and nothing is tuned on it: its floor is the score it had when first
// measured (FIRST_HELD_OUT below), so a change may not lose what was right.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { assessSafety, visibleText } from '../src/safety/index.js';

interface BlindCase {
  id: string; situation: string; subject: string | null; text: string | null; html: string | null;
  flags: string[]; hidden_reasons?: string[]; assistant_hidden?: boolean; visible_excludes?: string[]; visible_includes?: string[];
}

/** The held-out score when first measured (2026-11-29, the first version of the rules' code): 70 of 70. */
const FIRST_HELD_OUT = { passed: 70, total: 70 };

function scoreCase(c: BlindCase): string[] {
  const input = { subject: c.subject, text: c.text, html: c.html };
  const got = assessSafety(input);
  const problems: string[] = [];
  if (JSON.stringify(got.flags) !== JSON.stringify(c.flags)) problems.push(`flags [${got.flags.join(', ')}], expected [${c.flags.join(', ')}]`);
  for (const reason of c.hidden_reasons ?? []) {
    if (!got.hidden_text.some((h) => h.reason === reason)) problems.push(`no hidden reason ${reason} (got ${got.hidden_text.map((h) => h.reason).join(', ') || 'none'})`);
  }
  if (c.assistant_hidden !== undefined && c.flags.includes('assistant_directed')) {
    if (!got.assistant_directed.some((a) => a.hidden === c.assistant_hidden)) problems.push(`no assistant-directed finding with hidden=${c.assistant_hidden}`);
  }
  if (c.visible_excludes?.length || c.visible_includes?.length) {
    const visible = visibleText(input);
    for (const s of c.visible_excludes ?? []) if (visible.includes(s)) problems.push(`visible text has "${s.slice(0, 40)}"`);
    for (const s of c.visible_includes ?? []) if (!visible.includes(s)) problems.push(`visible text lacks "${s.slice(0, 40)}"`);
  }
  return problems;
}

function score(file: string): { passed: number; total: number; failures: string[] } {
  const cases = JSON.parse(readFileSync(new URL(`./fixtures/safety/${file}`, import.meta.url), 'utf8')) as BlindCase[];
  const failures: string[] = [];
  for (const c of cases) {
    const problems = scoreCase(c);
    if (problems.length) failures.push(`${c.id}: ${problems.join('; ')}`);
  }
  return { passed: cases.length - failures.length, total: cases.length, failures };
}

test('dev cases: every one passes', () => {
  const { passed, total, failures } = score('dev.json');
  assert.is(total, 167);
  assert.equal(failures, [], `${passed}/${total}`);
});

test('held-out cases (frozen): no fewer than when first scored', () => {
  const { passed, total } = score('held-out.json');
  assert.is(total, FIRST_HELD_OUT.total);
  assert.ok(passed >= FIRST_HELD_OUT.passed, `${passed}/${total}`);
});

test.run();
