/**
 * HTML character references decoded in one scan: numeric ones, the HTML 4 names of Latin-1 and the
 * few others mail uses. Never throws; unknown names stay as written.
 */

// No prototype: "&constructor;" must not decode to Object's constructor.
const NAMED: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ensp: ' ', emsp: ' ', thinsp: ' ',
  zwnj: '', zwj: '', lrm: '', rlm: '', shy: '', ndash: '–', mdash: '—', lsquo: '‘', rsquo: '’',
  sbquo: '‚', ldquo: '“', rdquo: '”', bdquo: '„', bull: '•', hellip: '…', middot: '·', euro: '€',
  trade: '™', copy: '©', reg: '®', laquo: '«', raquo: '»', lsaquo: '‹', rsaquo: '›', rarr: '→',
  larr: '←', uarr: '↑', darr: '↓', oelig: 'œ', OElig: 'Œ', scaron: 'š', Scaron: 'Š', dagger: '†',
  times: '×', divide: '÷', deg: '°', hearts: '♥', check: '✓', numero: '№',
});
// Latin-1 names for U+00A0…U+00FF, in order (HTML 4 list).
'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml'
  .split(' ')
  .forEach((name, i) => { if (!(name in NAMED)) NAMED[name] = String.fromCharCode(0xa0 + i); });


function fromCodePoint(cp: number): string {
  if (cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(cp);
}

const ONLY_AMP_RE = /&(?!amp;)/;
const AMP_RE = /&amp;/g;

const decValue = (c: number): number => (c >= 48 && c <= 57 ? c - 48 : -1);
const hexValue = (c: number): number => (c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1);
/** Entity-name characters as 6-bit codes (case kept: &Scaron; is not &scaron;), or -1. */
const entNameCode = (c: number): number => (c >= 97 && c <= 122 ? c - 96 : c >= 65 && c <= 90 ? c - 38 : c >= 48 && c <= 57 ? c + 5 : -1);
/** Names of up to 5 characters, keyed by their codes: a small integer, cheap to look up. */
const SHORT_ENTITY = 5;
const SHORT_NAMED = new Map<number, string>();
for (const [name, value] of Object.entries(NAMED)) {
  if (name.length > SHORT_ENTITY) continue;
  let key = 0;
  for (let k = 0; k < name.length; k++) key = key * 64 + entNameCode(name.charCodeAt(k));
  SHORT_NAMED.set(key, value);
}

/**
 * Decodes character references (`&#…;`, `&#x…;`, `&name;`). Unknown names are left as written.
 * A hand-written scanner: preheaders pad with dozens of `&zwnj;&nbsp;` and a regex callback
 * per reference costs more than the rest of the chunk.
 */
export function decodeEntities(s: string): string {
  let amp = s.indexOf('&');
  if (amp < 0) return s;
  if (!ONLY_AMP_RE.test(s)) return s.replace(AMP_RE, '&'); // hrefs: the common case
  let out = '';
  let from = 0;
  while (amp >= 0) {
    let k = amp + 1;
    let value: string | undefined;
    if (s.charCodeAt(k) === 35) {
      // numeric; the value is read while scanning (no slice, no parseInt)
      const hex = s.charCodeAt(k + 1) === 120 || s.charCodeAt(k + 1) === 88;
      k += hex ? 2 : 1;
      const start = k;
      let cp = 0;
      for (; k < s.length && k - start < 7; k++) {
        const d = hex ? hexValue(s.charCodeAt(k)) : decValue(s.charCodeAt(k));
        if (d < 0) break;
        cp = cp * (hex ? 16 : 10) + d;
      }
      if (k > start && s.charCodeAt(k) === 59) value = fromCodePoint(cp);
    } else {
      // named; short names (nbsp, amp, zwnj, quot…) by a numeric key, no slice or hashing
      const start = k;
      let key = 0;
      for (; k < s.length && k - start < 32; k++) {
        const v = entNameCode(s.charCodeAt(k));
        if (v < 0) break;
        if (k - start < SHORT_ENTITY) key = key * 64 + v;
      }
      if (k - start >= 2 && s.charCodeAt(k) === 59) value = k - start <= SHORT_ENTITY ? SHORT_NAMED.get(key) : NAMED[s.slice(start, k)];
    }
    if (value !== undefined) {
      out += s.slice(from, amp) + value;
      from = k + 1;
    }
    amp = s.indexOf('&', value !== undefined ? k + 1 : amp + 1);
  }
  return out + s.slice(from);
}
