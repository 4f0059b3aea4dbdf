/** A single value of a query string, before it is percent-encoded. */
export type QueryScalar = string | number | boolean;

/** How OpenAPI says a query parameter is written (`style` and `explode`). */
export type QueryStyle = {style: 'form' | 'deepObject'; explode: boolean};

function isScalar(value: unknown): value is QueryScalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** Nested values under bracketed keys: `filter[asset_type][0]=mesh`. */
function bracketed(prefix: string, value: unknown): [string, QueryScalar][] {
  if (value === null || value === undefined) return [];
  if (isScalar(value)) return [[prefix, value]];
  const entries = Array.isArray(value)
    ? value.map((item, index): [string, unknown] => [String(index), item])
    : Object.entries(value as Record<string, unknown>);
  return entries.flatMap(([key, item]) => bracketed(`${prefix}[${key}]`, item));
}

/**
 * The name and value pairs a query parameter becomes, in OpenAPI's
 * serialisation: a scalar is one pair; an array is one pair per item
 * (`form`, exploded) or one comma-separated pair; an object is one pair per
 * field (`form`, exploded), or bracketed keys (`deepObject`, the way the
 * platform and `@3dverse/api` write filters, arrays inside them indexed).
 * Missing values give no pair.
 */
export function queryPairs(
  name: string,
  value: unknown,
  {style, explode}: QueryStyle = {style: 'form', explode: true},
): [string, QueryScalar][] {
  if (value === null || value === undefined) return [];
  if (isScalar(value)) return [[name, value]];
  if (style === 'deepObject') return bracketed(name, value);
  const entries = Array.isArray(value)
    ? value.map((item): [string, unknown] => [name, item])
    : Object.entries(value as Record<string, unknown>);
  const scalars = entries.filter((entry): entry is [string, QueryScalar] => isScalar(entry[1]));
  if (explode) return scalars;
  const joined = Array.isArray(value)
    ? scalars.map(([, item]) => String(item))
    : scalars.flatMap(([key, item]) => [key, String(item)]);
  return [[name, joined.join(',')]];
}
