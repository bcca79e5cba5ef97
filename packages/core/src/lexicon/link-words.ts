/**
 * How a link's text (or the sentence around it) says what the link does: unsubscribe or
 * notification settings, change a password, verify, sign in, answer an invitation, and
 * anchor text that says nothing by itself. Read by the extractor's link typing
 * (extract/links.ts via extract/lexicon.ts) as regex sources.
 */
import type { Concept } from './languages.js';

/** Unsubscribe, e-mail preference and notification-settings links: "unsubscribe", "stop these alerts", "配信停止". */
export const UNSUBSCRIBE_LINK: Concept = {
  en: [
    'unsubscribe', 'unsub', 'opt[- ]?out', 'email preferences', 'e-mail preferences',
    '(?:manage|update|change|edit) (?:your )?(?:email |notification |subscription |communication )?(?:preferences|settings|subscriptions?)',
    '(?:manage|edit|update|change) (?:your )?(?:\\p{L}+ )?(?:alerts|notifications)', 'alert settings',
    '(?:email|e-mail|notification|subscription|communication|mailing|marketing|newsletter) (?:preferences|settings)',
    'preference cent(?:er|re)', 'stop receiving',
    'stop (?:these |this |all |the )?(?:\\S+ )?(?:alerts|notifications|e-?mails)', 'mute (?:these |this |all )?(?:alerts|notifications)',
    'turn off (?:\\S+ )?(?:alerts|notifications)', 'unwatch', 'unfollow (?:this )?(?:thread|issue|conversation|repository|project)',
    '(?:manage|edit|update|change) (?:your )?(?:\\S+ )?(?:alert|notification) (?:e-?mails|messages)',
  ],
  de: [
    'abmelden', 'abbestellen', 'newsletter abbestellen', 'e-mail-einstellungen', 'benachrichtigungseinstellungen', 'einstellungen',
    'benachrichtigungen (?:verwalten|deaktivieren|abbestellen|ausschalten)', '(?:verwalte|deaktiviere) (?:\\S+ )?benachrichtigungen',
    'e-?mail-?einstellungen',
  ],
  fr: [
    'se d[ée]sabonner', 'se d[ée]sinscrire', 'd[ée]sinscription', 'd[ée]sabonnement', 'pr[ée]f[ée]rences',
    'g[ée]rer (?:mes |vos |les )?(?:\\S+ )?(?:notifications|alertes)', 'param[èe]tres (?:de |des )?notifications?',
    'arr[êe]ter (?:ces |les )?(?:alertes|notifications)',
  ],
  es: [
    'darse de baja', 'darte de baja', 'cancelar (?:la )?suscripci[óo]n', 'preferencias',
    'gestiona[a-z\\u00c0-\\u024f]* (?:\\S+ ){0,2}(?:alertas|notificaciones)', 'configuraci[óo]n de (?:las )?notificaciones',
    'desactiva[a-z\\u00c0-\\u024f]* (?:\\S+ )?(?:alertas|notificaciones)',
  ],
  pt: [
    'cancelar (?:a )?inscri[çc][ãa]o', 'descadastr~', 'prefer[êe]ncias',
    'configura[çc][õo]es de (?:notifica[çc][ãa]o|notifica[çc][õo]es|e-?mail)',
    'gerenci[a-z\\u00c0-\\u024f]* (?:\\S+ ){0,2}(?:notifica[çc][õo]es|alertas)', 'parar de receber',
  ],
  it: [
    'annulla (?:l\')?iscrizione', 'disiscriviti', 'cancella iscrizione', 'preferenze', 'impostazioni (?:di |delle )?notifiche',
    'gestisci (?:\\S+ ){0,2}(?:notifiche|avvisi)', 'disattiva (?:\\S+ )?(?:notifiche|avvisi)',
  ],
  nl: [
    'afmelden', 'uitschrijven', 'voorkeuren', 'e-?mailvoorkeuren', 'meldingsinstellingen', 'meldingen (?:beheren|uitzetten)',
    '(?:beheer|wijzig) (?:je |uw )?(?:\\S+ )?(?:meldingen|voorkeuren)',
  ],
  pl: [
    'wypisz si[ęe]', 'zrezygnuj z subskrypcji', 'anuluj subskrypcj[ęe]', 'preferencje', 'ustawienia powiadomie[ńn]',
    'zarz[ąa]dzaj (?:\\S+ ){0,2}(?:powiadomieniami|zgodami|subskrypcj[a-z\\u00c0-\\u024f]*)', 'wy[łl][ąa]cz (?:\\S+ )?powiadomienia',
  ],
  tr: [
    'abonelikten [çc][ıi]k', 'abonelik iptal', 'aboneli[ğg]i iptal', 'tercihler', '(?:e-?posta|bildirim|ileti[şs]im) tercih[a-z\\u00c0-\\u024f]*',
    'bildirim ayarlar[a-z\\u00c0-\\u024f]*', 'bildirimleri (?:kapat|y[öo]net)',
  ],
  ru: [
    'отписаться', 'отписка', 'настройки (?:уведомлений|рассылки|подписки)',
    'настро[\\u0400-\\u04ff]* (?:\\S+ )?(?:подписк[\\u0400-\\u04ff]*|уведомлени[\\u0400-\\u04ff]*|рассылк[\\u0400-\\u04ff]*|оповещени[\\u0400-\\u04ff]*)',
    'управл[\\u0400-\\u04ff]* (?:\\S+ )?(?:подписк[\\u0400-\\u04ff]*|уведомлени[\\u0400-\\u04ff]*|рассылк[\\u0400-\\u04ff]*|оповещени[\\u0400-\\u04ff]*)',
    'отключить (?:\\S+ )?(?:уведомления|оповещения)',
  ],
  uk: [
    'відписатися', 'налаштування (?:сповіщень|розсилки|підписки)',
    'керувати (?:\\S+ )?(?:сповіщен[\\u0400-\\u04ff]*|підписк[\\u0400-\\u04ff]*|розсилк[\\u0400-\\u04ff]*)',
    '(?:зупинити|вимкнути) (?:ці |усі )?сповіщен[\\u0400-\\u04ff]*',
  ],
  sv: [
    'avsluta (?:\\S+ )?prenumeration[a-z\\u00c0-\\u024f]*', 'avprenumerera', 'e-?postinställningar', 'aviseringsinställningar',
    'hantera (?:\\S+ ){0,2}(?:aviseringar|notiser|utskick|prenumerationer)', 'stäng av (?:\\S+ )?(?:aviseringar|notiser)',
  ],
  cs: [
    'odhl[áa]sit (?:se )?(?:z )?odb[ěe]r[a-z\\u00c0-\\u024f]*', 'zru[šs]it odb[ěe]r',
    'nastaven[íi] (?:e-?mail[a-z\\u00c0-\\u024f]*|upozorn[ěe]n[íi]|ozn[áa]men[íi])',
    'spravovat (?:\\S+ )?(?:upozorn[ěe]n[íi]|ozn[áa]men[íi]|odb[ěe]r[a-z\\u00c0-\\u024f]*)',
  ],
  id: [
    'berhenti berlangganan', '(?:atur|kelola) (?:\\S+ ){0,2}(?:preferensi|notifikasi|pemberitahuan|langganan)',
    'pengaturan (?:notifikasi|email|pemberitahuan)',
  ],
  vi: ['hủy đăng ký (?:nhận )?(?:email|bản tin)', '(?:quản lý|cài đặt|tắt) (?:\\S+ )?(?:thông báo|cảnh báo)', 'ngừng nhận', 'hủy theo dõi'],
  ar: ['إلغاء (?:ال)?اشتراك', '(?:إدارة|إيقاف|تعطيل) (?:ال)?(?:تنبيهات|إشعارات)', 'إعدادات (?:ال)?(?:إشعارات|تنبيهات|بريد)'],
  he: [
    'ביטול (?:ה)?(?:מנוי|הרשמה)', 'הסרה מ(?:ה)?רשימ[\\u0590-\\u05ff]*', '(?:ה|ל)?הפסק[\\u0590-\\u05ff]* (?:את )?(?:ה)?התראות',
    'הגדרות (?:ה)?(?:התראות|דוא"ל|מייל)', 'ניהול (?:ה)?(?:התראות|דוא"ל|מיילים)',
  ],
  hi: ['सदस्यता (?:समाप्त|रद्द)', 'अनसब्सक्राइब', '(?:सूचना|नोटिफिकेशन|ईमेल) सेटिंग~', '(?:सूचनाएं|सूचनाएँ|अलर्ट) बंद'],
  ja: ['配信停止', '購読解除', '配信設定', 'メール配信', '通知設定', '通知の設定', '通知を停止', 'ウォッチを解除', 'メール設定'],
  zh: ['退订', '取消订阅', '通知设置', '通知偏好', '邮件偏好', '取消关注', '(?:管理|关闭|停止接收)[^\\s。，]{0,6}?(?:提醒|通知)'],
  'zh-TW': ['退訂', '取消訂閱', '通知設定', '通知偏好', '郵件偏好', '取消關注', '(?:管理|關閉|停止接收)[^\\s。，]{0,6}?(?:提醒|通知)'],
  ko: ['수신 ?거부', '구독 ?취소', '알림 설정', '알림 그만 받기', '알림 끄기', '알림 해제', '이메일 설정'],
  th: ['จัดการการแจ้งเตือน', 'ตั้งค่าการแจ้งเตือน', 'ยกเลิกการรับ', 'ยกเลิกการสมัครรับ', 'หยุดรับ', 'เลิกติดตาม'],
};

