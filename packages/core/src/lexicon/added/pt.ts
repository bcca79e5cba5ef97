/** pt (European Portuguese): forms the first list, written mostly in Brazilian usage, lacks; added to `pt`. */
import type { Words } from './words.js';

export const ptPT: Partial<Words> = {
  'categories.AUTHENTICATION': [
    'palavra-passe de uso [úu]nico~', 'palavra-passe [úu]nica~', '(?:redefinir|repor|recuperar) a (?:sua )?palavra-passe~',
    'redefini[çc][ãa]o da palavra-passe~', 'reposi[çc][ãa]o da palavra-passe~', 'c[óo]digo de in[íi]cio de sess[ãa]o~',
    'verifique o seu (?:endere[çc]o de )?e-?mail~', 'confirme o seu endere[çc]o de e-?mail~', 'ative a sua conta~',
    'o seu c[óo]digo~',
  ],
  'categories.SECURITY': [
    'novo in[íi]cio de sess[ãa]o~', 'in[íi]cio de sess[ãa]o suspeito~', 'tentativa de in[íi]cio de sess[ãa]o~',
    'palavra-passe foi alterada~', 'verifica[çc][ãa]o em dois passos~', 'autentica[çc][ãa]o de dois fatores~',
    'atividade invulgar~',
  ],
  'categories.BILLING': [
    'factura~', 'fatura-recibo~', 'd[ée]bito direto~', 'refer[êe]ncia multibanco~', 'subscri[çc][ãa]o~', 'nota de cr[ée]dito~',
    'pagamento efetuado~',
  ],
  'categories.SHIPPING': [
    'encomenda~', 'estafeta~', 'em distribui[çc][ãa]o~', 'expedid~', 'expedi[çc][ãa]o~', 'acompanhe a (?:sua )?encomenda~',
    'ctt~',
  ],
  'categories.TRANSACTIONAL': [
    'encomenda~', 'confirma[çc][ãa]o da encomenda~', 'registo~', 'marca[çc][ãa]o~', 'obrigad[oa] pela sua encomenda~',
  ],
  'categories.MARKETING': [
    'portes gr[áa]tis~', 'envio gratuito~', 'compre j[áa]~', '[úu]ltima oportunidade~',
  ],
  'categories.SOCIAL': [
    'convidou-(?:o|a|te)~', 'mencionou-(?:o|a|te)~', 'gostou d~', 'partilhou (?:consigo|contigo)~',
    'come[çc]ou a segui-(?:lo|la)~', 'come[çc]ou a seguir-te~',
  ],
  'codes.CODE_NAME': [
    'c[óo]digo (?:de )?(?:in[íi]cio de sess[ãa]o|recupera[çc][ãa]o|reposi[çc][ãa]o|autoriza[çc][ãa]o)',
    'palavra-passe (?:de uso )?[úu]nica', 'palavra-passe tempor[áa]ria',
  ],
  'codes.CODE_ROOT': [
    'palavra-passe',
  ],
  'codes.OTHER_CODE': [
    'vale de desconto', 'cart[ãa]o[- ]oferta', 'c[óo]digo (?:de )?levantamento', 'cacifo~',
  ],
  'codes.OTHER_NUMBER': [
    'n[úu]mero (?:da|de) encomenda', 'encomenda', 'n\\.?º (?:da )?encomenda', 'nipc', 'contribuinte', 'telem[óo]vel', 'entidade',
    'refer[êe]ncia multibanco', 'factura', 'morada', 'montante',
  ],
  'codes.BOOKING_CONTEXT': [
    'marca[çc][ãa]o de consulta', 'a sua marca[çc][ãa]o',
  ],
  'codes.PAYMENT_CONTEXT': [
    'multibanco', 'mb way', 'factura',
  ],
  'codes.SPENT_CODE': [
    'j[áa] n[ãa]o [ée] v[áa]lido',
  ],
  'codes.PROMOTION': [
    'cup[ãa]o',
  ],
  'codes.TYPE_IN': [
    'introduza(?: o)?', 'escreva(?: o)?',
  ],
  'codes.PASSCODE_WORD': [
    'palavra-passe',
  ],
  'intent-cues.SIGN_IN_CUE': [
    'in[íi]cio de sess[ãa]o', 'inicie (?:a )?sess[ãa]o', 'aceder', 'aceda', 'dois passos',
  ],
  'intent-cues.VERIFY_CUE': [
    'registo', 'confirme o seu registo', 'ativar a sua conta', 'elimina[çc][ãa]o', 'levantamento',
  ],
  'intent-cues.RESET_CUE': [
    '(?:repor|reponha|redefinir|redefina) (?:a )?(?:sua )?palavra-passe',
    '(?:reposi[çc][ãa]o|redefini[çc][ãa]o) (?:da )?palavra-passe', 'esqueceu(?:-se)? (?:da |a )?(?:sua )?palavra-passe',
    'nova palavra-passe', 'recuperar (?:a )?(?:sua )?palavra-passe', 'recupera[çc][ãa]o da conta',
  ],
  'intent-cues.MAGIC_LINK_CUE': [
    'link (?:de|para) in[íi]cio de sess[ãa]o',
    '(?:hiper)?liga[çc][ãa]o (?:de|para) (?:acesso|in[íi]cio de sess[ãa]o|iniciar sess[ãa]o)',
  ],
  'intent-cues.TEAM_INVITE_CUE': [
    'foi convidad[oa]', 'junte-se', 'junta-te',
  ],
  'intent-cues.SECURITY_NOTICE': [
    'novo in[íi]cio de sess[ãa]o', 'palavra-passe (?:foi )?alterada', 'atividade (?:invulgar|suspeita)', 'foi voc[êe]',
  ],
  'labels.ID_CONNECTORS': ['n\\.º~'],
  'labels.AMOUNT_STRONG_LABELS': [
    'total~', 'total a pagar~', 'montante a pagar~', 'montante total~', 'valor a pagar~',
  ],
  'labels.AMOUNT_WEAK_LABELS': [
    'montante~', 'import[âa]ncia~',
  ],
  'labels.ID_LABELS.order': [
    'n[úu]mero da encomenda~', 'n[úu]mero de encomenda~',
  ],
  'labels.ID_LABELS.invoice': [
    'factura~', 'fatura-recibo~',
  ],
  'labels.ID_LABELS.tracking': [
    'n[úu]mero de seguimento~',
  ],
  'labels.ID_LABELS.ticket': [
    'ocorr[êe]ncia~', 'pedido de (?:suporte|assist[êe]ncia)~',
  ],
  'labels.ID_LABELS.reference': [
    'refer[êe]ncia multibanco~', 'n[úu]mero de cliente~',
  ],
  'link-words.UNSUBSCRIBE_LINK': [
    '(?:anular|cancelar|remover) (?:a )?subscri[çc][ãa]o', 'anular (?:a )?inscri[çc][ãa]o', 'deixar de receber',
    'gerir (?:as )?(?:suas )?(?:notifica[çc][õo]es|prefer[êe]ncias|subscri[çc][õo]es)',
    'gerir (?:a )?frequ[êe]ncia', 'defini[çc][õo]es de (?:e-?mail|correio eletr[óo]nico|notifica[çc][õo]es)',
  ],
  'link-words.CHANGE_PASSWORD': [
    '(?:alter(?:e|ar)|mud(?:e|ar)|redefin(?:a|ir)) (?:a )?(?:sua )?palavra-passe', 'altera[çc][ãa]o da palavra-passe',
    '(?:defin(?:a|ir)|cri(?:e|ar)|escolh(?:a|er)|configur(?:e|ar)) (?:a |uma )?(?:sua )?(?:nova )?palavra-passe',
  ],
  'link-words.SIGN_IN_LINK': [
    'iniciar sess[ãa]o', 'inicie sess[ãa]o', 'aceder', 'aceda', 'aceder [àa] (?:sua )?conta',
  ],
  'link-words.GENERIC_ANCHOR': [
    'carregue aqui', 'prima aqui', 'esta (?:hiper)?liga[çc][ãa]o',
  ],
  'message-parts.GREETINGS': [
    'estimad[oa]~', 'exm[oa]~', 'boa noite~',
  ],
  'message-parts.SIGN_OFFS': [
    'com os melhores cumprimentos~', 'melhores cumprimentos~', 'sauda[çc][õo]es~',
  ],
  'message-parts.BOILERPLATE': [
    'ver (?:este e-?mail )?no browser~', '(?:anular|cancelar) (?:a )?subscri[çc][ãa]o~', 'pol[íi]tica de privacidade~',
    'se n[ãa]o solicitou~', 'recebeu este e-?mail~', 'este e-?mail foi enviado~',
  ],
  'tone.URGENT': [
    'o mais rapidamente poss[íi]vel~', 'com a maior brevidade~',
  ],
  'tone.ACTION_REQUESTED': [
    'introduza (?:o|este) c[óo]digo~', 'confirme (?:o seu|a sua)~', 'verifique (?:o seu|a sua)~',
    'reponha a (?:sua )?palavra-passe~', 'efetue o pagamento~',
  ],
  'tone.NO_ACTION_NEEDED': [
    'n[ãa]o precisa de fazer nada~', 'n[ãa]o tem de fazer nada~', 'n[ãa]o [ée] necess[áa]ria (?:qualquer|nenhuma) a[çc][ãa]o~',
  ],
};
