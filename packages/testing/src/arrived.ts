/**
 * What arrived in an inbox, for failure messages and reports: the fields a test waits on
 * (code, intent, link types) per message, oldest first.
 */
import type { ExtractedLink, InboxkitClient, MessageDetail, MessageIntent } from '@inboxkit/client';

export interface ArrivedMessage {
  id: string;
  received_at: string;
  from: string;
  to: string;
  subject: string | null;
  otp: string | null;
  intent: MessageIntent | null;
  links: ExtractedLink[];
  /** An earlier wait on this inbox returned it, so a wait does not return it again. */
  returned: boolean;
}

/** At most this many messages are read for a failure message or a report. */
export const ARRIVED_LIMIT = 50;

export function arrivedFrom(message: MessageDetail, returned: boolean): ArrivedMessage {
  return {
    id: message.id, received_at: message.received_at, from: message.from_email, to: message.to_email,
    subject: message.subject ?? null, otp: message.otp, intent: message.intent, links: message.links, returned,
  };
}

/** The inbox's messages (the newest ARRIVED_LIMIT), oldest first, with their details; `more` counts the rest. */
export async function readArrived(
  client: InboxkitClient, inboxId: string, returned: ReadonlySet<string>,
): Promise<{ messages: MessageDetail[]; arrived: ArrivedMessage[]; more: boolean }> {
  const page = await client.inboxes.messages(inboxId, { limit: ARRIVED_LIMIT });
  const summaries = [...page.messages].sort((a, b) => a.received_at.localeCompare(b.received_at) || a.id.localeCompare(b.id));
  const messages = await Promise.all(summaries.map(async (s) => (await client.messages.get(s.id)).message));
  return { messages, arrived: messages.map((m) => arrivedFrom(m, returned.has(m.id))), more: page.page_info.has_more };
}

const quote = (text: string | null) => (text === null ? '(no subject)' : JSON.stringify(text));

/** One line per message: time, sender, subject, code, intent, link types. */
export function formatArrived(address: string, arrived: readonly ArrivedMessage[], more = false): string {
  if (arrived.length === 0) return `Nothing arrived at ${address}.`;
  const lines = arrived.map((m, i) => {
    const links = m.links.length ? [...new Set(m.links.map((l) => l.type))].join(',') : '-';
    return `  ${i + 1}. ${m.received_at}  from ${m.from}  ${quote(m.subject)}  code ${m.otp ?? '-'}  intent ${m.intent ?? '-'}  links ${links}` +
      (m.returned ? '  (already returned by an earlier wait)' : '');
  });
  const count = `${arrived.length}${more ? '+' : ''} message${arrived.length === 1 && !more ? '' : 's'}`;
  return [`What arrived at ${address} (${count}, oldest first):`, ...lines, ...(more ? [`  … and older ones not shown`] : [])].join('\n');
}
