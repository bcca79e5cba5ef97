/**
 * Keyword tables of the built-in analyzer. The words themselves live in the shared
 * vocabulary (src/lexicon/: categories, tone, labels, message parts), one concept per idea
 * in every language; here they are read as the analyzer's terms (conceptTerms): lower case,
 * matching at the start of a word (so 'rechnung' also finds 'Rechnungsnummer', 'shipped'
 * finds 'shipped.'), a trailing '$' making a term match whole words only. Terms in scripts
 * written without spaces between words (Japanese, Chinese, Korean, Thai) match anywhere.
 * Below the keyword tables: sender and domain facts that are not vocabulary.
 */
import { conceptTerms } from '../lexicon/pattern.js';
import {
  AUTHENTICATION, BILLING, MARKETING, NOTIFICATION, SECURITY, SHIPPING, SOCIAL, TRANSACTIONAL,
} from '../lexicon/categories.js';
import { ACTION_REQUESTED, NO_ACTION_NEEDED, URGENT } from '../lexicon/tone.js';
import * as labels from '../lexicon/labels.js';
import * as parts from '../lexicon/message-parts.js';

export type CategoryKey =
  | 'authentication' | 'security' | 'billing' | 'shipping' | 'transactional' | 'marketing' | 'social' | 'notification';

export const CATEGORY_TERMS: Record<CategoryKey, string[]> = {
  authentication: conceptTerms(AUTHENTICATION),
  security: conceptTerms(SECURITY),
  billing: conceptTerms(BILLING),
  shipping: conceptTerms(SHIPPING),
  transactional: conceptTerms(TRANSACTIONAL),
  marketing: conceptTerms(MARKETING),
  social: conceptTerms(SOCIAL),
  notification: conceptTerms(NOTIFICATION),
};

/** Explicit urgency. Marketing never counts as urgent, whatever it says. */
export const URGENT_TERMS: string[] = conceptTerms(URGENT);
/** The recipient is asked to do something. Calls to action in marketing do not count. */
export const ACTION_TERMS: string[] = conceptTerms(ACTION_REQUESTED);
/** "Nothing for you to do": cancels ACTION_TERMS found in the same message. */
export const NO_ACTION_TERMS: string[] = conceptTerms(NO_ACTION_NEEDED);

/** Labels that introduce a reference number, with what kind of reference each is. */
export type IdKind = 'order' | 'invoice' | 'tracking' | 'booking' | 'ticket' | 'reference';
export const ID_LABELS: Record<IdKind, string[]> = {
  order: conceptTerms(labels.ID_LABELS.order),
  invoice: conceptTerms(labels.ID_LABELS.invoice),
  tracking: conceptTerms(labels.ID_LABELS.tracking),
  booking: conceptTerms(labels.ID_LABELS.booking),
  ticket: conceptTerms(labels.ID_LABELS.ticket),
  reference: conceptTerms(labels.ID_LABELS.reference),
};
/** Words between a label and its value: "Order number: 123", "N° de commande", "номер", "注文番号は". */
export const ID_CONNECTORS: string[] = conceptTerms(labels.ID_CONNECTORS);
/** Labels that mark an amount as the one that matters: totals first. */
export const AMOUNT_STRONG_LABELS: string[] = conceptTerms(labels.AMOUNT_STRONG_LABELS);
export const AMOUNT_WEAK_LABELS: string[] = conceptTerms(labels.AMOUNT_WEAK_LABELS);
/** Code labels for the fallback OTP finder (the deterministic extractor's `otp` comes first). */
export const OTP_LABELS: string[] = conceptTerms(labels.OTP_LABELS);

/** Greeting lines that open a message and say nothing about it. */
export const GREETINGS: string[] = conceptTerms(parts.GREETINGS);
/** Sign-offs: the line after one is often the writer's name. */
export const SIGN_OFFS: string[] = conceptTerms(parts.SIGN_OFFS);
/** Lines that are furniture, not content (matched anywhere in a line, lower case). */
export const BOILERPLATE_TERMS: string[] = conceptTerms(parts.BOILERPLATE);

