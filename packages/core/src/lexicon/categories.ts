/**
 * What a message is about: the built-in analyzer's categories (analysis/builtin.ts). Each
 * category scores by the distinct terms of its concept found in the subject (three points
 * each, at most two) and the first 12,000 characters of the body (one point each, at most
 * four); the best score of two or more wins, ties going to the more specific category
 * (security, authentication, billing, shipping, transactional, social, marketing,
 * notification). So an entry should say the category on its own: "invoice", not "amount".
 */
import type { Concept } from './languages.js';

/** Sign-in and verification codes, magic links, password resets: mail that lets someone in. */
export const AUTHENTICATION: Concept = {
  en: ['verification code~', 'verify your email~', 'verify your account~', 'verify your email address~', 'confirm your email~', 'confirm your email address~', 'one-time~', 'one time password~', 'otp', 'passcode~', 'security code~', 'login code~', 'log in code~', 'sign-in code~', 'sign in code~', 'sign-in link~', 'sign in link~', 'login link~', 'magic link~', '2fa', 'authentication code~', 'access code~', 'activation code~', 'activate your account~', 'reset your password~', 'password reset~', 'reset password~', 'your code~', 'confirmation code~'],
  de: ['bestätigungscode~', 'verifizierungscode~', 'sicherheitscode~', 'einmalcode~', 'einmalpasswort~', 'anmeldecode~', 'login-code~', 'bestätige deine e-mail~', 'bestätigen sie ihre e-mail~', 'e-mail-adresse bestätigen~', 'passwort zurücksetzen~', 'anmeldelink~', 'aktivierungscode~', 'konto aktivieren~', 'dein code~', 'ihr code~'],
  fr: ['code de vérification~', 'code de confirmation~', 'code de sécurité~', "code d'accès~", 'code de connexion~', 'mot de passe à usage unique~', 'vérifiez votre adresse~', 'confirmez votre adresse~', 'réinitialiser votre mot de passe~', 'réinitialisation du mot de passe~', 'lien de connexion~', 'votre code~'],
  es: ['código de verificación~', 'código de seguridad~', 'código de acceso~', 'código de confirmación~', 'código de inicio de sesión~', 'verifica tu correo~', 'confirma tu correo~', 'confirma tu dirección~', 'restablecer tu contraseña~', 'restablecer la contraseña~', 'contraseña de un solo uso~', 'tu código~'],
  pt: ['código de verificação~', 'código de segurança~', 'código de acesso~', 'código de confirmação~', 'verifique seu e-mail~', 'confirme seu e-mail~', 'confirme o seu e-mail~', 'redefinir sua senha~', 'redefinição de senha~', 'recuperar senha~', 'seu código~'],
  it: ['codice di verifica~', 'codice di sicurezza~', 'codice di accesso~', 'codice di conferma~', 'verifica il tuo indirizzo~', 'conferma il tuo indirizzo~', 'reimposta la password~', 'reimpostazione della password~', 'codice otp~', 'il tuo codice~'],
  nl: ['verificatiecode~', 'beveiligingscode~', 'inlogcode~', 'bevestigingscode~', 'bevestig je e-mail~', 'bevestig uw e-mail~', 'wachtwoord opnieuw instellen~', 'wachtwoord herstellen~', 'je code~'],
  pl: ['kod weryfikacyjny~', 'kod bezpieczeństwa~', 'kod dostępu~', 'kod potwierdzający~', 'kod jednorazowy~', 'jednorazowy kod~', 'potwierdź swój adres~', 'potwierdź adres e-mail~', 'zresetuj hasło~', 'resetowanie hasła~', 'twój kod~'],
  tr: ['doğrulama kodu~', 'güvenlik kodu~', 'onay kodu~', 'giriş kodu~', 'tek kullanımlık~', 'e-posta adresinizi doğrulayın~', 'şifrenizi sıfırlayın~', 'şifre sıfırlama~', 'parola sıfırlama~'],
  ru: ['код подтверждения~', 'код верификации~', 'проверочный код~', 'код безопасности~', 'код доступа~', 'одноразовый код~', 'одноразовый пароль~', 'код для входа~', 'подтвердите адрес~', 'подтвердите электронную почту~', 'сброс пароля~', 'сбросить пароль~', 'восстановление пароля~', 'ваш код~'],
  ja: ['認証コード', '確認コード', '検証コード', 'ワンタイムパスワード', 'ログインコード', 'セキュリティコード', '本人確認', 'メールアドレスの確認', 'パスワードの再設定', 'パスワードをリセット'],
  zh: ['验证码', '校验码', '动态密码', '一次性密码', '登录码', '安全码', '确认您的邮箱', '验证您的邮箱', '重置密码'],
  ko: ['인증 코드', '인증코드', '인증번호', '확인 코드', '보안 코드', '일회용 비밀번호', '로그인 코드', '이메일 인증', '이메일 주소 확인', '비밀번호 재설정'],
  'zh-TW': ['驗證碼', '重設密碼', '驗證您的電子郵件'],
};

