/**
 * Keyword tables, one entry per way real services word things, in the 13 languages the
 * extractors are held to (en de fr es pt it nl pl tr ru ja zh ko). Entries are regex
 * sources: a space means "one or more blanks", `\p{L}*` absorbs inflection. Latin-script
 * entries get word boundaries; CJK entries do not (those scripts have no spaces).
 * Everything is compiled once, at module load.
 */

import { conceptSources } from '../lexicon/pattern.js';
import type { Concept } from '../lexicon/languages.js';

/**
 * Groups alternatives by their first character so the engine checks one character before
 * descending into a group, instead of trying hundreds of alternatives at every position.
 * Alternatives that do not start with a plain letter stay as they are.
 */
function factor(list: readonly string[]): string {
  const groups = new Map<string, string[]>();
  const misc: string[] = [];
  for (const src of list) {
    const first = src[0]!;
    if (/\p{L}/u.test(first) && src[1] !== '?' && src[1] !== '*' && src[1] !== '{' && src[1] !== '+') {
      const key = first.toLowerCase();
      const g = groups.get(key) ?? [];
      g.push(src.slice(1));
      groups.set(key, g);
    } else {
      misc.push(src);
    }
  }
  const out: string[] = [];
  for (const [key, rests] of groups) out.push(rests.length === 1 ? key + rests[0] : `${key}(?:${rests.join('|')})`);
  return [...out, ...misc].join('|');
}

/** Blanks in an entry: "a b" is one or more, "a ?b" optional, inside [...] one. */
function blanks(src: string, between: string): string {
  return src
    .replace(/ \?/g, '\\s*')
    .replace(/\[[^\]]*\]/g, (cls) => cls.replace(/ /g, '\\s'))
    .replace(/ /g, between);
}

const latinSrc = (latin: readonly string[]): string => factor(latin.map((s) => blanks(s, '\\s+')));
const cjkSrc = (cjk: readonly string[]): string => factor(cjk.map((s) => blanks(s, '\\s*')));
/**
 * Latin entries start and end at a word edge; the start is checked once, before any
 * alternative, at every position the regex tries. The word characters ([\p{L}\p{N}_] as
 * withoutUnicodeFlag spells it) are split into three small classes: V8 tests a class of
 * more than a few ranges by calling out of the compiled regex, per position.
 */
const WORD_CLASSES = [
  'A-Za-z0-9_',
  '\\u00AA\\u00B5\\u00BA\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02AF\\u0370-\\u03FF\\u0400-\\u052F\\u0531-\\u0587\\u1E00-\\u1EFF',
  '\\u0590-\\u05FF\\u0600-\\u06FF\\u0900-\\u097F\\u0E00-\\u0E7F\\u3040-\\u30FF\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uAC00-\\uD7AF\\uF900-\\uFAFF',
];
export const LATIN_START = WORD_CLASSES.map((c) => `(?<![${c}])`).join('');
export const LATIN_END = WORD_CLASSES.map((c) => `(?![${c}])`).join('');
/** CJK alternatives are only tried where a CJK character (or 〒) starts. */
const CJK_START = '(?=[\\u0e00-\\u0e7f\\u3000-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff〒])';

/** Source for latin entries wrapped in Unicode word boundaries, CJK entries unwrapped. */
function alt(latin: readonly string[], cjk: readonly string[] = []): string {
  const parts: string[] = [];
  if (latin.length) parts.push(`${LATIN_START}(?:${latinSrc(latin)})${LATIN_END}`);
  if (cjk.length) parts.push(`${CJK_START}(?:${cjkSrc(cjk)})`);
  return parts.join('|');
}

/**
 * Letters of the scripts the lexicon covers (Latin, Greek, Cyrillic, Armenian, kana, CJK,
 * Hangul). Spelled out so the regexes can run without the `u` flag: with it, case-insensitive
 * alternations are several times slower.
 */
const LETTERS = 'A-Za-z\\u00AA\\u00B5\\u00BA\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02AF\\u0370-\\u03FF\\u0400-\\u052F\\u0531-\\u0587\\u0590-\\u05FF\\u0600-\\u06FF\\u0900-\\u097F\\u0E00-\\u0E7F\\u1E00-\\u1EFF\\u3040-\\u30FF\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uAC00-\\uD7AF\\uF900-\\uFAFF';

/** Rewrites \p{L} / \p{N} into explicit ranges (inside and outside classes). */
export function withoutUnicodeFlag(src: string): string {
  return src
    .replace(/\[(?:\\.|[^\]\\])*\]/g, (cls) => cls.replace(/\\p\{L\}/g, LETTERS).replace(/\\p\{N\}/g, '0-9'))
    .replace(/\\p\{L\}/g, SUFFIX_LETTERS)
    .replace(/\\p\{N\}/g, '[0-9]');
}

/**
 * Letters an inflected ending can use ("kod\p{L}*", "подтверждени\p{L}*"): endings stay in
 * the word's script, so Latin and Cyrillic suffice. Compact on purpose: V8 stops optimising
 * regexes whose source passes 20 KB, and the full class repeated per entry gets there.
 */
const SUFFIX_LETTERS = '[A-Za-z\\u00C0-\\u024F\\u0400-\\u04FF\\u0590-\\u05FF\\u0600-\\u06FF\\u0900-\\u097F\\u1E00-\\u1EFF]';

const compile = (src: string, flags = 'i'): RegExp => new RegExp(withoutUnicodeFlag(src), flags);

/** A keyword family: latin entries, CJK entries. */
type Family = readonly [readonly string[], readonly string[]];

/** The regex sources of one or more vocabulary concepts, as a family. */
function family(...concepts: readonly Concept[]): Family {
  const { spaced, unspaced } = conceptSources(...concepts);
  return [spaced, unspaced];
}

/**
 * One regex for several families, one capture group per family: groups 1…k are the families'
 * latin entries (sharing one word-boundary check), groups k+1…2k their CJK entries (sharing
 * one CJK guard). A text is read once for all of them. Use `familyOf` to map a match.
 */
function combine(families: readonly Family[], flags = 'gi'): RegExp {
  const latin = families.map(([l]) => `(${l.length ? latinSrc(l) : '(?!)'})`).join('|');
  const cjk = families.map(([, c]) => `(${c.length ? cjkSrc(c) : '(?!)'})`).join('|');
  return compile(`${LATIN_START}(?:${latin})${LATIN_END}|${CJK_START}(?:${cjk})`, flags);
}

/** Index of the family a `combine` match belongs to. */
export function familyOf(m: RegExpExecArray, count: number): number {
  for (let g = 0; g < count; g++) if (m[g + 1] !== undefined || m[g + 1 + count] !== undefined) return g;
  return -1;
}

// ---------------------------------------------------------------------------------------
// OTP anchors
// ---------------------------------------------------------------------------------------

