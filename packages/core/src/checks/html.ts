/**
 * The `html` part of a message's checks: which HTML and CSS features the mail uses, and which
 * email clients render them, from the caniemail.com data that the `caniemail` package ships
 * (`caniemail/caniemail.json`). Pure and offline: no network, no remote stylesheet fetched.
 *
 * ```ts
 * htmlCompatibility('<div style="display:flex">…</div>');
 * // { score: 86.9, unsupported: [
 * //   { feature: 'css-display-flex', title: 'display:flex', clients: ['Outlook (Windows)', …,
 * //     'Orange (Android)', 'Gmail (iOS) (partial)', 'Gmail (Android) (partial)'] },
 * //   { feature: 'css-display', title: 'display', clients: ['Gmail (iOS) (partial)', …] }] }
 * ```
 *
 * Decisions:
 *
 * - **Clients** are caniemail's (family, platform) pairs, each read at its latest tested version:
 *   the 32 clients of the `caniemail` package's list plus Outlook.com (`outlook.outlook-com`,
 *   also the engine of the new Outlook for Windows), 33 in all, named "Family (Platform)" in
 *   HTML_CHECK_CLIENTS ("Outlook (Windows)" is the Word-engine desktop Outlook, 2007 to 2021;
 *   "Gmail (Webmail)" is caniemail's `desktop-webmail`). Clients caniemail tests for a few
 *   features only (GMX, WEB.DE, 1&1, T-online, Free.fr, WP.pl, RainLoop, Thunderbird on
 *   Windows, La Poste's apps) are left out: with most features untested they would weigh on
 *   the features they happen to have. A (feature, client) pair without data, or marked
 *   unknown (`u`), counts neither way.
 * - **Latest version** is the last one caniemail lists for the client. The JSON's order cannot
 *   be read back as written (JavaScript puts integer keys such as `2019` or `16` first), so it
 *   is rebuilt: the last non-integer key, unless the highest integer key is newer (a year
 *   beside an older `YYYY-MM` date, a bare version such as `16` beside `12.4`); year-named
 *   editions (Outlook 2011/2016) come before numbered versions (16.80). Checked against the
 *   file's own order for every pair of caniemail 1.0.5's data: the same support everywhere.
 * - **feature** is caniemail's slug (`css-display-flex`, `html-video`, `image-webp`); **title**
 *   caniemail's title (`display:flex`, `<video> element`, `webP image format`).
 * - **clients** of an entry: the clients without support, by their names, then those with
 *   partial support, each with the suffix " (partial)" (e.g. `"Gmail (Android) (partial)"`).
 *   A feature every client supports fully is not listed; one only partly supported somewhere
 *   is, with only "(partial)" names. The order is HTML_CHECK_CLIENTS' within each group.
 * - **score** is 100 × (supported + ½ partial) / (pairs with data), over every feature found
 *   once each (used once or a thousand times, a feature weighs the same), rounded to one
 *   decimal; 100 when there is no HTML or nothing in it that caniemail tests. Mailpit's total
 *   instead weighs each feature by how many elements use it and keeps the worst; this one is
 *   the plain share the report's type describes.
 * - **Order**: the most clients without support first, then the most with partial support,
 *   then by slug.
 *
 * What is matched (a scanner driven by indexOf, no DOM: linear in the input, never throws):
 * elements and attributes (`<video>`, `<svg>`, `<form>`, `align`, `role`, `srcset`, a local
 * `#anchor` or `mailto:` link, the HTML5 doctype, comments), image formats by the `src`
 * extension or `data:` type of `<img>` and `<source>`, and CSS from `style` attributes and
 * `<style>` elements alike: properties (`position`, `left`, `margin-inline`…), values
 * (`display:flex`, `display:grid`, `flex-direction:column`), functions (`calc()`, `rgba()`,
 * `linear-gradient()`, `var()`), units, `!important`, at-rules with their media features
 * (`@media (prefers-color-scheme)`), and from `<style>` only, selectors (class, id,
 * attribute, combinators, pseudo-classes and -elements) and nesting. Rules inside `@media`
 * and `@supports` count like any other. The content of comments is not read: an Outlook
 * conditional comment (`<!--[if mso]>…<![endif]-->`) is for Outlook alone, and what it holds
 * says nothing of the other clients. Remote stylesheets (`<link rel="stylesheet">`) count as
 * `<link>` and are not fetched.
 *
 * caniemail's own checker (`caniemail({ clients, html })`) is not used: it matches element
 * names by substring (`<tbody>` reports `<body>`, `<article>` reports `<rt>`, and the HTML5
 * semantic elements and `<svg>` are never found), reads only the top-level rules of a
 * stylesheet (a `display:flex` inside `@media` is missed), picks a client's "latest" version
 * by string order (Outlook for Mac's 2019-02 over 16.80), and throws on an empty string, a
 * malformed `<style>` or `style` attribute, an unparsable selector and deeply nested markup
 * (its tree walk is recursive).
 */

