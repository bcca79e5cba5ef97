/**
 * How a link's text (or the sentence around it) says what the link does: unsubscribe or
 * notification settings, change a password, verify, sign in, answer an invitation, and
 * anchor text that says nothing by itself. Read by the extractor's link typing
 * (extract/links.ts via extract/lexicon.ts) as regex sources.
 */
import type { Concept } from './languages.js';
import { withAdded } from './added/index.js';

/** Unsubscribe, e-mail preference and notification-settings links: "unsubscribe", "stop these alerts", "配信停止". */
export const UNSUBSCRIBE_LINK: Concept = withAdded('link-words.UNSUBSCRIBE_LINK', {
  en: [
    'unsubscribe', 'unsub', 'opt[- ]?out', 'email preferences', 'e-mail preferences',
    '(?:manage|update|change|edit) (?:your )?(?:email |notification |subscription |communication )?(?:preferences|settings|subscriptions?)',
    '(?:manage|edit|update|change) (?:your )?(?:\\p{L}+ )?(?:alerts|notifications)', 'alert settings',
    '(?:email|e-mail|notification|subscription|communication|mailing|marketing|newsletter) (?:preferences|settings)',
    'preference cent(?:er|re)', 'stop receiving',
    'stop (?:these |this |all |the )?(?:\\S+ )?(?:alerts|notifications|e-?mails)', 'mute (?:these |this |all )?(?:alerts|notifications)',
    'turn off (?:\\S+ )?(?:alerts|notifications)', 'unwatch', 'unfollow (?:this )?(?:thread|issue|conversation|repository|project)',
    '(?:manage|edit|update|change) (?:your )?(?:\\S+ )?(?:alert|notification) (?:e-?mails|messages)',
    'change how often you (?:get|receive) (?:these |our |this |the )?(?:e-?mails|messages|notifications|newsletters?)',
    '(?:manage|change|update|adjust|set) (?:your )?(?:e-?mail |newsletter |notification )?frequency', 'e-?mail frequency',
    '(?:get|receive) fewer e-?mails',
  ],
  de: [
    'abmelden', 'abbestellen', 'newsletter abbestellen', 'e-mail-einstellungen', 'benachrichtigungseinstellungen', 'einstellungen',
    'benachrichtigungen (?:verwalten|deaktivieren|abbestellen|ausschalten)', '(?:verwalte|deaktiviere) (?:\\S+ )?benachrichtigungen',
    'e-?mail-?einstellungen',
    'e-?mail-?häufigkeit', '(?:newsletter|versand)-?häufigkeit',
    '(?:ändern(?: sie)?|ändere|festlegen|lege fest|legen sie fest|bestimmen(?: sie)?|bestimme),? wie oft (?:sie|du)', 'newsletter-?einstellungen',
    'e-?mail-?präferenzen',
    'melden sie sich (?:hier |jetzt )?(?:vom newsletter )?ab', 'melde dich (?:hier |jetzt )?(?:vom newsletter )?ab', '(?:aus dem (?:newsletter|verteiler)|vom newsletter) austragen', 'newsletter-?abmeldung',
  ],
  fr: [
    'se d[ée]sabonner', 'se d[ée]sinscrire', 'd[ée]sinscription', 'd[ée]sabonnement', 'pr[ée]f[ée]rences',
    'g[ée]rer (?:mes |vos |les )?(?:\\S+ )?(?:notifications|alertes)', 'param[èe]tres (?:de |des )?notifications?',
    'arr[êe]ter (?:ces |les )?(?:alertes|notifications)',
    'fr[ée]quence (?:d[\'’]envoi|de r[ée]ception|des e-?mails|des courriels|des newsletters?|des messages)',
    '(?:modifier|changer|choisir|g[ée]rer|modifiez|changez|choisissez|g[ée]rez) (?:la )?fr[ée]quence',
    'param[èe]tres (?:des |d[\'’])?(?:e-?mails?|courriels?|newsletters?)', 'recevoir moins d[\'’](?:e-?mails|courriels|messages)',
    'd[ée]sabonn~', 'd[ée]sinscri~',
  ],
  es: [
    'darse de baja', 'darte de baja', 'cancelar (?:la )?suscripci[óo]n', 'preferencias',
    'gestiona[a-z\\u00c0-\\u024f]* (?:\\S+ ){0,2}(?:alertas|notificaciones)', 'configuraci[óo]n de (?:las )?notificaciones',
    'desactiva[a-z\\u00c0-\\u024f]* (?:\\S+ )?(?:alertas|notificaciones)',
    'frecuencia de (?:los |las )?(?:correos|e-?mails|env[íi]os?|mensajes|boletines|newsletters?)',
    '(?:cambia|cambiar|modifica|modificar|elige|elegir|gestiona|gestionar|ajusta|ajustar) (?:la )?frecuencia',
    'configuraci[óo]n (?:de(?:l)? )?(?:correo|e-?mail)', 'recibir menos (?:correos|e-?mails|mensajes)',
    'darme de baja', 'date de baja', 'd[ée]se de baja', 'desuscri~', 'cancela (?:tu |la )?suscripci[óo]n', 'anula(?:r)? (?:tu |la )?suscripci[óo]n',
  ],
  pt: [
    'cancelar (?:a )?inscri[çc][ãa]o', 'descadastr~', 'prefer[êe]ncias',
    'configura[çc][õo]es de (?:notifica[çc][ãa]o|notifica[çc][õo]es|e-?mail)',
    'gerenci[a-z\\u00c0-\\u024f]* (?:\\S+ ){0,2}(?:notifica[çc][õo]es|alertas)', 'parar de receber',
    'frequ[êe]ncia (?:de|dos|das) (?:e-?mails|envios?|mensagens|newsletters?)',
    '(?:alterar|altere|mudar|mude|escolher|escolha|gerenciar|gerencie|ajustar|ajuste) (?:a )?frequ[êe]ncia', 'receber menos (?:e-?mails|mensagens)',
    'desinscrev~', 'cancele (?:a |sua )?inscri[çc][ãa]o',
  ],
  it: [
    'annulla (?:l\')?iscrizione', 'disiscriviti', 'cancella iscrizione', 'preferenze', 'impostazioni (?:di |delle )?notifiche',
    'gestisci (?:\\S+ ){0,2}(?:notifiche|avvisi)', 'disattiva (?:\\S+ )?(?:notifiche|avvisi)',
    'frequenza (?:delle |di |d[\'’])?(?:e-?mail|newsletter|comunicazioni|invio)', '(?:modifica|cambia|gestisci|scegli) (?:la )?frequenza',
    'impostazioni (?:e-?mail|della newsletter|delle e-?mail)', 'ricevere meno (?:e-?mail|messaggi)',
    'disiscri~', 'annulla(?:re)? l[\'’]iscrizione',
  ],
  nl: [
    'afmelden', 'uitschrijven', 'voorkeuren', 'e-?mailvoorkeuren', 'meldingsinstellingen', 'meldingen (?:beheren|uitzetten)',
    '(?:beheer|wijzig) (?:je |uw )?(?:\\S+ )?(?:meldingen|voorkeuren)',
    'e-?mailfrequentie', 'frequentie van (?:de )?(?:e-?mails|nieuwsbrieven?|berichten)',
    '(?:wijzig|verander|bepaal|kies|kies zelf) hoe vaak (?:je|u)', '(?:e-?mail|nieuwsbrief)instellingen',
    'meld (?:je|u) (?:hier )?af', 'schrijf (?:je|u) (?:hier )?uit', 'uitschrijving',
  ],
  pl: [
    'wypisz si[ęe]', 'zrezygnuj z subskrypcji', 'anuluj subskrypcj[ęe]', 'preferencje', 'ustawienia powiadomie[ńn]',
    'zarz[ąa]dzaj (?:\\S+ ){0,2}(?:powiadomieniami|zgodami|subskrypcj[a-z\\u00c0-\\u024f]*)', 'wy[łl][ąa]cz (?:\\S+ )?powiadomienia',
    'cz[ęe]stotliwo[śs][ćc] (?:wysy[łl]ki|e-?maili|wiadomo[śs]ci|newslettera|powiadomie[ńn])',
    '(?:zmie[ńn]|ustaw|wybierz|dostosuj) cz[ęe]stotliwo[śs][ćc]', 'zmie[ńn],? jak cz[ęe]sto',
    'ustawienia (?:e-?mail~|poczty|newslettera|subskrypcji)',
    'wypisz', 'wypisa[ćc] si[ęe]', 'wypisanie(?: si[ęe])?', 'rezygnacja z (?:subskrypcji|newslettera|otrzymywania)', 'zrezygnuj z (?:newslettera|otrzymywania)',
  ],
  tr: [
    'abonelikten [çc][ıi]k', 'abonelik iptal', 'aboneli[ğg]i iptal', 'tercihler', '(?:e-?posta|bildirim|ileti[şs]im) tercih[a-z\\u00c0-\\u024f]*',
    'bildirim ayarlar[a-z\\u00c0-\\u024f]*', 'bildirimleri (?:kapat|y[öo]net)',
    '(?:e-?posta|bülten|gönderim) sıklığ~', 'ne sıklıkla (?:e-?posta|ileti|bülten)~', '(?:e-?posta|bülten) ayarlar~', 'daha az e-?posta al~',
    'abonelikten [çc][ıi]k~', 'aboneli[ğg]i(?:ni)? (?:iptal et|sonland[ıi]r)~', 'listeden [çc][ıi]k~',
  ],
  ru: [
    'отписаться', 'отписка', 'настройки (?:уведомлений|рассылки|подписки)',
    'настро[\\u0400-\\u04ff]* (?:\\S+ )?(?:подписк[\\u0400-\\u04ff]*|уведомлени[\\u0400-\\u04ff]*|рассылк[\\u0400-\\u04ff]*|оповещени[\\u0400-\\u04ff]*)',
    'управл[\\u0400-\\u04ff]* (?:\\S+ )?(?:подписк[\\u0400-\\u04ff]*|уведомлени[\\u0400-\\u04ff]*|рассылк[\\u0400-\\u04ff]*|оповещени[\\u0400-\\u04ff]*)',
    'отключить (?:\\S+ )?(?:уведомления|оповещения)',
    'частот[\\u0400-\\u04ff]* (?:рассылк[\\u0400-\\u04ff]*|писем|уведомлений|e-?mail)',
    'периодичност[\\u0400-\\u04ff]* (?:рассылк[\\u0400-\\u04ff]*|писем)', '(?:изменить|измените|выбрать|выберите|настроить|настройте),? как часто',
    'настройки (?:почты|e-?mail|писем|электронной почты)', 'получать меньше писем',
    'отпиш~', 'отказаться от рассылки', 'отменить подписку',
  ],
  uk: [
    'відписатися', 'налаштування (?:сповіщень|розсилки|підписки)',
    'керувати (?:\\S+ )?(?:сповіщен[\\u0400-\\u04ff]*|підписк[\\u0400-\\u04ff]*|розсилк[\\u0400-\\u04ff]*)',
    '(?:зупинити|вимкнути) (?:ці |усі )?сповіщен[\\u0400-\\u04ff]*',
    'частот[\\u0400-\\u04ff]* (?:розсилк[\\u0400-\\u04ff]*|листів|сповіщень|e-?mail)',
    '(?:змінити|змініть|виберіть|налаштуйте|налаштувати),? як часто', 'налаштування (?:пошти|e-?mail|листів|електронної пошти)',
    'отримувати менше листів',
    'відпис~', 'відмовитися від розсилки', 'скасувати підписку',
  ],
  sv: [
    'avsluta (?:\\S+ )?prenumeration[a-z\\u00c0-\\u024f]*', 'avprenumerera', 'e-?postinställningar', 'aviseringsinställningar',
    'hantera (?:\\S+ ){0,2}(?:aviseringar|notiser|utskick|prenumerationer)', 'stäng av (?:\\S+ )?(?:aviseringar|notiser)',
    'ändra hur ofta (?:du|ni)', '(?:e-?post|utskicks)frekvens', 'nyhetsbrevsinställningar', 'e-?postpreferenser',
    'avregistrera~', 'avanmäl~', 'säg upp (?:din )?prenumeration~', 'avsluta prenumeration~',
  ],
  cs: [
    'odhl[áa]sit (?:se )?(?:z )?odb[ěe]r[a-z\\u00c0-\\u024f]*', 'zru[šs]it odb[ěe]r',
    'nastaven[íi] (?:e-?mail[a-z\\u00c0-\\u024f]*|upozorn[ěe]n[íi]|ozn[áa]men[íi])',
    'spravovat (?:\\S+ )?(?:upozorn[ěe]n[íi]|ozn[áa]men[íi]|odb[ěe]r[a-z\\u00c0-\\u024f]*)',
    'frekvence (?:e-?mail~|zasílání|newsletteru|zpráv)', '(?:změnit|změňte|upravit|upravte|nastavit|nastavte),? (?:jak často|frekvenci)',
    'předvolby (?:e-?mail~|odběru|zasílání)', 'e-?mailové (?:předvolby|nastavení)',
    'odhl[áa]ste se z (?:odb[ěe]ru|newsletteru)', 'odhl[áa]šen[íi] (?:se )?(?:z )?(?:odb[ěe]ru|newsletteru)', 'zru[šs]te odb[ěe]r', 'odhl[áa]sit se z newsletteru',
  ],
  id: [
    'berhenti berlangganan', '(?:atur|kelola) (?:\\S+ ){0,2}(?:preferensi|notifikasi|pemberitahuan|langganan)',
    'pengaturan (?:notifikasi|email|pemberitahuan)',
    'frekuensi (?:e-?mail|pengiriman|buletin|newsletter)', '(?:ubah|atur|kelola) (?:seberapa sering|frekuensi)', 'preferensi e-?mail',
    'pengaturan e-mail',
    '(?:hentikan|batalkan) langganan', 'batal berlangganan', 'berhenti langganan',
  ],
  vi: [
    'hủy đăng ký (?:nhận )?(?:email|bản tin)', '(?:quản lý|cài đặt|tắt) (?:\\S+ )?(?:thông báo|cảnh báo)', 'ngừng nhận', 'hủy theo dõi',
    'tần suất (?:nhận )?(?:email|thư)', '(?:thay đổi|quản lý|điều chỉnh) tần suất', 'cài đặt (?:email|thư)', 'tùy chọn (?:email|nhận thư)',
    'hủy đăng ký', 'ngừng đăng ký', 'hủy nhận (?:email|bản tin|thư)',
  ],
  ar: [
    'إلغاء (?:ال)?اشتراك', '(?:إدارة|إيقاف|تعطيل) (?:ال)?(?:تنبيهات|إشعارات)', 'إعدادات (?:ال)?(?:إشعارات|تنبيهات|بريد)',
    'تكرار (?:ال)?(?:رسائل|بريد|إرسال)', '(?:تغيير|إدارة|تعديل) (?:عدد مرات|تكرار|معدل)', 'تفضيلات (?:ال)?(?:بريد|رسائل|اشتراك)',
    'إلغاء (?:ال)?اشتراك~', '[أا]لغ(?:ي)? (?:ال)?اشتراك~', 'إيقاف (?:ال)?اشتراك~',
  ],
  he: [
    'ביטול (?:ה)?(?:מנוי|הרשמה)', 'הסרה מ(?:ה)?רשימ[\\u0590-\\u05ff]*', '(?:ה|ל)?הפסק[\\u0590-\\u05ff]* (?:את )?(?:ה)?התראות',
    'הגדרות (?:ה)?(?:התראות|דוא"ל|מייל)', 'ניהול (?:ה)?(?:התראות|דוא"ל|מיילים)',
    'תדירות (?:ה)?(?:דיוור|מיילים|הודעות|דוא"ל)', '(?:שנה|שנו|שינוי|ניהול) (?:את )?(?:ה)?תדירות', 'העדפות (?:ה)?(?:דיוור|דוא"ל|מייל|מיילים)',
    'הגדרות (?:ה)?דיוור',
    'להסרה', 'בטל(?:ו)? (?:את )?(?:ה)?(?:מנוי|הרשמה)',
  ],
  hi: [
    'सदस्यता (?:समाप्त|रद्द)', 'अनसब्सक्राइब', '(?:सूचना|नोटिफिकेशन|ईमेल) सेटिंग~', '(?:सूचनाएं|सूचनाएँ|अलर्ट) बंद',
    'ईमेल (?:की )?(?:आवृत्ति|फ्रीक्वेंसी)', '(?:आवृत्ति|फ्रीक्वेंसी) (?:बदलें|प्रबंधित करें)', 'ईमेल (?:प्राथमिकता|वरीयता)~', 'कितनी बार ईमेल',
    'सदस्यता छोड़ें', 'सदस्यता (?:समाप्त|रद्द) करें',
  ],
  ja: [
    '配信停止', '購読解除', '配信設定', 'メール配信', '通知設定', '通知の設定', '通知を停止', 'ウォッチを解除', 'メール設定',
    '(?:メール|配信|受信|通知)の?頻度', 'メールの?受信設定', 'メールの設定', 'メールの受け取り方',
    '配信解除', '購読停止', 'メルマガの?(?:配信)?(?:停止|解除)',
  ],
  'zh-CN': [
    '退订', '取消订阅', '通知设置', '通知偏好', '邮件偏好', '取消关注', '(?:管理|关闭|停止接收)[^\\s。，]{0,6}?(?:提醒|通知)',
    '邮件(?:发送|接收)?频率', '(?:更改|修改|调整|管理)(?:接收|发送)?(?:邮件的?)?频率', '邮件设置', '订阅设置',
    '不再接收(?:此类)?(?:邮件|通知)', '退阅',
  ],
  'zh-TW': [
    '退訂', '取消訂閱', '通知設定', '通知偏好', '郵件偏好', '取消關注', '(?:管理|關閉|停止接收)[^\\s。，]{0,6}?(?:提醒|通知)',
    '(?:郵件|電郵)(?:發送|接收|寄送)?頻率', '(?:更改|修改|調整|管理|變更)(?:接收|發送|寄送)?(?:郵件的?)?頻率', '(?:郵件|電郵)設定', '訂閱設定',
    '不再接收(?:此類)?(?:郵件|電郵|通知)', '取消電子報', '退閱',
  ],
  ko: [
    '수신 ?거부', '구독 ?취소', '알림 설정', '알림 그만 받기', '알림 끄기', '알림 해제', '이메일 설정',
    '(?:이)?메일 ?수신 ?설정', '(?:이)?메일 ?(?:발송 ?|수신 ?)?빈도', '수신 ?빈도', '(?:이)?메일 ?환경 ?설정',
    '구독 ?해지', '수신 ?중단',
  ],
  th: [
    'จัดการการแจ้งเตือน', 'ตั้งค่าการแจ้งเตือน', 'ยกเลิกการรับ', 'ยกเลิกการสมัครรับ', 'หยุดรับ', 'เลิกติดตาม',
    'ความถี่(?:ใน)?การ(?:รับ|ส่ง)(?:อีเมล|ข่าวสาร|จดหมายข่าว)', '(?:เปลี่ยน|จัดการ|ปรับ)ความถี่', 'ตั้งค่าอีเมล', 'ความถี่ของอีเมล',
    'ยกเลิกรับ(?:ข่าวสาร|อีเมล)',
  ],
});