/** Words that name a code to type in. "verification code", "Bestätigungscode", "验证码"… */
const OTP_STRONG_LATIN = [
  // en
  '(?:email |e-mail |login |sign-?in |account |device |identity )?verification code', 'verify code', 'security code',
  'log-?in code', 'sign[- ]?in code', 'one[- ]?time (?:pass)?code', 'one[- ]?time pass(?:word|code)',
  'one[- ]?time pin', 'one[- ]?time security code', 'otp(?: code)?', 'passcode', 'authentication code', 'auth code',
  '2fa code', 'mfa code', 'two[- ]factor(?: authentication)? code', '(?:2|two)[- ]step(?: verification)? code',
  'access code', 'confirmation code', 'temporary code', 'single[- ]use code', 'magic code', 'email code',
  'sign[- ]?up code', 'activation code', 'validation code', 'approval code', 'reset code', 'recovery code',
  'password reset code', 'authorization code', 'authorisation code',
  // de
  '(?:best[äa]tigungs|sicherheits|verifizierungs|verifikations|anmelde|einmal|login|zugangs|authentifizierungs|freigabe|aktivierungs|pr[üu]f|registrierungs|wiederherstellungs|zur[üu]cksetzungs)-?code',
  'einmal-?passwort', 'einmal-?kennwort', 'code zur (?:best[äa]tigung|anmeldung|verifizierung)',
  // fr
  'code (?:de |d\')?(?:v[ée]rification|confirmation|s[ée]curit[ée]|connexion|validation|activation|authentification|acc[èe]s|r[ée]initialisation)',
  'code (?:[àa] )?usage unique', 'code temporaire', 'code unique', 'mot de passe (?:[àa] )?usage unique',
  // es, pt
  'c[óo]digo (?:de )?(?:verificaci[óo]n|verifica[çc][ãa]o|seguridad|seguran[çc]a|acceso|acesso|confirmaci[óo]n|confirma[çc][ãa]o|inicio de sesi[óo]n|un solo uso|uso [úu]nico|autenticaci[óo]n|autentica[çc][ãa]o|activaci[óo]n|ativa[çc][ãa]o|login|valida[çc][ãa]o|validaci[óo]n|restablecimiento|redefini[çc][ãa]o)',
  'c[óo]digo (?:temporal|tempor[áa]rio|[úu]nico)', 'contrase[ñn]a de un solo uso', 'senha (?:de uso )?[úu]nica',
  // it
  'codice (?:di )?(?:verifica|sicurezza|accesso|conferma|autenticazione|attivazione|convalida|otp|monouso|temporaneo|reimpostazione)',
  'codice (?:a )?uso singolo', 'password monouso',
  // nl
  '(?:verificatie|beveiligings|inlog|bevestigings|toegangs|aanmeld|authenticatie|activatie|herstel|reset)code',
  'eenmalige code', 'eenmalig wachtwoord',
  // pl
  'kod(?:u|em|zie)? (?:weryfikacyjn\\p{L}*|bezpiecze[ńn]stwa|jednorazow\\p{L}*|logowania|potwierdzaj\\p{L}*|potwierdzenia|dost[ęe]pu|autoryzacyjn\\p{L}*|uwierzytelniaj\\p{L}*|aktywacyjn\\p{L}*|sms|resetowania)',
  'jednorazow\\p{L}* (?:kod\\p{L}*|has[łl]\\p{L}*)',
  // tr
  '(?:do[ğg]rulama|g[üu]venlik|giri[şs]|onay|tek kullan[ıi]ml[ıi]k|eri[şs]im|aktivasyon|oturum a[çc]ma|s[ıi]f[ıi]rlama) kod\\p{L}*',
  'tek kullan[ıi]ml[ıi]k (?:[şs]ifre|parola)\\p{L}*',
  // ru
  'код\\p{L}* (?:подтверждени\\p{L}*|безопасности|для входа|доступа|авторизации|проверки|верификации|активации|для сброса)',
  '(?:проверочн|одноразов|секретн)\\p{L}* (?:код|пароль)\\p{L}*',
  // uk
  'код\\p{L}* (?:підтвердження|безпеки|для входу|доступу|авторизації|перевірки|верифікації|активації|відновлення|для скидання)',
  '(?:одноразов|перевірочн)\\p{L}* (?:код|пароль)\\p{L}*',
  // sv
  '(?:verifierings|säkerhets|inloggnings|bekräftelse|engångs|aktiverings|återställnings|godkännande|behörighets|signerings)kod(?:en)?',
  'engångs(?:lösenord|kod)(?:et|en)?', 'kod(?:en)? för (?:inloggning|verifiering|bekräftelse|återställning)',
  // cs
  '(?:ověřovací|bezpečnostní|přihlašovací|potvrzovací|autorizační|aktivační|registrační|jednorázov\\p{L}*|obnovovací) (?:kód\\p{L}*|heslo)',
  'kód\\p{L}* (?:pro|k) (?:přihlášení|ověření|potvrzení|obnovení|registraci|autorizaci)', 'kód\\p{L}* (?:obnovení|ověření|potvrzení) \\p{L}*',
  // id
  'kode (?:verifikasi|otp|keamanan|masuk|login|konfirmasi|aktivasi|akses|otentikasi|autentikasi|sekali pakai|pemulihan|reset|atur ulang)',
  'kata sandi sekali pakai',
  // vi
  'mã (?:xác (?:thực|minh|nhận)|otp|bảo mật|đăng nhập|kích hoạt|truy cập|khôi phục|đặt lại|một lần|dùng một lần|xác thực hai bước)',
  'mật khẩu (?:một lần|dùng một lần)',
  // ar
  '[وب]?رمز (?:ال)?(?:تحقق|تأكيد|دخول|تفعيل|أمان|استعادة|استرداد|مصادقة|إعادة التعيين|التحقق لمرة واحدة|لمرة واحدة)',
  '[وب]?كود (?:ال)?(?:تحقق|تفعيل|دخول|تأكيد)', 'كلمة (?:ال)?مرور (?:ال)?(?:مؤقتة|لمرة واحدة)', 'رمز otp',
  // he
  'קוד (?:ה)?(?:אימות|אישור|כניסה|התחברות|אבטחה|שחזור|איפוס|חד[- ]?פעמי|גישה)', 'קוד לשחזור', 'סיסמה חד[- ]?פעמית',
  // hi
  'ओटीपी', '(?:सत्यापन|वेरिफिकेशन|पुष्टि|पुष्टिकरण|लॉगिन|सुरक्षा|एक्टिवेशन|रीसेट) (?:कोड|ओटीपी)', 'वन टाइम पासवर्ड', 'एक बार (?:का|उपयोग होने वाला) पासवर्ड',
];
const OTP_STRONG_CJK = [
  '認証コード', '確認コード', '認証番号', 'ワンタイムパスワード', 'ワンタイムコード', 'ログインコード', 'セキュリティコード',
  '検証コード', '本人確認コード', 'パスコード', '承認コード', '認証用コード', '確認用コード', 'ワンタイム',
  '验证码', '驗證碼', '校验码', '校驗碼', '动态码', '動態碼', '动态密码', '動態密碼', '一次性密码', '一次性密碼',
  '安全码', '安全碼', '确认码', '確認碼', '登录码', '登入碼', '认证码', '認證碼', '驗證代碼', '验证代码',
  '인증 코드', '인증 번호', '보안 코드', '확인 코드', '일회용 (?:비밀번호|코드)', '로그인 코드', '승인 번호', '인증번호',
  // th (no spaces between words)
  'รหัส ?otp', 'รหัสยืนยัน(?:ตัวตน)?', 'รหัสผ่าน(?:แบบ)?(?:ใช้)?ครั้งเดียว', 'รหัสเข้าสู่ระบบ', 'รหัสความปลอดภัย', 'รหัสรีเซ็ต(?:รหัสผ่าน)?',
  'รหัสกู้คืน(?:บัญชี)?', 'รหัสตรวจสอบ', 'รหัสอนุมัติ', 'รหัสเปิดใช้งาน',
];
/** The bare noun: weaker, and only counted when no negative compound claims it. */
const OTP_GENERIC_LATIN = ['codes?', 'c[óo]digos?', 'codice', 'kod(?:u|em|y|unuz|unu|un|zie|en)?', 'код(?:а|ом|у|ы)?', 'kód(?:u|em)?', 'kode', 'mã',
  '[وب]?(?:ال)?رمز', '[وب]?(?:ال)?كود', '(?:ה)?קוד', 'कोड'];
const OTP_GENERIC_CJK = ['コード', '코드', '代码', '代碼', 'รหัส'];

/**
 * Things that are typed too but are not sign-in codes, and labels of other numbers:
 * promo/coupon/gift codes, PINs, booking references, meeting ids, order/invoice/tracking
 * numbers, phone numbers, postal codes, error codes. Listed as compounds so that the
 * "code" in "promo code" is claimed here before the generic noun can take it.
 */
