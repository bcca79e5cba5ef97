/**
 * The furniture of a message rather than its content, for the built-in analyzer's summary
 * and sender name (analyzers/summary.ts, analyzers/sender.ts): the greeting that opens it, the
 * sign-off before the writer's name, and the lines every newsletter carries.
 */
import type { Concept } from './languages.js';
import { withAdded } from './added/index.js';

/** Greetings that open a message and say nothing about it ("Hi Anna,"): matched at the start of a line, which the summary then drops or trims. */
export const GREETINGS: Concept = withAdded('message-parts.GREETINGS', {
  en: ['hi~', 'hello~', 'hey~', 'dear~', 'good morning~', 'good afternoon~', 'good evening~', 'greetings~', 'welcome~'],
  de: ['hallo~', 'liebe~', 'lieber~', 'sehr geehrte~', 'sehr geehrter~', 'guten tag~', 'moin~', 'servus~'],
  fr: ['bonjour~', 'bonsoir~', 'salut~', 'cher~', 'chère~', 'madame~', 'monsieur~'],
  es: ['hola~', 'estimado~', 'estimada~', 'buenos días~', 'buenas tardes~'],
  pt: ['olá~', 'oi~', 'caro~', 'cara~', 'prezado~', 'prezada~', 'bom dia~', 'boa tarde~'],
  it: ['ciao~', 'salve~', 'gentile~', 'buongiorno~', 'buonasera~'],
  nl: ['hoi~', 'beste~', 'geachte~', 'goedemorgen~', 'goedemiddag~'],
  pl: ['dzień dobry~', 'witaj~', 'witam~', 'cześć~', 'szanowny~', 'szanowna~', 'drogi~', 'droga~'],
  tr: ['merhaba~', 'sayın~', 'değerli~', 'selam~', 'iyi günler~'],
  ru: ['здравствуйте~', 'привет~', 'добрый день~', 'уважаемый~', 'уважаемая~', 'дорогой~', 'дорогая~'],
  ja: ['こんにちは', 'いつもご利用', 'お世話になっております', '拝啓'],
  'zh-CN': ['您好', '你好', '尊敬的', '亲爱的'],
  ko: ['안녕하세요', '고객님', '님께'],
  sv: ['hej~', 'hejsan~', 'hallå~', 'god (?:morgon|eftermiddag|kväll)~', 'kära~', 'bästa~'],
  cs: ['dobrý (?:den|večer)~', 'dobré ráno~', 'ahoj~', 'vážen[ýáí]~', 'mil[ýáí]~', 'zdravím~'],
  uk: ['вітаємо~', 'вітаю~', 'привіт~', 'добрий день~', 'доброго дня~', 'шановн~', 'дорог(?:ий|а)~'],
  ar: ['مرحب(?:ا|ًا|اً)~', '[أا]هل(?:ا|ًا|اً)~', 'عزيز(?:ي|تي)~', 'السلام عليكم~', '(?:صباح|مساء) الخير~', 'تحي(?:ة|ه) طيب(?:ة|ه)~'],
  he: ['שלום~', 'היי', 'הי', 'לכבוד~', '(?:בוקר|ערב) טוב~', 'צהריים טובים~', 'לקוח(?:ה)? יקר~', '(?:ברוך הבא|ברוכה הבאה|ברוכים הבאים)~'],
  hi: ['नमस्ते~', 'नमस्कार~', 'प्रिय~', 'आदरणीय~', 'सुप्रभात~', 'हैलो~', 'हेलो~'],
  th: ['สวัสดี', 'เรียน (?:คุณ|ลูกค้า|ท่าน)', 'ถึงคุณ', 'ยินดีต้อนรับ'],
  vi: ['xin chào~', 'chào~', 'kính gửi~', 'thân gửi~', 'kính chào~'],
  id: ['halo~', 'hai', 'yth~', 'yang terhormat~', 'kepada~', 'selamat (?:pagi|siang|sore|malam|datang)~', 'pelanggan yang terhormat~'],
  'zh-TW': ['您好', '你好', '尊敬的', '親愛的', '哈囉', '嗨'],
});

