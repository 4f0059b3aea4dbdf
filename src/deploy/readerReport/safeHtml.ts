/**
 * Markup known to be safe to insert as it is: written by the report itself,
 * never by a reader. The `html` tag returns it; build one directly only from
 * a constant of the report's own code, such as its stylesheet.
 */
export class SafeHtml {
  constructor(readonly markup: string) {}

  toString(): string {
    return this.markup;
  }
}