const NEG_LATIN = [
  // en
  'promo(?:tion(?:al)?)? codes?', 'promo', 'discount(?: codes?)?', 'coupon(?: codes?)?', 'voucher(?: codes?)?',
  'gift ?cards?(?: codes?)?', 'gift codes?', 'redeem\\p{L}*', 'referral(?: codes?)?', 'invit(?:e|ation) codes?',
  'zip(?: ?codes?)?', 'postal codes?', 'post ?codes?', 'qr[- ]?codes?', 'bar ?codes?', 'source codes?',
  'error(?: codes?)?', 'status codes?', 'area codes?', 'country codes?', 'sort codes?', 'code of conduct',
  'booking(?: (?:reference|ref|codes?|numbers?|ids?))?', 'reservation(?: (?:codes?|numbers?|ids?))?',
  'confirmation (?:numbers?|no\\.?|#)', 'record locator', 'pnr', 'itinerary',
  '(?<!in )order(?: (?:numbers?|no\\.?|nr\\.?|ids?|codes?|#))?(?! to)', 'invoice(?: (?:numbers?|no\\.?|#))?',
  'receipt(?: (?:numbers?|no\\.?|#))?', 'transaction(?: (?:ids?|numbers?|no\\.?))?',
  'tracking(?: (?:numbers?|codes?|ids?|no\\.?|#))?', 'shipment', 'parcel', 'package',
  'reference(?: (?:numbers?|codes?|no\\.?|#))?', 'ref\\.?', 'case (?:numbers?|no\\.?|#|ids?)', 'ticket(?: (?:numbers?|no\\.?|#|ids?))?',
  'account (?:numbers?|no\\.?|ids?|#)', 'customer (?:numbers?|ids?|no\\.?|codes?)', 'member(?:ship)? (?:numbers?|ids?|no\\.?)',
    'meeting(?: ids?)?', 'webinar(?: ids?)?', 'conference ids?', 'room codes?', 'pins?', 'pin codes?',
  'phone(?: numbers?)?', 'telephone', 'tel\\.?', 'fax', 'call(?: us)?', 'hotline', 'whatsapp', 'sms to',
  'sku', 'serial(?: numbers?)?', 'version', 'policy (?:numbers?|no\\.?)', 'claim (?:numbers?|no\\.?)', 'flight',
  'seat', 'gate', 'iban', 'bic', 'swift', 'routing', 'vat', 'tax ids?', 'ssn', 'ids?', 'no\\.', 'nr\\.?', 'qty',
  'quantity', 'total', 'subtotal', 'amount', 'price', 'balance', 'ending in', 'ends in', 'last (?:4|four) digits',
  'suite', 'floor', 'street', 'st\\.', 'ave\\.?', 'p\\.?o\\.? box',
  'pick[- ]?up(?: (?:codes?|pins?|numbers?))?', 'collection (?:codes?|pins?)', 'locker(?: (?:codes?|pins?))?', 'parcel ?locker',
  'parking(?: access)?(?: codes?)?', '(?:door|gate|garage|entry|entrance|building|key ?box|lockbox|barrier) (?:access )?codes?',
  // other languages: pickup, locker, parking and door codes
  'abhol(?:code|nummer)', 'packstation', 'parkplatz', 'parkhaus', 't[üu]rcode', 'code de retrait', 'code (?:du |de )?(?:casier|portail|parking|porte)', 'digicode',
  'c[óo]digo de (?:recogida|retirada|aparcamiento|estacionamento|porta|puerta|acceso al parking)', 'codice (?:di ritiro|del parcheggio|d\'ingresso|del cancello|portone)',
  'ophaalcode', 'afhaalcode', 'parkeer(?:code)?', 'kod(?:u)? odbioru', 'paczkomat\\p{L}*', 'teslim (?:al[ıi]m )?kodu', 'код\\p{L}* (?:получения|для получения|домофона|парковки)',
  'постамат\\p{L}*', 'код\\p{L}* (?:для отримання|отримання)', 'поштомат\\p{L}*', 'utlämningskod(?:en)?', 'paketskåp\\p{L}*', 'portkod(?:en)?',
  'kód\\p{L}* (?:pro|k) vyzvednutí', 'výdejní box\\p{L}*', 'kode (?:pengambilan|loker|parkir)', 'mã (?:nhận hàng|lấy hàng|tủ|gửi xe|cửa)',
  'code (?:de la |du |de l\'|d\'|de )?(?:casier|portail|parking|porte|entr[ée]e|immeuble)', 'code d\'acc[èe]s (?:au|du|[àa] la) (?:parking|garage|portail|b[âa]timent|r[ée]sidence)',
  'codice (?:di )?ingresso', 'bo[îi]te [àa] cl[ée]s', 'key ?box', 'schl[üu]sselbox', 'schl[üu]sselsafe', 'codice (?:del )?cancello', '(?:[iİ]ndirim|kupon|promosyon) kod\\p{L}*', 'slev\\p{L}*', 'slevov\\p{L}* kód\\p{L}*',
  'mã (?:giảm giá|khuyến mãi|ưu đãi|quà tặng|thẻ quà tặng|pin)', 'kode (?:promo|diskon|kupon|voucher)', 'promo ?kod\\p{L}*', 'rabattkod\\p{L}*',
  '[وب]?(?:كود|رمز) (?:ال)?(?:خصم|استلام|الاستلام|بريدي|البريدي|ترويجي|القسيمة)', 'قسيمة', 'الرمز البريدي',
  'קוד (?:ל)?(?:פתיחת|פתיחה)', '(?:ה)?מחסום', 'חניון', 'קוד (?:ה)?קופון', 'קוד (?:ה)?הנחה', 'मीटिंग आईडी', 'पिन ?कोड', 'पिनकोड', 'कूपन(?: कोड)?', 'प्रोमो कोड',
  // de
  'bestell(?:nummer|ung|nr\\.?)', 'rechnung(?:snummer)?', 'sendung(?:snummer|sverfolgung)?', 'kundennummer',
  'telefon', 'gutschein(?:code)?', 'rabatt(?:code)?', 'aktionscode', 'postleitzahl', 'plz', 'buchung(?:snummer|scode)?',
  'auftrag(?:snummer)?', 'vertragsnummer', 'mitgliedsnummer', 'geheimzahl', 'kennwort des meetings', 'stra[ßs]e', 'str\\.',
  'steuernummer', 'ust-idnr\\.?', 'handelsregister', 'hrb', 'amtsgericht', 'endet auf', 'artikelnummer', 'lieferung',
  // fr
  'num[ée]ro de (?:commande|suivi|r[ée]servation|client|facture|t[ée]l[ée]phone)', 'commande', 'facture', 'n°', 'code promo',
  'code de r[ée]duction', 'bon de r[ée]duction', 'carte cadeau', 'code postal', 't[ée]l[ée]phone', 't[ée]l\\.?',
  'r[ée]servation', 'r[ée]f[ée]rence', 'siret', 'siren', 'rue', 'cedex', 'se terminant par', 'colis', 'livraison',
  // es, pt
  'n[úu]mero de (?:pedido|seguimiento|reserva|cliente|factura|tel[ée]fono)', 'n[úu]mero do pedido', 'pedido',
  'factura', 'fatura', 'c[óo]digo (?:de )?(?:promocional|descuento|desconto|postal|rastreio|rastreamento|seguimiento|cup[óo]n|reserva)',
  'cup[óo]n', 'cupom', 'cup[ãa]o', 'tarjeta (?:de )?regalo', 'vale[- ]presente', 'cart[ãa]o[- ]presente', 'tel[ée]fono', 'telefone',
  'reserva', 'localizador', 'referencia', 'refer[êe]ncia', 'cep', 'cpf', 'cnpj', 'nif', 'cif', 'calle', 'rua', 'avenida',
  'terminada en', 'terminado em', 'env[íi]o', 'entrega',
  // it
  'numero (?:d\'ordine|dell\'ordine|di tracciamento|di spedizione|di prenotazione|cliente|di telefono)', 'ordine',
  'fattura', 'codice (?:sconto|promozionale|fiscale|postale|cliente|prenotazione|coupon)', 'buono(?: regalo)?',
  'carta regalo', 'telefono', 'prenotazione', 'riferimento', 'partita iva', 'p\\. ?iva', 'piazza',
  'spedizione', 'che termina con',
  // nl
  'bestel(?:nummer|ling)', 'factuur(?:nummer)?', 'track[- ]and[- ]trace', 'trackingnummer', 'kortingscode', 'actiecode',
  'cadeau(?:kaart|bon)', 'postcode', 'telefoon', 'reserverings?nummer', 'boekingsnummer', 'klantnummer', 'kvk', 'btw',
  'straat', 'eindigend op', 'pakket', 'zending',
  // pl
  'numer (?:zam[óo]wienia|przesy[łl]ki|[śs]ledzenia|rezerwacji|klienta|faktury|telefonu)', 'zam[óo]wieni\\p{L}*',
  'faktur\\p{L}*', 'kod (?:rabatowy|promocyjny|pocztowy)', 'kupon\\p{L}*', 'karta podarunkowa', 'telefon\\p{L}*',
  'rezerwacj\\p{L}*', 'nip', 'regon', 'krs', 'ul\\.', 'przesy[łl]k\\p{L}*',
  // tr
  'sipari[şs](?: numaras[ıi]| no)?', 'fatura', 'takip numaras[ıi]', 'kargo(?: takip)?', '(?:indirim|kupon|promosyon|posta) kod\\p{L}*',
  'hediye kart[ıi]', 'rezervasyon(?: numaras[ıi])?', 'm[üu][şs]teri numaras[ıi]', 'vergi no', 'sokak', 'cad\\.', 'mah\\.',
  // ru
  'номер заказа', 'заказ\\p{L}*', 'сч[её]т\\p{L}*', 'трек-номер\\p{L}*', 'номер отслеживания', 'промокод\\p{L}*',
  'купон\\p{L}*', 'подарочн\\p{L}* карт\\p{L}*', 'почтовый индекс', 'индекс', 'телефон\\p{L}*', 'тел\\.?',
  'бронировани\\p{L}*', 'инн', 'огрн', 'кпп', 'ул\\.', 'посылк\\p{L}*', 'доставк\\p{L}*',
];
const NEG_CJK = [
  'クーポンコード', 'クーポン', 'プロモーションコード', '割引コード', '郵便番号', '〒', '注文番号', 'ご注文番号', '予約番号',
  '追跡番号', 'お問い合わせ番号', '伝票番号', '会員番号', '電話', 'ギフトコード', '请求番号',
  '优惠码', '優惠碼', '优惠券', '兑换码', '兌換碼', '邮编', '邮政编码', '郵遞區號', '订单号', '訂單號', '订单编号',
  '运单号', '快递单号', '取件码', '会议号', '會議號', '电话', '客服', '礼品卡', '取貨驗證碼', '取貨碼', '取件碼', '繳費代碼', '繳費代碼', '付款代碼',
  '受付番号', '確認番号', '払込番号', 'お支払い番号', '受取番号', '도어락', '현관 비밀번호', '보관함', 'รหัสรับพัสดุ', 'รหัสตู้', 'รหัสจอดรถ', 'ตู้รับพัสดุ',
  'รหัสเปิดตู้(?:ล็อกเกอร์)?', 'ตู้ล็อกเกอร์', 'รหัสส่วนลด', 'โค้ดส่วนลด', '訂位代號', '訂單編號', '超商代碼', '代碼繳費', '取货码', '提货码',
  '쿠폰 코드', '쿠폰', '할인 코드', '프로모션 코드', '우편번호', '주문 번호', '예약 번호', '운송장 번호', '송장 번호',
  '전화', '고객센터', '회의 ID', '기프트 카드',
];

/**
 * One combined scanner. Groups 1/4 = negative, 2/5 = strong OTP word, 3/6 = generic "code"
 * (latin/CJK). At any position the negatives are tried first, so compounds win over nouns.
 */
export const OTP_KEYWORD_RE = compile(
  `${LATIN_START}(?:(${latinSrc(NEG_LATIN)})|(${latinSrc(OTP_STRONG_LATIN)})|(${latinSrc(OTP_GENERIC_LATIN)}))${LATIN_END}` +
    `|${CJK_START}(?:(${cjkSrc(NEG_CJK)})|(${cjkSrc(OTP_STRONG_CJK)})|(${cjkSrc(OTP_GENERIC_CJK)}))`,
  'gi',
);

/** Just the strong code words ("verification code", "認証コード"…), for intent scoring. */
const OTP_STRONG: Family = [OTP_STRONG_LATIN, OTP_STRONG_CJK];

/** Message is about a meeting: its "passcode" and ids are not sign-in codes. */
export const MEETING_RE = compile(alt([
  'meeting id', 'join (?:zoom|the|teams|google meet)? ?meeting', 'zoom meeting', 'webinar', 'microsoft teams meeting',
  'google meet', 'meeting password', 'besprechungs-?id', 'r[ée]union zoom', 'reuni[óo]n', 'reuni[ãa]o', 'riunione',
  'vergadering', 'spotkani\\p{L}*', 'toplant[ıi]', 'встреч\\p{L}*', 'конференци\\p{L}*',
  'зустріч\\p{L}*', 'möte(?:t|s|n)?', 'schůzk\\p{L}*', 'rapat', 'pertemuan', 'cuộc họp', 'اجتماع\\p{L}*', '(?:ה)?פגישה', 'מזהה פגישה', 'मीटिंग',
], ['会議', 'ミーティング', '会议', '會議', '회의', 'การประชุม']));

/** Message is about travel or a booking: a "confirmation code" there is a booking reference. */
export const BOOKING_RE = compile(alt([
  'flight', 'booking', 'reservation', 'itinerary', 'check-?in', 'hotel', 'boarding', 'pnr', 'flug', 'buchung',
  'r[ée]servation', 'reserva', 'vuelo', 'voo', 'prenotazione', 'volo', 'reservering', 'vlucht', 'boeking',
  'rezerwacj\\p{L}*', 'rezervasyon', 'u[çc]u[şs]', 'бронировани\\p{L}*', 'рейс', 'отел\\p{L}*',
], ['予約', '航班', '预订', '預訂', '酒店', '예약', '항공편', '호텔']));