/** Security alerts: new sign-ins and devices, changed passwords, two-factor changes, suspicious activity. */
export const SECURITY: Concept = {
  en: ['security alert~', 'new sign-in~', 'new sign in~', 'new login~', 'new device~', 'sign-in attempt~', 'login attempt~', 'unusual activity~', 'suspicious activity~', 'unusual sign-in~', 'suspicious login~', 'suspicious sign-in~', 'password was changed~', 'password has been changed~', 'password changed~', 'your password was reset~', 'email address was changed~', 'two-factor authentication was~', 'two-factor authentication has been~', '2-step verification was~', 'account was accessed~', 'unauthorized~', 'unauthorised~', 'compromised~', 'security notice~', 'security notification~', 'recovery email~', 'ssh key~', 'personal access token~', 'new api key~', 'was added to your account~', 'recovery codes~', 'backup codes~', 'two-factor authentication~', 'two-step verification~', '2-step verification~'],
  de: ['sicherheitswarnung~', 'sicherheitshinweis~', 'sicherheitsbenachrichtigung~', 'neue anmeldung~', 'neues gerät~', 'ungewöhnliche aktivität~', 'verdächtige aktivität~', 'passwort wurde geändert~', 'passwort geändert~', 'anmeldeversuch~', 'unbefugt~', 'zwei-faktor-authentifizierung~'],
  fr: ['alerte de sécurité~', 'nouvelle connexion~', 'nouvel appareil~', 'activité inhabituelle~', 'activité suspecte~', 'mot de passe a été modifié~', 'tentative de connexion~', 'authentification à deux facteurs~'],
  es: ['alerta de seguridad~', 'nuevo inicio de sesión~', 'nuevo dispositivo~', 'actividad inusual~', 'actividad sospechosa~', 'contraseña ha sido cambiada~', 'contraseña fue cambiada~', 'intento de inicio de sesión~', 'verificación en dos pasos~'],
  pt: ['alerta de segurança~', 'novo login~', 'novo acesso~', 'novo dispositivo~', 'atividade incomum~', 'atividade suspeita~', 'senha foi alterada~', 'tentativa de login~', 'verificação em duas etapas~'],
  it: ['avviso di sicurezza~', 'nuovo accesso~', 'nuovo dispositivo~', 'attività insolita~', 'attività sospetta~', 'password è stata modificata~', 'tentativo di accesso~', 'verifica in due passaggi~'],
  nl: ['beveiligingswaarschuwing~', 'beveiligingsmelding~', 'nieuwe aanmelding~', 'nieuw apparaat~', 'ongebruikelijke activiteit~', 'verdachte activiteit~', 'wachtwoord is gewijzigd~', 'inlogpoging~', 'tweestapsverificatie~'],
  pl: ['alert bezpieczeństwa~', 'ostrzeżenie bezpieczeństwa~', 'nowe logowanie~', 'nowe urządzenie~', 'nietypowa aktywność~', 'podejrzana aktywność~', 'hasło zostało zmienione~', 'próba logowania~', 'weryfikacja dwuetapowa~'],
  tr: ['güvenlik uyarısı~', 'yeni oturum açma~', 'yeni giriş~', 'yeni cihaz~', 'olağandışı etkinlik~', 'şüpheli etkinlik~', 'şifreniz değiştirildi~', 'giriş denemesi~', 'iki adımlı doğrulama~'],
  ru: ['оповещение безопасности~', 'предупреждение безопасности~', 'уведомление безопасности~', 'новый вход~', 'новое устройство~', 'подозрительная активность~', 'необычная активность~', 'пароль был изменён~', 'пароль был изменен~', 'попытка входа~', 'двухфакторн~'],
  ja: ['セキュリティ警告', 'セキュリティアラート', '新しいログイン', '新しいデバイス', '不審なアクティビティ', '不正アクセス', 'パスワードが変更', 'ログインがありました', '二段階認証'],
  zh: ['安全提醒', '安全警报', '安全警告', '新登录', '新设备', '异常活动', '可疑活动', '异常登录', '密码已更改', '登录尝试', '两步验证'],
  ko: ['보안 알림', '보안 경고', '새로운 로그인', '새 로그인', '새 기기', '비정상적인 활동', '의심스러운 활동', '비밀번호가 변경', '로그인 시도', '2단계 인증'],
  'zh-TW': ['安全提醒', '安全警告', '新設備', '密碼已變更', '兩步驟驗證'],
};

