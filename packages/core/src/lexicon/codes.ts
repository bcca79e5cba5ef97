/**
 * One-time codes: the words that name one, the numbers and codes that are something else,
 * and what around a code says it is not one to type (a meeting, a booking, a receipt, a
 * promotion, a spent code, a unit). Read by the extractor only (extract/lexicon.ts), as
 * regex sources; see pattern.ts for the syntax.
 */
import type { Concept } from './languages.js';
import { withAdded } from './added/index.js';

/** Words that name a code to type in: "verification code", "Bestätigungscode", "验证码". */
export const CODE_NAME: Concept = withAdded('codes.CODE_NAME', {
  en: [
    '(?:email |e-mail |login |sign-?in |account |device |identity )?verification code', 'verify code', 'security code',
    'log-?in code', 'sign[- ]?in code', 'one[- ]?time (?:pass)?code', 'one[- ]?time pass(?:word|code)',
    'one[- ]?time pin', 'one[- ]?time security code', 'otp(?: code)?', 'passcode', 'authentication code', 'auth code',
    '2fa code', 'mfa code', 'two[- ]factor(?: authentication)? code', '(?:2|two)[- ]step(?: verification)? code',
    'access code', 'confirmation code', 'temporary code', 'single[- ]use code', 'magic code', 'email code',
    'sign[- ]?up code', 'activation code', 'validation code', 'approval code', 'reset code', 'recovery code',
    'password reset code', 'authorization code', 'authorisation code',
    'registration code',
  ],
  de: [
    '(?:best[äa]tigungs|sicherheits|verifizierungs|verifikations|anmelde|einmal|login|zugangs|authentifizierungs|freigabe|aktivierungs|pr[üu]f|registrierungs|wiederherstellungs|zur[üu]cksetzungs)-?code',
    'einmal-?passwort', 'einmal-?kennwort', 'code zur (?:best[äa]tigung|anmeldung|verifizierung)',
    'code zur registrierung',
  ],
  fr: [
    'code (?:de |d\')?(?:v[ée]rification|confirmation|s[ée]curit[ée]|connexion|validation|activation|authentification|acc[èe]s|r[ée]initialisation)',
    'code (?:[àa] )?usage unique', 'code temporaire', 'code unique', 'mot de passe (?:[àa] )?usage unique',
    'code d[\'’]inscription', 'code (?:d[\'’])?enregistrement',
  ],
  es: [
    'c[óo]digo (?:de )?(?:verificaci[óo]n|seguridad|acceso|confirmaci[óo]n|inicio de sesi[óo]n|un solo uso|uso [úu]nico|autenticaci[óo]n|activaci[óo]n|login|validaci[óo]n|restablecimiento)',
    'c[óo]digo (?:temporal|[úu]nico)', 'contrase[ñn]a de un solo uso',
    'c[óo]digo (?:de )?(?:registro|inscripci[óo]n)',
  ],
  pt: [
    'c[óo]digo (?:de )?(?:verifica[çc][ãa]o|seguran[çc]a|acesso|confirma[çc][ãa]o|uso [úu]nico|autentica[çc][ãa]o|ativa[çc][ãa]o|login|valida[çc][ãa]o|redefini[çc][ãa]o)',
    'c[óo]digo (?:tempor[áa]rio|[úu]nico)', 'senha (?:de uso )?[úu]nica',
    'c[óo]digo (?:de )?(?:registro|registo|inscri[çc][ãa]o|cadastro)',
  ],
  it: [
    'codice (?:di )?(?:verifica|sicurezza|accesso|conferma|autenticazione|attivazione|convalida|otp|monouso|temporaneo|reimpostazione)',
    'codice (?:a )?uso singolo', 'password monouso',
    'codice (?:di )?(?:registrazione|iscrizione)',
  ],
  nl: [
    '(?:verificatie|beveiligings|inlog|bevestigings|toegangs|aanmeld|authenticatie|activatie|herstel|reset)code',
    'eenmalige code', 'eenmalig wachtwoord',
    '(?:registratie|inschrijf|inschrijvings)code',
  ],
  pl: [
    'kod(?:u|em|zie)? (?:weryfikacyjn~|bezpiecze[ńn]stwa|jednorazow~|logowania|potwierdzaj~|potwierdzenia|dost[ęe]pu|autoryzacyjn~|uwierzytelniaj~|aktywacyjn~|sms|resetowania)',
    'jednorazow~ (?:kod~|has[łl]~)',
    'kod(?:u|em|zie)? (?:rejestracyjn~|rejestracji)',
  ],
  tr: [
    '(?:do[ğg]rulama|g[üu]venlik|giri[şs]|onay|tek kullan[ıi]ml[ıi]k|eri[şs]im|aktivasyon|oturum a[çc]ma|s[ıi]f[ıi]rlama) kod~',
    'tek kullan[ıi]ml[ıi]k (?:[şs]ifre|parola)~',
    'kay[ıi]t kod~',
  ],
  ru: [
    'код~ (?:подтверждени~|безопасности|для входа|доступа|авторизации|проверки|верификации|активации|для сброса)',
    '(?:проверочн|одноразов|секретн)~ (?:код|пароль)~',
    'код~ (?:для )?регистрации', 'регистрационн~ код~',
  ],
  uk: [
    'код~ (?:підтвердження|безпеки|для входу|доступу|авторизації|перевірки|верифікації|активації|відновлення|для скидання)',
    '(?:одноразов|перевірочн)~ (?:код|пароль)~',
    'код~ (?:для )?реєстрації', 'реєстраційн~ код~',
  ],
  sv: [
    '(?:verifierings|säkerhets|inloggnings|bekräftelse|engångs|aktiverings|återställnings|godkännande|behörighets|signerings)kod(?:en)?',
    'engångs(?:lösenord|kod)(?:et|en)?', 'kod(?:en)? för (?:inloggning|verifiering|bekräftelse|återställning)',
    '(?:registrerings|anmälnings)kod(?:en)?', 'kod(?:en)? för registrering',
  ],
  cs: [
    '(?:ověřovací|bezpečnostní|přihlašovací|potvrzovací|autorizační|aktivační|registrační|jednorázov~|obnovovací) (?:kód~|heslo)',
    'kód~ (?:pro|k) (?:přihlášení|ověření|potvrzení|obnovení|registraci|autorizaci)', 'kód~ (?:obnovení|ověření|potvrzení) \\p{L}*',
  ],
  id: [
    'kode (?:verifikasi|otp|keamanan|masuk|login|konfirmasi|aktivasi|akses|otentikasi|autentikasi|sekali pakai|pemulihan|reset|atur ulang)',
    'kata sandi sekali pakai',
    'kode (?:registrasi|pendaftaran)',
  ],
  vi: [
    'mã (?:xác (?:thực|minh|nhận)|otp|bảo mật|đăng nhập|kích hoạt|truy cập|khôi phục|đặt lại|một lần|dùng một lần|xác thực hai bước)',
    'mật khẩu (?:một lần|dùng một lần)',
    'mã đăng ký',
  ],
  ar: [
    '[وب]?رمز (?:ال)?(?:تحقق|تأكيد|دخول|تفعيل|أمان|استعادة|استرداد|مصادقة|إعادة التعيين|التحقق لمرة واحدة|لمرة واحدة)',
    '[وب]?كود (?:ال)?(?:تحقق|تفعيل|دخول|تأكيد)', 'كلمة (?:ال)?مرور (?:ال)?(?:مؤقتة|لمرة واحدة)', 'رمز otp',
    '[وب]?رمز (?:ال)?تسجيل(?: (?:ال)?دخول)?',
  ],
  he: ['קוד (?:ה)?(?:אימות|אישור|כניסה|התחברות|אבטחה|שחזור|איפוס|חד[- ]?פעמי|גישה)', 'קוד לשחזור', 'סיסמה חד[- ]?פעמית', 'קוד (?:ה)?(?:הרשמה|רישום)'],
  hi: [
    'ओटीपी', '(?:सत्यापन|वेरिफिकेशन|पुष्टि|पुष्टिकरण|लॉगिन|सुरक्षा|एक्टिवेशन|रीसेट) (?:कोड|ओटीपी)', 'वन टाइम पासवर्ड',
    'एक बार (?:का|उपयोग होने वाला) पासवर्ड',
    '(?:पंजीकरण|रजिस्ट्रेशन) कोड',
  ],
  ja: [
    '認証コード', '確認コード', '認証番号', 'ワンタイムパスワード', 'ワンタイムコード', 'ログインコード', 'セキュリティコード',
    '検証コード', '本人確認コード', 'パスコード', '承認コード', '認証用コード', '確認用コード', 'ワンタイム',
    '登録コード', '登録用コード',
  ],
  'zh-CN': ['验证码', '校验码', '动态码', '动态密码', '一次性密码', '安全码', '确认码', '登录码', '认证码', '验证代码', '注册码'],
  'zh-TW': ['驗證碼', '校驗碼', '動態碼', '動態密碼', '一次性密碼', '安全碼', '確認碼', '登入碼', '認證碼', '驗證代碼', '註冊碼'],
  ko: ['인증 코드', '인증 번호', '보안 코드', '확인 코드', '일회용 (?:비밀번호|코드)', '로그인 코드', '승인 번호', '인증번호', '등록 코드'],
  th: [
    'รหัส ?otp', 'รหัสยืนยัน(?:ตัวตน)?', 'รหัสผ่าน(?:แบบ)?(?:ใช้)?ครั้งเดียว', 'รหัสเข้าสู่ระบบ', 'รหัสความปลอดภัย', 'รหัสรีเซ็ต(?:รหัสผ่าน)?',
    'รหัสกู้คืน(?:บัญชี)?', 'รหัสตรวจสอบ', 'รหัสอนุมัติ', 'รหัสเปิดใช้งาน',
    'รหัส(?:การ)?ลงทะเบียน',
  ],
});

