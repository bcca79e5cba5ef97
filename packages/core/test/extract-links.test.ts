/**
 * Links: tracking-redirect unwrapping (table-driven, per ESP), link typing from anchor words,
 * surrounding words and URL shape, and the collection rules (what counts as a link, order,
 * deduplication, entities, List-Unsubscribe).
 */
import { deflateSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { extractLinks, listUnsubscribeUrls, unwrapTracking } from '../src/extract/index.js';
import type { ExtractInput } from '../src/extract/types.js';

const b64url = (s: string | Buffer): string => Buffer.from(s).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const target = 'https://app.acme.example/verify?token=Zk29sPq81LmX0aB7cD4e&email=a%40b.example';

const unwrap = suite('links: tracking redirects are unwrapped to judge the target');
const wrappers: [string, string, string | null][] = [
  ['Mandrill ?p= base64 JSON (nested, escaped slashes)',
    `https://mandrillapp.com/track/click/30482913/app.acme.example?p=${b64url(JSON.stringify({ p: JSON.stringify({ u: 30482913, v: 1, url: target, id: 'abc' }) }))}`, target],
  ['Mailgun /c/ zlib payload', `https://email.mg.acme.example/c/${b64url(deflateSync(Buffer.from(JSON.stringify({ h: 'f00d', r: target }))))}`, target],
  ['Postmark host%2Fpath segment', `https://click.pstmrk.it/3s/${encodeURIComponent(target.slice(8))}/AbCdEf/GhIjKl/Mn0pQr`, target],
  ['SES /L0/<urlencoded>/', `https://k29sp8.r.us-east-1.awstrack.me/L0/${encodeURIComponent(target)}/1/0100018e-4829-000000/Zk29sPq81LmX0aB7=123`, target],
  ['branded redirect with url= param', `https://click.acme.example/track?u=${encodeURIComponent(target)}&cid=K29`, target],
  ['SendGrid upn carrying the URL -XX escaped', `https://u48291.ct.sendgrid.net/ls/click?upn=${encodeURIComponent(target).replace(/%/g, '-')}`, target],
  ['SendGrid opaque upn: nothing to see', 'https://u4829130.ct.sendgrid.net/ls/click?upn=u001.Qk29sPq81LmX0aB7cD4eRt-2FYu8Io0Pl-3D-3DK29', null],
  ['plain destination: not a redirect', target, null],
  ['OAuth redirect_uri on a real page is not unwrapped', 'https://auth.acme.example/login?token=Zk29sPq81LmX0aB7cD4e&redirect_uri=https%3A%2F%2Fapp.acme.example', null],
];
for (const [name, url, want] of wrappers) unwrap(name, () => assert.is(unwrapTracking(url), want));
unwrap.run();

const input = (html: string | null, text: string | null = null, subject = 'Hello', lu: string | null = null): ExtractInput => ({
  subject, html, text, listUnsubscribe: lu, fromName: null, fromEmail: null,
});
const typeOf = (html: string, url: string, subject?: string): string | undefined =>
  extractLinks(input(html, null, subject)).find((l) => l.url === url)?.type;

const typing = suite('links: typed by what they do for the reader');
const T = 'Zk29sPq81LmX0aB7cD4eRt';
const typeCases: [string, string, string, string, string?][] = [
  // [name, html, url, expected type, subject]
  ['verify button', `<a href="https://acme.example/account/verify?token=${T}">Verify email address</a>`, `https://acme.example/account/verify?token=${T}`, 'verification'],
  ['"click here" typed by its sentence', `<p>To confirm your email address, <a href="https://acme.example/c/${T}">click here</a>.</p>`, `https://acme.example/c/${T}`, 'verification'],
  ['"click here to reset"', `<p>Click <a href="https://acme.example/x/${T}">here</a> to reset your password.</p>`, `https://acme.example/x/${T}`, 'password_reset'],
  ['reset inside a security alert', `<p>New sign-in from Chrome. Not you? <a href="https://acme.example/account/reset-password">Reset your password</a></p>`, 'https://acme.example/account/reset-password', 'password_reset'],
  ['forgot password footer', '<p><a href="https://acme.example/forgot">Forgot your password?</a></p>', 'https://acme.example/forgot', 'password_reset'],
  ['one-click sign-in with a token', `<a href="https://acme.example/auth/callback?token=${T}">Sign in to Acme</a>`, `https://acme.example/auth/callback?token=${T}`, 'magic_link'],
  ['plain login page', '<a href="https://acme.example/login">Log in to your account</a>', 'https://acme.example/login', 'other'],
  ['magic link behind an opaque tracker', '<p>Click the button below to sign in. This link expires in 15 minutes.</p><a href="https://u1.ct.sendgrid.net/ls/click?upn=u001.Opaque-2BToken-3D-3D">Sign in</a>', 'https://u1.ct.sendgrid.net/ls/click?upn=u001.Opaque-2BToken-3D-3D', 'magic_link'],
  ['tracked reset judged by its unwrapped target', `<a href="https://click.pstmrk.it/3s/acme.example%2Freset-password%3Ftoken%3D${T}/a/b/c">Continue</a>`, `https://click.pstmrk.it/3s/acme.example%2Freset-password%3Ftoken%3D${T}/a/b/c`, 'password_reset'],
  ['unsubscribe', '<a href="https://acme.example/u/K29">Unsubscribe</a>', 'https://acme.example/u/K29', 'unsubscribe'],
  ['email preferences', '<a href="https://acme.example/settings/email">Manage email preferences</a>', 'https://acme.example/settings/email', 'unsubscribe'],
  ['notification settings by URL', '<a href="https://acme.example/notification-settings">Settings</a>', 'https://acme.example/notification-settings', 'unsubscribe'],
  ['unsubscribe in German', '<a href="https://acme.example/n/K29">Newsletter abbestellen</a>', 'https://acme.example/n/K29', 'unsubscribe'],
  ['invitation accept is other', `<a href="https://acme.example/invite/${T}/accept">Accept invitation</a>`, `https://acme.example/invite/${T}/accept`, 'other'],
  ['invitation join is other', `<a href="https://acme.example/join/${T}">Join the team</a>`, `https://acme.example/join/${T}`, 'other'],
  ['calendar RSVP is other', `<a href="https://cal.acme.example/rsvp?eid=${T}&r=yes">Yes</a>`, `https://cal.acme.example/rsvp?eid=${T}&r=yes`, 'other'],
  ['double opt-in confirm', '<a href="https://list.acme.example/subscribe/confirm?u=a0f5&id=4fb3">Yes, subscribe me to this list.</a>', 'https://list.acme.example/subscribe/confirm?u=a0f5&id=4fb3', 'verification'],
  ['help article about resets is other', '<a href="https://acme.example/help/reset-password">Help Center</a>', 'https://acme.example/help/reset-password', 'other'],
  ['image link without words is typed by URL only', `<p>Confirm your subscription</p><a href="https://acme.example/spring"><img src="x.png"></a>`, 'https://acme.example/spring', 'other'],
  ['image with alt text names the link', '<a href="https://acme.example/u/Q9"><img src="x.png" alt="Unsubscribe"></a>', 'https://acme.example/u/Q9', 'unsubscribe'],
  ['confirm in Japanese', `<a href="https://acme.example/m/${T}">メールアドレスを確認する</a>`, `https://acme.example/m/${T}`, 'verification'],
  ['reset in Russian', `<a href="https://acme.example/r/${T}">Сбросить пароль</a>`, `https://acme.example/r/${T}`, 'password_reset'],
];
for (const [name, html, url, want, subject] of typeCases) typing(name, () => assert.is(typeOf(html, url, subject), want));
typing('pasted copy of a tracked button inherits its type', () => {
  const links = extractLinks(input(
    `<a href="https://u1.ct.sendgrid.net/ls/click?upn=u001.Opaque">Reset password</a><p>If the button doesn't work, copy this link into your browser:<br>https://acme.example/r/${T}</p>`,
  ));
  assert.equal(links.map((l) => l.type), ['password_reset', 'password_reset']);
});
typing.run();

const collect = suite('links: what counts, in which order');
collect('mailto, tel, # anchors, images and stylesheets are not links', () => {
  const links = extractLinks(input(
    '<link rel="stylesheet" href="https://cdn.acme.example/a.css"><img src="https://cdn.acme.example/logo.png">' +
      '<a href="mailto:help@acme.example">Mail us</a><a href="tel:+15550100">Call</a><a href="#top">Top</a>' +
      '<a href="javascript:void(0)">x</a><a href="https://acme.example/help">Help</a>',
  ));
  assert.equal(links, [{ url: 'https://acme.example/help', type: 'other' }]);
});
collect('entities in hrefs are decoded; the url is otherwise kept as written', () => {
  const links = extractLinks(input('<a href="https://acme.example/p?a=1&amp;b=2&#38;c=%2F">P</a>'));
  assert.equal(links, [{ url: 'https://acme.example/p?a=1&b=2&c=%2F', type: 'other' }]);
});
collect('document order, duplicates once, bare URLs in HTML text included', () => {
  const links = extractLinks(input(
    '<a href="https://acme.example/a">A</a><p>See https://acme.example/b.</p><a href="https://acme.example/a">A again</a><a href="https://acme.example/c">https://acme.example/c</a>',
  ));
  assert.equal(links.map((l) => l.url), ['https://acme.example/a', 'https://acme.example/b', 'https://acme.example/c']);
});
collect('text-only mail: bare URLs in text order, trailing punctuation trimmed', () => {
  const links = extractLinks(input(null, 'Confirm: <https://acme.example/confirm/ZmFrZS10b2tlbi00ODI5>\nDocs (https://docs.acme.example/start). Forum: https://forum.acme.example/,'));
  assert.equal(links, [
    { url: 'https://acme.example/confirm/ZmFrZS10b2tlbi00ODI5', type: 'verification' },
    { url: 'https://docs.acme.example/start', type: 'other' },
    { url: 'https://forum.acme.example/', type: 'other' },
  ]);
});
collect('with HTML, the text part is not read for links', () => {
  const links = extractLinks(input('<a href="https://acme.example/a">A</a>', 'A: https://acme.example/text-only'));
  assert.equal(links.map((l) => l.url), ['https://acme.example/a']);
});
collect('List-Unsubscribe: http(s) only, last, not repeated', () => {
  const lu = '<mailto:u@acme.example?subject=unsub>, <https://acme.example/unsub/K29>, <https://acme.example/u/Q9>';
  const links = extractLinks(input('<a href="https://acme.example/u/Q9">Unsubscribe</a><a href="https://acme.example/">Home</a>', null, 'Hi', lu));
  assert.equal(links, [
    { url: 'https://acme.example/u/Q9', type: 'unsubscribe' },
    { url: 'https://acme.example/', type: 'other' },
    { url: 'https://acme.example/unsub/K29', type: 'unsubscribe' },
  ]);
  assert.equal(listUnsubscribeUrls('<mailto:a@b.example>'), []);
  assert.equal(listUnsubscribeUrls('https://acme.example/u'), ['https://acme.example/u']);
});
collect.run();

const labels = suite('links: button words in 13 languages');
const Q = 'Qm83nXz01LpW7vRt5YkD';
const labelCases: [string, string, string][] = [
  ['Verify my account', `https://a.example/v?token=${Q}`, 'verification'],
  ['Activate my account', `https://a.example/act/${Q}`, 'verification'],
  ['Complete registration', `https://a.example/reg/${Q}`, 'verification'],
  ['Finish signing up', `https://a.example/signup/finish?t=${Q}`, 'verification'],
  ['Confirm my email', `https://a.example/c/${Q}`, 'verification'],
  ['E-Mail bestätigen', `https://a.example/c/${Q}`, 'verification'],
  ['Confirmer mon adresse e-mail', `https://a.example/c/${Q}`, 'verification'],
  ['Verificar correo electrónico', `https://a.example/c/${Q}`, 'verification'],
  ['Confirmar e-mail', `https://a.example/c/${Q}`, 'verification'],
  ['Conferma indirizzo email', `https://a.example/c/${Q}`, 'verification'],
  ['E-mailadres bevestigen', `https://a.example/c/${Q}`, 'verification'],
  ['Potwierdź adres e-mail', `https://a.example/c/${Q}`, 'verification'],
  ['E-posta adresimi doğrula', `https://a.example/c/${Q}`, 'verification'],
  ['Подтвердить адрес', `https://a.example/c/${Q}`, 'verification'],
  ['メールアドレスを認証する', `https://a.example/c/${Q}`, 'verification'],
  ['验证邮箱地址', `https://a.example/c/${Q}`, 'verification'],
  ['이메일 주소 인증', `https://a.example/c/${Q}`, 'verification'],
  ['Log in', `https://a.example/auth/magic?token=${Q}`, 'magic_link'],
  ['Log me in', `https://a.example/l/${Q}`, 'magic_link'],
  ['Sign in to Acme', `https://a.example/session/new?token=${Q}`, 'magic_link'],
  ['Login now', `https://a.example/login?token=${Q}`, 'magic_link'],
  ['Anmelden', `https://a.example/login?token=${Q}`, 'magic_link'],
  ['Se connecter', `https://a.example/login?token=${Q}`, 'magic_link'],
  ['Iniciar sesión', `https://a.example/login?token=${Q}`, 'magic_link'],
  ['Entrar', `https://a.example/login?token=${Q}`, 'magic_link'],
  ['Accedi', `https://a.example/login?token=${Q}`, 'magic_link'],
  ['Inloggen', `https://a.example/login?token=${Q}`, 'magic_link'],
  ['Zaloguj się', `https://a.example/login?token=${Q}`, 'magic_link'],
  ['Giriş yap', `https://a.example/login?token=${Q}`, 'magic_link'],
  ['Войти', `https://a.example/login?token=${Q}`, 'magic_link'],
  ['ログインする', `https://a.example/login?token=${Q}`, 'magic_link'],
  ['立即登录', `https://a.example/login?token=${Q}`, 'magic_link'],
  ['로그인하기', `https://a.example/login?token=${Q}`, 'magic_link'],
  ['Reset password', `https://a.example/r/${Q}`, 'password_reset'],
  ['Set a new password', `https://a.example/r/${Q}`, 'password_reset'],
  ['Create a new password', `https://a.example/r/${Q}`, 'password_reset'],
  ['Change my password', `https://a.example/r/${Q}`, 'password_reset'],
  ['Passwort zurücksetzen', `https://a.example/r/${Q}`, 'password_reset'],
  ['Réinitialiser le mot de passe', `https://a.example/r/${Q}`, 'password_reset'],
  ['Restablecer contraseña', `https://a.example/r/${Q}`, 'password_reset'],
  ['Redefinir senha', `https://a.example/r/${Q}`, 'password_reset'],
  ['Reimposta password', `https://a.example/r/${Q}`, 'password_reset'],
  ['Wachtwoord resetten', `https://a.example/r/${Q}`, 'password_reset'],
  ['Zresetuj hasło', `https://a.example/r/${Q}`, 'password_reset'],
  ['Şifreyi sıfırla', `https://a.example/r/${Q}`, 'password_reset'],
  ['Сбросить пароль', `https://a.example/r/${Q}`, 'password_reset'],
  ['パスワードをリセット', `https://a.example/r/${Q}`, 'password_reset'],
  ['重置密码', `https://a.example/r/${Q}`, 'password_reset'],
  ['비밀번호 재설정하기', `https://a.example/r/${Q}`, 'password_reset'],
  ['Accept invite', `https://a.example/i/${Q}`, 'other'],
  ['Join workspace', `https://a.example/i/${Q}`, 'other'],
  ['Einladung annehmen', `https://a.example/i/${Q}`, 'other'],
  ['Accepter l\'invitation', `https://a.example/i/${Q}`, 'other'],
  ['Aceptar invitación', `https://a.example/i/${Q}`, 'other'],
  ['Aceitar convite', `https://a.example/i/${Q}`, 'other'],
  ['Accetta l\'invito', `https://a.example/i/${Q}`, 'other'],
  ['Uitnodiging accepteren', `https://a.example/i/${Q}`, 'other'],
  ['Dołącz do zespołu', `https://a.example/i/${Q}`, 'other'],
  ['Daveti kabul et', `https://a.example/i/${Q}`, 'other'],
  ['Принять приглашение', `https://a.example/i/${Q}`, 'other'],
  ['招待を承諾する', `https://a.example/i/${Q}`, 'other'],
  ['接受邀请', `https://a.example/i/${Q}`, 'other'],
  ['초대 수락', `https://a.example/i/${Q}`, 'other'],
  ['Unsubscribe from these emails', 'https://a.example/x', 'unsubscribe'],
  ['Se désinscrire', 'https://a.example/x', 'unsubscribe'],
  ['Darse de baja', 'https://a.example/x', 'unsubscribe'],
  ['Descadastrar', 'https://a.example/x', 'unsubscribe'],
  ['Disiscriviti', 'https://a.example/x', 'unsubscribe'],
  ['Uitschrijven', 'https://a.example/x', 'unsubscribe'],
  ['Wypisz się', 'https://a.example/x', 'unsubscribe'],
  ['Abonelikten çık', 'https://a.example/x', 'unsubscribe'],
  ['Отписаться', 'https://a.example/x', 'unsubscribe'],
  ['配信停止', 'https://a.example/x', 'unsubscribe'],
  ['退订', 'https://a.example/x', 'unsubscribe'],
  ['수신거부', 'https://a.example/x', 'unsubscribe'],
  ['Notification preferences', 'https://a.example/x', 'unsubscribe'],
  ['Email settings', 'https://a.example/x', 'unsubscribe'],
  ['View in browser', 'https://a.example/x', 'other'],
  ['Track your order', 'https://a.example/x', 'other'],
  ['Privacy Policy', 'https://a.example/x', 'other'],
  ['Secure your account', 'https://a.example/security', 'other'],
  ['Review activity', 'https://a.example/activity', 'other'],
  ['Download invoice (PDF)', 'https://a.example/inv.pdf', 'other'],
  ['Get the app', 'https://a.example/app', 'other'],
  ['Contact support', 'https://a.example/support', 'other'],
  ['Log in to your account', 'https://a.example/login', 'other'],
];
for (const [label, url, want] of labelCases) {
  labels(label, () => {
    const links = extractLinks(input(`<p>Hi there.</p><p><a href="${url}">${label}</a></p><p>Thanks</p>`));
    assert.is(links[0]?.type, want);
  });
}
labels.run();

// Issue 14: tracked HTML reports the text part's direct URLs; wording families in the 23 languages.
const tracked = suite('links: tracked HTML, direct URLs from the text part');
const pm = (path: string): string => `https://click.pstmrk.it/3s/${encodeURIComponent(`shop.example/${path}`)}/Xy12/Ab34/Cd56Ef78`;
const ses = (path: string): string => `https://q7r8.r.eu-west-1.awstrack.me/L0/${encodeURIComponent(`https://shop.example/${path}`)}/1/0102019a-77aa-000000/Hk3=12`;
const trackedCases: [string, string, string, string | null, { url: string; type: string }[]][] = [
  // [name, html, text, List-Unsubscribe, expected links]
  ['Postmark HTML: text URLs after the HTML links, before List-Unsubscribe, typed by their lines',
    `<p>Someone signed in from Lisbon.</p><a href="${pm('account/devices')}">See your devices</a> <a href="${pm('account/new-password')}">Change your password</a> <a href="${pm('prefs/security-mail')}">Mute these alerts</a>`,
    'Someone signed in from Lisbon.\n\nSee your devices: https://shop.example/account/devices\nChange your password: https://shop.example/account/new-password\n\nMute these alerts: https://shop.example/prefs/security-mail\n',
    '<https://shop.example/list/off?u=9>',
    [
      { url: pm('account/devices'), type: 'other' },
      { url: pm('account/new-password'), type: 'password_reset' },
      { url: pm('prefs/security-mail'), type: 'unsubscribe' },
      { url: 'https://shop.example/account/devices', type: 'other' },
      { url: 'https://shop.example/account/new-password', type: 'password_reset' },
      { url: 'https://shop.example/prefs/security-mail', type: 'unsubscribe' },
      { url: 'https://shop.example/list/off?u=9', type: 'unsubscribe' },
    ]],
  ['SES HTML: a URL printed in both parts is reported once; a pasted URL below its line is typed by that line',
    `<p>Status page: https://status.shop.example</p><a href="${ses('orders/5521')}">Track order</a>`,
    `Status page: https://status.shop.example\nTrack order: https://shop.example/orders/5521\n\nTo confirm your new address, open\nhttps://shop.example/address/ok?token=${T}\n`,
    null,
    [
      { url: 'https://status.shop.example', type: 'other' },
      { url: ses('orders/5521'), type: 'other' },
      { url: 'https://shop.example/orders/5521', type: 'other' },
      { url: `https://shop.example/address/ok?token=${T}`, type: 'verification' },
    ]],
  ['HTML whose links mostly go direct: the text part is not read',
    `<a href="https://shop.example/">Shop</a> <a href="https://shop.example/help">Help</a> <a href="${pm('deals')}">Deals</a>`,
    'Deals: https://shop.example/deals\n',
    null,
    [
      { url: 'https://shop.example/', type: 'other' },
      { url: 'https://shop.example/help', type: 'other' },
      { url: pm('deals'), type: 'other' },
    ]],
];
for (const [name, html, text, lu, want] of trackedCases) tracked(name, () => assert.equal(extractLinks(input(html, text, 'Hello', lu)), want));
tracked.run();

const families = suite('links: issue 14 wording (unsubscribe family, reset, verify, sign-in in 23 languages; help links)');
const R = `https://a.example/r/${Q}`;
const C = `https://a.example/c/${Q}`;
const L = `https://a.example/e/${Q}`; // tokenised, no sign-in shape: only the words make it magic_link
const familyCases: [string, string, string][] = [
  // unsubscribe family: notification settings, stop / mute / unwatch, manage alert e-mails
  ['Stop all alerts for this repository', 'https://a.example/x', 'unsubscribe'],
  ['Mute notifications', 'https://a.example/x', 'unsubscribe'],
  ['Unwatch repository', 'https://a.example/x', 'unsubscribe'],
  ['Update your notification e-mails', 'https://a.example/x', 'unsubscribe'],
  ['Benachrichtigungen deaktivieren', 'https://a.example/x', 'unsubscribe'],
  ['Gérer vos alertes', 'https://a.example/x', 'unsubscribe'],
  ['Desactivar las notificaciones', 'https://a.example/x', 'unsubscribe'],
  ['Gerenciar notificações', 'https://a.example/x', 'unsubscribe'],
  ['Impostazioni delle notifiche', 'https://a.example/x', 'unsubscribe'],
  ['Meldingsinstellingen', 'https://a.example/x', 'unsubscribe'],
  ['Wyłącz powiadomienia', 'https://a.example/x', 'unsubscribe'],
  ['Bildirim ayarları', 'https://a.example/x', 'unsubscribe'],
  ['Управление уведомлениями', 'https://a.example/x', 'unsubscribe'],
  ['Вимкнути сповіщення', 'https://a.example/x', 'unsubscribe'],
  ['Hantera dina aviseringar', 'https://a.example/x', 'unsubscribe'],
  ['Zrušit odběr', 'https://a.example/x', 'unsubscribe'],
  ['Kelola notifikasi', 'https://a.example/x', 'unsubscribe'],
  ['Tắt thông báo', 'https://a.example/x', 'unsubscribe'],
  ['إيقاف الإشعارات', 'https://a.example/x', 'unsubscribe'],
  ['ביטול המנוי', 'https://a.example/x', 'unsubscribe'],
  ['ईमेल सेटिंग्स', 'https://a.example/x', 'unsubscribe'],
  ['ตั้งค่าการแจ้งเตือน', 'https://a.example/x', 'unsubscribe'],
  ['通知を停止する', 'https://a.example/x', 'unsubscribe'],
  ['关闭邮件提醒', 'https://a.example/x', 'unsubscribe'],
  ['取消關注這個專案', 'https://a.example/x', 'unsubscribe'],
  ['알림 끄기', 'https://a.example/x', 'unsubscribe'],
  ['Teslimat tercihini değiştir', 'https://a.example/x', 'other'],
  // reset / change the password, credentials
  ['Reset your account credentials', R, 'password_reset'],
  ['Ändere jetzt dein Passwort', R, 'password_reset'],
  ['Cambia ya tu contraseña', R, 'password_reset'],
  ['Wijzig nu je wachtwoord', R, 'password_reset'],
  ['Zmień swoje hasło', R, 'password_reset'],
  ['Parolanızı değiştirin', R, 'password_reset'],
  ['Смените пароль', R, 'password_reset'],
  ['Змініть свій пароль', R, 'password_reset'],
  ['Ändra ditt lösenord', R, 'password_reset'],
  ['Změnit heslo', R, 'password_reset'],
  ['Ganti kata sandi', R, 'password_reset'],
  ['Thay đổi mật khẩu', R, 'password_reset'],
  ['غيّر كلمة المرور', R, 'password_reset'],
  ['החליפו את הסיסמה', R, 'password_reset'],
  ['पासवर्ड बदलें', R, 'password_reset'],
  ['เปลี่ยนรหัสผ่าน', R, 'password_reset'],
  ['비밀번호를 변경하기', R, 'password_reset'],
  ['重設您的密碼', R, 'password_reset'],
  // verification
  ['Email address verification', C, 'verification'],
  ['Bekräfta din e-postadress', C, 'verification'],
  ['Potvrďte e-mail', C, 'verification'],
  ['Підтвердити адресу', C, 'verification'],
  ['Verifikasi email', C, 'verification'],
  ['Xác minh email', C, 'verification'],
  ['تفعيل الحساب', C, 'verification'],
  ['אמתו את הכתובת', C, 'verification'],
  ['ईमेल सत्यापित करें', C, 'verification'],
  ['ยืนยันอีเมล', C, 'verification'],
  // one-click sign-in: only with a token; the words decide over a /verify path
  ['Logga in nu', L, 'magic_link'],
  ['Přihlásit se', L, 'magic_link'],
  ['Увійти', L, 'magic_link'],
  ['Masuk sekarang', L, 'magic_link'],
  ['Đăng nhập', L, 'magic_link'],
  ['تسجيل الدخول', L, 'magic_link'],
  ['התחברות', L, 'magic_link'],
  ['लॉग इन करें', L, 'magic_link'],
  ['เข้าสู่ระบบ', L, 'magic_link'],
  ['Logga in', `https://a.example/v2/verify?token=${Q}`, 'magic_link'],
  ['Đăng nhập', 'https://a.example/login', 'other'],
  ['Xem đơn hàng', L, 'other'],
  // explanations, "view the history", invitations
  ['Learn how password resets work', 'https://a.example/help/x', 'other'],
  ['Account recovery FAQ', 'https://a.example/help/y', 'other'],
  ['Wie funktioniert die Kontowiederherstellung?', 'https://a.example/help/z', 'other'],
  ['注文履歴を確認する', C, 'other'],
  ['배송 현황 확인', C, 'other'],
  ['招待を承認する', `https://a.example/i/${Q}`, 'other'],
];
for (const [label, url, want] of familyCases) {
  families(`${label} → ${want}`, () => {
    const links = extractLinks(input(`<p>Hello.</p><p><a href="${url}">${label}</a></p><p>Regards</p>`));
    assert.is(links[0]?.type, want);
  });
}
const textOnlyCases: [string, string, string][] = [
  // [name, text-only body, expected type of its first URL]
  ['Ukrainian: change the password, URL on the next line', 'Якщо це були не ви, змініть пароль:\nhttps://a.example/security/pw\n', 'password_reset'],
  ['Spanish imperative before a pasted URL', 'Cambia tu contraseña aquí: https://a.example/cuenta/clave\n', 'password_reset'],
  ['Czech confirmation, URL alone below', 'Odběr potvrďte kliknutím na odkaz:\n\nhttps://a.example/odber/ok?t=Qm83nXz01LpW7vRt5YkD\n', 'verification'],
  ['credentials named in the paragraph above', `Someone asked to change your workspace credentials. If that was you, use the link below to reset them.\n\nhttps://a.example/actions/x?key=${Q}\n`, 'password_reset'],
  ["\"here's how to\" still introduces the link", "Here's how to reset your password: https://a.example/p/9\n", 'password_reset'],
  ['a question about the rule introduces a help page', 'Why must I verify my address?\nhttps://a.example/help/verify\n', 'other'],
  ['stop these alerts, line label', 'Stop these alerts for web-7: https://a.example/monitors/7/off\n', 'unsubscribe'],
];
for (const [name, text, want] of textOnlyCases) families(name, () => assert.is(extractLinks(input(null, text))[0]?.type, want));
families.run();