/** Changing a password, as a link words it: "Change your password", "Passwort ändern" (links also read RESET_CUE). */
export const CHANGE_PASSWORD: Concept = {
  en: ['(?:change|update) (?:your |my )?password', '(?:change|reset|update) (?:your |the )?(?:\\S+ ){0,2}credentials'],
  de: ['passwort [äa]ndern', '(?:[äa]ndere|[äa]ndern sie) (?:\\S+ ){0,2}(?:passwort|kennwort)'],
  fr: ['changer (?:votre |de )?mot de passe', '(?:changez|modifiez|modifier) (?:\\S+ ){0,2}mot de passe'],
  es: ['cambiar (?:tu |la )?contrase[ñn]a', 'cambi(?:a|ar|e) (?:\\S+ ){0,2}contrase[ñn]a'],
  pt: ['alterar (?:sua |a )?senha', '(?:alter(?:e|ar)|troc(?:a|ar|que)) (?:\\S+ ){0,2}senha'],
  it: ['cambia(?:re)? (?:la )?password', '(?:cambia|modifica)(?:re)? (?:\\S+ ){0,2}password'],
  nl: ['wachtwoord wijzigen', 'wijzig(?:en)? (?:\\S+ ){0,3}wachtwoord'],
  pl: ['zmie[ńn] has[łl]o', 'zmie[ńn](?:cie)? (?:\\S+ )?has[łl][a-z\\u00c0-\\u024f]*'],
  tr: ['[şs]ifre(?:ni|yi)? de[ğg]i[şs]tir', '(?:[şs]ifre|parola)[a-z\\u00c0-\\u024f]* (?:\\S+ )?de[ğg]i[şs]tir(?:in|iniz)?'],
  ru: ['изменить пароль', '(?:смените|измените|сменить) (?:\\S+ )?пароль'],
  uk: ['(?:змініть|змінити|скиньте|скинути) (?:\\S+ )?пароль'],
  sv: ['(?:byt|byta|ändra) (?:\\S+ )?lösenord[a-z\\u00c0-\\u024f]*'],
  cs: ['(?:změňte|změnit|změň) (?:\\S+ ){0,2}hesl[a-z\\u00c0-\\u024f]*', 'změna hesla'],
  id: ['(?:ubah|ganti) (?:\\S+ )?(?:kata sandi|sandi)'],
  vi: ['(?:thay )?đổi mật khẩu'],
  ar: ['(?:أعد|أعيدي|أعيدوا) تعيين كلمة (?:ال)?مرور', '(?:غيّر|غير|غيري|تغيير) كلمة (?:ال)?مرور'],
  he: ['(?:אפס|אפסי|אפסו|לאפס|שנה|שני|שנו|לשנות|החלף|החליפי|החליפו) את (?:ה)?סיסמה', 'שינוי (?:ה)?סיסמה'],
  hi: ['पासवर्ड (?:बदलें|बदलिए|रीसेट करें)'],
  ja: ['パスワードを変更', 'パスワードの変更', 'パスワード変更'],
  zh: ['更改密码', '修改密码', '重[设置][^\\s。，]{0,8}?密码'],
  'zh-TW': ['更改密碼', '變更密碼', '修改密碼', '重[設置][^\\s。，]{0,8}?密碼'],
  ko: ['비밀번호 변경', '비밀번호를 변경'],
  th: ['เปลี่ยนรหัสผ่าน'],
};