/**
 * Roots that every code's name (CODE_NAME) and the bare noun (CODE_NOUN) hold, matched anywhere,
 * inside compounds too ("Bestätigungscode"): the extractor reads a stretch of text for code words
 * only where one occurs, so they are short and rare in other words ("pin" only as a word of its
 * own, which is checked once its letters matched: cheaper than before them). Not read as words:
 * a test (extract-lexicon.test.ts) checks that every spelling of the two concepts holds one.
 */
export const CODE_ROOT: Concept = withAdded('codes.CODE_ROOT', {
  en: ['c[oó]d', 'pass(?:code|word)', 'otp', 'pin(?<![a-z]pin)(?![a-z])'],
  de: ['code', 'passwort', 'kennwort'],
  fr: ['code', 'mot de passe'],
  es: ['c[óo]dig', 'contrase[ñn]a'],
  pt: ['c[óo]dig', 'senha'],
  it: ['codice', 'password'],
  nl: ['code', 'wachtwoord'],
  pl: ['kod', 'has[łl]'],
  tr: ['kod', '[şs]ifre', 'parola'],
  ru: ['код', 'парол'],
  uk: ['код', 'парол'],
  sv: ['kod', 'lösenord'],
  cs: ['kód', 'heslo'],
  id: ['kode', 'sandi'],
  vi: ['mã', 'mật khẩu'],
  ar: ['رمز', 'كود', 'مرور'],
  he: ['קוד', 'סיסמ'],
  hi: ['कोड', 'ओटीपी', 'पासवर्ड'],
  ja: ['コード', '番号', 'ワンタイム', 'パスワード'],
  'zh-CN': ['码', '密'],
  'zh-TW': ['碼', '密'],
  ko: ['코드', '번호', '비밀'],
  th: ['รหัส'],
});

/** The bare noun "code": weaker than a code's name, and only counted when no compound of OTHER_CODE or OTHER_NUMBER claims it. */
export const CODE_NOUN: Concept = withAdded('codes.CODE_NOUN', {
  en: ['codes?'],
  de: ['codes?'],
  fr: ['codes?'],
  es: ['c[óo]digos?'],
  pt: ['c[óo]digos?'],
  it: ['codice'],
  nl: ['codes?'],
  pl: ['kod(?:u|em|y|zie)?'],
  tr: ['kod(?:u|unuz|unu|un)?'],
  ru: ['код(?:а|ом|у|ы)?'],
  uk: ['код(?:а|ом|у|ы)?'],
  sv: ['kod(?:en)?'],
  cs: ['kód(?:u|em)?'],
  id: ['kode'],
  vi: ['mã'],
  ar: ['[وب]?(?:ال)?رمز', '[وب]?(?:ال)?كود'],
  he: ['(?:ה)?קוד'],
  hi: ['कोड'],
  ja: ['コード'],
  'zh-CN': ['代码'],
  'zh-TW': ['代碼'],
  ko: ['코드'],
  th: ['รหัส'],
});

/**
 * Codes that are typed but sign nobody in: promotion, coupon and gift codes, pickup, locker,
 * door and parking codes, postal codes, PINs, QR and error codes. Listed as compounds so
 * that the "code" of "promo code" is claimed here before CODE_NOUN can take it.
 */
