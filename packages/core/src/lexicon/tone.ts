/**
 * How a message asks: urgency, a request to act, and the all-clear that cancels one. The
 * built-in analyzer (analyzers/builtin.ts) sets is_urgent when an URGENT term occurs (never for
 * marketing; always for security mail), and action_required when an ACTION_REQUESTED term
 * occurs in the subject, or in the body with no NO_ACTION_NEEDED term there.
 */
import type { Concept } from './languages.js';
import { withAdded } from './added/index.js';

/** Explicit urgency: "urgent", "final notice", "account suspended", "payment failed". Marketing never counts as urgent, whatever it says. */
export const URGENT: Concept = withAdded('tone.URGENT', {
  en: ['urgent~', 'immediately~', 'asap', 'as soon as possible~', 'right away~', 'time-sensitive~', 'time sensitive~', 'final notice~', 'final reminder~', 'last warning~', 'overdue~', 'past due~', 'expires today~', 'due today~', 'within 24 hours~', 'within 48 hours~', 'account will be suspended~', 'account has been suspended~', 'account suspended~', 'account has been locked~', 'account is locked~', 'suspicious~', 'unauthorized~', 'unauthorised~', 'critical~', 'emergency~', 'payment failed~', 'card was declined~'],
  de: ['dringend~', 'sofort', 'umgehend~', 'unverzüglich~', 'so schnell wie möglich~', 'letzte mahnung~', 'mahnung~', 'überfällig~', 'läuft heute ab~', 'gesperrt~', 'verdächtig~', 'zahlung fehlgeschlagen~'],
  fr: ['urgent~', 'immédiatement~', 'dès que possible~', 'sans délai~', 'dernier rappel~', 'dernier avis~', 'expire aujourd~', 'suspendu~', 'bloqué~', 'suspect~', 'échec du paiement~'],
  es: ['urgente~', 'inmediatamente~', 'lo antes posible~', 'cuanto antes~', 'último aviso~', 'vencido~', 'caduca hoy~', 'vence hoy~', 'suspendida~', 'bloqueada~', 'sospechos~', 'pago fallido~'],
  pt: ['urgente~', 'imediatamente~', 'o mais rápido possível~', 'assim que possível~', 'último aviso~', 'em atraso~', 'expira hoje~', 'suspensa~', 'bloqueada~', 'suspeit~'],
  it: ['urgente~', 'immediatamente~', 'il prima possibile~', 'al più presto~', 'ultimo avviso~', 'scaduto~', 'scade oggi~', 'sospeso~', 'bloccato~', 'sospett~', 'pagamento non riuscito~'],
  nl: ['dringend~', 'onmiddellijk~', 'zo snel mogelijk~', 'laatste herinnering~', 'aanmaning~', 'achterstallig~', 'verloopt vandaag~', 'geblokkeerd~', 'opgeschort~', 'verdacht~'],
  pl: ['pilne~', 'pilny~', 'natychmiast~', 'jak najszybciej~', 'niezwłocznie~', 'ostateczne wezwanie~', 'ostatnie przypomnienie~', 'zaległ~', 'przeterminowan~', 'wygasa dziś~', 'zablokowan~', 'zawieszon~', 'podejrzan~'],
  tr: ['acil~', 'derhal~', 'en kısa sürede~', 'son uyarı~', 'son hatırlatma~', 'gecikmiş~', 'vadesi geçmiş~', 'bugün sona eriyor~', 'askıya alındı~', 'engellendi~', 'şüpheli~'],
  ru: ['срочно~', 'срочн~', 'немедленно~', 'как можно скорее~', 'незамедлительно~', 'последнее предупреждение~', 'последнее напоминание~', 'просроч~', 'истекает сегодня~', 'заблокирован~', 'приостановлен~', 'подозрительн~'],
  ja: ['緊急', '至急', '直ちに', 'できるだけ早く', '最終通知', '最終警告', '期限切れ', '本日まで', '停止されました', 'ロックされました', '不審', '不正アクセス'],
  'zh-CN': ['紧急', '立即处理', '尽快', '最后通知', '逾期', '今天到期', '已冻结', '已停用', '可疑'],
  ko: ['긴급', '즉시', '최대한 빨리', '가능한 한 빨리', '최종 통지', '최종 경고', '연체', '기한 초과', '오늘 만료', '정지되었습니다', '잠겼습니다', '의심스러운'],
  sv: ['brådskande~', 'omedelbart~', 'snarast~', 'så snart som möjligt~', 'sista påminnelse~', 'sista varning~', 'inkassokrav~', 'förfallen~', 'förfallna~', 'löper ut idag~', 'går ut idag~', 'spärrad~', 'spärrat~', 'avstängt~', 'misstänkt~', 'betalningen misslyckades~', 'kortet nekades~'],
  cs: ['naléhav~', 'urgentní~', 'okamžitě~', 'ihned~', 'co nejdříve~', 'neprodleně~', 'poslední upomínka~', 'upomínk~', 'po splatnosti~', 'vyprší dnes~', 'zablokován~', 'pozastaven~', 'podezřel~', 'platba se nezdařila~', 'platba selhala~', 'karta byla zamítnuta~'],
  uk: ['термінов~', 'негайно~', 'якнайшвидше~', 'якомога швидше~', 'невідкладно~', 'останнє попередження~', 'останнє нагадування~', 'простроч~', '(?:закінчується|спливає) сьогодні~', 'заблоковано~', 'заблокован~', 'призупинен~', 'підозріл~', 'платіж не пройшов~', 'оплата не пройшла~'],
  ar: ['(?:ال)?عاجل~', 'فور(?:ا|ًا|اً)', 'على الفور~', 'في [أا]قرب وقت ممكن~', 'ب[أا]سرع وقت~', '(?:[إا]شعار|تذكير) نهائي~', '(?:تحذير|تذكير) (?:ال)?[أا]خير~', 'متأخرة السداد~', 'تجاوز تاريخ الاستحقاق~', '[يت]نتهي اليوم~', '(?:تم|سيتم) (?:تعليق|[إا]يقاف|قفل) حسابك~', 'حسابك مقفل~', '(?:ال)?مريب~', '(?:ال)?مشبوه~', 'غير مصرح~', 'فشل(?:ت)? (?:عملية )?(?:ال)?دفع~', 'تم رفض بطاقتك~'],
  he: ['(?:ו)?דחו(?:ף|פה)~', '(?:ב|ו)?מיידי~', 'בהקדם~', '(?:התראה|תזכורת|אזהרה) אחרונה~', 'פיגור (?:ב)?תשלום~', 'חוב פתוח~', '(?:פג (?:ה)?תוקף|יפוג) היום~', 'החשבון (?:שלך )?(?:נחסם|הושעה|ננעל)~', 'נחסם~', 'הושעה~', 'ננעל~', '(?:ה|ו)?חשוד~', 'לא מורש~', 'התשלום נכשל~', 'הכרטיס (?:שלך )?נדחה~'],
  hi: ['तत्काल~', 'अत्यावश्यक~', 'ज\u093c?रूरी~', 'तुरंत~', 'जल्द से जल्द~', 'अंतिम (?:सूचना|अनुस्मारक|चेतावनी)~', 'अतिदेय~', 'आज समाप्त~', 'खाता (?:निलंबित|ब्लॉक|लॉक)~', 'संदिग्ध~', 'अनधिकृत~', 'भुगतान (?:विफल|असफल)~'],
  th: ['เร่งด่วน', 'ด่วนที่สุด', 'เรื่องด่วน', 'ดำเนินการทันที', 'โดยเร็วที่สุด', 'แจ้งเตือนครั้งสุดท้าย', 'คำเตือนครั้งสุดท้าย', 'เกินกำหนด', 'ค้างชำระ', 'หมดอายุวันนี้', 'ถูกระงับ', 'ถูกล็อก', 'ถูกล็อค', 'ถูกบล็อก', 'น่าสงสัย', 'ชำระเงินไม่สำเร็จ', 'บัตรถูกปฏิเสธ'],
  vi: ['khẩn cấp', 'khẩn', 'ngay lập tức', 'càng sớm càng tốt', '(?:thông báo|nhắc nhở|cảnh báo) cuối cùng', 'quá hạn', 'hết hạn hôm nay', 'bị kh(?:óa|oá)', 'bị tạm ngưng', 'bị đình chỉ', 'đáng ngờ', 'trái phép', 'thanh toán (?:không thành công|thất bại)', 'thẻ bị từ chối'],
  id: ['mendesak~', 'sesegera mungkin~', 'secepatnya~', '(?:pemberitahuan|peringatan|pengingat) terakhir~', '(?:telah |sudah )?(?:lewat|melewati) jatuh tempo~', 'jatuh tempo hari ini~', '(?:berakhir|kedaluwarsa) hari ini~', 'diblokir~', 'ditangguhkan~', 'mencurigakan~', 'pembayaran gagal~', 'kartu (?:anda |kamu )?ditolak~'],
  'zh-TW': ['緊急', '盡快', '最後通知', '逾期', '今天到期', '已凍結', '已停用', '可疑', '立即處理', '停權', '已被鎖定', '已鎖定', '付款失敗', '扣款失敗', '最後提醒'],
});

