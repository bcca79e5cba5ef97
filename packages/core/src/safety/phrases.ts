/**
 * The phrasings of text addressed to an AI assistant (docs/agents.md, "Text addressed to an
 * assistant") in English, German, French, Spanish and Portuguese, as groups of one family (what
 * the sentence does) and one language. Each group has cue words, found by the matcher's scan over
 * the whole text, and its patterns, tested on one sentence at a time (white space collapsed, so a
 * space in a pattern is one space) and only when a cue of the group is in that sentence. `^` is
 * the sentence's start. Small groups keep each regex small: V8 compiles a regex at its first use
 * and again after a garbage collection drops its code, at a cost that grows with its size.
 * Built once, at module load. No pattern nests quantifiers; none has the `u` flag (which makes a
 * regex several times slower), so letters are spelled as Latin ranges (phrase-syntax.ts).
 */
import { ADDRESS } from './phrases-address.js';
import { AP, BB, E, WORD, alt, type Group, type GroupSpec, type Lang } from './phrase-syntax.js';

export type { Group, Lang } from './phrase-syntax.js';

/** Tries to override the reader's instructions. */
const OVERRIDE: GroupSpec[] = [
  {
    family: 'override', lang: 'en',
    words: ['ignore', 'disregard', 'forget', 'override', 'bypass', 'skip', 'discard', 'drop'],
    patterns: [
      `(?:ignore|disregard|forget|override|bypass|skip|discard|drop) (?:all |any |each )?(?:of )?(?:(?:the|your|my|these|those|its|any|all) )?(?:previous|prior|preceding|above|earlier|former|original|existing|old|initial|past|foregoing)(?: ${WORD})? (?:instructions?|rules|prompts?|directions|directives|guidelines|commands|orders|guidance|context|messages)${E}`,
      `(?:ignore|disregard|forget) (?:all|any) (?:of )?(?:your |the )?(?:instructions|rules|prompts|guidelines)${E}`,
      `(?:ignore|disregard|forget) (?:everything|anything|all) (?:above|before this|prior|previously|you (?:were|have been) told)${E}`,
    ],
  },
  {
    family: 'override', lang: 'de',
    words: ['ignoriere', 'ignorieren', 'ignorier', 'vergiss', 'vergessen', 'missachte', 'missachten', 'überschreibe', 'überschreiben'],
    patterns: [
      `(?:ignorier(?:e|en sie)?|vergiss|vergessen sie|missachte(?:n sie)?|überschreibe|überschreiben sie) (?:(?:alle|sämtliche) )?(?:(?:deine|ihre|die|eure) )?(?:vorherigen|bisherigen|früheren|obigen|vorigen|vorangegangenen|ursprünglichen|vorhergehenden|oben stehenden|obenstehenden|alten|bestehenden) (?:Anweisungen|Instruktionen|Regeln|Prompts|Befehle|Vorgaben|Richtlinien)${E}`,
      `(?:ignorier(?:e|en sie)?|vergiss|vergessen sie|missachte(?:n sie)?) (?:alle|sämtliche) (?:(?:deine|ihre) )?(?:Anweisungen|Instruktionen|Regeln|Prompts|Vorgaben)${E}`,
      `(?:ignorier(?:e|en sie)?|vergiss|vergessen sie) alles(?: bisher| zuvor)? (?:oben|bisherige|vorherige|gesagte|was dir gesagt wurde)`,
    ],
  },
  {
    family: 'override', lang: 'fr',
    words: ['ignore', 'ignorez', 'ignorer', 'oublie', 'oubliez', 'oublier', 'tiens pas compte', 'tenez pas compte', 'abstraction',
      'contourne', 'contournez', 'outrepasse', 'outrepassez'],
    patterns: [
      `(?:ignore|ignorez|ignorer|oublie|oubliez|oublier|ne tiens pas compte|ne tenez pas compte|fais abstraction|faites abstraction|contourne|contournez|outrepasse|outrepassez) (?:de |des |du )?(?:(?:toutes|tous) )?(?:les |tes |vos |ces )?(?:instructions|consignes|règles|prompts|directives|ordres|indications) (?:qui précèdent|précédentes|antérieures|ci-dessus|d${AP}avant|initiales|originales|précédemment données|données précédemment|reçues)${E}`,
      `(?:ignore|ignorez|oublie|oubliez) (?:toutes|tous) (?:les |tes |vos )(?:instructions|consignes|règles|prompts)${E}`,
    ],
  },
  {
    family: 'override', lang: 'es',
    words: ['ignora', 'ignore', 'ignorar', 'ignoren', 'olvida', 'olvide', 'olvidar', 'olviden', 'caso omiso', 'descarta', 'descarte',
      'omite', 'omita', 'anula', 'anule'],
    patterns: [
      `(?:ignora|ignore|ignorar|ignoren|olvida|olvide|olvidar|olviden|haz caso omiso|haga caso omiso|hagan caso omiso|descarta|descarte|omite|omita|anula|anule) (?:de )?(?:(?:todas|todos) )?(?:las |tus |sus |los |tu |su |estas )?(?:instrucciones|reglas|indicaciones|órdenes|ordenes|prompts|directrices|normas|directivas) (?:previas|anteriores|de arriba|precedentes|originales|iniciales|recibidas)${E}`,
      `(?:ignora|ignore|olvida|olvide) (?:todas|todos) (?:las |tus |sus )(?:instrucciones|reglas|indicaciones|prompts)${E}`,
    ],
  },
  {
    family: 'override', lang: 'pt',
    words: ['ignore', 'ignora', 'ignorar', 'ignorem', 'esqueça', 'esqueca', 'esquece', 'esquecer', 'desconsidere', 'desconsidera',
      'desconsiderar', 'descarte', 'descarta'],
    patterns: [
      `(?:ignore|ignora|ignorar|ignorem|esqueça|esqueca|esquece|esquecer|desconsidere|desconsidera|desconsiderar|descarte|descarta) (?:(?:todas|todos) )?(?:as |os |suas |seus |tuas |teus |estas )?(?:instruções|instrucoes|regras|orientações|orientacoes|ordens|prompts|diretrizes|comandos|diretivas) (?:anteriores|prévias|previas|acima|precedentes|originais|iniciais|recebidas)${E}`,
      `(?:ignore|ignora|esqueça|esqueca|desconsidere) (?:todas|todos) (?:as |os |suas |seus )(?:instruções|instrucoes|regras|prompts)${E}`,
    ],
  },
];