export const OTHER_CODE: Concept = withAdded('codes.OTHER_CODE', {
  en: [
    'promo(?:tion(?:al)?)? codes?', 'promo', 'discount(?: codes?)?', 'coupon(?: codes?)?', 'voucher(?: codes?)?',
    'gift ?cards?(?: codes?)?', 'gift codes?', 'redeem~', 'referral(?: codes?)?', 'invit(?:e|ation) codes?',
    'zip(?: ?codes?)?', 'postal codes?', 'post ?codes?', 'qr[- ]?codes?', 'bar ?codes?', 'source codes?',
    'error(?: codes?)?', 'status codes?', 'area codes?', 'country codes?', 'sort codes?', 'code of conduct',
    'room codes?', 'pins?', 'pin codes?',
    'pick[- ]?up(?: (?:codes?|pins?|numbers?))?', 'collection (?:codes?|pins?)', 'locker(?: (?:codes?|pins?))?', 'parcel ?locker',
    'parking(?: access)?(?: codes?)?', '(?:door|gate|garage|entry|entrance|building|key ?box|lockbox|barrier) (?:access )?codes?',
    'key ?box',
    'delivery (?:codes?|pins?)', 'courier codes?',
  ],
  de: [
    'abhol(?:code|nummer)', 'packstation', 'parkplatz', 'parkhaus', 't[üu]rcode', 'schl[üu]sselbox', 'schl[üu]sselsafe',
    'gutschein(?:code)?', 'rabatt(?:code)?', 'aktionscode', 'postleitzahl', 'plz', 'geheimzahl', 'kennwort des meetings',
    '(?:zustell|liefer|kurier)code',
  ],
  fr: [
    'code de retrait', 'code (?:du |de )?(?:casier|portail|parking|porte)', 'digicode',
    'code (?:de la |du |de l\'|d\'|de )?(?:casier|portail|parking|porte|entr[ée]e|immeuble)',
    'code d\'acc[èe]s (?:au|du|[àa] la) (?:parking|garage|portail|b[âa]timent|r[ée]sidence)', 'bo[îi]te [àa] cl[ée]s',
    'code promo', 'code de r[ée]duction', 'bon de r[ée]duction', 'carte cadeau', 'code postal',
    'code (?:de )?livraison', 'code (?:du |pour le )?(?:livreur|coursier)',
  ],
  es: [
    'c[óo]digo de (?:recogida|aparcamiento|puerta|acceso al parking)',
    'c[óo]digo (?:de )?(?:promocional|descuento|postal|seguimiento|cup[óo]n|reserva)', 'cup[óo]n', 'tarjeta (?:de )?regalo',
    'c[óo]digo de entrega', 'c[óo]digo (?:del |para el )?(?:repartidor|mensajero)',
  ],
  pt: [
    'c[óo]digo de (?:retirada|estacionamento|porta)',
    'c[óo]digo (?:de )?(?:promocional|desconto|postal|rastreio|rastreamento|reserva)', 'cupom', 'cup[ãa]o',
    'vale[- ]presente', 'cart[ãa]o[- ]presente', 'cep',
    'c[óo]digo (?:de )?entrega', 'c[óo]digo (?:do |para o )?(?:entregador|estafeta)',
  ],
  it: [
    'codice (?:di ritiro|del parcheggio|d\'ingresso|del cancello|portone)', 'codice (?:di )?ingresso', 'codice (?:del )?cancello',
    'codice (?:sconto|promozionale|fiscale|postale|cliente|prenotazione|coupon)', 'buono(?: regalo)?', 'carta regalo',
    'codice (?:di )?consegna', 'codice (?:del |per il )?corriere',
  ],
  nl: ['ophaalcode', 'afhaalcode', 'parkeer(?:code)?', 'kortingscode', 'actiecode', 'cadeau(?:kaart|bon)', 'postcode', '(?:bezorg|aflever|koerier)code'],
  pl: ['kod(?:u)? odbioru', 'paczkomat~', 'kod (?:rabatowy|promocyjny|pocztowy)', 'kupon~', 'karta podarunkowa', 'kod(?:u)? (?:dostawy|dor[ęe]czenia|dla kuriera|kuriera)'],
  tr: ['teslim (?:al[ıi]m )?kodu', '(?:[i\\u0130]ndirim|kupon|promosyon) kod~', '(?:indirim|kupon|promosyon|posta) kod~', 'hediye kart[ıi]', 'teslimat kod~', 'kurye kod~'],
  ru: ['код~ (?:получения|для получения|домофона|парковки)', 'постамат~', 'промокод~', 'купон~', 'подарочн~ карт~', 'почтовый индекс', 'индекс', 'код~ (?:доставки|для курьера|курьера)'],
  uk: [
    'код~ (?:для отримання|отримання)', 'поштомат~', 'промокод~', 'купон~', 'код~ знижки', 'подарунков~ (?:карт~|сертифікат~)',
    'поштов~ індекс~',
    'код~ (?:доставки|для кур[\'’ʼ]єра|кур[\'’ʼ]єра)',
  ],
  sv: [
    'utlämningskod(?:en)?', 'paketskåp~', 'portkod(?:en)?', 'promo ?kod~', 'rabattkod~', 'kampanjkod~', 'presentkort~',
    'postnummer', 'pinkod(?:en)?',
    'leveranskod(?:en)?', 'budkod(?:en)?',
  ],
  cs: [
    'kód~ (?:pro|k) vyzvednutí', 'výdejní box~', 'slev~', 'slevov~ kód~', 'promo ?kód~', 'kupón~', 'dárkov~ (?:poukaz~|kart~)',
    'psč', 'pin kód~',
    'kód~ (?:pro|k) doručení', 'doručovací kód~', 'kód~ pro kurýra',
  ],
  id: [
    'kode (?:pengambilan|loker|parkir)', 'kode (?:promo|diskon|kupon|voucher)', 'kode (?:booking|pemesanan|bayar|pembayaran|referral|pos)',
    'kartu hadiah',
    'kode (?:pengiriman|kurir)',
  ],
  vi: [
    'mã (?:nhận hàng|lấy hàng|tủ|gửi xe|cửa)', 'mã (?:giảm giá|khuyến mãi|ưu đãi|quà tặng|thẻ quà tặng|pin)',
    'mã (?:đặt chỗ|đặt phòng|đặt vé|giới thiệu|bưu chính)',
    'mã giao hàng',
  ],
  ar: [
    '[وب]?(?:كود|رمز) (?:ال)?(?:خصم|استلام|الاستلام|بريدي|البريدي|ترويجي|القسيمة)', 'قسيمة', 'الرمز البريدي', 'كوبون', 'بطاقة هدية',
    '[وب]?(?:كود|رمز) (?:ال)?(?:حجز|إحالة|الإحالة)',
    '[وب]?(?:كود|رمز) (?:ال)?(?:توصيل|تسليم|مندوب)',
  ],
  he: [
    'קוד (?:ל)?(?:פתיחת|פתיחה)', '(?:ה)?מחסום', 'חניון', 'קוד (?:ה)?קופון', 'קוד (?:ה)?הנחה', 'קוד (?:ה)?(?:שובר|מבצע)', 'כרטיס מתנה',
    '(?:ה)?מיקוד',
    'קוד (?:ה)?(?:מסירה|שליח)', 'קוד לשליח',
  ],
  hi: ['पिन ?कोड', 'पिनकोड', 'कूपन(?: कोड)?', 'प्रोमो कोड', 'डिलीवरी (?:कोड|ओटीपी)', 'कूरियर कोड'],
  ja: ['クーポンコード', 'クーポン', 'プロモーションコード', '割引コード', '郵便番号', 'ギフトコード', '受取番号', '配達コード', '配送コード'],
  'zh-CN': ['优惠码', '优惠券', '兑换码', '邮编', '邮政编码', '取件码', '礼品卡', '取货码', '提货码', '收货码', '签收码', '配送码'],
  'zh-TW': ['優惠碼', '兌換碼', '郵遞區號', '取貨驗證碼', '取貨碼', '取件碼', '繳費代碼', '付款代碼', '超商代碼', '代碼繳費', '優惠券', '禮品卡', '收貨碼', '簽收碼', '配送碼'],
  ko: ['도어락', '현관 비밀번호', '보관함', '쿠폰 코드', '쿠폰', '할인 코드', '프로모션 코드', '우편번호', '기프트 카드', '배송 코드', '배달 코드'],
  th: [
    'รหัสรับพัสดุ', 'รหัสตู้', 'รหัสจอดรถ', 'ตู้รับพัสดุ', 'รหัสเปิดตู้(?:ล็อกเกอร์)?', 'ตู้ล็อกเกอร์', 'รหัสส่วนลด', 'โค้ดส่วนลด',
    'รหัสคูปอง', 'รหัสโปรโมชั่น', 'รหัสไปรษณีย์', 'บัตรของขวัญ',
    'รหัส(?:การ)?จัดส่ง',
  ],
  any: ['〒'],
});

/**
 * Labels of numbers that are not codes: order, invoice, tracking, booking, customer and
 * meeting numbers and ids, phone numbers, amounts, street addresses, tax and company ids.
 */
