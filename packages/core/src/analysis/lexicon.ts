/**
 * Keyword tables of the built-in analyzer. Terms are lower case and match at the start of
 * a word (so 'rechnung' also finds 'Rechnungsnummer', 'shipped' finds 'shipped.'); a
 * trailing '$' makes a term match whole words only. Terms in scripts without spaces
 * between words (Japanese, Chinese) match anywhere. Languages: EN, DE, FR, ES, PT, IT, NL,
 * PL, TR, RU, JA, ZH, KO — one line each, in that order.
 */

export type CategoryKey =
  | 'authentication' | 'security' | 'billing' | 'shipping' | 'transactional' | 'marketing' | 'social' | 'notification';

export const CATEGORY_TERMS: Record<CategoryKey, string[]> = {
  authentication: [
    'verification code', 'verify your email', 'verify your account', 'verify your email address', 'confirm your email', 'confirm your email address', 'one-time', 'one time password', 'otp$', 'passcode', 'security code', 'login code', 'log in code', 'sign-in code', 'sign in code', 'sign-in link', 'sign in link', 'login link', 'magic link', '2fa$', 'authentication code', 'access code', 'activation code', 'activate your account', 'reset your password', 'password reset', 'reset password', 'your code', 'confirmation code',
    'bestätigungscode', 'verifizierungscode', 'sicherheitscode', 'einmalcode', 'einmalpasswort', 'anmeldecode', 'login-code', 'bestätige deine e-mail', 'bestätigen sie ihre e-mail', 'e-mail-adresse bestätigen', 'passwort zurücksetzen', 'anmeldelink', 'aktivierungscode', 'konto aktivieren', 'dein code', 'ihr code',
    'code de vérification', 'code de confirmation', 'code de sécurité', "code d'accès", 'code de connexion', 'mot de passe à usage unique', 'vérifiez votre adresse', 'confirmez votre adresse', 'réinitialiser votre mot de passe', 'réinitialisation du mot de passe', 'lien de connexion', 'votre code',
    'código de verificación', 'código de seguridad', 'código de acceso', 'código de confirmación', 'código de inicio de sesión', 'verifica tu correo', 'confirma tu correo', 'confirma tu dirección', 'restablecer tu contraseña', 'restablecer la contraseña', 'contraseña de un solo uso', 'tu código',
    'código de verificação', 'código de segurança', 'código de acesso', 'código de confirmação', 'verifique seu e-mail', 'confirme seu e-mail', 'confirme o seu e-mail', 'redefinir sua senha', 'redefinição de senha', 'recuperar senha', 'seu código',
    'codice di verifica', 'codice di sicurezza', 'codice di accesso', 'codice di conferma', 'verifica il tuo indirizzo', 'conferma il tuo indirizzo', 'reimposta la password', 'reimpostazione della password', 'codice otp', 'il tuo codice',
    'verificatiecode', 'beveiligingscode', 'inlogcode', 'bevestigingscode', 'bevestig je e-mail', 'bevestig uw e-mail', 'wachtwoord opnieuw instellen', 'wachtwoord herstellen', 'je code',
    'kod weryfikacyjny', 'kod bezpieczeństwa', 'kod dostępu', 'kod potwierdzający', 'kod jednorazowy', 'jednorazowy kod', 'potwierdź swój adres', 'potwierdź adres e-mail', 'zresetuj hasło', 'resetowanie hasła', 'twój kod',
    'doğrulama kodu', 'güvenlik kodu', 'onay kodu', 'giriş kodu', 'tek kullanımlık', 'e-posta adresinizi doğrulayın', 'şifrenizi sıfırlayın', 'şifre sıfırlama', 'parola sıfırlama',
    'код подтверждения', 'код верификации', 'проверочный код', 'код безопасности', 'код доступа', 'одноразовый код', 'одноразовый пароль', 'код для входа', 'подтвердите адрес', 'подтвердите электронную почту', 'сброс пароля', 'сбросить пароль', 'восстановление пароля', 'ваш код',
    '認証コード', '確認コード', '検証コード', 'ワンタイムパスワード', 'ログインコード', 'セキュリティコード', '本人確認', 'メールアドレスの確認', 'パスワードの再設定', 'パスワードをリセット',
    '验证码', '驗證碼', '校验码', '动态密码', '一次性密码', '登录码', '安全码', '确认您的邮箱', '验证您的邮箱', '重置密码', '重設密碼', '驗證您的電子郵件',
    '인증 코드', '인증코드', '인증번호', '확인 코드', '보안 코드', '일회용 비밀번호', '로그인 코드', '이메일 인증', '이메일 주소 확인', '비밀번호 재설정',
  ],
  security: [
    'security alert', 'new sign-in', 'new sign in', 'new login', 'new device', 'sign-in attempt', 'login attempt', 'unusual activity', 'suspicious activity', 'unusual sign-in', 'suspicious login', 'suspicious sign-in', 'password was changed', 'password has been changed', 'password changed', 'your password was reset', 'email address was changed', 'two-factor authentication was', 'two-factor authentication has been', '2-step verification was', 'account was accessed', 'unauthorized', 'unauthorised', 'compromised', 'security notice', 'security notification', 'recovery email', 'ssh key', 'personal access token', 'new api key', 'was added to your account', 'recovery codes', 'backup codes',
    'two-factor authentication', 'two-step verification', '2-step verification', 'zwei-faktor-authentifizierung', 'authentification à deux facteurs', 'verificación en dos pasos', 'verificação em duas etapas', 'verifica in due passaggi', 'tweestapsverificatie', 'weryfikacja dwuetapowa', 'iki adımlı doğrulama', 'двухфакторн', '二段階認証', '两步验证', '兩步驟驗證', '2단계 인증',
    'sicherheitswarnung', 'sicherheitshinweis', 'sicherheitsbenachrichtigung', 'neue anmeldung', 'neues gerät', 'ungewöhnliche aktivität', 'verdächtige aktivität', 'passwort wurde geändert', 'passwort geändert', 'anmeldeversuch', 'unbefugt',
    'alerte de sécurité', 'nouvelle connexion', 'nouvel appareil', 'activité inhabituelle', 'activité suspecte', 'mot de passe a été modifié', 'tentative de connexion',
    'alerta de seguridad', 'nuevo inicio de sesión', 'nuevo dispositivo', 'actividad inusual', 'actividad sospechosa', 'contraseña ha sido cambiada', 'contraseña fue cambiada', 'intento de inicio de sesión',
    'alerta de segurança', 'novo login', 'novo acesso', 'novo dispositivo', 'atividade incomum', 'atividade suspeita', 'senha foi alterada', 'tentativa de login',
    'avviso di sicurezza', 'nuovo accesso', 'nuovo dispositivo', 'attività insolita', 'attività sospetta', 'password è stata modificata', 'tentativo di accesso',
    'beveiligingswaarschuwing', 'beveiligingsmelding', 'nieuwe aanmelding', 'nieuw apparaat', 'ongebruikelijke activiteit', 'verdachte activiteit', 'wachtwoord is gewijzigd', 'inlogpoging',
    'alert bezpieczeństwa', 'ostrzeżenie bezpieczeństwa', 'nowe logowanie', 'nowe urządzenie', 'nietypowa aktywność', 'podejrzana aktywność', 'hasło zostało zmienione', 'próba logowania',
    'güvenlik uyarısı', 'yeni oturum açma', 'yeni giriş', 'yeni cihaz', 'olağandışı etkinlik', 'şüpheli etkinlik', 'şifreniz değiştirildi', 'giriş denemesi',
    'оповещение безопасности', 'предупреждение безопасности', 'уведомление безопасности', 'новый вход', 'новое устройство', 'подозрительная активность', 'необычная активность', 'пароль был изменён', 'пароль был изменен', 'попытка входа',
    'セキュリティ警告', 'セキュリティアラート', '新しいログイン', '新しいデバイス', '不審なアクティビティ', '不正アクセス', 'パスワードが変更', 'ログインがありました',
    '安全提醒', '安全警报', '安全警告', '新登录', '新设备', '新設備', '异常活动', '可疑活动', '异常登录', '密码已更改', '密碼已變更', '登录尝试',
    '보안 알림', '보안 경고', '새로운 로그인', '새 로그인', '새 기기', '비정상적인 활동', '의심스러운 활동', '비밀번호가 변경', '로그인 시도',
  ],
  billing: [
    'invoice', 'receipt', 'payment', 'paid$', 'billing', 'bill$', 'statement', 'subscription', 'renewal', 'renews', 'charged', 'refund', 'amount due', 'balance due', 'past due', 'overdue', 'card was declined', 'credit card', 'direct debit', 'tax invoice', 'pro forma',
    'rechnung', 'quittung', 'zahlung', 'bezahlt', 'abrechnung', 'abonnement', 'verlängerung', 'lastschrift', 'rückerstattung', 'zahlungserinnerung', 'mahnung', 'kontoauszug', 'beleg$',
    'facture', 'reçu', 'paiement', 'payé', 'facturation', 'abonnement', 'renouvellement', 'remboursement', 'prélèvement', 'échéance', 'relevé',
    'factura', 'recibo', 'pago$', 'pagado', 'facturación', 'suscripción', 'renovación', 'reembolso', 'domiciliación',
    'fatura', 'recibo', 'pagamento', 'cobrança', 'assinatura', 'renovação', 'reembolso', 'boleto', 'nota fiscal', 'vencimento',
    'fattura', 'ricevuta', 'pagamento', 'pagato', 'fatturazione', 'abbonamento', 'rinnovo', 'rimborso', 'addebito',
    'factuur', 'betaling', 'betaald', 'kwitantie', 'abonnement', 'verlenging', 'terugbetaling', 'incasso',
    'faktura', 'rachunek', 'płatność', 'opłacon', 'zapłat', 'subskrypcj', 'odnowienie', 'zwrot środków', 'paragon', 'należność',
    'fatura', 'makbuz', 'ödeme', 'ödendi', 'abonelik', 'yenileme', 'iade', 'tahsilat', 'ekstre',
    'счёт', 'счет на оплату', 'счет-фактура', 'квитанция', 'оплата', 'оплачен', 'платёж', 'платеж', 'подписка', 'продление', 'возврат средств', 'списание', 'задолженность',
    '請求書', '領収書', '支払い', 'お支払い', '決済', 'ご請求', 'サブスクリプション', '返金', '引き落とし',
    '发票', '發票', '收据', '收據', '付款', '支付', '账单', '帳單', '订阅', '续订', '退款', '扣款',
    '청구서', '영수증', '결제', '지불', '납부', '구독', '갱신', '환불', '청구',
  ],
  shipping: [
    'shipped', 'has shipped', 'shipping confirmation', 'shipment', 'out for delivery', 'delivered', 'delivery', 'tracking number', 'track your package', 'track your order', 'track your parcel', 'track package', 'package', 'parcel', 'courier', 'dispatched', 'in transit', 'estimated delivery', 'on its way', 'on the way',
    'versand', 'versendet', 'verschickt', 'sendung', 'paket', 'zustellung', 'zugestellt', 'lieferung', 'geliefert', 'unterwegs', 'voraussichtliche lieferung',
    'expédié', 'expédition', 'colis', 'livraison', 'livré', 'en cours de livraison', 'numéro de suivi', 'suivre votre colis', 'transporteur',
    'enviado', 'envío', 'paquete', 'entrega', 'entregado', 'en camino', 'en reparto', 'número de seguimiento', 'seguimiento',
    'enviado', 'envio', 'pacote', 'entrega', 'entregue', 'a caminho', 'código de rastreio', 'rastreamento', 'rastreio',
    'spedito', 'spedizione', 'pacco', 'consegna', 'consegnato', 'in consegna', 'in transito', 'numero di tracking', 'tracciamento', 'corriere',
    'verzonden', 'verzending', 'pakket', 'bezorging', 'bezorgd', 'onderweg', 'track & trace', 'track en trace', 'trackingnummer', 'afgeleverd',
    'wysłan', 'wysyłk', 'przesyłk', 'paczk', 'doręczen', 'dostarczon', 'kurier', 'numer przesyłki', 'śledzenie przesyłki', 'w drodze',
    'kargo', 'kargoya verildi', 'gönderildi', 'gönderi', 'teslimat', 'teslim edildi', 'takip numarası', 'paket', 'yolda',
    'отправлен', 'отправка', 'посылк', 'доставк', 'доставлен', 'трек-номер', 'трек номер', 'отслеживани', 'курьер', 'в пути',
    '発送', '出荷', '配送', 'お届け', '配達', '追跡番号', 'お荷物', '配達完了',
    '已发货', '已發貨', '发货', '配送', '快递', '快遞', '物流', '运单', '包裹', '已送达', '派送',
    '배송', '발송', '출고', '택배', '운송장', '배달', '배송 완료', '배송조회',
  ],
  transactional: [
    'order confirmation', 'your order', 'order #', 'order number', 'thank you for your order', 'thanks for your order', 'booking', 'reservation', 'confirmed', 'appointment', 'ticket', 'itinerary', 'registration', 'your purchase', 'account created', 'account has been created', 'welcome to', 'gift card', 'e-gift',
    'bestellung', 'bestellbestätigung', 'auftragsbestätigung', 'buchung', 'buchungsbestätigung', 'reservierung', 'termin$', 'terminbestätigung', 'ihr termin', 'bestätigt', 'ihr kauf', 'vielen dank für ihre bestellung', 'registrierung', 'willkommen bei',
    'commande', 'confirmation de commande', 'réservation', 'rendez-vous', 'confirmé', 'votre achat', 'billet', 'inscription', 'bienvenue',
    'pedido', 'confirmación', 'reserva', 'cita$', 'confirmad', 'tu compra', 'su compra', 'billete', 'boleto', 'bienvenid',
    'pedido', 'confirmação', 'reserva', 'agendamento', 'confirmad', 'sua compra', 'ingresso', 'bilhete', 'cadastro', 'bem-vind',
    'ordine', 'conferma', 'prenotazione', 'appuntamento', 'confermat', 'il tuo acquisto', 'biglietto', 'registrazione', 'benvenut',
    'bestelling', 'orderbevestiging', 'boeking', 'reservering', 'afspraak', 'bevestigd', 'bevestiging', 'je aankoop', 'uw aankoop', 'registratie', 'welkom bij',
    'zamówieni', 'potwierdzenie', 'rezerwacj', 'wizyt', 'potwierdzon', 'twój zakup', 'bilet', 'rejestracj', 'witamy',
    'sipariş', 'onaylandı', 'rezervasyon', 'randevu', 'satın alma', 'bilet', 'kayıt', 'hoş geldiniz',
    'заказ', 'подтверждение заказа', 'бронировани', 'запись на', 'подтвержд', 'ваша покупка', 'билет', 'регистраци', 'добро пожаловать',
    'ご注文', '注文確認', '注文', '予約', 'ご予約', '確定', 'ご購入', 'チケット', '登録完了', 'ようこそ',
    '订单', '訂單', '预订', '預訂', '预约', '預約', '已确认', '购买', '門票', '门票', '注册成功', '欢迎',
    '주문', '주문 확인', '예약', '확정', '구매', '티켓', '가입', '환영합니다',
  ],
  marketing: [
    'newsletter', '% off', 'sale$', 'deals$', 'discount', 'promo', 'promotion', 'coupon', 'limited time', 'special offer', 'exclusive offer', 'shop now', 'buy now', 'free shipping', 'new arrivals', 'black friday', 'cyber monday', "don't miss", 'last chance', 'save up to', 'best sellers',
    'rabatt', 'angebot', 'gutschein', 'jetzt kaufen', 'jetzt shoppen', 'nur für kurze zeit', 'kostenloser versand', 'sparen sie', 'spare bis', 'neuheiten',
    'soldes', 'réduction', 'remise', 'offre spéciale', 'code promo', 'bon plan', 'achetez maintenant', 'livraison gratuite', 'dernière chance',
    'boletín', 'oferta', 'descuento', 'rebajas', 'promoción', 'cupón', 'compra ahora', 'envío gratis', 'última oportunidad', 'por tiempo limitado',
    'oferta', 'promoção', 'desconto', 'cupom', 'cupão', 'compre agora', 'frete grátis', 'última chance', 'por tempo limitado',
    'offerta', 'offerte', 'sconto', 'saldi', 'promozione', 'acquista ora', 'spedizione gratuita', 'ultima occasione', 'tempo limitato',
    'nieuwsbrief', 'aanbieding', 'korting', 'uitverkoop', 'kortingscode', 'shop nu', 'gratis verzending', 'laatste kans',
    'promocj', 'rabat', 'wyprzedaż', 'zniżk', 'oferta specjalna', 'kup teraz', 'darmowa dostawa', 'ostatnia szansa', 'kupon',
    'bülten', 'kampanya', 'indirim', 'fırsat', 'kupon', 'hemen al', 'ücretsiz kargo', 'son şans', 'sınırlı süre',
    'рассылк', 'скидк', 'акци', 'распродаж', 'промокод', 'специальное предложение', 'купить сейчас', 'бесплатная доставка', 'последний шанс', 'выгод',
    'メルマガ', 'ニュースレター', 'セール', '割引', 'クーポン', 'キャンペーン', '特典', '今すぐ購入', '送料無料', 'お得',
    '促销', '促銷', '优惠', '優惠', '折扣', '优惠券', '特价', '特價', '限时', '立即购买', '包邮', '免运费', '新品',
    '뉴스레터', '할인', '세일', '쿠폰', '특가', '이벤트', '프로모션', '지금 구매', '무료 배송', '혜택',
  ],
  social: [
    'invited you', 'invitation', 'invites you', 'mentioned you', 'tagged you', 'commented on', 'replied to your', 'liked your', 'sent you a message', 'new message from', 'friend request', 'connection request', 'wants to connect', 'started following', 'followed you', 'new follower', 'shared with you', 'reacted to',
    'hat dich eingeladen', 'hat sie eingeladen', 'einladung', 'hat dich erwähnt', 'hat kommentiert', 'freundschaftsanfrage', 'kontaktanfrage', 'folgt dir', 'neue nachricht von', 'mit dir geteilt',
    'vous a invité', 'invitation', 'vous a mentionné', 'a commenté', 'a répondu à', 'aime votre', "demande d'ami", 'demande de connexion', 'vous suit', 'nouveau message de', 'partagé avec vous',
    'te ha invitado', 'te invitó', 'invitación', 'te mencionó', 'comentó', 'respondió a tu', 'solicitud de amistad', 'solicitud de conexión', 'te sigue', 'nuevo mensaje de', 'compartido contigo',
    'convidou você', 'te convidou', 'convite', 'mencionou você', 'comentou', 'respondeu ao seu', 'curtiu', 'solicitação de amizade', 'pedido de amizade', 'começou a seguir', 'nova mensagem de', 'compartilhou com você',
    'ti ha invitato', 'invito$', 'ti ha menzionato', 'ha commentato', 'ha risposto', 'richiesta di amicizia', 'richiesta di collegamento', 'ha iniziato a seguirti', 'nuovo messaggio da', 'condiviso con te',
    'heeft je uitgenodigd', 'uitnodiging', 'heeft je genoemd', 'heeft gereageerd', 'vriendschapsverzoek', 'connectieverzoek', 'volgt je', 'nieuw bericht van', 'met je gedeeld',
    'zaprosił', 'zaprosiła', 'zaproszenie', 'wspomniał', 'skomentował', 'odpowiedział', 'polubił', 'obserwuje cię', 'nowa wiadomość od', 'udostępnił',
    'sizi davet etti', 'seni davet etti', 'davet', 'sizden bahsetti', 'yorum yaptı', 'yanıtladı', 'beğendi', 'arkadaşlık isteği', 'bağlantı isteği', 'takip etmeye başladı', 'sizinle paylaştı',
    'пригласил', 'приглашени', 'упомянул', 'прокомментировал', 'ответил на ваш', 'понравил', 'заявка в друзья', 'запрос на добавление', 'подписался на вас', 'новое сообщение от', 'поделился',
    '招待', 'メンション', 'コメントしました', '返信しました', 'いいね', '友達リクエスト', 'フォローしました', '新しいメッセージ', '共有しました',
    '邀请', '邀請', '提到了你', '评论了', '評論了', '回复了', '赞了', '好友请求', '关注了你', '新消息', '分享了',
    '초대', '멘션', '댓글', '답글', '좋아요', '친구 요청', '팔로우', '새 메시지', '공유했습니다',
  ],
  notification: [
    'notification', 'reminder', 'alert$', 'digest', 'report', 'build failed', 'build succeeded', 'pipeline', 'deployed', 'deployment', 'pull request', 'merge request', 'issue #', 'your weekly', 'your daily', 'your monthly', 'scheduled maintenance', 'maintenance', 'status update', 'has been updated', 'automated message', 'automatic message',
    'benachrichtigung', 'erinnerung', 'hinweis', 'mitteilung', 'aktualisierung', 'bericht', 'zusammenfassung', 'wartung',
    'notification', 'rappel', 'avis$', 'mise à jour', 'rapport', 'résumé',
    'notificación', 'recordatorio', 'aviso', 'actualización', 'informe', 'resumen', 'mantenimiento',
    'notificação', 'lembrete', 'aviso', 'atualização', 'relatório', 'resumo', 'manutenção',
    'notifica', 'promemoria', 'avviso', 'aggiornamento', 'rapporto', 'riepilogo', 'manutenzione',
    'melding', 'herinnering', 'kennisgeving', 'rapport', 'overzicht', 'onderhoud',
    'powiadomienie', 'przypomnienie', 'zawiadomienie', 'aktualizacja', 'raport', 'podsumowanie', 'konserwacja',
    'bildirim', 'hatırlatma', 'duyuru', 'güncelleme', 'rapor', 'özet', 'bakım',
    'уведомлени', 'напоминани', 'обновлени', 'отчёт', 'отчет', 'сводка', 'техническое обслуживание',
    'お知らせ', '通知', 'リマインダー', 'レポート', 'メンテナンス',
    '通知', '提醒', '报告', '報告', '摘要', '维护',
    '알림', '안내', '리마인더', '업데이트', '보고서', '요약', '점검',
  ],
};

