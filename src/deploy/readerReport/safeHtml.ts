/**
 * Markup known to be safe to insert as it is: written by the report itself,
 * never by a reader. The `html` tag returns it; build one directly only from
 * a constant of this module, such as the stylesheet.
 */
export class SafeHtml {
  constructor(readonly markup: string) {}

  toString(): string {
    return this.markup;
  }
}
