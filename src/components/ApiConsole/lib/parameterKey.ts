/** The key of a parameter's field in the console's form: a name is unique within its location. */
export function parameterKey({location, name}: {location: string; name: string}): string {
  return `${location}:${name}`;
}