/** Invoices, receipts, payments, subscriptions and renewals, refunds, dunning. */
export const BILLING: Concept = {
  en: ['invoice~', 'receipt~', 'payment~', 'paid', 'billing~', 'bill', 'statement~', 'subscription~', 'renewal~', 'renews~', 'charged~', 'refund~', 'amount due~', 'balance due~', 'past due~', 'overdue~', 'card was declined~', 'credit card~', 'direct debit~', 'tax invoice~', 'pro forma~'],
  de: ['rechnung~', 'quittung~', 'zahlung~', 'bezahlt~', 'abrechnung~', 'abonnement~', 'verlängerung~', 'lastschrift~', 'rückerstattung~', 'zahlungserinnerung~', 'mahnung~', 'kontoauszug~', 'beleg'],
  fr: ['facture~', 'reçu~', 'paiement~', 'payé~', 'facturation~', 'abonnement~', 'renouvellement~', 'remboursement~', 'prélèvement~', 'échéance~', 'relevé~'],
  es: ['factura~', 'recibo~', 'pago', 'pagado~', 'facturación~', 'suscripción~', 'renovación~', 'reembolso~', 'domiciliación~'],
  pt: ['fatura~', 'recibo~', 'pagamento~', 'cobrança~', 'assinatura~', 'renovação~', 'reembolso~', 'boleto~', 'nota fiscal~', 'vencimento~'],
  it: ['fattura~', 'ricevuta~', 'pagamento~', 'pagato~', 'fatturazione~', 'abbonamento~', 'rinnovo~', 'rimborso~', 'addebito~'],
  nl: ['factuur~', 'betaling~', 'betaald~', 'kwitantie~', 'abonnement~', 'verlenging~', 'terugbetaling~', 'incasso~'],
  pl: ['faktura~', 'rachunek~', 'płatność~', 'opłacon~', 'zapłat~', 'subskrypcj~', 'odnowienie~', 'zwrot środków~', 'paragon~', 'należność~'],
  tr: ['fatura~', 'makbuz~', 'ödeme~', 'ödendi~', 'abonelik~', 'yenileme~', 'iade~', 'tahsilat~', 'ekstre~'],
  ru: ['счёт~', 'счет на оплату~', 'счет-фактура~', 'квитанция~', 'оплата~', 'оплачен~', 'платёж~', 'платеж~', 'подписка~', 'продление~', 'возврат средств~', 'списание~', 'задолженность~'],
  ja: ['請求書', '領収書', '支払い', 'お支払い', '決済', 'ご請求', 'サブスクリプション', '返金', '引き落とし'],
  zh: ['发票', '收据', '付款', '支付', '账单', '订阅', '续订', '退款', '扣款'],
  ko: ['청구서', '영수증', '결제', '지불', '납부', '구독', '갱신', '환불', '청구'],
  'zh-TW': ['發票', '收據', '付款', '支付', '帳單', '退款', '扣款'],
};

