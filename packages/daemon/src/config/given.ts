// Reading a command line and the environment against an option table (node:util parseArgs,
// strict), and the error every mistake there becomes.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { OptionSpec } from './options.js';

/** A mistake on the command line: printed as one line, exit status 2. */
export class UsageError extends Error {
  constructor(message: string, readonly command: string = '') {
    super(message);
    this.name = 'UsageError';
  }
}

export type Env = Record<string, string | undefined>;

type ParseOptions = NonNullable<ParseArgsConfig['options']>;

/** What the command line and the environment gave for each option of a table. */
export class Given<K extends string> {
  constructor(
    private readonly specs: ReadonlyMap<K, OptionSpec<K>>,
    private readonly values: ReadonlyMap<K, { value: string | boolean | string[]; from: string }>,
    readonly command: string,
    /** The arguments that are not options (at most the number the command allows). */
    readonly positionals: readonly string[] = [],
  ) {}

  /** The string value (flag, else non-empty variable), or undefined. */
  str(key: K): string | undefined {
    const v = this.values.get(key)?.value;
    return typeof v === 'string' ? v : undefined;
  }

  /** Every value of a flag that may be given again, in order; none: an empty list. */
  list(key: K): string[] {
    const v = this.values.get(key)?.value;
    return Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
  }

  /** A switch: the flag, or its variable set to 1/true/yes/on (0/false/no/off: off). */
  bool(key: K): boolean {
    const v = this.values.get(key)?.value;
    if (Array.isArray(v)) throw new UsageError(`${this.from(key)} is not a switch`, this.command);
    if (v === undefined || typeof v === 'boolean') return v === true;
    if (/^(1|true|yes|on)$/i.test(v)) return true;
    if (/^(0|false|no|off)$/i.test(v)) return false;
    throw new UsageError(`${this.from(key)} must be 1 or 0, got "${v}"`, this.command);
  }

  /** Where the value came from, for error messages: `--flag` or the variable's name. */
  from(key: K): string {
    const spec = this.specs.get(key)!;
    return this.values.get(key)?.from ?? (spec.flag ? `--${spec.flag}` : spec.env!);
  }
}

/** node:util parseArgs over an option table, strict, with one-line errors that name the command; up to `maxPositionals` arguments. */
export function parseWith<K extends string>(command: string, args: string[], env: Env, specs: readonly OptionSpec<K>[], maxPositionals = 0): Given<K> | 'help' {
  const options: ParseOptions = { help: { type: 'boolean', short: 'h' } };
  for (const s of specs) {
    for (const name of [s.flag, ...(s.aliases ?? [])]) {
      if (name !== null) options[name] = { type: s.value === null ? 'boolean' : 'string', ...(s.multiple ? { multiple: true } : {}) };
    }
  }
  let values: Record<string, string | boolean | string[] | undefined>;
  let positionals: string[];
  try {
    const parsed = parseArgs({ args, options, strict: true, allowPositionals: true });
    if (parsed.positionals.length > maxPositionals) throw new UsageError(`unexpected argument "${parsed.positionals[maxPositionals]}"`, command);
    values = parsed.values as Record<string, string | boolean | string[] | undefined>;
    positionals = parsed.positionals;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const e = error as Error & { code?: string };
    const option = /'([^']+)'/.exec(e.message)?.[1];
    switch (e.code) {
      case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
        throw new UsageError(`unknown option ${option ?? ''}`.trim(), command);
      case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
        throw new UsageError(
          option ? `option ${option.replace(/ <value>$/, '')} needs a value` : e.message.split('\n')[0]!,
          command,
        );
      default:
        throw new UsageError(e.message.split('\n')[0]!, command);
    }
  }
  if (values.help) return 'help';
  const given = new Map<K, { value: string | boolean | string[]; from: string }>();
  for (const s of specs) {
    const flagged = [s.flag, ...(s.aliases ?? [])].find((name) => name !== null && values[name] !== undefined);
    if (flagged) {
      given.set(s.key, { value: values[flagged]!, from: `--${flagged}` });
    } else if (s.env !== null && env[s.env] !== undefined && env[s.env] !== '') {
      given.set(s.key, { value: env[s.env]!, from: s.env });
    }
  }
  return new Given(new Map(specs.map((s) => [s.key, s])), given, command, positionals);
}

export type KeyOf<T extends readonly OptionSpec[]> = T[number]['key'];
