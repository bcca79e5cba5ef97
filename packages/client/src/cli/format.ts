/**
 * Human-readable output. Everything that comes from mail (subjects, addresses, bodies) is
 * attacker-controlled, so control characters are replaced before they reach a terminal
 * (an ESC sequence in a subject must not repaint the screen).
 */

/** One line of plain text: control characters (C0, DEL, C1) become spaces. */
export function sanitizeLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
}

/** Multi-line text: keeps newlines and tabs, drops other control characters. */
export function sanitizeText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
}

/** Shortens to `max` characters with a trailing ellipsis. */
export function truncate(value: string, max: number): string {
  if (max <= 0) return '';
  const chars = Array.from(value);
  return chars.length <= max ? value : `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}

export type Cell = string | number | boolean | null | undefined;

function cellText(cell: Cell): string {
  if (cell === null || cell === undefined || cell === '') return '-';
  return sanitizeLine(String(cell));
}

/**
 * Columns separated by two spaces, padded to the widest cell; the last column is not padded
 * (no trailing blanks). Empty cells print as `-`. Ends with a newline.
 */
export function formatTable(headers: readonly string[], rows: ReadonlyArray<readonly Cell[]>): string {
  const texts = rows.map((row) => headers.map((_, i) => cellText(row[i])));
  const widths = headers.map((h, i) => Math.max(Array.from(h).length, ...texts.map((r) => Array.from(r[i]!).length)));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i === cells.length - 1 ? c : c + ' '.repeat(widths[i]! - Array.from(c).length))).join('  ');
  return [line(headers), ...texts.map(line)].join('\n') + '\n';
}

/** `key  value` lines with aligned values; rows with an undefined value are left out. */
export function formatFields(fields: ReadonlyArray<readonly [string, Cell]>): string {
  const shown = fields.filter(([, v]) => v !== undefined);
  const width = Math.max(0, ...shown.map(([k]) => k.length));
  return shown.map(([k, v]) => `${k.padEnd(width)}  ${cellText(v)}`).join('\n') + '\n';
}