/** Parcels on their way: shipped, out for delivery, delivered, tracking numbers, couriers. */
export const SHIPPING: Concept = {
  en: ['shipped~', 'has shipped~', 'shipping confirmation~', 'shipment~', 'out for delivery~', 'delivered~', 'delivery~', 'tracking number~', 'track your package~', 'track your order~', 'track your parcel~', 'track package~', 'package~', 'parcel~', 'courier~', 'dispatched~', 'in transit~', 'estimated delivery~', 'on its way~', 'on the way~'],
  de: ['versand~', 'versendet~', 'verschickt~', 'sendung~', 'paket~', 'zustellung~', 'zugestellt~', 'lieferung~', 'geliefert~', 'unterwegs~', 'voraussichtliche lieferung~'],
  fr: ['expédié~', 'expédition~', 'colis~', 'livraison~', 'livré~', 'en cours de livraison~', 'numéro de suivi~', 'suivre votre colis~', 'transporteur~'],
  es: ['enviado~', 'envío~', 'paquete~', 'entrega~', 'entregado~', 'en camino~', 'en reparto~', 'número de seguimiento~', 'seguimiento~'],
  pt: ['enviado~', 'envio~', 'pacote~', 'entrega~', 'entregue~', 'a caminho~', 'código de rastreio~', 'rastreamento~', 'rastreio~'],
  it: ['spedito~', 'spedizione~', 'pacco~', 'consegna~', 'consegnato~', 'in consegna~', 'in transito~', 'numero di tracking~', 'tracciamento~', 'corriere~'],
  nl: ['verzonden~', 'verzending~', 'pakket~', 'bezorging~', 'bezorgd~', 'onderweg~', 'track & trace~', 'track en trace~', 'trackingnummer~', 'afgeleverd~'],
  pl: ['wysłan~', 'wysyłk~', 'przesyłk~', 'paczk~', 'doręczen~', 'dostarczon~', 'kurier~', 'numer przesyłki~', 'śledzenie przesyłki~', 'w drodze~'],
  tr: ['kargo~', 'kargoya verildi~', 'gönderildi~', 'gönderi~', 'teslimat~', 'teslim edildi~', 'takip numarası~', 'paket~', 'yolda~'],
  ru: ['отправлен~', 'отправка~', 'посылк~', 'доставк~', 'доставлен~', 'трек-номер~', 'трек номер~', 'отслеживани~', 'курьер~', 'в пути~'],
  ja: ['発送', '出荷', '配送', 'お届け', '配達', '追跡番号', 'お荷物', '配達完了'],
  zh: ['已发货', '发货', '配送', '快递', '物流', '运单', '包裹', '已送达', '派送'],
  ko: ['배송', '발송', '출고', '택배', '운송장', '배달', '배송 완료', '배송조회'],
  'zh-TW': ['已發貨', '配送', '快遞', '物流', '包裹', '派送'],
};

