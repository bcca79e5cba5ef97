// Sending mail the way a normal client does (nodemailer over real SMTP), timed.
import { createTransport } from 'nodemailer';

export interface Sent {
  /** The final reply to DATA (250 … once committed). */
  response: string;
  /** Connect → final reply, in ms. */
  ms: number;
}

export interface MailInput {
  to: string;
  subject: string;
  text?: string;
  html?: string;
  from?: string;
}

/** One message over a fresh connection from `localAddress` (default the OS's choice). */
export async function sendMail(port: number, mail: MailInput, localAddress?: string): Promise<Sent> {
  const transport = createTransport({
    host: '127.0.0.1', port, secure: false, ignoreTLS: true,
    connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000,
    ...(localAddress ? { localAddress } : {}),
  } as never);
  const started = performance.now();
  try {
    const info = await transport.sendMail({ from: 'normal@example.com', ...mail });
    return { response: info.response, ms: performance.now() - started };
  } finally {
    transport.close();
  }
}

/** `bytes` of plain ASCII text in 76-character lines, so it travels as 7bit, unencoded. */
export function bigText(bytes: number, seed = 'x'): string {
  const line = `${seed} ${'lorem ipsum dolor sit amet '.repeat(3)}`.slice(0, 74) + '\n';
  return line.repeat(Math.ceil(bytes / line.length)).slice(0, bytes);
}
