/** hu: every concept of the vocabulary (see words.ts). */
import type { Words } from './words.js';

export const hu: Words = {
  'categories.AUTHENTICATION': [
    '(?:ellenőrző|megerősítő|biztonsági|belépési|bejelentkezési|hitelesítési|aktiváló|aktiválási|hozzáférési|visszaigazoló|egyszeri) ?kód~',
    'egyszeri jelszó~', 'egyszer használatos (?:kód|jelszó)~', 'bejelentkezési link~', '(?:erősítsd|erősítse) meg az e-?mail~',
    '(?:igazold|igazolja) az e-?mail~', 'e-?mail-?cím(?:ed|ének|e)? (?:megerősítése|ellenőrzése|igazolása)~',
    'jelszó(?: |-)?visszaállítás~', '(?:állítsd|állítsa) vissza a jelszav~', 'új jelszó beállítás~', 'fiók(?:od|ja)? aktiválás~',
    '(?:aktiváld|aktiválja) a fiók~', 'a kódod~', 'az ön kódja~',
  ],
  'categories.SECURITY': [
    'biztonsági (?:figyelmeztetés|értesítés|riasztás)~', 'új bejelentkezés~', 'új eszköz~',
    'szokatlan (?:tevékenység|bejelentkezés|aktivitás)~', 'gyanús (?:tevékenység|bejelentkezés|aktivitás)~',
    'bejelentkezési kísérlet~', 'jelszav(?:ad|a|át) (?:megváltozott|módosult|módosították|megváltoztatták)~',
    'jelszó (?:módosítva|megváltozott|megváltoztatva)~', 'illetéktelen~', 'jogosulatlan~', 'kétlépcsős~', 'kétfaktoros~',
    'helyreállítási kódok~',
  ],
  'categories.BILLING': [
    'számla~', 'számlá~', 'nyugta~', 'nyugtá~', 'fizetés~', 'befizetés~', 'kifizetve~', 'fizetve~', 'előfizetés~', 'megújítás~',
    'megújul~', 'visszatérítés~', 'díjbekérő~', 'fizetési emlékeztető~', 'fizetési határidő~', 'esedékes~', 'terhelés~',
    'csoportos beszedés~', 'hitelkártya~', 'bankkártya~',
  ],
  'categories.SHIPPING': [
    'feladva~', 'feladtuk~', 'kiszállítás~', 'szállítás~', 'csomag~', 'kézbesítés~', 'kézbesítve~', 'kézbesítették~', 'futár~',
    'úton van~', 'nyomkövetés~', 'nyomkövetési szám~', 'csomagkövetés~', 'várható kézbesítés~', 'csomagautomata~',
    'átvételi pont~', 'kiszállítás alatt~', 'küldemény~',
  ],
  'categories.TRANSACTIONAL': [
    'rendelés~', 'megrendelés~', 'köszönjük a (?:rendelés|vásárlás)~', 'foglalás~', 'időpontfoglalás~', 'visszaigazol~',
    'megerősítve~', 'vásárlás~', 'jegyed~', 'jegyek~', 'belépőjegy~', 'repülőjegy~', 'regisztráció~', 'üdvözöl~', 'üdvözlünk~',
    'fiókod létrejött~', 'fiók létrehozva~', 'ajándékkártya~', 'ajándékutalvány~',
  ],
  'categories.MARKETING': [
    'hírlevél~', 'kedvezmény~', 'akció~', 'leárazás~', 'kiárusítás~', 'különleges ajánlat~', 'exkluzív ajánlat~', 'kupon~',
    '(?:vásárolj|vásároljon) most~', 'ingyenes (?:szállítás|kiszállítás)~', 'utolsó esély~', 'csak ma~', 'korlátozott ideig~',
    'black friday~', 'újdonság~', 'spórolj~',
  ],
  'categories.SOCIAL': [
    'meghívott~', 'meghívta~', 'meghívás~', 'meghívó~', 'megemlített~', 'megjelölt~', 'hozzászólt~', 'megjegyzést fűzött~',
    'válaszolt~', 'kedveli~', 'üzenetet küldött~', 'új üzenet~', 'ismerősnek jelölt~', 'ismerősnek jelölés~',
    'kapcsolódási kérelem~', 'követni kezdett~', 'követ téged~', 'új követő~', 'megosztott(?:a)? veled~', 'reagált~',
  ],
  'categories.NOTIFICATION': [
    'értesítés~', 'emlékeztető~', 'figyelmeztetés~', 'riasztás~', 'összefoglaló~', 'összesítő~', 'jelentés~', 'kimutatás~',
    'frissítés~', 'karbantartás~', 'automatikus üzenet~', 'automatikusan generált~',
  ],
  'codes.CODE_NAME': [
    '(?:ellenőrző|megerősítő|biztonsági|belépési|bejelentkezési|hitelesítési|aktiváló|aktiválási|hozzáférési|visszaigazoló|egyszeri|ideiglenes|visszaállító|helyreállító|jóváhagyó|engedélyezési|azonosítási|regisztrációs|sms)(?: |-)?kód~',
    'jelkód~', 'egyszeri jelszó~', 'egyszer használatos (?:kód|jelszó)~', 'otp(?: |-)?kód~', 'sms(?: |-)?jelszó~',
    'kód a (?:bejelentkezéshez|belépéshez|megerősítéshez|visszaállításhoz)',
  ],
  'codes.CODE_ROOT': [
    'kód', 'jelsz',
  ],
  'codes.CODE_NOUN': [
    'kód(?:ot|od|ja|ját|odat|otok|unk|ok|dal|ként|ra|nak|hoz)?',
  ],
  'codes.OTHER_CODE': [
    '(?:kedvezmény|kupon|promóciós|akciós|ajándék|meghívó|ajánló|átvételi|hiba|vonal|kapu|ajtó|nyitó|forrás|pin|qr)(?: |-)?kód~',
    'kedvezményes kód~', 'kupon~', 'ajándékkártya~', 'ajándékutalvány~', 'utalvány~', 'irányítószám~', 'csomagautomata~',
    'parkol~',
    '(?:kézbesítési|szállítási|futár)(?: |-)?kód~',
  ],
  'codes.OTHER_NUMBER': [
    'rendelés(?:i)? ?szám~', 'rendelés~', 'megrendelés~', 'számlaszám~', 'számla~', 'számlá~', 'nyugta~', 'nyomkövetési szám~',
    'csomagszám~', 'küldeményszám~', 'foglalási szám~', 'foglalás~', 'ügyfélszám~', 'ügyfélazonosító~', 'telefonszám~',
    'telefon~', 'tel\\.?', 'mobil(?:szám|telefon)~', 'adószám~', 'cégjegyzékszám~', 'bankszámlaszám~', 'iban', 'utca', 'u\\.',
    'emelet', 'összesen', 'végösszeg~', 'összeg~', 'ár', 'ára', 'mennyiség~', 'db', 'végződés~', 'végződő~', 'tranzakció~',
    'hivatkozási szám~', 'referenciaszám~', 'ügyszám~', 'jegyszám~', 'járat~', 'sz\\.', 'szállítás~', 'csomag~', 'küldemény~',
  ],
  'codes.MEETING_CONTEXT': [
    'megbeszélés~', 'értekezlet~', 'találkozó~', 'webinár~', 'videokonferencia~',
  ],
  'codes.BOOKING_CONTEXT': [
    'foglalás~', 'repülőjárat~', 'járat~', 'repülőjegy~', 'szálloda~', 'szállás~', 'hotel~', 'beszállókártya~', 'útiterv~',
    'check-?in', 'utazás~',
    'időpontfoglalás~', 'lefoglalt időpont~', 'ön időpontj~', 'orvosi vizsgálat~', 'konferenci~', 'kongresszus~', 'belépőjegy~',
    'koncertjegy~',
  ],
  'codes.PAYMENT_CONTEXT': [
    'fizetés~', 'befizetés~', 'nyugta~', 'nyugtá~', 'számla~', 'számlá~', 'tranzakció~', 'kifizet~', 'terhel~', 'vásárlás~',
  ],
  'codes.SPENT_CODE': [
    'már (?:fel lett )?használ~', 'már felhasznál~', 'lejárt(?:ak)?', 'már nem érvényes~', 'érvényét vesztette~',
  ],
  'codes.PROMOTION': [
    'kedvezmény~', 'kupon~', 'akció~', 'leárazás~', 'engedmény~',
  ],
  'codes.UNIT': [
    'másodperc~', 'nap(?:ig|on|ot|ja|ra)?', 'pont~', 'lépés~',
  ],
  'codes.TYPE_IN': [
    'add meg', 'adja meg', 'írd be', 'írja be', 'üsd be', 'üsse be', 'gépeld be', 'gépelje be',
    'másold(?: ki| be)?', 'másolja(?: ki| be)?', 'illeszd be', 'illessze be',
  ],
  'codes.CODE_IS': [
    'az', 'a',
  ],
  'codes.YOUR': [
    'az ön', 'a te', 'az', 'a',
  ],
  'codes.PASSCODE_WORD': [
    'jelkód~', 'jelsz~', 'hozzáférés~',
  ],
  'codes.CONFIRM_WORD': [
    'megerősít~', 'visszaigazol~',
    'regisztr~',
  ],
  'codes.CARD_AUTHORIZATION': [
    'engedélyezési (?:kód|szám)~', 'engedélyszám~', 'autorizációs kód~',
  ],
  'currency.CURRENCY': [
    'forint(?:ot)?', 'euró',
  ],
  'intent-cues.SIGN_IN_CUE': [
    'bejelentkez~', 'belép~', 'kétlépcsős~', 'kétfaktoros~', 'új eszköz~', 'hitelesít~', 'erősítsd meg, hogy te vagy',
    'erősítse meg, hogy ön az', '(?:igazold|igazolja|erősítsd meg|erősítse meg) a személyazonosság~', 'személyazonosság~',
  ],
  'intent-cues.VERIFY_CUE': [
    'megerősít~', '(?:erősítsd|erősítse|erősítsétek) meg', 'igazold~', 'igazolja~', '(?:ellenőrizd|ellenőrizze) az e-?mail~',
    'e-?mail-?cím(?:ed|ét|e)? (?:megerősítése|ellenőrzése|igazolása)', 'regisztráció~', 'regisztrál~', 'aktiváld~', 'aktiválja~',
    'fiók(?:od|ja)? aktiválás~', 'fiók létrehozás~', 'hozz létre (?:egy )?fiókot', 'feliratkoz~', 'kifizetés~', 'pénzfelvétel~',
    'utalás~', 'átutalás~', 'törlés~', 'töröl~', 'kedvezményezett~', 'címzett~', 'jóváhagy~', 'engedélyez~', 'új e-?mail-?cím~',
    'üdvözlünk', 'üdvözöljük', '(?:hagyd|hagyja) jóvá',
  ],
  'intent-cues.RESET_CUE': [
    'jelszó(?: |-)?visszaállítás~', 'jelszav(?:ad|a|át) visszaállítás~', '(?:állítsd|állítsa) vissza a jelszav~',
    'elfelejtett jelszó~', '(?:elfelejtetted|elfelejtette) a jelszav~', 'új jelszó~', 'új jelszav~',
    'jelszó(?: |-)?helyreállítás~', 'fiók(?: |-)?helyreállítás~', 'fiók(?:od|ja)? (?:visszaállítás|helyreállítás)~',
    'hozzáférés visszaállítás~', 'jelszó(?: |-)?(?:módosítás|csere)~',
    '(?:állítsd|állítsa) helyre (?:a )?(?:fiókod|fiókját|hozzáférés)~', 'hozzáférés helyreállítás~', 'helyreállítási kód~',
    'hozzáférés visszaszerzés~', '(?:szerezd|szerezze) vissza (?:a )?hozzáférés~',
  ],
  'intent-cues.MAGIC_LINK_CUE': [
    '(?:bejelentkezési|belépési|bejelentkező) (?:link|hivatkozás)~', 'varázslink~', 'jelszó nélküli~',
    'egy kattintással (?:bejelentkez|belép)~',
  ],
  'intent-cues.TEAM_INVITE_CUE': [
    'meghív~', 'meghívást kapt~', 'csatlakozz~', 'csatlakozzon~', '(?:fogadd|fogadja) el a meghívás~',
  ],
  'intent-cues.CALENDAR_CUE': [
    'naptár~', 'frissített meghívó~', 'hozzáadás a naptárhoz', 'értekezlet-azonosító~',
  ],
  'intent-cues.CALENDAR_SUBJECT': [
    '(?:frissített )?meghívó', 'meghívás',
  ],
  'intent-cues.SECURITY_NOTICE': [
    'új bejelentkezés~', 'biztonsági (?:figyelmeztetés|értesítés|riasztás)~', 'szokatlan (?:tevékenység|bejelentkezés)~',
    'gyanús~', '(?:te voltál|ön volt)', 'jelszav(?:ad|a|át) (?:megváltozott|módosult|módosították|megváltoztatták)',
    'jelszó (?:megváltozott|módosítva|megváltoztatva)', 'e-?mail-?cím(?:ed|e|ét)? (?:megváltozott|módosult|módosítva)',
    'új eszközről',
  ],
  'labels.ID_CONNECTORS': ['szám~', 'sz\\.', 'azonosító~', 'kód'],
  'labels.AMOUNT_STRONG_LABELS': [
    'összesen~', 'végösszeg~', 'fizetendő~', 'teljes összeg~', 'bruttó (?:összeg|végösszeg)~', '(?:kifizetett|fizetett) összeg~',
    'befizetendő~', 'terhelt összeg~',
  ],
  'labels.AMOUNT_WEAK_LABELS': [
    'összeg~', 'ár~', 'egyenleg~', 'díj~',
  ],
  'labels.OTP_LABELS': [
    'kód~', 'egyszeri jelszó~',
  ],
  'labels.ID_LABELS.order': [
    'rendelés~', 'megrendelés~', 'rendelési szám~', 'rendelés azonosító~',
  ],
  'labels.ID_LABELS.invoice': [
    'számla~', 'nyugta~', 'díjbekérő~', 'bizonylat~',
  ],
  'labels.ID_LABELS.tracking': [
    'nyomkövetési szám~', 'csomagszám~', 'küldeményszám~', 'követési szám~', 'csomagazonosító~', 'fuvarlevélszám~', 'küldemény~',
  ],
  'labels.ID_LABELS.booking': [
    'foglalás~', 'foglalási szám~', 'foglalási kód~', 'visszaigazolási szám~',
  ],
  'labels.ID_LABELS.ticket': [
    'bejelentés~', 'ügyszám~', 'hibajegy~', 'ticket~', 'kérelem~', 'panasz~',
  ],
  'labels.ID_LABELS.reference': [
    'hivatkozási szám~', 'referenciaszám~', 'tranzakció~', 'tranzakciós azonosító~', 'ügyfélszám~', 'ügyfélazonosító~',
    'közlemény~', 'bankszámlaszám~',
  ],
  'link-words.UNSUBSCRIBE_LINK': [
    'leiratkoz~', '(?:iratkozz|iratkozzon) le', 'hírlevél lemondás~', 'értesítési beállítások', 'e-?mail-?beállítások',
    'beállítások', 'értesítések (?:kezelése|kikapcsolása)', '(?:kapcsold|kapcsolja) ki az értesítéseket',
    '(?:kezeld|kezelje) az értesítés~', 'feliratkozás(?:ok)? kezelése', 'nem (?:szeretnék|szeretne) több', 'preferenciák',
    'e-?mail-?gyakoriság~', '(?:hírlevél|levelek|e-?mailek) gyakoriság~',
    '(?:módosítsd|módosítsa|változtasd meg|változtassa meg),? (?:milyen gyakran|a gyakoriság~)', 'hírlevél-?beállítások',
  ],
  'link-words.CHANGE_PASSWORD': [
    'jelszó(?: |-)?(?:módosítás|csere|változtatás)~', '(?:módosítsd|módosítsa) a jelszav~',
    '(?:változtasd|változtassa) meg a jelszav~', 'jelszó megváltoztatása',
    '(?:jelszó|jelszavad|jelszavát) (?:beállítás|létrehozás|megadás)~', '(?:állítsd|állítsa) be (?:a )?jelszav~',
    '(?:hozd|hozza) létre (?:a )?jelszav~',
  ],
  'link-words.VERIFY_LINK': [
    'megerősít~', '(?:erősítsd|erősítse) meg', 'ellenőrzés', 'igazolás', 'igazold', 'igazolja', 'aktiválás', 'aktiváld',
    'aktiválja', 'jóváhagy~', '(?:hagyd|hagyja) jóvá', 'e-?mail-?cím megerősítése', 'fiók aktiválása', 'regisztráció befejezése',
    'ellenőrizd', 'ellenőrizze',
    'igen,? (?:feliratkozom|maradok|benne vagyok)', 'igen,? (?:kérem|kérek|szeretném|szeretnék) (?:a )?(?:hírlevel|feliratkoz|e-?mail|értesít)~',
  ],
  'link-words.SIGN_IN_LINK': [
    'bejelentkezés', 'bejelentkezem', '(?:jelentkezz|jelentkezzen) be', 'belépés', '(?:lépj|lépjen) be',
    'tovább a fiók(?:hoz|omhoz|odhoz)',
  ],
  'link-words.GENERIC_ANCHOR': [
    'itt', 'ide', '(?:kattints|kattintson) ide', 'kattints', 'kattintson', 'erre a linkre', 'ez a link', 'link', 'linkre', 'gomb',
    'gombra', 'tovább', 'megnyitás',
  ],
  'link-words.COPY_PASTE': [
    'másol~', '(?:illeszd|illessze) be', 'nem működik', 'nem működne',
  ],
  'link-words.INVITE_REPLY': [
    'elfogad~', 'elutasít~', 'csatlakoz~', 'részvétel', 'meghívó megtekintése',
  ],
  'link-words.INVITE_ANSWER': [
    'igen', 'nem', 'talán', 'esetleg',
  ],
  'link-words.EXPLAINS': [
    'hogyan', 'miért', '(?:tudj|tudjon) meg többet', 'további információ~', 'bővebben', 'mi az', 'súgó', 'segítség',
    'gyakori kérdések', 'tippek',
  ],
  'link-words.HELP_PAGE': [
    'súgó', 'segítség', 'gyik', 'gyakori kérdések', 'útmutató', 'ügyfélszolgálat',
  ],
  'link-words.IN_ORDER_TO': [
    'hogy', 'ahhoz,? hogy',
  ],
  'link-words.CANCEL_LINK': [
    'mégse', 'lemond~', 'elutasít~', 'visszavon~', 'megtagad~', 'nem én voltam',
    'nem (?:kértem|kezdeményeztem|regisztráltam|hoztam létre)', '(?:(?:jelentsd|jelentse) be|visszaélés bejelentése)',
    '(?:regisztrációm|regisztráció|kérelmem|kérés) törlése',
  ],
  'message-parts.GREETINGS': [
    'kedves~', 'tisztelt~', 'szia~', 'sziasztok~', 'helló~', 'jó napot~', 'üdvözlünk~', 'üdvözöljük~', 'üdv~', 'szervusz~',
    'jó reggelt~', 'jó estét~',
  ],
  'message-parts.SIGN_OFFS': [
    'üdvözlettel~', 'köszönettel~', 'köszönjük~', 'köszönöm~', 'tisztelettel~', 'baráti üdvözlettel~', 'szép napot~',
    'minden jót~',
  ],
  'message-parts.BOILERPLATE': [
    'megtekintés (?:a )?böngészőben~', '(?:nézd|nézze|nyisd|nyissa) meg (?:a )?böngésző(?:ben|dben|jében)~', 'webes verzió~',
    'leiratkoz~', 'adatvédelmi (?:tájékoztató|nyilatkozat|irányelvek)~', 'adatkezelési tájékoztató~', 'minden jog fenntartva~',
    'ne válaszolj~', '(?:kérjük, )?ne válaszoljon~', 'ezt az e-?mailt (?:azért )?kapt~', 'ez egy automatikus~',
    'automatikusan generált~', 'ha nem te kérted~', 'ha nem ön kérte~', 'ha nem te voltál~', 'ha nem ön volt~',
    '(?:hagyd|hagyja) figyelmen kívül~', 'figyelmen kívül hagyhat~',
  ],
  'time.EXPIRES': [
    'lejár~', 'érvényét veszti~', 'érvényességét veszti~',
  ],
  'time.VALID_FOR': [
    'érvényes~', 'felhasználható~',
  ],
  'time.MINUTES': [
    'perc(?:ig|en|re|et|e)?',
  ],
  'time.HOURS': [
    'ór[aá]~',
  ],
  'tone.URGENT': [
    'sürgős~', 'azonnal~', 'mielőbb~', 'a lehető leghamarabb~', 'haladéktalanul~',
    'utolsó (?:figyelmeztetés|emlékeztető|felszólítás)~', 'fizetési felszólítás~', 'hátralék~', 'ma lejár~', 'felfüggeszt~',
    'zárolt~', 'zárolva~', 'letiltva~', 'letiltott~', 'gyanús~', 'jogosulatlan~', 'sikertelen fizetés~', 'a fizetés sikertelen~',
    'elutasított kártya~', 'kártyát elutasították~', '24 órán belül~',
  ],
  'tone.ACTION_REQUESTED': [
    '(?:intézkedés|beavatkozás|teendő) szükséges~', 'teendőd van~', '(?:kérjük, )?(?:erősítsd|erősítse) meg~',
    '(?:ellenőrizd|ellenőrizze)~', 'kérjük, válaszoljon~', '(?:írd|írja) alá~', '(?:fizesd|fizesse) be~', '(?:rendezd|rendezze)~',
    '(?:frissítsd|frissítse)~', '(?:add|adja) meg a kódot~', '(?:írd|írja) be a kódot~',
    '(?:használd|használja) (?:ezt )?a kódot~', '(?:fogadd|fogadja) el a meghívás~', '(?:hagyd|hagyja) jóvá~',
    '(?:töltsd|töltse) ki~', '(?:állítsd|állítsa) vissza a jelszav~',
  ],
  'tone.NO_ACTION_NEEDED': [
    'nincs (?:további )?teendő~', 'nincs szükség (?:további teendőre|semmilyen intézkedésre)~',
    'nem kell semmit (?:tenned|tennie)~', 'nem szükséges semmilyen intézkedés~', 'további teendője nincs~',
    'nem kell tenned semmit~', 'nem kell tennie semmit~',
  ],
};