/** Explicit urgency. Marketing never counts as urgent, whatever it says. */
export const URGENT_TERMS: string[] = [
  'urgent', 'immediately', 'asap$', 'as soon as possible', 'right away', 'time-sensitive', 'time sensitive', 'final notice', 'final reminder', 'last warning', 'overdue', 'past due', 'expires today', 'due today', 'within 24 hours', 'within 48 hours', 'account will be suspended', 'account has been suspended', 'account suspended', 'account has been locked', 'account is locked', 'suspicious', 'unauthorized', 'unauthorised', 'critical', 'emergency', 'payment failed', 'card was declined',
  'dringend', 'sofort$', 'umgehend', 'unverzüglich', 'so schnell wie möglich', 'letzte mahnung', 'mahnung', 'überfällig', 'läuft heute ab', 'gesperrt', 'verdächtig', 'zahlung fehlgeschlagen',
  'urgent', 'immédiatement', 'dès que possible', 'sans délai', 'dernier rappel', 'dernier avis', 'expire aujourd', 'suspendu', 'bloqué', 'suspect', 'échec du paiement',
  'urgente', 'inmediatamente', 'lo antes posible', 'cuanto antes', 'último aviso', 'vencido', 'caduca hoy', 'vence hoy', 'suspendida', 'bloqueada', 'sospechos', 'pago fallido',
  'urgente', 'imediatamente', 'o mais rápido possível', 'assim que possível', 'último aviso', 'em atraso', 'expira hoje', 'suspensa', 'bloqueada', 'suspeit',
  'urgente', 'immediatamente', 'il prima possibile', 'al più presto', 'ultimo avviso', 'scaduto', 'scade oggi', 'sospeso', 'bloccato', 'sospett', 'pagamento non riuscito',
  'dringend', 'onmiddellijk', 'zo snel mogelijk', 'laatste herinnering', 'aanmaning', 'achterstallig', 'verloopt vandaag', 'geblokkeerd', 'opgeschort', 'verdacht',
  'pilne', 'pilny', 'natychmiast', 'jak najszybciej', 'niezwłocznie', 'ostateczne wezwanie', 'ostatnie przypomnienie', 'zaległ', 'przeterminowan', 'wygasa dziś', 'zablokowan', 'zawieszon', 'podejrzan',
  'acil', 'derhal', 'en kısa sürede', 'son uyarı', 'son hatırlatma', 'gecikmiş', 'vadesi geçmiş', 'bugün sona eriyor', 'askıya alındı', 'engellendi', 'şüpheli',
  'срочно', 'срочн', 'немедленно', 'как можно скорее', 'незамедлительно', 'последнее предупреждение', 'последнее напоминание', 'просроч', 'истекает сегодня', 'заблокирован', 'приостановлен', 'подозрительн',
  '緊急', '至急', '直ちに', 'できるだけ早く', '最終通知', '最終警告', '期限切れ', '本日まで', '停止されました', 'ロックされました', '不審', '不正アクセス',
  '紧急', '緊急', '立即处理', '尽快', '盡快', '最后通知', '最後通知', '逾期', '今天到期', '已冻结', '已凍結', '已停用', '可疑',
  '긴급', '즉시', '최대한 빨리', '가능한 한 빨리', '최종 통지', '최종 경고', '연체', '기한 초과', '오늘 만료', '정지되었습니다', '잠겼습니다', '의심스러운',
];