/** Local parts of automated senders. */
export const AUTOMATED_LOCAL_RE =
  /^(?:no-?reply|do-?not-?reply|donotreply|noreply[-+.\w]*|notifications?|notify|alerts?|info|support|help|hello|hi|team|mailer(?:-daemon)?|news(?:letter)?|marketing|promo(?:tions)?|offers|deals|gifts?|giftcards?|billing|invoices?|receipts?|payments?|orders?|shipping|shipment|tracking|delivery|accounts?|account-security|security|verify|verification|auth|login|admin|system|postmaster|bounce[s]?|automated|robot|bot|service|customerservice|customer-service|sales|store|shop|feedback|updates?|digest|reminders?|jobs|careers|calendar|drive-shares-noreply|messages?)(?:[-+._].*)?$/i;

/** Consumer mailbox providers: a sender there is a person, not an organisation. */
export const FREEMAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.co.uk', 'yahoo.fr', 'yahoo.de', 'yahoo.es', 'yahoo.it', 'yahoo.co.jp', 'ymail.com',
  'outlook.com', 'hotmail.com', 'hotmail.co.uk', 'hotmail.fr', 'hotmail.de', 'hotmail.it', 'hotmail.es', 'live.com', 'live.fr', 'live.de', 'msn.com',
  'aol.com', 'icloud.com', 'me.com', 'mac.com', 'proton.me', 'protonmail.com', 'pm.me', 'fastmail.com', 'tutanota.com', 'hey.com', 'zoho.com',
  'gmx.de', 'gmx.net', 'gmx.at', 'gmx.ch', 'gmx.com', 'web.de', 't-online.de', 'freenet.de', 'posteo.de', 'mailbox.org',
  'orange.fr', 'free.fr', 'laposte.net', 'wanadoo.fr', 'sfr.fr',
  'libero.it', 'virgilio.it', 'tiscali.it', 'alice.it',
  'uol.com.br', 'bol.com.br', 'terra.com.br', 'sapo.pt',
  'ziggo.nl', 'kpnmail.nl', 'planet.nl',
  'wp.pl', 'o2.pl', 'onet.pl', 'interia.pl', 'op.pl',
  'yandex.ru', 'yandex.com', 'ya.ru', 'mail.ru', 'inbox.ru', 'list.ru', 'bk.ru', 'rambler.ru',
  'qq.com', '163.com', '126.com', 'sina.com', 'sohu.com', 'foxmail.com', 'yeah.net',
  'naver.com', 'daum.net', 'hanmail.net', 'kakao.com', 'nate.com',
  'docomo.ne.jp', 'ezweb.ne.jp', 'softbank.ne.jp', 'i.softbank.jp',
  'seznam.cz', 'yahoo.com.br', 'hotmail.com.br', 'outlook.de', 'outlook.fr', 'outlook.es',
]);

/** Second-level suffixes under which the organisation is the third label. */
export const MULTI_PART_SUFFIXES = new Set([
  'co.uk', 'org.uk', 'ac.uk', 'gov.uk', 'me.uk', 'com.au', 'net.au', 'org.au', 'co.nz', 'co.jp', 'ne.jp', 'or.jp', 'ac.jp', 'co.kr', 'or.kr',
  'com.br', 'net.br', 'org.br', 'com.mx', 'com.ar', 'com.co', 'com.pe', 'com.tr', 'net.tr', 'org.tr', 'gen.tr', 'com.cn', 'net.cn', 'org.cn',
  'com.tw', 'com.hk', 'com.sg', 'com.my', 'com.ph', 'com.vn', 'co.in', 'co.id', 'co.th', 'co.za', 'co.il', 'com.pl', 'com.ua', 'com.ru',
  'com.es', 'com.pt', 'com.sa', 'com.eg', 'com.ng',
]);

