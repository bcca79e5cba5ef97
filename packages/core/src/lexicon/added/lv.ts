/** lv: every concept of the vocabulary (see words.ts). */
import type { Words } from './words.js';

export const lv: Words = {
  'categories.AUTHENTICATION': [
    '(?:verifikācijas|apstiprinājuma|drošības|pieteikšanās|pieslēgšanās|piekļuves|aktivizācijas|autentifikācijas|pārbaudes) kod~',
    'vienreizēj(?:ais|o|ā|a) (?:kod|parol)~', 'apstipriniet (?:savu )?e-pasta adresi~', 'apstipriniet (?:savu )?e-pastu~', 'e-pasta apstiprināšana~',
    'paroles atiestatīšan~', 'atiestatiet (?:savu )?paroli~', 'paroles atjaunošan~', 'pieteikšanās saite~', 'aktivizējiet (?:savu )?kontu~',
    'jūsu kods~',
  ],
  'categories.SECURITY': [
    'drošības brīdinājum~', 'drošības paziņojum~', 'jauna pieteikšanās~', 'jauna pieslēgšanās~', 'jauna ierīce~', 'aizdomīgas darbības~',
    'neparastas darbības~', 'aizdomīga pieteikšanās~', 'pieteikšanās mēģinājum~', 'parole (?:tika |ir )?mainīta~', 'nesankcionēt~',
    'divfaktoru autentifikācij~', 'divpakāpju verifikācij~',
  ],
  'categories.BILLING': [
    'rēķin~', 'kvīt~', 'maksājum~', 'apmaksāt~', 'samaksāt~', 'abonement~', 'abonēšan~', 'abonementa atjaunošan~', 'naudas atmaksa~',
    'atmaksa~', 'parād~', 'kavēts maksājums~', 'kredītkart~', 'tiešais debets~', 'maksājuma atgādinājum~',
  ],
  'categories.SHIPPING': [
    'sūtījum~', 'paka~', 'pakas~', 'piegāde~', 'piegādāt~', 'piegādes~', 'izsekošanas numurs~', 'izsekot sūtījumu~', 'kurjer~',
    'ir ceļā~', 'pakomāt~', 'omniva~', 'paredzamā piegāde~', 'pasūtījums ir nosūtīts~',
  ],
  'categories.TRANSACTIONAL': [
    'pasūtījum~', 'pasūtījuma apstiprinājum~', 'pasūtījuma numurs~', 'paldies par pasūtījumu~', 'paldies par pirkumu~', 'rezervācij~',
    'apstiprināts~', 'apstiprināta~', 'vizīt~', 'pieraksts~', 'jūsu pirkums~', 'biļet~', 'reģistrācij~', 'laipni lūdzam~',
    'konts ir izveidots~', 'dāvanu kart~',
  ],
  'categories.MARKETING': [
    'jaunumu vēstule~', 'jaunumi~', 'atlaid~', 'izpārdošan~', 'akcij~', 'promo kod~', 'kupon~', 'īpašs piedāvājum~', 'īpašais piedāvājum~',
    'ierobežotu laiku~', 'pērc tagad~', 'pērciet tagad~', 'iepērcies tagad~', 'bezmaksas piegāde~', 'pēdējā iespēja~', 'ietaupi līdz~',
    'melnā piektdiena~',
  ],
  'categories.SOCIAL': [
    'jūs uzaicināja~', 'tevi uzaicināja~', 'uzaicinājum~', 'ielūgum~', 'jūs pieminēja~', 'tevi pieminēja~', 'jūs atzīmēja~',
    'komentēja~', 'atbildēja uz~', 'patīk jūsu~', 'draudzības uzaicinājum~', 'savienojuma pieprasījum~', 'sāka jums sekot~',
    'sāka tev sekot~', 'seko jums~', 'jauns sekotājs~', 'jauna ziņa no~', 'kopīgoja ar jums~',
  ],
  'categories.NOTIFICATION': [
    'paziņojum~', 'atgādinājum~', 'pārskat~', 'kopsavilkum~', 'apkope~', 'plānotā apkope~', 'atjauninājum~', 'automātisks ziņojums~',
    'jūsu nedēļas~', 'jūsu mēneša~',
  ],
  'codes.CODE_NAME': [
    '(?:verifikācijas|apstiprinājuma|drošības|pieteikšanās|pieslēgšanās|piekļuves|aktivizācijas|autentifikācijas|pārbaudes|atkopšanas|paroles atiestatīšanas|vienreizējais|vienreizējo|vienreizējā|vienreizēja|sms) kod(?:s|a|u|am|ā)',
    'vienreizēj(?:a|ā|o|ās) parol(?:e|i|es)', 'otp(?: kod(?:s|a|u))?',
  ],
  'codes.CODE_ROOT': ['kod', 'parol'],
  'codes.CODE_NOUN': ['kod(?:s|a|u|am|ā|i|us)'],
  'codes.OTHER_CODE': [
    '(?:atlaides|akcijas|dāvanu|saņemšanas|pasta|kupona) kod(?:s|a|u|ā)', 'promo ?kod(?:s|a|u|ā)', 'pin ?kod(?:s|a|u|ā)', 'pin',
    'kupon(?:s|a|u|i)', 'dāvanu kart(?:e|i|es)', 'dāvanu kupon(?:s|u)', 'pasta indekss', 'pakomāt(?:s|a|ā|u)', 'personas kod(?:s|a|u)',
  ],
  'codes.OTHER_NUMBER': [
    'pasūtījuma (?:numurs|numuru|nr\\.?)', 'pasūtījum(?:s|a|u)', 'rēķin(?:s|a|u)', 'rēķina numurs', 'sūtījuma numurs', 'izsekošanas numurs',
    'sūtījum(?:s|a|u)', 'pak(?:a|as)', 'rezervācij(?:a|as|u)', 'klienta numurs', 'līguma numurs', 'darījuma numurs', 'tālrunis',
    'tālr\\.', 'tel\\.', 'pvn', 'reģ\\. ?nr\\.?', 'reģistrācijas numurs', 'iela', 'ielā', 'kopā', 'summa', 'cena', 'kas beidzas ar',
    'iban', 'sanāksm(?:e|es)', 'tikšanās',
  ],
  'codes.MEETING_CONTEXT': ['sanāksm(?:e|es|ē)', 'tikšanās', 'vebinār(?:s|a|ā)', 'tiešsaistes sanāksme', 'konferenc(?:e|es|ē)', 'sapulc(?:e|es|ē)'],
  'codes.BOOKING_CONTEXT': [
    'rezervācij~', 'lidojum~', 'viesnīc~', 'iekāpšanas kart~', 'aviobiļet~', 'reģistrācija lidojumam',
    'pierakst(?:s|u|a) pie (?:ārsta|zobārsta)', 'vizīt~', 'konsultācij~', 'konferenc~', 'kongres~', 'ieejas biļet~',
    'koncerta biļet~',
  ],
  'codes.PAYMENT_CONTEXT': ['maksājum~', 'čeks', 'čeku', 'kvīt~', 'rēķin~', 'darījum~', 'apmaksāt~', 'samaksāt~', 'karte, kas beidzas ar'],
  'codes.SPENT_CODE': [
    'jau (?:ir |tika )?izmantot(?:s|a)', 'ir beidzies', 'ir beigusies', 'derīguma termiņš ir beidzies', 'beidzies derīguma termiņš',
    'vairs nav derīg(?:s|a)', 'nav derīg(?:s|a)',
  ],
  'codes.PROMOTION': ['atlaid~', 'kupon~', 'promo~', 'izpārdošan~', 'dāvanu kart~'],
  'codes.UNIT': ['sekund(?:e|es|ēm|i)', 'sek\\.?', 'dien(?:a|as|ām|u)', 'punkt(?:i|us|s|u)', 'km', 'kg'],
  'codes.TYPE_IN': ['ievadiet(?: šo)?', 'ievadi(?: šo)?', 'ierakstiet'],
  'codes.CODE_IS': ['ir'],
  'codes.YOUR': ['jūsu', 'tavs', 'tava'],
  'codes.PASSCODE_WORD': ['piekļuv~', 'parol~'],
  'codes.CONFIRM_WORD': ['apstiprin~'],
  'codes.CARD_AUTHORIZATION': ['autorizācijas kod(?:s|a|u)'],
  'currency.CURRENCY': ['eiro', 'euro'],
  'intent-cues.SIGN_IN_CUE': [
    'pieslēg~', 'pieteikšan~', 'pieteikties', 'piesakieties', 'pierakstīties', 'ielogoties', 'autorizēties', 'autentifikācij~',
    'divfaktoru', 'divpakāpju', 'jauna ierīce', 'jaunas ierīces', 'apstipriniet, ka tas esat jūs', 'apstipriniet savu identitāti',
  ],
  'intent-cues.VERIFY_CUE': ['apstiprin~', 'reģistr~', 'aktivizē~', 'izveidot kontu', 'laipni lūdzam', 'jauna e-pasta adrese', 'naudas izņemšan~', 'pārskaitījum~', 'saņēmēj~', 'konta dzēšan~'],
  'intent-cues.RESET_CUE': [
    'paroles atiestatīšan~', '(?:atiestatīt|atiestatiet) (?:savu )?paroli', '(?:aizmirsāt|aizmirsi) (?:savu )?paroli', 'aizmirsta parole',
    'jaun(?:a|u) parol(?:e|i)', 'paroles atjaunošan~', 'atjaunot (?:savu )?paroli', 'konta atkopšan~', 'paroles maiņas pieprasījum~',
    '(?:atjaunot|atjaunojiet|atgūt|atgūstiet) (?:piekļuvi|kontu)', 'piekļuves atjaunošan~', 'konta atjaunošan~', 'atkopšanas kod~',
    'atkopt (?:savu )?kontu',
  ],
  'intent-cues.MAGIC_LINK_CUE': ['(?:pieteikšanās|pieslēgšanās) sait(?:e|i)', 'saite pieteikšanās', 'pieteikšanās bez paroles'],
  'intent-cues.TEAM_INVITE_CUE': [
    'jūs uzaicināja', 'tevi uzaicināja', 'uzaicināja jūs', 'esat uzaicināt(?:s|a)', 'uzaicinājum~', 'ielūgum~',
    'pievienojieties (?:komandai|darbvietai|organizācijai|projektam|grupai)', 'pieņemiet uzaicinājumu',
  ],
  'intent-cues.CALENDAR_CUE': ['kalendār~', 'pievienot kalendāram', 'atjaunināts ielūgums'],
  'intent-cues.CALENDAR_SUBJECT': ['(?:atjaunināts )?ielūgums', 'uzaicinājums'],
  'intent-cues.SECURITY_NOTICE': [
    'jauna pieteikšanās', 'jauna pieslēgšanās', 'pieteikšanās no jaunas ierīces', 'drošības brīdinājum(?:s|u)', 'aizdomīg~',
    'neparastas darbības', 'vai tas bijāt jūs', 'parole (?:tika |ir )?(?:mainīta|nomainīta|atiestatīta)', 'e-pasta adrese (?:tika |ir )?mainīta',
  ],
  'labels.ID_CONNECTORS': ['nr', 'numurs~', 'kods~', 'ir'],
  'labels.AMOUNT_STRONG_LABELS': [
    'kopā~', 'kopsumma~', 'kopējā summa~', 'summa apmaksai~', 'apmaksai~', 'maksājamā summa~', 'samaksāts~', 'samaksātā summa~',
  ],
  'labels.AMOUNT_WEAK_LABELS': ['summa~', 'cena~', 'vērtība~'],
  'labels.OTP_LABELS': ['kod~', 'vienreizējā parole~'],
  'labels.ID_LABELS.order': ['pasūtījum~', 'pasūtījuma numurs~', 'pasūtījuma nr~'],
  'labels.ID_LABELS.invoice': ['rēķin~', 'rēķina numurs~', 'rēķina nr~', 'kvīt~', 'čeks~', 'pavadzīm~'],
  'labels.ID_LABELS.tracking': ['sūtījuma numurs~', 'izsekošanas numurs~', 'sūtījum~', 'pakas numurs~'],
  'labels.ID_LABELS.booking': ['rezervācij~', 'rezervācijas numurs~', 'rezervācijas kods~'],
  'labels.ID_LABELS.ticket': ['pieteikum~', 'pieteikuma numurs~', 'pieprasījum~', 'pieprasījuma numurs~'],
  'labels.ID_LABELS.reference': ['atsauce~', 'darījuma numurs~', 'klienta numurs~', 'maksājuma mērķis~', 'konta numurs~', 'atsauces numurs~'],
  'link-words.UNSUBSCRIBE_LINK': [
    'atteikties no (?:abonēšanas|abonementa|jaunumiem|vēstulēm|e-pastiem|ziņojumiem)', 'atrakstīties', 'anulēt abonementu',
    '(?:paziņojumu|e-pasta) iestatījumi', 'pārvaldīt (?:paziņojumus|abonementus|iestatījumus)', 'izslēgt paziņojumus', 'iestatījumi',
    'preferences',
    '(?:e-pastu|vēstuļu|jaunumu) biežum~', '(?:mainīt|mainiet|pārvaldīt|izvēlēties),? cik bieži', '(?:mainīt|mainiet) (?:e-pastu )?biežumu',
  ],
  'link-words.CHANGE_PASSWORD': [
    '(?:mainīt|nomainīt|mainiet|nomainiet) (?:savu )?paroli', 'paroles maiņa',
    '(?:iestatīt|iestatiet|izveidot|izveidojiet|izvēlēties|izvēlieties) (?:savu |jaunu )?paroli', 'paroles (?:iestatīšana|izveide)',
  ],
  'link-words.VERIFY_LINK': [
    'apstiprin~', 'verificēt', 'verificējiet', 'aktivizēt', 'aktivizējiet', 'pabeigt reģistrāciju', 'pabeidziet reģistrāciju',
    'jā,? (?:es )?vēlos (?:saņemt|abonēt|pierakstīties|palikt)~', 'jā,? (?:pierakstiet|pieraksti) mani', 'rēķinieties ar mani',
  ],
  'link-words.SIGN_IN_LINK': ['pieslēgties', 'pieteikties', 'pieslēdzieties', 'piesakieties', 'ielogoties'],
  'link-words.GENERIC_ANCHOR': [
    'šeit', 'noklikšķiniet šeit', 'spiediet šeit', 'klikšķiniet šeit', 'saite', 'saiti', 'šo saiti', 'turpināt', 'turpiniet',
  ],
  'link-words.COPY_PASTE': ['kopējiet', 'nokopējiet', 'ielīmējiet', 'nedarbojas'],
  'link-words.INVITE_REPLY': ['pieņemt', 'pieņemiet', 'noraidīt', 'noraidiet', 'pievienoties', 'pievienojieties'],
  'link-words.INVITE_ANSWER': ['jā', 'nē', 'varbūt'],
  'link-words.EXPLAINS': ['kā', 'kāpēc', 'uzziniet vairāk', 'uzzināt vairāk', 'vairāk par', 'palīdzība', 'par', 'kas ir'],
  'link-words.HELP_PAGE': ['palīdzība', 'palīdzības centrs', 'biežāk uzdotie jautājumi', 'buj'],
  'link-words.IN_ORDER_TO': ['lai'],
  'link-words.CANCEL_LINK': [
    'atcel~', 'noraid~', '(?:atsaukt|atsauciet)', 'tas nebiju es', 'es (?:to )?(?:nepieprasīju|nereģistrējos|neizveidoju)',
    'ziņo(?:t|jiet) par (?:to|šo|krāpšanu)', 'dzēst (?:manu )?(?:reģistrāciju|pieprasījumu)',
  ],
  'message-parts.GREETINGS': ['labdien~', 'sveiki~', 'sveiks~', 'sveika~', 'cienījam~', 'dārg~', 'labrīt~', 'labvakar~', 'čau~', 'laipni lūdzam~'],
  'message-parts.SIGN_OFFS': [
    'ar cieņu~', 'ar labākajiem vēlējumiem~', 'ar labiem vēlējumiem~', 'paldies~', 'sveicieni~', 'visu labu~', 'jūsu komanda~',
  ],
  'message-parts.BOILERPLATE': [
    'skatīt pārlūkprogrammā~', 'atvērt pārlūkā~', 'atvērt pārlūkprogrammā~', 'atteikties no (?:abonēšanas|jaunumiem)~', 'atrakstīties~',
    'privātuma politika~', 'visas tiesības aizsargātas~', 'neatbildiet~', 'lūdzu,? neatbildiet~', 'ja jūs neesat (?:pieprasījis|pieprasījusi)~',
    'ja neesat (?:pieprasījis|pieprasījusi)~', 'ja tas nebijāt jūs~', 'ignorējiet šo (?:e-pastu|ziņojumu|vēstuli)~',
    'šis e-pasts tika nosūtīts~', 'šī vēstule tika nosūtīta~', 'jūs saņemat šo~',
  ],
  'time.EXPIRES': ['beigsies', 'beidzas', 'derīguma termiņ~', 'zaudēs derīgumu', 'termiņš beidzas'],
  'time.VALID_FOR': ['derīg~', 'ir spēkā'],
  'time.MINUTES': ['minūt~', 'min\\.?'],
  'time.HOURS': ['stund~'],
  'tone.URGENT': [
    'steidzam~', 'nekavējoties~', 'tūlīt~', 'pēc iespējas ātrāk~', 'pēdējais atgādinājums~', 'pēdējais brīdinājums~', 'kavēt~',
    'termiņš beidzas šodien~', 'bloķēt~', 'apturēt~', 'aizdomīg~', 'nesankcionēt~', 'maksājums neizdevās~', 'karte tika noraidīta~',
  ],
  'tone.ACTION_REQUESTED': [
    'nepieciešama darbība~', 'nepieciešama rīcība~', 'lūdzu,? apstipriniet~', 'apstipriniet~', 'pārbaudiet~', 'atbildiet~',
    'parakstiet~', 'apmaksājiet~', 'samaksājiet~', 'atjauniniet~', 'ievadiet kodu~', 'ievadiet šo kodu~', 'izmantojiet kodu~',
    'pieņemiet uzaicinājumu~', 'aizpildiet~', 'vai jūs varētu~',
  ],
  'tone.NO_ACTION_NEEDED': [
    'nekādas darbības nav nepieciešamas~', 'jums nekas nav jādara~', 'nav nepieciešams veikt nekādas darbības~', 'nav jāveic nekādas darbības~',
  ],
};