/** "New instructions:" and "your real task is…". */
const NEW_TASK: GroupSpec[] = [
  {
    family: 'new-task', lang: 'en',
    words: ['instruction', 'instructions', 'task', 'tasks', 'job', 'goal', 'objective', 'mission', 'purpose', 'assignment'],
    patterns: [
      `(?:new|updated|real|actual|true|revised|secret|hidden) instructions? ?:`,
      `your (?:real|actual|true|secret|hidden) (?:task|job|goal|instructions?|objective|mission|purpose|assignment)s? (?:is|are|now|here)${E}`,
    ],
  },
  {
    family: 'new-task', lang: 'de',
    words: ['anweisung', 'anweisungen', 'instruktionen', 'aufgabe', 'mission', 'ziel'],
    patterns: [
      `(?:neue|aktualisierte|eigentliche|echte|geheime) (?:Anweisungen|Anweisung|Instruktionen) ?:`,
      `(?:deine|ihre) (?:eigentliche|wahre|wirkliche|echte|geheime|tatsächliche) (?:Aufgabe|Anweisung|Mission|Ziel)${E}`,
    ],
  },
  {
    family: 'new-task', lang: 'fr',
    words: ['instruction', 'instructions', 'consigne', 'consignes', 'tâche', 'mission', 'objectif'],
    patterns: [
      `(?:nouvelles|nouvelle|vraies|véritables) (?:instructions?|consignes?) ?:`,
      `(?:ta|votre) (?:vraie|véritable|réelle) (?:tâche|mission|instruction|objectif|consigne)${E}`,
      `(?:ta|votre) (?:tâche|mission) (?:réelle|véritable)${E}`,
    ],
  },
  {
    family: 'new-task', lang: 'es',
    words: ['instrucciones', 'instrucción', 'instruccion', 'tarea', 'misión', 'mision', 'función', 'funcion', 'objetivo', 'trabajo'],
    patterns: [
      `(?:nuevas|nueva|verdaderas) instrucci(?:ones|ón|on) ?:`,
      `(?:tu|su) (?:verdadera|real|auténtica|autentica|verdadero|auténtico) (?:tarea|misión|mision|función|funcion|instrucción|objetivo|trabajo)${E}`,
      `(?:tu|su) (?:tarea|misión|mision) (?:real|verdadera)${E}`,
    ],
  },
  {
    family: 'new-task', lang: 'pt',
    words: ['instruções', 'instrução', 'instrucoes', 'instrucao', 'tarefa', 'missão', 'missao', 'função', 'funcao', 'objetivo', 'trabalho'],
    patterns: [
      `(?:novas|nova|verdadeiras) instru(?:ções|ção|coes|cao) ?:`,
      `(?:sua|tua|seu|teu) (?:verdadeira|real|verdadeiro) (?:tarefa|missão|missao|função|funcao|instrução|objetivo|trabalho)${E}`,
      `(?:sua|tua) (?:tarefa|missão|missao) (?:real|verdadeira)${E}`,
    ],
  },
];