/** A link that verifies, confirms or activates: "Confirm your email", "Bestätigen", "認証する". */
export const VERIFY_LINK: Concept = {
  en: [
    '(?:verify|confirm|validate|activate) (?:your |my |the |this |new )?(?:e-?mail|email address|address|account|registration|subscription|sign[- ]?up)',
    'verify', 'confirm', 'validate', 'activate', 'approve(?: \\p{L}+)?', 'yes,? subscribe me',
    '(?:complete|finish) (?:your |the )?(?:registration|sign[- ]?up|signing up|account setup)',
    '(?:e-?mail(?: address)?|address|account) (?:verification|confirmation|activation)', '(?:verification|confirmation|activation) link',
  ],
  de: ['best[äa]tig(?:en|e|ung)', 'e-?mail-?adresse best[äa]tigen', 'verifizier(?:en|e)', 'aktivier(?:en|e)', 'freigeben'],
  fr: ['confirm(?:er|ez)', 'v[ée]rifi(?:er|ez)', 'valid(?:er|ez|e)', 'activ(?:er|ez)'],
  es: ['confirm(?:e|ar|a|á|o)', 'verifi(?:car|que)', 'valid(?:ar|e)', 'activ(?:ar|a)', 'verific(?:ar|a|e)'],
  pt: ['confirm(?:e|ar|a|o)', 'verifi(?:car|que)', 'valid(?:ar|e)', 'verific(?:ar|a|e)', 'ativ(?:ar|e)'],
  it: ['verific(?:a|are)', 'conferm(?:a|are|i)', 'attiva(?:re)?'],
  nl: ['bevestig(?:en)?', 'verifieer', 'activeer', 'goedkeuren'],
  pl: ['potwierd~', 'zweryfikuj', 'aktywuj', 'zatwierd~'],
  tr: ['do[ğg]rula~', 'onayla~', 'etkinle[şs]tir'],
  ru: ['подтверд~', 'активир~'],
  uk: ['підтверд[\\u0400-\\u04ff]*', 'активувати'],
  sv: ['bekräfta', 'verifiera', 'aktivera'],
  cs: ['ano,? chci (?:odebírat|dostávat)[a-z\\u00c0-\\u024f]*', 'potvr(?:dit|ďte|dte|ď)', 'ověř(?:it|te)?', 'aktivovat', 'aktivujte'],
  id: ['verifikasi', 'konfirmasi', 'aktifkan'],
  vi: ['xác nhận', 'xác minh', 'kích hoạt'],
  ar: ['تأكيد', 'تفعيل', 'تحقق'],
  he: ['אמת(?:ו|י)?', 'לאמת', 'אימות'],
  hi: ['सत्यापित', 'पुष्टि'],
  ja: [
    '認証する', 'メールアドレスを確認', '本登録', '登録を完了', '承認',
    '(?<!(?:履歴|状況|詳細|内容|明細|状態|記録|情報|活動|一覧|状态|狀態|记录|紀錄|記錄|详情|詳情)[をの的]?\\s*)(?:确认|確認)',
  ],
  zh: ['验证', '激活', '(?<!(?:履歴|状況|詳細|内容|明細|状態|記録|情報|活動|一覧|状态|狀態|记录|紀錄|記錄|详情|詳情)[をの的]?\\s*)(?:确认|確認)'],
  'zh-TW': ['驗證', '(?<!(?:履歴|状況|詳細|内容|明細|状態|記録|情報|活動|一覧|状态|狀態|记录|紀錄|記錄|详情|詳情)[をの的]?\\s*)(?:确认|確認)'],
  ko: ['인증', '(?<!(?:기록|내역|활동|상태|정보|현황|이력) ?)확인', '승인'],
  th: ['ยืนยัน'],
};

