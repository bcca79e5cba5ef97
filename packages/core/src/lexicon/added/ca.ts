/** ca: every concept of the vocabulary (see words.ts). */
import type { Words } from './words.js';

export const ca: Words = {
  'categories.AUTHENTICATION': [
    'codi (?:de |d[\'’])(?:verificació|confirmació|seguretat|accés|validació|activació|autenticació|inici de sessió|un sol ús)~',
    'contrasenya d[\'’]un sol ús~', '(?:verifica|confirma) (?:el teu correu|la teva adreça)~',
    '(?:verifiqueu|confirmeu) (?:el vostre correu|la vostra adreça)~',
    '(?:restableix|restabliu|restablir) la (?:teva |vostra )?contrasenya~', 'restabliment de (?:la )?contrasenya~',
    'recuperar la contrasenya~', 'enllaç d[\'’](?:inici de sessió|accés)~', '(?:activa|activeu) (?:el teu|el vostre) compte~',
    'el (?:teu|vostre) codi~',
  ],
  'categories.SECURITY': [
    'alerta de seguretat~', 'avís de seguretat~', 'nou inici de sessió~', 'nou dispositiu~', 'activitat (?:inusual|sospitosa)~',
    'inici de sessió sospitós~', 'intent d[\'’]inici de sessió~',
    'contrasenya (?:s[\'’]ha canviat|ha estat canviada|ha canviat)~', 'no autoritzat~', 'verificació en dos passos~',
    'autenticació de dos factors~',
  ],
  'categories.BILLING': [
    'factur~', 'rebut~', 'pagament~', 'pagat~', 'subscripció~', 'renovació~', 'reemborsament~', 'domiciliació~',
    'import pendent~', 'venciment~', 'targeta de crèdit~', 'extracte~', 'càrrec~',
  ],
  'categories.SHIPPING': [
    'enviat~', 'enviament~', 'paquet~', 'lliurament~', 'lliurat~', 'entrega~', 'entregat~', 'en camí~', 'en repartiment~',
    'número de seguiment~', 'seguiment~', 'missatger~', 'transportista~', 'en trànsit~', 'data estimada de lliurament~',
  ],
  'categories.TRANSACTIONAL': [
    'comanda~', 'confirmació de (?:la )?comanda~', 'gràcies per la (?:teva |vostra )?comanda~', 'reserva~', 'cita prèvia~',
    'confirmad~', 'confirmats?', 'la (?:teva|vostra) compra~', 'bitllet~', 'entrades~', 'registre~', 'inscripció~',
    'benvingu[td]~', 'compte creat~', 'targeta regal~',
  ],
  'categories.MARKETING': [
    'butlletí~', 'oferta~', 'descompte~', 'rebaixes~', 'promoció~', 'cupó~', 'compra ara~', 'enviament gratuït~',
    'última oportunitat~', 'per temps limitat~', 'estalvia fins~', 'novetats~', 'black friday~',
  ],
  'categories.SOCIAL': [
    't[\'’]ha convidat~', 'us ha convidat~', 'invitació~', 't[\'’]ha esmentat~', 'us ha esmentat~', 'ha comentat~', 'ha respost~',
    'li agrada~', 'sol[·.]?licitud d[\'’]amistat~', 'sol[·.]?licitud de connexió~', 'et segueix~', 'ha començat a seguir-te~',
    'nou missatge de~', 'compartit amb tu~', 'ha compartit~',
  ],
  'categories.NOTIFICATION': [
    'notificació~', 'recordatori~', 'avís~', 'actualització~', 'informe~', 'resum', 'manteniment~', 'missatge automàtic~',
  ],
  'codes.CODE_NAME': [
    'codi (?:de |d[\'’])?(?:verificació|confirmació|seguretat|accés|validació|activació|autenticació|autorització|inici de sessió|restabliment|recuperació|un sol ús)',
    'codi (?:otp|temporal|únic|sms)', 'contrasenya (?:d[\'’]un sol ús|temporal|única)',
    'codi (?:de |d[\'’])?(?:registre|inscripció)',
  ],
  'codes.CODE_ROOT': [
    'codi', 'contrasenya',
  ],
  'codes.CODE_NOUN': [
    'codis?',
  ],
  'codes.OTHER_CODE': [
    'codi (?:de )?(?:descompte|promoció|promocional|cupó|regal|postal|recollida|aparcament|porta|barres|error|qr|invitació|referit)',
    'cupó~', 'targeta (?:de )?regal', 'xec regal', 'codi pin', 'taquilla', 'pàrquing',
    'codi (?:de )?(?:lliurament|entrega)', 'codi (?:del |per al )?(?:repartidor|missatger)',
  ],
  'codes.OTHER_NUMBER': [
    'número de (?:comanda|seguiment|reserva|client|factura|telèfon|compte|referència|transacció|soci|vol)', 'comanda', 'factura',
    'rebut', 'telèfon', 'tel\\.?', 'mòbil', 'reserva', 'localitzador', 'referència', 'ref\\.', 'nif', 'cif', 'dni', 'carrer',
    'avinguda', 'av\\.', 'pl\\.', 'pis', 'acaba(?:da|t) en', 'enviament', 'lliurament', 'import', 'total', 'subtotal', 'preu',
    'quantitat', 'iban', 'seient', 'núm\\.', 'nº',
  ],
  'codes.MEETING_CONTEXT': [
    'reunió', 'reunions', 'videoconferència~', 'id de (?:la )?reunió',
  ],
  'codes.BOOKING_CONTEXT': [
    'reserva~', 'número de vol', 'hotel~', 'allotjament~', 'bitllets? d[\'’]avió', 'targeta d[\'’]embarcament', 'embarcament',
    'itinerari~',
    'cit(?:a|es)', 'visita mèdica', 'consulta mèdica', 'congr[ée]s', 'congressos', 'confer[èe]nci~',
    'entrad(?:a|es) (?:per al|del) (?:concert|festival)',
  ],
  'codes.PAYMENT_CONTEXT': [
    'rebut~', 'pagament~', 'pagat~', 'factura~', 'transacció~', 'càrrec~',
  ],
  'codes.SPENT_CODE': [
    'ja (?:s[\'’]ha|ha estat) (?:utilitzat|fet servir|usat)~', 'ja utilitzat~', 'ha caducat', 'ha expirat', 'ja no és vàlid~',
  ],
  'codes.PROMOTION': [
    'descompte~', 'cupó~', 'rebaix~',
  ],
  'codes.UNIT': [
    'segons', 'dies', 'dia', 'punts',
  ],
  'codes.TYPE_IN': [
    'introdueix(?: el)?', 'introduïu(?: el)?', 'escriu(?: el)?', 'escriviu(?: el)?', 'insereix(?: el)?',
    'copia (?:el|aquest) codi', 'copieu(?: el| aquest)?(?: codi)?', 'enganxa(?: el| aquest)?(?: codi)?', 'enganxeu(?: el| aquest)?(?: codi)?',
  ],
  'codes.CODE_IS': [
    'és',
  ],
  'codes.YOUR': [
    'el teu', 'el vostre', 'el seu', 'el',
  ],
  'codes.PASSCODE_WORD': [
    'accés', 'contrasenya',
  ],
  'codes.CONFIRM_WORD': [
    'confirma~',
    'registre', 'inscripci[óo]~',
  ],
  'codes.CARD_AUTHORIZATION': [
    'codi d[\'’]autorització',
  ],
  'currency.CURRENCY': [
    'euros?', 'dòlars?',
  ],
  'intent-cues.SIGN_IN_CUE': [
    'iniciar (?:la )?sessió', 'inici de sessió', 'inicia (?:la )?sessió', 'inicieu (?:la )?sessió', 'accedir', 'accedeix',
    'accediu', 'entrar', 'dos (?:factors|passos)', 'nou dispositiu', 'autenticació', '(?:verifica|confirma) que ets tu',
    '(?:verifiqueu|confirmeu) que sou vosaltres', '(?:verifica|confirma) la teva identitat',
    '(?:verifiqueu|confirmeu) la vostra identitat',
  ],
  'intent-cues.VERIFY_CUE': [
    '(?:confirma|confirmeu|confirmar|verifica|verifiqueu|verificar) (?:el teu |la teva |el vostre |la vostra |el |la )?(?:correu(?: electrònic)?|adreça(?: electrònica)?|compte|registre|subscripció|inscripció)',
    '(?:valida|valideu|validar) (?:el teu |la teva |el vostre |la vostra |el |la )?(?:correu(?: electrònic)?|adreça(?: electrònica)?|compte)',
    'registre', 'inscripció', '(?:activa|activeu|activar) (?:el teu |el vostre |el )?compte',
    '(?:crea|creeu|crear) (?:el teu |el vostre |un )compte', 'benvingu[td]a?', 'retirada', 'eliminació', 'transferència',
    'autoritz~', 'beneficiari~', 'destinatari~', '(?:nova adreça|canvi d[\'’]adreça) (?:de correu|electrònica)', 'subscriu-te',
    'subscriviu-vos',
    '(?:confirma|confirmeu) (?:aquesta |aquest |la |el )?(?:acció|operació|transacció|compra|pagament|canvi|sol[·.]?licitud)',
  ],
  'intent-cues.RESET_CUE': [
    '(?:restableix|restabliu|restablir) (?:la )?(?:teva |vostra )?contrasenya', 'restabliment de (?:la )?contrasenya',
    '(?:has|heu) oblidat (?:la )?(?:teva |vostra )?contrasenya', 'contrasenya oblidada', 'nova contrasenya',
    '(?:recupera|recupereu|recuperar) (?:la )?(?:teva |vostra )?contrasenya', 'recuperació (?:de la contrasenya|del compte)',
    '(?:recupera|recuperar) (?:el )?(?:teu )?compte', 'canviar (?:la )?contrasenya',
    '(?:recuperar|restablir|restaurar|recupera) (?:l[\'’] ?)?accés', 'codi de recuperació', 'recuperació de l[\'’] ?accés',
  ],
  'intent-cues.MAGIC_LINK_CUE': [
    'enllaç (?:d[\'’]inici de sessió|d[\'’]accés|per (?:iniciar (?:la )?sessió|accedir|entrar))', 'enllaç màgic',
    'sense contrasenya',
  ],
  'intent-cues.TEAM_INVITE_CUE': [
    't[\'’]ha convidat', 'us ha convidat', '(?:has|heu) estat convidat~', 'invitació per (?:unir-te|unir-vos)', 'uneix-te',
    'uniu-vos', 'invitació', '(?:accepta|accepteu) la invitació',
  ],
  'intent-cues.CALENDAR_CUE': [
    'calendari', 'invitació actualitzada', 'afegeix al calendari', 'agenda',
  ],
  'intent-cues.CALENDAR_SUBJECT': [
    'invitació(?: actualitzada)?',
  ],
  'intent-cues.SECURITY_NOTICE': [
    'nou inici de sessió', 'alerta de seguretat', 'activitat (?:inusual|sospitosa)', 'sospitós', 'sospitosa',
    '(?:has|heu) estat (?:tu|vosaltres)', 'contrasenya (?:s[\'’]ha canviat|ha estat (?:canviada|modificada))',
    'adreça (?:de correu |electrònica )?(?:s[\'’]ha canviat|ha estat (?:canviada|modificada))',
  ],
  'labels.ID_CONNECTORS': ['núm', 'número~', 'nº', 'codi~', 'és', 'de', 'del'],
  'labels.AMOUNT_STRONG_LABELS': [
    'total~', 'import total~', 'total a pagar~', 'a pagar~', 'import pagat~', 'total pagat~', '(?:has|heu) pagat~',
  ],
  'labels.AMOUNT_WEAK_LABELS': [
    'import', 'preu~', 'valor~', 'saldo~', 'quantitat~',
  ],
  'labels.OTP_LABELS': [
    'codi~', 'contrasenya d[\'’]un sol ús~', 'pin',
  ],
  'labels.ID_LABELS.order': [
    'comanda~', 'número de comanda~', 'núm\\.? de comanda~',
  ],
  'labels.ID_LABELS.invoice': [
    'factura~', 'número de factura~', 'rebut~', 'tiquet~',
  ],
  'labels.ID_LABELS.tracking': [
    'número de seguiment~', 'codi de seguiment~', 'enviament~', 'paquet~',
  ],
  'labels.ID_LABELS.booking': [
    'reserva~', 'número de reserva~', 'codi de reserva~', 'localitzador~', 'confirmació~',
  ],
  'labels.ID_LABELS.ticket': [
    'sol[·.]?licitud~', 'incidència~', 'cas', 'número de (?:sol[·.]?licitud|incidència|cas)~', 'consulta',
  ],
  'labels.ID_LABELS.reference': [
    'referència~', 'número de referència~', 'transacció~', 'número de client~', 'número de compte~',
  ],
  'link-words.UNSUBSCRIBE_LINK': [
    'donar-(?:se|te|vos) de baixa', 'dona[\'’]t de baixa', 'doneu-vos de baixa', 'baixa de la subscripció',
    'cancel[·.]?l(?:a|ar|eu) (?:la )?subscripció', 'preferències',
    '(?:gestiona|gestioneu|gestionar) (?:les )?(?:notificacions|preferències|subscripcions|alertes)',
    'configuració de (?:les )?notificacions', '(?:desactiva|desactiveu) (?:les )?(?:notificacions|alertes)',
    'deixa(?:r)? de rebre', 'no vull rebre',
    'freqüència (?:dels |de )?(?:correus|e-?mails|enviaments?|butlletins?)',
    '(?:canvia|canvieu|modifica|modifiqueu|gestiona|gestioneu|tria|trieu) (?:la )?freqüència', 'configuració (?:del |de )?correu',
  ],
  'link-words.CHANGE_PASSWORD': [
    '(?:canvia|canvieu|canviar|modifica|modifiqueu|modificar|actualitza|actualitzeu) (?:la )?(?:teva |vostra )?contrasenya',
    'canvi de contrasenya',
    '(?:estableix|establiu|establir|crea|creeu|crear|tria|trieu|defineix|definiu|configura|configureu) (?:la |una )?(?:teva |vostra )?(?:nova )?contrasenya',
    'creació de (?:la )?contrasenya',
  ],
  'link-words.VERIFY_LINK': [
    '(?:verifica|verifiqueu|verificar|confirma|confirmeu|confirmar|activa|activeu|activar) (?:el teu |la teva |el vostre |la vostra |el |la )?(?:correu(?: electrònic)?|adreça(?: electrònica)?|compte|registre|subscripció)',
    'verifica', 'verifiqueu', 'verificar', 'confirma', 'confirmeu', 'confirmar', 'valida', 'valideu', 'validar', 'activa',
    'activeu', 'activar', 'aprova', 'aproveu',
    's[íi],? (?:vull|desitjo|m[\'’]agradaria) (?:subscriure[\'’]m|rebre|continuar|inscriure[\'’]m|quedar-me)',
    's[íi],? (?:subscriu-me|inscriu-me|apunta[\'’]m)', '(?:compteu|compta) amb mi',
  ],
  'link-words.SIGN_IN_LINK': [
    'inicia (?:la )?sessió', 'inicieu (?:la )?sessió', 'iniciar (?:la )?sessió', 'entra', 'entrar', 'accedeix', 'accediu',
    'accedir', 'accedeix al teu compte',
  ],
  'link-words.GENERIC_ANCHOR': [
    'aquí', 'fes clic aquí', 'feu clic aquí', 'clica aquí', 'aquest enllaç', 'enllaç', 'botó', 'continua', 'continuar', 'obre',
  ],
  'link-words.COPY_PASTE': [
    'copi~', 'enganxa', 'enganxeu', 'no funciona',
  ],
  'link-words.INVITE_REPLY': [
    'acceptar', 'accepta', 'rebutjar', 'rebutja', 'declinar', 'unir-(?:me|te|se|vos)', 'uneix-te', 'participar',
    'veure la invitació',
  ],
  'link-words.INVITE_ANSWER': [
    'sí', 'no', 'potser',
  ],
  'link-words.EXPLAINS': [
    'com', 'per què', 'més informació', 'informa[\'’]t', 'ajuda', 'sobre', 'quant a', 'què és', 'preguntes freqüents', 'consells',
  ],
  'link-words.HELP_PAGE': [
    'ajuda', 'preguntes freqüents', 'guia', 'suport',
  ],
  'link-words.IN_ORDER_TO': [
    'per', 'per a', 'per tal de',
  ],
  'link-words.CANCEL_LINK': [
    'cancel[·.]?l~', 'anul[·.]?l(?:a|ar|eu)', '(?:rebutja|rebutjar|rebutgeu|revoca|revocar)', 'desf(?:és|er|eu)',
    'no (?:he estat|vaig ser|era) jo', 'no (?:ho )?(?:he sol[·.]?licitat|vaig sol[·.]?licitar|he demanat|m[\'’]he registrat)',
    'denuncia(?:r)?', '(?:elimina|esborra) el meu (?:registre|sol[·.]?licitud)',
  ],
  'message-parts.GREETINGS': [
    'hola~', 'bon dia~', 'bona tarda~', 'bona nit~', 'benvolgut~', 'benvolguda~', 'estimat~', 'estimada~', 'apreciat~',
    'apreciada~',
  ],
  'message-parts.SIGN_OFFS': [
    'salutacions~', 'cordialment~', 'ben cordialment~', 'atentament~', 'gràcies~', 'moltes gràcies~', 'una abraçada~',
    'fins aviat~',
  ],
  'message-parts.BOILERPLATE': [
    '(?:veure|mostra|visualitza|obre) (?:aquest correu )?(?:al|en el) navegador~', 'donar-(?:se|te) de baixa~',
    'dona[\'’]t de baixa~', 'cancel[·.]?la la subscripció~', 'política de privadesa~', 'tots els drets reservats~',
    'no responguis~', 'no respongueu~', 'aquest (?:correu|missatge) (?:s[\'’]ha enviat|ha estat enviat)~',
    '(?:has rebut|reps|rebeu) aquest correu~', 'si no ho (?:has|heu) sol[·.]?licitat~',
    'si no (?:has|heu) estat (?:tu|vosaltres)~', '(?:ignora|ignoreu) aquest (?:correu|missatge)~', 'és un missatge automàtic~',
    'missatge generat automàticament~',
  ],
  'time.EXPIRES': [
    'caduc~', 'expir~', 'venç',
  ],
  'time.VALID_FOR': [
    'vàlid~', 'validesa',
  ],
  'time.MINUTES': [
    'minuts?',
  ],
  'time.HOURS': [
    'hor(?:a|es)',
  ],
  'tone.URGENT': [
    'urgent~', 'immediatament~', 'com més aviat millor~', 'tan aviat com sigui possible~', 'últim avís~', 'darrer avís~',
    'vençu[td]~', 'caduca avui~', 'venç avui~', 'suspès~', 'suspesa~', 'bloquejat~', 'sospitós~', 'sospitosa~',
    'el pagament ha fallat~', 'pagament fallit~', 'no autoritzat~',
  ],
  'tone.ACTION_REQUESTED': [
    'acció requerida~', 'cal una acció~', 'si us plau,? (?:confirma|verifica|respon|signa|paga)~', 'confirmeu~', 'verifiqueu~',
    'respon', 'respongueu~', 'signeu~', 'paga ara~', 'pagueu~',
    '(?:actualitza|actualitzeu) (?:la teva|les teves|la vostra|les vostres)~', '(?:introdueix|introduïu) (?:el|aquest) codi~',
    '(?:utilitza|utilitzeu|fes servir|feu servir) (?:aquest|el) codi~', '(?:accepta|accepteu) la invitació~', 'aprova',
    'aproveu~', '(?:restableix|restabliu) la contrasenya~', 'emplena~', 'ompliu~',
  ],
  'tone.NO_ACTION_NEEDED': [
    'no cal que (?:facis|feu) res~', 'no cal fer res~', 'no es requereix cap acció~', 'no cal cap acció~',
    'no (?:has|heu) de fer res~',
  ],
};