/** The recipient is asked to do something. Calls to action in marketing do not count. */
export const ACTION_TERMS: string[] = [
  'action required', 'action needed', 'please confirm', 'please verify', 'please review', 'please respond', 'please reply', 'please sign', 'please complete', 'please update', 'please pay', 'respond by', 'reply by', 'review and sign', 'complete your', 'confirm your', 'verify your', 'update your payment', 'update your billing', 'payment is due', 'pay now', 'payment due', 'rsvp', 'accept the invitation', 'accept invitation', 'accept your invitation', 'approve$', 'please approve', 'enter this code', 'enter the code', 'use this code', 'use the code', 'enter the following code', 'reset your password', 'fill out', 'let me know', 'can you', 'could you',
  'handlung erforderlich', 'aktion erforderlich', 'bitte bestätigen', 'bitte bestätige', 'bestätigen sie', 'bitte überprüfen', 'bitte antworten', 'bitte unterschreiben', 'bitte zahlen', 'bitte aktualisieren', 'gib den code', 'geben sie den code', 'gib diesen code', 'geben sie diesen code', 'einladung annehmen', 'genehmigen', 'bitte ausfüllen', 'kannst du', 'könnten sie',
  'action requise', 'veuillez confirmer', 'veuillez vérifier', 'merci de confirmer', 'veuillez répondre', 'veuillez signer', 'veuillez régler', 'veuillez mettre à jour', 'saisissez le code', 'saisissez ce code', 'entrez le code', 'entrez ce code', "accepter l'invitation", 'approuver', 'pouvez-vous',
  'acción requerida', 'se requiere acción', 'por favor confirma', 'confirme su', 'por favor verifica', 'por favor responde', 'por favor firma', 'por favor paga', 'actualiza tu', 'introduce el código', 'introduce este código', 'ingresa el código', 'ingresa este código', 'acepta la invitación', 'aprobar$',
  'ação necessária', 'ação requerida', 'por favor confirme', 'por favor, confirme', 'verifique seu', 'por favor responda', 'assine$', 'pague', 'atualize', 'insira o código', 'insira este código', 'digite o código', 'digite este código', 'aceite o convite', 'aprovar$',
  'azione richiesta', 'si prega di confermare', 'conferma il tuo', 'verifica il tuo', 'rispondi', 'firma il', 'paga ora', 'aggiorna il tuo', 'inserisci il codice', 'inserisci questo codice', "accetta l'invito", 'approva$',
  'actie vereist', 'actie nodig', 'bevestig je', 'bevestig uw', 'controleer', 'reageer', 'onderteken', 'betaal nu', 'betaal uw', 'betaal je', 'voer de code', 'voer deze code', 'vul de code', 'accepteer de uitnodiging', 'goedkeuren', 'kun je', 'kunt u',
  'wymagane działanie', 'potwierdź', 'zweryfikuj', 'odpowiedz$', 'podpisz', 'zapłać', 'opłać', 'zaktualizuj', 'wpisz kod', 'wprowadź kod', 'zaakceptuj zaproszenie', 'zatwierdź', 'uzupełnij', 'czy możesz',
  'işlem gerekli', 'lütfen onaylayın', 'onaylayın', 'doğrulayın', 'yanıtlayın', 'imzalayın', 'ödeyin', 'güncelleyin', 'kodu girin', 'kodu kullanın', 'daveti kabul', 'tamamlayın',
  'требуется действие', 'требуются действия', 'подтвердите', 'проверьте', 'ответьте', 'подпишите', 'оплатите', 'обновите', 'введите код', 'введите этот код', 'примите приглашение', 'одобрите', 'заполните',
  '対応が必要', 'ご対応', 'ご確認ください', '確認してください', '入力してください', 'コードを入力', 'お支払いください', '署名してください', '承認してください', '返信してください', '招待を承諾', '更新してください',
  '需要操作', '请确认', '請確認', '请验证', '请输入', '請輸入', '请付款', '请回复', '請回覆', '请签署', '请批准', '接受邀请', '请更新',
  '조치가 필요', '확인해 주세요', '확인하세요', '입력하세요', '입력해 주세요', '결제해 주세요', '회신해 주세요', '회신 부탁', '서명해', '승인해', '초대를 수락', '업데이트하세요',
];

