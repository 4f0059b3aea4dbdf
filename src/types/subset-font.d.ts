// subset-font ships no types; these cover the options the site uses (see its README for 2.9).
declare module 'subset-font' {
  type Axis = number | {min: number; max: number; default?: number};
  type Options = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    variationAxes?: Record<string, Axis>;
    noHinting?: boolean;
  };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: Options,
  ): Promise<Buffer>;
}