/** Payment receipts: their "authorization/approval code" is the card network's, not the reader's. */
export const PAYMENT_RE = compile(alt([
  'receipt', 'payment', 'paid', 'charged', 'card ending', 'visa', 'mastercard', 'amex', 'subtotal', 'invoice', 'transaction',
  'zahlung', 'quittung', 'beleg', 're[çc]u', 'paiement', 'recibo', 'pago', 'ricevuta', 'pagamento', 'betaling', 'p[łl]atno[śs][ćc]',
  '[öo]deme', 'оплат\\p{L}*', 'чек',
], ['領収', '收据', '收據', '영수증', '決済', '支付', '결제']));

/** Promotions on the code's line: "use code SAVE20 at checkout for 20% off". */
/** A code the mail says is spent: "already used", "has expired". Read on the token's own line. */
export const SPENT_LINE_RE = compile(alt([
  'already (?:been )?used', 'has (?:already )?been used', 'was used', '(?:has|had) expired', 'is no longer valid', 'no longer works',
  'bereits (?:verwendet|benutzt|genutzt|eingel[öo]st)', 'abgelaufen\\p{L}*', 'ung[üu]ltig', 'nicht mehr (?:verwendet|g[üu]ltig)', 'd[ée]j[àa] (?:[ée]t[ée] )?utilis[ée]\\p{L}*', 'a expir[ée]', 'ya (?:ha sido|fue) (?:usado|utilizado)',
  'ha caducado', 'j[áa] foi (?:usado|utilizado)', 'expirou', 'gi[àa] (?:stato )?utilizzato', '[èe] scaduto', 'al gebruikt', 'is verlopen',
  'zosta[łl] ju[żz] u[żz]yty', 'wygas[łl]', 'zaten kullan[ıi]ld[ıi]', 's[üu]resi doldu', 'уже (?:был )?использован\\p{L}*', 'ист[её]к', 'вже (?:було )?використан\\p{L}*',
  'redan (?:använd|anv[äa]nts)', 'har gått ut', 'již (?:byl )?použit\\p{L}*', 'vypršel\\p{L}*', 'sudah digunakan', 'kedaluwarsa', 'đã được sử dụng', 'đã hết hạn',
  'تم استخدام\\p{L}*', 'منتهي\\p{L}* الصلاحية', 'כבר (?:נוצל|שומש|בשימוש)', 'פג תוקפו', 'पहले ही (?:इस्तेमाल|उपयोग)', 'समाप्त हो (?:चुका|गया)',
], ['已使用', '已被使用', '已过期', '已過期', '已失效', '使用済み', '期限切れ', '이미 사용', '만료된', '만료되었', 'ถูกใช้(?:ไป)?แล้ว', 'หมดอายุแล้ว']), 'i');

export const PROMO_LINE_RE = compile(`${alt([
  'off your (?:next )?(?:order|purchase)', 'discount', 'coupon', 'promo\\p{L}*', 'checkout', 'redeem', 'voucher',
  'gift ?card', 'rabatt',
  'gutschein', 'r[ée]duction', 'remise', 'descuento', 'desconto', 'sconto', 'korting', 'rabat\\p{L}*', 'indirim',
  'скидк\\p{L}*', 'промокод\\p{L}*', 'cup[óo]n', 'cupom', 'kupon\\p{L}*', 'taniej', 'zni[żz]k\\p{L}*', 'sleva', 'slev\\p{L}*', 'rabattkod\\p{L}*',
  'giảm giá', 'khuyến mãi', 'diskon', 'potongan', 'خصم', 'הנחה', 'छूट', 'ส่วนลด',
], ['割引', '折扣', '优惠', '할인', 'クーポン', '쿠폰'])}|\\d\\s?%`);

/** Units and currencies right after a number: it is a quantity, not a code. */
export const UNIT_AFTER_RE = compile(`^\\s?(?:${alt([
  'minutes?', 'mins?', 'hours?', 'hrs?', 'seconds?', 'secs?', 'days?', 'minuten', 'stunden', 'tage', 'minutos', 'horas',
  'minuti', 'ore', 'minuten', 'uur', 'minut\\p{L}*', 'godzin\\p{L}*', 'dakika', 'saat', 'минут\\p{L}*', 'час\\p{L}*',
  'km', 'mi', 'miles', 'kg', 'lbs?', 'mb', 'gb', 'kb', 'tb', 'px', 'pts?', 'points', 'punkte', 'steps', 'views',
  'followers', 'usd', 'eur', 'gbp', 'chf', 'pln', 'try', 'rub', 'jpy', 'cny', 'krw', 'brl', 'zł', 'zl', 'tl', 'руб\\p{L}*',
  'kr', 'euros?', 'dollars?', 'reais', 'yen',
], ['分', '分钟', '分鐘', '時間', '小时', '분', '시간', '円', '元', '원', '€', '\\$', '£', '¥', '₺', '₽', '₩', '%'])})`);

// ---------------------------------------------------------------------------------------
// Intent cues
// ---------------------------------------------------------------------------------------

/** Completing a sign-in: login, 2FA, new device, "verify it's you". */
const LOGIN_CUE: Family = [[
  'sign(?:ing|ed)?[- ]?in', 'log(?:ging|ged)?[- ]?in', 'logon', 'two[- ]factor', '2fa', 'mfa', 'multi[- ]factor', '(?:2|two)[- ]step',
  'new (?:device|browser|computer|location)', 'authenticat\\p{L}*', 'verify (?:it\'s|it is) you', 'confirm (?:it\'s|it is) you',
  'verify your identity', 'confirm your identity', 'access your account', 'trying to access',
  'anmeld(?:en|ung)', 'einloggen', 'zwei-faktor', 'neues ger[äa]t', 'connexion', 'se connecter', 'vous connecter',
  'authentification', 'deux facteurs', 'nouvel appareil', 'iniciar sesi[óo]n', 'inicio de sesi[óo]n', 'acceder',
  'ingresar', 'dos (?:factores|pasos)', 'nuevo dispositivo', 'entrar', 'iniciar sess[ãa]o', 'acessar', 'fazer login',
  'dois fatores', 'novo dispositivo', 'accedere', 'accesso', 'accedi', 'due fattori', 'nuovo dispositivo',
  'inloggen', 'aanmelden', 'log in', 'tweestaps\\p{L}*', 'twee-?factor\\p{L}*', 'nieuw apparaat', 'logowani\\p{L}*',
  'zaloguj\\p{L}*', 'zalogowa\\p{L}*', 'uwierzytelniani\\p{L}*', 'dwuetapow\\p{L}*', 'nowe urz[ąa]dzenie',
  'giri[şs]\\p{L}*', 'oturum a[çc]\\p{L}*', 'iki ad[ıi]ml[ıi]', 'iki fakt[öo]rl[üu]', 'yeni cihaz', 'вход\\p{L}*',
  'войти', 'авторизаци\\p{L}*', 'двухфактор\\p{L}*', 'новое устройство', 'нового устройства',
  'вхід\\p{L}*', 'увійти', 'входу', 'двофактор\\p{L}*', 'новий пристрій', 'нового пристрою', 'logga in', 'inloggning\\p{L}*', 'tvåstegs\\p{L}*',
  'ny enhet', 'bankid', 'přihlášení', 'přihlásit', 'dvoufázov\\p{L}*', 'nové zařízení', 'masuk', 'login', 'perangkat baru', 'verifikasi dua langkah',
  'đăng nhập', 'thiết bị mới', 'xác thực hai (?:bước|yếu tố)', 'تسجيل (?:ال)?دخول', 'جهاز جديد', 'التحقق بخطوتين', 'المصادقة الثنائية',
  'התחברות', 'כניסה', 'להתחבר', 'מכשיר חדש', 'אימות דו[- ]?שלבי', 'लॉगिन', 'लॉग इन', 'साइन इन', 'नए डिवाइस',
], ['เข้าสู่ระบบ', 'ล็อกอิน', 'อุปกรณ์ใหม่', 'ยืนยันตัวตนสองขั้นตอน', 'ログイン', 'サインイン', '二段階認証', '2段階認証', '新しい端末', '新しいデバイス', '登录', '登入', '登陆', '两步验证',
  '兩步驗證', '双重验证', '新设备', '로그인', '2단계 인증', '새 기기', '새로운 기기']];
export const LOGIN_CUE_RE = compile(alt(...LOGIN_CUE));