/** Changing a password, as a link words it: "Change your password", "Passwort ändern" (links also read RESET_CUE). */
export const CHANGE_PASSWORD: Concept = withAdded('link-words.CHANGE_PASSWORD', {
  en: [
    '(?:change|update) (?:your |my )?password', '(?:change|reset|update) (?:your |the )?(?:\\S+ ){0,2}credentials',
    '(?:set(?: up)?|create|choose|pick) (?:your |a |my )?(?:new )?password', 'setting up (?:your |a )?password',
  ],
  de: [
    'passwort [äa]ndern', '(?:[äa]ndere|[äa]ndern sie) (?:\\S+ ){0,2}(?:passwort|kennwort)',
    '(?:passwort|kennwort) (?:festlegen|erstellen|vergeben|einrichten|wählen|setzen)',
    '(?:lege|legen sie|erstelle|erstellen sie|wähle|wählen sie|vergib|vergeben sie|richte|richten sie) (?:dein |ihr |ein )?(?:neues )?(?:passwort|kennwort)',
  ],
  fr: [
    'changer (?:votre |de )?mot de passe', '(?:changez|modifiez|modifier) (?:\\S+ ){0,2}mot de passe',
    '(?:d[ée]finir|d[ée]finissez|d[ée]finis|cr[ée]er|cr[ée]ez|cr[ée]e|choisir|choisissez|choisis) (?:votre |un |ton |le )?(?:nouveau )?mot de passe',
    'configur(?:er|ez) (?:votre |un )?mot de passe',
  ],
  es: [
    'cambiar (?:tu |la )?contrase[ñn]a', 'cambi(?:a|ar|e) (?:\\S+ ){0,2}contrase[ñn]a',
    '(?:establece|establecer|establezca|crea|crear|cree|elige|elegir|elija|define|definir|defina|configura|configurar|configure) (?:tu |una |su |la )?(?:nueva )?contrase[ñn]a',
    '(?:creaci[óo]n|configuraci[óo]n) de (?:la |tu )?contrase[ñn]a',
  ],
  pt: [
    'alterar (?:sua |a )?senha', '(?:alter(?:e|ar)|troc(?:a|ar|que)) (?:\\S+ ){0,2}senha',
    '(?:defin(?:a|ir)|cri(?:e|ar)|escolh(?:a|er)|configur(?:e|ar)|cadastr(?:e|ar)) (?:a |sua |uma |minha )?(?:nova )?senha',
  ],
  it: [
    'cambia(?:re)? (?:la )?password', '(?:cambia|modifica)(?:re)? (?:\\S+ ){0,2}password',
    '(?:imposta|impostare|crea|creare|scegli|scegliere|configura|configurare|definisci|definire) (?:la |una )?(?:tua )?(?:nuova )?password',
  ],
  nl: [
    'wachtwoord wijzigen', 'wijzig(?:en)? (?:\\S+ ){0,3}wachtwoord',
    '(?:stel|maak|kies) (?:je |uw |een )?(?:nieuw )?wachtwoord', 'wachtwoord (?:instellen|aanmaken|kiezen)',
  ],
  pl: [
    'zmie[ńn] has[łl]o', 'zmie[ńn](?:cie)? (?:\\S+ )?has[łl][a-z\\u00c0-\\u024f]*',
    '(?:ustaw|utw[óo]rz|wybierz|ustal|nadaj|skonfiguruj)(?:cie)? (?:swoje |nowe |swoje nowe )?has[łl]o', '(?:ustawienie|utworzenie|nadanie) has[łl]a',
  ],
  tr: [
    '[şs]ifre(?:ni|yi)? de[ğg]i[şs]tir', '(?:[şs]ifre|parola)[a-z\\u00c0-\\u024f]* (?:\\S+ )?de[ğg]i[şs]tir(?:in|iniz)?',
    '(?:[şs]ifre|parola)[a-z\\u00c0-\\u024f]* (?:belirle|oluştur|ayarla)~',
  ],
  ru: [
    'изменить пароль', '(?:смените|измените|сменить) (?:\\S+ )?пароль',
    '(?:установ|зада|созда|придума|выбер|выбра)[\\u0400-\\u04ff]* (?:\\S+ )?пароль', '(?:установка|создание) пароля',
  ],
  uk: [
    '(?:змініть|змінити|скиньте|скинути) (?:\\S+ )?пароль',
    '(?:встанов|зада|створ|придума|вибер|обер)[\\u0400-\\u04ff]* (?:\\S+ )?пароль', '(?:встановлення|створення) пароля',
  ],
  sv: [
    '(?:byt|byta|ändra) (?:\\S+ )?lösenord[a-z\\u00c0-\\u024f]*',
    '(?:skapa|ställ in|välj|sätt|sätt upp|ange) (?:ett |ditt )?(?:nytt |eget )?lösenord',
  ],
  cs: [
    '(?:změňte|změnit|změň) (?:\\S+ ){0,2}hesl[a-z\\u00c0-\\u024f]*', 'změna hesla',
    '(?:nastavte|nastavit|nastav|vytvořte|vytvořit|vytvoř|zvolte|zvolit|zvol) (?:si )?(?:své |nové |svoje )?hesl[a-z\\u00c0-\\u024f]*',
    '(?:nastavení|vytvoření) hesla',
  ],
  id: [
    '(?:ubah|ganti) (?:\\S+ )?(?:kata sandi|sandi)',
    '(?:atur|buat|tetapkan|setel|pilih|siapkan) (?:kata sandi|sandi)', '(?:pengaturan|pembuatan) kata sandi',
  ],
  vi: [
    '(?:thay )?đổi mật khẩu',
    '(?:đặt|tạo|thiết lập|chọn) mật khẩu',
  ],
  ar: [
    '[وبل]?(?:أعد|أعيدي|أعيدوا) تعيين كلمة (?:ال)?مرور', '[وبل]?(?:غيّر|غير|غيري|تغيير) كلمة (?:ال)?مرور',
    '[وبل]?(?:عيّن|عين|تعيين|أنشئ|إنشاء|اختر|اختيار) كلمة (?:ال)?مرور',
  ],
  he: [
    '(?:אפס|אפסי|אפסו|לאפס|שנה|שני|שנו|לשנות|החלף|החליפי|החליפו) את (?:ה)?סיסמה', 'שינוי (?:ה)?סיסמה',
    '(?:הגדר|הגדירו|הגדירי|להגדיר|צור|צרו|צרי|ליצור|בחר|בחרו|בחרי|לבחור) (?:את )?(?:ה)?סיסמה', 'הגדרת (?:ה)?סיסמה',
  ],
  hi: [
    'पासवर्ड (?:बदलें|बदलिए|रीसेट करें)',
    'पासवर्ड (?:सेट|बनाएं|बनाएँ|चुनें|तय करें)~',
  ],
  ja: [
    'パスワードを変更', 'パスワードの変更', 'パスワード変更',
    'パスワードを(?:設定|作成|決め|登録)', 'パスワードの?(?:設定|作成|登録)',
  ],
  'zh-CN': [
    '更改密码', '修改密码', '重[设置][^\\s。，]{0,8}?密码',
    '(?:设置|设定|创建|设立|选择)(?:您的|你的|一个)?(?:新的?)?(?:登录)?密码', '(?:设置|设定|创建)(?:账户|账号)密码',
  ],
  'zh-TW': [
    '更改密碼', '變更密碼', '修改密碼', '重[設置][^\\s。，]{0,8}?密碼',
    '(?:設定|設置|建立|創建|選擇)(?:您的|你的|一組|一個)?(?:新的?)?(?:登入)?密碼', '(?:設定|建立)(?:帳戶|帳號)密碼',
  ],
  ko: [
    '비밀번호 변경', '비밀번호를 변경',
    '비밀번호 ?(?:설정|만들기|생성|등록)', '비밀번호를 ?(?:설정|만들|생성|등록)',
  ],
  th: [
    'เปลี่ยนรหัสผ่าน',
    '(?:ตั้ง|สร้าง|กำหนด)รหัสผ่าน', 'ตั้งค่ารหัสผ่าน',
  ],
});