/** "Nothing for you to do": cancels ACTION_TERMS found in the same message. */
export const NO_ACTION_TERMS: string[] = [
  'no action is required', 'no action is needed', 'no action required', 'no action needed', "you don't need to do anything", 'no further action', 'no need to do anything',
  'keine aktion erforderlich', 'sie müssen nichts tun', 'du musst nichts tun', 'keine weiteren schritte',
  'aucune action', "vous n'avez rien à faire",
  'no es necesario que hagas nada', 'no se requiere ninguna acción', 'no tienes que hacer nada',
  'nenhuma ação é necessária', 'não é necessário fazer nada',
  'nessuna azione', 'non devi fare nulla',
  'geen actie vereist', 'geen actie nodig', 'je hoeft niets te doen', 'u hoeft niets te doen',
  'nie musisz nic robić', 'nie jest wymagane żadne działanie',
  'herhangi bir işlem yapmanıza gerek yok', 'işlem yapmanıza gerek yok',
  'никаких действий не требуется', 'ничего делать не нужно',
  '対応は不要', '操作は不要', '対応の必要はありません',
  '无需任何操作', '無需任何操作', '无需操作',
  '조치가 필요하지 않', '별도의 조치는 필요하지 않',
];

/** Labels that introduce a reference number, with what kind of reference each is. */
export type IdKind = 'order' | 'invoice' | 'tracking' | 'booking' | 'ticket' | 'reference';
export const ID_LABELS: Record<IdKind, string[]> = {
  order: [
    'order', 'order id', 'purchase order', 'bestellung', 'bestellnummer', 'bestellnr', 'auftragsnummer', 'auftragsnr', 'auftrag', 'commande', 'numéro de commande', 'pedido', 'número de pedido', 'encomenda', 'ordine', 'numero ordine', 'bestelling', 'bestelnummer', 'ordernummer', 'zamówienie', 'numer zamówienia', 'sipariş', 'sipariş no', 'sipariş numarası', 'заказ', 'номер заказа', '注文番号', 'ご注文番号', '订单号', '訂單號', '订单编号', '주문번호', '주문 번호',
  ],
  invoice: [
    'invoice', 'receipt', 'rechnung', 'rechnungsnummer', 'rechnungsnr', 'quittung', 'facture', 'numéro de facture', 'reçu', 'factura', 'número de factura', 'recibo', 'fatura', 'nota fiscal', 'fattura', 'numero fattura', 'ricevuta', 'factuur', 'factuurnummer', 'faktura', 'numer faktury', 'rachunek', 'fatura no', 'makbuz', 'счёт', 'счет', 'счёт-фактура', 'счет-фактура', '請求書番号', '領収書番号', '发票号', '發票號碼', '청구서 번호', '영수증 번호',
  ],
  tracking: [
    'tracking', 'tracking number', 'tracking id', 'tracking code', 'shipment', 'parcel', 'package', 'sendungsnummer', 'sendungsnr', 'sendungsverfolgungsnummer', 'trackingnummer', 'paketnummer', 'numéro de suivi', 'colis', 'número de seguimiento', 'código de rastreio', 'código de rastreamento', 'numero di tracking', 'numero di spedizione', 'track & trace', 'zendingnummer', 'numer przesyłki', 'numer śledzenia', 'takip numarası', 'kargo takip no', 'трек-номер', 'трек номер', 'номер отслеживания', '追跡番号', '伝票番号', 'お問い合わせ番号', '运单号', '快递单号', '追踪号', '物流单号', '운송장 번호', '운송장번호', '송장번호', '송장 번호',
  ],
  booking: [
    'booking', 'reservation', 'confirmation', 'confirmation number', 'booking reference', 'pnr', 'buchung', 'buchungsnummer', 'reservierung', 'réservation', 'reserva', 'localizador', 'prenotazione', 'boeking', 'reservering', 'rezerwacja', 'numer rezerwacji', 'rezervasyon', 'бронирование', 'номер бронирования', '予約番号', '预订号', '預訂編號', '예약번호', '예약 번호',
  ],
  ticket: [
    'ticket', 'case', 'case id', 'request', 'support ticket', 'issue', 'vorgangsnummer', 'ticketnummer', 'demande', 'caso', 'solicitud', 'chamado', 'richiesta', 'zgłoszenie', 'talep', 'заявка', 'обращение', '問い合わせ番号', '工单号', '문의 번호',
  ],
  reference: [
    'reference', 'ref', 'reference number', 'transaction', 'transaction id', 'customer number', 'account number', 'referenz', 'referenznummer', 'kundennummer', 'transaktion', 'référence', 'referencia', 'referência', 'riferimento', 'referentie', 'kenmerk', 'numer referencyjny', 'referans', 'номер транзакции', '参照番号', '取引番号', '交易号', '参考号', '참조 번호', '거래 번호',
  ],
};

