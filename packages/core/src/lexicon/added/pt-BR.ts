/** pt-BR: every concept of the vocabulary (see words.ts). */
import type { Words } from './words.js';

export const ptbr: Words = {
  'categories.AUTHENTICATION': [
    'código de verificação~', 'código de segurança~', 'código de acesso~', 'código de confirmação~', 'verifique seu e-mail~',
    'confirme seu e-mail~', 'confirme o seu e-mail~', 'redefinir sua senha~', 'redefinição de senha~', 'recuperar senha~',
    'seu código~',
    'c[óo]digo de (?:verifica[çc][ãa]o|seguran[çc]a|acesso|confirma[çc][ãa]o|login|ativa[çc][ãa]o|autentica[çc][ãa]o|valida[çc][ãa]o|uso [úu]nico)~',
    'senha (?:[úu]nica|tempor[áa]ria|de uso [úu]nico)~', '(?:verifique|confirme) (?:o )?seu endere[çc]o de e-?mail~',
    'confirme (?:a )?sua conta~', 'ative (?:a )?sua conta~', 'ativa[çc][ãa]o de conta~', 'redefina (?:a )?sua senha~',
    'redefinir (?:a )?senha~', 'link de acesso~', 'link m[áa]gico~', 'token de seguran[çc]a~', 'seu c[óo]digo [ée]~',
  ],
  'categories.SECURITY': [
    'alerta de segurança~', 'novo login~', 'novo acesso~', 'novo dispositivo~', 'atividade incomum~', 'atividade suspeita~',
    'senha foi alterada~', 'tentativa de login~', 'verificação em duas etapas~', 'login suspeito~', 'acesso suspeito~',
    'sua senha foi alterada~', 'tentativa de acesso~', 'n[ãa]o autorizad~', 'autentica[çc][ãa]o de dois fatores~',
    'e-?mail foi alterado~', 'acesso de um novo dispositivo~', 'foi voc[êe]~',
  ],
  'categories.BILLING': [
    'fatura~', 'recibo~', 'pagamento~', 'cobrança~', 'assinatura~', 'renovação~', 'reembolso~', 'boleto~', 'nota fiscal~',
    'vencimento~', 'pago', 'paga', 'estorno~', 'pix', 'd[ée]bito autom[áa]tico~', 'cart[ãa]o de cr[ée]dito~',
    'comprovante de pagamento~', 'pagamento aprovado~', 'pagamento confirmado~', 'fatura fechada~', 'valor devido~',
  ],
  'categories.SHIPPING': [
    'enviado~', 'envio~', 'pacote~', 'entrega~', 'entregue~', 'a caminho~', 'código de rastreio~', 'rastreamento~', 'rastreio~',
    'pedido enviado~', 'foi enviado~', 'saiu para entrega~', 'em tr[âa]nsito~', 'transportadora~', 'c[óo]digo de rastreamento~',
    'rastreie~', 'rastrear~', 'correios~', 'objeto postado~', 'previs[ãa]o de entrega~', 'encomenda~', 'entregador~',
  ],
  'categories.TRANSACTIONAL': [
    'pedido~', 'confirmação~', 'reserva~', 'agendamento~', 'confirmad~', 'sua compra~', 'ingresso~', 'bilhete~', 'cadastro~',
    'bem-vind~', 'pedido confirmado~', 'confirma[çc][ãa]o do pedido~', 'obrigad[oa] pela (?:sua )?compra~',
    'obrigad[oa] pelo (?:seu )?pedido~', 'n[úu]mero do pedido~', 'conta criada~', 'sua conta foi criada~', 'cart[ãa]o-presente~',
    'vale-presente~', 'consulta agendada~',
  ],
  'categories.MARKETING': [
    'oferta~', 'promoção~', 'desconto~', 'cupom~', 'cupão~', 'compre agora~', 'frete grátis~', 'última chance~',
    'por tempo limitado~', 'newsletter~', 'liquida[çc][ãa]o~', 'aproveite~', 'compre j[áa]~', 's[óo] hoje~', 'black friday~',
    'cashback~', 'cupom de desconto~', 'imperd[íi]vel~', 'ofertas imperd[íi]veis~', 'frete gr[áa]tis~',
  ],
  'categories.SOCIAL': [
    'convidou você~', 'te convidou~', 'convite~', 'mencionou você~', 'comentou~', 'respondeu ao seu~', 'curtiu~',
    'solicitação de amizade~', 'pedido de amizade~', 'começou a seguir~', 'nova mensagem de~', 'compartilhou com você~',
    'marcou voc[êe]~', 'curtiu sua~', 'comentou (?:na sua|no seu)~', 'come[çc]ou a seguir voc[êe]~', 'seguiu voc[êe]~',
    'novo seguidor~', 'enviou uma mensagem~', 'solicita[çc][ãa]o de conex[ãa]o~', 'compartilhou~',
  ],
  'categories.NOTIFICATION': [
    'notificação~', 'lembrete~', 'aviso~', 'atualização~', 'relatório~', 'resumo~', 'manutenção~', 'alerta',
    'mensagem autom[áa]tica~', 'manuten[çc][ãa]o programada~', 'resumo semanal~',
  ],
  'codes.CODE_NAME': [
    'c[óo]digo (?:de )?(?:verifica[çc][ãa]o|seguran[çc]a|acesso|confirma[çc][ãa]o|uso [úu]nico|autentica[çc][ãa]o|ativa[çc][ãa]o|login|valida[çc][ãa]o|redefini[çc][ãa]o)',
    'c[óo]digo (?:tempor[áa]rio|[úu]nico)', 'senha (?:de uso )?[úu]nica',
    'c[óo]digo (?:de )?(?:recupera[çc][ãa]o|autoriza[çc][ãa]o|entrada|cadastro)', 'c[óo]digo (?:otp|sms|por sms)',
    'senha tempor[áa]ria', 'token de seguran[çc]a',
    'c[óo]digo (?:de )?(?:registro|inscri[çc][ãa]o)',
  ],
  'codes.CODE_ROOT': [
    'c[óo]dig', 'senha', 'token',
  ],
  'codes.CODE_NOUN': [
    'c[óo]digos?',
  ],
  'codes.OTHER_CODE': [
    'c[óo]digo de (?:retirada|estacionamento|porta)',
    'c[óo]digo (?:de )?(?:promocional|desconto|postal|rastreio|rastreamento|reserva)', 'cupom', 'cup[ãa]o', 'vale[- ]presente',
    'cart[ãa]o[- ]presente', 'cep', 'c[óo]digo (?:de )?(?:barras|pix|qr|erro|indica[çc][ãa]o|convite|cupom)',
    'c[óo]digo do (?:cupom|boleto)', 'chave pix', 'pix copia e cola', 'linha digit[áa]vel', 'gift ?card', 'c[óo]digo de retirada',
    'c[óo]digo (?:de )?entrega', 'c[óo]digo (?:do |para o )?entregador',
  ],
  'codes.OTHER_NUMBER': [
    'n[úu]mero do pedido', 'pedido', 'fatura', 'telefone', 'reserva', 'localizador', 'refer[êe]ncia', 'cpf', 'cnpj', 'nif', 'rua',
    'avenida', 'terminado em', 'env[íi]o', 'entrega',
    'n[úu]mero (?:do|de|da) (?:pedido|rastreio|rastreamento|reserva|cliente|fatura|telefone|protocolo|cart[ãa]o|nota fiscal|transa[çc][ãa]o)',
    'protocolo', 'nota fiscal', 'nf-?e', 'boleto', 'tel\\.?', 'celular', 'whatsapp', 'rg', 'av\\.',
    'cart[ãa]o (?:de cr[ée]dito )?final', 'valor', 'total', 'subtotal', 'parcela~', 'quantidade', 'qtd\\.?', 'pre[çc]o', 'voo',
    'assento', 'port[ãa]o de embarque', 'ag[êe]ncia',
  ],
  'codes.MEETING_CONTEXT': [
    'reuni[ãa]o', 'reuni[õo]es', 'videoconfer[êe]ncia~', 'id da reuni[ãa]o', 'webinar~',
  ],
  'codes.BOOKING_CONTEXT': [
    'reserva', 'voo', 'reservas?', 'voos?', 'hotel', 'hospedagem', 'passage(?:m|ns) a[ée]rea~', 'cart[ãa]o de embarque',
    'embarque', 'check-?in', 'itiner[áa]rio', 'localizador',
    'consulta (?:m[ée]dica|marcada|agendada)', 'confer[êe]ncia~', 'congresso~', 'seus? ingressos?',
    'ingressos? (?:para o|do) (?:evento|show|concerto|espet[áa]culo)', 'participantes? do (?:evento|congresso)',
  ],
  'codes.PAYMENT_CONTEXT': [
    'recibo', 'pagamento', 'pago', 'paga', 'comprovante', 'fatura', 'transa[çc][ãa]o', 'cobran[çc]a', 'cart[ãa]o final', 'pix',
  ],
  'codes.SPENT_CODE': [
    'j[áa] foi (?:usado|utilizado)', 'expirou', 'j[áa] (?:usado|utilizado)', 'expirad[oa]', 'n[ãa]o [ée] mais v[áa]lido',
  ],
  'codes.PROMOTION': [
    'desconto', 'cupom', 'cashback', 'promo[çc][ãa]o',
  ],
  'codes.UNIT': [
    'segundos', 'dias', 'pontos', 'segundo', 'dia',
  ],
  'codes.TYPE_IN': ['insira(?: o)?', 'digite(?: o)?', 'informe(?: o)?', 'use o código', 'utilize(?: o)?', 'copie(?: e cole)?(?: o| este)?(?: c[óo]digo)?', 'cole (?:o|este) c[óo]digo'],
  'codes.CODE_IS': [
    'é',
  ],
  'codes.YOUR': [
    'seu', 'sua', 'o seu', 'a sua', 'o', 'a', 'teu',
  ],
  'codes.PASSCODE_WORD': [
    'acesso', 'senha',
  ],
  'codes.CONFIRM_WORD': [
    'confirma~',
    'cadastr~', 'registr~', 'inscri[çc][ãa]o',
  ],
  'codes.CARD_AUTHORIZATION': [
    'c[óo]digo de autoriza[çc][ãa]o',
  ],
  'currency.CURRENCY': [
    'reais', 'euros?', 'd[óo]lar(?:es)?', 'real', 'centavos',
  ],
  'intent-cues.SIGN_IN_CUE': [
    'entrar', 'iniciar sess[ãa]o', 'acessar', 'fazer login', 'dois fatores', 'novo dispositivo', 'fa[çc]a login', 'login',
    'logar', 'acess(?:e|ar) (?:a |sua |a sua )?conta', 'entrar na (?:sua )?conta', 'autentica[çc][ãa]o', 'duas etapas',
    'confirme que [ée] voc[êe]', '(?:verifique|confirme) sua identidade',
  ],
  'intent-cues.VERIFY_CUE': [
    'registro', 'cadastro', 'ativar (?:sua )?conta', 'criar (?:sua|uma) conta', 'saque', 'exclus[ãa]o', 'autoriza~', 'resgate',
    'transfer[êe]ncia',
    'confirm(?:e|ar|a) (?:o |a )?(?:seu |sua )?(?:e-?mail|endere[çc]o(?: de e-?mail)?|conta|cadastro|registro|inscri[çc][ãa]o)',
    'verifi(?:que|car|ca) (?:o |a )?(?:seu |sua )?(?:e-?mail|endere[çc]o(?: de e-?mail)?|conta|cadastro|registro|inscri[çc][ãa]o)',
    'valid(?:e|ar|a) (?:o |a )?(?:seu |sua )?(?:e-?mail|endere[çc]o(?: de e-?mail)?|conta|cadastro|registro|inscri[çc][ãa]o)',
    'ativ(?:e|ar) (?:a )?(?:sua )?conta', 'ativa[çc][ãa]o (?:da|de) conta', 'cri(?:e|ar) (?:a )?(?:sua|uma) conta',
    'criando (?:sua|uma) conta', '(?:conclu(?:a|ir)|finaliz(?:e|ar)) (?:o |seu |o seu )?cadastro', 'bem-vind[oa]',
    'altera[çc][ãa]o de e-?mail', 'novo (?:endere[çc]o de )?e-?mail', 'excluir (?:a )?(?:sua )?conta', 'pix', 'autoriz~',
    'favorecido', 'benefici[áa]rio', 'destinat[áa]rio', 'aprov(?:e|ar)',
    'confirm(?:e|ar) (?:esta|a|essa) (?:a[çc][ãa]o|opera[çc][ãa]o|transa[çc][ãa]o|compra|altera[çc][ãa]o|solicita[çc][ãa]o)',
    'inscri[çc][ãa]o',
  ],
  'intent-cues.RESET_CUE': [
    'redefini[çc][ãa]o de senha', 'esqueceu (?:a |sua )?senha', 'nova senha', 'recuperar (?:sua )?senha',
    'recupera[çc][ãa]o de conta', 'redefin(?:a|ir) (?:a )?(?:sua )?senha', 'redefini[çc][ãa]o (?:de|da) (?:sua )?senha',
    'esque(?:ceu|ci) (?:a |sua |minha )?senha', 'recuper(?:e|ar|a[çc][ãa]o de) (?:a )?(?:sua )?senha',
    'recupera[çc][ãa]o de (?:conta|senha|acesso)', 'recuper(?:e|ar) (?:a )?(?:sua )?conta',
    'troc(?:a|ar|que) (?:de )?(?:a )?(?:sua )?senha', 'alter(?:e|ar|a[çc][ãa]o de) (?:a )?(?:sua )?senha',
    'cri(?:e|ar) uma nova senha', 'resetar (?:a )?(?:sua )?senha',
    '(?:restaurar|restabelecer|recuperar|recupere) (?:o )?(?:seu )?acesso', 'c[óo]digo de recupera[çc][ãa]o',
  ],
  'intent-cues.MAGIC_LINK_CUE': [
    'link (?:de|para) (?:acesso|entrar|login)', 'link (?:de|para) acessar', 'link m[áa]gico', 'sem senha',
    'entr(?:ar|e) com um clique', 'link de autentica[çc][ãa]o',
  ],
  'intent-cues.TEAM_INVITE_CUE': [
    'convidou', 'convite', 'te convidou', 'foi convidad[oa]', 'junte-se', 'participe d[aoe]', 'aceit(?:e|ar) o convite',
  ],
  'intent-cues.CALENDAR_CUE': [
    'calend[áa]rio', 'agenda', 'convite atualizado', 'adicionar (?:à|a|ao) (?:agenda|calend[áa]rio)',
  ],
  'intent-cues.CALENDAR_SUBJECT': [
    'convite', 'convite(?: atualizado)?',
  ],
  'intent-cues.SECURITY_NOTICE': [
    'novo (?:acesso|login)', 'alerta de seguran[çc]a', 'senha (?:foi )?alterada', 'atividade (?:suspeita|incomum)', 'suspeit~',
    'foi voc[êe]', 'n[ãa]o foi voc[êe]', '(?:login|acesso) (?:de|em) um novo dispositivo', '(?:seu )?e-?mail (?:foi )?alterado',
    'senha (?:foi )?redefinida',
  ],
  'labels.ID_CONNECTORS': ['nº', 'número~', 'código~', 'é', 'de', 'do', 'n°', 'da'],
  'labels.AMOUNT_STRONG_LABELS': [
    'valor total~', 'total pago~', 'total~', 'total a pagar~', 'valor a pagar~', 'valor pago~', 'voc[êe] pagou~',
    'valor do pedido~', 'total do pedido~', 'valor da fatura~', 'valor cobrado~',
  ],
  'labels.AMOUNT_WEAK_LABELS': [
    'valor~', 'preço~', 'saldo~', 'quantia~',
  ],
  'labels.OTP_LABELS': [
    'código~', 'codigo~',
  ],
  'labels.ID_LABELS.order': [
    'pedido~', 'encomenda~', 'n(?:ú|u)mero do pedido~', 'nº do pedido~',
  ],
  'labels.ID_LABELS.invoice': [
    'fatura~', 'nota fiscal~', 'recibo~', 'nf-?e~', 'boleto~', 'comprovante~',
  ],
  'labels.ID_LABELS.tracking': [
    'código de rastreio~', 'código de rastreamento~', 'rastreio~', 'rastreamento~', 'objeto~',
  ],
  'labels.ID_LABELS.booking': [
    'reserva~', 'localizador~', 'c[óo]digo da reserva~', 'n[úu]mero da reserva~',
  ],
  'labels.ID_LABELS.ticket': [
    'chamado~', 'protocolo~', 'solicita[çc][ãa]o~', 'ticket~', 'atendimento~',
  ],
  'labels.ID_LABELS.reference': [
    'referência~', 'n[úu]mero de refer[êe]ncia~', 'transa[çc][ãa]o~', 'id da transa[çc][ãa]o~', 'n[úu]mero do cliente~',
    'c[óo]digo do cliente~',
  ],
  'link-words.UNSUBSCRIBE_LINK': [
    'cancelar (?:a )?inscri[çc][ãa]o', 'descadastr~', 'prefer[êe]ncias',
    'configura[çc][õo]es de (?:notifica[çc][ãa]o|notifica[çc][õo]es|e-?mail)', 'parar de receber',
    '(?:gerenciar|gerencie) (?:as |suas )?(?:notifica[çc][õo]es|prefer[êe]ncias|inscri[çc][õo]es|assinaturas|alertas)',
    'n[ãa]o quero (?:mais )?receber', 'desinscrever', 'sair da lista', 'desativar (?:as )?notifica[çc][õo]es',
    'cancelar (?:o )?recebimento',
    'frequ[êe]ncia (?:de|dos|das) (?:e-?mails|envios?|mensagens|newsletters?)',
    '(?:alterar|altere|mudar|mude|escolher|escolha|gerenciar|gerencie|ajustar|ajuste) (?:a )?frequ[êe]ncia', 'receber menos (?:e-?mails|mensagens)',
    'desinscrev~', 'cancele (?:a |sua )?inscri[çc][ãa]o',
  ],
  'link-words.CHANGE_PASSWORD': [
    'alterar (?:sua |a )?senha', '(?:alter(?:e|ar)|troc(?:a|ar|que)|mud(?:e|ar)|atualiz(?:e|ar)) (?:a |sua |minha )?senha',
    'altera[çc][ãa]o de senha', 'troca de senha',
    '(?:defin(?:a|ir)|cri(?:e|ar)|escolh(?:a|er)|cadastr(?:e|ar)|configur(?:e|ar)) (?:a |sua |uma |minha )?(?:nova )?senha', 'cria[çc][ãa]o de senha',
  ],
  'link-words.VERIFY_LINK': [
    'confirm(?:e|ar|a|o)', 'verifi(?:car|que)', 'valid(?:ar|e)', 'verific(?:ar|a|e)', 'ativ(?:ar|e)',
    'confirmar (?:e-?mail|endere[çc]o|conta|cadastro)', 'ativar (?:conta|cadastro)', 'aprov(?:ar|e)',
    'sim,? quero (?:me inscrever|receber)', '(?:concluir|finalizar) cadastro',
    'sim,? (?:desejo|gostaria de) (?:me inscrever|me cadastrar|receber|assinar)',
    'sim,? quero (?:me cadastrar|assinar|continuar recebendo|permanecer na lista)', 'sim,? (?:inscreva-me|cadastre-me|me inscreva)',
    '(?:conte|contem|pode contar) comigo',
  ],
  'link-words.SIGN_IN_LINK': [
    'entrar', 'fazer login', 'fa[çc]a login', 'login', 'acessar', 'acesse', 'acess(?:ar|e) (?:minha |sua |a )?conta',
    'ir para (?:minha |sua )?conta',
  ],
  'link-words.GENERIC_ANCHOR': [
    'clique aqui', 'aqui', 'continuar', 'toque aqui', 'este link', 'link', 'bot[ãa]o', 'abrir', 'acesse aqui',
  ],
  'link-words.COPY_PASTE': [
    'copi~', 'cole', 'n[ãa]o funcion(?:ar|a)',
  ],
  'link-words.INVITE_REPLY': [
    'aceitar', 'recusar', 'participar', 'entrar na (?:reuni[ãa]o|equipe)', 'ver convite', 'junte-se',
  ],
  'link-words.INVITE_ANSWER': [
    'sim', 'n[ãa]o', 'talvez',
  ],
  'link-words.EXPLAINS': [
    'como', 'saiba mais', 'ajuda', 'sobre', 'por que', 'por qu[êe]', 'o que [ée]', 'perguntas frequentes', 'dicas', 'entenda',
  ],
  'link-words.HELP_PAGE': [
    'ajuda', 'central de ajuda', 'perguntas frequentes', 'faq', 'guia', 'suporte',
  ],
  'link-words.IN_ORDER_TO': [
    'para', 'pra',
  ],
  'link-words.CANCEL_LINK': [
    'cancel(?:ar|e)', '(?:recusar|recuse|rejeitar|rejeite)', '(?:revogar|desfazer)', 'n[ãa]o fui eu',
    'n[ãa]o (?:solicitei|pedi|criei|fiz)', 'n[ãa]o me (?:cadastrei|registrei|inscrevi)', '(?:denunciar|reportar)',
    '(?:excluir|apagar|remover) (?:o )?(?:meu )?(?:cadastro|pedido|registro)', 'negar',
  ],
  'message-parts.GREETINGS': [
    'olá~', 'oi~', 'caro~', 'cara~', 'prezado~', 'prezada~', 'bom dia~', 'boa tarde~', 'boa noite~', 'e a[íi]~', 'querid[oa]~',
  ],
  'message-parts.SIGN_OFFS': [
    'atenciosamente~', 'abraços~', 'abraço~', 'obrigado~', 'obrigada~', 'cumprimentos~', 'cordialmente~', 'att~',
    'grande abra[çc]o~', 'um abra[çc]o~', 'at[ée] mais~', 'sauda[çc][õo]es~',
  ],
  'message-parts.BOILERPLATE': [
    'ver no navegador~', 'cancelar inscrição~', 'descadastrar~', 'todos os direitos reservados~', 'não responda~',
    'se você não solicitou~', 'ignore este e-mail~', '(?:visualizar|abrir) no navegador~', 'pol[íi]tica de privacidade~',
    'por favor, n[ãa]o responda~', 'este e-?mail foi enviado~', '(?:este|esta) [ée] (?:um e-?mail|uma mensagem) autom[áa]tic~',
    'voc[êe] (?:est[áa] recebendo|recebeu) este~', 'se n[ãa]o foi voc[êe]~', 'pode ignorar~', 'desconsidere este e-?mail~',
  ],
  'time.EXPIRES': [
    'expir~', 'vence', 'vencerá',
  ],
  'time.VALID_FOR': [
    'v[áa]lid~', 'validade~',
  ],
  'time.MINUTES': [
    'minutos?', 'min',
  ],
  'time.HOURS': [
    'horas?',
  ],
  'tone.URGENT': [
    'urgente~', 'imediatamente~', 'o mais rápido possível~', 'assim que possível~', 'último aviso~', 'em atraso~', 'expira hoje~',
    'suspensa~', 'bloqueada~', 'suspeit~', 'o quanto antes~', 'vencid~', 'vence hoje~', 'suspens~', 'bloquead~',
    'pagamento recusado~', 'falha no pagamento~', 'n[ãa]o autorizad~',
  ],
  'tone.ACTION_REQUESTED': [
    'ação necessária~', 'ação requerida~', 'por favor confirme~', 'por favor, confirme~', 'verifique seu~', 'por favor responda~',
    'assine', 'pague~', 'atualize~', 'insira o código~', 'insira este código~', 'digite o código~', 'digite este código~',
    'aceite o convite~', 'aprovar', 'confirme (?:o seu|a sua|seu|sua)~', 'verifique (?:o seu|a sua|sua)~', 'por favor, responda~',
    'informe o c[óo]digo~', 'use o c[óo]digo~', 'utilize o c[óo]digo~', 'aprove~', 'redefina sua senha~', 'preencha~',
  ],
  'tone.NO_ACTION_NEEDED': [
    'nenhuma ação é necessária~', 'não é necessário fazer nada~', 'voc[êe] n[ãa]o precisa fazer nada~',
    'nenhuma a[çc][ãa]o necess[áa]ria~', 'n[ãa]o [ée] preciso fazer nada~', 'pode desconsiderar~',
  ],
};
