/**
 * A line diff for failure messages: `- ` lines of the expected text, `+ ` lines of the received
 * one, with up to `context` unchanged lines around each change and `…` between hunks.
 *
 * @example
 * lineDiff('a\nb\nc', 'a\nB\nc')
 * // '  a\n- b\n+ B\n  c'
 */

/** Longest common subsequence of two line lists, as pairs of indexes (after trimming the common ends). */
function commonLines(a: readonly string[], b: readonly string[]): Array<[number, number]> {
  const n = a.length;
  const m = b.length;
  // Over ~4 million cells the table costs too much for a failure message: no common middle.
  if (n * m > 4_000_000) return [];
  const table = new Uint32Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => table[i * (m + 1) + j]!;
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i * (m + 1) + j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const pairs: Array<[number, number]> = [];
  for (let i = 0, j = 0; i < n && j < m;) {
    if (a[i] === b[j]) { pairs.push([i, j]); i++; j++; } else if (at(i + 1, j) >= at(i, j + 1)) i++; else j++;
  }
  return pairs;
}

export function lineDiff(expected: string, received: string, context = 3): string {
  const a = expected.split('\n');
  const b = received.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const middle = commonLines(a.slice(head, a.length - tail), b.slice(head, b.length - tail));
  const lines: Array<{ sign: ' ' | '-' | '+'; text: string }> = [];
  for (let i = 0; i < head; i++) lines.push({ sign: ' ', text: a[i]! });
  let i = head;
  let j = head;
  for (const [pi, pj] of [...middle.map(([x, y]) => [x + head, y + head] as const), [a.length - tail, b.length - tail] as const]) {
    while (i < pi) lines.push({ sign: '-', text: a[i++]! });
    while (j < pj) lines.push({ sign: '+', text: b[j++]! });
    if (i < a.length - tail) lines.push({ sign: ' ', text: a[i]! });
    i++;
    j++;
  }
  for (let k = a.length - tail; k < a.length; k++) lines.push({ sign: ' ', text: a[k]! });
  // Only the changes and `context` lines around them.
  const keep = lines.map(() => false);
  lines.forEach((l, k) => {
    if (l.sign === ' ') return;
    for (let x = Math.max(0, k - context); x <= Math.min(lines.length - 1, k + context); x++) keep[x] = true;
  });
  const out: string[] = [];
  let skipped = false;
  lines.forEach((l, k) => {
    if (!keep[k]) { skipped = true; return; }
    if (skipped && out.length > 0) out.push('  …');
    skipped = false;
    out.push(`${l.sign} ${l.text}`);
  });
  return out.join('\n');
}