/** "You are now…" a different assistant. */
const YOU_ARE_NOW: GroupSpec[] = [
  {
    family: 'you-are-now', lang: 'en',
    words: ['you are now', "you're now", 'youre now'],
    patterns: [
      `you${AP}?(?:re| are) now (?:an? |the |my |our |in |acting as |operating as |operating in )?(?:${WORD} )?(?:AI|A\\.I\\.|assistant|agent|model|bot|chatbot|LLM|DAN|(?:developer|god|admin|debug|unrestricted|jailbreak) mode|jailbroken|unrestricted|unfiltered|uncensored|free (?:from|of))${E}`,
    ],
  },
  {
    family: 'you-are-now', lang: 'de',
    words: ['du bist jetzt', 'du bist nun', 'du bist ab', 'sie sind jetzt', 'sie sind nun', 'sie sind ab'],
    patterns: [
      `(?:du bist|sie sind) (?:jetzt|nun|ab sofort|ab jetzt) (?:eine? |ein |im |der |die )?(?:(?:uneingeschränkte|neue|andere|freie)[rs]? )?(?:KI|Assistent|Agent|Modell|Bot|Chatbot|LLM|DAN|Entwicklermodus|Entwickler-Modus|uneingeschränkt|frei von)${E}`,
    ],
  },
  {
    family: 'you-are-now', lang: 'fr',
    words: ['tu es maintenant', 'tu es désormais', 'tu es dorénavant', 'vous êtes maintenant', 'vous êtes désormais', 'vous êtes dorénavant'],
    patterns: [
      `(?:tu es|vous êtes) (?:maintenant|désormais|dorénavant) (?:une? |un |en |le |la )?(?:(?:nouvel|nouvelle|nouveau|autre) )?(?:IA|assistant|agent|modèle|bot|chatbot|LLM|DAN|mode développeur|libre de|sans restrictions?)${E}`,
    ],
  },
  {
    family: 'you-are-now', lang: 'es',
    words: ['ahora eres', 'ahora es usted', 'ahora usted es', 'eres ahora', 'usted es ahora', 'partir de ahora'],
    patterns: [
      `(?:ahora (?:eres|es usted|usted es)|(?:eres|usted es) ahora|a partir de ahora eres) (?:una? |un |el |la |en )?(?:(?:nuevo|nueva|otro|otra) )?(?:IA|asistente|agente|modelo|bot|chatbot|LLM|DAN|modo (?:de )?desarrollador|libre de|sin restricciones)${E}`,
    ],
  },
  {
    family: 'you-are-now', lang: 'pt',
    words: ['agora é', 'agora és', 'agora você', 'agora voce', 'agora tu', 'é agora', 'és agora', 'partir de agora'],
    patterns: [
      `(?:(?:você|voce|tu) (?:agora é|é agora|agora és|és agora)|agora (?:você|voce|tu) (?:é|és)|a partir de agora (?:você|voce|tu) (?:é|és)) (?:uma? |um |o |a |em )?(?:(?:novo|nova|outro|outra) )?(?:IA|assistente|agente|modelo|bot|chatbot|LLM|DAN|modo (?:de )?desenvolvedor|livre de|sem restrições)${E}`,
    ],
  },
];

