/**
 * One-time-code extraction, table-driven: how a code is written down (grouping, full-width
 * digits, zero-width characters, label prefixes), the languages, codes only in the subject,
 * and the distractors that must never be reported as a code.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { extractOtp } from '../src/extract/index.js';
import type { ExtractInput } from '../src/extract/types.js';

interface Case { name: string; subject?: string; text?: string; html?: string; otp: string | null }

const input = (c: Case): ExtractInput => ({
  subject: c.subject ?? null, text: c.text ?? null, html: c.html ?? null, listUnsubscribe: null, fromName: null, fromEmail: null,
});

function table(title: string, cases: Case[]): void {
  const s = suite(title);
  for (const c of cases) s(c.name, () => assert.is(extractOtp(input(c)), c.otp));
  s.run();
}

table('otp: written as typed', [
  { name: 'plain six digits', subject: 'Sign in', text: 'Your code is 482913', otp: '482913' },
  { name: 'grouped with a space', subject: 'Code', text: 'Your verification code:\n\n482 913\n', otp: '482913' },
  { name: 'grouped with a hyphen', subject: 'Code', text: 'Your security code is 482-913.', otp: '482913' },
  { name: 'grouped 2-2-2', subject: 'Code', text: 'Your security code is 48-29-13', otp: '482913' },
  { name: 'grouped 4+4', subject: 'Code', text: 'Your login code: 4829 1305', otp: '48291305' },
  { name: 'letter-spaced digits', subject: 'Code', text: 'Your one-time code:\n\n4 8 2 9 1 3\n', otp: '482913' },
  { name: 'digits in separate table cells', subject: 'Your code', html: '<p>Enter this code:</p><table><tr><td>4</td><td>8</td><td>2</td><td>9</td><td>1</td><td>3</td></tr></table>', otp: '482913' },
  { name: 'digits split by inline tags', subject: 'Code', html: '<p>Your code is <b>482</b><b>913</b></p>', otp: '482913' },
  { name: 'alphanumeric split pair', subject: 'Confirm', text: 'Your confirmation code is K7P-2QX', otp: 'K7P2QX' },
  { name: 'alphanumeric, case kept', subject: 'Code', text: 'Your verification code: x7k2p9', otp: 'x7k2p9' },
  { name: 'letter-only pair', subject: 'Code', text: 'Your confirmation code:\n\nQWE-RTY\n', otp: 'QWERTY' },
  { name: 'leading zeros kept', subject: 'Code', text: 'Your login code is 004821', otp: '004821' },
  { name: 'full-width digits', subject: '認証', text: '認証コード：４８２９１３', otp: '482913' },
  { name: 'zero-width characters', subject: 'Code', text: 'Your one-time code is 4\u200B8\u200B2\u200C9\u200D1\u2060913'.replace('913', '3'), otp: '482913' },
  { name: 'soft hyphen inside', subject: 'Code', html: '<p>Your code: 482&shy;913</p>', otp: '482913' },
  { name: 'numeric entities', subject: 'Code', html: '<p>Your verification code is &#52;&#56;&#50;&#57;&#49;&#51;</p>', otp: '482913' },
  { name: 'untyped label prefix G-', subject: 'G-318275 is your verification code', text: 'G-318275', otp: '318275' },
  { name: 'untyped label prefix FB-', subject: 'Code', text: 'FB-48291 is your confirmation code', otp: '48291' },
  { name: 'four digits', subject: 'OTP', text: 'Your OTP is 4829. Do not share.', otp: '4829' },
  { name: 'eight digits', subject: 'Login', text: 'Your one-time password: 77120394', otp: '77120394' },
]);

table('otp: where the code is', [
  { name: 'only in the subject', subject: 'Nimbus login code: 910354', text: 'Use the code in the subject line to log in.', otp: '910354' },
  { name: 'subject leads with the code', subject: '204817 is your Harbor Pay verification code', text: 'Someone is signing in from a new device.', otp: '204817' },
  { name: 'code before its name', subject: 'x', text: '482913 is your Acme verification code.', otp: '482913' },
  { name: '"use … as your code"', subject: 'Acme', text: 'Use 482913 as your login code.', otp: '482913' },
  { name: 'line above names it', subject: 'Acme', text: 'Enter this code in the mobile app:\n\n482913', otp: '482913' },
  { name: 'code word below the code', subject: 'Acme', text: '482913\n\nThis is your Acme verification code. It expires in 5 minutes.', otp: '482913' },
  { name: 'only the subject names it, code stands out', subject: 'Your Acme verification code', html: '<h1 style="font-size:32px">482913</h1><p>Enter it to continue. Expires in 10 minutes.</p>', otp: '482913' },
  { name: 'code in a labelled table cell', subject: 'Sign-in', html: '<table><tr><td>Request ID</td><td>71829304</td></tr><tr><td>Verification code</td><td>926613</td></tr></table>', otp: '926613' },
  { name: 'HTML has none, text part has it', subject: 'Sign in', html: '<p>See the text version.</p>', text: 'Your login code is 551902', otp: '551902' },
  { name: 'same code in preheader and body', subject: 'Your code', html: '<div style="display:none">Your code is 482913</div><p>Your login code:</p><p><strong>482913</strong></p>', otp: '482913' },
]);

table('otp: languages', [
  { name: 'de', subject: 'Anmeldung', text: 'Ihr Bestätigungscode lautet: 583920', otp: '583920' },
  { name: 'fr', subject: 'Connexion', text: 'Votre code de vérification : 481 205', otp: '481205' },
  { name: 'es', subject: 'Acceso', text: 'Tu código de verificación es 847302. Caduca en 10 minutos.', otp: '847302' },
  { name: 'pt', subject: 'Login', text: 'Seu código de acesso é 902114', otp: '902114' },
  { name: 'it', subject: 'Accesso', text: 'Il tuo codice di verifica è 571093', otp: '571093' },
  { name: 'nl', subject: 'Inloggen', text: 'Je verificatiecode is 663018', otp: '663018' },
  { name: 'pl', subject: 'Logowanie', text: 'Twój kod weryfikacyjny to 559204.', otp: '559204' },
  { name: 'tr', subject: 'Giriş', text: 'Doğrulama kodunuz: 482107', otp: '482107' },
  { name: 'ru', subject: 'Вход', text: 'Код подтверждения: 731902', otp: '731902' },
  { name: 'ja', subject: '認証', text: '確認コードは305118です。', otp: '305118' },
  { name: 'zh', subject: '验证', text: '您的验证码是 482913，5分钟内有效。', otp: '482913' },
  { name: 'zh-TW', subject: '驗證', text: '您的驗證碼為 603 918，10 分鐘內有效。', otp: '603918' },
  { name: 'ko', subject: '인증', text: '인증번호는 [482913] 입니다.', otp: '482913' },
]);

table('otp: distractors are not codes', [
  { name: 'order number', subject: 'Order #482913 confirmed', text: 'Thanks! Order 482913 ships soon. Total $45.00', otp: null },
  { name: 'order number next to a code word', subject: 'Verify', text: 'Order number: 88120394\nVerification code: 482913', otp: '482913' },
  { name: 'invoice', subject: 'Invoice', text: 'Invoice number: INV-2024-0318\nAmount due: USD 1,284.50\nDue date: 2024-04-15', otp: null },
  { name: 'dates, times, years', subject: 'Your code', text: 'Use the code sent earlier. Sent 2024-03-15 at 10:45, expires 15.03.2024.\n© 2024 Acme Inc.', otp: null },
  { name: 'expiry wording', subject: 'Code', text: 'Your verification code is 482913 and expires at 10:45 on 2024-03-15 (in 10 minutes).', otp: '482913' },
  { name: 'prices', subject: 'Code', text: 'Your code gives $1,250 credit: 1.234,56 € or 4829 USD.', otp: null },
  { name: 'phone numbers', subject: 'Support', text: 'Questions about your code? Call +1 (555) 123-4567 or 0800 123 4567.', otp: null },
  { name: 'postal code', subject: 'Address updated', text: 'Your address was updated. Zip code 94107.', otp: null },
  { name: 'CSS colour in a style block', subject: 'Your code', html: '<style>.code{color:#482913}</style><p>Your code is below.</p>', otp: null },
  { name: 'colour written in text', subject: 'Brand', text: 'Our new brand colour code is #482913.', otp: null },
  { name: 'tracking number', subject: 'Shipped', text: 'Your order 4829130 has shipped. Tracking code: 1Z999AA10123456784', otp: null },
  { name: 'tracking digits in groups', subject: 'Shipped', text: 'Tracking: 9400 1000 0000 0000 0000 00', otp: null },
  { name: 'version strings', subject: 'Release', text: 'Code freeze for version 4.18.2 (build 2024.1) starts Monday.', otp: null },
  { name: 'id inside a URL', subject: 'Verify', text: 'Your code is in the link: https://acme.example/verify?code=482913', otp: null },
  { name: 'id inside an e-mail address', subject: 'Code', text: 'Your code was sent to user482913@example.com.', otp: null },
  { name: 'promo code', subject: 'Sale', text: 'Use code SAVE20 for 20% off your order.', otp: null },
  { name: 'discount code', subject: 'Welcome', text: 'Your discount code: WELCOME15', otp: null },
  { name: 'coupon at checkout', subject: 'Treat', text: 'Your code:\nSPRING2024\nEnter it at checkout.', otp: null },
  { name: 'gift card', subject: 'Gift', text: 'Your gift card code: 4829-1302-8871-2201\nPIN: 4821', otp: null },
  { name: 'PIN', subject: 'Your new card', text: 'Your PIN: 4821. Keep it safe.', otp: null },
  { name: 'booking reference', subject: 'Flight booked', text: 'Booking confirmed. Confirmation code: XK29PL. Flight ZA 1482 departs 07:35.', otp: null },
  { name: 'reservation code', subject: 'Your stay', text: 'Your reservation code is ABC123. Check-in from 3pm.', otp: null },
  { name: 'meeting id and passcode', subject: 'Invitation: sync', text: 'Join Zoom Meeting https://zoom.example/j/84529310042\nMeeting ID: 845 2931 0042\nPasscode: 482913', otp: null },
  { name: 'card authorization code on a receipt', subject: 'Your receipt', text: 'Payment received. Visa ending 4242. Amount $45.00\nAuthorization code: 048213', otp: null },
  { name: 'error code', subject: 'Failed', text: 'The import failed with error code 4021.', otp: null },
  { name: 'referral code', subject: 'Invite friends', text: 'Share your referral code JOHN2024 and get $10.', otp: null },
  { name: 'lines of code', subject: 'Engineering update', text: 'This quarter we removed 48291 lines of code.', otp: null },
  { name: 'recovery code list', subject: 'Backup codes', text: 'Your backup codes:\n\n1234-5678\n2345-6789\n3456-7890\n', otp: null },
  { name: 'masked card digits', subject: 'Code', text: 'We sent your code to the card •••• 4829.', otp: null },
  { name: 'no code word at all', subject: 'Hello', text: '482913', otp: null },
]);

table('otp: languages and scripts added for issue 14', [
  { name: 'sv', subject: 'Din kod', text: 'Använd engångskoden nedan för att logga in:\n\n731 406\n', otp: '731406' },
  { name: 'cs', subject: 'Přihlášení', text: 'Váš ověřovací kód je 528 174. Platí 10 minut.', otp: '528174' },
  { name: 'uk', subject: 'Вхід', text: 'Ваш код підтвердження: 640 219', otp: '640219' },
  { name: 'id', subject: 'Kode Anda', text: 'Kode verifikasi Anda adalah 905 318. Jangan berikan kepada siapa pun.', otp: '905318' },
  { name: 'vi, composed', subject: 'Mã của bạn', text: 'Mã xác thực của bạn là 318 264.', otp: '318264' },
  { name: 'vi, decomposed (windows-1258 style)', subject: 'Ma\u0303 cu\u0309a ba\u0323n', text: 'Ma\u0303 xa\u0301c thư\u0323c cu\u0309a ba\u0323n la\u0300 318264.', otp: '318264' },
  { name: 'ar', subject: 'رمز التحقق', text: 'رمز التحقق الخاص بك هو: 582 013', otp: '582013' },
  { name: 'he', subject: 'קוד אימות', text: 'קוד האימות שלך: 417 928', otp: '417928' },
  { name: 'hi', subject: 'आपका ओटीपी', text: 'लॉगिन के लिए आपका ओटीपी 603 918 है। इसे किसी के साथ साझा न करें।', otp: '603918' },
  { name: 'th (no spaces)', subject: 'รหัส OTP', text: 'รหัสยืนยันของคุณคือ 274 519', otp: '274519' },
  { name: 'code only in an image alt text', subject: 'Sign in', html: '<p>Use the code in the picture to sign in.</p><img src="cid:code" alt="Your sign-in code: 650 182">', otp: '650182' },
  { name: 'a logo alt text stays out', subject: 'Hello', html: '<img src="cid:logo" alt="Acme 2025 logo"><p>Welcome back.</p>', otp: null },
]);

table('otp: numbers that are not sign-in codes (issue 14)', [
  { name: 'parcel locker pickup code', subject: 'Your parcel is ready', text: 'Your parcel is waiting in locker 12.\nPickup code: 630 518\nEnter it on the locker screen.', otp: null },
  { name: 'parking access code', subject: 'Parking booked', text: 'Your space is reserved.\nParking access code: 771 204', otp: null },
  { name: 'a code the mail says was already used', subject: 'Failed sign-in', text: 'Someone entered the login code 430 917, which has already been used.', otp: null },
  { name: 'German: an expired code', subject: 'Anmeldeversuch', text: 'Dabei wurde der bereits abgelaufene Anmeldecode 550 218 eingegeben.', otp: null },
  { name: 'a promotion repeated in a preheader', subject: 'Spring sale', text: 'Use code SPRING24 this week\n\nUse code SPRING24 at checkout for 20% off.', otp: null },
  { name: 'a key-box code in a stay', subject: 'Your reservation', text: 'Reservation confirmed.\nKey box: code 0417', otp: null },
  { name: 'a travel word elsewhere does not silence a real code', subject: 'Code for your flight booking', text: 'Your code is 909090.', otp: '909090' },
  { name: 'a meeting access code', subject: 'Invitation: Weekly sync', text: 'Meeting ID: 812 4471 0093\nAccess code: 552 019', otp: null },
]);
