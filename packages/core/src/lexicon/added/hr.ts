/** hr: every concept of the vocabulary (see words.ts). */
import type { Words } from './words.js';

export const hr: Words = {
  'categories.AUTHENTICATION': [
    'k[oô]d za (?:potvrdu|provjeru|verifikaciju|prijavu|pristup|aktivaciju)~',
    '(?:verifikacijski|sigurnosni|jednokratni|potvrdni|autentifikacijski|aktivacijski|pristupni) k[oô]d~',
    'jednokratn(?:a|u) (?:lozink|zapork)~',
    '(?:potvrdite|potvrdi|provjerite) (?:svoju )?(?:e-?mail|adresu e-?pošte|e-?mail adresu)~', 'potvrda (?:e-?mail )?adrese~',
    'resetiranje lozinke~', 'poništavanje lozinke~', 'ponovno postavljanje lozinke~', 'resetirajte (?:svoju )?lozinku~',
    'zaboravljena lozinka~', '(?:poveznica|link) za prijavu~', 'aktivirajte (?:svoj )?račun~', '(?:vaš|tvoj) k[oô]d~',
  ],
  'categories.SECURITY': [
    'sigurnosno upozorenje~', 'sigurnosna obavijest~', 'nova prijava~', 'nov(?:i|og) uređaj~', 'neuobičajen(?:a|u) aktivnost~',
    'sumnjiv(?:a|u) aktivnost~', 'sumnjiva prijava~', 'pokušaj prijave~', '(?:vaša )?lozinka je promijenjena~', 'neovlašten~',
    '(?:provjera|autentifikacija) u dva koraka~', 'dvofaktorsk~',
  ],
  'categories.BILLING': [
    'račun br~', 'račun za~', 'e-račun~', 'faktur~', 'uplat~', 'plaćanje~', 'plaćen~', 'pretplat~', 'obnova pretplate~',
    'povrat (?:novca|sredstava)~', 'terećenje~', 'trajni nalog~', 'opomena~', 'dospijeć~', 'dospjel~', 'kreditna kartica~',
    'iznos za plaćanje~', 'predračun~',
  ],
  'categories.SHIPPING': [
    '(?:narudžba|pošiljka|paket) je (?:poslan|otpremljen)~', 'otpremljen~', 'pošiljk~', 'paket~', 'dostav~', 'isporuk~',
    'isporučen~', 'uručen~', 'kurir~', 'dostavljač~', 'praćenje pošiljke~', 'pratite (?:svoju )?pošiljku~', 'broj za praćenje~',
    'broj pošiljke~', 'na putu~', 'očekivana dostava~', 'paketomat~', 'spremn(?:a|o) za preuzimanje~',
  ],
  'categories.TRANSACTIONAL': [
    'narudžb~', 'potvrda narudžbe~', 'hvala na (?:vašoj )?narudžbi~', 'rezervacij~', 'potvrđen~', 'vaša kupnja~', 'ulaznic~',
    'avionsk(?:a|u) kart~', 'registracij~', 'dobrodošli~', 'račun je (?:kreiran|izrađen|otvoren)~', 'poklon (?:bon|kartic)~',
  ],
  'categories.MARKETING': [
    'newsletter~', 'bilten~', 'popust~', 'akcij~', 'rasprodaj~', 'sniženj~', 'posebna ponuda~', 'ekskluzivna ponuda~', 'kupon~',
    'kupi(?:te)? (?:odmah|sada)~', 'besplatna dostava~', '(?:posljednja|zadnja) prilika~', 'samo danas~', 'ograničeno vrijeme~',
    'novosti~', 'black friday~',
  ],
  'categories.SOCIAL': [
    '(?:vas|te) je pozva~', 'pozvao~', 'pozvala~', 'pozivnic~', '(?:vas|te) je spomenu~', '(?:vas|te) je označi~',
    'komentira(?:o|la)~', 'je odgovori(?:o|la)~', 'sviđa (?:mu|joj) se~', 'zahtjev za prijateljstvo~', 'zahtjev za povezivanje~',
    '(?:vas|te) je počeo pratiti~', 'prati vas~', 'nova poruka od~', 'podijeli(?:o|la)~',
  ],
  'categories.NOTIFICATION': [
    'obavijest~', 'podsjetnik~', 'upozorenje~', 'ažuriranje~', 'izvješće~', 'izvještaj~', 'sažetak~', 'održavanj~',
    'automatska poruka~',
  ],
  'codes.CODE_NAME': [
    '(?:verifikacijsk|sigurnosn|jednokratn|potvrdn|autentifikacijsk|aktivacijsk|pristupn|privremen|autorizacijsk)(?:i|og|im) k[oô]d(?:a|om|u)?',
    'k[oô]d(?:a|om|u)? za (?:potvrdu|provjeru|verifikaciju|prijavu|pristup|aktivaciju|autentifikaciju|resetiranje|oporavak)',
    'jednokratn(?:a|u|om|e) (?:lozink|zapork)(?:a|u|om|e)', '(?:sms|otp) k[oô]d(?:a|om|u)?', 'k[oô]d(?:a|om|u)? potvrde',
    'k[oô]d(?:a|om|u)? za registraciju', 'registracijsk(?:i|og|im) k[oô]d(?:a|om|u)?',
  ],
  'codes.CODE_ROOT': [
    'kod', 'kôd', 'lozink', 'zapork',
  ],
  'codes.CODE_NOUN': [
    'kôd', 'k[oô]d(?:a|om|u|ovi)',
  ],
  'codes.OTHER_CODE': [
    'k[oô]d(?:a|om|u)? (?:za )?(?:popust|preuzimanje|vrata|parkiranje|ulaz)', 'promo(?:tivni|cijski)? k[oô]d(?:a|om|u)?',
    'kupon~', 'poklon (?:bon|kartic)~', 'darovn(?:i|a) (?:bon|kartic)~', 'poštanski broj', 'qr k[oô]d(?:a|om|u)?', 'barkod~',
    'crtični k[oô]d(?:a|om|u)?', 'k[oô]d(?:a|om|u)? greške', 'pin(?: k[oô]d(?:a|om|u)?)?', 'paketomat~', 'parkiralište~',
    'k[oô]d(?:a|om|u)? za (?:dostavu|kurira)', 'k[oô]d(?:a|om|u)? dostave',
  ],
  'codes.OTHER_NUMBER': ['broj (?:narudžbe|računa|pošiljke|rezervacije|kupca|klijenta|kartice|transakcije|telefona|mobitela|ugovora|za praćenje|paketa|leta)', 'narudžb~', 'račun br\\.?', 'pošiljk~', 'paket~', 'rezervacij~', 'telefon~', 'tel\\.?', 'mob\\.?', 'mobitel~', 'oib', 'pdv', 'iban', 'poziv na broj', 'ulica', 'ul\\.', 'ukupno', 'iznos', 'cijena', 'završava (?:s|na)', 'količina', 'kom\\.', 'sjedalo', 'br\\.'],
  'codes.MEETING_CONTEXT': [
    'sastan~', 'webinar~', 'videokonferencij~', 'id sastanka',
  ],
  'codes.BOOKING_CONTEXT': [
    'rezervacij~', 'broj leta', 'zrakoplov~', 'avionsk~', 'hotel~', 'smještaj~', 'ukrcaj~', 'check-?in',
    'vaš termin', 'termin kod (?:liječnika|doktora|stomatologa)', 'liječnički pregled', 'konferencij~', 'kongres~', 'ulaznic~',
  ],
  'codes.PAYMENT_CONTEXT': [
    'plaćanj~', 'uplat~', 'plaćen~', 'potvrda o plaćanju', 'transakcij~', 'terećen~',
  ],
  'codes.SPENT_CODE': [
    'već (?:je )?(?:iskorišten|korišten|upotrijebljen)~', 'istekao', 'istekla', 'je istek~', 'više nije (?:važeć|valjan)~',
    'nije više (?:važeć|valjan)~',
  ],
  'codes.PROMOTION': [
    'popust~', 'kupon~', 'sniženj~', 'jeftinije~',
  ],
  'codes.UNIT': [
    'sekund~', 'dana', 'dan', 'bod(?:a|ova)',
  ],
  'codes.TYPE_IN': [
    'unesite', 'unesi', 'upišite', 'upiši', 'utipkajte',
    'kopirajte(?: k[oô]d)?', 'kopiraj(?: k[oô]d)?', 'zalijepite(?: k[oô]d)?',
  ],
  'codes.CODE_IS': [
    'je',
  ],
  'codes.YOUR': [
    'vaš', 'tvoj', 'vaša', 'tvoja',
  ],
  'codes.PASSCODE_WORD': [
    'pristup~', 'lozink~', 'zapork~',
  ],
  'codes.CONFIRM_WORD': [
    'potvrd~',
    'registracij~', 'registracijsk~',
  ],
  'codes.CARD_AUTHORIZATION': [
    'autorizacijsk(?:i|og|im) k[oô]d(?:a|om|u)?', 'k[oô]d autorizacije', 'broj autorizacije',
  ],
  'currency.CURRENCY': [
    'eur(?:a|o)?', 'kn', 'kun(?:a|e)',
  ],
  'intent-cues.SIGN_IN_CUE': [
    'prijav~', 'dvofaktorsk~', 'u dva koraka', 'novi uređaj', 'novog uređaja', 'potvrdite da ste to vi',
    '(?:provjerite|potvrdite) svoj identitet', 'pristupiti (?:svom )?računu',
  ],
  'intent-cues.VERIFY_CUE': [
    'potvrd~', 'verifikacij~', 'verificirajte', 'registracij~', 'aktivirajte', 'aktivacija računa',
    '(?:izradite|kreirajte|otvorite) račun', 'brisanj~', 'isplat~', 'prijenos sredstava', 'primatelj~', 'odobri~', 'autoriziraj~',
    'nova adresa e-?pošte', 'promjena adrese e-?pošte', 'pretplatite se', 'dobrodošli',
  ],
  'intent-cues.RESET_CUE': [
    'resetiranje lozinke', '(?:resetirajte|resetiraj|resetirati|resetirate|resetirali|resetirala|resetirao) (?:svoju )?lozinku',
    'poništavanje lozinke', 'ponovno postavljanje lozinke', 'ponovno (?:postavite|postaviti|postavili) (?:svoju )?lozinku',
    'zaboravljen(?:a|u) lozink(?:a|u)', 'zaboravili ste lozinku', 'nov(?:a|u) lozink(?:a|u)', 'oporavak (?:lozinke|računa)',
    'vraćanje pristupa', 'zahtjev za promjenu lozinke',
    'oporav(?:ite|i|iti) (?:svoj )?račun', 'vrat(?:ite|iti) pristup', 'kod za oporavak', 'ponovno (?:dobijte|dobiti|steknite) pristup',
    'oporavak pristupa',
  ],
  'intent-cues.MAGIC_LINK_CUE': [
    '(?:poveznic(?:a|u)|link) za prijavu', 'prijava bez lozinke', 'čarobn(?:a|u|i) (?:poveznica|poveznicu|link)',
  ],
  'intent-cues.TEAM_INVITE_CUE': [
    'pozvao~', 'pozvala~', 'pozvan~', 'pozivnic~', '(?:vas|te) poziva', 'pridruži(?:te)? se', 'prihvatite pozivnicu',
  ],
  'intent-cues.CALENDAR_CUE': [
    'kalendar~', 'ažurirana pozivnica', 'dodaj u kalendar',
  ],
  'intent-cues.CALENDAR_SUBJECT': [
    '(?:ažurirana )?pozivnica', 'poziv',
  ],
  'intent-cues.SECURITY_NOTICE': [
    'nova prijava', 'sigurnosno upozorenje', 'lozinka (?:je )?promijenjena', 'sumnjiv~', 'neuobičajen(?:a|u) aktivnost',
    '(?:jeste li|niste li) to bili vi', 'adresa e-?pošte (?:je )?promijenjena', 'prijava s novog uređaja',
  ],
  'labels.ID_CONNECTORS': ['br\\.', 'broj~', 'je', 'k[oô]d~'],
  'labels.AMOUNT_STRONG_LABELS': [
    'ukupno~', 'ukupan iznos~', 'ukupna cijena~', 'za platiti~', 'za plaćanje~', 'iznos za plaćanje~', 'plaćeno~', 'platili ste~',
    'sveukupno~',
  ],
  'labels.AMOUNT_WEAK_LABELS': [
    'iznos~', 'cijena~', 'stanje~', 'saldo~',
  ],
  'labels.OTP_LABELS': [
    'k[oô]d~', 'jednokratna (?:lozinka|zaporka)~',
  ],
  'labels.ID_LABELS.order': [
    'narudžb[aeui]~', 'broj narudžbe~',
  ],
  'labels.ID_LABELS.invoice': [
    'račun~', 'broj računa~', 'faktura~', 'predračun~',
  ],
  'labels.ID_LABELS.tracking': [
    'broj za praćenje~', 'broj pošiljke~', 'pošiljk[aeui]~', 'k[oô]d za praćenje~', 'broj paketa~',
  ],
  'labels.ID_LABELS.booking': [
    'rezervacij[aeu]~', 'broj rezervacije~', 'k[oô]d rezervacije~',
  ],
  'labels.ID_LABELS.ticket': [
    'zahtjev~', 'broj zahtjeva~', 'reklamacij~', 'ticket~', 'slučaj~',
  ],
  'labels.ID_LABELS.reference': [
    'poziv na broj~', 'referenca~', 'referentni broj~', 'broj transakcije~', 'broj kupca~', 'broj klijenta~',
  ],
  'link-words.UNSUBSCRIBE_LINK': [
    'odjav~', 'otkaži(?:te)? pretplatu', 'prekini pretplatu', 'postavke (?:obavijesti|e-?pošte|pretplate)',
    'upravljaj(?:te)? (?:obavijestima|pretplatama|postavkama)', 'isključi(?:te)? obavijesti', 'ne želim više primati',
    'prestani(?:te)? primati', 'postavke',
    'učestalost (?:e-?mail~|poruka|slanja|obavijesti)',
    '(?:promijeni|promijenite|odaberi|odaberite|upravljaj|upravljajte),? (?:koliko često|učestalost~)',
    'koliko često (?:primate|primaš|želite primati)',
  ],
  'link-words.CHANGE_PASSWORD': [
    '(?:promijenite|promijeni|promijeniti) (?:svoju )?(?:lozinku|zaporku)', 'promjena lozinke',
    '(?:postavi|postavite|postaviti|odaberi|odaberite|izradi|izradite|kreiraj|kreirajte) (?:svoju |novu )?(?:lozinku|zaporku)',
    'postavljanje lozinke',
  ],
  'link-words.VERIFY_LINK': [
    'potvrdi', 'potvrdite', 'potvrda', 'provjeri', 'provjerite', 'verificiraj', 'verificirajte', 'aktiviraj', 'aktivirajte',
    'odobri', 'odobrite',
    'da,? (?:želim|hoću) (?:primati|se pretplatiti|ostati|se prijaviti)', 'da,? (?:prijavi|pretplati|upiši)(?:te)? me', 'računajte na mene',
  ],
  'link-words.SIGN_IN_LINK': [
    'prijava', 'prijavi se', 'prijavite se', 'prijavljivanje',
  ],
  'link-words.GENERIC_ANCHOR': [
    'ovdje', 'kliknite ovdje', 'klikni ovdje', 'ovu poveznicu', 'poveznica', 'poveznicu', 'link', 'gumb', 'nastavi', 'nastavite',
    'otvori',
  ],
  'link-words.COPY_PASTE': [
    'kopirajte', 'kopiraj', 'zalijepite', 'ne radi', 'ne funkcionira',
  ],
  'link-words.INVITE_REPLY': [
    'prihvati', 'prihvatite', 'odbij', 'odbijte', 'pridruži se', 'pridružite se', 'prikaži pozivnicu',
  ],
  'link-words.INVITE_ANSWER': [
    'da', 'ne', 'možda',
  ],
  'link-words.EXPLAINS': [
    'kako (?:se|da|funkcionira|radi|mogu|možete|zaštititi|zaštitite)', 'zašto', 'više o', 'saznajte više', 'pročitajte više',
    'pomoć', 'što je', 'savjeti', 'česta pitanja',
  ],
  'link-words.HELP_PAGE': [
    'pomoć', 'česta pitanja', 'vodič', 'podrška',
  ],
  'link-words.IN_ORDER_TO': [
    'kako biste', 'kako bi', 'da', 'za',
  ],
  'link-words.CANCEL_LINK': [
    'otka[zž]~', '(?:odbij|odbijte|odbaci|odbacite|opozovi|opozovite)', '(?:poništi|vrati) (?:ovu )?promjenu', 'nisam (?:bio|bila) ja',
    'to nisam ja', 'nisam (?:za)?tra[žz]i(?:o|la)', 'nisam se (?:registrirao|registrirala|prijavio|prijavila)',
    'prijavi(?:te)? (?:zlouporabu|problem|ovo)', '(?:izbriši|izbrišite|obriši|obrišite) (?:moju )?(?:registraciju|zahtjev)',
  ],
  'message-parts.GREETINGS': [
    'pozdrav~', 'poštovan~', 'dragi~', 'draga~', 'bok~', 'dobar dan~', 'dobro jutro~', 'dobra večer~', 'dobrodošli~', 'zdravo~',
    'hej~',
  ],
  'message-parts.SIGN_OFFS': [
    'lijep(?:i)? pozdrav~', 's poštovanjem~', 'srdačan pozdrav~', 'srdačno~', 'hvala~', 'lp~', 'ugodan dan~', 'pozdrav~',
  ],
  'message-parts.BOILERPLATE': [
    '(?:prikaži|otvori|pogledajte) u pregledniku~', 'odjav~', '(?:pravila|politika) privatnosti~', 'zaštita osobnih podataka~',
    'sva prava pridržana~', 'ne odgovarajte~', 'ova poruka je poslana~', 'ovaj e-?mail je poslan~',
    'ovu poruku (?:ste )?primili~', 'ovo je automatska~', 'ako niste zatražili~', 'ako to niste bili vi~',
    'zanemarite (?:ovu poruku|ovaj e-?mail)~', 'možete zanemariti~',
  ],
  'time.EXPIRES': [
    'istječe~', 'ističe~', 'istek~',
  ],
  'time.VALID_FOR': [
    'vrijedi~', 'valjan~', 'važeć~', 'važi',
  ],
  'time.MINUTES': [
    'minut~',
  ],
  'time.HOURS': [
    'sat(?:a|i)?',
  ],
  'tone.URGENT': [
    'hitn~', 'odmah~', 'što prije~', 'u najkraćem roku~', 'bez odgode~', 'posljednja opomena~', 'opomena~', 'dospjel~',
    'istječe danas~', 'blokiran~', 'zaključan~', 'suspendiran~', 'sumnjiv~', 'neovlašten~', 'plaćanje nije uspjelo~',
    'plaćanje je odbijeno~', 'kartica je odbijena~',
  ],
  'tone.ACTION_REQUESTED': [
    'potrebna (?:je )?radnja~', 'potrebno je djelovati~', 'molimo,? potvrdite~', 'potvrdite~', 'provjerite~', 'odgovorite~',
    'potpišite~', 'platite~', 'uplatite~', 'ažurirajte~', 'unesite (?:ovaj )?k[oô]d~',
    '(?:upotrijebite|iskoristite) (?:ovaj )?k[oô]d~', 'prihvatite pozivnicu~', 'odobrite~', 'ispunite~', 'možete li~',
  ],
  'tone.NO_ACTION_NEEDED': [
    'ne morate ništa poduzeti~', 'ne trebate ništa poduzeti~', 'nije potrebna nikakva (?:radnja|akcija)~',
    'nije potrebno ništa poduzeti~', 'nikakva radnja nije potrebna~',
  ],
};