export const OTHER_NUMBER: Concept = withAdded('codes.OTHER_NUMBER', {
  en: [
    'booking(?: (?:reference|ref|codes?|numbers?|ids?))?', 'reservation(?: (?:codes?|numbers?|ids?))?',
    'confirmation (?:numbers?|no\\.?|#)', 'record locator', 'pnr', 'itinerary',
    '(?<!in )order(?: (?:numbers?|no\\.?|nr\\.?|ids?|codes?|#))?(?! to)', 'invoice(?: (?:numbers?|no\\.?|#))?',
    'receipt(?: (?:numbers?|no\\.?|#))?', 'transaction(?: (?:ids?|numbers?|no\\.?))?',
    'tracking(?: (?:numbers?|codes?|ids?|no\\.?|#))?', 'shipment', 'parcel', 'package',
    'reference(?: (?:numbers?|codes?|no\\.?|#))?', 'ref\\.?', 'case (?:numbers?|no\\.?|#|ids?)', 'ticket(?: (?:numbers?|no\\.?|#|ids?))?',
    'account (?:numbers?|no\\.?|ids?|#)', 'customer (?:numbers?|ids?|no\\.?|codes?)', 'member(?:ship)? (?:numbers?|ids?|no\\.?)',
    'meeting(?: ids?)?', 'webinar(?: ids?)?', 'conference ids?',
    'phone(?: numbers?)?', 'telephone', 'tel\\.?', 'fax', 'call(?: us)?', 'hotline', 'whatsapp', 'sms to',
    'sku', 'serial(?: numbers?)?', 'version', 'policy (?:numbers?|no\\.?)', 'claim (?:numbers?|no\\.?)', 'flight',
    'seat', 'gate', 'iban', 'bic', 'swift', 'routing', 'vat', 'tax ids?', 'ssn', 'ids?', 'no\\.', 'nr\\.?', 'qty',
    'quantity', 'total', 'subtotal', 'amount', 'price', 'balance', 'ending in', 'ends in', 'last (?:4|four) digits',
    'suite', 'floor', 'street', 'st\\.', 'ave\\.?', 'p\\.?o\\.? box',
  ],
  de: [
    'bestell(?:nummer|ung|nr\\.?)', 'rechnung(?:snummer)?', 'sendung(?:snummer|sverfolgung)?', 'kundennummer',
    'telefon', 'buchung(?:snummer|scode)?', 'auftrag(?:snummer)?', 'vertragsnummer', 'mitgliedsnummer', 'stra[ßs]e', 'str\\.',
    'steuernummer', 'ust-idnr\\.?', 'handelsregister', 'hrb', 'amtsgericht', 'endet auf', 'artikelnummer', 'lieferung',
  ],
  fr: [
    'num[ée]ro de (?:commande|suivi|r[ée]servation|client|facture|t[ée]l[ée]phone)', 'commande', 'facture', 'n°',
    't[ée]l[ée]phone', 't[ée]l\\.?', 'r[ée]servation', 'r[ée]f[ée]rence', 'siret', 'siren', 'rue', 'cedex', 'se terminant par',
    'colis', 'livraison',
  ],
  es: [
    'n[úu]mero de (?:pedido|seguimiento|reserva|cliente|factura|tel[ée]fono)', 'pedido', 'factura', 'tel[ée]fono', 'reserva',
    'localizador', 'referencia', 'nif', 'cif', 'calle', 'avenida', 'terminada en', 'env[íi]o', 'entrega',
  ],
  pt: [
    'n[úu]mero do pedido', 'pedido', 'fatura', 'telefone', 'reserva', 'localizador', 'refer[êe]ncia', 'cpf', 'cnpj', 'nif',
    'rua', 'avenida', 'terminado em', 'env[íi]o', 'entrega',
  ],
  it: [
    'numero (?:d\'ordine|dell\'ordine|di tracciamento|di spedizione|di prenotazione|cliente|di telefono)', 'ordine',
    'fattura', 'telefono', 'prenotazione', 'riferimento', 'partita iva', 'p\\. ?iva', 'piazza', 'spedizione', 'che termina con',
  ],
  nl: [
    'bestel(?:nummer|ling)', 'factuur(?:nummer)?', 'track[- ]and[- ]trace', 'trackingnummer', 'telefoon', 'reserverings?nummer',
    'boekingsnummer', 'klantnummer', 'kvk', 'btw', 'straat', 'eindigend op', 'pakket', 'zending',
  ],
  pl: [
    'numer (?:zam[óo]wienia|przesy[łl]ki|[śs]ledzenia|rezerwacji|klienta|faktury|telefonu)', 'zam[óo]wieni~',
    'faktur~', 'telefon~', 'rezerwacj~', 'nip', 'regon', 'krs', 'ul\\.', 'przesy[łl]k~',
  ],
  tr: [
    'sipari[şs](?: numaras[ıi]| no)?', 'fatura', 'takip numaras[ıi]', 'kargo(?: takip)?', 'rezervasyon(?: numaras[ıi])?',
    'm[üu][şs]teri numaras[ıi]', 'vergi no', 'sokak', 'cad\\.', 'mah\\.',
  ],
  ru: [
    'номер заказа', 'заказ~', 'сч[её]т~', 'трек-номер~', 'номер отслеживания', 'телефон~', 'тел\\.?',
    'бронировани~', 'инн', 'огрн', 'кпп', 'ул\\.', 'посылк~', 'доставк~',
  ],
  uk: [
    'номер замовлення', 'замовлен~', 'рахунок-фактур~', 'номер рахунку', 'номер відстеження', 'трек-номер~', 'ттн', 'накладн~',
    'посилк~', 'відправлен~', 'доставк~', 'бронюван~', 'номер клієнта', 'телефон~', 'єдрпоу', 'іпн', 'вул\\.', 'закінчується на',
    'сума', 'квитанці~',
  ],
  sv: [
    'ordernummer', 'ordernr\\.?', 'beställning~', 'faktura~', 'kvitto~', 'spårningsnummer', 'sändningsnummer', 'kollinummer',
    'försändelse~', 'paket(?:et)?', 'leverans~', 'bokning~', 'kundnummer', 'medlemsnummer', 'referens(?:nummer)?', 'ärendenummer',
    'telefon(?:nummer)?', 'organisationsnummer', 'org\\.? ?nr\\.?', 'personnummer', 'bankgiro', 'plusgiro', 'ocr(?:-nummer)?',
    'slutar på', 'summa', 'totalt', 'belopp',
  ],
  cs: [
    'číslo (?:objednávky|faktury|zásilky|rezervace|zákazníka|účtu)', 'objednávk~', 'faktur~', 'sledovací číslo', 'zásilk~', 'balík~',
    'rezervac~', 'zákaznické číslo', 'variabilní symbol', 'var\\. ?symbol', 'telefon~', 'ičo', 'dič', 'ulice', 'končící na',
    'celkem', 'částka', 'doručení',
  ],
  id: [
    'nomor (?:pesanan|invoice|resi|pelacakan|pemesanan|pelanggan|telepon|rekening|referensi|transaksi)', 'no\\. (?:pesanan|rek~)',
    'pesanan', 'faktur', 'resi', 'kiriman', 'paket', 'pemesanan', 'id pelanggan', 'telepon', 'npwp', 'nik', 'jl\\.',
    'jumlah', 'harga', 'berakhiran', 'virtual account', 'nomor va', 'tagihan',
  ],
  vi: [
    '(?:mã|số) đơn hàng', 'đơn hàng', 'mã vận đơn', 'vận đơn', 'mã (?:theo dõi|khách hàng|giao dịch|số thuế|tham chiếu)',
    '(?:số )?hóa đơn', 'số điện thoại', 'điện thoại', 'số tài khoản', 'tổng cộng', 'thành tiền', 'số tiền', 'kết thúc bằng',
  ],
  ar: [
    'رقم (?:ال)?(?:طلب|فاتورة|تتبع|شحنة|حجز|عميل|هاتف|حساب|مرجع|معاملة)', '(?:ال)?طلب رقم', 'طلبك', '(?:ال)?فاتورة', '(?:ال)?شحنة',
    '(?:ال)?مرجع', 'هاتف', 'المبلغ', 'الإجمالي', 'السعر', 'ينتهي ب~', 'شارع',
  ],
  he: [
    'מספר (?:ה)?(?:הזמנה|מעקב|משלוח|לקוח|טלפון|חשבונית|קבלה|אסמכתא|חשבון)', '(?:ה)?משלוח', 'חשבונית(?: מס)?', 'אסמכתא', 'טלפון',
    'סכום', 'סה"כ', 'מחיר', 'מסתיים ב~', 'רחוב',
  ],
  hi: [
    'मीटिंग आईडी', 'ऑर्डर (?:नंबर|आईडी|संख्या)', 'ऑर्डर', 'चालान', 'इनवॉइस', 'बिल (?:नंबर|संख्या)', 'ट्रैकिंग (?:नंबर|आईडी)', 'शिपमेंट',
    'बुकिंग (?:नंबर|आईडी)', 'पीएनआर', 'ग्राहक (?:संख्या|आईडी)', 'फोन नंबर', 'खाता संख्या', 'राशि', 'कुल', 'संदर्भ संख्या',
    'लेनदेन आईडी', 'जीएसटी',
  ],
  ja: [
    '注文番号', 'ご注文番号', '予約番号', '追跡番号', 'お問い合わせ番号', '伝票番号', '会員番号', '電話', '请求番号',
    '受付番号', '確認番号', '払込番号', 'お支払い番号',
  ],
  'zh-CN': ['订单号', '订单编号', '运单号', '快递单号', '会议号', '电话', '客服'],
  'zh-TW': ['訂單號', '會議號', '訂位代號', '訂單編號', '電話', '客服'],
  ko: ['주문 번호', '예약 번호', '운송장 번호', '송장 번호', '전화', '고객센터', '회의 id'],
  th: [
    '(?:หมายเลข|เลขที่)คำสั่งซื้อ', 'คำสั่งซื้อ', '(?:หมายเลข|เลข)พัสดุ', 'เลขติดตามพัสดุ', 'หมายเลขติดตาม', 'ใบแจ้งหนี้', 'ใบเสร็จ',
    'หมายเลขการจอง', 'รหัสการจอง', 'หมายเลขโทรศัพท์', 'เบอร์โทร(?:ศัพท์)?', 'หมายเลขสมาชิก', 'เลขประจำตัวผู้เสียภาษี', 'ยอดรวม', 'ราคา',
    'ลงท้ายด้วย', 'รหัสอ้างอิง', 'เลขอ้างอิง', 'เลขที่บัญชี',
  ],
});

