/** Counts as the report writes them, with thousands separators. */
export const count = new Intl.NumberFormat('en');

/** Shares as whole percentages. */
export const wholePercent = new Intl.NumberFormat('en', {
  style: 'percent',
  maximumFractionDigits: 0,
});

/** A count and its noun, singular for one: `1 log`, `2 logs`, `3 distinct queries`. */
export function plural(value: number, one: string, many = `${one}s`): string {
  return `${count.format(value)} ${value === 1 ? one : many}`;
}

/** The total of `value` over `items`. */
export function sum<T>(items: readonly T[], value: (item: T) => number): number {
  return items.reduce((total, item) => total + value(item), 0);
}
