/** sw: every concept of the vocabulary (see words.ts). */
import type { Words } from './words.js';

export const sw: Words = {
  'categories.AUTHENTICATION': [
    'nambari (?:yako )?ya (?:kuthibitisha|uthibitisho|uthibitishaji)~', 'namba (?:yako )?ya (?:kuthibitisha|uthibitisho)~',
    'msimbo (?:wako )?wa (?:uthibitisho|kuthibitisha|uthibitishaji|usalama|kuingia|siri)~', 'nenosiri la mara moja~',
    'nambari ya siri ya mara moja~', 'thibitisha (?:anwani ya )?barua pepe~', 'thibitisha akaunti~',
    '(?:weka|kuweka) upya (?:nenosiri|neno la siri)~', 'kiungo cha kuingia~', '(?:washa|amilisha) akaunti~', 'msimbo wako~',
  ],
  'categories.SECURITY': [
    '(?:tahadhari|arifa|onyo) ya usalama~', 'kuingia kupya~', 'umeingia kutoka~', 'kifaa kipya~', 'shughuli isiyo ya kawaida~',
    'shughuli (?:ya|za) kutiliwa shaka~', 'jaribio la kuingia~', '(?:nenosiri|neno la siri) (?:lako )?limebadilishwa~', 'bila idhini~',
    'uthibitishaji wa hatua mbili~', 'uthibitishaji wa vipengele viwili~',
  ],
  'categories.BILLING': [
    'ankara~', 'risiti~', 'malipo~', 'imelipwa~', 'umelipa~', 'bili~', 'kurejeshewa pesa~', 'marejesho ya pesa~',
    'kiasi kinachodaiwa~', 'deni lako~', 'kadi ya mkopo~', 'taarifa ya akaunti~', 'usasishaji wa usajili~',
  ],
  'categories.SHIPPING': [
    'usafirishaji~', 'imesafirishwa~', 'kifurushi~', 'vifurushi~', 'mzigo wako~', 'uwasilishaji~', 'imewasilishwa~', 'imefikishwa~',
    'nambari ya ufuatiliaji~', 'fuatilia (?:kifurushi|agizo|oda|mzigo)~', 'iko njiani~', 'msafirishaji~',
    'tarehe (?:inayotarajiwa|ya kufika)~',
  ],
  'categories.TRANSACTIONAL': [
    'agizo lako~', 'oda yako~', 'uthibitisho wa (?:agizo|oda|uhifadhi)~', 'nambari ya (?:agizo|oda)~', 'asante kwa (?:agizo|oda|ununuzi)~',
    'uhifadhi~', 'nafasi (?:yako )?imehifadhiwa~', 'miadi~', 'imethibitishwa~', 'tiketi~', 'ununuzi wako~', 'usajili~',
    'karibu (?:kwenye|katika)~', 'akaunti (?:yako )?(?:imefunguliwa|imeundwa)~', 'kadi ya zawadi~',
  ],
  'categories.MARKETING': [
    'jarida~', 'punguzo~', 'ofa~', 'promosheni~', 'kuponi~', 'vocha~', 'kwa muda mfupi~', 'muda maalum~', 'nunua sasa~',
    'usafirishaji (?:bure|wa bure)~', 'nafasi ya mwisho~', 'okoa hadi~', 'bei nafuu~',
  ],
  'categories.SOCIAL': [
    '(?:ame|wame)kualika~', 'mwaliko~', 'amekutaja~', 'amekutambulisha~', 'ametoa maoni~', 'amejibu~', 'amependa~',
    'amekutumia ujumbe~', 'ujumbe mpya kutoka~', 'ombi la (?:urafiki|muunganisho)~', 'ameanza kukufuata~', 'anakufuata~',
    '(?:mfuasi|wafuasi) (?:mpya|wapya)~', 'ameshiriki nawe~',
  ],
  'categories.NOTIFICATION': [
    'arifa~', 'kikumbusho~', 'ukumbusho~', 'ripoti~', 'muhtasari~', 'matengenezo~', 'sasisho~', 'masasisho~', 'ujumbe wa kiotomatiki~',
  ],
  'codes.CODE_NAME': [
    'msimbo (?:wako )?(?:wa )?(?:uthibitisho|uthibitishaji|kuthibitisha|usalama|kuingia|siri|mara moja|kuwezesha|uanzishaji|kurejesha|ufikiaji|idhini|uidhinishaji)',
    'msimbo (?:wa )?otp', 'nambari (?:yako )?ya (?:kuthibitisha|uthibitisho|uthibitishaji|siri ya mara moja)',
    'namba (?:yako )?ya (?:kuthibitisha|uthibitisho|siri ya mara moja)', '(?:nenosiri|neno la siri) (?:la )?(?:mara moja|muda)',
    'pin ya mara moja',
    'msimbo (?:wa )?(?:usajili|kujisajili)',
  ],
  'codes.CODE_ROOT': ['simbo', 'nenosiri', 'neno la siri', 'kuthibitisha', 'uthibitisho', 'uthibitishaji', 'siri ya mara moja'],
  'codes.CODE_NOUN': ['msimbo', 'misimbo'],
  'codes.OTHER_CODE': [
    'msimbo wa (?:punguzo|ofa|promosheni|kuponi|vocha|posta|qr|hitilafu|nchi|eneo|rufaa|mwaliko|kuchukua|zawadi)', 'kuponi',
    'vocha', 'kadi ya zawadi', 'namba ya posta', 'sanduku la posta', 'komboa',
    'msimbo wa (?:uwasilishaji|usafirishaji|mjumbe)',
  ],
  'codes.OTHER_NUMBER': ['nambari ya (?:agizo|oda|ankara|ufuatiliaji|uhifadhi|mteja|simu|akaunti|kumbukumbu|muamala|risiti|tiketi|uthibitisho wa uhifadhi)', 'namba ya (?:agizo|oda|simu|akaunti|muamala|kumbukumbu|tiketi)', 'kitambulisho cha (?:muamala|mteja|mkutano)', 'agizo', 'oda', 'ankara', 'risiti', 'kifurushi', 'simu', 'jumla', 'bei ya', 'kiasi', 'salio', 'inayoishia na', 'inaishia na', 'mtaa', 'barabara'],
  'codes.MEETING_CONTEXT': ['mkutano', 'mikutano', 'kitambulisho cha mkutano', 'jiunge na mkutano', 'semina ya mtandaoni'],
  'codes.BOOKING_CONTEXT': [
    'uhifadhi', 'safari ya ndege', 'ndege', 'hoteli', 'tiketi', 'pasi ya kupanda', 'nafasi imehifadhiwa', 'miadi', 'kongamano',
    'kumwona daktari',
  ],
  'codes.PAYMENT_CONTEXT': ['malipo', 'risiti', 'ankara', 'imelipwa', 'umelipa', 'muamala', 'kadi inayoishia'],
  'codes.SPENT_CODE': [
    '(?:tayari )?(?:ume|ime)(?:sha)?tumika', 'muda wake umekwisha', '(?:ume|ime)kwisha muda', '(?:ume|ime)isha muda',
    '(?:hau|hai)tumiki tena', 'si halali tena',
  ],
  'codes.PROMOTION': ['punguzo', 'kuponi', 'vocha', 'ofa', 'promosheni', 'promo~', 'komboa'],
  'codes.UNIT': ['sekunde', 'siku', 'pointi', 'alama'],
  'codes.TYPE_IN': ['ingiza', 'weka', 'andika', 'nakili(?: msimbo)?', 'bandika(?: msimbo)?'],
  'codes.CODE_IS': ['ni'],
  'codes.YOUR': ['yako', 'wako', 'lako'],
  'codes.PASSCODE_WORD': ['siri', 'ufikiaji'],
  'codes.CONFIRM_WORD': ['uthibitisho wa (?:uhifadhi|nafasi)', 'usajili', 'kujisajili'],
  'codes.CARD_AUTHORIZATION': ['msimbo (?:wa )?(?:idhini|uidhinishaji)'],
  'currency.CURRENCY': ['ksh\\.?', 'kshs\\.?', 'tsh\\.?', 'tshs\\.?', 'ush\\.?', 'kes', 'tzs', 'ugx', 'shilingi'],
  'intent-cues.SIGN_IN_CUE': [
    'ingia', 'kuingia', 'umeingia', 'uthibitishaji wa hatua mbili', 'hatua mbili', 'kifaa kipya',
    'thibitisha (?:kuwa|kwamba) ni wewe', 'thibitisha utambulisho wako', 'fikia akaunti yako',
  ],
  'intent-cues.VERIFY_CUE': [
    'thibitisha (?:anwani ya )?(?:barua pepe|akaunti|usajili|anwani|malipo|muamala|uhamisho)', '(?:washa|amilisha) akaunti', 'usajili',
    'jisajili', '(?:fungua|unda) akaunti', 'karibu (?:kwenye|katika)', 'anwani mpya ya barua pepe', 'mpokeaji', 'mnufaika', 'uhamisho',
    'kutoa pesa', 'futa akaunti', 'idhinisha',
  ],
  'intent-cues.RESET_CUE': [
    '(?:kuweka|weka) upya (?:nenosiri|neno la siri)', 'weka (?:nenosiri|neno la siri) upya', '(?:ume)?sahau (?:nenosiri|neno la siri)',
    '(?:nenosiri|neno la siri) jipya', '(?:ku)?rejesha akaunti', 'urejeshaji wa akaunti',
    'ombi la kubadilisha (?:nenosiri|neno la siri)',
    '(?:ku)?rejesha ufikiaji', 'msimbo wa (?:kurejesha|urejeshaji)',
  ],
  'intent-cues.MAGIC_LINK_CUE': [
    'kiungo cha (?:kuingia|kuingilia)', 'ingia bila (?:nenosiri|neno la siri)',
    '(?:bofya|bonyeza|gusa) (?:kiungo|kitufe) (?:hiki |kilicho hapa chini )?ili kuingia',
  ],
  'intent-cues.TEAM_INVITE_CUE': [
    '(?:ame|wame)kualika', 'umealikwa', 'mwaliko wa kujiunga', 'jiunge na (?:timu|kikundi|shirika|mradi|nafasi ya kazi)',
    'kubali mwaliko', 'mwaliko',
  ],
  'intent-cues.CALENDAR_CUE': ['kalenda', 'ongeza kwenye kalenda', 'mwaliko uliosasishwa', 'kitambulisho cha mkutano'],
  'intent-cues.CALENDAR_SUBJECT': ['mwaliko(?: uliosasishwa)?'],
  'intent-cues.SECURITY_NOTICE': [
    'kuingia kupya', '(?:tahadhari|arifa) ya usalama', 'shughuli isiyo ya kawaida', 'kutiliwa shaka', 'je,? ni wewe',
    'ulikuwa wewe', '(?:nenosiri|neno la siri) (?:lako )?limebadilishwa', 'barua pepe (?:yako )?imebadilishwa',
    'kifaa kipya kimeingia', 'umeingia kutoka',
  ],
  'labels.ID_CONNECTORS': ['nambari~', 'namba~', 'ni'],
  'labels.AMOUNT_STRONG_LABELS': [
    'jumla~', 'jumla kuu~', 'jumla ya (?:malipo|kulipa)~', 'kiasi kinachodaiwa~', 'kiasi cha kulipa~', 'kiasi kilicholipwa~', 'umelipa~',
  ],
  'labels.AMOUNT_WEAK_LABELS': ['kiasi~', 'bei~', 'salio~'],
  'labels.OTP_LABELS': ['msimbo~', 'nambari ya kuthibitisha~'],
  'labels.ID_LABELS.order': ['agizo~', 'oda', '(?:nambari|namba) ya (?:agizo|oda)~'],
  'labels.ID_LABELS.invoice': ['ankara~', 'risiti~', 'bili~', '(?:nambari|namba) ya (?:ankara|risiti|bili)~'],
  'labels.ID_LABELS.tracking': ['(?:nambari|namba) ya ufuatiliaji~', 'ufuatiliaji~', 'kifurushi~', 'usafirishaji~'],
  'labels.ID_LABELS.booking': ['uhifadhi~', '(?:nambari|namba) ya (?:uhifadhi|uthibitisho)~'],
  'labels.ID_LABELS.ticket': ['tiketi~', '(?:nambari|namba) ya (?:tiketi|ombi|kesi|lalamiko)~', 'malalamiko~'],
  'labels.ID_LABELS.reference': [
    'kumbukumbu~', 'marejeleo~', '(?:nambari|namba) ya (?:kumbukumbu|marejeleo|muamala|mteja|akaunti)~', 'muamala~',
    'kitambulisho cha muamala~',
  ],
  'link-words.UNSUBSCRIBE_LINK': [
    'jiondoe', '(?:acha|sitisha|ondoa) (?:kujisajili|usajili)', 'mipangilio ya (?:arifa|barua pepe)',
    '(?:dhibiti|simamia|badilisha) (?:mapendeleo|mipangilio|arifa)', 'mapendeleo ya barua pepe', 'zima arifa', 'acha kupokea',
    'badilisha mara ngapi', 'mara ngapi unapokea barua pepe', 'marudio ya (?:barua pepe|jarida)',
  ],
  'link-words.CHANGE_PASSWORD': [
    '(?:badilisha|badili|sasisha) (?:nenosiri|neno la siri)',
    '(?:weka|unda|chagua|tengeneza) (?:nenosiri|neno la siri)', 'kuweka (?:nenosiri|neno la siri)',
  ],
  'link-words.VERIFY_LINK': [
    'thibitisha', 'hakiki', '(?:washa|amilisha) akaunti', 'amilisha', 'idhinisha', 'kamilisha usajili',
    'ndiyo,? (?:nataka|ningependa) (?:kujiandikisha|kupokea|kubaki|kujisajili)', 'ndiyo,? (?:nisajili|niandikishe|nijumuishe)',
  ],
  'link-words.SIGN_IN_LINK': ['ingia', 'ingia katika akaunti', 'fikia akaunti yako'],
  'link-words.GENERIC_ANCHOR': ['hapa', 'bofya hapa', 'bonyeza hapa', 'gusa hapa', 'kiungo hiki', 'kiungo', 'kitufe', 'endelea', 'fungua'],
  'link-words.COPY_PASTE': ['nakili', 'bandika', 'haifanyi kazi', 'kitufe hakifanyi kazi'],
  'link-words.INVITE_REPLY': ['kubali~', 'kataa', 'jiunge~', 'tazama mwaliko'],
  'link-words.INVITE_ANSWER': ['ndiyo', 'ndio', 'hapana', 'labda'],
  'link-words.EXPLAINS': [
    'jinsi', 'kwa nini', 'kwanini', 'kuhusu', 'jifunze', 'soma zaidi', 'pata maelezo zaidi', 'msaada', 'usaidizi', 'ni nini',
  ],
  'link-words.HELP_PAGE': ['msaada', 'usaidizi', 'mwongozo', 'maswali yanayoulizwa mara kwa mara'],
  'link-words.IN_ORDER_TO': ['ili', 'kwa ajili ya'],
  'link-words.CANCEL_LINK': [
    'ghairi~', 'batilisha~', '(?:kataa|kukataa)', 'tendua', '(?:haikuwa|si) mimi', 'siku(?:omba|jisajili|fungua|unda)',
    'ripoti (?:hili|hii|jambo hili)', '(?:futa|ondoa) (?:usajili wangu|ombi langu)',
  ],
  'message-parts.GREETINGS': ['habari~', 'hujambo~', 'hamjambo~', 'jambo~', 'salamu~', 'mpendwa~', 'ndugu~', 'mheshimiwa~', 'shikamoo~'],
  'message-parts.SIGN_OFFS': [
    'asante~', 'asanteni~', 'shukrani~', 'kila la heri~', 'wako mwaminifu~', 'kwa heri~', 'wasalaam~', 'salamu za dhati~', 'wako katika huduma~',
  ],
  'message-parts.BOILERPLATE': [
    '(?:tazama|angalia) (?:barua pepe hii )?kwenye kivinjari~', 'jiondoe~', 'sera ya faragha~', 'haki zote zimehifadhiwa~', 'hakimiliki~',
    '(?:tafadhali )?usijibu~', 'barua pepe hii ilitumwa kwa~', 'ujumbe huu ulitumwa kwa~', '(?:ikiwa|kama) hukuomba~',
    '(?:ikiwa|kama) si wewe~', 'puuza (?:barua pepe|ujumbe) huu~', 'puuza barua pepe hii~', 'unaweza kupuuza~',
  ],
  'time.EXPIRES': ['(?:i|u|li|ki)(?:ta|na)isha', '(?:i|u|li|ki)takwisha', 'kuisha muda', 'muda wake (?:utaisha|unaisha|utakwisha)'],
  'time.VALID_FOR': ['halali~', '(?:i|u|li|ki)(?:na|ta)tumika kwa'],
  'time.MINUTES': ['dakika'],
  'time.HOURS': ['saa', 'masaa'],
  'tone.URGENT': [
    'dharura~', 'haraka iwezekanavyo~', 'kwa haraka~', '(?:notisi|onyo|ukumbusho) wa mwisho~', 'onyo la mwisho~',
    'malipo yaliyochelewa~', 'imepitwa na muda wa malipo~', 'inaisha leo~',
    'akaunti (?:yako )?(?:imesimamishwa|itasimamishwa|imefungwa|imezuiwa)~', 'kutiliwa shaka~', 'bila idhini~',
    'malipo (?:yameshindwa|hayakufaulu)~', 'kadi (?:yako )?imekataliwa~', 'ndani ya saa (?:24|48)~',
  ],
  'tone.ACTION_REQUESTED': [
    'hatua inahitajika~', 'unahitaji kuchukua hatua~',
    'tafadhali (?:thibitisha|hakiki|jibu|saini|lipa|sasisha|kamilisha|weka|ingiza|kagua|idhinisha)~',
    '(?:ingiza|weka|tumia) msimbo~', '(?:ingiza|weka|tumia) nambari hii~', 'kubali mwaliko~', 'lipa sasa~', 'unaweza kutusaidia~',
  ],
  'tone.NO_ACTION_NEEDED': [
    'hakuna hatua (?:yoyote )?(?:inayohitajika|inahitajika)~', '(?:huhitaji|hauhitaji|huna haja ya) kufanya chochote~',
    'hakuna unachohitaji kufanya~',
  ],
};