/** The message is about a meeting: its "passcode" and ids are not sign-in codes. */
export const MEETING_CONTEXT: Concept = withAdded('codes.MEETING_CONTEXT', {
  en: [
    'meeting id', 'join (?:zoom|the|teams|google meet)? ?meeting', 'zoom meeting', 'webinar', 'microsoft teams meeting',
    'google meet', 'meeting password',
  ],
  de: ['besprechungs-?id'],
  fr: ['r[ée]union zoom'],
  es: ['reuni[óo]n'],
  pt: ['reuni[ãa]o'],
  it: ['riunione'],
  nl: ['vergadering'],
  pl: ['spotkani~'],
  tr: ['toplant[ıi]'],
  ru: ['встреч~', 'конференци~'],
  uk: ['зустріч~'],
  sv: ['möte(?:t|s|n)?'],
  cs: ['schůzk~'],
  id: ['rapat', 'pertemuan'],
  vi: ['cuộc họp'],
  ar: ['اجتماع~'],
  he: ['(?:ה)?פגישה', 'מזהה פגישה'],
  hi: ['मीटिंग'],
  ja: ['会議', 'ミーティング'],
  'zh-CN': ['会议'],
  'zh-TW': ['會議'],
  ko: ['회의'],
  th: ['การประชุม'],
});

/** The message is about travel or a booking: a "confirmation code" there is a booking reference. */
export const BOOKING_CONTEXT: Concept = withAdded('codes.BOOKING_CONTEXT', {
  en: [
    'flight', 'booking', 'reservation', 'itinerary', 'check-?in', 'hotel', 'boarding', 'pnr', 'appointment~', 'your consultation',
    'online consultation', 'consultation (?:appointment|booking|with)', 'scheduled visit', 'upcoming visit', 'conference~',
    'congress', 'attendee~', 'event ticket~', 'admission ticket~', 'concert ticket~', '(?:event|conference|attendee) badge~',
  ],
  de: [
    'flug', 'buchung', 'ihr(?:e|en|em)? termin(?:e|s)?', 'arzttermin~', 'zahnarzttermin~', 'terminbest[äa]tigung~',
    'terminerinnerung~', 'beratungstermin~', 'sprechstunde~', 'konferenz~', 'kongress~', 'eintrittskarte~', 'konzertkarte~',
    'veranstaltungsticket~', 'teilnehmerausweis~',
  ],
  fr: [
    'r[ée]servation', 'votre rendez-vous', 'prise de rendez-vous', 'confirmation de rendez-vous', 'rappel de rendez-vous',
    'rendez-vous m[ée]dical~', 'votre rdv', 't[ée]l[ée]consultation~', 'consultation m[ée]dicale', 'conf[ée]rence~', 'congr[èe]s',
    'billets? d[\'’]entr[ée]e', 'billets? (?:pour le|du) (?:concert|spectacle|festival)',
    'badge (?:participant|visiteur|exposant)',
  ],
  es: [
    'reserva', 'vuelo', 'citas?', 'consulta m[ée]dica', 'congreso~', 'conferencia~',
    'entradas? (?:para el|del) (?:evento|concierto|festival)', 'boletos? (?:para el|del) (?:evento|concierto|festival)',
    'asistentes? al (?:evento|congreso)',
  ],
  pt: [
    'reserva', 'voo', 'consulta (?:m[ée]dica|marcada|agendada)', 'confer[êe]ncia~', 'congresso~',
    'bilhetes? (?:para o|do) (?:evento|concerto|espet[áa]culo)',
    'ingressos? (?:para o|do) (?:evento|show|concerto|espet[áa]culo)', 'participantes? do (?:evento|congresso)',
  ],
  it: [
    'prenotazione', 'volo', 'appuntament~', 'visita (?:medica|specialistica)', 'conferenz~', 'congress~', 'convegno~',
    'bigliett[oi] d[\'’]ingresso', 'bigliett[oi] (?:per il|del) concerto', 'bigliett[oi] per l[\'’]evento',
    'partecipanti (?:al|del) (?:congresso|convegno)',
  ],
  nl: [
    'reservering', 'vlucht', 'boeking', '(?:uw|je|jouw) afspra(?:ak|ken)', 'afspraakbevestiging~', 'spreekuur~',
    'consult bij de (?:huisarts|arts|tandarts|specialist)', 'congres~', 'conferentie~', 'toegangsbewijs~', 'toegangskaart~',
    'concertkaart~',
  ],
  pl: [
    'rezerwacj~', 'wizyt(?:a|y|ę|ie|ą)?', 'konsultacj(?:a|i|ę) lekarsk(?:a|iej|ą)', 'konferencj~', 'kongres~',
    'bilet(?:y)? wstępu', 'bilet(?:y)? na (?:koncert|wydarzenie|konferencję)',
    'uczestni(?:k|cy) (?:konferencji|wydarzenia|kongresu)',
  ],
  tr: [
    'rezervasyon', 'u[çc]u[şs]', 'randevu~', 'muayene~', 'konferans~', 'kongre~', 'etkinlik bilet~', 'konser bilet~',
    'giriş bilet~', 'yaka kartı',
  ],
  ru: [
    'бронировани~', 'рейс', 'отел~', 'запис(?:ь|и) на при[её]м', 'запис(?:ь|и) к врачу',
    'при[её]м у (?:врача|специалиста|доктора)', 'визит к (?:врачу|доктору)', 'конференци~', 'конгресс~',
    'билет(?:ы)? на (?:мероприятие|концерт|конференцию)', 'входн(?:ой|ые|ого) билет(?:ы|а)?', 'бейдж~',
    'участник(?:и|ам)? (?:конференции|мероприятия)',
  ],
  uk: [
    'бронюван~', 'рейс~', 'готел~', 'авіаквит~', 'посадков~ талон~', 'запис(?:и)? на прийом', 'прийом у лікаря',
    'візит до лікаря', 'конференці~', 'конгрес~', 'квит(?:ок|ки) на (?:захід|концерт|конференцію)', 'вхідн(?:ий|і) квит(?:ок|ки)',
    'бейдж~', 'учасник(?:и)? (?:конференції|заходу)',
  ],
  sv: [
    'bokning~', 'flyg(?:et|resa|resan|biljett~)?', 'resplan~', 'incheckning~', 'hotell~', 'boardingkort~', 'tidsbokning~',
    'läkarbesök~', 'tandläkarbesök~', 'läkartid~', 'tandläkartid~', 'konferens~', 'kongress~', 'inträdesbiljett~',
    'konsertbiljett~', 'evenemangsbiljett~',
  ],
  cs: [
    'rezervac~', 'letenk~', 'odlet~', 'hotel~', 'ubytování', 'palubní vstupenk~', 'objednání (?:k lékaři|na vyšetření)',
    'termín (?:návštěvy|vyšetření|u lékaře)', 'návštěv(?:a|u) u lékaře', 'konferenc~', 'kongres~', 'vstupenk~',
  ],
  id: [
    'pemesanan', 'reservasi', 'penerbangan', 'tiket', 'boarding pass', 'e-?tiket', 'janji temu', 'jadwal konsultasi',
    'konsultasi dokter', 'konferensi', 'kongres', 'peserta (?:acara|konferensi|seminar)',
  ],
  vi: [
    'đặt chỗ', 'đặt phòng', 'chuyến bay', 'khách sạn', 'vé máy bay', 'lịch trình', 'thẻ lên máy bay', 'lịch hẹn', 'cuộc hẹn',
    'lịch khám', 'hội nghị', 'vé (?:sự kiện|tham dự|vào cửa|ca nhạc|hòa nhạc)', 'người tham dự',
  ],
  ar: [
    '(?:ال)?حجز~', '(?:ال)?رحلة', '(?:ال)?فندق', '(?:ال)?طيران', 'بطاقة (?:ال)?صعود', 'موعدك', 'موعد (?:ال)?طبيب', 'استشارة طبية',
    '(?:ال)?مؤتمر~', 'تذكرة (?:ال)?(?:فعالية|حفل|دخول)', 'تذاكر (?:ال)?(?:فعالية|حفل|دخول)', 'حضور (?:ال)?(?:مؤتمر|فعالية)',
  ],
  he: [
    '(?:ה)?טיסה', '(?:ה)?מלון', 'הזמנת (?:ה)?(?:מלון|טיסה|חדר|מקום)', 'כרטיס עלייה למטוס', 'צ\'ק[- ]?אין', 'זימון תור',
    'קביעת תור', 'התור שלך', 'תור ל(?:רופא|בדיקה|מרפאה)', 'כרטיס(?:ים)? ל(?:הופעה|אירוע|כנס)', 'כרטיס(?:י)? כניסה',
    'משתתפי (?:ה)?כנס', '(?:ה)?ועיד(?:ה|ת)',
  ],
  hi: [
    'बुकिंग', 'फ्लाइट', 'होटल', 'पीएनआर', 'आरक्षण', 'टिकट', 'यात्रा', 'अपॉइंटमेंट', 'अपॉइन्टमेंट', 'परामर्श', 'डॉक्टर से मुलाकात',
    'सम्मेलन', 'कॉन्फ्रेंस',
  ],
  ja: ['予約', '航空券', 'ホテル', '搭乗', '受診', '診察', '来院', 'アポイント', 'カンファレンス', '学会', '参加証', '入場券', '入場チケット', 'イベントチケット'],
  'zh-CN': ['航班', '预订', '酒店', '机票', '登机', '预约', '挂号', '就诊', '门诊', '峰会', '参会', '研讨会', '门票', '入场券'],
  'zh-TW': ['航班', '預訂', '飯店', '機票', '登機', '預約', '掛號', '就診', '門診', '峰會', '參會', '研討會', '門票', '入場券'],
  ko: ['예약', '항공편', '호텔', '진료', '내원', '컨퍼런스', '콘퍼런스', '학회', '입장권', '공연 티켓', '행사 티켓'],
  th: [
    'การจอง', 'เที่ยวบิน', 'โรงแรม', 'ตั๋วเครื่องบิน', 'เช็คอิน', 'บอร์ดดิ้งพาส', 'นัดหมาย', 'นัดพบแพทย์', 'การประชุมวิชาการ',
    'สัมมนา', 'บัตรเข้างาน', 'บัตรคอนเสิร์ต', 'ผู้เข้าร่วมงาน',
  ],
});