/** Sending subdomains that say nothing about the organisation. */
export const SENDING_SUBDOMAINS = new Set([
  'mail', 'email', 'e', 'em', 'mg', 'm', 'mx', 'smtp', 'send', 'sender', 'bounce', 'bounces', 'news', 'newsletter', 'info', 'notifications',
  'notification', 'notify', 'alerts', 'accounts', 'account', 'noreply', 'reply', 'service', 'services', 'updates', 'marketing', 'crm', 'emails', 'mailer', 'post', 'transactional', 'txn', 'auth', 'id', 'secure', 'www',
]);

/** Brands whose usual spelling is not just a capital first letter. */
export const BRAND_NAMES: Record<string, string> = {
  github: 'GitHub', gitlab: 'GitLab', paypal: 'PayPal', linkedin: 'LinkedIn', youtube: 'YouTube', facebookmail: 'Facebook',
  facebook: 'Facebook', whatsapp: 'WhatsApp', tiktok: 'TikTok', ebay: 'eBay', icloud: 'iCloud', dhl: 'DHL', ups: 'UPS', usps: 'USPS',
  fedex: 'FedEx', hsbc: 'HSBC', ing: 'ING', bbva: 'BBVA', ibm: 'IBM', aws: 'AWS', amazonaws: 'AWS', airbnb: 'Airbnb', doordash: 'DoorDash',
  hubspot: 'HubSpot', openai: 'OpenAI', digitalocean: 'DigitalOcean', stackoverflow: 'Stack Overflow', sncf: 'SNCF', bahn: 'Deutsche Bahn',
  dpd: 'DPD', gls: 'GLS', tnt: 'TNT', postnl: 'PostNL', inpost: 'InPost', allegro: 'Allegro', mercadolibre: 'Mercado Libre',
  mercadolivre: 'Mercado Livre', aliexpress: 'AliExpress', alibaba: 'Alibaba', jd: 'JD.com', taobao: 'Taobao', wechat: 'WeChat',
  kakaocorp: 'Kakao', line: 'LINE', rakuten: 'Rakuten', nhk: 'NHK', ntt: 'NTT', kddi: 'KDDI', vk: 'VK', ozon: 'Ozon', yandex: 'Yandex',
  trendyol: 'Trendyol', hepsiburada: 'Hepsiburada', bol: 'bol.com', zalando: 'Zalando', otto: 'OTTO', sbb: 'SBB', ovh: 'OVHcloud',
  npmjs: 'npm', circleci: 'CircleCI', travisci: 'Travis CI', jetbrains: 'JetBrains', atlassian: 'Atlassian', bitbucket: 'Bitbucket',
  sendgrid: 'SendGrid', mailchimp: 'Mailchimp', docusign: 'DocuSign', dropbox: 'Dropbox', wetransfer: 'WeTransfer', booking: 'Booking.com',
  tripadvisor: 'Tripadvisor', xero: 'Xero', quickbooks: 'QuickBooks', intuit: 'Intuit', americanexpress: 'American Express', amex: 'American Express',
  bankofamerica: 'Bank of America', wellsfargo: 'Wells Fargo', chase: 'Chase', n26: 'N26', revolut: 'Revolut', wise: 'Wise', klarna: 'Klarna',
  mbank: 'mBank', pkobp: 'PKO BP', sberbank: 'Sberbank', tinkoff: 'Tinkoff', naver: 'NAVER', coupang: 'Coupang', google: 'Google',
  microsoft: 'Microsoft', apple: 'Apple', amazon: 'Amazon', netflix: 'Netflix', spotify: 'Spotify', slack: 'Slack', stripe: 'Stripe', shopify: 'Shopify',
  x: 'X', twitter: 'X', instagram: 'Instagram', reddit: 'Reddit', discord: 'Discord', zoom: 'Zoom', notion: 'Notion', figma: 'Figma',
  qq: 'QQ', gmail: 'Gmail', googlemail: 'Gmail', gmx: 'GMX', web: 'WEB.DE', aol: 'AOL', proton: 'Proton', protonmail: 'Proton',
  vercel: 'Vercel', netlify: 'Netlify', heroku: 'Heroku', cloudflare: 'Cloudflare', sentry: 'Sentry', datadoghq: 'Datadog', pagerduty: 'PagerDuty',
};