/** A link that verifies, confirms or activates: "Confirm your email", "Bestätigen", "認証する". */
export const VERIFY_LINK: Concept = withAdded('link-words.VERIFY_LINK', {
  en: [
    '(?:verify|confirm|validate|activate) (?:your |my |the |this |new )?(?:e-?mail|email address|address|account|registration|subscription|sign[- ]?up)',
    'verify', 'confirm', 'validate', 'activate', 'approve(?: \\p{L}+)?', 'yes,? subscribe me',
    '(?:complete|finish) (?:your |the )?(?:registration|sign[- ]?up|signing up|account setup)',
    '(?:e-?mail(?: address)?|address|account) (?:verification|confirmation|activation)', '(?:verification|confirmation|activation) link',
    'yes,? (?:i want|i[\'’]d like|i would like|please) (?:to )?(?:subscribe|receive|get|stay|keep|join)', 'yes,? (?:keep|add|sign) me (?:on|to|up)',
    'yes,? keep me subscribed', 'count me in',
  ],
  de: [
    'best[äa]tig(?:en|e|ung)', 'e-?mail-?adresse best[äa]tigen', 'verifizier(?:en|e)', 'aktivier(?:en|e)', 'freigeben',
    'ja,? ich (?:möchte|will) (?:den |die |weiterhin )?(?:newsletter|e-?mails|infos|informationen|news)',
    'ja,? ich (?:möchte|will) (?:mich )?(?:anmelden|abonnieren|eintragen|dabei sein)',
    'ja,? ich (?:möchte|will) (?:auf der liste|im verteiler) bleiben', 'ja,? ich bin dabei',
  ],
  fr: [
    'confirm(?:er|ez)', 'v[ée]rifi(?:er|ez)', 'valid(?:er|ez|e)', 'activ(?:er|ez)',
    'oui,? je (?:veux|souhaite|voudrais|d[ée]sire) (?:m[\'’]abonner|m[\'’]inscrire|recevoir|rester|continuer)',
    'oui,? (?:abonnez|inscrivez|gardez)-moi', 'oui,? je m[\'’](?:abonne|inscris)', 'oui,? je suis partant~',
  ],
  es: [
    'confirm(?:e|ar|a|á|o)', 'verifi(?:car|que)', 'valid(?:ar|e)', 'activ(?:ar|a)', 'verific(?:ar|a|e)',
    's[íi],? (?:quiero|deseo|me gustar[íi]a) (?:suscribirme|recibir|seguir|inscribirme|estar|unirme)',
    's[íi],? (?:suscr[íi]beme|inscr[íi]beme|ap[úu]ntame|mantenme)', 's[íi],? me apunto', '(?:cuenta|cuenten|contad) conmigo',
  ],
  pt: [
    'confirm(?:e|ar|a|o)', 'verifi(?:car|que)', 'valid(?:ar|e)', 'verific(?:ar|a|e)', 'ativ(?:ar|e)',
    'sim,? (?:quero|desejo|gostaria de) (?:me inscrever|me cadastrar|receber|continuar|assinar|subscrever)',
    'sim,? (?:inscreva-me|cadastre-me|me inscreva)', '(?:conte|contem|pode contar) comigo',
  ],
  it: [
    'verific(?:a|are)', 'conferm(?:a|are|i)', 'attiva(?:re)?',
    's[ìi],? (?:voglio|desidero|vorrei) (?:iscrivermi|ricevere|restare|rimanere|continuare)', 's[ìi],? (?:iscrivimi|tienimi|mantienimi)',
    's[ìi],? ci sto', 'contate su di me',
  ],
  nl: [
    'bevestig(?:en)?', 'verifieer', 'activeer', 'goedkeuren',
    'ja,? ik wil (?:graag )?(?:de nieuwsbrief|e-?mails|nieuwsbrieven|me inschrijven|mij inschrijven|me aanmelden|mij aanmelden|abonneren|ontvangen)',
    'ja,? (?:schrijf (?:me|mij) in|meld (?:me|mij) aan)', 'ja,? (?:houd|hou) (?:me|mij) op de hoogte', 'ja,? ik doe mee',
  ],
  pl: [
    'potwierd~', 'zweryfikuj', 'aktywuj', 'zatwierd~',
    'tak,? (?:chc[ęe]|pragn[ęe]) (?:otrzymywa[ćc]|subskrybowa[ćc]|zapisa[ćc] si[ęe]|dostawa[ćc]|pozosta[ćc]|by[ćc] na li[śs]cie)',
    'tak,? (?:zapisz|dopisz) mnie', 'tak,? zapisuj[ęe] si[ęe]', 'tak,? wchodz[ęe] w to',
  ],
  tr: [
    'do[ğg]rula~', 'onayla~', 'etkinle[şs]tir',
    'evet,? (?:\\S+ )?(?:almak|abone olmak|kaydolmak|listede kalmak) istiyorum', 'evet,? (?:beni )?abone (?:ol|et|yap)~', 'evet,? ben de varım',
    'beni listede tut~',
  ],
  ru: [
    'подтверд~', 'активир~',
    'да,? (?:я )?хочу (?:получать|подписаться|быть в курсе|остаться)', 'да,? (?:подпишите меня|подписаться|подписываюсь|оставьте меня)',
    'да,? (?:я )?(?:в деле|с вами)',
  ],
  uk: [
    'підтверд[\\u0400-\\u04ff]*', 'активувати',
    'так,? (?:я )?хочу (?:отримувати|підписатися|залишитися)', 'так,? (?:підпишіть мене|підписатися|підписуюсь|залиште мене)',
    'так,? (?:я )?(?:в ділі|з вами)',
  ],
  sv: [
    'bekräfta', 'verifiera', 'aktivera',
    'ja,? jag vill (?:prenumerera|ha|få|fortsätta|stå kvar|vara kvar|gå med)', 'ja,? (?:prenumerera|anmäl mig|registrera mig|lägg till mig)',
    'räkna med mig',
  ],
  cs: [
    'ano,? chci (?:odebírat|dostávat)[a-z\\u00c0-\\u024f]*', 'potvr(?:dit|ďte|dte|ď)', 'ověř(?:it|te)?', 'aktivovat', 'aktivujte',
    'ano,? chci (?:zůstat|se přihlásit|přijímat|newsletter)~', 'ano,? (?:přihlaste|zapište|přihlaš|zapiš) mě', 'počítejte se mnou',
  ],
  id: [
    'verifikasi', 'konfirmasi', 'aktifkan',
    'ya,? (?:saya )?(?:ingin|mau) (?:berlangganan|menerima|tetap)', 'ya,? (?:langganan|berlangganan|daftarkan saya)', 'ya,? saya ikut',
  ],
  vi: [
    'xác nhận', 'xác minh', 'kích hoạt',
    '(?:có|vâng),? tôi (?:muốn|đồng ý) (?:đăng ký|nhận|tiếp tục nhận)', '(?:có|vâng),? (?:đăng ký cho tôi|tôi đăng ký)', 'tính cả tôi',
  ],
  ar: [
    'تأكيد', 'تفعيل', 'تحقق',
    'نعم[،,]? (?:أريد|أرغب في|أود) (?:الاشتراك|تلقي|استلام|البقاء)', 'نعم[،,]? (?:اشتركني|اشترك|سجلني|سجّلني|أضفني)',
    '(?:أكد|أكّد|أؤكد) (?:اشتراكي|الاشتراك)',
  ],
  he: [
    'אמת(?:ו|י)?', 'לאמת', 'אימות',
    'כן,? (?:אני )?(?:רוצה|מעוניין|מעוניינת) (?:להירשם|לקבל|להישאר)', 'כן,? (?:רשמו אותי|תרשמו אותי|צרפו אותי)', 'כן,? אני בפנים',
    '(?:אשר|אשרו|אישור) (?:את )?(?:ה)?(?:הרשמה|מנוי)',
  ],
  hi: [
    'सत्यापित', 'पुष्टि',
    'हा[ँं],? (?:मैं |मुझे )?(?:सदस्यता ले|सब्सक्राइब|न्यूज़लेटर|ईमेल प्राप्त|ईमेल पा)~', 'मुझे (?:सदस्यता दें|सब्सक्राइब करें|शामिल करें)',
  ],
  ja: [
    '認証する', 'メールアドレスを確認', '本登録', '登録を完了', '承認',
    '(?<!(?:履歴|状況|詳細|内容|明細|状態|記録|情報|活動|一覧|状态|狀態|记录|紀錄|記錄|详情|詳情)[をの的]?\\s*)(?:确认|確認)',
    'はい[、,]? (?:購読|登録|受け取|受信|希望)', '(?:メルマガ|メールマガジン|ニュースレター)を(?:購読する|受け取る|受信する|希望する)', '購読を(?:確定|開始|続ける)',
  ],
  'zh-CN': [
    '验证', '激活', '(?<!(?:履歴|状況|詳細|内容|明細|状態|記録|情報|活動|一覧|状态|狀態|记录|紀錄|記錄|详情|詳情)[をの的]?\\s*)(?:确认|確認)',
    '是的[，,]? ?我?(?:要|想|愿意)?(?:订阅|接收|加入|留在)', '我(?:要|想)订阅', '算我一个',
  ],
  'zh-TW': [
    '驗證', '(?<!(?:履歴|状況|詳細|内容|明細|状態|記録|情報|活動|一覧|状态|狀態|记录|紀錄|記錄|详情|詳情)[をの的]?\\s*)(?:确认|確認)',
    '是的[，,]? ?我?(?:要|想|願意)?(?:訂閱|接收|加入|留在)', '我(?:要|想)訂閱', '算我一個',
  ],
  ko: [
    '인증', '(?<!(?:기록|내역|활동|상태|정보|현황|이력) ?)확인', '승인',
    '(?:네|예)[,]? ?(?:구독|수신)(?:하겠|할게|합니|하기|에 동의)', '(?:네|예)[,]? ?(?:뉴스레터|이메일|메일)(?:를|을)? ?(?:받겠|받을게|받고 싶)', '수신 ?동의', '구독 ?확정',
  ],
  th: [
    'ยืนยัน',
    '(?<!ไม่)ใช่,? ?(?:ฉัน|ผม|ดิฉัน)?ต้องการ(?:สมัคร|รับ)', '(?<!ไม่)ใช่,? ?(?:สมัครรับ|รับข่าวสาร|สมัครสมาชิก)', 'ฉันต้องการรับข่าวสาร',
  ],
});

