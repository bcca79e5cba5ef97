/** lt: every concept of the vocabulary (see words.ts). */
import type { Words } from './words.js';

export const lt: Words = {
  'categories.AUTHENTICATION': [
    '(?:patvirtinimo|saugos|saugumo|prisijungimo|prieigos|aktyvinimo|aktyvavimo|patikrinimo|verifikacijos|autentifikavimo) kod~',
    'vienkartin(?:is|į|io) (?:kod|slaptažod)~', 'patvirtinkite (?:savo )?el\\. pašt~', 'el\\. pašto (?:adreso )?patvirtinim~',
    'slaptažodžio atkūrim~', 'atkurkite (?:savo )?slaptažodį~', 'prisijungimo nuorod~', 'aktyvuokite (?:savo )?paskyrą~', 'jūsų kodas~',
  ],
  'categories.SECURITY': [
    'saugumo įspėjim~', 'saugos įspėjim~', 'saugumo pranešim~', 'naujas prisijungimas~', 'naujas įrenginys~', 'įtartina veikla~',
    'neįprasta veikla~', 'įtartinas prisijungimas~', 'bandymas prisijungti~', 'slaptažodis (?:buvo )?pakeistas~', 'neteisėt~',
    'dviejų veiksnių autentifikavim~', 'dviejų žingsnių patvirtinim~', 'dviejų etapų patvirtinim~',
  ],
  'categories.BILLING': [
    'sąskaita faktūra~', 'sąskaitą faktūrą~', 'sąskaitos faktūros~', 'pvm sąskait~', 'kvit~', 'mokėjim~', 'apmokėt~', 'sumokėt~',
    'prenumerat~', 'pinigų grąžinim~', 'įsiskolinim~', 'mokėjimo priminim~', 'kredito kortel~', 'tiesioginis debetas~',
  ],
  'categories.SHIPPING': [
    'siunt~', 'užsakymas išsiųstas~', 'išsiuntėme~', 'pristatym~', 'pristatyt~', 'siuntos sekim~', 'sekimo numeris~', 'kurjer~',
    'pakeliui~', 'paštomat~', 'omniva~', 'lp express~', 'numatomas pristatymas~',
  ],
  'categories.TRANSACTIONAL': [
    'užsakym~', 'užsakymo patvirtinim~', 'užsakymo numeris~', 'ačiū už užsakymą~', 'dėkojame už užsakymą~', 'dėkojame už pirkinį~',
    'rezervacij~', 'patvirtint~', 'vizit~', 'jūsų pirkin~', 'biliet~', 'registracij~', 'sveiki atvykę~', 'paskyra sukurta~',
    'dovanų kortel~', 'dovanų kupon~',
  ],
  'categories.MARKETING': [
    'naujienlaišk~', 'nuolaid~', 'išpardavim~', 'akcij~', 'promo kod~', 'kupon~', 'specialus pasiūlym~', 'ypatingas pasiūlym~',
    'ribotą laiką~', 'pirkite dabar~', 'pirk dabar~', 'nemokamas pristatymas~', 'paskutinė proga~', 'paskutinė galimybė~',
    'sutaupykite iki~', 'juodasis penktadienis~',
  ],
  'categories.SOCIAL': [
    'jus pakvietė~', 'tave pakvietė~', 'kvietim~', 'jus paminėjo~', 'tave paminėjo~', 'pažymėjo jus~', 'pakomentavo~', 'atsakė į~',
    'patinka jūsų~', 'draugystės kvietim~', 'draugystės užklaus~', 'ryšio užklaus~', 'pradėjo jus sekti~', 'seka jus~', 'naujas sekėjas~',
    'nauja žinutė nuo~', 'nauja žinutė iš~', 'pasidalino su jumis~',
  ],
  'categories.NOTIFICATION': [
    'pranešim~', 'priminim~', 'ataskait~', 'suvestin~', 'santrauk~', 'techninė priežiūra~', 'techninės priežiūros~', 'planuojami darbai~',
    'atnaujinim~', 'automatinis pranešimas~', 'automatiškai sugeneruot~',
  ],
  'codes.CODE_NAME': [
    '(?:patvirtinimo|saugos|saugumo|prisijungimo|prieigos|aktyvinimo|aktyvavimo|autentifikavimo|tapatybės patvirtinimo|patikrinimo|verifikacijos|atkūrimo|slaptažodžio atkūrimo|vienkartinis|vienkartinį|vienkartinio|sms) kod(?:as|ą|o|u|ui|e)',
    'vienkartin(?:is|į|io|iu|ė|ę|ės) slaptažod(?:is|į|žio|žiu)', 'otp(?: kod(?:as|ą|o))?',
  ],
  'codes.CODE_ROOT': ['kod', 'slaptažod'],
  'codes.CODE_NOUN': ['kod(?:as|ą|o|u|ui|e|ai|us|ų)'],
  'codes.OTHER_CODE': [
    '(?:nuolaidos|akcijos|dovanų|atsiėmimo|pašto|kupono) kod(?:as|ą|o)', 'promo ?kod(?:as|ą|o)', 'pin ?kod(?:as|ą|o)', 'pin',
    'kupon(?:as|ą|o|ai)', 'dovanų kortel(?:ė|ę|ės)', 'dovanų kupon(?:as|ą|o)', 'paštomat(?:as|e|o|ą)', 'asmens kod(?:as|ą|o)',
    '(?:pvm|įmonės) kod(?:as|ą|o)',
  ],
  'codes.OTHER_NUMBER': [
    'užsakymo (?:numeris|numerį|nr\\.?)', 'užsakym(?:as|o|ą)', 'sąskaitos faktūros (?:numeris|nr\\.?)', 'sąskait(?:a|os|ą) faktūr(?:a|os|ą)',
    'sąskaitos (?:numeris|nr\\.?)', 'siuntos (?:numeris|nr\\.?)', 'sekimo numeris', 'siunt(?:a|os|ą|inys|inio)', 'rezervacij(?:a|os|ą)',
    'kliento (?:numeris|kodas)', 'sutarties numeris', 'operacijos numeris', 'telefon(?:as|o|u)', 'tel\\.', 'pvm', 'gatvė', 'iš viso',
    'suma', 'kaina', 'kurios numeris baigiasi', 'iban', 'susitikim(?:as|o)',
  ],
  'codes.MEETING_CONTEXT': ['susitikim~', 'pasitarim~', 'vebinar~', 'konferencij~', 'internetinis susitikimas'],
  'codes.BOOKING_CONTEXT': [
    'rezervacij~', 'skryd~', 'skrydž~', 'viešbu~', 'įlaipinimo kort~', 'lėktuvo biliet~', 'registracija į skrydį', 'vizit~',
    'registracija pas gydytoją', 'konsultacij~', 'konferencij~', 'kongres~', 'įėjimo biliet~', 'koncerto biliet~',
  ],
  'codes.PAYMENT_CONTEXT': ['mokėjim~', 'kvit~', 'čekis', 'čekio', 'sąskait~', 'operacij~', 'apmokėt~', 'sumokėt~', 'kortelė, kurios numeris baigiasi'],
  'codes.SPENT_CODE': [
    'jau (?:buvo )?panaudot(?:as|a)', 'jau naudot(?:as|a)', 'nebegalioja', 'galiojimas (?:jau )?(?:baigėsi|pasibaigė)', 'pasibaigė galiojimas',
    'nebetinkam(?:as|a)',
  ],
  'codes.PROMOTION': ['nuolaid~', 'kupon~', 'akcij~', 'promo~', 'išpardavim~'],
  'codes.UNIT': ['sekund~', 'sek\\.?', 'dien(?:a|os|ų|as)', 'tašk(?:ai|ų|as|us)', 'km', 'kg'],
  'codes.TYPE_IN': ['įveskite(?: šį)?', 'įvesk(?: šį)?', 'įrašykite', 'suveskite'],
  'codes.CODE_IS': ['yra'],
  'codes.YOUR': ['jūsų', 'tavo'],
  'codes.PASSCODE_WORD': ['prieig~', 'slaptažod~'],
  'codes.CONFIRM_WORD': ['patvirtin~'],
  'codes.CARD_AUTHORIZATION': ['autorizacijos kod(?:as|ą|o)', 'autorizavimo kod(?:as|ą|o)'],
  'currency.CURRENCY': ['eurų', 'eurai', 'euras', 'euro'],
  'intent-cues.SIGN_IN_CUE': [
    'prisijun~', 'autentifikavim~', 'dviejų veiksnių', 'dviejų žingsnių', 'dviejų etapų', 'naujas įrenginys', 'naujo įrenginio',
    'patvirtinkite, kad tai jūs', 'patvirtinkite savo tapatybę',
  ],
  'intent-cues.VERIFY_CUE': [
    'patvirtin~', 'registracij~', 'užsiregistr~', 'aktyvuo~', 'sukurti paskyrą', 'sveiki atvykę', 'naujas el\\. pašto adresas',
    'išmok~', 'pervedim~', 'gavėj~', 'paskyros panaikinim~', 'ištrinti paskyrą',
  ],
  'intent-cues.RESET_CUE': [
    'slaptažodžio atkūrim~', '(?:atkurti|atkurkite) (?:savo )?slaptažodį', '(?:pamiršote|pamiršai) (?:savo )?slaptažodį', 'pamirštas slaptažodis',
    'nauj(?:as|ą) slaptažod(?:is|į)', 'iš naujo nustatyti slaptažodį', 'slaptažodžio nustatymas iš naujo', 'slaptažodžio keitimo užklaus~',
    'paskyros atkūrim~',
    'atkurti prieigą', 'atkurkite (?:savo )?(?:paskyrą|prieigą)', 'atkurti (?:savo )?paskyrą', 'prieigos atkūrim~', 'atkūrimo kod~',
    '(?:atgauti|atgaukite) prieigą',
  ],
  'intent-cues.MAGIC_LINK_CUE': ['prisijungimo nuorod(?:a|ą)', 'nuoroda prisijungti', 'prisijungimas be slaptažodžio'],
  'intent-cues.TEAM_INVITE_CUE': [
    'jus pakvietė', 'tave pakvietė', 'pakvietė jus', 'esate pakviest(?:as|a)', 'kvietim~',
    'prisijunkite prie (?:komandos|darbo srities|organizacijos|projekto|grupės)', 'priimkite kvietimą',
  ],
  'intent-cues.CALENDAR_CUE': ['kalendori~', 'pridėti į kalendorių', 'atnaujintas kvietimas'],
  'intent-cues.CALENDAR_SUBJECT': ['(?:atnaujintas )?kvietimas'],
  'intent-cues.SECURITY_NOTICE': [
    'naujas prisijungimas', 'prisijungimas iš naujo įrenginio', 'saugumo įspėjim~', 'saugos įspėjim~', 'įtartin~', 'neįprasta veikla',
    'ar tai buvote jūs', 'slaptažodis (?:buvo )?(?:pakeistas|atkurtas)', 'el\\. pašto adresas (?:buvo )?pakeistas',
  ],
  'labels.ID_CONNECTORS': ['nr', 'numeris~', 'kodas~', 'yra'],
  'labels.AMOUNT_STRONG_LABELS': [
    'iš viso~', 'bendra suma~', 'mokėtina suma~', 'mokėti~', 'sumokėta~', 'galutinė suma~', 'suma apmokėjimui~', 'viso mokėti~',
  ],
  'labels.AMOUNT_WEAK_LABELS': ['suma~', 'kaina~', 'vertė~'],
  'labels.OTP_LABELS': ['kod~', 'vienkartinis slaptažodis~'],
  'labels.ID_LABELS.order': ['užsakym~', 'užsakymo numeris~', 'užsakymo nr~'],
  'labels.ID_LABELS.invoice': ['sąskait~', 'sąskaitos faktūros numeris~', 'kvit~', 'čeki~'],
  'labels.ID_LABELS.tracking': ['siuntos numeris~', 'sekimo numeris~', 'siunt~', 'siuntinio numeris~'],
  'labels.ID_LABELS.booking': ['rezervacij~', 'rezervacijos numeris~', 'rezervacijos kodas~'],
  'labels.ID_LABELS.ticket': ['užklaus~', 'užklausos numeris~', 'prašym~', 'kreipim~'],
  'labels.ID_LABELS.reference': ['mokėjimo paskirtis~', 'operacijos numeris~', 'mokėjimo kodas~', 'kliento numeris~', 'kliento kodas~'],
  'link-words.UNSUBSCRIBE_LINK': [
    'atsisakyti (?:prenumeratos|naujienlaiškio|naujienų|laiškų)', 'atsisakykite prenumeratos', '(?:pranešimų|el\\. pašto) nustatymai',
    'tvarkyti (?:pranešimus|prenumeratas|nustatymus)', 'išjungti pranešimus', 'nustatymai', 'nuostatos',
    '(?:laiškų|el\\. laiškų|naujienlaiškio) dažn~', '(?:keisti|pakeisti|pakeiskite|tvarkyti),? (?:kaip dažnai|dažnumą)', 'el\\. pašto nuostatos',
    'naujienlaiškio nustatymai',
  ],
  'link-words.CHANGE_PASSWORD': [
    '(?:pakeisti|pakeiskite|keisti) (?:savo )?slaptažodį', 'slaptažodžio keitimas',
    '(?:nustatyti|nustatykite|sukurti|sukurkite|pasirinkti|pasirinkite) (?:savo |naują )?slaptažodį', 'slaptažodžio (?:nustatymas|sukūrimas)',
  ],
  'link-words.VERIFY_LINK': [
    'patvirtin~', 'aktyvuoti', 'aktyvuokite', 'baigti registraciją', 'užbaikite registraciją',
    'taip,? (?:noriu|pageidauju) (?:gauti|prenumeruoti|užsiprenumeruoti|likti|užsiregistruoti)~',
    'taip,? (?:užprenumeruokite|užregistruokite|įtraukite) mane',
  ],
  'link-words.SIGN_IN_LINK': ['prisijungti', 'prisijunkite'],
  'link-words.GENERIC_ANCHOR': [
    'čia', 'spauskite čia', 'paspauskite čia', 'spustelėkite čia', 'nuoroda', 'nuorodą', 'šią nuorodą', 'tęsti', 'tęskite',
  ],
  'link-words.COPY_PASTE': ['nukopijuokite', 'kopijuokite', 'įklijuokite', 'neveikia'],
  'link-words.INVITE_REPLY': ['priimti', 'priimkite', 'atmesti', 'atmeskite', 'prisijungti prie (?:susitikimo|komandos|grupės)'],
  'link-words.INVITE_ANSWER': ['taip', 'ne', 'galbūt'],
  'link-words.EXPLAINS': ['kaip', 'kodėl', 'sužinokite daugiau', 'daugiau apie', 'pagalba', 'apie', 'kas yra'],
  'link-words.HELP_PAGE': ['pagalba', 'pagalbos centras', 'dažnai užduodami klausimai', 'duk'],
  'link-words.IN_ORDER_TO': ['kad', 'norėdami'],
  'link-words.CANCEL_LINK': [
    'atšauk~', 'atmes(?:ti|kite)', 'atsisaky(?:ti|kite)', 'tai (?:buvau )?ne aš',
    'aš (?:to )?(?:neprašiau|neužsiregistravau|nesukūriau|neužsakiau)', '(?:pranešti|praneškite) apie (?:tai|piktnaudžiavimą|sukčiavimą)',
    'ištrinti (?:mano )?(?:registraciją|užklausą|prašymą)',
  ],
  'message-parts.GREETINGS': [
    'sveiki~', 'labas~', 'laba diena~', 'labas rytas~', 'labas vakaras~', 'gerbiam~', 'miel~', 'sveikas~', 'sveika',
  ],
  'message-parts.SIGN_OFFS': ['pagarbiai~', 'su pagarba~', 'ačiū~', 'dėkojame~', 'dėkoju~', 'linkėjimai~', 'geros dienos~', 'jūsų komanda~'],
  'message-parts.BOILERPLATE': [
    'peržiūrėti naršyklėje~', 'atidaryti naršyklėje~', 'atsisakyti prenumeratos~', 'privatumo politika~', 'visos teisės saugomos~',
    'neatsakykite~', 'prašome neatsakyti~', 'jei (?:jūs )?neprašėte~', 'jei tai buvote ne jūs~', 'ignoruokite šį (?:laišką|el\\. laišką|pranešimą)~',
    'šis laiškas išsiųstas~', 'gavote šį laišką~',
  ],
  'time.EXPIRES': ['baigsis', 'nebegalios', 'galiojimas baigsis', 'galiojimo laikas', 'pasibaigs'],
  'time.VALID_FOR': ['galioj~', 'galios'],
  'time.MINUTES': ['minut~', 'minuč~', 'min\\.?'],
  'time.HOURS': ['valand~', 'val\\.'],
  'tone.URGENT': [
    'skub~', 'nedelsiant~', 'kuo skubiau~', 'kuo greičiau~', 'paskutinis priminimas~', 'paskutinis įspėjimas~', 'pradelst~',
    'baigiasi šiandien~', 'užblokuot~', 'sustabdyt~', 'įtartin~', 'neteisėt~', 'mokėjimas nepavyko~', 'kortelė atmesta~',
  ],
  'tone.ACTION_REQUESTED': [
    'reikalingas veiksmas~', 'būtina imtis veiksmų~', 'reikia imtis veiksmų~', 'patvirtinkite~', 'patikrinkite~', 'atsakykite~',
    'pasirašykite~', 'sumokėkite~', 'apmokėkite~', 'atnaujinkite~', 'įveskite kodą~', 'įveskite šį kodą~', 'naudokite kodą~',
    'priimkite kvietimą~', 'užpildykite~', 'ar galėtumėte~',
  ],
  'tone.NO_ACTION_NEEDED': [
    'jokių veiksmų nereikia~', 'jums nieko daryti nereikia~', 'nereikia imtis jokių veiksmų~', 'jums nereikia nieko daryti~',
    'jokių papildomų veiksmų nereikia~',
  ],
};
