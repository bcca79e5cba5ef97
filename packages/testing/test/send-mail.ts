// Mail for the tests, sent over SMTP to the daemon as an application would (nodemailer).
import nodemailer from 'nodemailer';

export interface Mail { to: string; subject: string; text?: string; html?: string; from?: string }

export async function sendMail(smtp: { host: string; port: number } | null, mail: Mail): Promise<void> {
  if (!smtp) throw new Error('no SMTP address: the daemon was not started by the tests');
  const transport = nodemailer.createTransport({ host: smtp.host, port: smtp.port, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({ from: mail.from ?? 'app@example.com', to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  } finally {
    transport.close();
  }
}

export const codeMail = (to: string, code: string): Mail => ({ to, subject: 'Your sign-in code', text: `Your code is ${code}. It expires in 10 minutes.` });
export const resetMail = (to: string, url: string): Mail => ({
  to, subject: 'Reset your password',
  html: `<p>Someone asked to reset your password.</p><p><a href="${url}">Reset your password</a></p>`,
});
export const newsMail = (to: string): Mail => ({ to, subject: 'Our spring newsletter', text: 'Nothing to do here. Have a nice day.' });
