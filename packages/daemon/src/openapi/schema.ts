// Small builders for the JSON Schema (2020-12, OpenAPI 3.1's dialect) of the API document, so
// each resource reads like the spec's table of it: fields, which are required, which nullable.

/** A JSON Schema object, as plain JSON. */
export type Schema = { [keyword: string]: unknown };

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
export const str = (extra: Schema = {}): Schema => ({ type: 'string', ...extra });
export const int = (extra: Schema = {}): Schema => ({ type: 'integer', ...extra });
export const bool = (extra: Schema = {}): Schema => ({ type: 'boolean', ...extra });
export const arr = (items: Schema, extra: Schema = {}): Schema => ({ type: 'array', items, ...extra });
/** A string with one allowed value. */
export const constant = (value: string, extra: Schema = {}): Schema => ({ type: 'string', const: value, ...extra });
/** A closed list of string values. */
export const oneOfStrings = (values: readonly string[], extra: Schema = {}): Schema => ({ type: 'string', enum: [...values], ...extra });
/** ISO 8601 date-time, UTC, as the service writes it. */
export const timestamp = (extra: Schema = {}): Schema => ({ type: 'string', format: 'date-time', ...extra });

/**
 * The schema or null, the 3.1 way: a type list for plain types (`["string", "null"]`, enums get
 * null as a value too), `oneOf` with `{ type: "null" }` around a reference.
 */
export function nullable(schema: Schema): Schema {
  if (typeof schema.$ref === 'string') return { oneOf: [schema, { type: 'null' }] };
  const type = schema.type;
  if (typeof type !== 'string') throw new Error(`nullable() needs a typed schema or a $ref, got ${JSON.stringify(schema)}`);
  const out: Schema = { ...schema, type: [type, 'null'] };
  if (Array.isArray(schema.enum)) out.enum = [...schema.enum, null];
  return out;
}

/** Marks a property as one the object may leave out (the spec's "required: no"). */
const OPTIONAL = Symbol('optional');
export type Property = Schema & { [OPTIONAL]?: true };
export const optional = (schema: Schema): Property => ({ ...schema, [OPTIONAL]: true });

/**
 * An object with exactly these properties (`additionalProperties: false`: the API promises the
 * field set), every one required unless wrapped in optional().
 */
export function object(properties: Record<string, Property>, extra: Schema = {}): Schema {
  const props: Record<string, Schema> = {};
  const required: string[] = [];
  for (const [name, schema] of Object.entries(properties)) {
    const { [OPTIONAL]: isOptional, ...plain } = schema;
    props[name] = plain;
    if (!isOptional) required.push(name);
  }
  return { type: 'object', ...extra, properties: props, required, additionalProperties: false };
}

/**
 * A request body: the listed fields (required unless optional()), and any other field is
 * ignored by the API (so not refused here either).
 */
export function requestObject(properties: Record<string, Property>, extra: Schema = {}): Schema {
  const { additionalProperties: _closed, ...open } = object(properties, extra);
  return open;
}

/** The properties of an object schema, to build another one from them (the detail variants extend the summary). */
export function propertiesOf(schema: Schema): Record<string, Property> {
  const props = schema.properties as Record<string, Schema>;
  const required = new Set(schema.required as string[]);
  return Object.fromEntries(Object.entries(props).map(([name, s]) => [name, required.has(name) ? s : optional(s)]));
}

/**
 * Every member of the string union T, each once: compiles only when the list names all of
 * them, so an enum of the document cannot fall behind the type it describes.
 *   members<AnalysisStatus>()(['none', 'queued', 'complete', 'failed', 'skipped_quota'])
 */
export function members<T extends string>() {
  return <const L extends readonly T[]>(list: L & ([Exclude<T, L[number]>] extends [never] ? unknown : { missing: Exclude<T, L[number]> })): readonly T[] => list;
}