/** "System prompt", and the chat-template markers of a prompt. */
const SYSTEM_PROMPT: GroupSpec[] = [
  {
    family: 'system-prompt', lang: 'any',
    words: ['[system*', '[ system*', '<system*', '< system*', '<|*', '[inst]', '<<sys>>'],
    patterns: [`[\\[<] ?system(?: prompt)? ?[\\]>]`, `<\\|im_start\\|>|<\\|system\\|>|\\[INST\\]|<<SYS>>`],
  },
  {
    family: 'system-prompt', lang: 'en',
    words: ['system prompt', 'system-prompt', 'systemprompt'],
    patterns: [
      `(?:your|my|the new|new|updated|original|hidden|secret|real) system[- ]?prompt${E}`,
      `(?:ignore|override|reveal|print|show|output|repeat|disregard|bypass|leak|forget|replace|update|change|dump|display|share|send|disclose) (?:(?:the|your|its|this|my) )?system[- ]?prompt${E}`,
      `system[- ]?prompt ?[:=\\]>]`,
    ],
  },
  {
    family: 'system-prompt', lang: 'de',
    words: ['systemprompt', 'system-prompt'],
    patterns: [`(?:dein(?:en)?|ihr(?:en)?|neuer?|den neuen) System-?prompt${E}`, `System-?prompt ?:`],
  },
  {
    family: 'system-prompt', lang: 'fr',
    words: ['prompt du système', 'prompt de système', 'prompt système', 'invite du système', 'invite de système', 'invite système'],
    patterns: [`(?:ton|votre|le nouveau|nouveau) (?:prompt|invite) (?:du |de )?système${E}`, `(?:prompt|invite) (?:du |de )?système ?:`],
  },
  {
    family: 'system-prompt', lang: 'es',
    words: ['prompt del sistema'],
    patterns: [
      `(?:tu|su|el nuevo|nuevo) prompt del sistema${E}`, `(?:ignora|revela|muestra|ignore|revele|muestre) (?:el |tu |su )?prompt del sistema${E}`,
      `prompt del sistema ?:`,
    ],
  },
  {
    family: 'system-prompt', lang: 'pt',
    words: ['prompt do sistema'],
    patterns: [
      `(?:seu|teu|o novo|novo) prompt do sistema${E}`, `(?:ignore|revele|mostre|ignora|revela|mostra) (?:o |seu |teu )?prompt do sistema${E}`,
      `prompt do sistema ?:`,
    ],
  },
];

/**
 * "Developer mode", unless the sentence is about a device, a browser or an app: phones, consoles
 * and browsers have a developer mode too, and mail explains how to turn it on.
 */
const DEVELOPER_MODE: GroupSpec = {
  family: 'developer-mode', lang: 'any',
  words: ['developer mode', 'entwicklermodus', 'entwickler-modus', 'mode développeur', 'modo desarrollador', 'modo de desarrollador',
    'modo desenvolvedor', 'modo de desenvolvedor'],
  patterns: ['developer mode', 'entwickler-?modus', 'mode développeur', 'modo (?:de )?desarrollador', 'modo (?:de )?desenvolvedor'],
  not: alt([
    `${BB}(?:i?phone|ipad|android|smartphone|handy|device|devices|browser|chrome|firefox|safari|edge|windows|macos|mac|xbox|playstation|console|router|tv|settings|app|apps|extension|plugin|téléphone|appareil|paramètres|navigateur|gerät|einstellungen|browser|teléfono|móvil|dispositivo|ajustes|configuración|navegador|telefone|celular|configurações)${E}`,
  ], 'i'),
};