/** Confirming an address or an action: sign-up, e-mail change, double opt-in, payouts, deletion. */
const VERIFY_CUE: Family = [[
  '(?:verify|confirm|validate) (?:your |the |this |my |new )?(?:e-?mail|email address|address|account|registration|sign[- ]?up|subscription|new email)',
  'activate (?:your )?account', 'account activation', 'complete (?:your )?(?:registration|sign[- ]?up)', 'sign(?:ing)? up',
  'create (?:your|an|a new) account', 'creating (?:your|an) account', 'registration', 'registering', 'welcome to',
  'email change', 'change (?:of )?(?:your )?email', 'new email address', 'double opt-?in', 'opt-?in',
  'confirm (?:your )?subscription', 'subscribe', 'payout', 'withdrawal', 'transfer', 'delet\\p{L}*', 'close your account',
  'confirm this (?:action|change|request)', 'approve',
  '(?:confirm|approve|authori[sz]e) (?:your |the |this )?(?:payment|purchase|transaction|transfer)', 'e-?mail-?adresse best[äa]tigen', 'best[äa]tig\\p{L}*', 'registrier\\p{L}*',
  'konto aktivieren', 'auszahlung', 'l[öo]sch\\p{L}*', 'confirm\\p{L}* (?:votre|ton) (?:adresse|e-?mail|inscription|compte)',
  'v[ée]rifi\\p{L}* (?:votre|ton) (?:adresse|e-?mail)', 'inscription', 'activer votre compte', 'cr[ée]er votre compte',
  'retrait', 'suppression', 'confirm\\p{L}* (?:tu|su|seu|sua|o seu|a sua) (?:correo|direcci[óo]n|e-?mail|endere[çc]o|cuenta|conta|cadastro|registro)',
  'verific\\p{L}* (?:tu|su|seu|sua) (?:correo|direcci[óo]n|e-?mail|endere[çc]o|cuenta|conta)', 'registro', 'cadastro',
  'activar (?:tu|su) cuenta', 'ativar (?:sua )?conta', 'crear (?:tu|una) cuenta', 'criar (?:sua|uma) conta', 'retiro',
  'eliminaci[óo]n', 'saque', 'exclus[ãa]o', 'conferm\\p{L}* (?:il tuo|la tua|l\'|il) ?(?:indirizzo|e-?mail|account|iscrizione|registrazione)',
  'verific\\p{L}* (?:il tuo|la tua) (?:indirizzo|e-?mail)', 'registrazione', 'iscrizione', 'attiva\\p{L}* (?:il tuo )?account',
  'prelievo', 'eliminazione', 'bevestig\\p{L}*', 'verifieer\\p{L}*', 'registratie', 'activeer', 'uitbetaling', 'verwijder\\p{L}*',
  'potwierd\\p{L}*', 'zweryfikuj\\p{L}*', 'weryfikacj\\p{L}* (?:adresu|e-?maila)', 'rejestracj\\p{L}*', 'aktywuj\\p{L}*',
  'wyp[łl]at\\p{L}*', 'usuni[ęe]ci\\p{L}*', 'do[ğg]rula\\p{L}*', 'onayla\\p{L}*', 'kay[ıi]t\\p{L}*', '[üu]yelik', 'etkinle[şs]tir\\p{L}*',
  'para [çc]ekme', 'silme', 'подтверд\\p{L}*', 'подтверждени\\p{L}*', 'регистраци\\p{L}*', 'активир\\p{L}*', 'вывод средств', 'удалени\\p{L}*',
  'підтверд\\p{L}*', 'підтвердження', 'реєстраці\\p{L}*', 'видаленн\\p{L}*', 'публікаці\\p{L}*', 'одержувач\\p{L}*', 'переказ\\p{L}*',
  'bekräfta\\p{L}*', 'verifiera\\p{L}*', 'registrering\\p{L}*', 'ny mottagare', 'mottagare', 'överföring\\p{L}*', 'godkänn\\p{L}*', 'radera\\p{L}*',
  'potvr\\p{L}*', 'ověř\\p{L}*', 'registrac\\p{L}*', 'platb\\p{L}*', 'příjemc\\p{L}*', 'smazání', 'zrušení účtu',
  'verifikasi (?:email|alamat|akun)', 'konfirmasi\\p{L}*', 'pendaftaran', 'daftar', 'penerima baru', 'transfer', 'penarikan', 'hapus akun',
  'xác (?:minh|nhận) (?:email|địa chỉ|tài khoản|giao dịch|chuyển)', 'đăng ký', 'chuyển (?:khoản|tiền)', 'người nhận', 'rút tiền', 'xóa tài khoản', 'giao dịch',
  'تأكيد (?:ال)?(?:بريد|حساب|تسجيل|تحويل|عملية)', 'التسجيل', 'إنشاء حساب', 'مستفيد', 'تحويل', 'سحب', 'حذف (?:ال)?حساب',
  'אימות (?:כתובת|הדוא"ל|המייל|החשבון)', '(?:ה|ל|ו)?הרשמה', 'לאמת', 'ולאמת', 'אמתו', 'אמת את', 'אישור (?:כתובת|העברה|הוספת|מוטב|פעולה)', 'הרשמה', 'מוטב', 'העברה', 'מחיקת (?:ה)?חשבון',
  'सत्यापित', 'पुष्टि', 'रजिस्ट्रेशन', 'पंजीकरण', 'लाभार्थी', 'भुगतान', 'ट्रांसफर', 'मैंडेट', 'ऑटोपे',
  'publish\\p{L}*', 'authori[sz]e', 'payee', 'beneficiar\\p{L}*', 'recipient', 'autoriza\\p{L}*', 'transferencia', 'bonifico', 'autorizza\\p{L}*',
  'odbiorc\\p{L}*', 'przelew\\p{L}*', 'autoryzuj\\p{L}*', 'autoryzacj\\p{L}* (?:przelewu|płatności|transakcji)', 'resgate', 'transfer[êe]ncia', 'virement', 'b[ée]n[ée]ficiaire',
  'autoris\\p{L}*', 'changement d\'adresse', 'nouvelle adresse', 'adresse (?:e-?mail|[ée]lectronique) (?:modifi[ée]e|chang[ée]e)', 'neue e-?mail-adresse', 'empf[äa]nger',
  'überweisung', 'nieuwe begunstigde', 'begunstigde', 'overboeking', 'alıcı', 'havale', 'получател\\p{L}*', 'перевод\\p{L}*',
], ['交易驗證', '交易验证', '約定帳號', '约定账号', '탈퇴', '수취인', '이체', '송금', '收款人', '转账', '轉帳', '約定帳戶', '约定账户', '付款人', '添加收款', '新增收款', '受取人', '振込', '送金', '退会',
  'ยืนยันอีเมล', 'ยืนยันที่อยู่อีเมล', 'สมัครสมาชิก', 'ลงทะเบียน', 'ผู้รับเงิน', 'โอนเงิน', 'ถอนเงิน', 'ลบบัญชี', 'เปลี่ยนอีเมล', 'メールアドレスの確認', 'メールアドレスを確認', 'メールアドレス確認', '本登録', '会員登録', '仮登録', '登録', 'アカウントの有効化',
  '出金', '削除', '验证您的邮箱', '验证邮箱', '確認您的電子郵件', '验证你的邮箱', '确认邮箱', '确认您的邮箱', '注册', '註冊', '激活',
  '提现', '删除', '이메일 인증', '이메일 주소 (?:인증|확인)', '회원 ?가입', '가입', '계정 활성화', '출금', '삭제']];
export const VERIFY_CUE_RE = compile(alt(...VERIFY_CUE));

/** Resetting a password. */
const RESET_CUE: Family = [[
  'reset (?:[\\p{L}\\p{N}\'’-]+ ){0,3}password', 'password reset', 'reset password', 'forgot (?:your |my )?password', 'forgotten password',
  '(?:choose|create|set|pick) (?:a |your )?new,? (?:(?:strong|secure|unique),? )?password', 'recover (?:your )?(?:account|password)', 'password recovery',
  'passwor(?:t|d) (?:zur[üu]cksetzen|vergessen)', 'zur[üu]cksetzen', '(?:passwort|kennwort) zur[üu]ck', 'passwort neu (?:festlegen|setzen|vergeben)', 'neues passwort', 'kennwort zur[üu]cksetzen',
  'r[ée]initialis\\p{L}*', 'mot de passe oubli[ée]', 'nouveau mot de passe', 'restablec\\p{L}* (?:\\p{L}+ ){0,2}contrase[ñn]a',
  'restablecimiento', 'olvidaste (?:tu )?contrase[ñn]a', 'nueva contrase[ñn]a', 'recuperar (?:tu |sua )?(?:contrase[ñn]a|senha)',
  'redefin\\p{L}* (?:\\p{L}+ ){0,2}senha', 'redefini[çc][ãa]o de senha', 'esqueceu (?:a |sua )?senha', 'nova senha',
  'reimposta\\p{L}* (?:\\p{L}+ ){0,2}password', 'reimpostazione', 'password dimenticata', 'recupero password', 'nuova password',
  'wachtwoord (?:opnieuw instellen|resetten|herstellen|vergeten|wijzigen)', 'nieuw wachtwoord', 'z?resetuj\\p{L}* (?:\\p{L}+ ){0,2}has[łl]\\p{L}*', 'resetowani\\p{L}* has[łl]\\p{L}*', 'reset has[łl]a', 'nowe has[łl]o', 'nie pami[ęe]tasz has[łl]a',
  '(?:[şs]ifre|parola)\\p{L}* (?:\\p{L}+ )?s[ıi]f[ıi]rla\\p{L}*', '(?:[şs]ifremi|parolam[ıi]) unuttum', 'yeni (?:[şs]ifre|parola)',
  'zmian[aęy] has[łl]a', '(?:request(?:ed)?|asked) to change (?:your |the )?password',
  'сброс\\p{L}* (?:\\p{L}+ )?парол\\p{L}*', 'сбросить пароль', 'восстановлени\\p{L}* парол\\p{L}*', 'забыли пароль', 'новый пароль',
  'recover(?:y)? (?:your |the )?account', 'account recovery', 'r[ée]cup[ée]ration (?:de |du )?(?:votre |ton )?(?:compte|acc[èe]s)', 'r[ée]cup[ée]rer (?:votre |ton )?compte',
  'recupero (?:dell\'|del (?:tuo |suo )?)?account', 'recuperare (?:il tuo )?account', 'recuperaci[óo]n de (?:tu |la )?cuenta', 'recupera[çc][ãa]o de conta', 'kontowiederherstellung', 'konto wiederherstellen',
  'accountherstel', 'odzyskiwani\\p{L}* (?:konta|dost[ęe]pu)', 'hesap kurtarma', 'восстановлени\\p{L}* (?:доступа|аккаунта|учётной записи|учетной записи)', 'kod\\p{L}* resetu', 'reset\\p{L}* has[łl]\\p{L}*', 'z?resetowani\\p{L}* has[łl]\\p{L}*',
  'שחזור', 'לשחזור', 'скинути пароль', 'скидання пароля', 'відновлення (?:пароля|доступу|облікового запису)', 'забули пароль', 'новий пароль',
  'återställ\\p{L}* (?:ditt |ett )?lösenord', 'glömt (?:ditt )?lösenord', 'nytt lösenord', 'återställning av lösenord', 'obnov\\p{L}* hesl\\p{L}*', 'zapomenut\\p{L}* hesl\\p{L}*', 'nové heslo', 'obnovení účtu', 'resetování hesla',
  'atur ulang (?:kata sandi|sandi)', 'reset (?:kata sandi|sandi)', 'lupa (?:kata sandi|sandi)', 'pemulihan akun', 'kata sandi baru',
  'đặt lại mật khẩu', 'quên mật khẩu', 'khôi phục (?:mật khẩu|tài khoản)', 'mật khẩu mới',
  'إعادة تعيين كلمة (?:ال)?مرور', 'نسيت كلمة (?:ال)?مرور', 'استعادة (?:ال)?حساب', 'كلمة مرور جديدة',
  'איפוס (?:ה)?סיסמה', 'שכחת (?:את )?(?:ה)?סיסמה', 'שחזור (?:ה)?חשבון', 'סיסמה חדשה', 'पासवर्ड रीसेट', 'पासवर्ड भूल', 'नया पासवर्ड', 'खाता रिकवरी',
], ['帳號復原', '帳戶復原', '账号恢复', '帐号恢复', '找回账号', '找回帳號', '復原帳號', 'アカウントの復旧', 'アカウント復旧', '계정 복구', 'รีเซ็ตรหัสผ่าน', 'ตั้งรหัสผ่านใหม่', 'ลืมรหัสผ่าน', 'กู้คืนบัญชี', 'パスワードの再設定', 'パスワードを再設定', 'パスワード再設定', 'パスワードをリセット', 'パスワードのリセット', 'パスワードを忘れ',
  '重置密码', '重設密碼', '重置您的密码', '找回密码', '忘记密码', '忘記密碼', '비밀번호를? 재설정', '비밀번호 찾기', '비밀번호를 잊', '密码重置', '重设密码']];
