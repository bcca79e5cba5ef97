/**
 * The inputs of the extraction benchmarks (bench/extract.ts, bench/extract-ab.ts): typical
 * ~20 KB HTML transactional mails, built here, and the fixture corpus, parsed once.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ExtractInput } from '@inboxkit/core';
import { parseMail } from '@inboxkit/core/internal';
import { ROOT } from './_lib.js';

// --- ~20 KB HTML bodies --------------------------------------------------------------
// What typical 20 KB transactional mail is made of: a large <style> block (resets, media
// queries, dark-mode overrides), nested layout tables with inline CSS on every cell, a
// preheader, a header, the content, and a footer full of links. The content varies:
// receipt rows, newsletter articles, a sign-in code, a password reset.
const CSS = `<style type="text/css">
body,table,td,a{-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%}table,td{mso-table-lspace:0pt;mso-table-rspace:0pt}
img{-ms-interpolation-mode:bicubic;border:0;height:auto;line-height:100%;outline:none;text-decoration:none}
body{margin:0 !important;padding:0 !important;width:100% !important;background-color:#f4f4f7}
a{color:#482913;text-decoration:underline} a[x-apple-data-detectors]{color:inherit !important;text-decoration:none !important}
.btn a:hover{background:#1f2937 !important;border-color:#1f2937 !important} .header{background:#111827;color:#ffffff}
.muted{color:#6b7280;font-size:12px;line-height:18px} .h1{font-size:24px;line-height:32px;font-weight:700;color:#111827}
.code{font-family:Menlo,Consolas,monospace;font-size:32px;letter-spacing:10px;color:#111827}
@media only screen and (max-width:620px){.container{width:100% !important}.col{display:block !important;width:100% !important}.pad{padding:16px !important}.h1{font-size:20px !important}.hide-mobile{display:none !important}}
@media (prefers-color-scheme:dark){body,.bg{background:#0b0f19 !important}.card{background:#111827 !important}.h1,.txt{color:#f9fafb !important}.muted{color:#9ca3af !important}a{color:#93c5fd !important}}
[data-ogsc] .h1{color:#f9fafb !important} u + .body .gmail-fix{display:block !important;min-width:600px}
</style>`;

const FONT = 'font-family:-apple-system,BlinkMacSystemFont,&quot;Segoe UI&quot;,Roboto,Helvetica,Arial,sans-serif';
const cell = (inner: string, extra = ''): string => `<tr><td class="pad txt" style="padding:8px 40px;${FONT};font-size:15px;line-height:24px;color:#374151;${extra}">${inner}</td></tr>`;

function shell(title: string, preheader: string, inner: string, footerLinks: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="en"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>${title}</title>${CSS}
<!--[if mso]><style>td,th,div,p,a,h1,h2,h3{font-family:Arial,sans-serif !important}</style><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml><![endif]--></head>
<body class="body bg" style="margin:0;padding:0;background-color:#f4f4f7">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all">${preheader}${'&#847;&zwnj;&nbsp;'.repeat(30)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="bg" style="background-color:#f4f4f7"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;max-width:600px">
<tr><td class="header" style="padding:20px 40px;background:#111827;border-radius:8px 8px 0 0"><a href="https://www.northwind.example/?utm_source=email&amp;utm_medium=txn&amp;utm_campaign=${title.length}" style="text-decoration:none"><img src="https://cdn.northwind.example/email/logo-white@2x.png" width="140" height="32" alt="Northwind" style="display:block;border:0;outline:none"></a></td></tr>
<tr><td class="card" style="background:#ffffff;padding:24px 0">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${inner}
</table></td></tr>
<tr><td class="pad muted" style="padding:24px 40px;${FONT};font-size:12px;line-height:18px;color:#6b7280" align="center">
${footerLinks}<br><br>Northwind Traders Ltd · 4829 Harbour Road, Suite 1300, Vancouver, BC V6C 3E1, Canada · +1 (604) 555-0148<br>
© 2024 Northwind Traders. All rights reserved. Registered in British Columbia, no. BC1482913.</td></tr>
</table></td></tr></table></body></html>`;
}

const footerTxn = `<a href="https://www.northwind.example/help?utm_source=email" style="color:#6b7280">Help centre</a> · <a href="https://www.northwind.example/legal/privacy" style="color:#6b7280">Privacy</a> · <a href="https://www.northwind.example/legal/terms" style="color:#6b7280">Terms</a> · <a href="https://www.northwind.example/contact" style="color:#6b7280">Contact us</a>`;
const footerMkt = `${footerTxn}<br><a href="https://u4829130.ct.sendgrid.net/ls/click?upn=u001.Qk29sPq81LmX0aB7cD4eRt-2FYu8Io0Pl-3D-3D" style="color:#6b7280">Email preferences</a> · <a href="https://www.northwind.example/unsubscribe?u=Zk29sPq81LmX0aB7cD4e&amp;c=spring" style="color:#6b7280">Unsubscribe</a><br>
<a href="https://instagram.com/northwind"><img src="https://cdn.northwind.example/email/ig.png" width="24" alt="Instagram"></a> <a href="https://x.com/northwind"><img src="https://cdn.northwind.example/email/x.png" width="24" alt="X"></a> <a href="https://youtube.com/@northwind"><img src="https://cdn.northwind.example/email/yt.png" width="24" alt="YouTube"></a>`;

const productRow = (i: number): string => `<tr><td class="col pad" style="padding:12px 40px;border-bottom:1px solid #e5e7eb">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="80" valign="top"><a href="https://www.northwind.example/p/${48290 + i}?utm_campaign=order&amp;utm_content=item${i}"><img src="https://cdn.northwind.example/p/${48290 + i}/thumb.jpg" width="72" height="72" alt="Item ${i}" style="display:block;border-radius:4px"></a></td>
<td valign="top" style="padding-left:12px;${FONT};font-size:14px;line-height:22px;color:#374151"><strong style="font-size:15px;color:#111827">${['Organic Assam Tea', 'Darjeeling First Flush', 'Sencha Kabuse', 'Earl Grey Supreme', 'Rooibos Vanilla'][i % 5]}, ${100 + i * 25} g tin</strong><br>
<span style="color:#6b7280">SKU NW-${4829 + i} · Qty ${1 + (i % 3)} · Ships in 2-3 days</span></td>
<td valign="top" align="right" style="${FONT};font-size:14px;color:#111827;font-weight:600;white-space:nowrap">$${(12 + i * 0.75).toFixed(2)}</td></tr></table></td></tr>`;

const article = (i: number): string => `${cell(`<a href="https://www.northwind.example/journal/${['spring-harvest', 'brewing-guide', 'meet-the-growers', 'matcha-101', 'cold-brew'][i % 5]}-${i}?utm_source=newsletter&amp;utm_medium=email"><img src="https://cdn.northwind.example/journal/${i}/hero.jpg" width="520" alt="" style="display:block;width:100%;max-width:520px;border-radius:6px"></a>`, 'padding-top:16px')}
${cell(`<h2 class="h1" style="margin:12px 0 4px;font-size:20px;line-height:28px;color:#111827">${['Spring harvest notes from Nilgiri', 'The three-minute brewing guide', 'Meet the growers of Kangra', 'Matcha, whisked properly', 'Cold brew for warm evenings'][i % 5]}</h2>
<p style="margin:0 0 8px">Our buyers spent two weeks in the hills this March. The first flush is lighter than last year, floral, with a long finish; we brewed it at 85°C for three minutes and took notes so you don't have to.</p>
<p style="margin:0"><a href="https://www.northwind.example/journal/${i}?utm_source=newsletter&amp;utm_medium=email" style="color:#482913;font-weight:600">Read the story →</a></p>`)}`;

const tip = (i: number): string => cell(`<p style="margin:0 0 8px;font-size:13px;color:#6b7280"><strong style="color:#374151">${['Keep your account safe', 'Never share your code', 'Use a password manager', 'Turn on notifications'][i % 4]}.</strong> Northwind will never ask for your password, your card number or the code in this message by phone, chat or email. If someone does, it is not us: report it to security@northwind.example. Tip ${i + 1} of our account security guide.</p>`);

function pad(html: string, target: number, filler: (i: number) => string): string {
  let fill = '';
  for (let i = 0; html.length + fill.length < target; i++) fill += filler(i);
  return html.replace('<!--FILL-->', fill);
}

export const html20k: ExtractInput[] = [
  {
    subject: 'Your Northwind order #4829130 has shipped',
    html: pad(shell('Your order has shipped', 'Order #4829130 is on its way', `${cell('<h1 class="h1" style="margin:0 0 12px;font-size:24px;line-height:32px;color:#111827">Good news, Dana!</h1><p style="margin:0">Order #4829130 placed on 14 March 2024 is on its way. Tracking number 1Z999AA10123456784, estimated delivery Thursday 21 March.</p>')}
${cell('<table role="presentation" cellpadding="0" cellspacing="0" class="btn"><tr><td bgcolor="#111827" style="border-radius:6px"><a href="https://www.northwind.example/orders/4829130/track" style="display:inline-block;padding:12px 24px;color:#ffffff;text-decoration:none;font-weight:600">Track your package</a></td></tr></table>')}
<!--FILL-->${cell('<table role="presentation" width="100%"><tr><td>Subtotal</td><td align="right">$63.88</td></tr><tr><td>Shipping</td><td align="right">$4.99</td></tr><tr><td><b>Total</b></td><td align="right"><b>$68.87</b></td></tr></table>')}`, footerTxn), 20_000, productRow),
    text: null, listUnsubscribe: null, fromName: 'Northwind', fromEmail: 'orders@northwind.example',
  },
  {
    subject: 'Spring harvest: 20% off loose-leaf teas this week',
    html: pad(shell('Spring harvest', 'New teas, growers\u2019 stories and 20% off', `${cell('<a href="https://www.northwind.example/spring?utm_source=newsletter"><img src="https://cdn.northwind.example/spring/hero.jpg" width="520" alt="Spring harvest" style="display:block;width:100%"></a>')}
${cell('<p style="margin:0;font-size:16px">This week only: 20% off all loose-leaf teas with code <b>SPRING20</b> at checkout.</p>')}
<!--FILL-->`, footerMkt), 20_000, article),
    text: null, listUnsubscribe: '<https://www.northwind.example/unsubscribe?u=Zk29sPq81LmX0aB7cD4e>, <mailto:u@northwind.example>', fromName: 'Northwind', fromEmail: 'news@northwind.example',
  },
  {
    subject: 'Your Northwind sign-in code',
    html: pad(shell('Your sign-in code', 'Your sign-in code is 482913', `${cell('<h1 class="h1" style="margin:0 0 12px;font-size:24px;line-height:32px;color:#111827">Finish signing in</h1><p style="margin:0">Enter this verification code to sign in to your Northwind account on Chrome (Windows), Vancouver, Canada:</p>')}
${cell('<table role="presentation" width="100%"><tr><td align="center" class="code" style="padding:16px 0;background:#f3f4f6;border-radius:6px;font-family:Menlo,Consolas,monospace;font-size:32px;font-weight:700;letter-spacing:10px;color:#111827">482913</td></tr></table>')}
${cell('<p style="margin:0">The code expires in 10 minutes. If you did not try to sign in, <a href="https://www.northwind.example/account/reset-password">reset your password</a> and review your recent activity.</p>')}
<!--FILL-->`, footerTxn), 20_000, tip),
    text: null, listUnsubscribe: null, fromName: 'Northwind', fromEmail: 'auth@northwind.example',
  },
  {
    subject: 'Reset your Northwind password',
    html: pad(shell('Reset your password', 'Reset your Northwind password', `${cell('<h1 class="h1" style="margin:0 0 12px;font-size:24px;line-height:32px;color:#111827">Reset your password</h1><p style="margin:0">We received a request to reset the password of the Northwind account for dana@northwind.example.</p>')}
${cell('<table role="presentation" cellpadding="0" cellspacing="0" class="btn"><tr><td bgcolor="#111827" style="border-radius:6px"><a href="https://click.pstmrk.it/3s/www.northwind.example%2Freset%3Ftoken%3DZk29sPq81LmX0aB7cD4eRt/AbCdEf/GhIjKl/Mn0pQrStUvWxYz" style="display:inline-block;padding:12px 24px;color:#ffffff;text-decoration:none;font-weight:600">Reset password</a></td></tr></table>')}
${cell('<p style="margin:0">This link expires in 60 minutes. If the button does not work, paste this address into your browser: https://www.northwind.example/reset?token=Zk29sPq81LmX0aB7cD4eRt</p>')}
<!--FILL-->`, footerTxn), 20_000, tip),
    text: null, listUnsubscribe: null, fromName: 'Northwind', fromEmail: 'help@northwind.example',
  },
];

// --- corpus ------------------------------------------------------------------------------
const corpusDir = join(ROOT, 'packages/core/test/fixtures/corpus');

/** A ~20 KB HTML message of bench/_extract-inputs.ts, with a plain-text alternative. */
export function html20kMessage(to: string, i: number): string {
  const input = html20k[i % html20k.length]!;
  const text = (input.html ?? '').replace(/<style[\s\S]*?<\/style>/gi, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').slice(0, 4000);
  const boundary = `h${i}`;
  return [
    `From: "${input.fromName}" <${input.fromEmail}>`, `To: <${to}>`, `Subject: ${input.subject}`,
    `Message-ID: <storage-${i}@northwind.example>`, 'Date: Fri, 27 Nov 2026 10:00:00 +0000', 'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`, '',
    `--${boundary}`, 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', text,
    `--${boundary}`, 'Content-Type: text/html; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', input.html ?? '',
    `--${boundary}--`, '',
  ].join('\r\n');
}

/** The fixture corpus, parsed (extraction's input) and raw (for timing the parser). */
export async function loadCorpus(): Promise<{ inputs: ExtractInput[]; raws: Buffer[] }> {
  const inputs: ExtractInput[] = [];
  const raws: Buffer[] = [];
  for (const f of readdirSync(corpusDir).filter((x) => x.endsWith('.eml')).sort()) {
    const raw = readFileSync(join(corpusDir, f));
    raws.push(raw);
    const m = await parseMail(raw);
    inputs.push({ subject: m.subject, text: m.text, html: m.html, listUnsubscribe: m.listUnsubscribe, fromName: m.fromName, fromEmail: m.fromEmail });
  }
  return { inputs, raws };
}