/** A link that signs in: "Sign in", "Anmelden", "ログイン". */
export const SIGN_IN_LINK: Concept = withAdded('link-words.SIGN_IN_LINK', {
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
  'zh-CN': ['登录'],
  'zh-TW': ['登入'],
  ko: ['로그인'],
  th: ['เข้าสู่ระบบ'],
});

/** Anchor text that says nothing by itself ("click here", "this link"): the sentence around it is read instead. */
export const GENERIC_ANCHOR: Concept = withAdded('link-words.GENERIC_ANCHOR', {
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
  uk: ['тут', 'натисніть тут', 'за посиланням', 'посилання', 'продовжити'],
  sv: ['här', 'klicka här', 'länk(?:en)?', 'fortsätt'],
  cs: ['zde', 'sem', 'klikněte (?:zde|sem)', 'odkaz', 'pokračovat'],
  id: ['di sini', 'klik di sini', 'tautan', 'lanjutkan'],
  vi: ['tại đây', 'ở đây', '(?:nhấp|nhấn|bấm) vào đây', 'liên kết', 'tiếp tục'],
  ar: ['هنا', '(?:اضغط|انقر) هنا', '(?:ال)?رابط', 'متابعة'],
  he: ['כאן', 'לח(?:ץ|צו) כאן', '(?:ה)?קישור', 'המשך'],
  hi: ['यहाँ', 'यहां', '(?:यहाँ|यहां) क्लिक करें', 'लिंक', 'जारी रखें'],
  ja: ['ここ', 'こちら', 'こちらをクリック'],
  'zh-CN': ['这里', '点击这里', '点击此处'],
  'zh-TW': ['點擊這裡', '這裡', '點擊此處', '按這裡'],
  ko: ['여기', '클릭'],
  th: ['ที่นี่', 'คลิกที่นี่', 'ลิงก์', 'ดำเนินการต่อ'],
});