/** Orders, bookings, appointments, tickets, registrations and welcomes: a transaction done or confirmed. */
export const TRANSACTIONAL: Concept = {
  en: ['order confirmation~', 'your order~', 'order #', 'order number~', 'thank you for your order~', 'thanks for your order~', 'booking~', 'reservation~', 'confirmed~', 'appointment~', 'ticket~', 'itinerary~', 'registration~', 'your purchase~', 'account created~', 'account has been created~', 'welcome to~', 'gift card~', 'e-gift~'],
  de: ['bestellung~', 'bestellbestätigung~', 'auftragsbestätigung~', 'buchung~', 'buchungsbestätigung~', 'reservierung~', 'termin', 'terminbestätigung~', 'ihr termin~', 'bestätigt~', 'ihr kauf~', 'vielen dank für ihre bestellung~', 'registrierung~', 'willkommen bei~'],
  fr: ['commande~', 'confirmation de commande~', 'réservation~', 'rendez-vous~', 'confirmé~', 'votre achat~', 'billet~', 'inscription~', 'bienvenue~'],
  es: ['pedido~', 'confirmación~', 'reserva~', 'cita', 'confirmad~', 'tu compra~', 'su compra~', 'billete~', 'boleto~', 'bienvenid~'],
  pt: ['pedido~', 'confirmação~', 'reserva~', 'agendamento~', 'confirmad~', 'sua compra~', 'ingresso~', 'bilhete~', 'cadastro~', 'bem-vind~'],
  it: ['ordine~', 'conferma~', 'prenotazione~', 'appuntamento~', 'confermat~', 'il tuo acquisto~', 'biglietto~', 'registrazione~', 'benvenut~'],
  nl: ['bestelling~', 'orderbevestiging~', 'boeking~', 'reservering~', 'afspraak~', 'bevestigd~', 'bevestiging~', 'je aankoop~', 'uw aankoop~', 'registratie~', 'welkom bij~'],
  pl: ['zamówieni~', 'potwierdzenie~', 'rezerwacj~', 'wizyt~', 'potwierdzon~', 'twój zakup~', 'bilet~', 'rejestracj~', 'witamy~'],
  tr: ['sipariş~', 'onaylandı~', 'rezervasyon~', 'randevu~', 'satın alma~', 'bilet~', 'kayıt~', 'hoş geldiniz~'],
  ru: ['заказ~', 'подтверждение заказа~', 'бронировани~', 'запись на~', 'подтвержд~', 'ваша покупка~', 'билет~', 'регистраци~', 'добро пожаловать~'],
  ja: ['ご注文', '注文確認', '注文', '予約', 'ご予約', '確定', 'ご購入', 'チケット', '登録完了', 'ようこそ'],
  zh: ['订单', '预订', '预约', '已确认', '购买', '门票', '注册成功', '欢迎'],
  ko: ['주문', '주문 확인', '예약', '확정', '구매', '티켓', '가입', '환영합니다'],
  'zh-TW': ['訂單', '預訂', '預約', '門票'],
};

