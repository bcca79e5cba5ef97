/** mt: every concept of the vocabulary (see words.ts). */
import type { Words } from './words.js';

export const mt: Words = {
  'categories.AUTHENTICATION': [
    "kodi[ċc]i (?:ta['’] |tal-|tas-)?(?:verifika|konferma|sigurtà|darba|aċċess|login|attivazzjoni|awtentikazzjoni)~",
    "password ta['’] (?:darba|użu ta['’] darba)~", 'ivverifika l-(?:email|indirizz)~', 'ikkonferma l-(?:email|indirizz)~',
    'irrisettja l-password~', 'reset tal-password~', 'link tal-login~', 'il-kodiċi tiegħek~', 'attiva l-kont~',
  ],
  'categories.SECURITY': [
    "twissija ta['’] sigurtà~", "avviż ta['’] sigurtà~", 'login ġdid~', 'aċċess ġdid~', 'apparat ġdid~', "tentattiv ta['’] (?:login|dħul)~",
    'attività mhux tas-soltu~', 'attività suspettuża~', 'il-password (?:tiegħek )?(?:inbidlet|ġiet mibdula)~', 'mhux awtorizzat~',
    "awtentikazzjoni b['’]żewġ fatturi~", "verifika f['’]żewġ passi~",
  ],
  'categories.BILLING': [
    'fattura~', 'irċevuta~', 'riċevuta~', 'ħlas~', 'pagament~', 'imħallas~', 'abbonament~', 'tiġdid~', 'rifużjoni~', 'rimborż~',
    'ammont dovut~', 'skadenza tal-ħlas~', 'debitu dirett~', 'karta tal-kreditu~',
  ],
  'categories.SHIPPING': [
    'intbagħat~', 'kunsinna~', 'ikkunsinnat~', 'pakkett~', "numru ta['’] traċċar~", 'numru tat-traċċar~', 'traċċa~', 'fit-triq~',
    'korjer~', 'kunsinna mistennija~', "post ta['’] ġbir~", 'lest għall-ġbir~',
  ],
  'categories.TRANSACTIONAL': [
    'konferma tal-ordni~', "l-ordni tiegħek~", 'numru tal-ordni~', 'grazzi għall-ordni~', 'ordni~', 'prenotazzjoni~', 'bukkjar~',
    'riservazzjoni~', 'ikkonfermat~', 'appuntament~', 'ix-xiri tiegħek~', 'biljett~', 'reġistrazzjoni~', 'merħba (?:fi|għand|ma)~',
    'il-kont tiegħek inħoloq~', 'karta rigal~', "vawċer ta['’] rigal~",
  ],
  'categories.MARKETING': [
    'roħs~', 'offerta~', 'offerti~', 'promozzjoni~', "kodi[ċc]i ta['’] skont~", 'skont speċjali~', 'bi skont~', 'kupun~', 'ixtri (?:issa|llum)~',
    "kunsinna b['’]xejn~", "l-aħħar ċans~", 'żmien limitat~', 'iffranka sa~', 'black friday~',
  ],
  'categories.SOCIAL': [
    'stiednek~', 'stidnitek~', 'stedina~', 'semmiek~', 'semmietek~', 'ittaggjak~', 'ikkummenta~', 'wieġeb għal~', 'għoġbu~',
    "talba ta['’] (?:ħbiberija|konnessjoni)~", 'beda jsegwik~', 'qed isegwik~', 'segwaċi ġdid~', 'messaġġ ġdid minn~', 'qasam miegħek~',
  ],
  'categories.NOTIFICATION': [
    'notifika~', 'avviż~', 'tfakkira~', 'rapport~', 'sommarju~', 'aġġornament~', 'manutenzjoni~', 'messaġġ awtomatiku~',
  ],
  'codes.CODE_NAME': [
    "kodi[ċc]i (?:ta['’] |tal-|tas-|għal |tad-)?(?:verifika|konferma|sigurtà|sigurta|aċċess|access|attivazzjoni|awtentikazzjoni|login|dħul|darba|użu ta['’] darba|reset|irkupru|awtorizzazzjoni|otp|temporanju|sms)",
    "password (?:ta['’] |għal )(?:darba|użu ta['’] darba)", 'otp',
    "kodi[ċc]i (?:ta['’] |tar-|għar-|għal )?re[ġg]istrazzjoni",
  ],
  'codes.CODE_ROOT': ['kodi[ċc]i', 'password', 'otp'],
  'codes.CODE_NOUN': ['kodi[ċc]i(?:jiet)?'],
  'codes.OTHER_CODE': [
    "kodi[ċc]i (?:ta['’] |tal-|tas-|tat-|tad-)?(?:skont|promozzjoni|promo|kupun|rigal|posta|postali|qr|żball|referenza|referral|stedina|bieb|parkeġġ|ġbir|pin)",
    'kupun~', 'vawċer~', 'karta rigal~', 'parkeġġ~',
    "kodi[ċc]i (?:ta['’] |tal-|tat-)?(?:konsenja|kurjer)",
  ],
  'codes.OTHER_NUMBER': [
    "numru (?:tal-|ta['’] |tat-)?(?:ordni|fattura|traċċar|prenotazzjoni|klijent|referenza|telefon|kont|każ|biljett|tranżazzjoni|vat)",
    'ordni~', 'fattura~', 'irċevuta~', 'kunsinna~', 'pakkett~', 'prenotazzjoni~', 'referenza~', 'telefon~', 'tel\\.?', 'mowbajl~',
    "karta tal-identità~", 'totali', 'ammont~', 'prezz~', 'jispiċċa (?:b|bin-)', 'triq',
  ],
  'codes.MEETING_CONTEXT': ['laqgħa~', 'laqgħat~', 'id tal-laqgħa~'],
  'codes.BOOKING_CONTEXT': [
    'prenotazzjoni~', 'bukkjar~', 'riservazzjoni~', 'titjira~', 'titjiriet~', 'itinerarju~', 'check-?in', 'lukanda~', 'karta tal-imbark~',
    'appuntament~', 'konsultazzjoni~', 'konferenza~', 'kungress~', 'biljett(?:i)? għall-(?:avveniment|kunċert)',
  ],
  'codes.PAYMENT_CONTEXT': ['ħlas~', 'pagament~', 'irċevuta~', 'riċevuta~', 'fattura~', 'imħallas~', 'tranżazzjoni~'],
  'codes.SPENT_CODE': ['diġà (?:ġie |kien )?użat~', 'diġà ntuża~', 'ġie użat~', 'skada', 'skadiet', "m['’]għadux validu", 'ma baqax validu'],
  'codes.PROMOTION': ['roħs~', 'offerta~', 'kupun~', 'promozzjoni~', 'vawċer~'],
  'codes.UNIT': ['sekond~', 'jum', 'jiem', 'ġranet', 'punti'],
  'codes.TYPE_IN': ['daħħal(?: il-kodiċi)?', 'ikteb(?: il-kodiċi)?', 'ittajpja', 'ikkopja(?: il-kodiċi)?'],
  'codes.CODE_IS': ['huwa', 'hu', 'hija', 'hi'],
  'codes.YOUR': ['tiegħek', 'tagħkom'],
  'codes.PASSCODE_WORD': ['password~', 'aċċess~', 'access~'],
  'codes.CONFIRM_WORD': ['konferm~', 're[ġg]istrazzjoni'],
  'codes.CARD_AUTHORIZATION': ["kodi[ċc]i ta['’] awtorizzazzjoni", 'kodi[ċc]i tal-approvazzjoni'],
  'currency.CURRENCY': ['ewro', 'euro'],
  'intent-cues.SIGN_IN_CUE': [
    'idħol', 'dħul', 'illoggja~', "b['’]żewġ fatturi", "f['’]żewġ passi", 'apparat ġdid', 'awtentikazzjoni', 'e-id',
  ],
  'intent-cues.VERIFY_CUE': [
    'ivverifika(?:w)?', 'ikkonferma(?:w)?', 'konferma tal-(?:email|indirizz|kont|reġistrazzjoni)', 'attiva (?:i?l-)?kont',
    'reġistrazzjoni', 'irreġistra(?:w)?', 'oħloq kont', 'benefiċjarj(?:u|i)', 'trasferiment', "ġbid ta['’] flus", 'ħassar', 'approva',
  ],
  'intent-cues.RESET_CUE': [
    'irrisettja (?:i?l-)?password~', 'reset tal-password~', 'n?sejt il-password~', 'password ġdida~', "erġa['’] ssettja (?:i?l-)?password~",
    'irkupra (?:i?l-)?kont~', 'irkupru tal-kont~',
    'irkupra (?:l-)?a[ċc][ċc]ess~', "kodi[ċc]i ta['’] rkupru", 'irkupru tal-a[ċc][ċc]ess~', "er[ġg]a['’] ikseb (?:l-)?a[ċc][ċc]ess~",
  ],
  'intent-cues.MAGIC_LINK_CUE': ['link (?:tal-|għal )(?:login|dħul)', 'link biex (?:tidħol|tillogja)'],
  'intent-cues.TEAM_INVITE_CUE': [
    'stiednek', 'stidnitek', 'ġejt mistied(?:en|na)', 'stedina biex tingħaqad', 'ingħaqad (?:mat-tim|mal-grupp|mal-proġett)', 'aċċetta l-istedina',
  ],
  'intent-cues.CALENDAR_CUE': ['kalendarju~', 'stedina aġġornata', 'żid mal-kalendarju'],
  'intent-cues.CALENDAR_SUBJECT': ['stedina(?: aġġornata)?'],
  'intent-cues.SECURITY_NOTICE': [
    'login ġdid', 'dħul ġdid', "twissija ta['’] sigurtà", 'attività mhux tas-soltu', 'suspettuż~', 'kont int(?:i)?',
    'il-password (?:tiegħek )?(?:inbidlet|ġiet mibdula)', "l-indirizz (?:tal-)?email (?:tiegħek )?(?:inbidel|ġie mibdul)",
  ],
  'labels.ID_CONNECTORS': ['nru', 'numru~', 'huwa~'],
  'labels.AMOUNT_STRONG_LABELS': ['total~', 'totali~', 'ammont totali~', 'ammont dovut~', 'li għandu jitħallas~', 'imħallas~'],
  'labels.AMOUNT_WEAK_LABELS': ['ammont~', 'prezz~', 'somma~'],
  'labels.OTP_LABELS': ['kodi[ċc]i~', "password ta['’] darba~"],
  'labels.ID_LABELS.order': ['ordni~', 'numru tal-ordni~', 'nru tal-ordni~'],
  'labels.ID_LABELS.invoice': ['fattura~', 'numru tal-fattura~', 'irċevuta~', 'riċevuta~'],
  'labels.ID_LABELS.tracking': ["numru (?:ta['’] |tat-)traċċar~", 'kodiċi tat-traċċar~', 'pakkett~', 'kunsinna~'],
  'labels.ID_LABELS.booking': ['prenotazzjoni~', 'numru tal-prenotazzjoni~', 'bukkjar~', 'riservazzjoni~'],
  'labels.ID_LABELS.ticket': ['talba~', 'każ~', 'numru tal-każ~', 'ilment~'],
  'labels.ID_LABELS.reference': ['referenza~', "numru ta['’] referenza~", 'numru tal-klijent~', 'tranżazzjoni~', 'numru tat-tranżazzjoni~'],
  'link-words.UNSUBSCRIBE_LINK': [
    'ikkanċella (?:l-)?abbonament~', 'neħħi (?:lili|ismi|ismek) mil-lista', 'waqqaf l-abbonament~', 'issettjar tan-notifiki',
    'preferenzi tal-email', 'immaniġġja (?:n-notifiki|l-preferenzi|l-abbonamenti)', 'itfi n-notifiki',
    'frekwenza (?:tal-)?(?:emails|e-?mails|ittri|messaġġi)', '(?:ibdel|biddel|immaniġġja) (?:il-)?frekwenza', 'issettjar tal-email',
    'ikkanċella s-sottoskrizzjoni~',
  ],
  'link-words.CHANGE_PASSWORD': [
    '(?:ibdel|biddel) (?:i?l-)?password~',
    '(?:issettja|oħloq|agħżel) (?:i?l-)?password~',
  ],
  'link-words.VERIFY_LINK': [
    'ivverifika~', 'ikkonferma~', 'attiva~', 'approva',
    'iva,? (?:irrid|nixtieq) (?:nabbona|nirċievi|nibqa|ninkiteb|nissottoskrivi)~', 'iva,? (?:abbonani|iktibni|ikteb ismi)',
  ],
  'link-words.SIGN_IN_LINK': ['idħol', 'illoggja~'],
  'link-words.GENERIC_ANCHOR': ['hawn', 'ikklikkja hawn', 'agħfas hawn', 'il-link', 'link', 'kompli'],
  'link-words.COPY_PASTE': ['ikkopja~', 'kopja~', 'waħħal', 'ma jaħdimx'],
  'link-words.INVITE_REPLY': ['aċċetta~', 'irrifjuta~', 'ingħaqad~', 'ipparteċipa~'],
  'link-words.INVITE_ANSWER': ['iva', 'le', 'forsi'],
  'link-words.EXPLAINS': ['kif', 'għaliex', 'għala', 'aqra aktar', '(?:iktar|aktar) dwar', 'għajnuna', 'dwar', "x['’]inhu"],
  'link-words.HELP_PAGE': ['għajnuna', 'mistoqsijiet frekwenti', 'gwida'],
  'link-words.IN_ORDER_TO': ['biex', 'sabiex'],
  'link-words.CANCEL_LINK': [
    'ikkan[ċc]ell~', 'kan[ċc]ellazzjoni', 'irrifjuta~', 'irrevoka~', '(?:ma kontx|mhux) jien',
    'jien ma (?:tlabtx|rre[ġg]istrajtx|[ħh]loqtx)', 'irrapporta~', '[ħh]assar (?:ir-re[ġg]istrazzjoni|it-talba)', 'i[ċc][ħh]ad',
  ],
  'message-parts.GREETINGS': ['għażiż~', 'għażiża~', 'għeżież~', 'bonġu~', 'bonswa~', 'ħello~', 'merħba~', 'sinjur~', 'sinjura~', 'egreġju~'],
  'message-parts.SIGN_OFFS': [
    'dejjem tiegħek~', 'tislijiet~', 'saħħa~', 'grazzi~', 'grazzi ħafna~', 'bl-aħjar xewqat~', "b['’]rispett~", 'bir-rispett~',
  ],
  'message-parts.BOILERPLATE': [
    '(?:ara|iftaħ) (?:din l-email )?fil-browser~', 'ikkanċella l-abbonament~', 'politika tal-privatezza~', 'id-drittijiet kollha riż?ervati~',
    'drittijiet kollha riż?ervati~', '(?:jekk jogħġbok )?tweġibx~', 'tirrispondix~', 'din l-email intbagħtet lil~', 'jekk ma talabtx~',
    'jekk ma kontx int~', 'injora din l-email~', "tista['’] tinjora~",
  ],
  'time.EXPIRES': ['jiskadi', 'tiskadi', 'skad~'],
  'time.VALID_FOR': ['validu', 'valida', 'validità'],
  'time.MINUTES': ['minuta', 'minuti'],
  'time.HOURS': ['siegħa', 'sigħat', 'sagħtejn'],
  'tone.URGENT': [
    'urġenti~', 'immedjatament~', 'minnufih~', 'mill-aktar fis~', "malajr kemm jista['’] jkun~", "l-aħħar (?:avviż|twissija|tfakkira)~",
    'skadut~', 'jiskadi llum~', 'sospiż~', 'issospendut~', 'imblukkat~', 'suspettuż~', 'il-ħlas (?:ma rnexxiex|falla)~',
    'il-karta ġiet rifjutata~', 'mhux awtorizzat~',
  ],
  'tone.ACTION_REQUESTED': [
    'azzjoni meħtieġa~', 'meħtieġa azzjoni~', 'jekk jogħġbok (?:ikkonferma|ivverifika|wieġeb|iffirma|ħallas|aġġorna|imla|irrevedi)~',
    'ikkonferma~', 'ivverifika~', 'wieġeb sa~', 'iffirma~', 'ħallas issa~', 'aġġorna~', 'daħħal il-kodiċi~', 'uża l-kodiċi~',
    'aċċetta l-istedina~', 'approva', 'imla l-formola~',
  ],
  'tone.NO_ACTION_NEEDED': [
    "ma hemm bżonn ta['’] ebda azzjoni~", "m['’]hemm bżonn tagħmel xejn~", 'ma għandek bżonn tagħmel xejn~', 'mhix meħtieġa azzjoni~',
    "ebda azzjoni (?:mhi|mhix) meħtieġa~",
  ],
};