/** "If the button does not work, copy this address": a bare URL there repeats the button. */
export const COPY_PASTE: Concept = withAdded('link-words.COPY_PASTE', {
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
  uk: ['скопіюйте', 'вставте', 'не працює'],
  sv: ['kopier~', 'klistra in', 'fungerar inte'],
  cs: ['zkopírujte', 'vložte', 'nefunguje'],
  id: ['salin', 'tempel~', 'tidak berfungsi'],
  vi: ['sao chép', 'dán', 'không hoạt động'],
  ar: ['انسخ', 'الصق', 'لا يعمل'],
  he: ['העתק~', 'הדביקו', 'הדבק', 'לא עובד'],
  hi: ['कॉपी', 'पेस्ट', 'काम नहीं (?:करता|कर रहा)'],
  ja: ['コピー'],
  'zh-CN': ['复制'],
  'zh-TW': ['複製'],
  ko: ['복사'],
  th: ['คัดลอก'],
});

/** Accepting, declining or joining from an invitation: such links are "other", however tokenised. */
export const INVITE_REPLY: Concept = withAdded('link-words.INVITE_REPLY', {
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
  uk: ['прийняти', 'відхилити', 'приєднатися'],
  sv: ['acceptera', 'avböj', 'tacka nej', 'gå med'],
  cs: ['přijmout', 'odmítnout', 'připojit se'],
  id: ['terima undangan', 'tolak', '(?:ber)?gabung'],
  vi: ['chấp nhận', 'từ chối', 'tham gia'],
  ar: ['قبول', 'رفض', 'انضم', 'الانضمام'],
  he: ['קבל(?:ת)? (?:את )?(?:ה)?הזמנה', 'דח(?:ה|יה|ייה)', 'הצטרף~', 'להצטרף'],
  hi: ['स्वीकार', 'अस्वीकार', 'शामिल हों'],
  ja: ['参加', '承諾', '招待を受け', '招待を承認', '辞退'],
  'zh-CN': ['接受', '加入', '参加', '拒绝'],
  'zh-TW': ['接受', '加入', '參加', '拒絕'],
  ko: ['수락', '참여', '거절'],
  th: ['ยอมรับ', 'ปฏิเสธ', 'เข้าร่วม'],
});

