/**
 * The added languages' files merged per concept: `added('codes.CODE_NAME')` is that concept's
 * entries in every added language (and extra European Portuguese forms under `pt`), spread
 * into the concept beside the first 23 languages' entries.
 */
import type { Concept, Language } from '../languages.js';
import type { ConceptKey, Words } from './words.js';
import { bg } from './bg.js';
import { hr } from './hr.js';
import { da } from './da.js';
import { et } from './et.js';
import { fi } from './fi.js';
import { el } from './el.js';
import { hu } from './hu.js';
import { ga } from './ga.js';
import { lv } from './lv.js';
import { lt } from './lt.js';
import { mt } from './mt.js';
import { ro } from './ro.js';
import { sk } from './sk.js';
import { sl } from './sl.js';
import { bn } from './bn.js';
import { ca } from './ca.js';
import { fa } from './fa.js';
import { ms } from './ms.js';
import { nb } from './nb.js';
import { ptbr } from './pt-BR.js';
import { sr } from './sr.js';
import { sw } from './sw.js';
import { tl } from './tl.js';
import { ur } from './ur.js';
import { is } from './is.js';
import { kk } from './kk.js';
import { ta } from './ta.js';
import { ptPT } from './pt.js';

const BY_LANGUAGE: ReadonlyArray<readonly [Language, Words]> = [
  ['bg', bg],
  ['hr', hr],
  ['da', da],
  ['et', et],
  ['fi', fi],
  ['el', el],
  ['hu', hu],
  ['ga', ga],
  ['lv', lv],
  ['lt', lt],
  ['mt', mt],
  ['ro', ro],
  ['sk', sk],
  ['sl', sl],
  ['bn', bn],
  ['ca', ca],
  ['fa', fa],
  ['ms', ms],
  ['nb', nb],
  ['pt-BR', ptbr],
  ['sr', sr],
  ['sw', sw],
  ['tl', tl],
  ['ur', ur],
  ['is', is],
  ['kk', kk],
  ['ta', ta],
];

/** The added languages' entries of one concept, plus `pt`'s extra forms when the concept's own `pt` list is given. */
export function added(key: ConceptKey, own: Concept): Concept {
  const out: { [L in Language]?: readonly string[] } = {};
  for (const [lang, words] of BY_LANGUAGE) if (words[key].length) out[lang] = words[key];
  const extra = ptPT[key];
  if (extra?.length && own.pt) out.pt = [...own.pt, ...extra];
  return out;
}

/** `own` with every added language's wording of the concept `key`. */
export const withAdded = (key: ConceptKey, own: Concept): Concept => ({ ...own, ...added(key, own) });