/** Sign-offs ("Best regards,"): a line that is only one of these is often followed by the writer's name. */
export const SIGN_OFFS: Concept = withAdded('message-parts.SIGN_OFFS', {
  en: ['regards~', 'best regards~', 'kind regards~', 'warm regards~', 'best~', 'best wishes~', 'thanks~', 'thank you~', 'many thanks~', 'cheers~', 'sincerely~', 'yours sincerely~', 'yours truly~', 'all the best~', 'take care~', 'love~'],
  de: ['viele grüße~', 'beste grüße~', 'liebe grüße~', 'mit freundlichen grüßen~', 'freundliche grüße~', 'gruß~', 'grüße~', 'lg~', 'vg~', 'danke~'],
  fr: ['cordialement~', 'bien cordialement~', 'bien à vous~', 'amicalement~', 'merci~', 'bises~', 'salutations~'],
  es: ['saludos~', 'un saludo~', 'atentamente~', 'gracias~', 'un abrazo~', 'cordiales saludos~'],
  pt: ['atenciosamente~', 'abraços~', 'abraço~', 'obrigado~', 'obrigada~', 'cumprimentos~'],
  it: ['cordiali saluti~', 'saluti~', 'grazie~', 'distinti saluti~', 'un caro saluto~'],
  nl: ['met vriendelijke groet~', 'met vriendelijke groeten~', 'groeten~', 'groetjes~', 'bedankt~', 'hartelijke groet~'],
  pl: ['pozdrawiam~', 'z poważaniem~', 'pozdrowienia~', 'dziękuję~', 'serdecznie pozdrawiam~'],
  tr: ['saygılarımla~', 'saygılar~', 'teşekkürler~', 'iyi çalışmalar~', 'sevgiler~'],
  ru: ['с уважением~', 'всего доброго~', 'спасибо~', 'с наилучшими пожеланиями~', 'всего хорошего~'],
  ja: ['よろしくお願いします', 'よろしくお願いいたします', '敬具', 'ありがとうございます'],
  'zh-CN': ['此致', '敬礼', '谢谢', '祝好', '顺祝商祺'],
  ko: ['감사합니다', '고맙습니다', '드림', '올림'],
  sv: ['med vänlig(?:a)? hälsning(?:ar)?~', 'vänlig(?:a)? hälsning(?:ar)?~', 'bästa hälsning(?:ar)?~', 'hälsning(?:ar)?~', 'mvh~', 'tack~', 'tack så mycket~'],
  cs: ['s pozdravem~', 's přátelským pozdravem~', 's úctou~', 'děkujeme~', 'děkuji~', 'hezký den~'],
  uk: ['з повагою~', 'з найкращими побажаннями~', 'дякуємо~', 'дякую~', 'всього найкращого~', 'щиро~', 'щиро ваш~'],
  ar: ['مع [أا]طيب التحيات~', 'مع (?:خالص )?التحية~', 'مع خالص الشكر~', '(?:مع )?تحياتي~', 'خالص التحيات~', 'شكر(?:ا|ًا|اً)(?: لك| لكم)?~', 'وتفضلوا بقبول فائق الاحترام~'],
  he: ['בברכה~', 'בברכה חמה~', 'תודה~', 'תודה רבה~', 'בתודה~', 'בכבוד רב~', 'כל טוב~', 'להתראות~'],
  hi: ['धन्यवाद~', 'सधन्यवाद~', 'सादर~', 'भवदीय~', 'शुभकामनाओं सहित~', 'शुक्रिया~'],
  th: ['ขอแสดงความนับถือ', 'ด้วยความเคารพ', 'ขอบคุณ(?:ครับ|ค่ะ|คะ)?', 'ขอบคุณที่ใช้บริการ'],
  vi: ['trân trọng~', 'thân ái~', '(?:xin )?c[ảá]m ơn~', 'thân mến~', 'kính thư~'],
  id: ['salam~', 'salam hangat~', 'hormat (?:kami|saya)~', 'terima kasih~', 'makasih~'],
  'zh-TW': ['此致', '謝謝', '祝好', '敬上', '謹上', '感謝您', '祝順心'],
});

