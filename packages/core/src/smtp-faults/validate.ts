import { invalid } from '../errors.js';
import type { SmtpFaultAction, SmtpFaultRule, SmtpFaultStage } from './types.js';

/** Bounds of fault rules (LIMITS.smtpFaults). */
export const SMTP_FAULT_LIMITS = Object.freeze({
  /** Rules one inbox may hold. */
  rulesPerInbox: 20,
  /** A delay rule's wait, and the delays of one stage together. */
  maxDelayMs: 60_000,
  maxGreylistSeconds: 86_400,
  maxTextChars: 200,
  maxTimes: 1_000_000,
});

export const FAULT_STAGES: readonly SmtpFaultStage[] = ['connect', 'mail', 'rcpt', 'data'];
export const FAULT_ACTIONS: readonly SmtpFaultAction[] = ['reply', 'disconnect', 'delay', 'greylist'];
const DEFAULT_GREYLIST_SECONDS = 60;

/** A rule checked and with its defaults: what storage keeps (but its id, counts and times). */
export type FaultSpec = Omit<SmtpFaultRule, 'id' | 'remaining' | 'fired' | 'last_fired_at' | 'created_at'>;

/** The fields each action takes besides stage, action, times and probability. */
const TAKES: Record<SmtpFaultAction, readonly string[]> = {
  reply: ['code', 'enhanced_code', 'text'],
  greylist: ['code', 'enhanced_code', 'text', 'greylist_seconds'],
  delay: ['delay_ms'],
  disconnect: [],
};
const FIELDS = new Set(['stage', 'action', 'times', 'probability', 'code', 'enhanced_code', 'text', 'delay_ms', 'greylist_seconds']);

const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/**
 * One rule (a POST body, or an entry of a PUT's `rules` when `at` is `rules[i].`): every field
 * checked, an unknown one refused (a misspelt option would change what fails), 400 naming it.
 */
export function parseRule(input: unknown, at = ''): FaultSpec {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw invalid(at ? at.slice(0, -1) : 'body', 'a rule is a JSON object');
  const r = input as Record<string, unknown>;
  const field = (name: string) => `${at}${name}`;
  for (const name of Object.keys(r)) if (!FIELDS.has(name)) throw invalid(field(name), `${field(name)} is not a field of a fault rule`);
  const stage = r.stage as SmtpFaultStage;
  if (!FAULT_STAGES.includes(stage)) throw invalid(field('stage'), `${field('stage')} must be one of ${FAULT_STAGES.join(', ')}`);
  const action = (r.action ?? 'reply') as SmtpFaultAction;
  if (!FAULT_ACTIONS.includes(action)) throw invalid(field('action'), `${field('action')} must be one of ${FAULT_ACTIONS.join(', ')}`);
  for (const name of ['code', 'enhanced_code', 'text', 'delay_ms', 'greylist_seconds']) {
    if (r[name] !== undefined && !TAKES[action].includes(name)) throw invalid(field(name), `${field(name)} is not taken by action ${action}`);
  }
  if (action === 'greylist' && (stage === 'connect' || stage === 'mail')) {
    throw invalid(field('action'), `${field('action')} greylist needs the recipient: give it at rcpt or data`);
  }
  const times = r.times ?? null;
  if (times !== null && !isInt(times, 1, SMTP_FAULT_LIMITS.maxTimes)) {
    throw invalid(field('times'), `${field('times')} must be an integer from 1 to ${SMTP_FAULT_LIMITS.maxTimes}, or null (every time)`);
  }
  const probability = r.probability ?? 1;
  if (typeof probability !== 'number' || !Number.isFinite(probability) || probability < 0 || probability > 1) {
    throw invalid(field('probability'), `${field('probability')} must be a number from 0 to 1`);
  }
  const spec: FaultSpec = {
    stage, action, code: null, enhanced_code: null, text: null, times, probability, delay_ms: null, greylist_seconds: null,
  };
  if (action === 'reply' || action === 'greylist') {
    const [min, max] = action === 'greylist' ? [400, 499] : [400, 599];
    const code = r.code ?? (action === 'reply' && stage === 'connect' ? 421 : 451);
    if (!isInt(code, min, max)) throw invalid(field('code'), `${field('code')} must be an integer from ${min} to ${max}`);
    spec.code = code;
    const enhanced = r.enhanced_code ?? (action === 'greylist' ? '4.7.1' : `${String(code)[0]}.0.0`);
    if ((typeof enhanced !== 'string' || !/^[245]\.\d{1,3}\.\d{1,3}$/.test(enhanced) || enhanced[0] !== String(code)[0])) {
      throw invalid(field('enhanced_code'), `${field('enhanced_code')} must be x.y.z (RFC 3463) of the code's class, e.g. ${String(code)[0]}.7.1`);
    }
    spec.enhanced_code = enhanced;
    const text = r.text ?? null;
    if (text !== null && (typeof text !== 'string' || !/^[\x20-\x7e]+$/.test(text) || text.length > SMTP_FAULT_LIMITS.maxTextChars)) {
      throw invalid(field('text'), `${field('text')} must be 1 to ${SMTP_FAULT_LIMITS.maxTextChars} printable ASCII characters`);
    }
    spec.text = text;
  }
  if (action === 'delay') {
    if (!isInt(r.delay_ms, 1, SMTP_FAULT_LIMITS.maxDelayMs)) {
      throw invalid(field('delay_ms'), `${field('delay_ms')} is required: an integer from 1 to ${SMTP_FAULT_LIMITS.maxDelayMs} (ms)`);
    }
    spec.delay_ms = r.delay_ms;
  }
  if (action === 'greylist') {
    const seconds = r.greylist_seconds ?? DEFAULT_GREYLIST_SECONDS;
    if (!isInt(seconds, 0, SMTP_FAULT_LIMITS.maxGreylistSeconds)) {
      throw invalid(field('greylist_seconds'), `${field('greylist_seconds')} must be an integer from 0 to ${SMTP_FAULT_LIMITS.maxGreylistSeconds}`);
    }
    spec.greylist_seconds = seconds;
  }
  return spec;
}

/** A PUT body: `{ rules: [...] }`, at most rulesPerInbox of them. */
export function parseRules(input: unknown): FaultSpec[] {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw invalid('body', 'the body is a JSON object with rules');
  const rules = (input as { rules?: unknown }).rules;
  if (!Array.isArray(rules)) throw invalid('rules', 'rules is required: a list of fault rules (empty removes them all)');
  if (rules.length > SMTP_FAULT_LIMITS.rulesPerInbox) throw invalid('rules', `an inbox holds at most ${SMTP_FAULT_LIMITS.rulesPerInbox} fault rules`);
  return rules.map((rule, i) => parseRule(rule, `rules[${i}].`));
}
