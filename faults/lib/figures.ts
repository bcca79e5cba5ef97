// Figures a fault file measured. Each is printed as one `FAULT-FIGURE {json}` line;
// scripts/run-faults.mjs collects them into the table docs/reliability.md quotes.

export interface Figure {
  /** Which fault file and scenario, e.g. 'kill9: acknowledged messages lost'. */
  name: string;
  value: number | string;
  unit?: string;
  /** The target it is held to, in words, e.g. '0' or '< 1000 ms'. */
  target?: string;
}

export function figure(name: string, value: number | string, unit?: string, target?: string): void {
  const f: Figure = { name, value: typeof value === 'number' ? Math.round(value * 10) / 10 : value, unit, target };
  console.log(`FAULT-FIGURE ${JSON.stringify(f)}`);
}

/** The q-quantile (0..1) of a list of numbers; NaN when empty. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}