/** Lines that are furniture, not content (view in browser, unsubscribe, legal lines, "do not reply"): matched anywhere in a line, which the summary then skips. Entries stay prefixes (no whole-word entries), so a line's check also covers its sentences. */
export const BOILERPLATE: Concept = withAdded('message-parts.BOILERPLATE', {
  en: ['view this email in your browser~', 'view in browser~', 'view it in your browser~', 'view online~', 'unsubscribe~', 'manage your preferences~', 'email preferences~', 'privacy policy~', 'all rights reserved~', 'copyright~', '©', 'this email was sent to~', 'this message was sent to~', 'you are receiving this~', "you're receiving this~", 'do not reply~', 'please do not reply~', 'this is an automated~', 'if you did not request~', "if you didn't request~", "if this wasn't you~", 'if you did not make this request~', 'ignore this email~', 'safely ignore~'],
  de: ['im browser anzeigen~', 'abmelden~', 'abbestellen~', 'datenschutz~', 'alle rechte vorbehalten~', 'nicht auf diese e-mail antworten~', 'falls sie dies nicht angefordert~', 'falls du dies nicht angefordert~', 'ignorieren sie diese~'],
  fr: ['afficher dans le navigateur~', 'se désabonner~', 'désinscrire~', 'tous droits réservés~', 'ne pas répondre~', "si vous n'êtes pas à l'origine~", 'ignorez cet e-mail~'],
  es: ['ver en el navegador~', 'darse de baja~', 'cancelar suscripción~', 'todos los derechos reservados~', 'no respondas~', 'si no solicitaste~', 'ignora este correo~'],
  pt: ['ver no navegador~', 'cancelar inscrição~', 'descadastrar~', 'todos os direitos reservados~', 'não responda~', 'se você não solicitou~', 'ignore este e-mail~'],
  it: ['visualizza nel browser~', 'annulla iscrizione~', 'disiscriviti~', 'tutti i diritti riservati~', 'non rispondere~', 'se non hai richiesto~', 'ignora questa email~'],
  nl: ['bekijk in je browser~', 'bekijk in browser~', 'afmelden~', 'uitschrijven~', 'alle rechten voorbehouden~', 'niet beantwoorden~', 'als je dit niet hebt aangevraagd~', 'negeer deze e-mail~'],
  pl: ['zobacz w przeglądarce~', 'wypisz się~', 'anuluj subskrypcję~', 'wszelkie prawa zastrzeżone~', 'nie odpowiadaj~', 'jeśli to nie ty~', 'zignoruj tę wiadomość~'],
  tr: ['tarayıcıda görüntüle~', 'abonelikten çık~', 'tüm hakları saklıdır~', 'yanıtlamayın~', 'bu isteği siz yapmadıysanız~', 'bu e-postayı dikkate almayın~'],
  ru: ['открыть в браузере~', 'отписаться~', 'все права защищены~', 'не отвечайте~', 'если вы не запрашивали~', 'проигнорируйте это письмо~'],
  ja: ['ブラウザで表示', '配信停止', '配信解除', '返信しないで', '心当たりがない場合', '本メールは送信専用'],
  'zh-CN': ['在浏览器中查看', '退订', '取消订阅', '版权所有', '请勿回复', '如果您没有请求', '如非本人操作'],
  ko: ['브라우저에서 보기', '수신 거부', '수신거부', '판권 소유', '회신하지 마십시오', '본인이 요청하지 않은', '발신 전용'],
  sv: ['visa (?:det )?i (?:din )?webbläsare~', 'avregistrera~', 'avsluta (?:din )?prenumeration~', 'avprenumerera~', 'integritetspolicy~', 'alla rättigheter förbehållna~', 'svara inte på~', '(?:detta|det här) (?:e-postmeddelande|mejl|mail) (?:skickades|har skickats) till~', 'om du inte (?:har )?begärt~', 'om det inte var du~', 'ignorera (?:detta|det här)~'],
  cs: ['zobrazit v prohlížeči~', 'odhlásit~', 'odhlášení~', 'ochrana osobních údajů~', 'zásady ochrany osobních údajů~', 'všechna práva vyhrazena~', 'neodpovídejte~', 'tento e-?mail byl odeslán~', 'pokud jste o (?:to |tuto změnu )?nežádal~', 'pokud jste to nebyl~', '(?:tento e-?mail ignorujte|ignorujte tento e-?mail)~'],
  uk: ['(?:переглянути|відкрити) в браузері~', 'відписатися~', 'відмовитися від розсилки~', 'політика конфіденційності~', '[ув]сі права захищені~', 'не відповідайте~', 'якщо ви не (?:запитували|надсилали|робили)~', 'якщо це були не ви~', 'проігноруйте (?:цей лист|це повідомлення)~', 'цей лист надіслано~'],
  ar: ['عرض في المتصفح~', '[إا]لغاء (?:ال)?اشتراك~', 'سياسة الخصوصية~', 'جميع الحقوق محفوظة~', 'لا (?:ترد|تردوا|تقم بالرد) على~', '[إا]ذا لم (?:تطلب|تقم)~', 'تجاهل (?:هذه الرسالة|هذا البريد)~', 'تم [إا]رسال هذ(?:ه|ا) (?:الرسالة|البريد)~'],
  he: ['(?:לצפייה|צפה|צפו|הצג|פתח|פתחו) ב(?:גרסת )?(?:ה)?דפדפן~', '(?:ל)?הסר(?:ה)? מרשימת (?:ה)?תפוצה~', 'ביטול (?:ה)?(?:מנוי|הרשמה)~', 'מדיניות (?:ה)?פרטיות~', 'כל הזכויות שמורות~', '(?:אין להשיב|נא לא להשיב|אל תשיבו|אל תשיב)~', 'אם לא (?:ביקשת|ביצעת)~', '(?:התעלם|התעלמו|ניתן להתעלם) מ(?:הודעה|המייל|ההודעה)~', '(?:הודעה זו נשלחה|מייל זה נשלח)~'],
  hi: ['ब्राउज\u093c?र में देखें~', 'सदस्यता समाप्त करें~', 'अनसब्सक्राइब~', 'गोपनीयता नीति~', 'सर्वाधिकार सुरक्षित~', 'कॉपीराइट~', '(?:का )?(?:जवाब|उत्तर) न दें~', 'यदि आपने (?:यह )?अनुरोध नहीं~', 'इस ईमेल को (?:अनदेखा|नज\u093c?रअंदाज\u093c?)~', 'यह ईमेल भेजा गया~'],
  th: ['ดูในเบราว์เซอร์', 'ยกเลิกการรับ', 'ยกเลิกการสมัครรับ', 'นโยบายความเป็นส่วนตัว', 'สงวนลิขสิทธิ์', '(?:โปรด|กรุณา)อย่าตอบกลับ', 'ไม่ต้องตอบกลับ', 'หากคุณไม่ได้(?:ร้องขอ|ทำรายการ)', 'หากไม่ใช่คุณ', 'เพิกเฉยต่ออีเมลนี้', 'อีเมลนี้ส่งถึง', 'อีเมลอัตโนมัติ'],
  vi: ['xem trong trình duyệt~', 'h(?:ủy|uỷ) đăng ký~', 'ngừng nhận email~', 'chính sách bảo mật~', 'bảo lưu mọi quyền~', 'mọi quyền được bảo lưu~', 'vui lòng không trả lời~', 'không trả lời email này~', 'nếu bạn không yêu cầu~', 'nếu không phải bạn~', 'bỏ qua email này~', 'email này được gửi đến~'],
  id: ['lihat di (?:browser|peramban)~', 'berhenti berlangganan~', 'kebijakan privasi~', 'hak cipta dilindungi~', '(?:jangan|mohon tidak) membalas~', 'email ini dikirim(?:kan)? ke~', 'jika (?:anda|kamu) tidak meminta~', 'jika ini bukan (?:anda|kamu)~', 'abaikan (?:email|pesan) ini~'],
  'zh-TW': ['請勿回覆', '如非本人操作', '在瀏覽器中查看', '取消訂閱', '退訂', '版權所有', '如果您沒有提出', '若非本人操作', '此郵件由系統自動發送', '請勿直接回覆'],
});
