// The SMTP fault rules of an inbox (docs/smtp.md, "Fault rules"): their schemas and operations.
import { LIMITS, type SmtpFaultAction, type SmtpFaultStage } from '@inboxkit/core';
import { jsonAnswer, successEnvelope } from './envelopes.js';
import { params } from './parameters.js';
import type { OperationSpec } from './operations.js';
import { arr, int, members, nullable, object, oneOfStrings, optional, ref, str, timestamp, type Schema } from './schema.js';

const L = LIMITS.smtpFaults;
const STAGES = members<SmtpFaultStage>()(['connect', 'mail', 'rcpt', 'data']);
const ACTIONS = members<SmtpFaultAction>()(['reply', 'disconnect', 'delay', 'greylist']);
const number = (extra: Schema): Schema => ({ type: 'number', ...extra });

const stage = oneOfStrings(STAGES, {
  description: 'Where the rule acts. `connect` and `mail` rules act at the first RCPT naming the inbox (the first moment its mail is known): a connect rule\'s reply then closes the connection, a mail rule\'s refuses the rest of the transaction.',
});
const action = oneOfStrings(ACTIONS, {
  description: '`reply`: that reply; `disconnect`: the connection dropped without one (mid-DATA at `data`); `delay`: `delay_ms`, then as usual; `greylist`: 451 until the same client, sender and recipient retry after `greylist_seconds` (`rcpt` and `data` only).',
});
const code = int({ minimum: 400, maximum: 599, description: '`reply` and `greylist` (4xx only). Default 421 at `connect`, else 451.' });
const enhanced = str({ pattern: '^[245]\\.\\d{1,3}\\.\\d{1,3}$', description: 'RFC 3463, of the code\'s class. Default `x.0.0`; greylist `4.7.1`.' });
const text = str({ minLength: 1, maxLength: L.maxTextChars, pattern: '^[\\x20-\\x7e]+$', description: 'Printable ASCII. Default: a text naming the rule (greylist: its window).' });
const times = int({ minimum: 1, maximum: L.maxTimes, description: 'How many times the rule fires, then it is spent (and still listed). Null or left out: every time, until removed.' });
const probability = number({ minimum: 0, maximum: 1, description: 'The chance that a transaction the rule applies to is hit. Default 1.' });
const delayMs = int({ minimum: 1, maximum: L.maxDelayMs, description: '`delay` only, and required there. The delays of one stage add up to at most the same bound.' });
const greylistSeconds = int({ minimum: 0, maximum: L.maxGreylistSeconds, description: '`greylist` only. Default 60.' });

const ruleInput = (description?: string): Schema => object({
  stage, action: optional(action), code: optional(code), enhanced_code: optional(enhanced), text: optional(text),
  times: optional(nullable(times)), probability: optional(probability), delay_ms: optional(delayMs), greylist_seconds: optional(greylistSeconds),
}, description ? { description } : {});

export const SMTP_FAULT_SCHEMAS: Record<string, Schema> = {
  SmtpFaultStage: oneOfStrings(STAGES),
  SmtpFaultAction: oneOfStrings(ACTIONS),
  SmtpFaultRule: object({
    id: str(), stage: ref('SmtpFaultStage'), action: ref('SmtpFaultAction'),
    code: nullable(int({ minimum: 400, maximum: 599 })), enhanced_code: nullable(str()), text: nullable(str({ description: 'Null: the default text.' })),
    times: nullable(int({ minimum: 1 })),
    remaining: nullable(int({ minimum: 0, description: 'Times left (0: spent); null without `times`.' })),
    probability: number({ minimum: 0, maximum: 1 }),
    delay_ms: nullable(int()), greylist_seconds: nullable(int()),
    fired: int({ minimum: 0, description: 'How many times the rule acted (each greylisted attempt counts).' }),
    last_fired_at: nullable(timestamp()), created_at: timestamp(),
  }, { description: 'A fault rule with its defaults written in; fields an action does not take are null.' }),
  SmtpFaultRuleInput: ruleInput('A fault rule as given. A field the action does not take, or any other field, is 400 naming it.'),
  PutSmtpFaultsRequest: object({ rules: arr(ref('SmtpFaultRuleInput'), { maxItems: L.rulesPerInbox, description: 'Tried in this order. Empty: no rules.' }) }),
  SmtpFaultsResponse: successEnvelope({ inbox_id: str(), rules: arr(ref('SmtpFaultRule')) }),
  SmtpFaultRuleResponse: successEnvelope({ rule: ref('SmtpFaultRule') }),
};

const json = (name: string) => ({ required: true, content: { 'application/json': { schema: ref(name) } } });
const ANSWER = 'The inbox\'s rules, in the order they are tried.';

export const SMTP_FAULT_OPERATIONS: Record<string, OperationSpec> = {
  'GET /v1/inboxes/{inbox_id}/smtp-faults': {
    operationId: 'getSmtpFaults', tags: ['Inboxes'], summary: 'The inbox\'s SMTP fault rules, with how often each fired',
    parameters: params('InboxId'),
    success: { 200: jsonAnswer(ANSWER, 'SmtpFaultsResponse') },
  },
  'PUT /v1/inboxes/{inbox_id}/smtp-faults': {
    operationId: 'putSmtpFaults', tags: ['Inboxes'], summary: 'Replace the inbox\'s SMTP fault rules (their counts start over)',
    description: `At most ${L.rulesPerInbox} rules. A bad rule is 400 naming its field, e.g. \`rules[0].code\`; nothing is changed then.`,
    parameters: params('InboxId'),
    requestBody: json('PutSmtpFaultsRequest'),
    success: { 200: jsonAnswer(ANSWER, 'SmtpFaultsResponse') },
  },
  'POST /v1/inboxes/{inbox_id}/smtp-faults': {
    operationId: 'addSmtpFault', tags: ['Inboxes'], summary: 'Add one SMTP fault rule after the inbox\'s others',
    description: `409 when the inbox holds ${L.rulesPerInbox} already. No Idempotency-Key: a retried add adds another rule.`,
    parameters: params('InboxId'),
    requestBody: json('SmtpFaultRuleInput'),
    success: { 201: jsonAnswer('The rule added.', 'SmtpFaultRuleResponse') },
  },
  'DELETE /v1/inboxes/{inbox_id}/smtp-faults': {
    operationId: 'deleteSmtpFaults', tags: ['Inboxes'], summary: 'Remove every SMTP fault rule of the inbox',
    parameters: params('InboxId'),
    success: { 200: jsonAnswer('The inbox\'s rules: none.', 'SmtpFaultsResponse') },
  },
  'DELETE /v1/inboxes/{inbox_id}/smtp-faults/{rule_id}': {
    operationId: 'deleteSmtpFault', tags: ['Inboxes'], summary: 'Remove one SMTP fault rule of the inbox',
    parameters: params('InboxId', 'FaultRuleId'),
    success: { 200: jsonAnswer('The rules left.', 'SmtpFaultsResponse') },
  },
};