import { createRequire } from 'node:module';
import type { HtmlCompatibilityReport } from './types.js';
import { scanHtml } from './html-scan.js';

/** The clients, in report order: [caniemail family, caniemail platform, name]. */
export const HTML_CHECK_CLIENTS: ReadonlyArray<readonly [family: string, platform: string, name: string]> = [
  ['apple-mail', 'macos', 'Apple Mail (macOS)'],
  ['apple-mail', 'ios', 'Apple Mail (iOS)'],
  ['gmail', 'desktop-webmail', 'Gmail (Webmail)'],
  ['gmail', 'ios', 'Gmail (iOS)'],
  ['gmail', 'android', 'Gmail (Android)'],
  ['gmail', 'mobile-webmail', 'Gmail (Mobile Webmail)'],
  ['outlook', 'windows', 'Outlook (Windows)'],
  ['outlook', 'windows-mail', 'Outlook (Windows Mail)'],
  ['outlook', 'macos', 'Outlook (macOS)'],
  ['outlook', 'outlook-com', 'Outlook.com'],
  ['outlook', 'ios', 'Outlook (iOS)'],
  ['outlook', 'android', 'Outlook (Android)'],
  ['yahoo', 'desktop-webmail', 'Yahoo Mail (Webmail)'],
  ['yahoo', 'ios', 'Yahoo Mail (iOS)'],
  ['yahoo', 'android', 'Yahoo Mail (Android)'],
  ['aol', 'desktop-webmail', 'AOL (Webmail)'],
  ['aol', 'ios', 'AOL (iOS)'],
  ['aol', 'android', 'AOL (Android)'],
  ['samsung-email', 'android', 'Samsung Email (Android)'],
  ['thunderbird', 'macos', 'Thunderbird (macOS)'],
  ['protonmail', 'desktop-webmail', 'Proton Mail (Webmail)'],
  ['protonmail', 'ios', 'Proton Mail (iOS)'],
  ['protonmail', 'android', 'Proton Mail (Android)'],
  ['hey', 'desktop-webmail', 'HEY (Webmail)'],
  ['fastmail', 'desktop-webmail', 'Fastmail (Webmail)'],
  ['mail-ru', 'desktop-webmail', 'Mail.ru (Webmail)'],
  ['orange', 'desktop-webmail', 'Orange (Webmail)'],
  ['orange', 'ios', 'Orange (iOS)'],
  ['orange', 'android', 'Orange (Android)'],
  ['sfr', 'desktop-webmail', 'SFR (Webmail)'],
  ['sfr', 'ios', 'SFR (iOS)'],
  ['sfr', 'android', 'SFR (Android)'],
  ['laposte', 'desktop-webmail', 'La Poste (Webmail)'],
];

/** The suffix of a client name in `clients` when its support is partial. */
export const PARTIAL_SUFFIX = ' (partial)';

/** Checks a message's HTML body against caniemail's data. Never throws; `null` (no HTML part) scores 100. */
export function htmlCompatibility(html: string | null): HtmlCompatibilityReport {
  if (typeof html !== 'string' || html.length === 0) return { score: 100, unsupported: [] };
  const found = new Set<string>();
  scanHtml(html, found);
  return report(found);
}

// ---------------------------------------------------------------------------------------------
// The data: per feature, the support of each client at its latest version.