/** A payment receipt: its "authorization/approval code" is the card network's, not the reader's. */
export const PAYMENT_CONTEXT: Concept = withAdded('codes.PAYMENT_CONTEXT', {
  en: ['receipt', 'payment', 'paid', 'charged', 'card ending', 'visa', 'mastercard', 'amex', 'subtotal', 'invoice', 'transaction'],
  de: ['zahlung', 'quittung', 'beleg'],
  fr: ['re[çc]u', 'paiement'],
  es: ['recibo', 'pago'],
  pt: ['recibo', 'pagamento'],
  it: ['ricevuta', 'pagamento'],
  nl: ['betaling'],
  pl: ['p[łl]atno[śs][ćc]'],
  tr: ['[öo]deme'],
  ru: ['оплат~', 'чек'],
  uk: ['оплат~', 'платіж~', 'квитанці~', 'чек', 'сплачен~'],
  sv: ['betalning~', 'kvitto~', 'faktura~', 'debiter~'],
  cs: ['platb~', 'účtenk~', 'faktur~', 'zaplacen~', 'uhrazen~'],
  id: ['pembayaran', 'kuitansi', 'struk', 'tagihan', 'transaksi', 'dibayar'],
  vi: ['thanh toán', 'biên lai', 'hóa đơn', 'đã trừ tiền'],
  ar: ['(?:ال)?دفع', '(?:ال)?إيصال', '(?:ال)?فاتورة', '(?:ال)?مدفوعات', 'عملية (?:ال)?شراء'],
  he: ['(?:ה)?תשלום', 'קבלה', 'חשבונית', '(?:ה)?חיוב', 'שולם'],
  hi: ['भुगतान', 'रसीद', 'चालान', 'लेनदेन', 'डेबिट'],
  ja: ['領収', '決済', 'お支払い', '支払い'],
  'zh-CN': ['收据', '支付', '付款'],
  'zh-TW': ['收據', '付款', '支付'],
  ko: ['영수증', '결제'],
  th: ['(?:การ)?ชำระเงิน', 'ใบเสร็จ', 'ใบแจ้งหนี้', 'ธุรกรรม'],
});

/** A code the mail says is spent: "already used", "has expired". Read on the code's own line. */
export const SPENT_CODE: Concept = withAdded('codes.SPENT_CODE', {
  en: ['already (?:been )?used', 'has (?:already )?been used', 'was used', '(?:has|had) expired', 'is no longer valid', 'no longer works'],
  de: ['bereits (?:verwendet|benutzt|genutzt|eingel[öo]st)', 'abgelaufen~', 'ung[üu]ltig', 'nicht mehr (?:verwendet|g[üu]ltig)'],
  fr: ['d[ée]j[àa] (?:[ée]t[ée] )?utilis[ée]~', 'a expir[ée]'],
  es: ['ya (?:ha sido|fue) (?:usado|utilizado)', 'ha caducado'],
  pt: ['j[áa] foi (?:usado|utilizado)', 'expirou'],
  it: ['gi[àa] (?:stato )?utilizzato', '[èe] scaduto'],
  nl: ['al gebruikt', 'is verlopen'],
  pl: ['zosta[łl] ju[żz] u[żz]yty', 'wygas[łl]'],
  tr: ['zaten kullan[ıi]ld[ıi]', 's[üu]resi doldu'],
  ru: ['уже (?:был )?использован~', 'ист[её]к'],
  uk: ['вже (?:було )?використан~'],
  sv: ['redan (?:använd|anv[äa]nts)', 'har gått ut'],
  cs: ['již (?:byl )?použit~', 'vypršel~'],
  id: ['sudah digunakan', 'kedaluwarsa'],
  vi: ['đã được sử dụng', 'đã hết hạn'],
  ar: ['تم استخدام~', 'منتهي~ الصلاحية'],
  he: ['כבר (?:נוצל|שומש|בשימוש)', 'פג תוקפו'],
  hi: ['पहले ही (?:इस्तेमाल|उपयोग)', 'समाप्त हो (?:चुका|गया)'],
  ja: ['使用済み', '期限切れ'],
  'zh-CN': ['已使用', '已被使用', '已过期', '已失效'],
  'zh-TW': ['已使用', '已被使用', '已過期', '已失效'],
  ko: ['이미 사용', '만료된', '만료되었'],
  th: ['ถูกใช้(?:ไป)?แล้ว', 'หมดอายุแล้ว'],
});

