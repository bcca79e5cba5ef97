/**
 * The built-in analyzer in the languages the shared vocabulary gained beyond the first
 * thirteen (src/lexicon/: Swedish, Czech, Ukrainian, Arabic, Hebrew, Hindi, Thai,
 * Vietnamese, Indonesian, and Traditional Chinese as written in Taiwan): short mails as
 * services write them, each read for its category and a reference or amount label.
 * Amounts come in each language's own currency as written there (грн, Rp, ₫, บาท, ₪ after the
 * number, ر.س), and codes expire in each language's words for it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { analyzeBuiltin, type AnalyzerInput, type AnalysisFields } from '../src/analysis/index.js';

const BASE: AnalyzerInput = {
  subject: null, text: null, html: null, fromName: null, fromEmail: 'someone@example.com', toEmail: 'me@inboxkit.test',
  otp: null, links: [], intent: null, receivedAt: '2026-11-21T10:00:00.000Z',
};

const UNSUB = [{ url: 'https://example.com/unsubscribe?u=1', type: 'unsubscribe' as const }];

interface Case {
  name: string;
  input: Partial<AnalyzerInput>;
  expect: Partial<AnalysisFields> & { summaryIncludes?: string };
}

const CASES: Case[] = [
  // ---------------------------------------------------------------- Swedish
  {
    name: 'SV faktura with autogiro: nothing to do',
    input: {
      subject: 'Din faktura från Telia är klar', fromEmail: 'faktura@telia.se', fromName: 'Telia',
      text: 'Hej Anna,\n\nDin faktura för november finns nu tillgänglig.\nFakturanummer: 2026-118842\nAtt betala: 449 kr\nFörfallodag: 2026-12-28\n\nBeloppet dras automatiskt via autogiro, du behöver inte göra något.\n\nMed vänliga hälsningar\nTelia',
    },
    expect: { category: 'billing', extracted_id: '2026-118842', amount_mentioned: '449 kr', action_required: false, is_urgent: false, summaryIncludes: 'Din faktura för november' },
  },
  {
    name: 'SV paket på väg',
    input: {
      subject: 'Ditt paket är på väg', fromEmail: 'noreply@postnord.se',
      text: 'Hej!\n\nDitt paket från Webhallen har skickats med PostNord.\nKollinummer: 00370712345678901234\nBeräknad leverans: torsdag.\nSpåra ditt paket i appen.',
    },
    expect: { category: 'shipping', extracted_id: '00370712345678901234', is_urgent: false },
  },
  {
    name: 'SV verifieringskod',
    input: { subject: 'Din verifieringskod', fromEmail: 'no-reply@klarna.com', fromName: 'Klarna', text: 'Din verifieringskod är 582913. Ange koden i appen för att fortsätta.' },
    expect: { category: 'authentication', detected_otp: '582913', action_required: true, extracted_id: null },
  },
  {
    name: 'SV personal mail signed under a sign-off',
    input: { subject: 'middag på lördag?', fromEmail: 'erik.lind@gmail.com', text: 'Hej!\n\nVill du komma på middag på lördag? Säg till om du kan.\n\nVänliga hälsningar\nErik Lind' },
    expect: { category: 'personal', sender_name: 'Erik Lind', summaryIncludes: 'Vill du komma på middag' },
  },
  // ---------------------------------------------------------------- Czech
  {
    name: 'CS faktura with variabilní symbol',
    input: {
      subject: 'Faktura č. 2026001234 za služby', fromEmail: 'fakturace@o2.cz', fromName: 'O2 Czech Republic',
      text: 'Dobrý den,\n\nv příloze zasíláme fakturu č. 2026001234 za období listopad 2026.\nČástka k úhradě: 1 299 Kč\nDatum splatnosti: 15. 12. 2026\nVariabilní symbol: 2026001234\n\nS pozdravem\nO2 Czech Republic',
    },
    expect: { category: 'billing', extracted_id: '2026001234', amount_mentioned: '1 299 Kč', is_urgent: false, summaryIncludes: 'zasíláme fakturu' },
  },
  {
    name: 'CS upomínka: overdue, asks to pay',
    input: {
      subject: 'Upomínka: faktura po splatnosti', fromEmail: 'uctarna@firma.cz', fromName: 'Firma s.r.o.',
      text: 'Dobrý den,\n\nfaktura č. 2026-0815 je 14 dní po splatnosti. Uhraďte prosím částku 4 500 Kč co nejdříve.\n\nS pozdravem\nJana Nováková',
    },
    expect: { category: 'billing', extracted_id: '2026-0815', amount_mentioned: '4 500 Kč', is_urgent: true, action_required: true },
  },
  {
    name: 'CS zásilka odeslána',
    input: {
      subject: 'Vaše zásilka byla odeslána', fromEmail: 'info@alza.cz',
      text: 'Dobrý den,\n\nvaše objednávka č. 480012345 byla odeslána. Číslo zásilky: DR1234567890CZ. Zásilku doručí kurýr zítra.',
    },
    expect: { category: 'shipping', extracted_id: 'DR1234567890CZ', sender_name: 'Alza' },
  },
  // ---------------------------------------------------------------- Ukrainian
  {
    name: 'UK замовлення відправлено (Нова пошта)',
    input: {
      subject: 'Ваше замовлення відправлено', fromEmail: 'info@rozetka.com.ua',
      text: 'Вітаємо!\n\nВаше замовлення № 348812211 відправлено службою доставки «Нова пошта».\nНомер посилки: 20450123456789\nОчікуйте на доставку протягом 1–2 днів.',
    },
    expect: { category: 'shipping', extracted_id: '20450123456789', sender_name: 'Rozetka', is_urgent: false },
  },
  {
    name: 'UK рахунок на оплату, терміново',
    input: {
      subject: 'Рахунок на оплату № 1187', fromEmail: 'buh@kontora.ua', fromName: 'Бухгалтерія',
      text: 'Доброго дня!\n\nНадсилаємо рахунок на оплату № 1187. Просимо оплатити терміново.\n\nЗ повагою,\nОлена Коваль',
    },
    expect: { category: 'billing', extracted_id: '1187', is_urgent: true, action_required: true },
  },
  {
    name: 'UK код підтвердження',
    input: { subject: 'Код підтвердження', fromEmail: 'noreply@privatbank.ua', text: 'Ваш код підтвердження: 739104. Нікому не повідомляйте цей код.' },
    expect: { category: 'authentication', detected_otp: '739104', action_required: true },
  },
  // ---------------------------------------------------------------- Arabic
  {
    name: 'AR فاتورة with the amount due',
    input: {
      subject: 'فاتورتك من Acme جاهزة', fromEmail: 'billing@acme.io', fromName: 'Acme',
      text: 'مرحباً أحمد،\n\nفاتورتك لشهر نوفمبر جاهزة.\nرقم الفاتورة: INV-2026-0042\nالمبلغ المستحق: 120.00 USD\nسيتم خصم المبلغ تلقائياً من بطاقتك.',
    },
    expect: { category: 'billing', extracted_id: 'INV-2026-0042', amount_mentioned: '120.00 USD', summaryIncludes: 'فاتورتك لشهر نوفمبر' },
  },
  {
    name: 'AR تأكيد طلبك: "طلبك رقم" reads as an order number',
    input: {
      subject: 'تأكيد طلبك رقم 4021873', fromEmail: 'no-reply@noon.com', fromName: 'noon',
      text: 'مرحباً سارة،\n\nشكراً لتسوقك معنا. تم استلام طلبك رقم 4021873 وسنقوم بإعلامك عند شحنه.\nيمكنك متابعة حالة الطلب من حسابك.',
    },
    expect: { category: 'transactional', extracted_id: '4021873', action_required: false },
  },
  {
    name: 'AR تم شحن طلبك',
    input: {
      subject: 'تم شحن طلبك', fromEmail: 'no-reply@amazon.sa', fromName: 'Amazon.sa',
      text: 'مرحباً،\n\nتم شحن طلبك وهو الآن في الطريق إليك.\nرقم التتبع: 1Z999AA10123456784\nموعد التسليم المتوقع: الثلاثاء.',
    },
    expect: { category: 'shipping', extracted_id: '1Z999AA10123456784' },
  },
  {
    name: 'AR تنبيه أمني',
    input: {
      subject: 'تنبيه أمني: تسجيل دخول جديد', fromEmail: 'security@bank.com.sa',
      text: 'تم رصد تسجيل دخول جديد إلى حسابك من جهاز جديد. إذا لم تقم بذلك، يرجى تغيير كلمة المرور فوراً.',
    },
    expect: { category: 'security', is_urgent: true },
  },
  {
    name: 'AR marketing is neither urgent nor a request',
    input: {
      subject: 'تخفيضات الجمعة البيضاء بدأت!', fromEmail: 'offers@noon.com', links: UNSUB,
      text: 'خصومات تصل إلى 70% على آلاف المنتجات. تسوق الآن! شحن مجاني لفترة محدودة.\n\nإلغاء الاشتراك',
    },
    expect: { category: 'marketing', is_urgent: false, action_required: false },
  },
  // ---------------------------------------------------------------- Hebrew
  {
    name: 'HE shipping notice: prefixed words (ההזמנה, המשלוח, לנקודת) and the tracking number',
    input: {
      subject: 'ההזמנה שלך נשלחה!', fromEmail: 'shop@ksp.co.il', fromName: 'KSP',
      text: "שלום דנה,\n\nההזמנה שלך מס' 771245 נשלחה ונמצאת בדרך אלייך.\nמספר מעקב: RR123456789IL\nהמשלוח יגיע לנקודת האיסוף תוך 3-5 ימי עסקים.\n\nתודה,\nצוות KSP",
    },
    expect: { category: 'shipping', extracted_id: 'RR123456789IL', sender_name: 'KSP', is_urgent: false, summaryIncludes: 'נשלחה ונמצאת בדרך' },
  },
  {
    name: 'HE חשבונית: סה״כ לתשלום',
    input: {
      subject: 'חשבונית מס קבלה מספר 20261187', fromEmail: 'invoices@cellcom.co.il', fromName: 'סלקום',
      text: 'לקוח יקר,\n\nמצורפת חשבונית מס קבלה מספר 20261187 עבור חודש נובמבר.\nסה״כ לתשלום: ₪249.90\nהסכום יחויב בכרטיס האשראי שלך.',
    },
    expect: { category: 'billing', extracted_id: '20261187', amount_mentioned: '₪249.90', action_required: false },
  },
  {
    name: 'HE invitation',
    input: { subject: 'דנה הזמינה אותך להצטרף לקבוצה', fromEmail: 'notification@facebookmail.com', text: 'דנה כהן הזמינה אותך להצטרף לקבוצה "שכנים טובים".' },
    expect: { category: 'social', sender_name: 'Facebook' },
  },
  // ---------------------------------------------------------------- Hindi
  {
    name: 'HI ऑर्डर शिप: tracking id and total',
    input: {
      subject: 'आपका ऑर्डर शिप हो गया है', fromEmail: 'noreply@flipkart.com',
      text: 'नमस्ते राहुल,\n\nआपका ऑर्डर OD428812345678901 शिप कर दिया गया है और जल्द ही आप तक पहुँच जाएगा।\nट्रैकिंग आईडी: FMPC1234567890\nकुल राशि: ₹1,499',
    },
    expect: { category: 'shipping', extracted_id: 'FMPC1234567890', amount_mentioned: '₹1,499', sender_name: 'Flipkart' },
  },
  {
    name: 'HI बिल: बिल संख्या and देय राशि',
    input: {
      subject: 'आपका बिल तैयार है', fromEmail: 'ebill@airtel.in',
      text: 'प्रिय ग्राहक,\n\nआपका नवंबर का बिल तैयार है। बिल संख्या: 1187220045\nदेय राशि: ₹599\nकृपया भुगतान की अंतिम तिथि से पहले भुगतान करें।',
    },
    expect: { category: 'billing', extracted_id: '1187220045', amount_mentioned: '₹599', action_required: true },
  },
  {
    name: 'HI ओटीपी',
    input: { subject: 'आपका ओटीपी', fromEmail: 'alerts@hdfcbank.net', text: 'आपका ओटीपी 482913 है। कृपया इसे किसी के साथ साझा न करें।' },
    expect: { category: 'authentication', detected_otp: '482913' },
  },
  // ---------------------------------------------------------------- Thai (unspaced: words match anywhere)
  {
    name: 'TH order confirmation: คำสั่งซื้อหมายเลข and ยอดรวม',
    input: {
      subject: 'ยืนยันคำสั่งซื้อของคุณ', fromEmail: 'info@shopee.co.th', fromName: 'Shopee',
      text: 'สวัสดีค่ะ คุณสมชาย\n\nขอบคุณสำหรับการสั่งซื้อ คำสั่งซื้อหมายเลข 240511ABCD ได้รับการยืนยันแล้ว\nยอดรวม: ฿1,250.00\nเราจะแจ้งให้คุณทราบเมื่อสินค้าถูกจัดส่ง',
    },
    expect: { category: 'transactional', extracted_id: '240511ABCD', amount_mentioned: '฿1,250.00', action_required: false },
  },
  {
    name: 'TH ใบแจ้งหนี้เลขที่',
    input: { subject: 'ใบแจ้งหนี้ประจำเดือนพฤศจิกายน', fromEmail: 'ebill@ais.co.th', text: 'เรียนคุณสมชาย\n\nใบแจ้งหนี้เลขที่ 661100452 ยอดชำระ ฿599.00 กรุณาชำระภายในวันที่ 15' },
    expect: { category: 'billing', extracted_id: '661100452', amount_mentioned: '฿599.00', action_required: true },
  },
  {
    name: 'TH พัสดุ กำลังนำส่ง',
    input: { subject: 'พัสดุของคุณกำลังจัดส่ง', fromEmail: 'noreply@kerryexpress.com', text: 'หมายเลขพัสดุ: KEX123456789 กำลังนำส่งถึงคุณภายในวันนี้' },
    expect: { category: 'shipping', extracted_id: 'KEX123456789' },
  },
  {
    name: 'TH รหัส OTP',
    input: { subject: 'รหัส OTP ของคุณ', fromEmail: 'noreply@kasikornbank.com', text: 'รหัส OTP ของคุณคือ 482913 (รหัสอ้างอิง: ABCD) กรุณาอย่าเปิดเผยรหัสนี้แก่ผู้อื่น' },
    expect: { category: 'authentication', detected_otp: '482913' },
  },
  // ---------------------------------------------------------------- Vietnamese
  {
    name: 'VI security alert: new sign-in, nothing to do if it was you',
    input: {
      subject: 'Cảnh báo bảo mật: Đăng nhập mới vào tài khoản của bạn', fromEmail: 'security@tiki.vn', fromName: 'Tiki',
      text: 'Xin chào Minh,\n\nChúng tôi phát hiện một lần đăng nhập mới vào tài khoản của bạn từ thiết bị mới (Windows, Hà Nội).\nNếu đó là bạn, bạn không cần làm gì thêm. Nếu không phải bạn, vui lòng đổi mật khẩu ngay lập tức.',
    },
    expect: { category: 'security', is_urgent: true, action_required: false, sender_name: 'Tiki', summaryIncludes: 'đăng nhập mới' },
  },
  {
    name: 'VI mã đơn hàng',
    input: { subject: 'Xác nhận đơn hàng', fromEmail: 'no-reply@shopee.vn', text: 'Xin chào Lan,\n\nCảm ơn bạn đã đặt hàng. Mã đơn hàng: 240611VN8812\nĐơn hàng sẽ được giao trong 2-3 ngày.' },
    expect: { category: 'transactional', extracted_id: '240611VN8812' },
  },
  {
    name: 'VI hóa đơn số',
    input: {
      subject: 'Hóa đơn điện tử tháng 11', fromEmail: 'hoadon@evn.com.vn',
      text: 'Kính gửi Quý khách,\n\nHóa đơn số 0012345 đã được phát hành. Tổng tiền: 350.000 VND. Vui lòng thanh toán trước ngày 15.',
    },
    expect: { category: 'billing', extracted_id: '0012345', action_required: true },
  },
  // ---------------------------------------------------------------- Indonesian
  {
    name: 'ID pesanan dikirim: the resi over the invoice number',
    input: {
      subject: 'Pesanan kamu sedang dikirim', fromEmail: 'noreply@tokopedia.com',
      text: 'Halo Budi,\n\nPesanan kamu dengan nomor invoice INV/20261121/MPL/1234567 sedang dikirim oleh kurir.\nNomor resi: JP1234567890\nLacak paket kamu melalui aplikasi.',
    },
    expect: { category: 'shipping', extracted_id: 'JP1234567890', sender_name: 'Tokopedia' },
  },
  {
    name: 'ID tagihan kartu kredit',
    input: {
      subject: 'Tagihan kartu kredit Anda', fromEmail: 'estatement@bca.co.id',
      text: 'Yth. Bapak Andi,\n\nTagihan kartu kredit Anda periode November telah terbit.\nNomor tagihan: 2026110045\nMohon lakukan pembayaran sebelum tanggal jatuh tempo.',
    },
    expect: { category: 'billing', extracted_id: '2026110045', action_required: true },
  },
  {
    name: 'ID kode verifikasi',
    input: { subject: 'Kode verifikasi Anda', fromEmail: 'noreply@gojek.com', text: 'Kode verifikasi Anda adalah 4829. Jangan berikan kode ini kepada siapa pun.' },
    expect: { category: 'authentication', detected_otp: '4829' },
  },
  // ---------------------------------------------------------------- local currencies, as each language writes them
  {
    name: 'UK рахунок: сума в гривнях',
    input: { subject: 'Рахунок за листопад', fromEmail: 'billing@kyivstar.ua', text: 'Доброго дня!\n\nВаш рахунок за листопад сформовано.\nНомер рахунку: 2026-1187\nСума до сплати: 1 250,00 грн\nОплатіть до 20 грудня.' },
    expect: { category: 'billing', amount_mentioned: '1 250,00 грн' },
  },
  {
    name: 'ID tagihan in rupiah, Rp before the number',
    input: { subject: 'Tagihan Anda bulan November', fromEmail: 'tagihan@indihome.co.id', text: 'Yth. Pelanggan,\n\nTagihan Anda bulan November sudah terbit.\nTotal tagihan: Rp150.000\nBayar sebelum tanggal 20.' },
    expect: { category: 'billing', amount_mentioned: 'Rp150.000' },
  },
  {
    name: 'VI hóa đơn: ₫ after the number',
    input: { subject: 'Hóa đơn tháng 11 của bạn', fromEmail: 'cskh@fpt.vn', text: 'Kính gửi Quý khách,\n\nHóa đơn tháng 11 đã được phát hành.\nTổng tiền: 350.000₫\nVui lòng thanh toán trước ngày 15.' },
    expect: { category: 'billing', amount_mentioned: '350.000₫' },
  },
  {
    name: 'VI đơn hàng: đ after the number',
    input: { subject: 'Xác nhận đơn hàng', fromEmail: 'no-reply@tiki.vn', text: 'Cảm ơn bạn đã đặt hàng.\nThành tiền: 1.290.000 đ\nĐơn hàng sẽ được giao trong 2 ngày.' },
    expect: { amount_mentioned: '1.290.000 đ' },
  },
  {
    name: 'TH ใบแจ้งหนี้: บาท after the number',
    input: { subject: 'ใบแจ้งหนี้ของคุณ', fromEmail: 'ebill@true.th', text: 'เรียนลูกค้า\n\nยอดชำระทั้งหมด 1,250 บาท กรุณาชำระภายในวันที่ 20' },
    expect: { category: 'billing', amount_mentioned: '1,250 บาท' },
  },
  {
    name: 'HE קבלה: ₪ after the number',
    input: { subject: 'קבלה על התשלום שלך', fromEmail: 'noreply@partner.co.il', text: 'שלום,\n\nהתשלום התקבל בהצלחה.\nסה״כ: 249.90 ₪\nתודה שבחרת בנו.' },
    expect: { amount_mentioned: '249.90 ₪' },
  },
  {
    name: 'AR فاتورة: ر.س after the number',
    input: { subject: 'فاتورتك من STC', fromEmail: 'billing@stc.com.sa', text: 'عزيزي العميل،\n\nفاتورتك لشهر نوفمبر جاهزة.\nالمبلغ الإجمالي: 230 ر.س\nيرجى السداد قبل تاريخ الاستحقاق.' },
    expect: { category: 'billing', amount_mentioned: '230 ر.س' },
  },
  {
    name: 'AR طلب: AED and درهم',
    input: { subject: 'تأكيد الطلب', fromEmail: 'orders@noon.ae', text: 'شكراً لطلبك.\nالمبلغ: 450 درهم\nسيصلك الطلب خلال يومين.' },
    expect: { amount_mentioned: '450 درهم' },
  },
  // ---------------------------------------------------------------- short deadlines, in each language's words
  ...([
    ['SV', 'Koden är giltig i 10 minuter.'],
    ['CS', 'Kód vyprší za 10 minut.'],
    ['UK', 'Код дійсний протягом 10 хвилин.'],
    ['AR', 'الرمز صالح لمدة 10 دقائق.'],
    ['HE', 'הקוד בתוקף ל-10 דקות.'],
    ['HI', 'यह कोड 10 मिनट के लिए मान्य है।'],
    ['TH', 'รหัสจะหมดอายุใน 5 นาที'],
    ['VI', 'Mã có hiệu lực trong 5 phút.'],
    ['ID', 'Kode berlaku selama 5 menit.'],
    ['ZH-TW', '驗證碼10分鐘後過期。'],
  ] as const).map(([lang, line]): Case => ({
    name: `${lang} a code that expires soon is urgent: ${line}`,
    input: { subject: 'Code 482913', fromEmail: 'noreply@example.com', text: `482913\n${line}` },
    expect: { is_urgent: true },
  })),
  // ---------------------------------------------------------------- look-alikes across languages
  {
    name: 'EN "Summary" is no total label (Swedish "summa" is one only as a whole word)',
    input: { subject: 'Your statement', fromEmail: 'billing@example.com', text: 'Amount: $7.00\nSummary of charges: $5.00' },
    expect: { amount_mentioned: '$7.00' },
  },
  // ---------------------------------------------------------------- Traditional Chinese (Taiwan)
  {
    name: 'ZH-TW 已出貨: 物流單號 over 訂單編號',
    input: {
      subject: '您的訂單已出貨', fromEmail: 'service@momoshop.com.tw',
      text: '親愛的顧客您好，\n您的訂單（訂單編號：250311ABCD）已出貨，物流單號：TW123456789。\n總計：1,280元\n商品將於3-5天內送達。',
    },
    expect: { category: 'shipping', extracted_id: 'TW123456789', amount_mentioned: '1,280元' },
  },
  {
    name: 'ZH-TW 電子發票',
    input: { subject: '電子發票開立通知', fromEmail: 'einvoice@pchome.com.tw', text: '親愛的會員您好，\n您的電子發票已開立，發票號碼：AB12345678\n總金額：2,350元' },
    expect: { category: 'billing', extracted_id: 'AB12345678', amount_mentioned: '2,350元' },
  },
  {
    name: 'ZH-TW 認證碼',
    input: { subject: '您的驗證碼', fromEmail: 'noreply@line.me', text: '您的認證碼為 482913，請於10分鐘內輸入。如非本人操作，請忽略此郵件。' },
    expect: { category: 'authentication', detected_otp: '482913', sender_name: 'LINE' },
  },
];

test('languages: the summary ends sentences at the danda and the Arabic question mark', () => {
  const summary = (text: string) => analyzeBuiltin({ ...BASE, subject: 'x', fromEmail: 'a@example.com', text }).summary;
  // One paragraph, three sentences: the first two (both short) make the summary.
  assert.is(
    summary('आपका ऑर्डर आज शिप कर दिया गया है। यह दो दिनों में आपके पते पर पहुँच जाएगा। धन्यवाद और फिर मिलेंगे हम आपको जल्द ही नई पेशकशें भेजेंगे।'),
    'आपका ऑर्डर आज शिप कर दिया गया है। यह दो दिनों में आपके पते पर पहुँच जाएगा।',
  );
  // A question, then a sentence too long to join it: the question alone.
  const long = 'يمكنك القيام بذلك من صفحة الإعدادات في حسابك في أي وقت تشاء، '.repeat(5).trim();
  assert.is(summary(`هل تريد تغيير كلمة المرور الخاصة بك؟ ${long}.`), 'هل تريد تغيير كلمة المرور الخاصة بك؟');
});

for (const c of CASES) {
  test(`languages: ${c.name}`, () => {
    const out = analyzeBuiltin({ ...BASE, ...c.input });
    const { summaryIncludes, ...expected } = c.expect;
    for (const [key, value] of Object.entries(expected)) {
      assert.equal(out[key as keyof AnalysisFields], value, `${key} (got ${JSON.stringify(out)})`);
    }
    if (summaryIncludes) assert.ok(out.summary?.includes(summaryIncludes), `summary: ${out.summary}`);
  });
}

test('languages: every new language has a case here', () => {
  const prefixes = new Set(CASES.map((c) => c.name.split(' ')[0]));
  for (const lang of ['SV', 'CS', 'UK', 'AR', 'HE', 'HI', 'TH', 'VI', 'ID', 'ZH-TW']) assert.ok(prefixes.has(lang), lang);
});

test.run();