/** Acting for the user behind their back: "do not tell the user", "without asking the user". */
const BEHIND_BACK: GroupSpec[] = [
  {
    family: 'behind-back', lang: 'en',
    words: ['user', 'users', 'human', 'owner'],
    patterns: [
      `(?:do not|don${AP}t|dont|never|must not|should not|shouldn${AP}t) (?:tell|inform|notify|alert|mention|reveal|disclose|show|let|warn)(?: (?:this|that|it|anything|any of this|about this|about it))? (?:to )?(?:the|your) (?:user|human|owner)s?${E}`,
      `without (?:asking|telling|informing|notifying|alerting|consulting|warning|involving|bothering|(?:first )?(?:checking|confirming) with) (?:the |your )?(?:user|human|owner)s?${E}`,
      `without (?:the |your )?(?:user|human|owner)(?:${AP}s)? (?:knowing|noticing|knowledge|being (?:told|informed|notified|aware))${E}`,
    ],
  },
  {
    family: 'behind-back', lang: 'de',
    words: ['benutzer', 'benutzerin', 'benutzers', 'nutzer', 'nutzerin', 'nutzers', 'anwender', 'anwenderin', 'anwenders', 'user'],
    patterns: [
      `(?:sag|sage|sagen sie|erzähl|erzähle|erzählen sie|verrate|verraten sie|informiere|informieren sie|benachrichtige|benachrichtigen sie)(?: (?:es|das|dies|davon))? (?:dem|den) (?:Benutzer|Nutzer|Anwender|User)(?:in)?(?: (?:davon|darüber))? (?:nichts|nicht)${E}`,
      `(?:erwähne|erwähnen sie) (?:dies|das|es) (?:dem|gegenüber dem) (?:Benutzer|Nutzer|Anwender)(?: gegenüber)? nicht${E}`,
      `ohne (?:den |die |deinen |ihren )?(?:Benutzer|Nutzer|Anwender|User)(?:in)? (?:vorher |zuvor )?(?:zu fragen|zu informieren|zu benachrichtigen|um Erlaubnis zu fragen|zu verständigen|einzubeziehen)${E}`,
      `ohne (?:Wissen|Kenntnis) (?:des|der) (?:Benutzers|Nutzers|Anwenders|Benutzerin|Nutzerin)${E}`,
      `(?:der|die) (?:Benutzer|Nutzer|Anwender)(?:in)? (?:darf|soll) (?:davon |das |dies |es )?nichts (?:erfahren|merken|wissen|mitbekommen)${E}`,
    ],
  },
  {
    family: 'behind-back', lang: 'fr',
    words: ['utilisateur', 'utilisatrice'],
    patterns: [
      `ne (?:le |la |lui |leur )?(?:dis|dites|mentionne|mentionnez|signale|signalez|révèle|révélez|raconte|racontez)(?: (?:rien|pas|jamais))?(?: (?:de )?(?:ceci|cela|ça))? (?:à|a) l${AP}utilisat(?:eur|rice)${E}`,
      `n${AP}(?:informe|informez|avertis|avertissez|alerte|alertez)(?: pas| jamais) l${AP}utilisat(?:eur|rice)${E}`,
      `ne (?:préviens|prévenez|notifie|notifiez)(?: pas| jamais) l${AP}utilisat(?:eur|rice)${E}`,
      `sans (?:demander (?:à|a) |en informer |informer |prévenir |avertir |consulter |en avertir |en aviser )l${AP}utilisat(?:eur|rice)${E}`,
      `sans que l${AP}utilisat(?:eur|rice) (?:ne )?(?:le sache|s${AP}en aperçoive|soit (?:informée?|avertie?|prévenue?))`,
    ],
  },
  {
    family: 'behind-back', lang: 'es',
    words: ['usuario', 'usuaria', 'usuarios', 'usuarias'],
    patterns: [
      `no (?:se lo |le |les |lo )?(?:digas|diga|menciones|mencione|informes|informe|avises|avise|cuentes|cuente|reveles|revele|notifiques|notifique|comentes|comente)(?: (?:nada|esto|de esto|eso|nada de esto))? (?:al|a la|a los|a las) usuari[oa]s?${E}`,
      `no (?:informes|informe|avises|avise|notifiques|notifique|alertes|alerte) (?:al|a la) usuari[oa]${E}`,
      `sin (?:preguntar|consultar|avisar|informar|notificar|pedir(?:le)? permiso|decir(?:le)?(?: nada)?)(?: al| a la| a)? usuari[oa]${E}`,
      `sin que el usuario (?:lo sepa|se entere|lo note)`,
    ],
  },
  {
    family: 'behind-back', lang: 'pt',
    words: ['usuário', 'usuária', 'usuario', 'usuaria', 'usuários', 'usuarios'],
    patterns: [
      `não (?:conte|contes|diga|digas|mencione|menciones|informe|informes|avise|avises|notifique|revele|fale)(?: (?:nada|isso|isto|nada disso|sobre isso))?(?: (?:ao|à|a|para o|para a|o))? usu[aá]ri[oa]s?${E}`,
      `sem (?:perguntar|consultar|avisar|informar|notificar|pedir permissão|pedir autorização|falar)(?: (?:ao|à|a|o|com o|com a))? usu[aá]ri[oa]${E}`,
      `sem que o usu[aá]rio (?:saiba|perceba|note)`,
    ],
  },
];