/** A calendar invitation's answer links, whose whole text is the answer: "Yes", "Nein", "Peut-être". */
export const INVITE_ANSWER: Concept = withAdded('link-words.INVITE_ANSWER', {
  en: ['yes', 'no', 'maybe'],
  de: ['ja', 'nein', 'vielleicht'],
  fr: ['oui', 'non', 'peut-être'],
  es: ['s[íi]', 'no', 'quiz[áa]s'],
  pt: ['sim', 'n[ãa]o', 'talvez'],
  it: ['s[íi]', 'no', 'forse'],
  nl: ['ja', 'nee', 'misschien'],
  pl: ['tak', 'nie', 'może'],
  tr: ['evet', 'hay[ıi]r', 'belki'],
  ru: ['да', 'нет', 'возможно'],
  uk: ['так', 'ні', 'можливо'],
  sv: ['ja', 'nej', 'kanske'],
  cs: ['ano', 'ne', 'možná'],
  id: ['ya', 'tidak', 'mungkin'],
  vi: ['có', 'không', 'có thể'],
  ar: ['نعم', 'لا', 'ربما'],
  he: ['כן', 'לא', 'אולי'],
  hi: ['हाँ', 'हां', 'नहीं', 'शायद'],
  ja: ['はい', 'いいえ', '未定'],
  'zh-CN': ['是', '否', '可能'],
  'zh-TW': ['是', '否', '不確定'],
  ko: ['예', '아니요', '미정'],
  th: ['ใช่', 'ไม่', 'อาจจะ'],
});