/** Words between a label and its value: "Order number: 123", "N° de commande", "номер". */
export const ID_CONNECTORS = [
  'no', 'nr', 'n°', 'nº', 'number', 'nummer', 'numéro', 'numero', 'número', 'numer', 'номер', 'num', 'núm', 'id', 'code', 'código', 'codice', 'kod', 'is', 'ist', 'est', 'es', 'é', 'è', 'jest', 'dir', 'de', 'van', 'del', 'do', 'di',
];

/** Labels that mark an amount as the one that matters: totals first. */
export const AMOUNT_STRONG_LABELS = [
  'total', 'grand total', 'amount due', 'total due', 'balance due', 'amount paid', 'total paid', 'you paid', 'order total', 'charged',
  'gesamt', 'gesamtbetrag', 'summe', 'zu zahlen', 'rechnungsbetrag', 'endbetrag',
  'total ttc', 'montant total', 'montant dû', 'montant à payer', 'à payer',
  'total a pagar', 'importe total', 'importe', 'total pagado',
  'valor total', 'total pago',
  'totale', 'importo totale', 'da pagare',
  'totaal', 'totaalbedrag', 'te betalen',
  'razem', 'suma', 'do zapłaty', 'łącznie', 'kwota do zapłaty',
  'toplam', 'toplam tutar', 'ödenecek tutar',
  'итого', 'итог', 'к оплате', 'всего', 'сумма к оплате',
  '合計', 'お支払い金額', 'ご請求金額', '請求金額', '総額',
  '合计', '總計', '总计', '应付金额', '應付金額', '实付', '付款金额',
  '합계', '총액', '결제 금액', '결제금액', '청구 금액', '총 결제',
];
export const AMOUNT_WEAK_LABELS = [
  'amount', 'balance', 'price', 'sum', 'betrag', 'preis', 'montant', 'prix', 'monto', 'precio', 'valor', 'preço', 'importo', 'prezzo', 'bedrag', 'prijs', 'kwota', 'cena', 'tutar', 'fiyat', 'сумма', 'цена', '金額', '价格', '金额', '價格', '금액', '가격',
];