/** A link that signs in: "Sign in", "Anmelden", "ログイン". */
export const SIGN_IN_LINK: Concept = {
  en: ['sign ?in', 'log ?in', 'login', 'sign me in', 'log me in', 'continue to', 'access your account', 'go to (?:your )?account'],
  de: ['anmelden', 'einloggen'],
  fr: ['se connecter', 'connexion', 'me connecter'],
  es: ['iniciar sesi[óo]n', 'entrar', 'acceder'],
  pt: ['entrar'],
  it: ['accedi', 'accedere'],
  nl: ['inloggen', 'aanmelden'],
  pl: ['zaloguj~'],
  tr: ['giri[şs] yap', 'oturum a[çc]'],
  ru: ['войти', 'вход'],
  uk: ['увійти'],
  sv: ['logga in'],
  cs: ['přihlásit(?: se)?', 'přihlaste se'],
  id: ['masuk'],
  vi: ['đăng nhập'],
  ar: ['تسجيل (?:ال)?دخول'],
  he: ['כניסה', 'התחבר~'],
  hi: ['लॉग ?इन'],
  ja: ['ログイン', 'サインイン'],
  zh: ['登录'],
  'zh-TW': ['登入'],
  ko: ['로그인'],
  th: ['เข้าสู่ระบบ'],
};

