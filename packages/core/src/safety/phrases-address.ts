/**
 * Sentences that address a model or agent as the reader (docs/agents.md: "AI assistant:",
 * "Note to the AI", "If you are an AI…", "To any assistant reading this email", "Dear
 * ChatGPT", "Hey agent,"), in English, German, French, Spanish and Portuguese.
 */
import { AP, BRANDS, BRAND_WORDS, E, WORD, agentEnd, type GroupSpec } from './phrase-syntax.js';

// Names of models and assistants, per language, used inside the patterns.
const AI_EN = `(?:AI|A\\.I\\.|LLM|(?:large )?language model|AI (?:assistant|agent|model|system|bot)|chatbot)`;
const AI_DE = `(?:KI|LLM|Sprachmodell|KI-(?:Assistent(?:in)?|Agent|Modell|System|Sprachmodell)|Chatbot|künstliche Intelligenz)`;
const AI_FR = `(?:IA|I\\.A\\.|LLM|intelligence artificielle|(?:grand )?modèle de langage|assistant(?:e)? (?:IA|d${AP}IA|virtuel(?:le)?)|agent (?:IA|d${AP}IA)|chatbot)`;
const AI_ES = `(?:IA|I\\.A\\.|LLM|inteligencia artificial|modelo de lenguaje|asistente (?:de IA|IA|virtual)|agente (?:de IA|IA)|chatbot)`;
const AI_PT = `(?:IA|I\\.A\\.|LLM|inteligência artificial|inteligencia artificial|modelo de linguagem|assistente (?:de IA|IA|virtual)|agente (?:de IA|IA)|chatbot)`;

