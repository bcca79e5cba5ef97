// A tiny web app with sign-up by emailed code: one page asks for an email address, the app
// mails a 6-digit code to it over SMTP, the next page takes the code and welcomes the new user.
// Plain node:http and nodemailer; state in memory. The SMTP server is SMTP_HOST/SMTP_PORT, else
// the daemon that `inboxkit run` names (INBOXKIT_SMTP_HOST/INBOXKIT_SMTP_PORT).
//   node server.mjs            (PORT, default 3100)
import { createServer } from 'node:http';
import { randomInt } from 'node:crypto';
import nodemailer from 'nodemailer';

const port = Number(process.env.PORT ?? 3100);
const smtp = {
  host: process.env.SMTP_HOST ?? process.env.INBOXKIT_SMTP_HOST ?? '127.0.0.1',
  port: Number(process.env.SMTP_PORT ?? process.env.INBOXKIT_SMTP_PORT ?? 2525),
};
const mailer = nodemailer.createTransport({ ...smtp, secure: false, ignoreTLS: true });
/** email → the code last sent to it */
const pending = new Map();
const users = new Set();

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)} · Acme</title></head>
<body><main>${body}</main></body></html>`;

const signUpForm = (message = '') => page('Sign up', `<h1>Create your Acme account</h1>${message}
<form method="post" action="/signup"><label>Email <input name="email" type="email" required></label>
<button type="submit">Send code</button></form>`);

const codeForm = (email, message = '') => page('Enter your code', `<h1>Check your email</h1>
<p>We sent a code to <strong>${escape(email)}</strong>.</p>${message}
<form method="post" action="/verify"><input type="hidden" name="email" value="${escape(email)}">
<label>Code <input name="code" inputmode="numeric" autocomplete="one-time-code" required></label>
<button type="submit">Sign up</button></form>
<form method="post" action="/signup"><input type="hidden" name="email" value="${escape(email)}"><button type="submit">Send a new code</button></form>`);

async function readForm(request) {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > 10_000) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

async function handle(request, response) {
  const send = (status, html) => response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (request.method === 'GET' && url.pathname === '/health') return response.writeHead(200).end('ok');
  if (request.method === 'GET' && url.pathname === '/') return send(200, signUpForm());
  if (request.method === 'POST' && url.pathname === '/signup') {
    const email = (await readForm(request)).get('email')?.trim().toLowerCase() ?? '';
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) return send(400, signUpForm('<p role="alert">Enter an email address.</p>'));
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    pending.set(email, code);
    await mailer.sendMail({
      from: 'Acme <no-reply@acme.test>', to: email, subject: 'Your Acme sign-up code',
      text: `Welcome to Acme!\n\nYour sign-up code is ${code}. It expires in 10 minutes.\n`,
    });
    return send(200, codeForm(email));
  }
  if (request.method === 'POST' && url.pathname === '/verify') {
    const form = await readForm(request);
    const email = form.get('email') ?? '';
    if (!pending.has(email) || pending.get(email) !== form.get('code')?.trim()) {
      return send(400, codeForm(email, '<p role="alert">That code is not right. Try again.</p>'));
    }
    pending.delete(email);
    users.add(email);
    return send(200, page('Welcome', `<h1>Welcome to Acme</h1><p>You are signed up as <strong>${escape(email)}</strong>.</p>`));
  }
  return send(404, page('Not found', '<h1>Not found</h1>'));
}

createServer((request, response) => {
  handle(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
    response.end('Something went wrong');
  });
}).listen(port, '127.0.0.1', () => console.log(`acme: http://127.0.0.1:${port}, mail via ${smtp.host}:${smtp.port}`));