export const RESET_CUE_RE = compile(alt(...RESET_CUE));

/** A one-click sign-in link. */
const MAGIC_CUE: Family = [[
  'magic link', 'sign[- ]?in link', 'log[- ]?in link', 'login link', 'passwordless', 'link to (?:sign|log) ?in',
  '(?:click|tap|use|press|follow) (?:the |this )?(?:link|button)(?: below)? to (?:sign|log) ?in(?:to)?',
  '(?:sign|log) (?:me )?in (?:with one click|instantly|with this link)', 'one[- ]click (?:sign|log)[- ]?in',
  'anmelde-?link', 'login-?link', 'lien de connexion', 'enlace (?:de|para) (?:inicio de sesi[óo]n|iniciar sesi[óo]n|acceso)',
  'link (?:de|para) (?:acesso|entrar|login)', 'link di accesso', 'inloglink', 'link do logowania', 'giri[şs] ba[ğg]lant[ıi]s[ıi]',
  'ссылк\\p{L}* для входа', 'посилання для входу', 'inloggningslänk\\p{L}*', 'odkaz (?:pro|k) přihlášení', 'tautan (?:masuk|login)', 'liên kết đăng nhập',
  'رابط (?:ال)?دخول', '(?:ה)?קישור (?:שלך )?(?:ל)?כניסה', 'लॉगिन लिंक',
], ['ลิงก์เข้าสู่ระบบ', 'ログインリンク', 'ログイン用リンク', 'ログイン用のリンク', '登录链接', '登入連結', '로그인 링크']];
export const MAGIC_CUE_RE = compile(alt(...MAGIC_CUE));

/** Invitation to join a team, workspace, organisation or project. */
const INVITE_CUE: Family = [[
  'invited you', 'invited to join', 'has invited', 'have been invited', 'you\'ve been invited', 'invitation to join',
  'invites you to join', 'join (?:the |their |your |our )?(?:team|workspace|organi[sz]ation|org|project|board|channel|group|account)',
  'accept (?:the |this |your )?invit\\p{L}*', 'hat (?:sie|dich) (?:zu \\p{L}+ )?eingeladen', 'einladung', 'vous a invit[ée]',
  'invitation [àa] rejoindre', 'rejoindre', 'te (?:ha )?invit\\p{L}*', 'le ha invitado', 'invitaci[óo]n para unirte',
  'convidou', 'convite', 'ti ha invitato', 'invito a unirti', 'invitato', 'heeft je uitgenodigd', 'uitnodiging', 'zaprasza\\p{L}*',
  'zaprosi[łl]\\p{L}*', 'zaproszeni\\p{L}*', 'davet et\\p{L}*', 'davetiye', 'пригласил\\p{L}*', 'приглашени\\p{L}*',
  'запрошу\\p{L}*', 'запросив\\p{L}*', 'запрошенн\\p{L}*', 'inbjud\\p{L}*', 'har bjudit in', 'pozván\\p{L}*', 'pozvánk\\p{L}*', 'vás zve', 'tě zve',
  'mengundang', 'undangan', 'diundang', 'mời bạn', 'lời mời', 'đã mời', 'دعاك', 'تدعوك', 'يدعوك', 'للانضمام', 'دعوة للانضمام', 'دعوة', 'הזמין אותך', 'הוזמנת', 'הזמנה להצטרף', 'आमंत्रित', 'आमंत्रण', 'निमंत्रण',
], ['เชิญคุณ', 'คำเชิญ', '招待されました', 'に招待', '招待', '邀请您加入', '邀请你加入', '邀請您加入', '邀请', '邀請', '초대했습니다', '초대']];
export const INVITE_CUE_RE = compile(alt(...INVITE_CUE));

/** Calendar invitations: null intent even though they "invite". */
const CALENDAR: Family = [[
  'updated invitation', 'calendar', 'rsvp', 'add to calendar', 'invited you to an? (?:event|meeting)',
  'join (?:with )?(?:zoom|google meet|teams)', 'meeting id', 'zoom meeting', 'teams meeting', 'kalender', 'calendrier', 'invitation mise [àa] jour', 'calendario', 'calend[áa]rio', 'agenda',
  'kalendarz\\p{L}*', 'takvim', 'календар\\p{L}*',
], ['カレンダー', '日历', '日曆', '캘린더']];
export const CALENDAR_RE = compile(alt(...CALENDAR));

/** Calendar invitation subjects: "Invitation: Q2 sync @ Tue Apr 2…", "Einladung: …". */
export const CALENDAR_SUBJECT_RE = /^(?:updated |aktualisierte )?(?:invitation|einladung|invitación|convite|invito|uitnodiging|zaproszenie|davet|приглашение|招待|邀请|邀請|초대|inbjudan|pozvánka|запрошення|undangan|lời mời|دعوة|הזמנה|निमंत्रण|आमंत्रण|คำเชิญ|会议邀请|會議邀請|ミーティングの招待)\s*[:：]/iu;

/** Notices that a sign-in happened or a password changed: informational, null intent. */
const ALERT: Family = [[
  'new (?:sign[- ]?in|log[- ]?in|device sign[- ]?in)', 'sign[- ]?in (?:attempt|alert|from)', 'log[- ]?in (?:attempt|alert|from)',
  '(?:signed|logged) in (?:from|on) (?:a )?new', 'new (?:device|browser|location) (?:signed in|logged in|detected|sign[- ]?in|log[- ]?in)',
  'security alert', 'unusual (?:activity|sign[- ]?in)', 'suspicious', 'was this you', 'wasn\'t you', 'was not you',
  'password (?:was |has been )?(?:changed|updated)', '(?:changed|updated) your password', 'your password was reset',
  'password has been reset', 'neue anmeldung', 'sicherheitswarnung', 'passwort (?:wurde|ist) ge[äa]ndert', 'nouvelle connexion',
  'alerte de s[ée]curit[ée]', 'mot de passe a [ée]t[ée] modifi[ée]', 'nuevo inicio de sesi[óo]n', 'alerta de seguridad',
  'contrase[ñn]a (?:ha sido|fue) (?:cambiada|modificada)', 'se cambi[óo] (?:tu|la) contrase[ñn]a', 'novo (?:acesso|login)',
  'alerta de seguran[çc]a', 'senha (?:foi )?alterada', 'nuovo accesso', 'avviso di sicurezza', 'password (?:[èe] stata )?modificata',
  'nieuwe (?:aanmelding|inlog)', 'wachtwoord is gewijzigd', 'nowe logowanie', 'alert bezpiecze[ńn]stwa', 'has[łl]o zosta[łl]o zmienione',
  'yeni giri[şs]', 'g[üu]venlik uyar[ıi]s[ıi]', '[şs]ifreniz de[ğg]i[şs]tirildi', 'новый вход', 'пароль (?:был )?изм[её]н\\p{L}*',
  'подозрительн\\p{L}*', 'новий вхід', 'підозріл\\p{L}*', 'пароль (?:було )?змінено', 'ny inloggning', 'säkerhetsvarning', 'lösenord(?:et)? har ändrats',
  'nové přihlášení', 'bezpečnostní upozornění', 'heslo (?:bylo )?změněno', 'login baru', 'peringatan keamanan', 'kata sandi (?:telah |anda )?diubah',
  'đăng nhập mới', 'cảnh báo bảo mật', 'mật khẩu (?:đã được|đã) thay đổi', 'تسجيل دخول جديد', 'تنبيه أمني', 'تم تغيير كلمة (?:ال)?مرور',
  'התחברות חדשה', 'התראת אבטחה', 'הסיסמה (?:שלך )?שונתה', 'नया लॉगिन', 'सुरक्षा अलर्ट', 'पासवर्ड बदल दिया गया',
  '(?:e-?mail|email address) (?:was |has been )?changed', 'changed your (?:e-?mail|email address)',
  'adresse (?:e-?mail |[ée]lectronique )?(?:a [ée]t[ée] )?modifi[ée]e', 'e-?mail-adresse (?:wurde )?ge[äa]ndert', 'email (?:anda )?(?:telah )?diubah', 'alamat email (?:anda )?(?:telah )?diubah', 'telah diubah',
  'has[łl]o (?:do (?:twojego|twego) konta )?zosta[łl]o zmienione', 'адрес электронной почты (?:был )?изм[её]н\\p{L}*', 'yeni bir cihazdan giri[şs]', 'e-posta adresiniz de[ğg]i[şs]tirildi', 'нов\\p{L}* вход\\p{L}*', 'login dari perangkat', 'लॉगिन (?:हुआ|किया गया)', 'नए डिवाइस से लॉगिन',
], ['새로운 환경에서 로그인', '로그인되었습니다', '새로운 환경', 'การเข้าสู่ระบบใหม่', 'การแจ้งเตือนความปลอดภัย', 'รหัสผ่านของคุณถูกเปลี่ยน', 'เปลี่ยนรหัสผ่านแล้ว', '新しいログイン', '新しい端末からの?ログイン', '新しいデバイスからの?ログイン', 'パスワードが変更されました', 'パスワードを変更しました',
  '新的登录', '新设备登录', '在新设备上登录', '新裝置登入', '새로운 기기에서 로그인', '새 기기에서 로그인', '로그인 알림',
  '密码已(?:更改|修改)', '密碼已變更', '새로운 로그인', '새 로그인', '비밀번호가 변경되었습니다', '보안 알림']];