/** Greeting lines that open a message and say nothing about it. */
export const GREETINGS = [
  'hi', 'hello', 'hey', 'dear', 'good morning', 'good afternoon', 'good evening', 'greetings', 'welcome',
  'hallo', 'liebe', 'lieber', 'sehr geehrte', 'sehr geehrter', 'guten tag', 'moin', 'servus',
  'bonjour', 'bonsoir', 'salut', 'cher', 'chère', 'madame', 'monsieur',
  'hola', 'estimado', 'estimada', 'buenos días', 'buenas tardes',
  'olá', 'oi', 'caro', 'cara', 'prezado', 'prezada', 'bom dia', 'boa tarde',
  'ciao', 'salve', 'gentile', 'buongiorno', 'buonasera',
  'hoi', 'beste', 'geachte', 'goedemorgen', 'goedemiddag',
  'dzień dobry', 'witaj', 'witam', 'cześć', 'szanowny', 'szanowna', 'drogi', 'droga',
  'merhaba', 'sayın', 'değerli', 'selam', 'iyi günler',
  'здравствуйте', 'привет', 'добрый день', 'уважаемый', 'уважаемая', 'дорогой', 'дорогая',
  'こんにちは', 'いつもご利用', 'お世話になっております', '拝啓',
  '您好', '你好', '尊敬的', '亲爱的', '親愛的',
  '안녕하세요', '고객님', '님께',
];