/** The recipient is asked to do something: confirm, pay, sign, reply, enter a code. Calls to action in marketing do not count. */
export const ACTION_REQUESTED: Concept = withAdded('tone.ACTION_REQUESTED', {
  en: ['action required~', 'action needed~', 'please confirm~', 'please verify~', 'please review~', 'please respond~', 'please reply~', 'please sign~', 'please complete~', 'please update~', 'please pay~', 'respond by~', 'reply by~', 'review and sign~', 'complete your~', 'confirm your~', 'verify your~', 'update your payment~', 'update your billing~', 'payment is due~', 'pay now~', 'payment due~', 'rsvp~', 'accept the invitation~', 'accept invitation~', 'accept your invitation~', 'approve', 'please approve~', 'enter this code~', 'enter the code~', 'use this code~', 'use the code~', 'enter the following code~', 'reset your password~', 'fill out~', 'let me know~', 'can you~', 'could you~'],
  de: ['handlung erforderlich~', 'aktion erforderlich~', 'bitte bestätigen~', 'bitte bestätige~', 'bestätigen sie~', 'bitte überprüfen~', 'bitte antworten~', 'bitte unterschreiben~', 'bitte zahlen~', 'bitte aktualisieren~', 'gib den code~', 'geben sie den code~', 'gib diesen code~', 'geben sie diesen code~', 'einladung annehmen~', 'genehmigen~', 'bitte ausfüllen~', 'kannst du~', 'könnten sie~'],
  fr: ['action requise~', 'veuillez confirmer~', 'veuillez vérifier~', 'merci de confirmer~', 'veuillez répondre~', 'veuillez signer~', 'veuillez régler~', 'veuillez mettre à jour~', 'saisissez le code~', 'saisissez ce code~', 'entrez le code~', 'entrez ce code~', "accepter l'invitation~", 'approuver~', 'pouvez-vous~'],
  es: ['acción requerida~', 'se requiere acción~', 'por favor confirma~', 'confirme su~', 'por favor verifica~', 'por favor responde~', 'por favor firma~', 'por favor paga~', 'actualiza tu~', 'introduce el código~', 'introduce este código~', 'ingresa el código~', 'ingresa este código~', 'acepta la invitación~', 'aprobar'],
  pt: ['ação necessária~', 'ação requerida~', 'por favor confirme~', 'por favor, confirme~', 'verifique seu~', 'por favor responda~', 'assine', 'pague~', 'atualize~', 'insira o código~', 'insira este código~', 'digite o código~', 'digite este código~', 'aceite o convite~', 'aprovar'],
  it: ['azione richiesta~', 'si prega di confermare~', 'conferma il tuo~', 'verifica il tuo~', 'rispondi~', 'firma il~', 'paga ora~', 'aggiorna il tuo~', 'inserisci il codice~', 'inserisci questo codice~', "accetta l'invito~", 'approva'],
  nl: ['actie vereist~', 'actie nodig~', 'bevestig je~', 'bevestig uw~', 'controleer~', 'reageer~', 'onderteken~', 'betaal nu~', 'betaal uw~', 'betaal je~', 'voer de code~', 'voer deze code~', 'vul de code~', 'accepteer de uitnodiging~', 'goedkeuren~', 'kun je~', 'kunt u~'],
  pl: ['wymagane działanie~', 'potwierdź~', 'zweryfikuj~', 'odpowiedz', 'podpisz~', 'zapłać~', 'opłać~', 'zaktualizuj~', 'wpisz kod~', 'wprowadź kod~', 'zaakceptuj zaproszenie~', 'zatwierdź~', 'uzupełnij~', 'czy możesz~'],
  tr: ['işlem gerekli~', 'lütfen onaylayın~', 'onaylayın~', 'doğrulayın~', 'yanıtlayın~', 'imzalayın~', 'ödeyin~', 'güncelleyin~', 'kodu girin~', 'kodu kullanın~', 'daveti kabul~', 'tamamlayın~'],
  ru: ['требуется действие~', 'требуются действия~', 'подтвердите~', 'проверьте~', 'ответьте~', 'подпишите~', 'оплатите~', 'обновите~', 'введите код~', 'введите этот код~', 'примите приглашение~', 'одобрите~', 'заполните~'],
  ja: ['対応が必要', 'ご対応', 'ご確認ください', '確認してください', '入力してください', 'コードを入力', 'お支払いください', '署名してください', '承認してください', '返信してください', '招待を承諾', '更新してください'],
  'zh-CN': ['需要操作', '请确认', '请验证', '请输入', '请付款', '请回复', '请签署', '请批准', '接受邀请', '请更新'],
  ko: ['조치가 필요', '확인해 주세요', '확인하세요', '입력하세요', '입력해 주세요', '결제해 주세요', '회신해 주세요', '회신 부탁', '서명해', '승인해', '초대를 수락', '업데이트하세요'],
  sv: ['åtgärd krävs~', 'kräver åtgärd~', 'vänligen (?:bekräfta|verifiera|svara|signera|betala|uppdatera|granska|fyll i)~', 'bekräfta din~', 'verifiera din~', 'svara senast~', 'skriv under~', 'betala (?:nu|senast)~', 'uppdatera din~', 'ange (?:koden|följande kod)~', 'använd koden~', 'acceptera inbjudan~', 'godkänn~', 'kan (?:du|ni)'],
  cs: ['vyžadována akce~', 'vyžaduje akci~', 'prosím potvrďte~', 'potvrďte~', 'ověřte~', 'odpovězte~', 'podepište~', 'zaplaťte~', 'uhraďte~', 'aktualizujte~', 'zadejte (?:tento )?kód~', 'použijte (?:tento )?kód~', 'přijměte pozvánku~', 'schvalte~', 'vyplňte~', 'mohl(?:a)? byste~'],
  uk: ['потрібн(?:а|і) ді~', 'необхідн(?:а|і) ді~', 'підтвердіть~', 'перевірте~', 'дайте відповідь~', 'підпишіть~', 'оплатіть~', 'сплатіть~', 'оновіть~', 'введіть (?:цей )?код~', 'прийміть запрошення~', 'схваліть~', 'заповніть~', 'просимо (?:оплатити|сплатити|підтвердити|перевірити|підписати|заповнити|відповісти)~', 'чи можете ви~'],
  ar: ['(?:ال)?[إا]جراء مطلوب~', 'مطلوب [إا]جراء~', '(?:يرجى|الرجاء|رجاء(?:ً)?) (?:ال)?(?:ت[أا]كيد|تحقق|رد|دفع|سداد|توقيع|تحديث|مراجعة|[إا]كمال|[إا]دخال|موافقة)~', '(?:[أا]دخل|[إا]دخال|استخدم) (?:ال)?رمز~', '(?:اقبل|قبول) (?:ال)?دعوة~', 'ادفع (?:ال)?[آا]ن~', 'هل يمكنك~'],
  he: ['נדרשת פעולה~', 'פעולה נדרשת~', '(?:אנא|נא|יש) (?:ל)?(?:אשר|אמת|השיב|השב|חתום|שלם|עדכן|מלא|הזין|הזן|הסדיר)~', '(?:הזן|הזינו|הזיני|יש להזין) את הקוד~', '(?:השתמש|השתמשו|השתמשי) בקוד~', '(?:קבל|קבלו|לקבל) את ההזמנה~', '(?:שלם|שלמו) עכשיו~'],
  hi: ['कार्रवाई (?:आवश्यक|की आवश्यकता)~', 'कृपया (?:पुष्टि|सत्यापित|जवाब|उत्तर|हस्ताक्षर|भुगतान|अपडेट|समीक्षा)~', '(?:यह )?कोड दर्ज~', 'कोड डालें~', 'अभी भुगतान करें~', '(?:आमंत्रण|निमंत्रण) स्वीकार~'],
  th: ['ต้องดำเนินการ', '(?:โปรด|กรุณา)(?:ยืนยัน|ตรวจสอบ|ตอบกลับ|ลงนาม|ชำระ|อัปเดต|อัพเดต|กรอก|อนุมัติ)', 'กรอกรหัส', 'ป้อนรหัส', 'ใส่รหัส', 'ยอมรับคำเชิญ'],
  vi: ['cần hành động', 'yêu cầu hành động', 'vui lòng (?:xác nhận|xác minh|trả lời|phản hồi|ký|thanh toán|cập nhật|kiểm tra|hoàn tất)', 'nhập mã', 'sử dụng mã', 'chấp nhận lời mời', 'phê duyệt', 'thanh toán ngay'],
  id: ['tindakan diperlukan~', 'perlu tindakan~', '(?:mohon|harap|silakan|silahkan) (?:konfirmasi|verifikasi|balas|tanda ?tangani|bayar|lakukan pembayaran|perbarui|lengkapi|masukkan|isi|tinjau|setujui)~', 'masukkan kode~', 'gunakan kode~', 'terima undangan~', 'bayar sekarang~', 'bisakah (?:anda|kamu)~'],
  'zh-TW': ['需要操作', '請確認', '請輸入', '請回覆', '請驗證', '請付款', '請繳費', '請簽署', '請更新', '接受邀請', '請核准', '需要您採取行動', '請填寫', '請完成'],
});

