/** ro: every concept of the vocabulary (see words.ts). */
import type { Words } from './words.js';

export const ro: Words = {
  'categories.AUTHENTICATION': [
    'cod(?:ul)? de (?:verificare|confirmare|securitate|autentificare|acces|conectare|activare|validare)~',
    'cod(?:ul)? (?:unic|otp|temporar)~', 'parol[ăa] (?:unic[ăa]|temporar[ăa]|de unic[ăa] folosin[țţt][ăa])~', 'parola unic[ăa]~',
    '(?:verific|confirm)(?:[ăa]|a[țţt]i)(?:-[țţt]i|-v[ăa])? adresa de e-?mail~',
    '(?:verificarea|confirmarea) adresei de e-?mail~', '(?:reseteaz[ăa]|reseta[țţt]i)(?:-[țţt]i|-v[ăa])? parola~',
    'resetarea parolei~', 'resetare parol[ăa]~', 'recuperarea parolei~', 'recuperare parol[ăa]~',
    'link(?:ul)? de (?:conectare|autentificare)~', '(?:activeaz[ăa]|activa[țţt]i)(?:-[țţt]i|-v[ăa])? contul~',
    'activarea contului~', 'codul t[ăa]u~', 'codul dumneavoastr[ăa]~',
  ],
  'categories.SECURITY': [
    'alert[ăa] de securitate~', 'notificare de securitate~', 'avertisment de securitate~', '(?:o )?nou[ăa] conectare~',
    'conectare nou[ăa]~', 'autentificare nou[ăa]~', 'dispozitiv nou~', 'activitate (?:neobi[șşs]nuit[ăa]|suspect[ăa])~',
    '(?:conectare|autentificare) suspect[ăa]~', '[îi]ncercare de (?:conectare|autentificare)~',
    'parola (?:ta |dumneavoastr[ăa] )?a fost (?:schimbat[ăa]|modificat[ăa])~', 'neautorizat~',
    '(?:autentificare|verificare)(?:a)? [îi]n doi pa[șşs]i~', 'autentificare(?:a)? cu doi factori~', 'coduri de rezerv[ăa]~',
  ],
  'categories.BILLING': [
    'factur~', 'chitan[țţt]~', 'plat[ăa]', 'plata', 'pl[ăa][țţt]i~', 'pl[ăa]tit~', 'achitat~', 'abonament~', 're[îi]nnoire~',
    'rambursare~', 'debitare~', 'debitat~', 'debit direct~', 'extras de cont~', 'sum[ăa] de plat[ăa]~', 'scaden[țţt]~',
    'restan[țţt]~', 'card de credit~', 'bon fiscal~', 'bonul fiscal~',
  ],
  'categories.SHIPPING': [
    'expediat~', 'expediere~', 'colet~', 'livrare~', 'livrat~', '[îi]n curs de livrare~', 'num[ăa]r(?:ul)? de urm[ăa]rire~',
    'awb~', 'urm[ăa]re[șşs]te (?:coletul|comanda)~', 'urm[ăa]rirea coletului~', 'curier~', '[îi]n tranzit~', 'pe drum~',
    'livrare estimat[ăa]~', 'comanda (?:ta |dumneavoastr[ăa] )?a fost expediat[ăa]~', 'easybox~', 'predat curierului~',
  ],
  'categories.TRANSACTIONAL': [
    'confirmarea comenzii~', 'comand[ăa]~', 'comanda (?:ta|dumneavoastr[ăa])~', 'num[ăa]rul comenzii~',
    'mul[țţt]umim pentru comand[ăa]~', 'rezervare~', 'confirmat(?:[ăa]|e)?', 'programare~',
    'programarea (?:ta|dumneavoastr[ăa])~', 'bilet~', 'itinerariu~', '[îi]nregistrare~', 'achizi[țţt]ia (?:ta|dumneavoastr[ăa])~',
    'cont(?:ul)? (?:a fost )?creat~', 'bine ai venit~', 'bine a[țţt]i venit~', 'bun venit~', 'card cadou~', 'voucher cadou~',
  ],
  'categories.MARKETING': [
    'newsletter~', 'reducer(?:e|i)~', 'ofert[ăa] special[ăa]~', 'ofert~', 'promo[țţt]i~', 'cupon~', 'cod promo[țţt]ional~',
    'cump[ăa]r[ăa] acum~', 'comand[ăa] acum~', 'livrare gratuit[ăa]~', 'transport gratuit~', 'ultima [șşs]ans[ăa]~',
    'timp limitat~', 'black friday~', 'lichidare de stoc~', 'economise[șşs]te~', 'nout[ăa][țţt]i~',
  ],
  'categories.SOCIAL': [
    'te-a invitat~', 'v-a invitat~', 'invita[țţt]i~', 'te-a men[țţt]ionat~', 'v-a men[țţt]ionat~', 'te-a etichetat~',
    'a comentat~', 'a r[ăa]spuns la~', 'a apreciat~', '[țţt]i-a trimis un mesaj~', 'v-a trimis un mesaj~', 'mesaj nou de la~',
    'cerere de prietenie~', 'cerere de conectare~', 'a [îi]nceput s[ăa] te urm[ăa]reasc[ăa]~', 'te urm[ăa]re[șşs]te~',
    'urm[ăa]ritor nou~', 'a distribuit~', 'partajat cu tine~', 'a partajat~',
  ],
  'categories.NOTIFICATION': [
    'notificare~', 'notific[ăa]ri~', 'memento~', 'reamintire~', 'alert[ăa]', 'raport~', 'rezumat~', 'actualizare~',
    'mentenan[țţt]~', 'lucr[ăa]ri de [îi]ntre[țţt]inere~', 'mesaj automat~', 'mesaj generat automat~',
  ],
  'codes.CODE_NAME': [
    'cod(?:ul|uri|urile)? de (?:verificare|confirmare|securitate|autentificare|acces|conectare|logare|activare|validare|resetare|recuperare|autorizare|unic[ăa] folosin[țţt][ăa])',
    'cod(?:ul)? (?:unic|otp|sms|temporar)',
    'codul (?:t[ăa]u|dumneavoastr[ăa]) de (?:verificare|confirmare|securitate|autentificare|acces|conectare|activare)',
    'parol(?:a|[ăa]) (?:unic[ăa]|temporar[ăa]|de unic[ăa] folosin[țţt][ăa])',
    'cod(?:ul)? de (?:[îi]nregistrare|[îi]nscriere)',
  ],
  'codes.CODE_ROOT': [
    'cod', 'parol',
  ],
  'codes.CODE_NOUN': [
    'cod(?:ul|uri|urile|ului)?',
  ],
  'codes.OTHER_CODE': [
    'cod(?:ul)? (?:promo[țţt]ional|promo|de reducere|de discount|cupon|voucher|po[șşs]tal|qr|de bare|de eroare|de ridicare|de invita[țţt]ie|de recomandare|pin)',
    'cod(?:ul)? (?:de acces )?(?:la|pentru) (?:parcare|cl[ăa]dire|u[șşs][ăa]|poart[ăa]|interfon)', 'cupon~', 'voucher~',
    'card(?:ul)? cadou~', 'reducer(?:e|i)~', 'pin(?:ul)?', 'easybox~', 'locker~', 'parcare~',
    'cod(?:ul)? (?:de livrare|pentru curier|curier)',
  ],
  'codes.OTHER_NUMBER': [
    '(?:num[ăa]r(?:ul)?|nr\\.?) (?:de )?(?:comand[ăa]|comenzii|factur[ăa]|facturii|client(?:ului)?|telefon|cont(?:ului)?|urm[ăa]rire|rezervare|rezerv[ăa]rii|referin[țţt][ăa]|tranzac[țţt]ie|tranzac[țţt]iei|awb|colet|coletului)',
    'cod(?:ul)? (?:de )?client', 'cod(?:ul)? fiscal', 'cod(?:ul)? de [îi]nregistrare fiscal[ăa]', 'comand[ăa]', 'comanda',
    'factur~', 'chitan[țţt]~', 'awb', 'colet~', 'livrare~', 'expediere~', 'rezervare~', 'referin[țţt][ăa]', 'ref\\.', 'telefon~',
    'tel\\.?', 'mobil', 'cui', 'cif', 'cnp', 'reg\\. com\\.', 'iban', 'str\\.', 'strada', 'bd\\.', 'bulevardul', 'sector(?:ul)?',
    'etaj(?:ul)?', 'ap\\.', 'bl\\.', 'sc\\.', 'total', 'subtotal', 'sum[ăa]', 'suma', 'pre[țţ]~', 'pret(?:ul)?',
    'se termin[ăa] (?:[îi]n|cu)', 'cantitate', 'tranzac[țţt]i~', 'zbor(?:ul)?',
  ],
  'codes.MEETING_CONTEXT': [
    '[îi]nt[âa]lnir~', '[șşs]edin[țţt]~', 'webinar~', 'videoconferin[țţt]~', 'id(?:-ul)? (?:[îi]nt[âa]lnirii|[șşs]edin[țţt]ei)',
  ],
  'codes.BOOKING_CONTEXT': [
    'rezervar~', 'zbor~', 'hotel~', 'cazar~', 'bilet(?:e)? de avion', 'check-?in', '[îi]mbarcare~', 'itinerari~',
    'programarea (?:dvs|ta|dumneavoastr[ăa])', 'programare la (?:medic|doctor|dentist|stomatolog)', 'consulta[țţt]ie medical[ăa]',
    'conferin[țţt]~', 'congres~', 'bilet(?:e)? (?:la|pentru) (?:eveniment|concert)',
  ],
  'codes.PAYMENT_CONTEXT': [
    'plat[ăa]', 'plata', 'pl[ăa][țţt]i~', 'chitan[țţt]~', 'bon fiscal', 'factur~', 'tranzac[țţt]i~', 'pl[ăa]tit~', 'debitat~',
    'achitat~',
  ],
  'codes.SPENT_CODE': [
    '(?:a fost )?deja (?:folosit|utilizat)~', 'a expirat', 'expirat(?:[ăa]|e)?', 'nu mai este (?:valabil|valid)~',
  ],
  'codes.PROMOTION': [
    'reducer(?:e|i)~', 'discount~', 'cupon~', 'voucher~', 'promo[țţt]i~',
  ],
  'codes.UNIT': [
    'secund(?:e|[ăa])', 'zile', 'zi', 'puncte',
  ],
  'codes.TYPE_IN': [
    'introdu(?: codul)?', 'introduce[țţt]i(?: codul)?', 'tasteaz[ăa]', 'tasta[țţt]i',
    'copiaz[ăa](?: codul)?', 'copia[țţt]i(?: codul)?', 'lipi[țţt]i(?: codul)?', 'lipe[șşs]te(?: codul)?',
  ],
  'codes.CODE_IS': [
    'este', 'e',
  ],
  'codes.YOUR': [
    'un', 'noul',
  ],
  'codes.PASSCODE_WORD': [
    'parol~', 'acces~',
  ],
  'codes.CONFIRM_WORD': [
    'confirm~',
    '[îi]nregistr~', '[îi]nscrier~',
  ],
  'codes.CARD_AUTHORIZATION': [
    'cod(?:ul)? (?:de )?autorizare', 'cod(?:ul)? (?:de )?aprobare',
  ],
  'currency.CURRENCY': [
    'lei', 'leu', 'bani', 'euro', 'dolari',
  ],
  'intent-cues.SIGN_IN_CUE': [
    'conectare~', 'conecta[țţt]i-v[ăa]', 'conecteaz[ăa]-te', 'autentificare~', 'autentifica[țţt]i-v[ăa]', 'autentific[ăa]-te',
    'logare~', 'loga[țţt]i-v[ăa]', 'logheaz[ăa]-te', 'intra[țţt]i [îi]n cont', 'intr[ăa] [îi]n cont', 'doi pa[șşs]i',
    'doi factori', 'dispozitiv nou', 'verific[ăa] (?:faptul )?c[ăa] e[șşs]ti tu', 'confirm[ăa] c[ăa] e[șşs]ti tu',
    'confirma[țţt]i c[ăa] sunte[țţt]i (?:dumneavoastr[ăa]|chiar dumneavoastr[ăa])',
    '(?:verifica[țţt]i|confirma[țţt]i)(?:-v[ăa])? identitatea', '(?:verific[ăa]|confirm[ăa])(?:-[țţt]i)? identitatea',
    '(?:accesa[țţt]i|acceseaz[ăa]) contul',
  ],
  'intent-cues.VERIFY_CUE': [
    '(?:verific|confirm)(?:[ăa]|a[țţt]i)(?:-[țţt]i)? (?:adresa|e-?mail(?:ul)?|contul|[îi]nregistrarea|abonarea)',
    '(?:valida[țţt]i|valideaz[ăa]) (?:adresa|e-?mail(?:ul)?|contul)',
    '(?:verificarea|confirmarea|validarea) (?:adresei|e-?mail(?:ului)?|contului|[îi]nregistr[ăa]rii|abon[ăa]rii)',
    '(?:activa[țţt]i|activeaz[ăa])(?:-v[ăa]|-[țţt]i)? contul', 'activarea contului',
    '(?:finaliza[țţt]i|finalizeaz[ăa]|completa[țţt]i|completeaz[ăa]) [îi]nregistrarea', '[îi]nregistrare~', '[îi]nscriere~',
    '(?:crea[țţt]i|creeaz[ăa])(?:-v[ăa]|-[țţt]i)? (?:un )?cont', 'crearea contului', 'bun venit', 'bine (?:a[țţt]i|ai) venit',
    'schimbarea adresei de e-?mail', 'noua adres[ăa] de e-?mail', 'adres[ăa] de e-?mail nou[ăa]', 'abonare~', 'abona[țţt]i-v[ăa]',
    'retragere~', 'transfer~', '[șşs]tergere~', '[șşs]terge[țţt]i', '[îi]nchiderea contului',
    '(?:confirm[ăa]|confirma[țţt]i) (?:aceast[ăa] )?(?:ac[țţt]iune|opera[țţt]iune|plat[ăa]|tranzac[țţt]ie|modificare|solicitare)',
    'aprob(?:[ăa]|a[țţt]i|are)', 'autoriz~', 'beneficiar~', 'destinatar~', 'publicare~',
  ],
  'intent-cues.RESET_CUE': [
    '(?:reseteaz[ăa]|reseta[țţt]i|resetare(?:a)?|reseta|resetezi)(?:-[țţt]i|-v[ăa])? parol(?:a|[ăa]|ei)', 'parola uitat[ăa]',
    '(?:a[țţt]i|ai) uitat parola', 'parol[ăa] nou[ăa]', 'noua parol[ăa]',
    '(?:seta[țţt]i|seteaz[ăa]|alege[țţt]i|alege) o (?:nou[ăa] )?parol[ăa](?: nou[ăa])?', 'recuperare(?:a)? (?:parolei|contului)',
    '(?:recupera[țţt]i|recupereaz[ăa])(?:-v[ăa]|-[țţt]i)? (?:parola|contul)', 'restabili[țţt]i parola', 'solicitare de resetare',
    'cod(?:ul)? de resetare', '(?:a[țţt]i|ai) solicitat (?:schimbarea|resetarea) parolei',
    '(?:recupera[țţt]i|recupereaz[ăa]|restabili[țţt]i|restabile[șşs]te|recupera|restabili)(?:-v[ăa]|-[țţt]i)? accesul',
    '(?:recuperarea|restabilirea|recuperare|restabilire) (?:accesului|contului)', 'cod(?:ul)? de recuperare',
  ],
  'intent-cues.MAGIC_LINK_CUE': [
    'link(?:ul)? (?:de|pentru) (?:conectare|autentificare|logare)', 'link(?:ul)? magic',
    '(?:conectare|autentificare) f[ăa]r[ăa] parol[ăa]', '(?:conecteaz[ăa]-te|conecta[țţt]i-v[ăa]) cu un (?:singur )?clic',
  ],
  'intent-cues.TEAM_INVITE_CUE': [
    'te-a invitat', 'v-a invitat', '(?:a[țţt]i|ai) fost invitat~', 'invita[țţt]ie (?:de )?a (?:te |v[ăa] )?al[ăa]tura',
    'invita[țţt]i(?:e|a)', 'al[ăa]tur[ăa]-te', 'al[ăa]tura[țţt]i-v[ăa]', '(?:accept[ăa]|accepta[țţt]i) invita[țţt]ia',
  ],
  'intent-cues.CALENDAR_CUE': [
    'calendar~', 'invita[țţt]ie actualizat[ăa]', 'adaug[ăa] [îi]n calendar', 'ad[ăa]uga[țţt]i [îi]n calendar',
    'id(?:-ul)? [îi]nt[âa]lnirii',
  ],
  'intent-cues.CALENDAR_SUBJECT': [
    'invita[țţt]ie(?: actualizat[ăa])?',
  ],
  'intent-cues.SECURITY_NOTICE': [
    '(?:o )?nou[ăa] conectare', 'conectare nou[ăa]', 'autentificare nou[ăa]', 'alert[ăa] de securitate',
    'activitate (?:neobi[șşs]nuit[ăa]|suspect[ăa])', 'suspect(?:[ăa]|e|[țţt]i)', 'ai fost tu', 'a[țţt]i fost dumneavoastr[ăa]',
    'parola (?:ta |dumneavoastr[ăa] )?a fost (?:schimbat[ăa]|modificat[ăa]|actualizat[ăa]|resetat[ăa])',
    'adresa de e-?mail a fost (?:schimbat[ăa]|modificat[ăa])', '(?:conectare|autentificare) (?:de pe|pe) un dispozitiv nou',
  ],
  'labels.ID_CONNECTORS': ['nr', 'num[ăa]r~', 'num[ăa]rul~', 'cod', 'codul~', 'este~', 'de'],
  'labels.AMOUNT_STRONG_LABELS': [
    'total~', 'total de plat[ăa]~', 'total general~', 'sum(?:a|[ăa]) total[ăa]~', 'de plat[ăa]~', 'sum(?:a|[ăa]) de plat[ăa]~',
    'total pl[ăa]tit~', 'ai pl[ăa]tit~', 'a[țţt]i pl[ăa]tit~', 'suma pl[ăa]tit[ăa]~', 'total comand[ăa]~', 'suma debitat[ăa]~',
  ],
  'labels.AMOUNT_WEAK_LABELS': [
    'sum[ăa]~', 'suma~', 'pre[țţ]~', 'pret(?:ul)?', 'valoare~', 'sold(?:ul)?',
  ],
  'labels.OTP_LABELS': [
    'cod~', 'parol(?:a|[ăa]) unic[ăa]~', 'pin',
  ],
  'labels.ID_LABELS.order': [
    'comand(?:a|[ăa])~', 'num[ăa]r(?:ul)? (?:de )?comand[ăa]~', 'num[ăa]rul comenzii~', 'nr\\.? comand[ăa]~', 'comenzii~',
  ],
  'labels.ID_LABELS.invoice': [
    'factur(?:a|[ăa])~', 'num[ăa]r(?:ul)? (?:de )?factur[ăa]~', 'num[ăa]rul facturii~', 'chitan[țţt](?:a|[ăa])~', 'bon fiscal~',
    'proform(?:a|[ăa])~',
  ],
  'labels.ID_LABELS.tracking': [
    'awb~', 'num[ăa]r(?:ul)? awb~', 'num[ăa]r(?:ul)? de urm[ăa]rire~', 'cod(?:ul)? de urm[ăa]rire~', 'colet~', 'expediere~',
  ],
  'labels.ID_LABELS.booking': [
    'rezervare~', 'num[ăa]r(?:ul)? (?:de )?rezervare~', 'cod(?:ul)? (?:de )?rezervare~', 'confirmare~', 'pnr~',
  ],
  'labels.ID_LABELS.ticket': [
    'tichet~', 'ticket~', 'solicitare~', 'sesizare~', 'num[ăa]r(?:ul)? (?:de )?(?:tichet|solicitare|caz)~',
  ],
  'labels.ID_LABELS.reference': [
    'referin[țţt]~', 'ref~', 'num[ăa]r(?:ul)? de referin[țţt][ăa]~', 'tranzac[țţt]i~', 'id(?:-ul)? tranzac[țţt]iei~',
    'cod(?:ul)? client~', 'num[ăa]r(?:ul)? (?:de )?client~', 'num[ăa]r(?:ul)? (?:de )?cont~',
  ],
  'link-words.UNSUBSCRIBE_LINK': [
    'dezabon~', 'renun[țţt](?:[ăa]|a[țţt]i) la abonare', '(?:anuleaz[ăa]|anula[țţt]i) abonarea',
    '(?:dezactiveaz[ăa]|dezactiva[țţt]i) notific[ăa]rile', 'preferin[țţt]~',
    'set[ăa]ri(?:le)? (?:de )?(?:notific[ăa]ri|e-?mail|abonare)',
    '(?:gestioneaz[ăa]|gestiona[țţt]i) (?:preferin[țţt]ele|notific[ăa]rile|abonamentele|abon[ăa]rile)',
    'nu mai (?:dori[țţt]i s[ăa] primi[țţt]i|vrei s[ăa] prime[șşs]ti)',
    '(?:opre[șşs]te|opri[țţt]i) (?:aceste )?notific[ăa]ri(?:le)?', 'unsubscribe',
    'frecven[țţt]a (?:e-?mail~|mesajelor|newsletter~|trimiterii)',
    '(?:modific[ăa]|modifica[țţt]i|schimb[ăa]|schimba[țţt]i|gestioneaz[ăa]|gestiona[țţt]i) frecven[țţt]a',
    'c[âa]t de des (?:primi[țţt]i|prime[șşs]ti)',
  ],
  'link-words.CHANGE_PASSWORD': [
    '(?:schimb[ăa]|schimba[țţt]i|modific[ăa]|modifica[țţt]i|actualizeaz[ăa]|actualiza[țţt]i)(?:-[țţt]i|-v[ăa])? parola',
    '(?:schimbare|modificare)(?:a)? parolei',
    '(?:seteaz[ăa]|seta[țţt]i|creeaz[ăa]|crea[țţt]i|alege[țţt]i|alege|stabile[șşs]te|stabili[țţt]i)(?:-[țţt]i|-v[ăa])? (?:o |noua )?parol[ăa]',
    '(?:setare|creare)a? parolei',
  ],
  'link-words.VERIFY_LINK': [
    '(?:verific|confirm)(?:[ăa]|a[țţt]i)(?:-[țţt]i)? (?:adresa(?: de e-?mail)?|e-?mail(?:ul)?|contul|[îi]nregistrarea|abonarea)',
    '(?:activa[țţt]i|activeaz[ăa]|valida[țţt]i|valideaz[ăa])(?:-[țţt]i|-v[ăa])? (?:adresa(?: de e-?mail)?|e-?mail(?:ul)?|contul)',
    'verific[ăa]', 'verifica[țţt]i', 'confirm[ăa]', 'confirma[țţt]i', 'confirmare', 'verificare', 'activeaz[ăa]', 'activa[țţt]i',
    'valideaz[ăa]', 'valida[țţt]i', 'aprob[ăa]', 'aproba[țţt]i', 'da,? vreau s[ăa] m[ăa] abonez',
    '(?:finalizeaz[ăa]|finaliza[țţt]i) [îi]nregistrarea',
    'da,? vreau s[ăa] (?:primesc|r[ăa]m[âa]n|m[ăa] [îi]nscriu)',
    'da,? (?:abona[țţt]i-m[ăa]|[îi]nscrie[țţt]i-m[ăa]|[îi]nscrie-m[ăa]|aboneaz[ăa]-m[ăa])', 'conta[țţt]i pe mine',
  ],
  'link-words.SIGN_IN_LINK': [
    'conecteaz[ăa]-te', 'conecta[țţt]i-v[ăa]', 'conectare', 'autentific[ăa]-te', 'autentifica[țţt]i-v[ăa]', 'autentificare',
    'intr[ăa] [îi]n cont', 'intra[țţt]i [îi]n cont', 'logheaz[ăa]-te', 'loga[țţt]i-v[ăa]', '(?:acceseaz[ăa]|accesa[țţt]i) contul',
    'mergi la cont',
  ],
  'link-words.GENERIC_ANCHOR': [
    'aici', '(?:d[ăa] |da[țţt]i |face[țţt]i |f[ăa] )?click aici', '(?:d[ăa] |da[țţt]i |face[țţt]i |f[ăa] )?clic aici',
    'ap[ăa]sa[țţt]i aici', 'apas[ăa] aici', 'acest link', 'linkul', 'link', 'butonul', 'continu[ăa]', 'continua[țţt]i',
    'deschide',
  ],
  'link-words.COPY_PASTE': [
    'copia[țţt]i', 'copiaz[ăa]', 'lipi[țţt]i', 'lipe[șşs]te', 'nu func[țţt]ioneaz[ăa]', 'butonul de mai sus',
  ],
  'link-words.INVITE_REPLY': [
    'accept~', 'refuz~', 'al[ăa]tur[ăa]-te', 'al[ăa]tura[țţt]i-v[ăa]', 'particip(?:[ăa]|a[țţt]i)', 'vezi invita[țţt]ia',
    'vizualiza[țţt]i invita[țţt]ia',
  ],
  'link-words.INVITE_ANSWER': [
    'da', 'nu', 'poate',
  ],
  'link-words.EXPLAINS': [
    'despre', 'de ce', 'cum', 'afl[ăa] mai multe', 'afla[țţt]i mai multe', 'mai multe despre', 'ce este', 'ajutor',
    '[îi]ntreb[ăa]ri frecvente', 'sfaturi',
  ],
  'link-words.HELP_PAGE': [
    'ajutor', 'ghid', 'asisten[țţt][ăa]', '[îi]ntreb[ăa]ri frecvente', 'faq',
  ],
  'link-words.IN_ORDER_TO': [
    'pentru a', 'pentru', 'ca s[ăa]',
  ],
  'link-words.CANCEL_LINK': [
    '(?:anuleaz[ăa]|anula[țţt]i|anularea|anulare)', '(?:refuz[ăa]|refuza[țţt]i|respinge[țţt]i|respinge)', '(?:revoc[ăa]|revoca[țţt]i)',
    '(?:nu am|n-am) fost eu', 'nu sunt eu', '(?:nu am|n-am) (?:solicitat|cerut|creat|f[ăa]cut)', 'nu m-am (?:[îi]nregistrat|[îi]nscris)',
    '(?:raporteaz[ăa]|raporta[țţt]i)', '[șşs]terge(?:[țţt]i)? (?:[îi]nregistrarea|cererea|solicitarea)',
  ],
  'message-parts.GREETINGS': [
    'bun[ăa] ziua~', 'bun[ăa]~', 'salut~', 'drag[ăa]~', 'dragi~', 'stimat~', 'bun[ăa] diminea[țţt]a~', 'bun[ăa] seara~', 'hei',
    'bun venit~', 'bine ai venit~', 'bine a[țţt]i venit~',
  ],
  'message-parts.SIGN_OFFS': [
    'cu stim[ăa]~', 'cu respect~', 'toate cele bune~', 'numai bine~', 'mul[țţt]umim~', 'mul[țţt]umesc~', 'salut[ăa]ri~',
    'o zi bun[ăa]~', 'cu drag~', 'cele mai bune ur[ăa]ri~', 'cu prietenie~',
  ],
  'message-parts.BOILERPLATE': [
    '(?:vezi|vizualiza[țţt]i|vizualizeaz[ăa]|deschide|deschide[țţt]i) (?:acest e-?mail )?[îi]n browser~', 'dezabon~',
    'politica de confiden[țţt]ialitate~', 'toate drepturile rezervate~', 'nu r[ăa]spunde[țţt]i~', 'nu r[ăa]spunde la~',
    'acest (?:e-?mail|mesaj) a fost trimis~', '(?:prime[șşs]ti|primi[țţt]i) acest (?:e-?mail|mesaj)~',
    'acesta este un mesaj (?:automat|generat automat)~', 'dac[ăa] nu (?:ai|a[țţt]i) solicitat~', 'dac[ăa] nu ai fost tu~',
    'dac[ăa] nu a[țţt]i fost dumneavoastr[ăa]~', '(?:ignor[ăa]|ignora[țţt]i) acest (?:e-?mail|mesaj)~',
    '(?:po[țţt]i|pute[țţt]i) ignora~',
  ],
  'time.EXPIRES': [
    'expir~',
  ],
  'time.VALID_FOR': [
    'valabil~', 'valid~',
  ],
  'time.MINUTES': [
    'minut~',
  ],
  'time.HOURS': [
    'or(?:a|[ăa]|e|ei)',
  ],
  'tone.URGENT': [
    'urgent~', 'imediat~', 'c[âa]t mai cur[âa]nd~', 'c[âa]t mai repede~', 'f[ăa]r[ăa] [îi]nt[âa]rziere~',
    'ultim(?:ul|a) (?:avertisment|notificare|reamintire|soma[țţt]ie)~', 'soma[țţt]i~', 'restan[țţt]~', 'termen dep[ăa][șşs]it~',
    'expir[ăa] ast[ăa]zi~', 'scadent(?:[ăa])? ast[ăa]zi~',
    'contul (?:t[ăa]u |dumneavoastr[ăa] )?(?:a fost|va fi) (?:suspendat|blocat)~', 'suspendat~', 'blocat~',
    'suspect(?:[ăa]|e|[țţt]i)', 'neautorizat~', 'plata a e[șşs]uat~', 'plat[ăa] e[șşs]uat[ăa]~', 'cardul a fost refuzat~',
    '[îi]n termen de 24 de ore~',
  ],
  'tone.ACTION_REQUESTED': [
    'ac[țţt]iune necesar[ăa]~', 'ac[țţt]iune (?:solicitat[ăa]|obligatorie)~', 'este necesar[ăa] o ac[țţt]iune~',
    'v[ăa] rug[ăa]m s[ăa] (?:confirma[țţt]i|verifica[țţt]i|r[ăa]spunde[țţt]i|semna[țţt]i|pl[ăa]ti[țţt]i|achita[țţt]i|actualiza[țţt]i|completa[țţt]i|introduce[țţt]i)~',
    'confirma[țţt]i', 'verifica[țţt]i', '(?:confirm[ăa]|verific[ăa]) adresa~', 'introdu(?:ce[țţt]i)? codul~',
    '(?:folose[șşs]te|folosi[țţt]i|utiliza[țţt]i) (?:acest )?cod(?:ul)?~',
    '(?:reseteaz[ăa]|reseta[țţt]i)(?:-[țţt]i|-v[ăa])? parola~', '(?:accept[ăa]|accepta[țţt]i) invita[țţt]ia~', 'aproba[țţt]i',
    '(?:pl[ăa]te[șşs]te|achit[ăa]) acum~', 'pl[ăa]ti[țţt]i', 'achita[țţt]i',
    '(?:actualiza[țţt]i|actualizeaz[ăa]) (?:metoda|datele)~', '(?:completeaz[ăa]|completa[țţt]i)', '(?:semneaz[ăa]|semna[țţt]i)',
    'r[ăa]spunde[țţt]i', 'plata (?:este )?scadent[ăa]~',
  ],
  'tone.NO_ACTION_NEEDED': [
    'nu este necesar[ăa] nicio ac[țţt]iune~', 'nicio ac[țţt]iune nu este necesar[ăa]~',
    'nu (?:este|e) nevoie s[ăa] (?:face[țţt]i|faci) nimic~', 'nu trebuie s[ăa] (?:face[țţt]i|faci) nimic~',
    'nu sunt necesare alte ac[țţt]iuni~', 'nu este necesar[ăa] nicio alt[ăa] ac[țţt]iune~',
  ],
};
