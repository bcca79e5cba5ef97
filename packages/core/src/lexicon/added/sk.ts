/** sk: every concept of the vocabulary (see words.ts). */
import type { Words } from './words.js';

export const sk: Words = {
  'categories.AUTHENTICATION': [
    '(?:overovací|potvrdzovací|bezpečnostný|jednorazový|prihlasovací|aktivačný|verifikačný|sms) kód~', 'jednorazové heslo~',
    'prihlasovací odkaz~', '(?:overte|potvrďte) (?:svoj )?e-?mail~', '(?:overte|potvrďte) (?:svoju )?e-?mailovú adresu~',
    'overenie e-?mail(?:u|ovej adresy)~', 'obnovenie hesla~', 'obnovte (?:si )?heslo~', 'resetovanie hesla~', 'reset hesla~',
    'aktivujte (?:si )?(?:svoj )?účet~', 'váš kód~', 'tvoj kód~',
  ],
  'categories.SECURITY': [
    'bezpečnostné upozornenie~', 'bezpečnostná výstraha~', 'nov(?:é|ého|om) prihlásen~', 'nov(?:é|ého|om) zariaden~',
    'neobvykl(?:á|ú|ej) aktivit~', 'podozriv(?:á|ú|ej) aktivit~', 'podozriv(?:é|ého) prihlásen~', 'pokus o prihlásenie~',
    '(?:vaše )?heslo bolo zmenené~', 'neoprávnen~', 'dvojfázové overenie~', 'dvojfaktorové overenie~', 'dvojstupňové overenie~',
  ],
  'categories.BILLING': [
    'faktúr~', 'fakturáci~', 'účtenk~', 'platb~', 'zaplaten~', 'uhraden~', 'predplatné~', 'obnovenie predplatného~',
    'vrátenie (?:peňazí|platby)~', 'daňový doklad~', 'vyúčtovani~', 'splatnosť~', 'dobropis~', 'k úhrade~', 'inkaso~',
    'výpis z účtu~', 'upomienk~',
  ],
  'categories.SHIPPING': [
    '(?:objednávka|zásielka) bola odoslaná~', 'balík bol odoslaný~', '(?:objednávku|zásielku|balík) sme odoslali~', 'expedovan~',
    'zásielk~', 'balík~', 'balíček~', 'doručen~', 'doručovan~', 'kuriér~', 'sledovanie zásielky~', 'sledovať zásielku~',
    'číslo zásielky~', 'na ceste~', 'predpokladané doručenie~', 'výdajné miesto~', 'pripraven(?:á|é|ý) na vyzdvihnutie~',
  ],
  'categories.TRANSACTIONAL': [
    'objednávk~', 'potvrdenie objednávky~', 'ďakujeme za (?:vašu )?objednávku~', 'rezerváci~', 'potvrden~', 'váš nákup~',
    'vstupenk~', 'lístok~', 'lístky~', 'letenk~', 'registráci~', 'vitajte~', 'účet bol vytvorený~',
    'darčekov(?:ý poukaz|á karta)~',
  ],
  'categories.MARKETING': [
    'newsletter~', 'zľav~', 'akčn~', 'výpredaj~', '(?:špeciálna|exkluzívna) ponuk~', 'kupón~', 'kupon~',
    '(?:nakúpte|kúpte) (?:teraz|hneď)~', '(?:doprava|poštovné|doručenie) zdarma~', 'posledná šanca~', 'len dnes~', 'novinky~',
    'black friday~',
  ],
  'categories.SOCIAL': [
    'vás pozval~', 'ťa pozval~', 'pozvánk~', 'vás spomenul~', 'ťa spomenul~', 'označil (?:vás|ťa)~', 'okomentoval~',
    'komentoval~', 'odpovedal~', 'žiadosť o priateľstvo~', 'žiadosť o spojenie~', '(?:vás|ťa) začal sledovať~', 'sleduje vás~',
    'nová správa od~', 'zdieľal~',
  ],
  'categories.NOTIFICATION': [
    'oznámenie~', 'upozornenie~', 'pripomienk~', 'pripomenutie~', 'aktualizáci~', 'prehľad~', 'súhrn~', 'údržb~',
    'automatická správa~',
  ],
  'codes.CODE_NAME': [
    '(?:overovac|potvrdzovac|prihlasovac|obnovovac)(?:í|ieho|ím) kód(?:u|om)?',
    '(?:bezpečnostn|jednorazov|aktivačn|registračn|verifikačn|autorizačn|autentifikačn|dočasn)(?:ý|ého|ým) kód(?:u|om)?',
    'jednorazov(?:é|ého|ým) hesl(?:o|a|om)',
    'kód(?:u|om)? (?:pre|na|k) (?:prihlásenie|overenie|potvrdenie|obnovenie|registráciu|autorizáciu|aktiváciu)',
    'kód(?:u|om)? (?:overenia|potvrdenia|obnovenia)', '(?:sms|otp) kód(?:u|om)?',
  ],
  'codes.CODE_ROOT': [
    'kód', 'hesl',
  ],
  'codes.CODE_NOUN': [
    'kód(?:u|om|y|ov)?',
  ],
  'codes.OTHER_CODE': [
    'kód(?:u)? (?:na|pre|k) vyzdvihnutie', 'výdajn(?:ý|ého|om) box~', 'z-box~', 'zľav~', 'zľavov(?:ý|ého|ým) kód(?:u|om)?',
    'promo ?kód(?:u|om)?', 'kupón~', 'darčekov(?:ý|ého) poukaz~', 'darčekov(?:á|ú|ej) kart~', 'psč', 'pin ?kód(?:u|om)?',
    'qr ?kód(?:u|om)?', 'čiarov(?:ý|ého) kód(?:u|om)?', 'kód chyby', 'chybov(?:ý|ého) kód(?:u|om)?',
    'poštov(?:é|ého) smerovac(?:ie|ieho) čísl~',
    'kód(?:u)? (?:od|k|na|do) (?:dverí|dverám|brány|bráne|garáže|parkoviska|budovy|schránky)', 'parkovisk~',
    'kód(?:u)? (?:na|pre|k) doručenie', 'doručovac(?:í|ieho) kód(?:u|om)?', 'kód(?:u)? pre kuriéra',
  ],
  'codes.OTHER_NUMBER': [
    'číslo (?:objednávky|faktúry|zásielky|rezervácie|zákazníka|účtu|zmluvy|telefónu|transakcie|balíka|letu)', 'objednávk~',
    'faktúr~', 'sledovacie číslo', 'zásielk~', 'balík~', 'rezerváci~', 'zákaznícke číslo', 'variabiln(?:ý|ého) symbol(?:u)?',
    'var\\. ?symbol', 'konštantn(?:ý|ého) symbol(?:u)?', 'telef[óo]n~', 'tel\\.?', 'mobil', 'ičo', 'dič', 'ič dph', 'iban',
    'ulica', 'ul\\.', 'končiac(?:a|ej|ou|i)? na', 'spolu', 'celkom', 'suma', 'cena', 'doručenie', 'množstvo', 'ks', 'sedadl~',
    'č\\.',
  ],
  'codes.MEETING_CONTEXT': [
    'stretnut~', 'schôdz~', 'porad(?:a|y|u|e)', 'webinár~', 'videokonferenci~',
  ],
  'codes.BOOKING_CONTEXT': [
    'rezerváci~', 'letenk~', 'číslo letu', 'odlet~', 'hotel~', 'ubytovani~', 'palubn~', 'check-?in', 'itinerár~',
    'objednanie (?:k lekárovi|na vyšetrenie)', 'termín (?:vyšetrenia|návštevy|u lekára)', 'návštev(?:a|u) u lekára',
    'konferenci~', 'kongres~', 'vstupenk~',
  ],
  'codes.PAYMENT_CONTEXT': [
    'platb~', 'účtenk~', 'pokladničn(?:ý|ého) doklad~', 'faktúr~', 'zaplaten~', 'uhraden~', 'transakci~',
  ],
  'codes.SPENT_CODE': [
    'už (?:bol )?použit~', 'už bol využit~', 'vypršal~', 'platnosť (?:už )?vypršala~', 'už nie je platn~',
  ],
  'codes.PROMOTION': [
    'zľav~', 'kupón~', 'lacnejšie~',
  ],
  'codes.UNIT': ['sekúnd~', 'sekund(?:a|y|u)', 'dní', 'dni', 'dňa', 'deň', 'bodov'],
  'codes.TYPE_IN': [
    'zadajte', 'zadaj', 'vložte', 'napíšte',
    'skopírujte(?: (?:tento )?kód)?', 'skopíruj(?: kód)?', 'prilepte(?: kód)?',
  ],
  'codes.CODE_IS': [
    'je',
  ],
  'codes.YOUR': [
    'váš', 'tvoj',
  ],
  'codes.PASSCODE_WORD': [
    'prístup~', 'hesl~',
  ],
  'codes.CONFIRM_WORD': [
    'potvrd~',
    'registr~',
  ],
  'codes.CARD_AUTHORIZATION': [
    'autorizačn(?:ý|ého|ým) kód(?:u|om)?',
  ],
  'currency.CURRENCY': [
    'eur(?:o|a|á)?',
  ],
  'intent-cues.SIGN_IN_CUE': [
    'prihlásen~', 'prihlásiť', 'prihláste sa', 'prihlás sa', 'dvojfázov~', 'dvojfaktorov~', 'dvojstupňov~', 'nové zariadenie',
    'nového zariadenia', 'overte, že ste to vy', 'overte svoju totožnosť', 'overenie totožnosti',
  ],
  'intent-cues.VERIFY_CUE': [
    'potvrd~', 'potvrď~', 'overte', 'overiť', 'overeni(?:e|a)', 'registráci~', 'platb~', 'príjemc~', 'zmazani~',
    '(?:odstránenie|zrušenie) účtu', 'aktivujte', 'aktivácia účtu', 'aktivovať účet', 'výber (?:peňazí|hotovosti|z účtu)',
    'prevod~', 'schváľte', 'schváliť', 'autorizujte', 'nová e-?mailová adresa', 'zmena e-?mailovej adresy', 'vytvorte si účet',
    'vitajte',
  ],
  'intent-cues.RESET_CUE': [
    '(?:obnovte|obnoviť|obnovili|obnovíte|obnov) (?:si )?(?:svoje )?heslo', 'obnoveni(?:e|a) hesla', 'obnovu hesla',
    'zabudnut(?:é|ého) hesl(?:o|a)', 'zabudli ste heslo', 'zabudol si heslo', 'nové heslo', 'obnovenie účtu', 'resetovanie hesla',
    'resetovať heslo', 'resetujte (?:si )?heslo', 'reset hesla', 'žiadosť o zmenu hesla', 'nastavte (?:si )?nové heslo',
    'obnoven~ (?:prístupu|účtu)', 'obnov(?:te|iť) (?:si )?(?:prístup|účet)', 'kód na obnovenie', 'obnovovací kód',
    'znovu získ(?:ajte|ať) prístup',
  ],
  'intent-cues.MAGIC_LINK_CUE': [
    'odkaz (?:na|pre) prihlásenie', 'prihlasovací (?:odkaz|link)~', 'prihlásenie bez hesla', 'magick(?:ý|ého) odkaz~',
  ],
  'intent-cues.TEAM_INVITE_CUE': [
    'pozván~', 'pozvánk~', '(?:vás|ťa) pozýva', '(?:vás|ťa) pozval~', 'pripojte sa', 'pripoj sa',
  ],
  'intent-cues.CALENDAR_CUE': [
    'kalendár~', 'aktualizovaná pozvánka', 'pridať do kalendára',
  ],
  'intent-cues.CALENDAR_SUBJECT': [
    '(?:aktualizovaná )?pozvánka',
  ],
  'intent-cues.SECURITY_NOTICE': [
    'nové prihlásenie', 'bezpečnostné upozornenie', 'heslo (?:bolo )?zmenené', 'podozriv~', 'neobvykl(?:á|ú) aktivit~',
    '(?:boli|neboli) ste to vy', 'e-?mailová adresa (?:bola )?zmenená', 'prihlásenie z nového zariadenia',
  ],
  'labels.ID_CONNECTORS': ['č', 'číslo~', 'je', 'kód'],
  'labels.AMOUNT_STRONG_LABELS': [
    'celkom~', 'spolu~', 'celková suma~', 'celková cena~', 'k úhrade~', 'na úhradu~', 'k zaplateniu~', 'suma k úhrade~',
    'zaplatené~', 'uhradené~',
  ],
  'labels.AMOUNT_WEAK_LABELS': [
    'suma~', 'cena~', 'čiastka~', 'zostatok~',
  ],
  'labels.OTP_LABELS': [
    'kód~', 'kod~', 'jednorazové heslo~',
  ],
  'labels.ID_LABELS.order': [
    'objednávk[auy]~', 'číslo objednávky~',
  ],
  'labels.ID_LABELS.invoice': [
    'faktúr[auy]~', 'číslo faktúry~', 'daňový doklad~', 'účtenk[auy]~', 'pokladničný doklad~',
  ],
  'labels.ID_LABELS.tracking': [
    'číslo zásielky~', 'zásielk[auy]~', 'sledovacie číslo~', 'číslo balíka~', 'podacie číslo~',
  ],
  'labels.ID_LABELS.booking': [
    'rezerváci[aeu]~', 'číslo rezervácie~', 'kód rezervácie~',
  ],
  'labels.ID_LABELS.ticket': [
    'požiadavk~', 'číslo požiadavky~', 'tiket~', 'ticket~', 'reklamáci~',
  ],
  'labels.ID_LABELS.reference': [
    'variabilný symbol~', 'referenčné číslo~', 'číslo transakcie~', 'zákaznícke číslo~', 'číslo zákazníka~',
  ],
  'link-words.UNSUBSCRIBE_LINK': [
    'odhl[áa]si[ťt] (?:sa )?(?:z )?odber~', 'odhláste sa', 'odhlásenie (?:sa )?(?:z )?odberu', 'zruši[ťt] odber', 'zrušte odber',
    'nastaveni[ae] (?:e-?mailov|upozornení|notifikácií|oznámení)',
    '(?:spravovať|spravujte) (?:svoje )?(?:upozornenia|notifikácie|odber|odbery)', 'vypnúť (?:upozornenia|notifikácie)',
    'nechcem (?:už )?dostávať', 'predvoľby', 'preferencie',
    'frekvenci[ae] (?:e-?mail~|zasielania|newslettera|správ)', '(?:zmeniť|zmeňte|upraviť|upravte|nastaviť|nastavte),? (?:ako často|frekvenciu)',
    'e-?mailové (?:predvoľby|nastavenia)',
    'odhl[áa]ste sa z (?:odberu|newslettera)',
  ],
  'link-words.CHANGE_PASSWORD': [
    '(?:zmeňte|zmeniť|zmeň) (?:si )?(?:svoje )?hesl(?:o|a)', 'zmena hesla',
    '(?:nastavte|nastaviť|nastav|vytvorte|vytvoriť|vytvor|zvoľte|zvoliť|zvoľ) (?:si )?(?:svoje |nové )?hesl(?:o|a)',
    '(?:nastavenie|vytvorenie) hesla',
  ],
  'link-words.VERIFY_LINK': [
    'potvrdiť', 'potvrďte', 'potvrď', 'overiť', 'overte', 'aktivovať', 'aktivujte', 'schváliť', 'schváľte',
    '(?:potvrdiť|overiť) e-?mail(?:ovú adresu)?', 'áno,? chcem (?:odoberať|dostávať)~',
    'áno,? (?:prihláste|zapíšte|prihlás|zapíš) ma', 'áno,? chcem (?:zostať|sa prihlásiť|prijímať)~', 'počítajte so mnou',
  ],
  'link-words.SIGN_IN_LINK': [
    'prihlásiť(?: sa)?', 'prihláste sa', 'prihlás sa', 'prihlásenie',
  ],
  'link-words.GENERIC_ANCHOR': [
    'tu', 'sem', 'kliknite (?:tu|sem)', 'klikni (?:tu|sem)', 'odkaz', 'tento odkaz', 'pokračovať', 'tlačidlo', 'otvoriť',
  ],
  'link-words.COPY_PASTE': [
    'skopírujte', 'skopíruj', 'vložte', 'nefunguje',
  ],
  'link-words.INVITE_REPLY': [
    'prijať', 'odmietnuť', 'pripojiť sa', 'zúčastniť sa', 'zobraziť pozvánku',
  ],
  'link-words.INVITE_ANSWER': [
    'áno', 'nie', 'možno',
  ],
  'link-words.EXPLAINS': [
    'ako', 'prečo', 'viac o', 'zistite viac', 'ďalšie informácie', 'pomocník', 'pomoc', 'čo je', 'tipy', 'časté otázky',
  ],
  'link-words.HELP_PAGE': [
    'pomoc', 'pomocník', 'časté otázky', 'návod', 'podpora',
  ],
  'link-words.IN_ORDER_TO': [
    'aby ste', 'aby', 'pre',
  ],
  'link-words.CANCEL_LINK': [
    'zru[šs]~', '(?:odmietnu[ťt]|odmietnite|zamietnu[ťt])', 'odvola[ťt]', 'vr[áa]ti[ťt] sp[äa][ťt]', 'to som nebol(?:a)? j[áa]',
    'nebol(?:a)? som to j[áa]', 'ne(?:[žz]iadal|po[žz]iadal|registroval|vytvoril)(?:a)? som', 'nahl[áa]si[ťt]',
    '(?:odstr[áa]ni[ťt]|vymaza[ťt]) (?:moju )?(?:registr[áa]ciu|[žz]iados[ťt])',
  ],
  'message-parts.GREETINGS': [
    'dobrý deň~', 'dobrý večer~', 'dobré ráno~', 'ahoj~', 'vážen[ýáí]~', 'mil[ýáí]~', 'zdravím~', 'čau~', 'vitajte~',
  ],
  'message-parts.SIGN_OFFS': [
    's pozdravom~', 's priateľským pozdravom~', 's úctou~', 'ďakujeme~', 'ďakujem~', 'pekný deň~', 'prajeme pekný deň~',
    'srdečne~',
  ],
  'message-parts.BOILERPLATE': [
    'zobraziť v prehliadači~', 'otvoriť v prehliadači~', 'odhlásiť~', 'odhlásenie~', '(?:zásady )?ochrany osobných údajov~',
    'všetky práva vyhradené~', 'neodpovedajte~', 'tento e-?mail bol (?:odoslaný|vygenerovaný)~', 'tento e-?mail ste dostali~',
    'ak ste o (?:to |túto zmenu )?nežiadali~', 'ak ste to neboli vy~', '(?:tento e-?mail ignorujte|ignorujte tento e-?mail)~',
  ],
  'time.EXPIRES': [
    'vyprš~', 'expir~',
  ],
  'time.VALID_FOR': [
    'platn~',
  ],
  'time.MINUTES': [
    'min[úu]t~',
  ],
  'time.HOURS': [
    'hod[íi]n~',
  ],
  'tone.URGENT': [
    'naliehav~', 'urgentn~', 'okamžite~', 'ihneď~', 'čo najskôr~', 'bezodkladne~', 'posledná upomienka~', 'upomienk~',
    'po splatnosti~', 'vyprší dnes~', 'zablokovan~', 'pozastaven~', 'podozriv~', 'platba zlyhala~', 'platba sa nepodarila~',
    'platba bola zamietnutá~', 'karta bola zamietnutá~', 'neoprávnen~',
  ],
  'tone.ACTION_REQUESTED': [
    'vyžaduje sa akcia~', 'vyžaduje (?:si )?akciu~', 'je potrebná akcia~', 'prosím,? potvrďte~', 'potvrďte~', 'overte',
    'odpovedzte~', 'podpíšte~', 'zaplaťte~', 'uhraďte~', 'aktualizujte~', 'zadajte (?:tento )?kód~', 'použite (?:tento )?kód~',
    'prijmite pozvánku~', 'schváľte~', 'vyplňte~', 'mohli by ste~',
  ],
  'tone.NO_ACTION_NEEDED': [
    'nie je potrebné nič robiť~', 'nemusíte nič robiť~', 'nemusíš nič robiť~', 'nie je potrebná žiadna akcia~',
    'nevyžaduje sa žiadna akcia~', 'žiadna akcia nie je potrebná~',
  ],
};