export const ALERT_RE = compile(alt(...ALERT));

// ---------------------------------------------------------------------------------------
// Link typing
// ---------------------------------------------------------------------------------------

/** Unsubscribe and e-mail preference links, by their words. */
export const UNSUB_TEXT_RE = compile(alt([
  'unsubscribe', 'unsub', 'opt[- ]?out', 'email preferences', 'e-mail preferences', '(?:manage|update|change|edit) (?:your )?(?:email |notification |subscription |communication )?(?:preferences|settings|subscriptions?)',
  '(?:manage|edit|update|change) (?:your )?(?:\\p{L}+ )?(?:alerts|notifications)', 'alert settings',
  '(?:email|e-mail|notification|subscription|communication|mailing|marketing|newsletter) (?:preferences|settings)', 'preference cent(?:er|re)', 'stop receiving',
  'abmelden', 'abbestellen', 'newsletter abbestellen', 'e-mail-einstellungen', 'benachrichtigungseinstellungen', 'einstellungen',
  'se d[ée]sabonner', 'se d[ée]sinscrire', 'd[ée]sinscription', 'd[ée]sabonnement', 'pr[ée]f[ée]rences', 'darse de baja', 'darte de baja',
  'cancelar (?:la )?suscripci[óo]n', 'preferencias', 'cancelar (?:a )?inscri[çc][ãa]o', 'descadastr\\p{L}*', 'prefer[êe]ncias',
  'annulla (?:l\')?iscrizione', 'disiscriviti', 'cancella iscrizione', 'preferenze', 'afmelden', 'uitschrijven', 'voorkeuren',
  'wypisz si[ęe]', 'zrezygnuj z subskrypcji', 'anuluj subskrypcj[ęe]', 'preferencje', 'abonelikten [çc][ıi]k', 'abonelik iptal',
  'aboneli[ğg]i iptal', 'tercihler', 'отписаться', 'отписка', 'настройки (?:уведомлений|рассылки|подписки)',
  // Notification settings, "stop these alerts", "unwatch", "manage alert e-mails" (issue 14)
  'stop (?:these |this |all |the )?(?:\\S+ )?(?:alerts|notifications|e-?mails)', 'mute (?:these |this |all )?(?:alerts|notifications)',
  'turn off (?:\\S+ )?(?:alerts|notifications)', 'unwatch', 'unfollow (?:this )?(?:thread|issue|conversation|repository|project)',
  '(?:manage|edit|update|change) (?:your )?(?:\\S+ )?(?:alert|notification) (?:e-?mails|messages)',
  'benachrichtigungen (?:verwalten|deaktivieren|abbestellen|ausschalten)', '(?:verwalte|deaktiviere) (?:\\S+ )?benachrichtigungen', 'e-?mail-?einstellungen',
  'g[ée]rer (?:mes |vos |les )?(?:\\S+ )?(?:notifications|alertes)', 'param[èe]tres (?:de |des )?notifications?', 'arr[êe]ter (?:ces |les )?(?:alertes|notifications)',
  'gestiona[a-z\\u00C0-\\u024F]* (?:\\S+ ){0,2}(?:alertas|notificaciones)', 'configuraci[óo]n de (?:las )?notificaciones', 'desactiva[a-z\\u00C0-\\u024F]* (?:\\S+ )?(?:alertas|notificaciones)',
  'configura[çc][õo]es de (?:notifica[çc][ãa]o|notifica[çc][õo]es|e-?mail)', 'gerenci[a-z\\u00C0-\\u024F]* (?:\\S+ ){0,2}(?:notifica[çc][õo]es|alertas)', 'parar de receber',
  'impostazioni (?:di |delle )?notifiche', 'gestisci (?:\\S+ ){0,2}(?:notifiche|avvisi)', 'disattiva (?:\\S+ )?(?:notifiche|avvisi)',
  'e-?mailvoorkeuren', 'meldingsinstellingen', 'meldingen (?:beheren|uitzetten)', '(?:beheer|wijzig) (?:je |uw )?(?:\\S+ )?(?:meldingen|voorkeuren)',
  'ustawienia powiadomie[ńn]', 'zarz[ąa]dzaj (?:\\S+ ){0,2}(?:powiadomieniami|zgodami|subskrypcj[a-z\\u00C0-\\u024F]*)', 'wy[łl][ąa]cz (?:\\S+ )?powiadomienia',
  '(?:e-?posta|bildirim|ileti[şs]im) tercih[a-z\\u00C0-\\u024F]*', 'bildirim ayarlar[a-z\\u00C0-\\u024F]*', 'bildirimleri (?:kapat|y[öo]net)',
  'настро[\\u0400-\\u04FF]* (?:\\S+ )?(?:подписк[\\u0400-\\u04FF]*|уведомлени[\\u0400-\\u04FF]*|рассылк[\\u0400-\\u04FF]*|оповещени[\\u0400-\\u04FF]*)',
  'управл[\\u0400-\\u04FF]* (?:\\S+ )?(?:подписк[\\u0400-\\u04FF]*|уведомлени[\\u0400-\\u04FF]*|рассылк[\\u0400-\\u04FF]*|оповещени[\\u0400-\\u04FF]*)', 'отключить (?:\\S+ )?(?:уведомления|оповещения)',
  'відписатися', 'налаштування (?:сповіщень|розсилки|підписки)', 'керувати (?:\\S+ )?(?:сповіщен[\\u0400-\\u04FF]*|підписк[\\u0400-\\u04FF]*|розсилк[\\u0400-\\u04FF]*)',
  '(?:зупинити|вимкнути) (?:ці |усі )?сповіщен[\\u0400-\\u04FF]*',
  'avsluta (?:\\S+ )?prenumeration[a-z\\u00C0-\\u024F]*', 'avprenumerera', 'e-?postinställningar', 'aviseringsinställningar',
  'hantera (?:\\S+ ){0,2}(?:aviseringar|notiser|utskick|prenumerationer)', 'stäng av (?:\\S+ )?(?:aviseringar|notiser)',
  'odhl[áa]sit (?:se )?(?:z )?odb[ěe]r[a-z\\u00C0-\\u024F]*', 'zru[šs]it odb[ěe]r', 'nastaven[íi] (?:e-?mail[a-z\\u00C0-\\u024F]*|upozorn[ěe]n[íi]|ozn[áa]men[íi])',
  'spravovat (?:\\S+ )?(?:upozorn[ěe]n[íi]|ozn[áa]men[íi]|odb[ěe]r[a-z\\u00C0-\\u024F]*)',
  'berhenti berlangganan', '(?:atur|kelola) (?:\\S+ ){0,2}(?:preferensi|notifikasi|pemberitahuan|langganan)', 'pengaturan (?:notifikasi|email|pemberitahuan)',
  'hủy đăng ký (?:nhận )?(?:email|bản tin)', '(?:quản lý|cài đặt|tắt) (?:\\S+ )?(?:thông báo|cảnh báo)', 'ngừng nhận', 'hủy theo dõi',
  'إلغاء (?:ال)?اشتراك', '(?:إدارة|إيقاف|تعطيل) (?:ال)?(?:تنبيهات|إشعارات)', 'إعدادات (?:ال)?(?:إشعارات|تنبيهات|بريد)',
  'ביטול (?:ה)?(?:מנוי|הרשמה)', 'הסרה מ(?:ה)?רשימ[\\u0590-\\u05FF]*', '(?:ה|ל)?הפסק[\\u0590-\\u05FF]* (?:את )?(?:ה)?התראות', 'הגדרות (?:ה)?(?:התראות|דוא"ל|מייל)',
  'ניהול (?:ה)?(?:התראות|דוא"ל|מיילים)',
  'सदस्यता (?:समाप्त|रद्द)', 'अनसब्सक्राइब', '(?:सूचना|नोटिफिकेशन|ईमेल) सेटिंग\\p{L}*', '(?:सूचनाएं|सूचनाएँ|अलर्ट) बंद',
], ['配信停止', '購読解除', '配信設定', 'メール配信', '退订', '退訂', '取消订阅', '取消訂閱', '通知设置', '수신 ?거부', '구독 ?취소', '알림 설정',
  '通知設定', '通知の設定', '通知を停止', 'ウォッチを解除', 'メール設定', '通知偏好', '邮件偏好', '郵件偏好', '取消关注', '取消關注',
  '(?:管理|关闭|關閉|停止接收)[^\\s。，]{0,6}?(?:提醒|通知)', '알림 그만 받기', '알림 끄기', '알림 해제', '이메일 설정',
  'จัดการการแจ้งเตือน', 'ตั้งค่าการแจ้งเตือน', 'ยกเลิกการรับ', 'ยกเลิกการสมัครรับ', 'หยุดรับ', 'เลิกติดตาม']));
export const UNSUB_URL_RE = /unsub|opt-?out|optout|\/preferences|email[-_]?pref|notification[-_]?settings|subscription[-_]?(?:center|centre|settings|manage)|manage[-_]?subscriptions?|list-manage\.com\/(?:unsubscribe|profile)|abmeld|desinscri|desabonn|darse-de-baja|\/baja|descadastr|disiscri|afmeld|uitschrijv|wypisz|abonelik/i;

