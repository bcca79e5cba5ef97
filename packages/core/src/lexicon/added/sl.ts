/** sl: every concept of the vocabulary (see words.ts). */
import type { Words } from './words.js';

export const sl: Words = {
  'categories.AUTHENTICATION': [
    '(?:potrditven|varnostn|enkratn|verifikacijsk|aktivacijsk|prijavn)[aoe] kod~', 'enkratn(?:o|ega) gesl~',
    'kod(?:a|o) za (?:preverjanje|prijavo|potrditev|dostop|aktivacijo)~',
    '(?:potrdite|preverite) (?:svoj )?e-?(?:poštni naslov|naslov)~', 'potrditev e-?poštnega naslova~', 'ponastavitev gesla~',
    'ponastavite (?:svoje )?geslo~', 'pozabljeno geslo~', 'povezava za prijavo~', 'aktivirajte (?:svoj )?račun~',
    '(?:vaša|tvoja) koda~',
  ],
  'categories.SECURITY': [
    'varnostno (?:opozorilo|obvestilo)~', 'nov(?:a|e) prijav~', 'nov(?:a|e) naprav~', 'nenavadn(?:a|o) dejavnost~',
    'sumljiv(?:a|o) dejavnost~', 'sumljiva prijava~', 'poskus prijave~', '(?:vaše )?geslo je bilo spremenjeno~', 'nepooblaščen~',
    'preverjanje v dveh korakih~', 'dvostopenjsk~', 'dvofaktorsk~',
  ],
  'categories.BILLING': [
    'račun št~', 'račun za~', 'e-račun~', 'izdani račun~', 'plačilo~', 'plačan~', 'plačil~', 'naročnin~', 'podaljšanje~',
    'vračilo (?:denarja|kupnine)~', 'bremenitev~', 'trajnik~', 'opomin~', 'zapadl~', 'predračun~', 'položnic~',
    'kreditna kartica~', 'znesek za plačilo~',
  ],
  'categories.SHIPPING': [
    'paket je bil poslan~', 'odposlan~', 'pošiljk~', 'paket~', 'dostav~', 'vročen~', 'kurir~', 'sledenje (?:pošiljki|paketu)~',
    'sledite (?:svoji )?pošiljki~', 'številka za sledenje~', 'sledilna številka~', 'na poti~', 'predvidena dostava~',
    'paketomat~', 'prevzemno mesto~', 'pripravljen(?:a|o)? za prevzem~',
  ],
  'categories.TRANSACTIONAL': [
    'naročil~', 'potrditev naročila~', 'hvala za (?:vaše )?naročilo~', 'rezervacij~', 'potrjen~', 'vaš nakup~', 'vstopnic~',
    'vozovnic~', 'letalsk(?:a|o) karta~', 'registracij~', 'dobrodošli~', 'račun je bil ustvarjen~', 'darilni bon~',
    'darilna kartica~',
  ],
  'categories.MARKETING': [
    'e-novice~', 'novičnik~', 'popust~', 'akcijsk~', 'razprodaj~', 'posebna ponudba~', 'ekskluzivna ponudba~', 'kupon~',
    'kupi(?:te)? zdaj~', 'brezplačna (?:dostava|poštnina)~', 'zadnja priložnost~', 'samo danes~', 'novosti~', 'black friday~',
  ],
  'categories.SOCIAL': [
    '(?:vas|te) je povabil~', 'povabil~', 'vabilo~', '(?:vas|te) je omenil~', '(?:vas|te) je označil~', 'komentiral~',
    'je odgovoril~', 'je všeč~', 'prošnja za prijateljstvo~', 'zahteva za povezavo~', '(?:vas|te) je začel spremljati~',
    'vas spremlja~', 'novo sporočilo od~', 'delil z vami~', 'je delil~',
  ],
  'categories.NOTIFICATION': [
    'obvestilo~', 'opomnik~', 'opozorilo~', 'posodobitev~', 'poročilo~', 'povzetek~', 'vzdrževanj~',
    '(?:samodejno|avtomatsko) sporočilo~',
  ],
  'codes.CODE_NAME': [
    '(?:potrditven|varnostn|enkratn|verifikacijsk|aktivacijsk|prijavn|overitven|avtorizacijsk|začasn)(?:a|o|e|i) kod(?:a|o|e|i)',
    'kod(?:a|o|e|i)? za (?:preverjanje|prijavo|potrditev|dostop|aktivacijo|ponastavitev|obnovitev)',
    'enkratn(?:o|ega|im) gesl(?:o|a|om)', '(?:sms|otp) kod(?:a|o|e|i)',
    'kod(?:a|o|e|i)? za registracijo', 'registracijsk(?:a|o|e|i) kod(?:a|o|e|i)',
  ],
  'codes.CODE_ROOT': [
    'kod', 'gesl',
  ],
  'codes.CODE_NOUN': [
    'kod(?:a|o|e|i)',
  ],
  'codes.OTHER_CODE': [
    'kod(?:a|o) za prevzem', 'prevzemn(?:a|o|e) kod(?:a|o|e|i)', 'paketomat~', 'kod(?:a|o) za popust',
    'kod(?:a|o) za (?:vrata|parkirišče|garažo|vhod)', '(?:promocijsk|kuponsk|popustn)(?:a|o|e) kod(?:a|o|e|i)', 'kupon~',
    'daril(?:ni|na|no) (?:bon|kartic)~', 'poštn(?:a|o) številk(?:a|o)', 'qr kod(?:a|o|e|i)', 'črtn(?:a|o) kod(?:a|o|e|i)',
    'kod(?:a|o) napake', 'pin(?: kod(?:a|o|e|i))?', 'parkirišč~',
    'kod(?:a|o) za (?:dostavo|kurirja)', 'dostavn(?:a|o|e) kod(?:a|o|e|i)',
  ],
  'codes.OTHER_NUMBER': [
    'številk(?:a|o|e) (?:naročila|računa|pošiljke|rezervacije|stranke|kartice|transakcije|sledenja|paketa|telefona|leta)',
    'naročil~', 'račun št\\.?', 'pošiljk~', 'paket~', 'rezervacij~', 'telefon~', 'tel\\.?', 'gsm', 'davčna številka', 'ddv',
    'id za ddv', 'matična številka', 'trr', 'iban', 'sklic', 'referenca', 'ulica', 'cesta', 'ul\\.', 'skupaj', 'znesek', 'cena',
    'končuje (?:z|s|na)', 'ki se konča (?:z|s|na)', 'količina', 'kos', 'sedež', 'št\\.',
  ],
  'codes.MEETING_CONTEXT': [
    'sestan~', 'srečanj~', 'webinar~', 'spletni seminar~', 'videokonferenc~',
  ],
  'codes.BOOKING_CONTEXT': [
    'rezervacij~', 'letalsk~', 'številka leta', 'hotel~', 'nastanitev~', 'vkrcanj~', 'vkrcevalna karta', 'check-?in',
    'vaš termin', 'termin pri (?:zdravniku|zobozdravniku)', 'pregled pri zdravniku', 'konferenc~', 'kongres~', 'vstopnic~',
  ],
  'codes.PAYMENT_CONTEXT': [
    'plačil~', 'plačan~', 'potrdilo o plačilu', 'račun za', 'transakcij~', 'bremenitev~',
  ],
  'codes.SPENT_CODE': [
    'že (?:bila )?uporabljen~', 'je potekl~', 'ni več veljavn~', 'veljavnost je potekla~',
  ],
  'codes.PROMOTION': [
    'popust~', 'kupon~', 'akcijsk~', 'ceneje~',
  ],
  'codes.UNIT': [
    'sekund~', 'dni', 'dan', 'dneva', 'točk~',
  ],
  'codes.TYPE_IN': [
    'vnesite', 'vnesi', 'vpišite', 'vpiši', 'vtipkajte',
    'kopirajte(?: kodo)?', 'kopiraj(?: kodo)?', 'prilepite(?: kodo)?',
  ],
  'codes.CODE_IS': [
    'je',
  ],
  'codes.YOUR': [
    'vaša', 'vaš', 'vašo', 'tvoja', 'tvoj',
  ],
  'codes.PASSCODE_WORD': [
    'dostop~', 'gesl~',
  ],
  'codes.CONFIRM_WORD': [
    'potrd~',
    'registracij~', 'registracijsk~',
  ],
  'codes.CARD_AUTHORIZATION': [
    'avtorizacijsk(?:a|o|e) kod(?:a|o|e|i)', 'kod(?:a|o) avtorizacije',
  ],
  'currency.CURRENCY': [
    'evr(?:o|a|ov|i)', 'eur',
  ],
  'intent-cues.SIGN_IN_CUE': [
    'prijava', 'prijavo', 'prijave', 'prijaviti', 'prijavite se', 'prijavi se', 'vpis', 'dvostopenjsk~', 'dvofaktorsk~',
    'v dveh korakih', 'nova naprava', 'nove naprave', 'potrdite, da ste to vi', '(?:preverite|potrdite) svojo identiteto',
  ],
  'intent-cues.VERIFY_CUE': [
    'potrdi~', 'potrditev~', 'preveri~', 'registracij~', 'aktivirajte', 'aktivacija računa', 'ustvarite račun', 'izbris~',
    'izbrišite', 'izplačil~', 'dvig sredstev', 'nakazil~', 'prenos sredstev', 'prejemnik~', 'odobri~', 'avtoriziraj~',
    'nov e-?poštni naslov', 'sprememba e-?poštnega naslova', 'dobrodošli',
  ],
  'intent-cues.RESET_CUE': [
    'ponastavitev gesla', '(?:ponastavite|ponastaviti|ponastavi|ponastavili|ponastavil) (?:svoje )?geslo', 'pozabljeno geslo',
    '(?:ste )?pozabili geslo', 'novo geslo', 'obnovitev (?:gesla|računa|dostopa)', 'obnovite (?:svoj )?račun', 'spremembo gesla',
    'obnov(?:ite|iti) (?:svoj )?dostop', 'koda za obnovitev', 'ponovno (?:pridobite|pridobiti) dostop',
  ],
  'intent-cues.MAGIC_LINK_CUE': [
    'povezav(?:a|o) za prijavo', 'prijavna povezava', 'prijava brez gesla', 'čarobn(?:a|o) povezav(?:a|o)',
  ],
  'intent-cues.TEAM_INVITE_CUE': [
    'povabil~', 'povabljen~', 'vabilo~', 'vabi', 'pridružite se', 'pridruži se', 'sprejmite povabilo',
  ],
  'intent-cues.CALENDAR_CUE': [
    'koledar~', 'posodobljeno vabilo', 'dodaj v koledar',
  ],
  'intent-cues.CALENDAR_SUBJECT': [
    '(?:posodobljeno )?vabilo',
  ],
  'intent-cues.SECURITY_NOTICE': [
    'nova prijava', 'varnostno opozorilo', 'geslo je bilo spremenjeno', 'geslo (?:je )?spremenjeno', 'sumljiv~',
    'nenavadn(?:a|o) dejavnost', 'ste bili to vi', 'to niste bili vi', 'e-?poštni naslov je bil spremenjen',
    'prijava z nove naprave',
  ],
  'labels.ID_CONNECTORS': ['št\\.', 'številka~', 'številko~', 'je', 'koda~'],
  'labels.AMOUNT_STRONG_LABELS': [
    'skupaj~', 'za plačilo~', 'znesek za plačilo~', 'skupni znesek~', 'skupna cena~', 'plačano~', 'plačali ste~', 'skupaj z ddv~',
    'vse skupaj~',
  ],
  'labels.AMOUNT_WEAK_LABELS': [
    'znesek~', 'cena~', 'stanje~',
  ],
  'labels.OTP_LABELS': [
    'kod(?:a|o)~', 'enkratno geslo~',
  ],
  'labels.ID_LABELS.order': [
    'naročil[oa]~', 'številka naročila~', 'št\\. naročila~',
  ],
  'labels.ID_LABELS.invoice': [
    'račun~', 'številka računa~', 'predračun~', 'potrdilo o plačilu~',
  ],
  'labels.ID_LABELS.tracking': [
    'številka za sledenje~', 'sledilna številka~', 'številka pošiljke~', 'pošiljk[aei]~', 'številka paketa~',
  ],
  'labels.ID_LABELS.booking': [
    'rezervacij[aeo]~', 'številka rezervacije~', 'koda rezervacije~',
  ],
  'labels.ID_LABELS.ticket': [
    'zahtevek~', 'številka zahtevka~', 'reklamacij~', 'ticket~', 'številka primera~',
  ],
  'labels.ID_LABELS.reference': [
    'sklic~', 'referenca~', 'referenčna številka~', 'številka transakcije~', 'številka stranke~', 'id transakcije~',
  ],
  'link-words.UNSUBSCRIBE_LINK': [
    'odjav~', 'nastavitve (?:obveščanja|obvestil|e-?pošte)', '(?:upravljajte|upravljaj) (?:z )?(?:obvestili|naročninami)',
    'upravljanje (?:obvestil|naročnin)', 'izklopi(?:te)? obvestila', 'ne želim več prejemati', 'prenehaj(?:te)? prejemati',
    'nastavitve',
    'pogostost (?:e-?poštnih sporočil|e-?pošte|sporočil|pošiljanja|novic)',
    '(?:spremeni|spremenite|upravljaj|upravljajte|izberite),? (?:kako pogosto|pogostost)', 'e-?poštne nastavitve',
  ],
  'link-words.CHANGE_PASSWORD': [
    '(?:spremenite|spremeni|spremeniti) (?:svoje )?geslo', 'sprememba gesla',
    '(?:nastavite|nastavi|ustvarite|ustvari|izberite|izberi) (?:svoje |novo )?geslo', '(?:nastavitev|ustvarjanje) gesla',
  ],
  'link-words.VERIFY_LINK': [
    'potrdi', 'potrdite', 'potrditev', 'preveri', 'preverite', 'aktiviraj', 'aktivirajte', 'odobri', 'odobrite',
    'potrdite e-?poštni naslov',
    'da,? (?:želim|hočem) (?:prejemati|se naročiti|ostati|se prijaviti)~', 'da,? (?:prijavi|naroči)(?:te)? me', 'računajte name',
  ],
  'link-words.SIGN_IN_LINK': [
    'prijava', 'prijavi se', 'prijavite se', 'vpis',
  ],
  'link-words.GENERIC_ANCHOR': [
    'tukaj', 'tu', 'sem', 'kliknite tukaj', 'klikni tukaj', 'to povezavo', 'povezava', 'povezavo', 'gumb', 'nadaljuj',
    'nadaljujte', 'odpri',
  ],
  'link-words.COPY_PASTE': [
    'kopirajte', 'kopiraj', 'prilepite', 'ne deluje',
  ],
  'link-words.INVITE_REPLY': [
    'sprejmi', 'sprejmite', 'zavrni', 'zavrnite', 'pridruži se', 'pridružite se', 'ogled vabila',
  ],
  'link-words.INVITE_ANSWER': [
    'da', 'ne', 'mogoče', 'morda',
  ],
  'link-words.EXPLAINS': [
    'kako (?:se|deluje|lahko|do|zaščitite|zaščititi|ponastaviti|spremeniti|nastaviti)', 'zakaj', 'več o', 'preberite več',
    'izvedite več', 'pomoč', 'kaj je', 'nasveti', 'pogosta vprašanja',
  ],
  'link-words.HELP_PAGE': [
    'pomoč', 'pogosta vprašanja', 'vodič', 'podpora',
  ],
  'link-words.IN_ORDER_TO': [
    'da', 'za',
  ],
  'link-words.CANCEL_LINK': [
    'prekli[čc]~', 'zavrn~', 'razveljav~', 'nisem (?:bil|bila) jaz', 'nisem (?:zahteval|zahtevala|ustvaril|ustvarila)',
    'nisem se (?:registriral|registrirala|prijavil|prijavila)', 'prijavi(?:te)? (?:zlorabo|to)',
    '(?:izbriši|izbrišite) (?:mojo )?(?:registracijo|zahtevo)',
  ],
  'message-parts.GREETINGS': [
    'pozdravljen~', 'živjo~', 'zdravo~', 'spoštovan~', 'dragi~', 'draga~', 'dober dan~', 'dobro jutro~', 'dober večer~', 'hej~',
  ],
  'message-parts.SIGN_OFFS': [
    'lep pozdrav~', 'lepi pozdravi~', 'lp~', 's spoštovanjem~', 'hvala~', 'najlepša hvala~', 'prijazen pozdrav~',
    'prijazni pozdravi~', 'lep dan~',
  ],
  'message-parts.BOILERPLATE': [
    '(?:oglejte si|prikaži|odpri) v brskalniku~', 'odjav~', 'politika zasebnosti~', 'varstvo osebnih podatkov~',
    'vse pravice pridržane~', 'ne odgovarjajte~', 'na to sporočilo ne odgovarjajte~', 'to sporočilo je bilo poslano~',
    'to e-?sporočilo ste prejeli~', 'to je samodejno~', 'če tega niste zahtevali~', 'če to niste bili vi~',
    'prezrite to sporočilo~', 'lahko prezrete~',
  ],
  'time.EXPIRES': [
    'poteč~', 'potekl~', 'izteč~', 'izteka~',
  ],
  'time.VALID_FOR': [
    'veljav~', 'velja~',
  ],
  'time.MINUTES': [
    'minut~',
  ],
  'time.HOURS': [
    'ur(?:a|o|e|i)?',
  ],
  'tone.URGENT': [
    'nujn~', 'takoj~', 'čim prej~', 'nemudoma~', 'zadnji opomin~', 'opomin~', 'zapadl~', 'poteče danes~', 'blokiran~',
    'zaklenjen~', 'začasno onemogočen~', 'sumljiv~', 'nepooblaščen~', 'plačilo ni uspelo~', 'plačilo je bilo zavrnjeno~',
    'kartica je bila zavrnjena~',
  ],
  'tone.ACTION_REQUESTED': [
    'potrebno (?:je )?ukrepanje~', 'zahtevano dejanje~', 'prosimo,? potrdite~', 'potrdite', 'preverite', 'odgovorite~',
    'podpišite~', 'plačajte~', 'poravnajte~', 'posodobite~', 'vnesite (?:to )?kodo~', 'uporabite (?:to )?kodo~',
    'sprejmite povabilo~', 'odobrite~', 'izpolnite~', 'ali lahko~',
  ],
  'tone.NO_ACTION_NEEDED': [
    'ni vam treba storiti ničesar~', 'vam ni treba ničesar storiti~', 'ni potrebno nobeno dejanje~',
    'nobeno dejanje ni potrebno~', 'ukrepanje ni potrebno~', 'ni treba ukrepati~', 'ni vam treba ničesar storiti~',
  ],
};
