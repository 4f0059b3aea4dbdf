import path from 'node:path';
import type {Configuration} from 'webpack';

/**
 * Modules pulled into the browser bundle by the API reference's code-sample
 * generator that the site never calls, mapped to stand-ins.
 */
export const unusedLibraryStubs: Record<string, string> = {
  '@faker-js/faker/locale/en$': path.join(__dirname, 'stubs/faker.cjs'),
};

/** Adds the stand-ins as resolve aliases. Mutates `config`. */
export function stubUnusedLibraries(config: Configuration): void {
  config.resolve ??= {};
  const aliases = config.resolve.alias;
  if (Array.isArray(aliases)) {
    aliases.push(...Object.entries(unusedLibraryStubs).map(([name, alias]) => ({name, alias})));
  } else {
    config.resolve.alias = {...aliases, ...unusedLibraryStubs};
  }
}