/** Sign-offs: the line after one is often the writer's name. */
export const SIGN_OFFS = [
  'regards', 'best regards', 'kind regards', 'warm regards', 'best', 'best wishes', 'thanks', 'thank you', 'many thanks', 'cheers', 'sincerely', 'yours sincerely', 'yours truly', 'all the best', 'take care', 'love',
  'viele grüße', 'beste grüße', 'liebe grüße', 'mit freundlichen grüßen', 'freundliche grüße', 'gruß', 'grüße', 'lg', 'vg', 'danke',
  'cordialement', 'bien cordialement', 'bien à vous', 'amicalement', 'merci', 'bises', 'salutations',
  'saludos', 'un saludo', 'atentamente', 'gracias', 'un abrazo', 'cordiales saludos',
  'atenciosamente', 'abraços', 'abraço', 'obrigado', 'obrigada', 'cumprimentos',
  'cordiali saluti', 'saluti', 'grazie', 'distinti saluti', 'un caro saluto',
  'met vriendelijke groet', 'met vriendelijke groeten', 'groeten', 'groetjes', 'bedankt', 'hartelijke groet',
  'pozdrawiam', 'z poważaniem', 'pozdrowienia', 'dziękuję', 'serdecznie pozdrawiam',
  'saygılarımla', 'saygılar', 'teşekkürler', 'iyi çalışmalar', 'sevgiler',
  'с уважением', 'всего доброго', 'спасибо', 'с наилучшими пожеланиями', 'всего хорошего',
  'よろしくお願いします', 'よろしくお願いいたします', '敬具', 'ありがとうございます',
  '此致', '敬礼', '谢谢', '謝謝', '祝好', '顺祝商祺',
  '감사합니다', '고맙습니다', '드림', '올림',
];

/** Lines that are furniture, not content (matched anywhere in a line, lower case). */
export const BOILERPLATE_TERMS = [
  'view this email in your browser', 'view in browser', 'view it in your browser', 'view online', 'unsubscribe', 'manage your preferences', 'email preferences', 'privacy policy', 'all rights reserved', 'copyright', '©', 'this email was sent to', 'this message was sent to', 'you are receiving this', "you're receiving this", 'do not reply', 'please do not reply', 'this is an automated', 'if you did not request', "if you didn't request", 'if this wasn\'t you', 'if you did not make this request', 'ignore this email', 'safely ignore',
  'im browser anzeigen', 'abmelden', 'abbestellen', 'datenschutz', 'alle rechte vorbehalten', 'nicht auf diese e-mail antworten', 'falls sie dies nicht angefordert', 'falls du dies nicht angefordert', 'ignorieren sie diese',
  'afficher dans le navigateur', 'se désabonner', 'désinscrire', 'tous droits réservés', 'ne pas répondre', "si vous n'êtes pas à l'origine", 'ignorez cet e-mail',
  'ver en el navegador', 'darse de baja', 'cancelar suscripción', 'todos los derechos reservados', 'no respondas', 'si no solicitaste', 'ignora este correo',
  'ver no navegador', 'cancelar inscrição', 'descadastrar', 'todos os direitos reservados', 'não responda', 'se você não solicitou', 'ignore este e-mail',
  'visualizza nel browser', 'annulla iscrizione', 'disiscriviti', 'tutti i diritti riservati', 'non rispondere', 'se non hai richiesto', 'ignora questa email',
  'bekijk in je browser', 'bekijk in browser', 'afmelden', 'uitschrijven', 'alle rechten voorbehouden', 'niet beantwoorden', 'als je dit niet hebt aangevraagd', 'negeer deze e-mail',
  'zobacz w przeglądarce', 'wypisz się', 'anuluj subskrypcję', 'wszelkie prawa zastrzeżone', 'nie odpowiadaj', 'jeśli to nie ty', 'zignoruj tę wiadomość',
  'tarayıcıda görüntüle', 'abonelikten çık', 'tüm hakları saklıdır', 'yanıtlamayın', 'bu isteği siz yapmadıysanız', 'bu e-postayı dikkate almayın',
  'открыть в браузере', 'отписаться', 'все права защищены', 'не отвечайте', 'если вы не запрашивали', 'проигнорируйте это письмо',
  'ブラウザで表示', '配信停止', '配信解除', 'all rights reserved', '返信しないで', '心当たりがない場合', '本メールは送信専用',
  '在浏览器中查看', '退订', '取消订阅', '版权所有', '請勿回覆', '请勿回复', '如果您没有请求', '如非本人操作',
  '브라우저에서 보기', '수신 거부', '수신거부', '판권 소유', '회신하지 마십시오', '본인이 요청하지 않은', '발신 전용',
];

/** Code labels for the fallback OTP finder (the deterministic extractor's `otp` comes first). */
export const OTP_LABELS = [
  'code', 'passcode', 'otp$', 'pin$', 'one-time password', 'einmalpasswort', 'código', 'codice', 'kod', 'kodu', 'код', 'kodunuz', 'コード', '验证码', '驗證碼', '校验码', '动态码', '인증번호', '인증 코드', '인증코드', '확인 코드',
];

/** Local parts of automated senders. */
export const AUTOMATED_LOCAL_RE =
  /^(?:no-?reply|do-?not-?reply|donotreply|noreply[-+.\w]*|notifications?|notify|alerts?|info|support|help|hello|hi|team|mailer(?:-daemon)?|news(?:letter)?|marketing|promo(?:tions)?|offers|deals|gifts?|giftcards?|billing|invoices?|receipts?|payments?|orders?|shipping|shipment|tracking|delivery|accounts?|account-security|security|verify|verification|auth|login|admin|system|postmaster|bounce[s]?|automated|robot|bot|service|customerservice|customer-service|sales|store|shop|feedback|updates?|digest|reminders?|jobs|careers|calendar|drive-shares-noreply|messages?)(?:[-+._].*)?$/i;

