/**
 * The HTML part as the safety rules read it, in one indexOf-driven pass (no DOM, no tag regex,
 * linear in the input): the visible text (one line per block element or cell, white space
 * collapsed), the runs of hidden text with the reason they are hidden, and the links with their
 * visible labels. Each element's visibility is computed from its parent's, its style attribute,
 * the simple rules of the `<style>` elements (read first, in a pre-pass that skips comments) and
 * its attributes (visibility.ts). Not text of the page: `<head>`, `<style>`, `<script>`,
 * `<title>`, `<template>`, `<svg>`, comments (Outlook's conditional ones too) and attribute values.
 * Invisible characters are kept (the scanner counts them); `&zwnj;`, `&zwj;`, `&shy;`, `&lrm;`
 * and `&rlm;` are decoded to their characters rather than dropped.
 */
import { decodeEntities } from '../extract/entities.js';
import { afterRawText } from '../extract/html-text.js';
import { parseDeclarations, mergeDecl, isEmptyDecl, type Decl } from './css.js';
import {
  F_BLOCK, F_CLOSES_P, F_HEAD, F_IMPLIES, F_SKIP, F_VOID, IMPLIED, MAX_STACK, P_ONLY, P_SCOPE, TAG_FLAGS, TRACKED, TRACK_SHIFT,
  WS_RE, decodeText, isNameChar, isSpace, readAttrs, readStyleSheet, trackOf, type Attrs,
} from './html-lexer.js';
import { rulesFor } from './stylesheet.js';
import { childState, reasonOf, rootState, R_VISIBLE, type ElementInfo, type VisState } from './visibility.js';

/** A stretch of hidden text: one hiding element's text (or consecutive text hidden the same way). */
export interface HiddenRun {
  /** Reason code (visibility.ts REASON_NAMES). */
  reason: number;
  /** Id of the element that hides it. */
  root: number;
  /** The text, white space collapsed, invisible characters kept. */
  text: string;
  /** Length of the visible text before it (its place in the document). */
  at: number;
}

export interface HtmlAnchor {
  /** href, entities decoded, trimmed. */
  href: string;
  /** The link's visible text, white space collapsed. */
  label: string;
  /** Some of the link's text is hidden. */
  hidden: boolean;
}

export interface HtmlReading {
  /** Visible text: a line per block, white space collapsed; invisible characters kept. */
  text: string;
  runs: HiddenRun[];
  anchors: HtmlAnchor[];
}

