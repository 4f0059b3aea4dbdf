/** A passage a dependency's file is expected to hold, checked on its text. */
export type SourceExpectation = {
  readonly packageName: string;
  /** The file, relative to the package. */
  readonly file: string;
  readonly pattern: RegExp;
  /** What the passage does, as a phrase after "no longer". */
  readonly what: string;
};

/**
 * The entries of `expected` whose file, as `readSource` gives its text,
 * no longer matches their pattern; the checks read the installed package,
 * the tests a changed copy.
 */
export function unmetSourceExpectations<T extends SourceExpectation>(
  expected: readonly T[],
  readSource: (packageName: string, file: string) => string,
): T[] {
  return expected.filter(
    ({packageName, file, pattern}) => !pattern.test(readSource(packageName, file)),
  );
}