/** A promotion on the code's line: "use code SAVE20 at checkout for 20% off". */
export const PROMOTION: Concept = withAdded('codes.PROMOTION', {
  en: ['off your (?:next )?(?:order|purchase)', 'discount', 'coupon', 'promo~', '(?:at|during) checkout', 'redeem', 'voucher', 'gift ?card'],
  de: ['rabatt', 'gutschein'],
  fr: ['r[ée]duction', 'remise'],
  es: ['descuento', 'cup[óo]n'],
  pt: ['desconto', 'cupom'],
  it: ['sconto'],
  nl: ['korting'],
  pl: ['rabat~', 'kupon~', 'taniej', 'zni[żz]k~'],
  tr: ['indirim', 'kupon~'],
  ru: ['скидк~', 'промокод~'],
  uk: ['знижк~', 'промокод~', 'купон~'],
  sv: ['rabatt', 'rabattkod~'],
  cs: ['sleva', 'slev~'],
  vi: ['giảm giá', 'khuyến mãi'],
  id: ['diskon', 'potongan'],
  ar: ['خصم'],
  he: ['הנחה'],
  hi: ['छूट'],
  th: ['ส่วนลด'],
  ja: ['割引', 'クーポン'],
  'zh-CN': ['折扣', '优惠'],
  'zh-TW': ['折扣', '優惠'],
  ko: ['할인', '쿠폰'],
});

/**
 * Units right after a number: it is a quantity, not a code. Minutes and hours are time.ts's
 * MINUTES and HOURS, currencies currency.ts's CURRENCY: the extractor reads all four together.
 * International abbreviations (km, gb) stand under en; under `any` only signs.
 */
export const UNIT: Concept = withAdded('codes.UNIT', {
  en: [
    'seconds?', 'secs?', 'days?', 'km', 'mi', 'miles', 'kg', 'lbs?', 'mb', 'gb', 'kb', 'tb', 'px', 'pts?', 'points', 'steps', 'views',
    'followers',
  ],
  de: ['sekunden', 'tage', 'punkte'],
  fr: ['secondes?', 'jours?', 'points'],
  es: ['segundos', 'd[íi]as', 'puntos'],
  pt: ['segundos', 'dias', 'pontos'],
  it: ['secondi', 'giorni', 'punti'],
  nl: ['seconden', 'dagen', 'punten'],
  pl: ['sekund~', 'dni', 'punkt[óo]w'],
  tr: ['saniye', 'gün', 'puan'],
  ru: ['секунд~', 'дней', 'дня', 'баллов'],
  uk: ['секунд~', 'днів', 'дні', 'балів'],
  sv: ['sekunder', 'dagar', 'poäng'],
  cs: ['sekund~', 'dn[íi]', 'bod[ůy]'],
  id: ['detik', 'hari', 'poin'],
  vi: ['giây', 'ngày', 'điểm'],
  ar: ['ثانية', 'ثوان', 'أيام', 'يوم', 'نقطة'],
  he: ['שניות', 'ימים', 'נקודות'],
  hi: ['सेकंड', 'दिन', 'अंक'],
  ja: ['秒', '日間', 'ポイント'],
  'zh-CN': ['秒', '天', '积分'],
  'zh-TW': ['秒', '天', '積分'],
  ko: ['초', '일간', '포인트'],
  th: ['วินาที', 'คะแนน'],
  any: ['%'],
});

/**
 * Typing a code in, right before it: "Enter 482913", "Saisissez le 482913", "Введите 482913".
 * Names the token as something to type even without the word "code" (a weaker anchor).
 */
export const TYPE_IN: Concept = withAdded('codes.TYPE_IN', {
  en: ['enter(?: th(?:e|is))?', 'type(?: th(?:e|is))?', 'copy (?:and paste )?(?:th(?:e|is) |your )?code', 'paste (?:th(?:e|is) |your )?code'],
  de: ['geben sie', 'gib', 'eingeben', 'kopieren sie(?: (?:den|diesen) code)?', 'kopiere(?: (?:den|diesen) code)?', '(?:code )?kopieren und einf[üu]gen'],
  fr: ['saisissez(?: le)?', 'entrez(?: le)?', 'saisir', 'copiez(?: et collez)?(?: le| ce)?(?: code)?', 'collez(?: le| ce)?(?: code)?', 'copie (?:le|ce) code'],
  es: ['introduce(?: el)?', 'ingresa(?: el)?', 'introduzca(?: el)?', 'ingrese(?: el)?', 'copia (?:el|este) c[óo]digo', 'copie (?:el|este) c[óo]digo', 'copia y pega(?: (?:el|este) c[óo]digo)?', 'pega (?:el|este) c[óo]digo'],
  pt: ['insira(?: o)?', 'digite(?: o)?', 'copie(?: e cole)?(?: o| este)?(?: c[óo]digo)?', 'cole (?:o|este) c[óo]digo', 'copia (?:o|este) c[óo]digo'],
  it: ['inserisci(?: il)?', 'digita(?: il)?', 'inserire(?: il)?', 'copia(?: e incolla)?(?: il| questo)? codice', 'copia e incolla(?: il| questo)?', 'incolla(?: il| questo)?(?: codice)?'],
  nl: ['voer', 'vul', 'kopieer(?: (?:de|deze) code)?', 'plak (?:de|deze) code'],
  pl: ['wpisz(?: ten)?', 'wprowad[źz](?: ten)?', 'skopiuj(?: (?:ten |poniższy )?kod)?', 'kopiuj(?: kod)?', 'wklej(?: (?:ten )?kod)?'],
  tr: ['girin~', 'kopyala(?:y[ıi]n(?:[ıi]z)?|y[ıi]p)?', 'yap[ıi][şs]t[ıi]r(?:[ıi]n(?:[ıi]z)?)?'],
  ru: ['введите', 'скопируйте(?: (?:этот )?код)?', 'скопируй(?: код)?', 'вставьте(?: (?:этот )?код)?'],
  uk: ['введіть', 'скопіюйте(?: (?:цей )?код)?', 'скопіюй(?: код)?', 'вставте(?: (?:цей )?код)?'],
  sv: ['ange', 'skriv in', 'kopiera(?: (?:koden|denna kod))?', 'klistra in(?: koden)?'],
  cs: ['zadejte', 'zkopírujte(?: (?:tento )?kód)?', 'zkopíruj(?: kód)?', 'vložte(?: (?:tento )?kód)?'],
  id: ['masukkan', 'salin(?: dan tempel)?(?: kode(?: ini| berikut)?)?', 'tempelkan(?: kode)?'],
  vi: ['nhập', 'sao chép(?: mã)?', 'dán mã'],
  ar: ['[أا]دخل', 'انسخ(?: (?:ال)?(?:رمز|كود))?', 'الصق(?: (?:ال)?(?:رمز|كود))?'],
  he: ['הזן', 'הזינו', 'הקלד~', 'העתיקו(?: את (?:ה)?קוד)?', 'העתק את (?:ה)?קוד', 'הדביקו(?: את (?:ה)?קוד)?', 'הדבק את (?:ה)?קוד'],
  hi: ['दर्ज करें', 'डालें', 'कॉपी करें', 'कॉपी करके पेस्ट करें', 'पेस्ट करें'],
  ja: ['入力', 'コピーして', 'コピー(?:&|＆|して)?(?:ペースト|貼り付け)', '貼り付けて'],
  'zh-CN': ['输入', '请复制', '复制(?:并|后)粘贴', '粘贴(?:此|该)?(?:代码|验证码)'],
  'zh-TW': ['輸入', '請複製', '複製(?:並|後)貼上', '貼上(?:此|該)?(?:代碼|驗證碼)'],
  ko: ['입력', '복사(?:하여|해서|하세요|하십시오|한 ?후)', '붙여 ?넣(?:으세요|으십시오|기)'],
  th: ['กรอก', 'ป้อน', 'คัดลอก'],
});