export const ADDRESS: GroupSpec[] = [
  {
    family: 'address', lang: 'en',
    words: ['ai', 'a.i.', 'llm', 'llms', 'assistant', 'assistants', 'agent', 'agents', 'model', 'models', 'language model',
      'chatbot', 'chatbots', 'bot', 'bots', 'robot', 'machine', 'human', ...BRAND_WORDS],
    patterns: [
      `^(?:the |any |all |every )?(?:AI|A\\.I\\.) (?:assistant|agent|model|system|bot)s? ?[:,]`,
      `^(?:LLM|(?:large )?language model)s? ?:`,
      `^(?:hey|hi|hello|attention|greetings) (?:the |my )?(?:${AI_EN}|AI|assistant|agent|bot|model|ChatGPT|Copilot)s? ?[:,!.—–-]`,
      `^dear (?:${AI_EN}|${BRANDS})${E}`,
      `(?:note|message|instructions?|attention|a word) (?:to|for) (?:the |any |all |every )?(?:${AI_EN}|assistant|agent|model|bot)s?${E}`,
      `if you${AP}?(?:re| are) (?:an? |the )?(?:${AI_EN}|AI-powered ${WORD}|bot|automated (?:agent|assistant|system|program|reader)|virtual assistant|machine|robot)${E}`,
      `if you${AP}?(?:re| are) (?:an? )?(?:agent|assistant)${agentEnd('(?:reading|processing|summari[sz]ing|parsing|and not|rather than|that|who|like|such as) ')}`,
      `if you${AP}?(?:re| are) not (?:a )?human${E}`,
      `(?:to|for|attention) (?:any|all|every|each|the) (?:AI |automated )?(?:assistant|agent|model|LLM|AI|bot|language model|AI system)s?(?: (?:that|who) (?:is|are))? (?:reading|processing|summari[sz]ing|parsing|analy[sz]ing|reviewing|handling|scanning)${E}`,
      `(?:AI|LLM|assistant|agent|model|bot)s? (?:that is |that are |who is |who are )?(?:reading|processing|summari[sz]ing|parsing|analy[sz]ing) (?:this|the) (?:e-?mail|message|mail|inbox|thread)${E}`,
    ],
  },
  {
    family: 'address', lang: 'de',
    words: ['ki', 'llm', 'llms', 'sprachmodell*', 'ki-sprachmodell*', 'assistent*', 'agent', 'agenten', 'modell', 'modelle', 'bot',
      'chatbot', 'künstliche', ...BRAND_WORDS],
    patterns: [
      `^(?:die |alle |jede[rs]? )?KI[- ](?:Assistent(?:in|en)?|Agent(?:en)?|Modell|System)e?s? ?[:,]`,
      `^(?:LLM|Sprachmodell|KI-Sprachmodell)s? ?:`,
      `^(?:hallo|hey|hi|achtung) (?:${AI_DE}|Assistent(?:in)?|Agent|Bot|${BRANDS}) ?[:,!.—–-]`,
      `^liebe[rs]? (?:${AI_DE}|${BRANDS})${E}`,
      `(?:hinweis|nachricht|anweisung(?:en)?|notiz) (?:an|für) (?:die |den |das |alle |jede[nrs]? )?(?:${AI_DE}|KI-Assistenten|KI-Agenten|Assistent(?:in|en)?|Agent(?:en)?|Modell|Bot)s?${E}`,
      `(?:wenn|falls) (?:du|sie) (?:eine |ein )?(?:${AI_DE}|KI-${WORD}|Bot|Agent|Assistent|automatisierte[rs]? ${WORD}) (?:bist|sind)${E}`,
      `(?:an )?(?:alle|jede[nrs]?|den|die) (?:KI-)?(?:Assistent(?:en|in)?|Agent(?:en)?|Modell(?:e)?|Sprachmodell(?:e)?|KI|LLMs?),? (?:der|die|das) (?:diese|die) (?:E-Mail|Mail|Nachricht) (?:liest|lesen|verarbeitet|verarbeiten|zusammenfasst)`,
    ],
  },
  {
    family: 'address', lang: 'fr',
    words: ['ia', 'i.a.', 'llm', 'llms', 'intelligence artificielle', 'modèle*', 'assistant*', 'agent', 'agents', 'chatbot', 'bot',
      'robot', 'robots', ...BRAND_WORDS],
    patterns: [
      `^(?:l${AP}|les? |la |tout |toute )?(?:assistant(?:e)?s? (?:IA|d${AP}IA|virtuel)|agents? (?:IA|d${AP}IA)|modèles? de langage|LLM) ?[:,]`,
      `^(?:bonjour|salut|hey|attention) (?:l${AP})?(?:${AI_FR}|assistant(?:e)?|agent|robot|${BRANDS}) ?[:,!.—–-]`,
      `^(?:cher|chère) (?:${AI_FR}|${BRANDS})${E}`,
      `(?:note|message|instructions?|consignes?) (?:à|a|pour) (?:l${AP}|la |le |les |tout |toute |chaque )?(?:${AI_FR}|assistant(?:e)?s?|agents?|modèles?|robots?)${E}`,
      `à l${AP}attention (?:de l${AP}|du |des )(?:IA|assistant|agent|modèle|LLM)`,
      `si (?:vous êtes|tu es|t${AP}es) (?:une? |un )?(?:${AI_FR}|bot|robot)${E}`,
      `si (?:vous êtes|tu es) (?:une? |un )?(?:agent|assistant(?:e)?)${agentEnd('qui (?:lit|lis|traite|traites|analyse)')}`,
      `(?:à|a) (?:tout|toute|tous les|toutes les|chaque|l${AP}) ?(?:assistant|agent|IA|modèle|LLM)s?(?: IA| d${AP}IA)? qui (?:lit|lisent|lis|traite|traitent|analyse|analysent|résume|résument) (?:cet|ce|ces|le|la) (?:e-?mail|courriel|message|mail)`,
    ],
  },
  {
    family: 'address', lang: 'es',
    words: ['ia', 'i.a.', 'llm', 'llms', 'inteligencia artificial', 'modelo', 'modelos', 'asistente', 'asistentes', 'agente', 'agentes',
      'chatbot', 'bot', 'bots', 'robot', ...BRAND_WORDS],
    patterns: [
      `^(?:la |el |los |las |cualquier )?(?:asistentes? (?:de IA|IA|virtual)|agentes? (?:de IA|IA)|modelos? de lenguaje|LLM) ?[:,]`,
      `^(?:hola|oye|atención) (?:${AI_ES}|asistente|agente|${BRANDS}) ?[:,!.—–-]`,
      `^(?:querid[oa]|estimad[oa]) (?:${AI_ES}|${BRANDS})${E}`,
      `(?:nota|mensaje|instrucciones?) para (?:la |el |los |las |cualquier |todo |cada )?(?:${AI_ES}|asistentes?|agentes?|modelos?|bots?)${E}`,
      `si (?:eres|usted es|es usted|tú eres) (?:una? |un )?(?:${AI_ES}|bot|robot)${E}`,
      `si (?:eres|usted es|es usted|tú eres) (?:una? |un )?(?:agente|asistente)${agentEnd('que (?:lee|lees|lea|procesa|procesas)')}`,
      `(?:a|para) (?:cualquier|todo|todos los|cada|el|la) (?:asistente|agente|IA|modelo|LLM)s?(?: de IA| IA)? que (?:lea|lean|esté leyendo|estén leyendo|procese|procesa|lee) (?:este|esta|estos) (?:correo|mensaje|e-?mail)`,
    ],
  },
  {
    family: 'address', lang: 'pt',
    words: ['ia', 'i.a.', 'llm', 'llms', 'inteligência artificial', 'inteligencia artificial', 'modelo', 'modelos', 'assistente',
      'assistentes', 'agente', 'agentes', 'chatbot', 'bot', 'bots', 'robô', ...BRAND_WORDS],
    patterns: [
      `^(?:a |o |qualquer )?(?:assistentes? (?:de IA|IA|virtual)|agentes? (?:de IA|IA)|modelos? de linguagem|LLM) ?[:,]`,
      `^(?:olá|ola|oi|ei|atenção) (?:${AI_PT}|assistente|agente|${BRANDS}) ?[:,!.—–-]`,
      `^(?:caro|cara|querid[oa]|prezad[oa]) (?:${AI_PT}|${BRANDS})${E}`,
      `(?:nota|mensagem|instruç(?:ões|ão)) (?:para|à|ao) (?:a |o |os |as |qualquer |todo |cada )?(?:${AI_PT}|assistentes?|agentes?|modelos?|bots?)${E}`,
      `se (?:você é|voce é|você for|tu és|és) (?:uma? |um )?(?:${AI_PT}|bot|robô)${E}`,
      `se (?:você é|voce é|você for|tu és|és) (?:uma? |um )?(?:agente|assistente)${agentEnd('que (?:lê|lês|leia|processa|está lendo)')}`,
      `(?:a|para) (?:qualquer|todo|todos os|cada|o|a) (?:assistente|agente|IA|modelo|LLM)s?(?: de IA| IA)? que (?:esteja lendo|está lendo|estiver lendo|leia|lê|esteja a ler|processe|processa) (?:este|esta|estes) (?:e-?mail|mensagem|correio)`,
    ],
  },
];