/** "Silently forward / send / reply": an adverb of secrecy next to a verb of sending, either order (a few words apart). */
function silently(lang: Lang, adverbs: string[], verbs: string): GroupSpec {
  const adv = `(?:${adverbs.join('|')})`;
  return {
    family: 'silently', lang, words: adverbs,
    patterns: [`${adv} ${verbs}${E}`, `${verbs}(?: \\S+)?(?: \\S+)?(?: \\S+)?(?: \\S+)? ${adv}${E}`],
  };
}
const SILENTLY: GroupSpec[] = [
  silently('en', ['silently', 'secretly', 'covertly', 'quietly'],
    '(?:forward|send|reply|respond|email|e-mail|share|transfer|delete|export|upload|copy|click|approve|accept|pay|wire|move|archive|bcc|cc|attach|post|submit|grant|download|visit)'),
  silently('de', ['heimlich', 'stillschweigend', 'unbemerkt', 'insgeheim'],
    '(?:leite|leiten sie|sende|senden sie|schicke|schicken sie|antworte|antworten sie|lösche|löschen sie|teile|teilen sie|überweise|überweisen sie|klicke|klicken sie|kopiere|weiterleiten|senden|schicken|antworten|löschen|überweisen)'),
  silently('fr', ['silencieusement', 'discrètement', 'secrètement', 'en silence', 'en secret', 'en douce'],
    '(?:transfère|transférez|transfere|envoie|envoyez|réponds|répondez|partage|partagez|supprime|supprimez|fais suivre|faites suivre|redirige|redirigez|transmets|transmettez|clique|cliquez|copie|copiez)'),
  silently('es', ['silenciosamente', 'en silencio', 'secretamente', 'en secreto', 'discretamente'],
    '(?:reenvía|reenvia|reenvíe|envía|envia|envíe|responde|responda|comparte|comparta|borra|borre|elimina|elimine|transfiere|transfiera|haz clic|copia|copie)'),
  silently('pt', ['silenciosamente', 'em silêncio', 'secretamente', 'em segredo', 'discretamente'],
    '(?:encaminhe|encaminha|envie|envia|responda|responde|compartilhe|partilhe|apague|exclua|transfira|clique|copie)'),
];

/** Every group; a group's index is its id. */
export const GROUPS: readonly Group[] = [...ADDRESS, ...OVERRIDE, ...NEW_TASK, ...YOU_ARE_NOW, ...SYSTEM_PROMPT, DEVELOPER_MODE, ...BEHIND_BACK, ...SILENTLY]
  .map((g) => {
    const anchored = g.patterns.filter((p) => p.startsWith('^'));
    const rest = g.patterns.filter((p) => !p.startsWith('^'));
    return { ...g, start: anchored.length > 0 ? alt(anchored, 'i') : null, re: rest.length > 0 ? alt(rest, 'gi') : null };
  });