/**
 * What may stand between a code and its name after it: a verb "is" ("482913 is your code",
 * "482913 est votre code", "482913 adalah kode Anda"). Then YOUR may follow.
 */
export const CODE_IS: Concept = withAdded('codes.CODE_IS', {
  en: ['is', 'are', 'was', 'as'],
  de: ['ist'],
  fr: ['est'],
  es: ['es'],
  pt: ['é'],
  it: ['è'],
  nl: ['is'],
  pl: ['jest', 'to'],
  tr: ['olarak'],
  ru: ['это'],
  uk: ['це'],
  sv: ['är'],
  cs: ['je'],
  id: ['adalah', 'merupakan'],
  vi: ['là'],
  ar: ['هو', 'هي'],
  he: ['הוא', 'זה'],
  hi: ['है'],
  ja: ['は', 'が'],
  'zh-CN': ['是', '为'],
  'zh-TW': ['是', '為'],
  ko: ['은', '는', '이', '가'],
  th: ['คือ', 'เป็น'],
});

/** "your", "the": between a code and its name after it ("482913 is your code", "482913 est votre code"). */
export const YOUR: Concept = withAdded('codes.YOUR', {
  en: ['your', 'the', 'my', 'a'],
  de: ['ihr', 'ihre', 'dein', 'deine', 'der', 'die'],
  fr: ['votre', 'ton', 'le', 'la'],
  es: ['tu', 'su', 'el'],
  pt: ['seu', 'sua', 'o seu', 'a sua', 'o', 'a'],
  it: ['il tuo', 'la tua', 'il', 'la'],
  nl: ['je', 'uw', 'de'],
  pl: ['tw[óo]j', 'pana', 'pani'],
  tr: ['sizin', 'senin'],
  ru: ['ваш', 'твой'],
  uk: ['ваш', 'твій'],
  sv: ['din', 'er'],
  cs: ['váš', 'tvůj'],
  id: ['anda', 'kamu'],
  vi: ['của bạn'],
  ar: ['الخاص بك'],
  he: ['שלך'],
  hi: ['आपका', 'तुम्हारा'],
  ja: ['あなたの'],
  'zh-CN': ['您的', '你的'],
  'zh-TW': ['您的', '你的'],
  ko: ['귀하의', '고객님의'],
  th: ['ของคุณ'],
});

/** In a code's name, the words of a passcode or access code: in a meeting invitation such a code lets people into the call. */
export const PASSCODE_WORD: Concept = withAdded('codes.PASSCODE_WORD', {
  en: ['pass~', 'access'],
  de: ['kenn~', 'zugang~', 'zugangs~', 'pass~'],
  fr: ['acc[èe]s', 'passe'],
  es: ['acceso', 'contrase[ñn]a'],
  pt: ['acesso', 'senha'],
  it: ['accesso', 'password'],
  nl: ['toegang~', 'wachtwoord'],
  pl: ['dost[ęe]p~', 'has[łl]~'],
  tr: ['eri[şs]im', '[şs]ifre~', 'parola~'],
  ru: ['доступ~', 'парол~'],
  uk: ['доступ~', 'парол~'],
  sv: ['åtkomst~', 'lösenord~', 'behörighets~'],
  cs: ['přístup~', 'heslo'],
  id: ['akses', 'sandi'],
  vi: ['truy cập', 'mật khẩu'],
  ar: ['(?:ال)?وصول', '(?:ال)?مرور'],
  he: ['גישה', 'סיסמה'],
  hi: ['पासकोड', 'पासवर्ड', 'एक्सेस'],
  ja: ['パスコード', 'パスワード'],
  'zh-CN': ['密码'],
  'zh-TW': ['密碼'],
  ko: ['비밀번호'],
  th: ['รหัสผ่าน'],
});

/** In a code's name, the words of confirming: in a booking, a "confirmation code" is the booking's reference. */
export const CONFIRM_WORD: Concept = withAdded('codes.CONFIRM_WORD', {
  en: ['confirm~', 'registr~', 'enrol~'],
  de: ['best[äa]tig~', 'registrier~'],
  fr: ['confirm~', 'inscri~', 'enregistr~'],
  es: ['confirma~', 'inscripci[óo]n', 'registr~'],
  pt: ['confirma~', 'registr~', 'registo', 'inscri[çc][ãa]o', 'cadastr~'],
  it: ['conferm~', 'registrazion~', 'iscrizion~'],
  nl: ['bevestig~', 'registratie~', 'inschrij~'],
  pl: ['potwierdz~', 'potwierdzeni~', 'rejestr~'],
  tr: ['onay~', 'kay[ıi]t~'],
  ru: ['подтвержд~', 'регистрац~'],
  uk: ['підтвердж~', 'реєстрац~'],
  sv: ['bekräftelse~', 'registrering~', 'anmälning~'],
  cs: ['potvrz~', 'registra~'],
  id: ['konfirmasi', 'registrasi', 'pendaftaran'],
  vi: ['xác nhận', 'đăng ký'],
  ar: ['(?:ال)?تأكيد', '(?:ال)?تسجيل(?! (?:ال)?دخول)'],
  he: ['(?:ה)?אישור', 'הרשמה', 'רישום'],
  hi: ['पुष्टि~', 'पंजीकरण~', 'रजिस्ट्रेशन~'],
  ja: ['確認', '登録'],
  'zh-CN': ['确认', '注册', '报名'],
  'zh-TW': ['確認', '註冊', '報名'],
  ko: ['확인', '등록'],
  th: ['ยืนยัน', 'ลงทะเบียน'],
});

/**
 * A code's whole name saying it is a card payment's authorization: on a receipt, the card
 * network's code, not the reader's. Receipt wording only: a bank's "confirm this payment"
 * code (onay kodu, קוד אישור, kod autoryzacyjny, Freigabecode) is the reader's.
 */
export const CARD_AUTHORIZATION: Concept = withAdded('codes.CARD_AUTHORIZATION', {
  en: ['auth code', 'authori[sz]ation code', 'approval code'],
  de: ['genehmigungs-?code', 'autorisierungs-?code'],
  fr: ['code d\'autorisation'],
  es: ['c[óo]digo de autorizaci[óo]n'],
  pt: ['c[óo]digo de autoriza[çc][ãa]o'],
  it: ['codice (?:di )?autorizzazione'],
  nl: ['autorisatiecode'],
  pl: ['kod(?:u|em|zie)? autoryzacji'],
  tr: ['provizyon kod~'],
  ru: ['код~ авторизации'],
  uk: ['код~ авторизації'],
  sv: ['godkännandekod(?:en)?'],
  cs: ['autorizační kód~'],
  id: ['kode otorisasi'],
  vi: ['mã (?:ủy quyền|cấp phép)'],
  ar: ['[وب]?رمز (?:ال)?تفويض'],
  he: ['קוד (?:ה)?הרשאה', 'מספר (?:ה)?אישור'],
  hi: ['ऑथराइजेशन कोड'],
  ja: ['承認コード', '承認番号'],
  'zh-CN': ['授权码'],
  'zh-TW': ['授權碼'],
  ko: ['승인 번호'],
  th: ['รหัสอนุมัติ'],
});
