/**
 * The `<style>` rules the hidden-text rules evaluate: those whose selector is a tag, a `.class`,
 * an `#id` or a compound of them (`td.preheader`, `.a.b`, `*`). Rules with descendant or child
 * combinators, pseudo-classes or attribute selectors are skipped, and so is everything inside an
 * at-rule block (`@media`, `@supports`, `@font-face`…): they apply only on some screens, or not to
 * text. Matching an element gives its declarations in cascade order (specificity, then source
 * order); `!important` is ignored.
 */
import { isEmptyDecl, mergeDecl, parseDeclarations, type Decl } from './css.js';

interface Rule {
  tag: string | null;
  classes: string[];
  id: string | null;
  specificity: number;
  order: number;
  decl: Decl;
}

export interface StyleSheet {
  byTag: Map<string, Rule[]>;
  byClass: Map<string, Rule[]>;
  byId: Map<string, Rule[]>;
  universal: Rule[];
  count: number;
  /** Merged declarations per (tag, class attribute, id), computed once. */
  cache: Map<string, Decl | null>;
}

export function emptySheet(): StyleSheet {
  return { byTag: new Map(), byClass: new Map(), byId: new Map(), universal: [], count: 0, cache: new Map() };
}

const isIdent = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45 || c === 95;

/** A compound selector read into its parts, or null when it is not one this reader evaluates. */
function compound(sel: string): { tag: string | null; classes: string[]; id: string | null } | null {
  const n = sel.length;
  if (n === 0) return null;
  let i = 0;
  let tag: string | null = null;
  if (sel.charCodeAt(0) === 42 /* * */) i = 1;
  else {
    while (i < n && isIdent(sel.charCodeAt(i))) i++;
    if (i > 0) tag = sel.slice(0, i).toLowerCase();
  }
  const classes: string[] = [];
  let id: string | null = null;
  while (i < n) {
    const c = sel.charCodeAt(i);
    if (c !== 46 /* . */ && c !== 35 /* # */) return null;
    const from = ++i;
    while (i < n && isIdent(sel.charCodeAt(i))) i++;
    if (i === from) return null;
    const name = sel.slice(from, i).toLowerCase();
    if (c === 46) classes.push(name);
    else if (id === null || id === name) id = name;
    else return null; // two ids never match
  }
  return { tag, classes, id };
}

function add(map: Map<string, Rule[]>, key: string, rule: Rule): void {
  const list = map.get(key);
  if (list) list.push(rule); else map.set(key, [rule]);
}

/** End of the block opened at `open` (a `{`), nested braces counted; the text's end when unclosed. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css.charCodeAt(i);
    if (c === 123) depth++;
    else if (c === 125 && --depth === 0) return i;
  }
  return css.length;
}

/** The text without its comments (an unclosed one runs to the end). */
function stripComments(text: string): string {
  let out = '';
  let from = 0;
  for (let at = text.indexOf('/*'); at >= 0; at = text.indexOf('/*', from)) {
    out += `${text.slice(from, at)} `;
    const end = text.indexOf('*/', at + 2);
    from = end < 0 ? text.length : end + 2;
  }
  return out + text.slice(from);
}

/** Adds the rules of one `<style>` element's text to the sheet. */
export function addRules(sheet: StyleSheet, text: string): void {
  const css = text.indexOf('/*') >= 0 ? stripComments(text) : text;
  const n = css.length;
  let i = 0;
  while (i < n) {
    const open = css.indexOf('{', i);
    if (open < 0) return;
    // Statements before the block: `@import …;`, `@charset …;`, stray text.
    let head = css.slice(i, open);
    const semi = head.lastIndexOf(';');
    if (semi >= 0) head = head.slice(semi + 1);
    if (head.indexOf('<!--') >= 0 || head.indexOf('-->') >= 0) head = head.replace('<!--', '').replace('-->', '');
    head = head.trim();
    if (head.charCodeAt(0) === 64 /* @ */) { i = blockEnd(css, open) + 1; continue; }
    const close = css.indexOf('}', open);
    const end = close < 0 ? n : close;
    const inner = css.indexOf('{', open + 1);
    if (inner >= 0 && inner < end) { i = blockEnd(css, open) + 1; continue; } // nesting: not read
    let decl: Decl | null = null;
    for (const raw of head.split(',')) {
      const parts = compound(raw.trim());
      if (!parts) continue;
      decl ??= parseDeclarations(css.slice(open + 1, end));
      if (isEmptyDecl(decl)) break;
      const rule: Rule = {
        ...parts, decl, order: sheet.count++,
        specificity: (parts.id ? 10000 : 0) + parts.classes.length * 100 + (parts.tag ? 1 : 0),
      };
      if (parts.id) add(sheet.byId, parts.id, rule);
      else if (parts.classes.length > 0) add(sheet.byClass, parts.classes[0]!, rule);
      else if (parts.tag) add(sheet.byTag, parts.tag, rule);
      else sheet.universal.push(rule);
    }
    i = end + 1;
  }
}

function matches(rule: Rule, tag: string, classes: string[], id: string | null): boolean {
  if (rule.tag !== null && rule.tag !== tag) return false;
  if (rule.id !== null && rule.id !== id) return false;
  for (const c of rule.classes) if (!classes.includes(c)) return false;
  return true;
}

const CLASS_SPLIT_RE = /\s+/;

/** Adds the rules of `list` that match the element to `found`, once each. */
function consider(found: Rule[], list: Rule[] | undefined, tag: string, classes: string[], id: string | null): void {
  if (list) for (const r of list) if (!found.includes(r) && matches(r, tag, classes, id)) found.push(r);
}

/**
 * The declarations the sheet gives an element, merged in cascade order, or null when no rule
 * matches. `classAttr` and `id` are the attribute values as written (null when absent).
 */
export function rulesFor(sheet: StyleSheet, tag: string, classAttr: string | null, id: string | null): Decl | null {
  if (sheet.count === 0) return null;
  if (classAttr === null && id === null && sheet.universal.length === 0 && !sheet.byTag.has(tag)) return null;
  const key = `${tag}|${classAttr ?? ''}|${id ?? ''}`;
  const cached = sheet.cache.get(key);
  if (cached !== undefined) return cached;
  const classes = classAttr ? classAttr.trim().toLowerCase().split(CLASS_SPLIT_RE).filter(Boolean) : [];
  const idKey = id ? id.trim().toLowerCase() : null;
  const found: Rule[] = [];
  consider(found, sheet.universal, tag, classes, idKey);
  consider(found, sheet.byTag.get(tag), tag, classes, idKey);
  for (const c of classes) consider(found, sheet.byClass.get(c), tag, classes, idKey);
  if (idKey) consider(found, sheet.byId.get(idKey), tag, classes, idKey);
  let merged: Decl | null = null;
  if (found.length > 0) {
    found.sort((a, b) => a.specificity - b.specificity || a.order - b.order);
    merged = {};
    for (const r of found) merged = mergeDecl(merged, r.decl);
  }
  if (sheet.cache.size < 4096) sheet.cache.set(key, merged);
  return merged;
}