interface RawFeature {
  slug: string;
  title: string;
  stats: Record<string, Record<string, Record<string, string>> | undefined>;
}

const FULL = 2, PARTIAL = 1, NONE = 0, NO_DATA = -1;

interface Feature {
  title: string;
  /** Per client of HTML_CHECK_CLIENTS: FULL, PARTIAL, NONE or NO_DATA. */
  support: Int8Array;
}

let features: Map<string, Feature> | null = null;
let loaded: { data: RawFeature[] } | null = null;

/**
 * Loads caniemail's data (641 KB of JSON, some 50 ms) on first need rather than with the
 * service. The service awaits it before a check: a dynamic import, which the single binary's
 * bundle carries; a direct call of htmlCompatibility() without it reads the file from
 * node_modules.
 */
export async function loadHtmlData(): Promise<void> {
  loaded ??= (await import('caniemail/caniemail.json', { with: { type: 'json' } })).default as unknown as { data: RawFeature[] };
}

function table(): Map<string, Feature> {
  if (features) return features;
  const map = new Map<string, Feature>();
  loaded ??= createRequire(import.meta.url)('caniemail/caniemail.json') as { data: RawFeature[] };
  for (const raw of loaded.data) {
    const support = new Int8Array(HTML_CHECK_CLIENTS.length).fill(NO_DATA);
    HTML_CHECK_CLIENTS.forEach(([family, platform], i) => {
      const versions = raw.stats[family]?.[platform];
      if (!versions) return;
      const latest = latestVersion(Object.keys(versions));
      const value = latest === null ? undefined : versions[latest];
      if (value === undefined) return;
      support[i] = value.startsWith('y') ? FULL : value.startsWith('a') ? PARTIAL : value.startsWith('n') ? NONE : NO_DATA;
    });
    map.set(raw.slug, { title: raw.title, support });
  }
  return (features = map);
}

const INTEGER_KEY = /^(?:0|[1-9]\d*)$/;
const DATE_KEY = /^(\d{4})-\d\d$/;

/** The version caniemail lists last, rebuilt from an object's key order (see the module's doc). */
function latestVersion(keys: string[]): string | null {
  let highInteger: string | null = null;
  let lastOther: string | null = null;
  for (const k of keys) {
    if (INTEGER_KEY.test(k)) highInteger = k; // integer keys come first, ascending
    else lastOther = k;
  }
  if (highInteger === null || lastOther === null) return lastOther ?? highInteger;
  const n = Number(highInteger);
  const date = DATE_KEY.exec(lastOther);
  if (n >= 1990) {
    // A year-named edition: newer than a dated test of an earlier year; numbered versions follow it.
    return date && Number(date[1]) < n ? highInteger : lastOther;
  }
  if (date) return lastOther;
  return n > Number.parseInt(lastOther, 10) ? highInteger : lastOther;
}

function report(found: Set<string>): HtmlCompatibilityReport {
  const data = table();
  let points = 0;
  let pairs = 0;
  const entries: Array<{ feature: string; title: string; clients: string[]; none: number; partial: number }> = [];
  for (const slug of found) {
    const feature = data.get(slug);
    if (!feature) continue;
    const none: string[] = [];
    const partial: string[] = [];
    for (let c = 0; c < HTML_CHECK_CLIENTS.length; c++) {
      const s = feature.support[c]!;
      if (s === NO_DATA) continue;
      pairs += 2;
      points += s;
      if (s === NONE) none.push(HTML_CHECK_CLIENTS[c]![2]);
      else if (s === PARTIAL) partial.push(HTML_CHECK_CLIENTS[c]![2] + PARTIAL_SUFFIX);
    }
    if (none.length + partial.length > 0) {
      entries.push({ feature: slug, title: feature.title, clients: [...none, ...partial], none: none.length, partial: partial.length });
    }
  }
  entries.sort((a, b) => b.none - a.none || b.partial - a.partial || (a.feature < b.feature ? -1 : a.feature > b.feature ? 1 : 0));
  return {
    score: pairs === 0 ? 100 : Math.round((points / pairs) * 1000) / 10,
    unsupported: entries.map(({ feature, title, clients }) => ({ feature, title, clients })),
  };
}