/** "Nothing for you to do": cancels ACTION_REQUESTED found in the same message body. */
export const NO_ACTION_NEEDED: Concept = withAdded('tone.NO_ACTION_NEEDED', {
  en: ['no action is required~', 'no action is needed~', 'no action required~', 'no action needed~', "you don't need to do anything~", 'no further action~', 'no need to do anything~'],
  de: ['keine aktion erforderlich~', 'sie müssen nichts tun~', 'du musst nichts tun~', 'keine weiteren schritte~'],
  fr: ['aucune action~', "vous n'avez rien à faire~"],
  es: ['no es necesario que hagas nada~', 'no se requiere ninguna acción~', 'no tienes que hacer nada~'],
  pt: ['nenhuma ação é necessária~', 'não é necessário fazer nada~'],
  it: ['nessuna azione~', 'non devi fare nulla~'],
  nl: ['geen actie vereist~', 'geen actie nodig~', 'je hoeft niets te doen~', 'u hoeft niets te doen~'],
  pl: ['nie musisz nic robić~', 'nie jest wymagane żadne działanie~'],
  tr: ['herhangi bir işlem yapmanıza gerek yok~', 'işlem yapmanıza gerek yok~'],
  ru: ['никаких действий не требуется~', 'ничего делать не нужно~'],
  ja: ['対応は不要', '操作は不要', '対応の必要はありません'],
  'zh-CN': ['无需任何操作', '无需操作'],
  ko: ['조치가 필요하지 않', '별도의 조치는 필요하지 않'],
  sv: ['ingen åtgärd krävs~', 'ingen åtgärd behövs~', 'du behöver inte göra (?:något|någonting)~'],
  cs: ['není třeba nic dělat~', 'nemusíte nic dělat~', 'není vyžadována žádná akce~', 'žádná akce není nutná~', 'není nutná žádná akce~'],
  uk: ['жодних дій не потрібно~', 'нічого робити не потрібно~', 'вам не потрібно нічого робити~', 'додаткових дій не потрібно~'],
  ar: ['لا يلزم (?:اتخاذ )?[أا]ي [إا]جراء~', 'لا حاجة (?:لاتخاذ [أا]ي|ل[أا]ي) [إا]جراء~', 'لا يتطلب (?:ذلك )?[أا]ي [إا]جراء~', 'لا داعي لاتخاذ [أا]ي [إا]جراء~', 'لست بحاجة [إا]لى (?:فعل |القيام ب)[أا]ي شيء~'],
  he: ['אין צורך לעשות (?:דבר|כלום|שום דבר)~', '(?:אינך|את לא|אתה לא) (?:צריך|צריכה) לעשות (?:דבר|כלום|שום דבר)~', 'לא נדרשת (?:כל |שום )?פעולה~', 'אין צורך ב(?:כל |שום )?פעולה~', 'אין צורך לבצע (?:כל |שום )?פעולה~'],
  hi: ['कोई कार्रवाई (?:आवश्यक|ज\u093c?रूरी) नहीं~', 'किसी कार्रवाई की (?:आवश्यकता|ज\u093c?रूरत) नहीं~', 'आपको कुछ (?:भी )?करने की (?:आवश्यकता|ज\u093c?रूरत) नहीं~'],
  th: ['ไม่ต้องดำเนินการ', 'ไม่จำเป็นต้องดำเนินการ', 'ไม่ต้องทำอะไร'],
  vi: ['không cần thực hiện thêm', 'không cần (?:thực hiện|làm) (?:bất kỳ )?(?:hành động|thao tác) nào', 'bạn không cần làm gì', 'không cần làm gì thêm'],
  id: ['tidak perlu melakukan apa(?: pun|-apa)~', 'tidak diperlukan tindakan~', 'tidak ada tindakan yang diperlukan~'],
  'zh-TW': ['無需任何操作', '無需操作', '無須任何操作', '不需要採取任何行動', '無需採取任何行動', '無須採取任何動作'],
});