/** Consumer mailbox providers: a sender there is a person, not an organisation. */
export const FREEMAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.co.uk', 'yahoo.fr', 'yahoo.de', 'yahoo.es', 'yahoo.it', 'yahoo.co.jp', 'ymail.com',
  'outlook.com', 'hotmail.com', 'hotmail.co.uk', 'hotmail.fr', 'hotmail.de', 'hotmail.it', 'hotmail.es', 'live.com', 'live.fr', 'live.de', 'msn.com',
  'aol.com', 'icloud.com', 'me.com', 'mac.com', 'proton.me', 'protonmail.com', 'pm.me', 'fastmail.com', 'tutanota.com', 'hey.com', 'zoho.com',
  'gmx.de', 'gmx.net', 'gmx.at', 'gmx.ch', 'gmx.com', 'web.de', 't-online.de', 'freenet.de', 'posteo.de', 'mailbox.org',
  'orange.fr', 'free.fr', 'laposte.net', 'wanadoo.fr', 'sfr.fr',
  'libero.it', 'virgilio.it', 'tiscali.it', 'alice.it',
  'uol.com.br', 'bol.com.br', 'terra.com.br', 'sapo.pt',
  'ziggo.nl', 'kpnmail.nl', 'planet.nl',
  'wp.pl', 'o2.pl', 'onet.pl', 'interia.pl', 'op.pl',
  'yandex.ru', 'yandex.com', 'ya.ru', 'mail.ru', 'inbox.ru', 'list.ru', 'bk.ru', 'rambler.ru',
  'qq.com', '163.com', '126.com', 'sina.com', 'sohu.com', 'foxmail.com', 'yeah.net',
  'naver.com', 'daum.net', 'hanmail.net', 'kakao.com', 'nate.com',
  'docomo.ne.jp', 'ezweb.ne.jp', 'softbank.ne.jp', 'i.softbank.jp',
  'seznam.cz', 'yahoo.com.br', 'hotmail.com.br', 'outlook.de', 'outlook.fr', 'outlook.es',
]);

/** Second-level suffixes under which the organisation is the third label. */
export const MULTI_PART_SUFFIXES = new Set([
  'co.uk', 'org.uk', 'ac.uk', 'gov.uk', 'me.uk', 'com.au', 'net.au', 'org.au', 'co.nz', 'co.jp', 'ne.jp', 'or.jp', 'ac.jp', 'co.kr', 'or.kr',
  'com.br', 'net.br', 'org.br', 'com.mx', 'com.ar', 'com.co', 'com.pe', 'com.tr', 'net.tr', 'org.tr', 'gen.tr', 'com.cn', 'net.cn', 'org.cn',
  'com.tw', 'com.hk', 'com.sg', 'com.my', 'com.ph', 'com.vn', 'co.in', 'co.id', 'co.th', 'co.za', 'co.il', 'com.pl', 'com.ua', 'com.ru',
  'com.es', 'com.pt', 'com.sa', 'com.eg', 'com.ng',
]);

/** Sending subdomains that say nothing about the organisation. */
export const SENDING_SUBDOMAINS = new Set([
  'mail', 'email', 'e', 'em', 'mg', 'm', 'mx', 'smtp', 'send', 'sender', 'bounce', 'bounces', 'news', 'newsletter', 'info', 'notifications',
  'notification', 'notify', 'alerts', 'accounts', 'account', 'noreply', 'reply', 'service', 'services', 'updates', 'marketing', 'crm', 'emails', 'mailer', 'post', 'transactional', 'txn', 'auth', 'id', 'secure', 'www',
]);

/** Brands whose usual spelling is not just a capital first letter. */
export const BRAND_NAMES: Record<string, string> = {
  github: 'GitHub', gitlab: 'GitLab', paypal: 'PayPal', linkedin: 'LinkedIn', youtube: 'YouTube', facebookmail: 'Facebook',
  facebook: 'Facebook', whatsapp: 'WhatsApp', tiktok: 'TikTok', ebay: 'eBay', icloud: 'iCloud', dhl: 'DHL', ups: 'UPS', usps: 'USPS',
  fedex: 'FedEx', hsbc: 'HSBC', ing: 'ING', bbva: 'BBVA', ibm: 'IBM', aws: 'AWS', amazonaws: 'AWS', airbnb: 'Airbnb', doordash: 'DoorDash',
  hubspot: 'HubSpot', openai: 'OpenAI', digitalocean: 'DigitalOcean', stackoverflow: 'Stack Overflow', sncf: 'SNCF', bahn: 'Deutsche Bahn',
  dpd: 'DPD', gls: 'GLS', tnt: 'TNT', postnl: 'PostNL', inpost: 'InPost', allegro: 'Allegro', mercadolibre: 'Mercado Libre',
  mercadolivre: 'Mercado Livre', aliexpress: 'AliExpress', alibaba: 'Alibaba', jd: 'JD.com', taobao: 'Taobao', wechat: 'WeChat',
  kakaocorp: 'Kakao', line: 'LINE', rakuten: 'Rakuten', nhk: 'NHK', ntt: 'NTT', kddi: 'KDDI', vk: 'VK', ozon: 'Ozon', yandex: 'Yandex',
  trendyol: 'Trendyol', hepsiburada: 'Hepsiburada', bol: 'bol.com', zalando: 'Zalando', otto: 'OTTO', sbb: 'SBB', ovh: 'OVHcloud',
  npmjs: 'npm', circleci: 'CircleCI', travisci: 'Travis CI', jetbrains: 'JetBrains', atlassian: 'Atlassian', bitbucket: 'Bitbucket',
  sendgrid: 'SendGrid', mailchimp: 'Mailchimp', docusign: 'DocuSign', dropbox: 'Dropbox', wetransfer: 'WeTransfer', booking: 'Booking.com',
  tripadvisor: 'Tripadvisor', xero: 'Xero', quickbooks: 'QuickBooks', intuit: 'Intuit', americanexpress: 'American Express', amex: 'American Express',
  bankofamerica: 'Bank of America', wellsfargo: 'Wells Fargo', chase: 'Chase', n26: 'N26', revolut: 'Revolut', wise: 'Wise', klarna: 'Klarna',
  mbank: 'mBank', pkobp: 'PKO BP', sberbank: 'Sberbank', tinkoff: 'Tinkoff', naver: 'NAVER', coupang: 'Coupang', google: 'Google',
  microsoft: 'Microsoft', apple: 'Apple', amazon: 'Amazon', netflix: 'Netflix', spotify: 'Spotify', slack: 'Slack', stripe: 'Stripe', shopify: 'Shopify',
  x: 'X', twitter: 'X', instagram: 'Instagram', reddit: 'Reddit', discord: 'Discord', zoom: 'Zoom', notion: 'Notion', figma: 'Figma',
  qq: 'QQ', gmail: 'Gmail', googlemail: 'Gmail', gmx: 'GMX', web: 'WEB.DE', aol: 'AOL', proton: 'Proton', protonmail: 'Proton',
  vercel: 'Vercel', netlify: 'Netlify', heroku: 'Heroku', cloudflare: 'Cloudflare', sentry: 'Sentry', datadoghq: 'Datadog', pagerduty: 'PagerDuty',
};
