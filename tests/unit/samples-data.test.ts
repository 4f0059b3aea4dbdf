import {kindFolder, packageOfFile} from '../../src/site/references/libraryExportLinks';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {
  apiLabel,
  livelinkSnapshot,
  sampleCategories,
  samples,
  sampleTags,
  type LibraryApi,
  type LivelinkPackage,
} from '../../src/data/samples';
import {
  filtersToSearch,
  hasFilters,
  matchesFilters,
  noFilters,
  parseFilters,
} from '../../src/components/Samples/sampleFilters';

const root = path.resolve(import.meta.dirname, '../..');

const entryPoints: Record<LivelinkPackage, string> = {
  '@3dverse/livelink': path.join(root, 'node_modules/@3dverse/livelink/dist/sources/index.d.ts'),
  '@3dverse/livelink-react': path.join(
    root,
    'node_modules/@3dverse/livelink-react/dist/index.d.ts',
  ),
};

/** Hosts a card may send the reader to, for source code and for demos. */
const sourceHosts = new Set(['github.com']);
const demoHosts = new Set([
  'samples.livelink.3dverse.com',
  '3dverse.github.io',
  'console.3dverse.com',
]);

/**
 * The groups of livelink.samples/src/samples/index.ts at the described
 * commit, with the number of samples in each.
 */
const registryCounts = {
  viewports: 7,
  sessions: 3,
  overlays: 3,
  cameras: 4,
  clients: 2,
  entities: 4,
  widgets: 4,
  advanced: 7,
};