/** Newsletters, sales, discounts, coupons, "shop now", "last chance". */
export const MARKETING: Concept = {
  en: ['newsletter~', '% off~', 'sale', 'deals', 'discount~', 'promo~', 'promotion~', 'coupon~', 'limited time~', 'special offer~', 'exclusive offer~', 'shop now~', 'buy now~', 'free shipping~', 'new arrivals~', 'black friday~', 'cyber monday~', "don't miss~", 'last chance~', 'save up to~', 'best sellers~'],
  de: ['rabatt~', 'angebot~', 'gutschein~', 'jetzt kaufen~', 'jetzt shoppen~', 'nur für kurze zeit~', 'kostenloser versand~', 'sparen sie~', 'spare bis~', 'neuheiten~'],
  fr: ['soldes~', 'réduction~', 'remise~', 'offre spéciale~', 'code promo~', 'bon plan~', 'achetez maintenant~', 'livraison gratuite~', 'dernière chance~'],
  es: ['boletín~', 'oferta~', 'descuento~', 'rebajas~', 'promoción~', 'cupón~', 'compra ahora~', 'envío gratis~', 'última oportunidad~', 'por tiempo limitado~'],
  pt: ['oferta~', 'promoção~', 'desconto~', 'cupom~', 'cupão~', 'compre agora~', 'frete grátis~', 'última chance~', 'por tempo limitado~'],
  it: ['offerta~', 'offerte~', 'sconto~', 'saldi~', 'promozione~', 'acquista ora~', 'spedizione gratuita~', 'ultima occasione~', 'tempo limitato~'],
  nl: ['nieuwsbrief~', 'aanbieding~', 'korting~', 'uitverkoop~', 'kortingscode~', 'shop nu~', 'gratis verzending~', 'laatste kans~'],
  pl: ['promocj~', 'rabat~', 'wyprzedaż~', 'zniżk~', 'oferta specjalna~', 'kup teraz~', 'darmowa dostawa~', 'ostatnia szansa~', 'kupon~'],
  tr: ['bülten~', 'kampanya~', 'indirim~', 'fırsat~', 'kupon~', 'hemen al~', 'ücretsiz kargo~', 'son şans~', 'sınırlı süre~'],
  ru: ['рассылк~', 'скидк~', 'акци~', 'распродаж~', 'промокод~', 'специальное предложение~', 'купить сейчас~', 'бесплатная доставка~', 'последний шанс~', 'выгод~'],
  ja: ['メルマガ', 'ニュースレター', 'セール', '割引', 'クーポン', 'キャンペーン', '特典', '今すぐ購入', '送料無料', 'お得'],
  zh: ['促销', '优惠', '折扣', '优惠券', '特价', '限时', '立即购买', '包邮', '免运费', '新品'],
  ko: ['뉴스레터', '할인', '세일', '쿠폰', '특가', '이벤트', '프로모션', '지금 구매', '무료 배송', '혜택'],
  'zh-TW': ['促銷', '優惠', '折扣', '特價', '新品'],
};

/** Someone did something involving you: invited, mentioned, commented, followed, sent a message, shared. */
export const SOCIAL: Concept = {
  en: ['invited you~', 'invitation~', 'invites you~', 'mentioned you~', 'tagged you~', 'commented on~', 'replied to your~', 'liked your~', 'sent you a message~', 'new message from~', 'friend request~', 'connection request~', 'wants to connect~', 'started following~', 'followed you~', 'new follower~', 'shared with you~', 'reacted to~'],
  de: ['hat dich eingeladen~', 'hat sie eingeladen~', 'einladung~', 'hat dich erwähnt~', 'hat kommentiert~', 'freundschaftsanfrage~', 'kontaktanfrage~', 'folgt dir~', 'neue nachricht von~', 'mit dir geteilt~'],
  fr: ['vous a invité~', 'invitation~', 'vous a mentionné~', 'a commenté~', 'a répondu à~', 'aime votre~', "demande d'ami~", 'demande de connexion~', 'vous suit~', 'nouveau message de~', 'partagé avec vous~'],
  es: ['te ha invitado~', 'te invitó~', 'invitación~', 'te mencionó~', 'comentó~', 'respondió a tu~', 'solicitud de amistad~', 'solicitud de conexión~', 'te sigue~', 'nuevo mensaje de~', 'compartido contigo~'],
  pt: ['convidou você~', 'te convidou~', 'convite~', 'mencionou você~', 'comentou~', 'respondeu ao seu~', 'curtiu~', 'solicitação de amizade~', 'pedido de amizade~', 'começou a seguir~', 'nova mensagem de~', 'compartilhou com você~'],
  it: ['ti ha invitato~', 'invito', 'ti ha menzionato~', 'ha commentato~', 'ha risposto~', 'richiesta di amicizia~', 'richiesta di collegamento~', 'ha iniziato a seguirti~', 'nuovo messaggio da~', 'condiviso con te~'],
  nl: ['heeft je uitgenodigd~', 'uitnodiging~', 'heeft je genoemd~', 'heeft gereageerd~', 'vriendschapsverzoek~', 'connectieverzoek~', 'volgt je~', 'nieuw bericht van~', 'met je gedeeld~'],
  pl: ['zaprosił~', 'zaprosiła~', 'zaproszenie~', 'wspomniał~', 'skomentował~', 'odpowiedział~', 'polubił~', 'obserwuje cię~', 'nowa wiadomość od~', 'udostępnił~'],
  tr: ['sizi davet etti~', 'seni davet etti~', 'davet~', 'sizden bahsetti~', 'yorum yaptı~', 'yanıtladı~', 'beğendi~', 'arkadaşlık isteği~', 'bağlantı isteği~', 'takip etmeye başladı~', 'sizinle paylaştı~'],
  ru: ['пригласил~', 'приглашени~', 'упомянул~', 'прокомментировал~', 'ответил на ваш~', 'понравил~', 'заявка в друзья~', 'запрос на добавление~', 'подписался на вас~', 'новое сообщение от~', 'поделился~'],
  ja: ['招待', 'メンション', 'コメントしました', '返信しました', 'いいね', '友達リクエスト', 'フォローしました', '新しいメッセージ', '共有しました'],
  zh: ['邀请', '提到了你', '评论了', '回复了', '赞了', '好友请求', '关注了你', '新消息', '分享了'],
  ko: ['초대', '멘션', '댓글', '답글', '좋아요', '친구 요청', '팔로우', '새 메시지', '공유했습니다'],
  'zh-TW': ['邀請', '提到了你', '評論了', '新消息', '分享了'],
};