/**
 * Words that make a link, or the line introducing it, an explanation rather than the action, at
 * the start of its words: "Learn how account recovery works", "Why am I asked to approve this?",
 * "About password resets". ("Here's how to reset your password" still introduces a reset link.)
 */
export const EXPLAINS: Concept = withAdded('link-words.EXPLAINS', {
  en: ['about', 'why', 'how', 'learn', 'read more', 'more about', 'what is', 'what\'s', 'faq', 'help', 'tips'],
  de: ['wie', 'warum', 'wieso', 'mehr (?:über|zu|erfahren)', 'erfahren', 'hilfe', 'über'],
  fr: ['comment', 'pourquoi', 'en savoir plus', 'aide', 'à propos'],
  es: ['cómo', 'como', 'por qu[ée]', 'más información', 'ayuda', 'acerca de', 'sobre'],
  pt: ['como', 'saiba mais', 'ajuda', 'sobre'],
  it: ['perch[ée]', 'scopri', 'aiuto', 'maggiori informazioni'],
  nl: ['hoe', 'waarom', 'meer (?:over|informatie)', 'hulp'],
  pl: ['jak', 'dlaczego', 'dowiedz się', 'pomoc', 'więcej o'],
  tr: ['nasıl', 'neden', 'yardım'],
  ru: ['как', 'почему', 'подробнее', 'помощь', 'справка'],
  uk: ['як', 'чому', 'докладніше', 'допомога', 'довідка'],
  sv: ['hur', 'varför', 'läs mer', 'hjälp'],
  cs: ['jak', 'proč', 'více o', 'nápověda'],
  id: ['cara', 'bagaimana', 'mengapa', 'kenapa', 'bantuan', 'pelajari', 'tentang'],
  vi: ['cách', 'tại sao', 'vì sao', 'trợ giúp', 'tìm hiểu', 'hướng dẫn'],
  ar: ['كيف', 'لماذا', 'مساعدة', 'تعرف'],
  he: ['איך', 'למה', 'עזרה', 'מידע על'],
  hi: ['कैसे', 'क्यों', 'सहायता', 'मदद', 'जानें'],
  th: ['วิธี', 'ทำไม', 'ความช่วยเหลือ', 'เรียนรู้'],
  ja: ['ヘルプ', 'よくある質問', 'なぜ', '詳しく'],
  'zh-CN': ['帮助', '如何', '为什么', '了解', '常见问题'],
  'zh-TW': ['幫助', '如何', '為什麼', '了解', '常見問題', '說明'],
  ko: ['도움말', '왜', '자세히', '알아보기'],
});

/** A help page, named at the end of a link's words: "Password reset help", "Account FAQ". */
export const HELP_PAGE: Concept = withAdded('link-words.HELP_PAGE', {
  en: ['help', 'faq', 'guide'],
  de: ['hilfe'],
  fr: ['aide'],
  es: ['ayuda'],
  pt: ['ajuda'],
  it: ['aiuto'],
  nl: ['hulp'],
  pl: ['pomoc'],
  tr: ['yardım'],
  ru: ['помощь', 'справка'],
  uk: ['довідка', 'допомога'],
  sv: ['hjälp'],
  cs: ['nápověda'],
  id: ['bantuan'],
  vi: ['trợ giúp'],
  ar: ['مساعدة'],
  he: ['עזרה'],
  hi: ['सहायता'],
  th: ['ความช่วยเหลือ'],
  ja: ['ヘルプ'],
  'zh-CN': ['帮助'],
  'zh-TW': ['幫助', '說明'],
  ko: ['도움말'],
});

/** What a generic link's purpose follows: "[click here] to reset your password", "[hier] um …", "[ici] pour …". */
export const IN_ORDER_TO: Concept = withAdded('link-words.IN_ORDER_TO', {
  en: ['to', 'in order to'],
  de: ['um'],
  fr: ['pour'],
  es: ['para'],
  pt: ['para'],
  it: ['per'],
  nl: ['om'],
  pl: ['aby'],
  tr: ['i[çc]in'],
  ru: ['чтобы'],
  uk: ['щоб'],
  sv: ['för att'],
  cs: ['abyste', 'pro'],
  id: ['untuk'],
  vi: ['để'],
  ar: ['لكي', 'من أجل'],
  he: ['כדי'],
  hi: ['ताकि'],
  th: ['เพื่อ'],
  ja: ['して'],
  'zh-CN': ['以', '来'],
  'zh-TW': ['以', '來'],
  ko: ['하여'],
});

/**
 * A link (or the clause around a generic one) that cancels, declines, undoes or disowns what
 * the mail asks: "Cancel this request", "I didn't sign up", "This wasn't me", "Delete my
 * registration", "Not you?", "Report it". It does not verify, reset or sign in, whatever its
 * address holds: such a link is `other` (unsubscribe words still win).
 */
