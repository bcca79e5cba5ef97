// A real DNS server for the tests (UDP on 127.0.0.1, a free port): answers TXT, A, AAAA and MX
// questions from a zone the test writes, NXDOMAIN for any other name, and counts the questions.
// The authentication checks ask it through `--dns-server` / `checks.dnsServer`.
import { createSocket, type RemoteInfo } from 'node:dgram';
import * as packet from 'dns-packet';

export type ZoneRecord = { type: 'TXT'; data: string } | { type: 'A' | 'AAAA'; data: string } | { type: 'MX'; data: { preference: number; exchange: string } };

export interface TestDnsServer {
  /** `127.0.0.1:PORT`, for `--dns-server`. */
  readonly address: string;
  /** Adds records for `name` (lower-cased). */
  add(name: string, ...records: ZoneRecord[]): void;
  /** Questions asked so far, as `TYPE name`. */
  readonly questions: string[];
  close(): Promise<void>;
}

/** Splits a long TXT value into 255-byte strings, as a DNS server must (DKIM keys are longer). */
const chunks = (value: string): string[] => {
  const out: string[] = [];
  for (let i = 0; i < value.length; i += 255) out.push(value.slice(i, i + 255));
  return out.length ? out : [''];
};

/**
 * @example
 * const dns = await startDnsServer();
 * dns.add('example.org', { type: 'TXT', data: 'v=spf1 ip4:127.0.0.1 -all' });
 * const daemon = await startDaemon({ serviceOptions: { checks: { dnsServer: dns.address } } });
 */
export async function startDnsServer(): Promise<TestDnsServer> {
  const zone = new Map<string, ZoneRecord[]>();
  const questions: string[] = [];
  const socket = createSocket('udp4');
  socket.on('message', (msg: Buffer, from: RemoteInfo) => {
    let query: packet.Packet;
    try {
      query = packet.decode(msg);
    } catch {
      return;
    }
    const q = query.questions?.[0];
    if (!q) return;
    const name = q.name.toLowerCase().replace(/\.$/, '');
    questions.push(`${q.type} ${name}`);
    const known = zone.get(name);
    const answers = (known ?? []).filter((r) => r.type === q.type).map((r) => ({
      type: r.type, name: q.name, ttl: 60, class: 'IN' as const,
      data: r.type === 'TXT' ? chunks(r.data) : r.data,
    })) as packet.Answer[];
    const reply = packet.encode({
      id: query.id, type: 'response', flags: packet.RECURSION_DESIRED | packet.RECURSION_AVAILABLE | (known ? 0 : 3),
      questions: [q], answers,
    });
    socket.send(reply, from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    questions,
    add(name, ...records) {
      const key = name.toLowerCase();
      zone.set(key, [...(zone.get(key) ?? []), ...records]);
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