/** Reminders, alerts, digests, reports, builds and deployments, maintenance: system notices. */
export const NOTIFICATION: Concept = {
  en: ['notification~', 'reminder~', 'alert', 'digest~', 'report~', 'build failed~', 'build succeeded~', 'pipeline~', 'deployed~', 'deployment~', 'pull request~', 'merge request~', 'issue #', 'your weekly~', 'your daily~', 'your monthly~', 'scheduled maintenance~', 'maintenance~', 'status update~', 'has been updated~', 'automated message~', 'automatic message~'],
  de: ['benachrichtigung~', 'erinnerung~', 'hinweis~', 'mitteilung~', 'aktualisierung~', 'bericht~', 'zusammenfassung~', 'wartung~'],
  fr: ['notification~', 'rappel~', 'avis', 'mise à jour~', 'rapport~', 'résumé~'],
  es: ['notificación~', 'recordatorio~', 'aviso~', 'actualización~', 'informe~', 'resumen~', 'mantenimiento~'],
  pt: ['notificação~', 'lembrete~', 'aviso~', 'atualização~', 'relatório~', 'resumo~', 'manutenção~'],
  it: ['notifica~', 'promemoria~', 'avviso~', 'aggiornamento~', 'rapporto~', 'riepilogo~', 'manutenzione~'],
  nl: ['melding~', 'herinnering~', 'kennisgeving~', 'rapport~', 'overzicht~', 'onderhoud~'],
  pl: ['powiadomienie~', 'przypomnienie~', 'zawiadomienie~', 'aktualizacja~', 'raport~', 'podsumowanie~', 'konserwacja~'],
  tr: ['bildirim~', 'hatırlatma~', 'duyuru~', 'güncelleme~', 'rapor~', 'özet~', 'bakım~'],
  ru: ['уведомлени~', 'напоминани~', 'обновлени~', 'отчёт~', 'отчет~', 'сводка~', 'техническое обслуживание~'],
  ja: ['お知らせ', '通知', 'リマインダー', 'レポート', 'メンテナンス'],
  zh: ['通知', '提醒', '报告', '摘要', '维护'],
  ko: ['알림', '안내', '리마인더', '업데이트', '보고서', '요약', '점검'],
  'zh-TW': ['通知', '提醒', '報告', '摘要'],
};