/** Reads an HTML body. Never throws. */
export function readHtml(html: string): HtmlReading {
  const n = html.length;
  const sheet = readStyleSheet(html);
  const inlineCache = new Map<string, Decl | null>();
  const attrs: Attrs = { style: null, cls: null, id: null, hidden: false, bgcolor: null, background: false, color: null, href: null };
  const quotes = { dq: false, sq: false };
  const info: ElementInfo = { id: 0, decl: null, hidden: false, bgcolor: null, backgroundImage: false, fontColor: null, link: false };

  let out = '';
  let len = 0;
  let last = 10; // last character written ('\n' at the start)
  let pendingSpace = false;
  const runs: HiddenRun[] = [];
  let run: HiddenRun | null = null;
  let runSpace = false;
  const anchors: HtmlAnchor[] = [];
  let anchor: HtmlAnchor | null = null;
  let anchorText = '';

  const names: string[] = [];
  const states: VisState[] = [];
  const open = new Int32Array(TRACKED.length + 1); // open elements per tracked name, for the implied end tags
  const base = rootState();
  let state = base;
  let nextId = 1;
  let inHead = false;

  const write = (s: string): void => {
    out += s;
    len += s.length;
    last = s.charCodeAt(s.length - 1);
    if (anchor) anchorText += s;
  };
  const visible = (s: string): void => {
    const lead = s.charCodeAt(0) === 32;
    const trail = s.charCodeAt(s.length - 1) === 32;
    const core = lead || trail ? s.slice(lead ? 1 : 0, trail ? s.length - 1 : s.length) : s;
    if (core.length === 0) { pendingSpace = true; return; }
    if ((pendingSpace || lead) && last !== 10 && last !== 32) write(' ');
    write(core);
    pendingSpace = trail;
    run = null;
  };
  const hidden = (reason: number, root: number, s: string): void => {
    if (anchor) anchor.hidden = true;
    const lead = s.charCodeAt(0) === 32;
    const trail = s.charCodeAt(s.length - 1) === 32;
    const core = lead || trail ? s.slice(lead ? 1 : 0, trail ? s.length - 1 : s.length) : s;
    if (core.length === 0) { runSpace = true; return; }
    if (run && run.reason === reason && run.root === root) run.text += runSpace || lead ? ` ${core}` : core;
    else {
      run = { reason, root, text: core, at: len };
      runs.push(run);
    }
    runSpace = trail;
  };
  const newline = (): void => {
    pendingSpace = false;
    runSpace = true;
    if (last !== 10) write('\n');
  };
  const closeAnchor = (): void => {
    if (!anchor) return;
    anchor.label = anchorText.replace(WS_RE, ' ').trim();
    anchors.push(anchor);
    anchor = null;
    anchorText = '';
  };
  const popTo = (index: number): void => {
    while (names.length > index) {
      const name = names.pop()!;
      states.pop();
      const track = trackOf(name);
      if (track !== 0) open[track] = open[track]! - 1;
      if (name === 'a') closeAnchor();
    }
    state = states.length > 0 ? states[states.length - 1]! : base;
  };
  /** Ends the innermost open element named in `targets`, unless an element in `stop` comes first. */
  const closeImplied = (targets: string[], stop: string[]): void => {
    let any = false;
    for (const t of targets) if (open[trackOf(t)]! > 0) { any = true; break; }
    if (!any) return;
    for (let k = names.length - 1; k >= 0; k--) {
      const name = names[k]!;
      if (targets.includes(name)) { popTo(k); return; }
      if (stop.includes(name)) return;
    }
  };
  const text = (from: number, to: number): void => {
    if (inHead) return;
    let k = from;
    while (k < to && isSpace(html.charCodeAt(k))) k++;
    if (k >= to) { pendingSpace = true; runSpace = true; return; }
    const s = decodeText(html.slice(from, to));
    if (s.length === 0) return;
    if (s === ' ') { pendingSpace = true; runSpace = true; return; }
    const reason = reasonOf(state);
    if (reason === R_VISIBLE) visible(s);
    else hidden(reason, state.root, s);
  };

  let textStart = 0;
  let i = 0;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    const c = html.charCodeAt(lt + 1);
    const closing = c === 47;
    const nameStart = closing ? lt + 2 : lt + 1;
    const c0 = html.charCodeAt(nameStart);
    const isTag = (c0 >= 97 && c0 <= 122) || (c0 >= 65 && c0 <= 90);
    if (!isTag && c !== 33 && c !== 63 && !closing) { i = lt + 1; continue; } // a literal '<'
    if (lt > textStart) text(textStart, lt);
    if (!isTag) {
      // Comment (Outlook's conditional blocks too), doctype, CDATA, processing instruction, `</>`.
      const comment = html.startsWith('<!--', lt);
      const end = comment ? html.indexOf('-->', lt + 4) : html.indexOf('>', lt + 2);
      i = textStart = end < 0 ? n : end + (comment ? 3 : 1);
      continue;
    }
    let j = nameStart + 1;
    while (j < n && isNameChar(html.charCodeAt(j))) j++;
    const name = html.slice(nameStart, j).toLowerCase();
    if (closing) {
      const gt = html.indexOf('>', j);
      i = textStart = gt < 0 ? n : gt + 1;
      if (name === 'head') { inHead = false; continue; }
      if ((TAG_FLAGS.get(name) ?? 0) & F_BLOCK) newline();
      for (let k = names.length - 1; k >= 0; k--) if (names[k] === name) { popTo(k); break; }
      continue;
    }
    const end = readAttrs(html, j, attrs, quotes);
    i = textStart = end;
    const flags = TAG_FLAGS.get(name) ?? 0;
    if (flags & F_SKIP && html.charCodeAt(end - 2) !== 47) {
      i = textStart = afterRawText(html, end, name);
      continue;
    }
    if (name === 'head') { inHead = true; continue; }
    if (inHead && !(flags & F_HEAD)) inHead = false;
    if (flags & F_CLOSES_P) closeImplied(P_ONLY, P_SCOPE);
    if (flags & F_IMPLIES) { const implied = IMPLIED[name]!; closeImplied(implied[0], implied[1]); }
    if (flags & F_BLOCK) newline();
    if (flags & F_VOID || html.charCodeAt(end - 2) === 47) continue;
    if (names.length >= MAX_STACK) continue;

    // The element's own declarations: matching rules, then its style attribute.
    let decl = sheet ? rulesFor(sheet, name, attrs.cls, attrs.id) : null;
    if (attrs.style !== null && attrs.style.length > 0) {
      let inline = inlineCache.get(attrs.style);
      if (inline === undefined) {
        const d = parseDeclarations(attrs.style.indexOf('&') >= 0 ? decodeEntities(attrs.style) : attrs.style);
        inline = isEmptyDecl(d) ? null : d;
        if (inlineCache.size < 4096) inlineCache.set(attrs.style, inline);
      }
      if (inline) decl = decl ? mergeDecl(decl, inline) : inline;
    }
    const link = name === 'a' && attrs.href !== null;
    info.id = nextId++;
    info.decl = decl;
    info.hidden = attrs.hidden;
    info.bgcolor = attrs.bgcolor;
    info.backgroundImage = attrs.background && name !== 'a';
    info.fontColor = name === 'font' ? attrs.color : null;
    info.link = link;
    state = childState(state, info);
    names.push(name);
    states.push(state);
    if (flags >> TRACK_SHIFT !== 0) open[flags >> TRACK_SHIFT] = open[flags >> TRACK_SHIFT]! + 1;
    if (name === 'a') {
      closeAnchor(); // <a> does not nest; an unclosed one ends here
      if (link) {
        anchor = { href: decodeEntities(attrs.href!).trim(), label: '', hidden: false };
        anchorText = '';
      }
    }
  }
  if (textStart < n) text(textStart, n);
  closeAnchor();
  return { text: out, runs, anchors };
}