export const CANCEL_LINK: Concept = withAdded('link-words.CANCEL_LINK', {
  en: [
    'cancel~', 'decline', 'revoke', 'undo', 'not me', 'this wasn[\'’]?t me', 'it wasn[\'’]?t me', 'i didn[\'’]?t',
    'i did not', 'report (?:this|it)', 'delete (?:my|the) (?:registration|request|account request)', 'deny',
  ],
  de: [
    'abbrechen', 'stornier~', '(?:ablehnen|verweigern|widerrufen)', 'r[üu]ckg[äa]ngig (?:machen|gemacht)', 'das war ich nicht',
    'ich war (?:es|das) nicht', 'ich habe (?:das|dies|mich) nicht', '(?:meine )?(?:registrierung|anfrage) (?:l[öo]schen|zur[üu]ckziehen)',
    'missbrauch melden',
  ],
  fr: [
    'annul(?:er|ez)', 'refus(?:er|ez)', 'r[ée]voqu(?:er|ez)', 'ce n[\'’](?:[ée]tait|est) pas moi',
    'je n[\'’]ai pas (?:fait|demand[ée]|cr[ée][ée]|effectu[ée]|sollicit[ée])', 'je ne me suis pas inscrit~', 'signaler',
    'supprimer (?:mon |ma |l[\'’] ?)(?:inscription|demande)',
  ],
  es: [
    'cancel(?:ar|a)', 'anular', '(?:rechazar|denegar|revocar|deshacer)', 'no (?:fui|he sido) yo',
    'no (?:lo )?(?:solicit[ée]|ped[íi]|hice)', 'no me registr[ée]', 'reportar(?:lo)?', 'eliminar mi (?:registro|solicitud)',
  ],
  pt: [
    'cancel(?:ar|e)', '(?:recusar|recuse|rejeitar|rejeite)', '(?:revogar|desfazer|anular)', 'n[ãa]o fui eu',
    'n[ãa]o (?:solicitei|pedi|criei)', 'n[ãa]o me (?:registei|registrei|inscrevi|cadastrei)', '(?:denunciar|reportar)',
    '(?:eliminar|apagar|excluir) (?:o )?(?:meu )?(?:registo|registro|cadastro|pedido)', 'negar',
  ],
  it: [
    'annull(?:a|are|ate)', 'rifiut(?:a|are|ate)', 'revoc(?:a|are|ate)', 'non (?:ero|sono stat[oa]) io',
    'non ho (?:richiesto|effettuato|creato|fatto)', 'non mi sono (?:registrat|iscritt)[oa]', 'segnal(?:a|are|alo|atelo)',
    '(?:elimina|cancella) (?:la mia |questa )?(?:registrazione|richiesta)',
  ],
  nl: [
    'annule(?:ren|er)', '(?:weiger|weigeren|afwijzen)', 'intrekken', 'ongedaan maken', '(?:dit|dat) was ik niet',
    'ik was (?:dit|dat|het) niet', 'ik heb (?:dit |dat |het |me |mij )?niet (?:aangevraagd|aangemeld|geregistreerd|ingeschreven)',
    '(?:rapporteer~|misbruik melden)', '(?:mijn )?(?:registratie|aanvraag) (?:verwijderen|annuleren)',
  ],
  pl: [
    'anul(?:uj|owa)~', 'odrzu[ćc]', '(?:odwo[łl]aj|cofnij|uniewa[żz]nij|odm[óo]w)', 'to nie (?:by[łl](?:em|am) )?ja',
    'nie (?:prosi[łl]|zak[łl]ada[łl]|rejestrowa[łl]|wysy[łl]a[łl])(?:em|am)', 'zg[łl]o[śs]',
    'usu[ńn] (?:moj[ąa] )?(?:rejestracj[ęe]|pro[śs]b[ęe]|zg[łl]oszenie)',
  ],
  tr: [
    'iptal~', 'reddet~', 'geri al~', '(?:ben|bu ben) de[ğg]il~',
    '(?:talep etmedim|istemedim|kaydolmad[ıi]m|kay[ıi]t olmad[ıi]m|olu[şs]turmad[ıi]m)', '(?:bildir|[şs]ikayet et)',
    '(?:kayd[ıi]m[ıi]|talebimi|ba[şs]vurumu) (?:sil|iptal et)',
  ],
  ru: [
    'отмен~', 'отклон~', 'отозвать', 'отказаться', 'это (?:был |была )?не я', 'я не (?:запрашивал|регистрировал|создавал|делал)~',
    '(?:пожаловаться|сообщить о (?:мошенничестве|проблеме|нарушении))', 'удалить (?:мою |свою )?(?:регистрацию|заявку)',
  ],
  ja: [
    'キャンセル', '取り?消', '拒否', '辞退', '元に戻す', '私(?:ではありません|ではない|じゃない)', '(?:登録|リクエスト|依頼|申請)していません', '登録を削除',
  ],
  'zh-CN': [
    '取消', '拒绝', '撤(?:销|回)', '不是我', '我(?:没有|并未|未)(?:申请|注册|请求|操作)', '举报', '删除(?:我的)?(?:注册|申请|请求)',
  ],
  ko: [
    '취소', '(?:거절|거부)', '철회', '(?:제가|내가) 아(?:니|닙니다)', '(?:요청|신청|가입|등록|생성)하지 않았습니다', '신고하', '(?:가입|등록|요청) 삭제',
  ],
  sv: [
    'avbryt~', 'avboka~', '(?:neka|avvisa|avslå)', 'återkalla~', 'ångra~', 'det var inte jag',
    'jag (?:har inte|begärde inte|registrerade mig inte|skapade inte)', 'rapportera',
    '(?:radera|ta bort) (?:min |mitt |denna )?(?:registrering|begäran|förfrågan)',
  ],
  cs: [
    'zru[šs]~', '(?:odm[íi]tnout|odm[íi]tn[ěe]te|zam[íi]tnout)', 'odvolat', 'vr[áa]tit zp[ěe]t', 'nebyl(?:a)? jsem to j[áa]',
    'to jsem nebyl(?:a)? j[áa]', 'ne(?:[žz][áa]dal|po[žz][áa]dal|registroval|vytvo[řr]il)(?:a)? jsem', 'nahl[áa]sit',
    '(?:smazat|odstranit) (?:moji |mou )?(?:registraci|[žz][áa]dost)',
  ],
  uk: [
    'скасу~', 'відхил~', 'відкликати', 'відмовитися', 'це (?:був |була )?не я', 'я не (?:запитував|надсилав|реєстрував|створював|робив)~',
    '(?:поскаржитися|повідомити про (?:шахрайство|проблему|порушення))', 'видалити (?:мою |свою )?(?:реєстрацію|заявку)',
  ],
  ar: [
    '[إا]لغاء', 'رفض', '[إا]بطال', 'تراجع', '(?:لم أكن|لست|ليس) أنا', 'لم (?:أطلب|أقم|أسجل|أنشئ)', '(?:ال)?[إا]بلاغ',
    'حذف (?:تسجيلي|طلبي)',
  ],
  he: [
    '(?:ל|ה)?ביטול', '(?:בטל|בטלו)', '(?:דחה|דחו|לדחות|דחייה)', 'זה לא (?:הייתי )?אני', 'לא (?:ביקשתי|נרשמתי|יצרתי|ביצעתי)',
    '(?:דווח|דווחו|לדווח)', 'מחק (?:את )?(?:ההרשמה|הבקשה)', '(?:מחיקת|למחיקת) (?:ההרשמה|הבקשה)', '(?:סרב|לסרב)',
  ],
  hi: [
    'रद्द', 'कैंसिल', 'अस्वीकार', '(?:निरस्त|पूर्ववत)', 'मैं नहीं (?:था|थी)',
    'मैंने (?:यह |इसका )?(?:अनुरोध|साइन अप|पंजीकरण|रजिस्ट्रेशन) नहीं किया', 'रिपोर्ट करें', 'मेरा (?:पंजीकरण|रजिस्ट्रेशन|अनुरोध) हटा~',
  ],
  th: [
    'ยกเลิก', 'ปฏิเสธ', 'เพิกถอน', 'เลิกทำ', 'ไม่ใช่(?:ฉัน|ผม|ดิฉัน)', '(?:ฉัน|ผม|ดิฉัน)ไม่ได้(?:ขอ|ร้องขอ|สมัคร|ลงทะเบียน|ทำ)',
    'รายงานปัญหา', 'ลบ(?:การลงทะเบียน|คำขอ)',
  ],
  vi: [
    '(?:hủy|huỷ)', 'từ chối', 'thu hồi', 'hoàn tác', 'không phải (?:là )?tôi', 'tôi (?:đã )?không (?:yêu cầu|đăng ký|tạo|thực hiện)',
    'báo cáo (?:điều này|việc này|vấn đề|gian lận)', '(?:xóa|xoá) (?:đăng ký|yêu cầu) của tôi',
  ],
  id: [
    '(?:mem)?batalkan', '(?:tolak|menolak)', '(?:cabut|mencabut) (?:akses|izin)', 'urungkan', 'bukan saya',
    'saya tidak (?:pernah )?(?:meminta|mendaftar|membuat|melakukan)~', 'laporkan', 'hapus (?:pendaftaran|permintaan) saya',
  ],
  'zh-TW': [
    '取消', '拒絕', '撤(?:銷|回)', '不是我', '我(?:沒有|並未|未)(?:申請|註冊|請求|操作)', '檢舉', '刪除(?:我的)?(?:註冊|申請|請求)',
  ],
});
