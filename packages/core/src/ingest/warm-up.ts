/**
 * Sample messages a parse worker prepares when it starts (PreparePoolOptions.warmUp), so the
 * first real mail does not pay for cold code: mailparser's modules, the extractors' and the
 * analyzer's large regular expressions (compiled on first use) and the JIT's first tiers.
 * They cover the shapes that matter: plain text with a code, multipart/alternative HTML with
 * typed links, and quoted-printable / base64 non-ASCII text.
 */
const CRLF = '\r\n';

const plainOtp = (i: number) => [
  'From: "Acme" <no-reply@acme.example>',
  'To: <warm-up@inboxkit.invalid>',
  `Subject: Your Acme sign-in code ${i}`,
  `Message-ID: <warm-${i}@inboxkit.invalid>`,
  'Date: Sun, 22 Nov 2026 00:00:00 +0000',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Hi Ada,',
  '',
  `Your verification code is ${100000 + ((i * 7919) % 900000)}. It expires in 10 minutes.`,
  'If this was not you, ignore this email.',
  '',
  '— The Acme team',
].join(CRLF);

const htmlLinks = (i: number) => {
  const b = `warm${i}`;
  return [
    'From: Acme Billing <billing@acme.example>',
    'To: warm-up@inboxkit.invalid',
    `Subject: Reset your password (order #A-${1000 + i})`,
    'MIME-Version: 1.0',
    'List-Unsubscribe: <https://acme.example/unsubscribe?u=1>',
    `Content-Type: multipart/alternative; boundary="${b}"`,
    '',
    `--${b}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Reset your password: https://acme.example/reset?token=abc' + i,
    'Your invoice of $49.00 is attached. Sign in: https://acme.example/magic?t=' + i,
    `--${b}`,
    'Content-Type: text/html; charset=utf-8',
    '',
    '<html><body><table><tr><td><p>Hi Ada,</p><p>We received a request to reset your password.</p>',
    `<p><a href="https://acme.example/reset?token=abc${i}">Reset password</a> &middot; `,
    `<a href="https://acme.example/verify?token=${i}">Verify email</a></p>`,
    '<p>Your invoice of &euro;49,00 is due.</p><p><a href="https://acme.example/unsubscribe">Unsubscribe</a></p>',
    '</td></tr></table></body></html>',
    `--${b}--`,
  ].join(CRLF);
};

const encodedNonAscii = (i: number) => [
  'From: =?utf-8?q?S=C3=BCdbank?= <service@suedbank.example>',
  'To: warm-up@inboxkit.invalid',
  `Subject: =?utf-8?b?${Buffer.from(`Ihr Bestätigungscode ${i}`).toString('base64')}?=`,
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  `Ihr Best=C3=A4tigungscode lautet ${200000 + i}. Er ist 15 Minuten g=C3=BCltig.`,
  'Bestellnummer: DE-4471',
].join(CRLF);

/**
 * Every script the vocabulary reads, in one mail: the keyword scanners run a script's parts only
 * when a mail shows it (extract/mail-languages.ts), so this is what compiles them all before the
 * first real mail in Russian, Arabic or Japanese pays for it.
 */
const scripts = (i: number) => [
  'From: Polyglot <no-reply@polyglot.example>',
  'To: warm-up@inboxkit.invalid',
  'Subject: =?utf-8?b?' + Buffer.from('Код подтверждения · 認証コード · 验证码 · 인증번호').toString('base64') + '?=',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: 8bit',
  '',
  `Ваш код подтверждения: ${300000 + i}. Κωδικός επαλήθευσης. رمز التحقق الخاص بك. کد تأیید شما.`,
  'קוד האימות שלך. आपका सत्यापन कोड. আপনার যাচাই কোড. உங்கள் சரிபார்ப்பு குறியீடு. รหัสยืนยันของคุณ.',
  '認証コードを入力してください。您的验证码。您的驗證碼。인증번호를 입력하세요. Ang iyong code. Kodi yako. Kod anda.',
  'Vaš kod za potvrdu. Jūsų kodas. Tavs kods. Din engangskode. Koodisi on. Ваш код за потвърждение.',
].join(CRLF);

const SHAPES = [plainOtp, htmlLinks, encodedNonAscii, scripts];

/** The i-th warm-up message (shapes rotate; numbers vary so nothing is cached by value). */
export function warmUpMessage(i: number): Buffer {
  return Buffer.from(SHAPES[i % SHAPES.length]!(i));
}