describe('sample data', () => {
  it('gives every sample a unique, URL-safe id and a unique title', () => {
    const ids = samples.map((sample) => sample.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
    const titles = samples.map((sample) => sample.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('puts every sample in a known category and leaves no category empty', () => {
    const categoryIds = sampleCategories.map((category) => category.id);
    expect(new Set(categoryIds).size).toBe(categoryIds.length);
    for (const sample of samples) {
      expect(categoryIds).toContain(sample.category);
    }
    for (const category of sampleCategories) {
      expect(
        samples.filter((sample) => sample.category === category.id).length,
        category.id,
      ).toBeGreaterThan(0);
      expect(category.description.length).toBeGreaterThan(40);
    }
  });

  it('has as many Livelink samples per group as the samples registry', () => {
    for (const [category, count] of Object.entries(registryCounts)) {
      expect(samples.filter((sample) => sample.category === category).length, category).toBe(count);
    }
  });

  it('tags every sample with lower-case keywords', () => {
    for (const sample of samples) {
      expect(sample.tags.length, sample.id).toBeGreaterThan(0);
      expect(new Set(sample.tags).size, sample.id).toBe(sample.tags.length);
      for (const tag of sample.tags) {
        expect(tag).toBe(tag.toLowerCase());
        expect(tag).toMatch(/^[a-z0-9][a-z0-9.-]*$/);
      }
    }
    expect(sampleTags).toEqual([...new Set(samples.flatMap((sample) => sample.tags))].sort());
  });

  it('summarises every sample in one to three sentences of its own', () => {
    for (const sample of samples) {
      expect(sample.summary.length, sample.id).toBeGreaterThanOrEqual(60);
      expect(sample.summary.length, sample.id).toBeLessThanOrEqual(260);
      expect(sample.summary, sample.id).toMatch(/^[A-Z].*\.$/s);
      expect(sample.summary, sample.id).not.toMatch(/TODO|lorem ipsum/i);
    }
  });

  it('links sources and demos over https to the expected hosts', () => {
    for (const sample of samples) {
      const source = new URL(sample.sourceUrl);
      expect(source.protocol, sample.id).toBe('https:');
      expect(sourceHosts.has(source.host), sample.sourceUrl).toBe(true);
      expect(source.pathname, sample.id).toMatch(/^\/3dverse\//);
      if (sample.category !== 'apps') {
        // Pinned to the commit the descriptions were written from.
        expect(source.pathname, sample.id).toContain(
          `/3dverse/livelink/blob/${livelinkSnapshot}/livelink.samples/src/samples/`,
        );
      }
      if (sample.demoUrl !== undefined) {
        const demo = new URL(sample.demoUrl);
        expect(demo.protocol, sample.id).toBe('https:');
        expect(demoHosts.has(demo.host), sample.demoUrl).toBe(true);
      }
    }
  });

  it('names what each sample uses', () => {
    for (const sample of samples) {
      if (sample.category === 'apps') {
        expect(sample.alsoUses.length, sample.id).toBeGreaterThan(0);
      } else {
        expect(sample.apis.length, sample.id).toBeGreaterThan(0);
      }
    }
  });
});

/** The pinned packages' exports, read from their declaration files. */
function readExports(): Map<LivelinkPackage, Map<string, ts.Symbol>> & {checker: ts.TypeChecker} {
  const program = ts.createProgram(Object.values(entryPoints), {
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
    types: [],
  });
  const checker = program.getTypeChecker();
  const result = new Map<LivelinkPackage, Map<string, ts.Symbol>>();
  for (const [packageName, file] of Object.entries(entryPoints) as [LivelinkPackage, string][]) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source ? checker.getSymbolAtLocation(source) : undefined;
    if (!moduleSymbol) {
      throw new Error(`Cannot read the exports of ${packageName} from ${file}`);
    }
    result.set(
      packageName,
      new Map(checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.name, symbol])),
    );
  }
  return Object.assign(result, {checker});
}

function declaringPackage(symbol: ts.Symbol): string | undefined {
  const file = symbol.declarations?.[0]?.getSourceFile().fileName;
  return file ? packageOfFile(file) : undefined;
}

/** Whether `member` is a property, method or namespace entry of the export. */
function hasMember(checker: ts.TypeChecker, target: ts.Symbol, member: string): boolean {
  if (target.flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule)) {
    return checker.getExportsOfModule(target).some((entry) => entry.name === member);
  }
  if (target.flags & ts.SymbolFlags.Class) {
    const instance = checker.getDeclaredTypeOfSymbol(target);
    const constructor = checker.getTypeOfSymbol(target);
    return (
      checker.getPropertyOfType(instance, member) !== undefined ||
      checker.getPropertyOfType(constructor, member) !== undefined
    );
  }
  return checker.getPropertyOfType(checker.getTypeOfSymbol(target), member) !== undefined;
}

describe('library calls named by the samples', () => {
  const exportsOf = readExports();
  const apis = new Map<string, LibraryApi>();
  for (const sample of samples) {
    for (const api of sample.apis) {
      apis.set(`${api.package} ${apiLabel(api)}`, api);
    }
  }
  const cases = [...apis.entries()];

  it.each(cases)('%s is exported by the pinned package', (_, api) => {
    const symbol = exportsOf.get(api.package)?.get(api.name);
    expect(symbol, `${api.name} is not exported by ${api.package}`).toBeDefined();
    if (!symbol) {
      return;
    }
    const checker = exportsOf.checker;
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

    if (api.member !== undefined) {
      expect(
        hasMember(checker, target, api.member),
        `${api.name} has no member ${api.member}`,
      ).toBe(true);
    }

    // TypeDoc files a renamed re-export of a declaration from the same
    // package under the declaration's own name (Livelink → LivelinkProvider),
    // and anything else, namespaces included, under the name it is exported as.
    const isNamespace = (target.flags & ts.SymbolFlags.ValueModule) !== 0;
    const renamedHere =
      !isNamespace &&
      symbol !== target &&
      target.name !== symbol.name &&
      declaringPackage(target) === api.package;
    const pageName = renamedHere ? target.name : symbol.name;
    expect(api.page).toBe(`${kindFolder(target)}/${pageName}`);
  });

  // That each of these calls links to a built reference page is checked after the build, in
  // tests/e2e/samples-library-calls.test.ts, since the reference pages are generated.
});

describe('gallery filters', () => {
  it('reads filters from the query string and writes them back', () => {
    const filters = parseFilters('?category=cameras&tag=react&q=%20orbit%20');
    expect(filters).toEqual({category: 'cameras', tag: 'react', query: 'orbit'});
    expect(filtersToSearch(filters)).toBe('?category=cameras&tag=react&q=orbit');
    expect(parseFilters(filtersToSearch(filters))).toEqual(filters);
    expect(filtersToSearch(noFilters)).toBe('');
    expect(hasFilters(noFilters)).toBe(false);
  });

  it('keeps at most 200 characters of a query from the address, never half of one', () => {
    const long = `${'a'.repeat(199)}😀😀`;
    const query = parseFilters(`?q=${encodeURIComponent(long)}`).query;
    expect(query).toBe(`${'a'.repeat(199)}😀`);
    expect(query).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('ignores unknown categories and tags', () => {
    expect(parseFilters('?category=nonsense&tag=NOPE&q=')).toEqual(noFilters);
  });

  it('matches every word of the text against titles, summaries, tags and API names', () => {
    const byQuery = (query: string) =>
      samples
        .filter((sample) => matchesFilters(sample, {...noFilters, query}))
        .map((sample) => sample.id);
    expect(byQuery('orbit')).toContain('default-camera-controller');
    expect(byQuery('ORBITAL setLookAt')).toEqual(['default-camera-controller']);
    expect(byQuery('useClients')).toEqual(['clients-list', 'clients-avatars']);
    expect(byQuery('no-such-word-anywhere')).toEqual([]);
    expect(byQuery('')).toHaveLength(samples.length);
  });

  it('combines category, tag and text', () => {
    const shown = samples.filter((sample) =>
      matchesFilters(sample, {category: 'entities', tag: 'lights', query: 'colour'}),
    );
    expect(shown.map((sample) => sample.id)).toEqual(['finding-entities']);
  });
});
