/**
 * Intent, table-driven: what the mail asks the reader to do first, and the mails that ask
 * nothing (notices, calendar invitations, receipts, newsletters) staying null.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { extract } from '../src/extract/index.js';

interface Case { name: string; subject: string; text?: string; html?: string; intent: string | null }

const T = 'Zk29sPq81LmX0aB7cD4eRt';
const cases: Case[] = [
  // codes
  { name: '2FA code called a verification code', subject: 'Your verification code', text: 'Someone is signing in to your account from a new device. Verification code: 482913', intent: 'login_code' },
  { name: 'bare code mail', subject: 'Your Acme verification code', text: 'Your Acme verification code is 482913.', intent: 'login_code' },
  { name: 'sign-up code', subject: 'Welcome to Acme', text: 'Thanks for signing up! Confirm your email address with this code: 482913', intent: 'verification' },
  { name: 'email change code', subject: 'Confirm your new email address', text: 'You asked to change the email on your account. Enter 482913 to confirm.', intent: 'verification' },
  { name: 'payout approval code', subject: 'Approve your payout', text: 'To approve this payout of $500, enter the code 482913.', intent: 'verification' },
  { name: 'deletion code', subject: 'Confirm account deletion', text: 'To delete your account, enter this code: 482913', intent: 'verification' },
  { name: 'reset code', subject: 'Reset your password', text: 'Use this code to choose a new password: 482913', intent: 'password_reset' },
  { name: 'login code in German', subject: 'Ihr Anmeldecode', text: 'Ihr Anmeldecode lautet 482913.', intent: 'login_code' },
  { name: 'sign-up code in Japanese', subject: '確認コード', text: '会員登録を完了するために、確認コード 482913 を入力してください。', intent: 'verification' },
  // code and link for the same sign-in: the one the mail leads with
  { name: 'code first, then link', subject: 'Sign in to Acme', html: `<p>Your login code is <b>482913</b>.</p><p>Or <a href="https://acme.example/magic?token=${T}">sign in with one click</a></p>`, intent: 'login_code' },
  { name: 'link first, then code', subject: 'Sign in to Acme', html: `<p><a href="https://acme.example/magic?token=${T}">Sign in to Acme</a></p><p>Or use code <b>482913</b></p>`, intent: 'magic_link' },
  // links
  { name: 'magic link', subject: 'Your sign-in link', html: `<p>Click below to sign in.</p><a href="https://acme.example/auth/callback?token=${T}">Sign in</a>`, intent: 'magic_link' },
  { name: 'reset link', subject: 'Reset your password', html: `<a href="https://acme.example/reset?token=${T}">Choose a new password</a>`, intent: 'password_reset' },
  { name: 'verify-email link', subject: 'Welcome!', html: `<p>Please verify your email address.</p><a href="https://acme.example/v/${T}">Verify email</a>`, intent: 'verification' },
  { name: 'double opt-in', subject: 'Please confirm your subscription', html: '<a href="https://list.acme.example/subscribe/confirm?u=1&id=2">Yes, subscribe me to this list.</a>', intent: 'verification' },
  { name: 'team invitation', subject: 'Dana invited you to join Acme', html: `<p>Dana invited you to join the Acme workspace.</p><a href="https://acme.example/invite/${T}">Accept invitation</a>`, intent: 'invite' },
  { name: 'invitation in Spanish', subject: 'Pablo te ha invitado a unirte', text: 'Pablo te ha invitado a unirte al equipo "Ventas".', intent: 'invite' },
  // notices: null
  { name: 'security alert with a reset link', subject: 'New login to your Acme account', html: '<p>New login from Chrome on Windows.</p><p>Not you? <a href="https://acme.example/password/reset">Reset your password</a></p>', intent: null },
  { name: 'password changed notice', subject: 'Your password was changed', text: 'If this was not you, reset it: https://acme.example/forgot-password', intent: null },
  { name: 'calendar invitation', subject: 'Invitation: Q2 sync @ Tue Apr 2, 2024 10am - 11am (CET)', text: 'Join Zoom Meeting https://zoom.example/j/845\nMeeting ID: 845 2931 0042\nPasscode: 482913', intent: null },
  { name: 'receipt with a forgot-password footer', subject: 'Your receipt #4829', html: '<p>Thanks for your purchase</p>'.repeat(40) + '<a href="https://acme.example/forgot-password">Forgot password?</a>', intent: null },
  { name: 'newsletter', subject: 'Spring sale: 20% off', html: '<p>Use code SPRING20 at checkout.</p><a href="https://acme.example/sale">Shop now</a><a href="https://acme.example/u/1">Unsubscribe</a>', intent: null },
  { name: 'welcome without an action', subject: 'Welcome to Acme', text: 'Your account is ready. Sign in any time at https://acme.example/login', intent: null },
];

const s = suite('intent');
for (const c of cases) {
  s(c.name, () => {
    const r = extract({ subject: c.subject, text: c.text ?? null, html: c.html ?? null, listUnsubscribe: null, fromName: null, fromEmail: null });
    assert.is(r.intent, c.intent);
  });
}
s.run();

// Whole short mails as other services word them: code and intent together.
const Q = 'Qm83nXz01LpW7vRt5YkD';
type Mail = [string, { s: string; t?: string; h?: string }, string | null, string | null];
const mails: Mail[] = [
  ['en slack-ish', { s: 'Slack confirmation code: 839-204', h: '<h1>Confirm your email address</h1><p>Your confirmation code is below — enter it in your open browser window and we\'ll help you get signed in.</p><div style="font-size:30px">839-204</div>' }, '839204', 'login_code'],
  ['en github-ish', { s: '[Acme] Please verify your device', t: 'Hey dev!\n\nA sign in attempt requires further verification because we did not recognize your device. To complete the sign in, enter the verification code on the unrecognized device.\n\nDevice: Chrome on macOS\nVerification code: 552011\n\nThanks,\nThe Acme Team' }, '552011', 'login_code'],
  ['en microsoft-ish', { s: 'Acme account security code', t: 'Please use the following security code for the Acme account da****@example.com.\n\nSecurity code: 7301\n\nIf you don\'t recognize the Acme account da****@example.com, you can click this link to remove your email address from that account.' }, '7301', 'login_code'],
  ['en stripe-ish signup', { s: 'Verify your email for Acme', h: '<p>Welcome to Acme! To finish creating your account, verify your email address.</p><p>Your verification code: <strong>913 427</strong></p>' }, '913427', 'verification'],
  ['en discord-ish verify link', { s: 'Verify Email Address for Acme', h: `<p>Thanks for registering an account with Acme!</p><p>Before we get started, we'll need to verify your email.</p><a href="https://click.acme.example/ls/click?upn=u001.opaque-2B-3D">Verify Email</a>` }, null, 'verification'],
  ['en notion-ish magic', { s: 'Acme login link', h: `<a href="https://www.acme.example/loginwithemail?state=abc&password=${Q}">Click here to log in with this magic link</a><p>Or copy and paste this temporary login code:</p>` }, null, 'magic_link'],
  ['en reset with code+link', { s: 'Password reset', t: `Someone requested a password reset for your account.\nYour reset code: 640213\nOr open https://acme.example/reset?token=${Q}` }, '640213', 'password_reset'],
  ['en withdrawal approval', { s: 'Confirm your withdrawal', t: 'You requested a withdrawal of 0.5 BTC to bc1q9x...7k.\nConfirmation code: 118 402\nIf this wasn\'t you, lock your account.' }, '118402', 'verification'],
  ['en invite', { s: 'You have been invited to Acme', h: `<p>Maria has invited you to collaborate in the "Design" project on Acme.</p><a href="https://acme.example/invites/${Q}">Accept invitation</a>` }, null, 'invite'],
  ['en security alert', { s: 'Sign-in from a new device', h: '<p>We noticed a new sign-in to your Acme account on Firefox (Windows) at 10:42 UTC.</p><p>If this was you, you can ignore this email. If not, <a href="https://acme.example/account/password">change your password</a>.</p>' }, null, null],
  ['en receipt with card auth', { s: 'Your Acme receipt [#2031-4482]', t: 'Receipt #2031-4482\nAmount paid: $29.00\nVisa •••• 4242\nAuth code: 064213\nDate: Mar 12, 2024' }, null, null],
  ['de 2fa', { s: 'Ihr Sicherheitscode', t: 'Hallo,\n\nIhr Sicherheitscode für die Anmeldung lautet: 284 719\n\nDer Code ist 10 Minuten gültig.' }, '284719', 'login_code'],
  ['de verify', { s: 'Bitte bestätige deine E-Mail-Adresse', t: 'Willkommen! Dein Bestätigungscode lautet 503 118. Gib ihn in der App ein, um deine Registrierung abzuschließen.' }, '503118', 'verification'],
  ['fr reset link', { s: 'Réinitialisation du mot de passe', h: `<p>Vous avez demandé à réinitialiser votre mot de passe.</p><a href="https://acme.example/pw/${Q}">Choisir un nouveau mot de passe</a>` }, null, 'password_reset'],
  ['fr login code', { s: 'Votre code de connexion', t: 'Bonjour,\nVoici votre code à usage unique : 730 492\nIl expire dans 15 minutes.' }, '730492', 'login_code'],
  ['es magic', { s: 'Tu enlace para iniciar sesión', h: `<p>Haz clic en el botón para iniciar sesión en Acme.</p><a href="https://acme.example/auth/email?token=${Q}">Iniciar sesión</a>` }, null, 'magic_link'],
  ['es verify code', { s: 'Verifica tu cuenta', t: 'Gracias por registrarte. Tu código de verificación es: 271 093' }, '271093', 'verification'],
  ['pt login', { s: 'Código de verificação', t: 'Olá! Use o código 830 214 para fazer login na sua conta. O código expira em 5 minutos.' }, '830214', 'login_code'],
  ['pt invite', { s: 'Convite para participar do projeto', t: 'Ana convidou você para participar do projeto "Marketing" no Acme.\nAceitar: https://acme.example/i/' + Q }, null, 'invite'],
  ['it verify link', { s: 'Conferma la tua registrazione', h: `<p>Grazie per esserti registrato! Conferma il tuo indirizzo email.</p><a href="https://acme.example/conferma?token=${Q}">Conferma email</a>` }, null, 'verification'],
  ['it 2fa', { s: 'Codice di accesso', t: 'Il tuo codice di accesso monouso è 493 018. Non condividerlo con nessuno.' }, '493018', 'login_code'],
  ['nl magic', { s: 'Inloggen bij Acme', h: `<p>Klik op de knop om in te loggen.</p><a href="https://acme.example/magic-link?token=${Q}">Inloggen</a>` }, null, 'magic_link'],
  ['nl code', { s: 'Je verificatiecode', t: 'Gebruik de volgende code om in te loggen: 617 320' }, '617320', 'login_code'],
  ['pl reset', { s: 'Zmiana hasła', h: `<p>Otrzymaliśmy prośbę o zmianę hasła.</p><a href="https://acme.example/haslo/reset?token=${Q}">Ustaw nowe hasło</a>` }, null, 'password_reset'],
  ['pl login code', { s: 'Kod logowania', t: 'Twój jednorazowy kod do logowania: 902 471' }, '902471', 'login_code'],
  ['tr reset', { s: 'Şifre sıfırlama', h: `<p>Şifrenizi sıfırlamak için aşağıdaki bağlantıya tıklayın.</p><a href="https://acme.example/sifre?token=${Q}">Şifremi sıfırla</a>` }, null, 'password_reset'],
  ['tr code', { s: 'Giriş doğrulama', t: 'Hesabınıza giriş için doğrulama kodunuz: 384 102' }, '384102', 'login_code'],
  ['ru verify code', { s: 'Подтверждение регистрации', t: 'Спасибо за регистрацию! Ваш код подтверждения: 582 930' }, '582930', 'verification'],
  ['ru invite', { s: 'Приглашение в команду', t: 'Ольга пригласила вас в команду «Продажи» в Acme.\nПринять приглашение: https://acme.example/i/' + Q }, null, 'invite'],
  ['ja magic', { s: 'ログインリンクのお知らせ', h: `<p>下のボタンからログインしてください。リンクの有効期限は15分です。</p><a href="https://acme.example/login/email?token=${Q}">ログイン</a>` }, null, 'magic_link'],
  ['ja order', { s: 'ご注文ありがとうございます', t: 'ご注文番号：250-4829130-1182\nお支払い金額：12,980円\nお届け予定日：3月21日' }, null, null],
  ['zh reset', { s: '重置密码', h: `<p>我们收到了重置您账户密码的请求。</p><a href="https://acme.example/reset?token=${Q}">重置密码</a>` }, null, 'password_reset'],
  ['zh login', { s: '登录验证码', t: '【Acme】您的登录验证码为：829104，5分钟内有效，请勿泄露。' }, '829104', 'login_code'],
  ['ko signup', { s: '이메일 인증', t: '회원가입을 완료하려면 인증번호 [730291]를 입력하세요.' }, '730291', 'verification'],
  ['ko alert', { s: '새로운 기기에서 로그인했습니다', t: '회원님의 계정에 새로운 기기에서 로그인했습니다. 본인이 아니라면 비밀번호를 재설정하세요: https://acme.example/reset' }, null, null],
  ['newsletter promo', { s: 'This week at Acme', h: '<h2>Big news</h2><p>Save 20% with code WEEKEND20 through Sunday.</p><p>Version 3.2 is out!</p><a href="https://acme.example/blog">Read more</a>' }, null, null],
  ['shipping', { s: 'Your package is on its way', t: 'Tracking number: 9400111899223197428490\nCarrier: USPS\nDelivery: Thu, Mar 21\nOrder #48291' }, null, null],
];
// Issue 14: approvals and sign-up confirmations are verification, recovery is a reset,
// notices of changes are null, in the languages added for it.
mails.push(
  ['en approve a payee', { s: 'Approve your new payee', t: 'You are adding a new payee to your account. Enter this code to approve it: 604 118' }, '604118', 'verification'],
  ['en publish a package', { s: 'Confirm publishing acme-utils', t: 'To publish acme-utils@2.1.0, enter the one-time code 39 82 71 in your terminal.' }, '398271', 'verification'],
  ['fr account recovery', { s: 'Récupération de votre compte', t: 'Votre code de récupération : 702 918' }, '702918', 'password_reset'],
  ['pl reset code', { s: 'Kod do zresetowania hasła', t: 'Twój kod do zresetowania hasła to 518 204.' }, '518204', 'password_reset'],
  ['id email changed notice', { s: 'Alamat email Anda telah diubah', t: 'Alamat email akun Anda telah diubah. Jika bukan Anda, atur ulang kata sandi: https://app.example/reset?token=Qm83nXz01LpW7vRt5YkD' }, null, null],
  ['he order is not an invitation', { s: 'אישור הזמנה 4471', t: 'תודה על ההזמנה שלך! המשלוח יגיע בעוד 3 ימים.' }, null, null],
  ['sv calendar invitation', { s: 'Inbjudan: Budgetmöte @ tis 3 juni', t: 'Möte-ID: 845 2291 0375\nKalender: lägg till' }, null, null],
);

const m = suite('intent and code: other senders\' phrasing');
for (const [name, c, otp, intent] of mails) {
  m(name, () => {
    const r = extract({ subject: c.s, text: c.t ?? null, html: c.h ?? null, listUnsubscribe: null, fromName: null, fromEmail: null });
    assert.is(r.otp, otp, 'otp');
    assert.is(r.intent, intent, 'intent');
  });
}
m.run();
