/** ga: every concept of the vocabulary (see words.ts). */
import type { Words } from './words.js';

export const ga: Words = {
  'categories.AUTHENTICATION': [
    '(?:gc|ch|c)[óo]d (?:fíoraithe|fíorúcháin|deimhnithe|deimhniúcháin|slándála|aonuaire|logála isteach|rochtana|gníomhachtaithe)~',
    '(?:ph|bp|p)asfhocal aonuaire~', 'fíoraigh do (?:ríomhphost|sheoladh ríomhphoist)~', 'deimhnigh do (?:ríomhphost|sheoladh ríomhphoist)~',
    'athshocraigh do phasfhocal~', 'athshocrú (?:an )?phasfhocail~', 'nasc logála isteach~', 'gníomhachtaigh do chuntas~', 'do chód~',
  ],
  'categories.SECURITY': [
    'foláireamh slándála~', 'rabhadh slándála~', 'fógra slándála~', 'logáil isteach nua~', 'gléas nua~', 'iarracht logála isteach~',
    'gníomhaíocht (?:neamhghnách|amhrasach)~', 'athraíodh (?:do |an )?(?:ph|bp|p)?asfhocal~', 'neamhúdaraithe~', 'fíordheimhniú dhá fhachtóir~',
    'fíorú dhá chéim~',
  ],
  'categories.BILLING': [
    'sonrasc~', 'admháil~', 'íocaíocht~', 'íoctha', 'bille~', 'billeáil~', 'síntiús~', 'athnuachan~', 'aisíocaíocht~', 'dochar díreach~',
    'ráiteas~', 'méid dlite~', 'cárta creidmheasa~',
  ],
  'categories.SHIPPING': [
    "seoladh (?:d['’]ordú|an t-ordú|do bheart|an beart)~", 'lastas~', 'pacáiste~', 'seachadadh~', 'seachadta', 'uimhir rianaithe~',
    'rianaigh~', 'ar an mbealach~', 'cúiréir~', 'seachadadh measta~',
  ],
  'categories.TRANSACTIONAL': [
    'deimhniú ordaithe~', "d['’]ordú~", 'uimhir ordaithe~', "go raibh maith agat as d['’]ordú~", 'ordú~', 'áirithint~', 'deimhniú áirithinte~',
    'deimhnithe~', '(?:c|ch)oinne', 'do cheannachán~', 'ticéad~', 'clárú~', 'fáilte (?:go|chuig)~', 'cruthaíodh do chuntas~', 'cárta bronntanais~',
  ],
  'categories.MARKETING': [
    'nuachtlitir~', 'lascaine~', 'lacáiste~', 'tairiscint~', 'c[óo]d lascaine~', 'cúpón~', 'ceannaigh anois~', 'seachadadh saor in aisce~',
    'seans deiridh~', 'deis dheireanach~', 'am teoranta~', 'díolachán~', 'sladmhargadh~',
  ],
  'categories.SOCIAL': [
    'thug cuireadh duit~', 'tugadh cuireadh duit~', 'luaigh (?:sé|sí) thú~', 'chlibeáil~', 'rinne trácht~', 'thug freagra~', 'is maith le~',
    'iarratas cairdis~', 'iarratas ceangail~', 'ag leanúint ort~', 'leantóir nua~', 'teachtaireacht nua ó~', 'roinneadh leat~',
  ],
  'categories.NOTIFICATION': [
    'fógra~', 'meabhrúchán~', 'tuarascáil~', 'achoimre~', 'nuashonrú~', 'cothabháil~', 'teachtaireacht uathoibríoch~', 'achoimre sheachtainiúil~',
  ],
  'codes.CODE_NAME': [
    '(?:gc|ch|c)[óo]d (?:fíoraithe|fíorúcháin|deimhnithe|deimhniúcháin|slándála|aonuaire|aon uaire|logála isteach|rochtana|gníomhachtaithe|athshocraithe|athshlánaithe|fíordheimhnithe|údaraithe|sealadach|otp)',
    '(?:ch|c)[óo]id (?:fíoraithe|deimhnithe|slándála|aonuaire|logála isteach)', '(?:ph|bp|p)asfhocal (?:aonuaire|aon uaire|sealadach)', 'otp',
    '(?:gc|ch|c)[óo]d clárúcháin',
  ],
  'codes.CODE_ROOT': ['c[óo]d', 'ch[óo]d', 'c[óo]id', 'ch[óo]id', 'asfhocal', 'otp'],
  'codes.CODE_NOUN': ['(?:gc|ch|c)ód', '(?:gc|ch|c)óid(?:eanna)?'],
  'codes.OTHER_CODE': [
    '(?:gc|ch|c)[óo]d (?:lascaine|promóisin|poist|pin|qr|barra|earráide|bronntanais|cúpóin|tagartha|cuiridh|dorais|an dorais|geata|páirceála|bailithe)',
    'éirchód~', 'eircode', 'cúpón~', 'dearbhán~', 'cárta bronntanais~', 'páirceáil~',
    '(?:gc|ch|c)[óo]d (?:seachadta|cúiréara)',
  ],
  'codes.OTHER_NUMBER': [
    'uimhir (?:an )?ordaithe', 'ordú~', "d['’]ordú", 'sonrasc~', 'uimhir (?:an )?tsonraisc', 'uimhir sonraisc', 'admháil~', 'uimhir rianaithe',
    'uimhir (?:na )?háirithinte', 'áirithint~', 'uimhir chustaiméara', 'uimhir thagartha', 'tagairt~', 'uimhir (?:an )?cháis',
    'uimhir (?:ghutháin|theileafóin|fóin)', 'guthán~', 'fón', 'teil\\.?', 'uimhir chuntais', 'ppsn?', 'uimhir pps', 'cbl', 'iomlán', 'suim~',
    'praghas~', 'a chríochnaíonn le', 'sráid~', 'bóthar~',
  ],
  'codes.MEETING_CONTEXT': ['cruinni~', 'chruinni~', 'gcruinni~', 'gréasánseimineár~'],
  'codes.BOOKING_CONTEXT': [
    'áirithint~', 'háirithint~', 'eitilt~', 'heitilt~', 'clár taistil~', 'seiceáil isteach~', 'óstán~', 't-óstán~', 'pas bordála~',
    'cárta bordála~',
    'coinne (?:dochtúra|leighis|fiaclóra)', 'do choinne', 'comhdháil~', 'chomhdháil~', '(?:ticéad|ticéid) iontrála',
  ],
  'codes.PAYMENT_CONTEXT': ['íocaíocht~', 'híocaíocht~', 'admháil~', 'sonrasc~', 'íoctha', 'cárta dar críoch~'],
  'codes.SPENT_CODE': ['úsáideadh (?:é )?cheana', 'in úsáid cheana', 'imithe in éag', 'as feidhm', 'níl sé bailí (?:a thuilleadh|níos mó)'],
  'codes.PROMOTION': ['lascaine~', 'lacáiste~', 'cúpón~', 'dearbhán~', 'tairiscint~', 'sladmhargadh~'],
  'codes.UNIT': ['soicind~', 'lá', 'lae', 'laethanta', 'pointe~'],
  'codes.TYPE_IN': ['cuir isteach(?: an cód)?', 'iontráil(?: an cód)?', 'clóscríobh(?: an cód)?', 'cóipeáil(?: an cód)?', 'greamaigh(?: an cód)?'],
  'codes.CODE_IS': ['is é', 'mar'],
  'codes.YOUR': ['do', 'bhur', 'an'],
  'codes.PASSCODE_WORD': ['asfhocal~', 'rochtain~', 'rochtana~'],
  'codes.CONFIRM_WORD': ['deimhni~', 'clárú~'],
  'codes.CARD_AUTHORIZATION': ['c[óo]d údaraithe', 'c[óo]d ceadaithe'],
  'currency.CURRENCY': ['euro', 'cent'],
  'intent-cues.SIGN_IN_CUE': [
    'logáil isteach', 'sínigh isteach', 'síniú isteach', 'dhá fhachtóir', 'dhá chéim', 'gléas nua', 'fíordheimhni~', 'fíoraigh gur tusa atá ann',
    'mygovid',
  ],
  'intent-cues.VERIFY_CUE': [
    'fíor(?:aigh|ú)', 'deimhnigh', 'gníomhachtaigh do chuntas', 'clár(?:ú|aigh)', 'cruthaigh cuntas', 'faighteoir', 'aistriú',
    'aistarraingt', 'scrios do chuntas', 'ceadaigh',
  ],
  'intent-cues.RESET_CUE': [
    'athshocraigh (?:do |an )?(?:ph|bp|p)asfhocal', 'athshocrú (?:an )?(?:ph|bp|p)asfhocail', '(?:ph|bp|p)asfhocal dearmadta',
    'ar dhearmad tú do phasfhocal', '(?:ph|bp|p)asfhocal nua', '(?:athshlánaigh|aisghabh) do chuntas', 'athshlánú (?:an )?chuntais',
    '(?:athbhunaigh|athshlánaigh|aisghabh) (?:do |an )?rochtain', 'cód (?:athshlánaithe|aisghabhála)', 'aisghabháil (?:an )?chuntais',
  ],
  'intent-cues.MAGIC_LINK_CUE': ['nasc logála isteach', 'nasc chun logáil isteach', 'nasc síniú isteach'],
  'intent-cues.TEAM_INVITE_CUE': [
    'thug cuireadh duit', 'tugadh cuireadh duit', 'cuireadh chun (?:páirt a ghlacadh|dul isteach)', 'glac le(?:is an)? g?cuireadh',
    'téigh isteach san fhoireann',
  ],
  'intent-cues.CALENDAR_CUE': ['féilire~', 'bhféilire~', 'cuireadh nuashonraithe'],
  'intent-cues.CALENDAR_SUBJECT': ['cuireadh(?: nuashonraithe)?'],
  'intent-cues.SECURITY_NOTICE': [
    'logáil isteach nua', 'foláireamh slándála', 'gníomhaíocht neamhghnách', 'amhrasach', 'an tusa a bhí ann',
    'athraíodh (?:do |an )?(?:ph|bp|p)asfhocal', 'athraíodh do sheoladh ríomhphoist', 'logáil isteach ó ghléas nua',
  ],
  'labels.ID_CONNECTORS': ['uimh~', 'uimhir~'],
  'labels.AMOUNT_STRONG_LABELS': ['iomlán~', 'san iomlán~', 'méid iomlán~', 'le híoc~', 'méid dlite~', 'íoctha~'],
  'labels.AMOUNT_WEAK_LABELS': ['méid~', 'praghas~', 'suim~', 'costas~'],
  'labels.OTP_LABELS': ['cód~', 'chód~', '(?:ph|bp|p)asfhocal aonuaire~'],
  'labels.ID_LABELS.order': ['ordú~', 'uimhir (?:an )?ordaithe~', "d['’]ordú~"],
  'labels.ID_LABELS.invoice': ['sonrasc~', 'uimhir sonraisc~', 'uimhir an tsonraisc~', 'admháil~', 'bille~'],
  'labels.ID_LABELS.tracking': ['uimhir rianaithe~', 'cód rianaithe~', 'lastas~', 'pacáiste~'],
  'labels.ID_LABELS.booking': ['áirithint~', 'uimhir (?:na )?háirithinte~', 'uimhir áirithinte~', 'tagairt áirithinte~', 'uimhir dheimhnithe~'],
  'labels.ID_LABELS.ticket': ['ticéad~', 'cás~', 'uimhir cháis~', 'iarratas tacaíochta~', 'iarratas~'],
  'labels.ID_LABELS.reference': ['tagairt~', 'uimhir thagartha~', 'uimhir chustaiméara~', 'idirbheart~', 'uimhir idirbhirt~', 'uimhir chuntais~'],
  'link-words.UNSUBSCRIBE_LINK': [
    'díliostáil~', 'díchláraigh~', 'cealaigh (?:do )?shíntiús', 'roghanna ríomhphoist', 'socruithe fógraí',
    'bainistigh (?:do )?(?:fhógraí|roghanna|shíntiúis)', '(?:stop|múch) (?:na )?fógraí',
    'minicíocht (?:na )?(?:ríomhphost|ríomhphoist|nuachtlitreach)', 'athraigh (?:an )?mhinicíocht', 'socruithe ríomhphoist',
  ],
  'link-words.CHANGE_PASSWORD': [
    'athraigh (?:do |an )?(?:ph|bp|p)asfhocal',
    '(?:socraigh|cruthaigh|roghnaigh) (?:do |an )?(?:ph|bp|p)asfhocal',
  ],
  'link-words.VERIFY_LINK': [
    'fíoraigh~', 'deimhnigh~', 'gníomhachtaigh~', 'ceadaigh',
    '(?:tá|sea|is ea),? ba mhaith liom (?:liostáil|clárú|síntiús|fanacht|an nuachtlitir|ríomhphoist)~', '(?:cláraigh|liostáil) mé',
  ],
  'link-words.SIGN_IN_LINK': ['logáil isteach', 'sínigh isteach'],
  'link-words.GENERIC_ANCHOR': ['anseo', 'cliceáil anseo', 'brúigh anseo', 'nasc', 'an nasc', 'lean ar aghaidh'],
  'link-words.COPY_PASTE': ['cóipeáil~', 'greamaigh', 'ní oibríonn'],
  'link-words.INVITE_REPLY': ['glac le~', 'diúltaigh', 'téigh isteach', 'glac páirt'],
  'link-words.INVITE_ANSWER': ['tá', 'níl', "b['’]fhéidir", 'sea', 'ní hea'],
  'link-words.EXPLAINS': ['conas', 'cén fáth', 'tuilleadh eolais', 'léigh tuilleadh', 'faoi', 'cabhair', 'cad é'],
  'link-words.HELP_PAGE': ['cabhair', 'cúnamh', 'ceisteanna coitianta', 'treoir'],
  'link-words.IN_ORDER_TO': ['chun', "d['’]fhonn"],
  'link-words.CANCEL_LINK': [
    '(?:cealaigh|cealú)', 'di[úu]ltaigh', 'c[úu]lghair', '(?:ní mise a bhí ann|níorbh mise é|ní mise é)',
    'níor (?:iarr|chláraigh|chruthaigh) mé', 'tuairiscigh', 'scrios (?:mo |an )?(?:chlárú|clárú|iarratas)',
  ],
  'message-parts.GREETINGS': [
    'a chara~', 'a chairde~', 'a dhuine uasail~', 'dia dhuit~', 'dia duit~', 'dia daoibh~', 'haigh~', 'fáilte~', 'maidin mhaith~',
    'tráthnóna maith~',
  ],
  'message-parts.SIGN_OFFS': [
    'le meas~', 'is mise le meas~', 'le dea-?ghuí~', 'le gach dea-?ghuí~', 'go raibh (?:míle )?maith agat~', 'slán~', 'beir bua~',
  ],
  'message-parts.BOILERPLATE': [
    '(?:féach air seo|amharc) i do bhrabhsálaí~', 'díliostáil~', '(?:beartas|ráiteas) príobháideachais~', 'gach ceart ar cosaint~',
    'ná freagair~', 'seoladh an ríomhphost seo chuig~', 'murar iarr tú~', 'mura ndearna tú~', 'mura tusa a bhí ann~', 'déan neamhaird~',
    'is féidir leat neamhaird~',
  ],
  'time.EXPIRES': ['in éag', 'éagfaidh', 'rachaidh in éag'],
  'time.VALID_FOR': ['bailí', 'bailíocht~', 'i bhfeidhm'],
  'time.MINUTES': ['nóiméad~', 'nóiméid~'],
  'time.HOURS': ['uair~', 'huair~', 'n-uair~'],
  'tone.URGENT': [
    'práinneach~', 'láithreach~', 'gan mhoill~', 'a luaithe is féidir~', 'fógra deiridh~', 'meabhrúchán deiridh~', 'rabhadh deiridh~',
    'thar téarma~', 'riaráiste~', 'in éag inniu~', 'ar fionraí~', 'glasáilte~', 'amhrasach~', 'theip ar an íocaíocht~',
    'diúltaíodh do chárta~', 'neamhúdaraithe~',
  ],
  'tone.ACTION_REQUESTED': [
    'gníomh ag teastáil~', 'gníomh riachtanach~', 'deimhnigh~', 'fíoraigh~', 'freagair faoi~', 'sínigh~', 'íoc anois~', 'nuashonraigh~',
    'cuir isteach an cód~', 'úsáid an cód~', 'glac leis an gcuireadh~', 'ceadaigh~', 'comhlánaigh~', 'líon isteach~', 'an féidir leat~',
  ],
  'tone.NO_ACTION_NEEDED': [
    'níl aon ghníomh ag teastáil~', 'níl gá duit aon rud a dhéanamh~', 'níl ort aon rud a dhéanamh~', 'ní gá aon ghníomh~',
    'níl aon rud le déanamh agat~',
  ],
};