export const RESET_TEXT_RE = compile(`${RESET_CUE_RE.source}|${alt(['(?:change|update) (?:your |my )?password', 'passwort [äa]ndern', 'changer (?:votre |de )?mot de passe', 'cambiar (?:tu |la )?contrase[ñn]a', 'alterar (?:sua |a )?senha', 'cambia(?:re)? (?:la )?password', 'wachtwoord wijzigen', 'zmie[ńn] has[łl]o', '[şs]ifre(?:ni|yi)? de[ğg]i[şs]tir', 'изменить пароль',
  // Imperatives with words between, credentials; the issue-14 languages.
  '(?:change|reset|update) (?:your |the )?(?:\\S+ ){0,2}credentials',
  '(?:[äa]ndere|[äa]ndern Sie) (?:\\S+ ){0,2}(?:passwort|kennwort)', '(?:changez|modifiez|modifier) (?:\\S+ ){0,2}mot de passe',
  'cambi(?:a|ar|e) (?:\\S+ ){0,2}contrase[ñn]a', '(?:alter(?:e|ar)|troc(?:a|ar|que)) (?:\\S+ ){0,2}senha', '(?:cambia|modifica)(?:re)? (?:\\S+ ){0,2}password',
  'wijzig(?:en)? (?:\\S+ ){0,3}wachtwoord', 'zmie[ńn](?:cie)? (?:\\S+ )?has[łl][a-z\\u00C0-\\u024F]*', '(?:[şs]ifre|parola)[a-z\\u00C0-\\u024F]* (?:\\S+ )?de[ğg]i[şs]tir(?:in|iniz)?',
  '(?:смените|измените|сменить) (?:\\S+ )?пароль', '(?:змініть|змінити|скиньте|скинути) (?:\\S+ )?пароль', '(?:byt|byta|ändra) (?:\\S+ )?lösenord[a-z\\u00C0-\\u024F]*',
  '(?:změňte|změnit|změň) (?:\\S+ ){0,2}hesl[a-z\\u00C0-\\u024F]*', 'změna hesla', '(?:ubah|ganti) (?:\\S+ )?(?:kata sandi|sandi)', '(?:thay )?đổi mật khẩu',
  '(?:أعد|أعيدي|أعيدوا) تعيين كلمة (?:ال)?مرور', '(?:غيّر|غير|غيري|تغيير) كلمة (?:ال)?مرور',
  '(?:אפס|אפסי|אפסו|לאפס|שנה|שני|שנו|לשנות|החלף|החליפי|החליפו) את (?:ה)?סיסמה', 'שינוי (?:ה)?סיסמה', 'पासवर्ड (?:बदलें|बदलिए|रीसेट करें)'],
['パスワードを変更', '更改密码', '修改密码', '비밀번호 변경', '비밀번호를 변경', 'パスワードの変更', 'パスワード変更', '更改密碼', '變更密碼', '修改密碼',
  '重[设設置][^\\s。，]{0,8}?密[码碼]', 'เปลี่ยนรหัสผ่าน'])}`);
export const RESET_URL_RE = /(?:reset|forgot|recover)[-_/]?(?:your[-_])?(?:password|pass|pwd|pw)?|password[-_/](?:reset|recover|forgot|new|change)|pwreset|passwort|wachtwoord|contrasena|senha|mot-de-passe|type=recovery/i;

export const VERIFY_TEXT_RE = compile(alt([
  '(?:verify|confirm|validate|activate) (?:your |my |the |this |new )?(?:e-?mail|email address|address|account|registration|subscription|sign[- ]?up)',
  'verify', 'confirm', 'validate', 'activate', 'approve(?: \\p{L}+)?', 'yes,? subscribe me',
  '(?:complete|finish) (?:your |the )?(?:registration|sign[- ]?up|signing up|account setup)',
  'best[äa]tig(?:en|e|ung)', 'e-?mail-?adresse best[äa]tigen', 'verifizier(?:en|e)', 'aktivier(?:en|e)', 'freigeben',
  'confirm(?:e|er|ez|ar|a|á|o)', 'v[ée]rifi(?:er|ez|car|que)', 'valid(?:er|ez|ar|e)', 'activ(?:er|ez|ar|a)', 'verific(?:ar|a|are|e)',
  'ativ(?:ar|e)', 'conferm(?:a|are|i)', 'attiva(?:re)?', 'bevestig(?:en)?', 'verifieer', 'activeer', 'goedkeuren',
  'potwierd\\p{L}*', 'zweryfikuj', 'aktywuj', 'zatwierd\\p{L}*', 'do[ğg]rula\\p{L}*', 'onayla\\p{L}*', 'etkinle[şs]tir', 'подтверд\\p{L}*',
  'активир\\p{L}*',
  '(?:e-?mail(?: address)?|address|account) (?:verification|confirmation|activation)', '(?:verification|confirmation|activation) link',
  'ano,? chci (?:odebírat|dostávat)[a-z\\u00C0-\\u024F]*', 'bekräfta', 'verifiera', 'aktivera', 'potvr(?:dit|ďte|dte|ď)', 'ověř(?:it|te)?', 'aktivovat', 'aktivujte',
  'підтверд[\\u0400-\\u04FF]*', 'активувати', 'verifikasi', 'konfirmasi', 'aktifkan', 'xác nhận', 'xác minh', 'kích hoạt',
  'تأكيد', 'تفعيل', 'تحقق', 'אמת(?:ו|י)?', 'לאמת', 'אימות', 'सत्यापित', 'पुष्टि',
], ['認証する', 'メールアドレスを確認', '本登録', '登録を完了', '承認', '验证', '驗證',
  '(?<!(?:履歴|状況|詳細|内容|明細|状態|記録|情報|活動|一覧|状态|狀態|记录|紀錄|記錄|详情|詳情)[をの的]?\\s*)(?:确认|確認)', '激活',
  '인증', '(?<!(?:기록|내역|활동|상태|정보|현황|이력) ?)확인', '승인', 'ยืนยัน']));
export const VERIFY_URL_RE = /verif|confirm|activat|validat|double[-_]?opt|opt[-_]?in|approve|bestaetig|bestatig|bevestig|potwierdz|dogrula|onay/i;

export const SIGNIN_TEXT_RE = compile(`${MAGIC_CUE_RE.source}|${alt([
  'sign ?in', 'log ?in', 'login', 'sign me in', 'log me in', 'continue to', 'access your account', 'go to (?:your )?account',
  'anmelden', 'einloggen', 'se connecter', 'connexion', 'me connecter', 'iniciar sesi[óo]n', 'entrar', 'acceder', 'accedi', 'accedere',
  'inloggen', 'aanmelden', 'zaloguj\\p{L}*', 'giri[şs] yap', 'oturum a[çc]', 'войти', 'вход',
  'logga in', 'přihlásit(?: se)?', 'přihlaste se', 'увійти', 'masuk', 'đăng nhập', 'تسجيل (?:ال)?دخول', 'כניסה', 'התחבר\\p{L}*', 'लॉग ?इन',
], ['ログイン', 'サインイン', '登录', '登入', '로그인', 'เข้าสู่ระบบ'])}`);
export const MAGIC_URL_RE = /magic|passwordless|email[-_]?login|login[-_]?(?:link|token|email)|signin[-_]?link|type=magiclink|\/(?:login|signin|sign-in|sign_in|log-in|session|auth|sso)(?:\/|\?|$)/i;

/** Anchor words that say nothing by themselves: look at the sentence around them. */
export const GENERIC_TEXT_RE = compile(`^(?:${alt([
  'here', 'click here', 'tap here', 'this link', 'link', 'the link', 'button', 'continue', 'go', 'open', 'click', 'this',
  'hier', 'hier klicken', 'ici', 'cliquez ici', 'aqu[íi]', 'haz clic aqu[íi]', 'clique aqui', 'aqui', 'qui', 'clicca qui',
  'klik hier', 'tutaj', 'kliknij tutaj', 'buraya', 'buraya t[ıi]klay[ıi]n', 'здесь', 'по ссылке', 'ссылке', 'weiter', 'continuer',
  'continuar', 'continua', 'doorgaan', 'dalej', 'devam', 'продолжить',
], ['ここ', 'こちら', 'こちらをクリック', '这里', '點擊這裡', '点击这里', '여기', '클릭'])})[\\s.!:>»→]*$`);

/** "If the button does not work, copy this address": the bare URL repeats the button. */
export const COPY_PASTE_RE = compile(alt([
  'copy', 'paste', 'button (?:above|doesn\'t|does not|isn\'t)', 'doesn\'t work', 'does not work', 'kopier\\p{L}*',
  'copi\\p{L}*', 'kopieer', 'skopiuj', 'kopyala\\p{L}*', 'скопируйте', 'вставьте',
], ['コピー', '复制', '複製', '복사']));

/** Invitation accept/decline words: those links are "other" however tokenised they are. */
export const INVITE_LINK_RE = compile(`${alt([
  'accept\\p{L}*', 'decline', 'join\\p{L}*', 'view invitation', 'annehmen', 'ablehnen', 'beitreten', 'accepter', 'refuser',
  'rejoindre', 'aceptar', 'rechazar', 'unirse', 'unirme', 'aceitar', 'recusar', 'participar', 'accetta', 'rifiuta', 'unisciti',
  'accepteren', 'weigeren', 'deelnemen', 'akceptuj\\p{L}*', 'do[łl][ąa]cz\\p{L}*', 'kabul et', 'reddet', 'kat[ıi]l', 'принять', 'отклонить',
  'присоединиться',
], ['参加', '承諾', '招待を受け', '招待を承認', '接受', '加入', '수락', '참여'])}|^\\s*(?:yes|no|maybe|ja|nein|vielleicht|oui|non|peut-être|s[íi]|quiz[áa]s|sim|n[ãa]o|talvez|forse|nee|misschien|tak|nie|evet|hay[ıi]r|да|нет)\\s*$`);

/** Security notice, calendar and invitation wording, in one pass (families 0, 1, 2). */
export const NOTICE_RE = combine([ALERT, CALENDAR, INVITE_CUE]);
/**
 * Code name and reset wording (families 0, 1), then sign-in and verify-an-address wording
 * (families 0, 1 of the second): two passes, because one alternation of all four in 23
 * languages is past V8's 20 KB limit for compiling a regex to native code and ran 25 times
 * slower (checked by extract-lexicon.test.ts).
 */
export const CODE_NAME_CUES_RE = combine([OTP_STRONG, RESET_CUE]);
export const ACTION_CUES_RE = combine([LOGIN_CUE, VERIFY_CUE]);
