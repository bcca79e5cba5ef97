import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInboxService, sequentialIds, type InboxService, type InboxServiceOptions } from '../src/index.js';

/** A clock tests move by hand. */
export function manualClock(start = Date.parse('2026-11-21T10:00:00.000Z')) {
  let now = start;
  const clock = () => now;
  return Object.assign(clock, {
    advance(ms: number) { now += ms; },
    set(ms: number) { now = ms; },
  });
}

export interface TestService {
  service: InboxService;
  dir: string;
  dbPath: string;
  reopen(extra?: InboxServiceOptions): Promise<InboxService>;
  cleanup(): Promise<void>;
}

/** A service on a real SQLite file in a fresh temp dir. */
export function testService(options: InboxServiceOptions = {}): TestService {
  const dir = mkdtempSync(join(tmpdir(), 'ik-core-'));
  const dbPath = join(dir, 'inboxkit.sqlite');
  const base = { database: dbPath, maintenanceIntervalMs: 0, ids: sequentialIds(), ...options };
  const t: TestService = {
    service: createInboxService(base),
    dir,
    dbPath,
    async reopen(extra = {}) {
      await t.service.close();
      t.service = createInboxService({ ...base, ids: sequentialIds(), ...extra });
      return t.service;
    },
    async cleanup() {
      await t.service.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return t;
}

export interface MailSpec {
  from?: string;
  to?: string;
  subject?: string;
  text?: string;
  html?: string;
  headers?: Record<string, string>;
}

/** A small RFC 5322 message, multipart when both bodies are given. */
export function mail(spec: MailSpec = {}): string {
  const head = [
    `From: ${spec.from ?? 'Acme <no-reply@acme.example>'}`,
    `To: ${spec.to ?? 'someone@inboxkit.test'}`,
    `Subject: ${spec.subject ?? 'Hello'}`,
    'Date: Sat, 21 Nov 2026 10:00:00 +0000',
    'Message-ID: <t-1@acme.example>',
    'MIME-Version: 1.0',
    ...Object.entries(spec.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
  ];
  const text = spec.text ?? (spec.html ? undefined : 'Hello there.');
  if (text !== undefined && spec.html !== undefined) {
    return [...head, 'Content-Type: multipart/alternative; boundary="b1"', '', '--b1',
      'Content-Type: text/plain; charset=utf-8', '', text, '--b1', 'Content-Type: text/html; charset=utf-8', '',
      spec.html, '--b1--', ''].join('\r\n');
  }
  if (spec.html !== undefined) return [...head, 'Content-Type: text/html; charset=utf-8', '', spec.html, ''].join('\r\n');
  return [...head, 'Content-Type: text/plain; charset=utf-8', '', text!, ''].join('\r\n');
}

/** Deterministic PRNG (mulberry32): generated test inputs are the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
