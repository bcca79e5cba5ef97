/**
 * How a message asks: urgency, a request to act, and the all-clear that cancels one. The
 * built-in analyzer (analysis/builtin.ts) sets is_urgent when an URGENT term occurs (never for
 * marketing; always for security mail), and action_required when an ACTION_REQUESTED term
 * occurs in the subject, or in the body with no NO_ACTION_NEEDED term there.
 */
import type { Concept } from './languages.js';

/** Explicit urgency: "urgent", "final notice", "account suspended", "payment failed". Marketing never counts as urgent, whatever it says. */
export const URGENT: Concept = {
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
  zh: ['紧急', '立即处理', '尽快', '最后通知', '逾期', '今天到期', '已冻结', '已停用', '可疑'],
  ko: ['긴급', '즉시', '최대한 빨리', '가능한 한 빨리', '최종 통지', '최종 경고', '연체', '기한 초과', '오늘 만료', '정지되었습니다', '잠겼습니다', '의심스러운'],
  'zh-TW': ['緊急', '盡快', '最後通知', '逾期', '今天到期', '已凍結', '已停用', '可疑'],
};

/** The recipient is asked to do something: confirm, pay, sign, reply, enter a code. Calls to action in marketing do not count. */
export const ACTION_REQUESTED: Concept = {
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
  zh: ['需要操作', '请确认', '请验证', '请输入', '请付款', '请回复', '请签署', '请批准', '接受邀请', '请更新'],
  ko: ['조치가 필요', '확인해 주세요', '확인하세요', '입력하세요', '입력해 주세요', '결제해 주세요', '회신해 주세요', '회신 부탁', '서명해', '승인해', '초대를 수락', '업데이트하세요'],
  'zh-TW': ['需要操作', '請確認', '請輸入', '請回覆'],
};

/** "Nothing for you to do": cancels ACTION_REQUESTED found in the same message body. */
export const NO_ACTION_NEEDED: Concept = {
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
  zh: ['无需任何操作', '无需操作'],
  ko: ['조치가 필요하지 않', '별도의 조치는 필요하지 않'],
  'zh-TW': ['無需任何操作'],
};