/** Anchor text that says nothing by itself ("click here", "this link"): the sentence around it is read instead. */
export const GENERIC_ANCHOR: Concept = {
  en: ['here', 'click here', 'tap here', 'this link', 'link', 'the link', 'button', 'continue', 'go', 'open', 'click', 'this'],
  de: ['hier', 'hier klicken', 'weiter'],
  fr: ['ici', 'cliquez ici', 'continuer'],
  es: ['aqu[íi]', 'haz clic aqu[íi]', 'continuar'],
  pt: ['clique aqui', 'aqui', 'continuar'],
  it: ['qui', 'clicca qui', 'continua'],
  nl: ['klik hier', 'doorgaan'],
  pl: ['tutaj', 'kliknij tutaj', 'dalej'],
  tr: ['buraya', 'buraya t[ıi]klay[ıi]n', 'devam'],
  ru: ['здесь', 'по ссылке', 'ссылке', 'продолжить'],
  ja: ['ここ', 'こちら', 'こちらをクリック'],
  zh: ['这里', '点击这里'],
  'zh-TW': ['點擊這裡'],
  ko: ['여기', '클릭'],
};

/** "If the button does not work, copy this address": a bare URL there repeats the button. */
export const COPY_PASTE: Concept = {
  en: ['copy', 'paste', 'button (?:above|doesn\'t|does not|isn\'t)', 'doesn\'t work', 'does not work'],
  de: ['kopier~'],
  fr: ['copi~'],
  es: ['copi~'],
  pt: ['copi~'],
  it: ['copi~'],
  nl: ['kopieer'],
  pl: ['skopiuj'],
  tr: ['kopyala~'],
  ru: ['скопируйте', 'вставьте'],
  sv: ['kopier~'],
  ja: ['コピー'],
  zh: ['复制'],
  'zh-TW': ['複製'],
  ko: ['복사'],
};

/** Accepting, declining or joining from an invitation: such links are "other", however tokenised. */
export const INVITE_REPLY: Concept = {
  en: ['accept~', 'decline', 'join~', 'view invitation'],
  de: ['annehmen', 'ablehnen', 'beitreten'],
  fr: ['accepter', 'refuser', 'rejoindre'],
  es: ['aceptar', 'rechazar', 'unirse', 'unirme', 'participar'],
  pt: ['aceitar', 'recusar', 'participar'],
  it: ['accetta', 'rifiuta', 'unisciti'],
  nl: ['accepteren', 'weigeren', 'deelnemen'],
  pl: ['akceptuj~', 'do[łl][ąa]cz~'],
  tr: ['kabul et', 'reddet', 'kat[ıi]l'],
  ru: ['принять', 'отклонить', 'присоединиться'],
  ja: ['参加', '承諾', '招待を受け', '招待を承認'],
  zh: ['接受', '加入', '参加'],
  'zh-TW': ['接受', '加入'],
  ko: ['수락', '참여'],
};

/** A calendar invitation's answer links, whose whole text is the answer: "Yes", "Nein", "Peut-être". */
export const INVITE_ANSWER: Concept = {
  en: ['yes', 'no', 'maybe'],
  de: ['ja', 'nein', 'vielleicht'],
  fr: ['oui', 'non', 'peut-être'],
  es: ['s[íi]', 'no', 'quiz[áa]s'],
  pt: ['sim', 'n[ãa]o', 'talvez'],
  it: ['s[íi]', 'no', 'forse'],
  nl: ['ja', 'nee', 'misschien'],
  pl: ['tak', 'nie'],
  tr: ['evet', 'hay[ıi]r'],
  ru: ['да', 'нет'],
};
