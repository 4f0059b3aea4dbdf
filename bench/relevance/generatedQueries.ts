import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load as parseYaml} from 'js-yaml';
import {OPENAPI_FILE} from '../../src/site/restApi/openApiFile';
import {operationPageId} from '../../src/site/restApi/operationPageId';
import type {ExpectedQuery} from './queryList';

/** A query with the pages any of which may answer it, and where the query came from. */
export type RelevanceQuery = ExpectedQuery & {kind: string};

const root = path.resolve(import.meta.dirname, '../..');
const docs = path.join(root, 'docs');

/** Groups queries by their text: two pages of one name (`Entity`, `Events.Entity`) both answer it. */
function merged(queries: readonly RelevanceQuery[]): RelevanceQuery[] {
  const byQuery = new Map<string, RelevanceQuery>();
  for (const entry of queries) {
    const key = `${entry.kind}\n${entry.query.toLowerCase()}`;
    const known = byQuery.get(key);
    byQuery.set(
      key,
      known ? {...known, expected: [...new Set([...known.expected, ...entry.expected])]} : entry,
    );
  }
  return [...byQuery.values()];
}

function markdownFiles(folder: string): string[] {
  return readdirSync(path.join(docs, folder)).filter((file) => /\.mdx?$/.test(file));
}

/** Classes of both libraries, by name without the namespace of their page (`Events.X` → `X`). */
function classQueries(): RelevanceQuery[] {
  return ['livelink.js', 'livelink.react'].flatMap((library) =>
    markdownFiles(`references/${library}/classes`).map((file) => {
      const page = file.replace(/\.mdx?$/, '');
      return {
        query: page.split('.').at(-1) ?? page,
        expected: [`/references/${library}/classes/${page}`],
        kind: 'class',
      };
    }),
  );
}

/** livelink.react's functions: its hooks and components. */
function hookAndComponentQueries(): RelevanceQuery[] {
  return markdownFiles('references/livelink.react/functions').map((file) => {
    const page = file.replace(/\.mdx?$/, '');
    return {
      query: page,
      expected: [`/references/livelink.react/functions/${page}`],
      kind: page.startsWith('use') ? 'hook' : 'component',
    };
  });
}

/** Asset types, by their id (`animation_graph`) and by their title (`Animation graph`). */
function assetTypeQueries(): RelevanceQuery[] {
  return markdownFiles('references/assets')
    .filter((file) => !file.startsWith('index.'))
    .flatMap((file) => {
      const type = file.replace(/\.mdx?$/, '');
      const source = readFileSync(path.join(docs, 'references/assets', file), 'utf8');
      const title = /^title:\s*(.+)$/m.exec(source)?.[1]?.trim() ?? type;
      const expected = [`/references/assets/${type}`];
      return [
        {query: type, expected, kind: 'asset type'},
        {query: title, expected, kind: 'asset type'},
      ];
    });
}

/** Entity components by id, and their attributes, from the generated components page. */
function componentQueries(): RelevanceQuery[] {
  const source = readFileSync(path.join(docs, 'references/entity-components/index.mdx'), 'utf8');
  const expected = ['/references/entity-components'];
  const ids = [...source.matchAll(/^Component id: `([\w]+)`/gm)].map((match) => match[1] ?? '');
  const attributes = [...source.matchAll(/^\| `([\w]+)` \|/gm)].map((match) => match[1] ?? '');
  return [
    ...ids.map((id) => ({query: id, expected, kind: 'entity component'})),
    ...[...new Set(attributes)].map((name) => ({
      query: name,
      expected,
      kind: 'component attribute',
    })),
  ];
}

/** File extensions from the format tables of the supported formats page. */
function fileFormatQueries(): RelevanceQuery[] {
  const source = readFileSync(path.join(docs, 'references/supported-file-formats.mdx'), 'utf8');
  const extensions = source
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .flatMap((line) => {
      const cells = line.split('|');
      // The extensions are in the second column of both format tables.
      return [...(cells[2] ?? '').matchAll(/`([\w]+)`/g)].map((match) => match[1] ?? '');
    });
  return [...new Set(extensions)].map((extension) => ({
    query: extension,
    expected: ['/references/supported-file-formats'],
    kind: 'file format',
  }));
}

/** REST operations by their summary, to their own page (see `operationPageId`). */
function restQueries(): RelevanceQuery[] {
  const spec = parseYaml(readFileSync(path.join(root, OPENAPI_FILE), 'utf8')) as {
    paths: Record<string, Record<string, {summary?: string; operationId?: string}>>;
  };
  return Object.values(spec.paths).flatMap((operations) =>
    Object.values(operations).flatMap(({summary, operationId}) =>
      summary && operationId
        ? [
            {
              query: summary,
              expected: [`/references/api/${operationPageId(operationId)}`],
              kind: 'REST summary',
            },
          ]
        : [],
    ),
  );
}

/**
 * Devlog posts by their title, each at /devlog/YYYY/MM/DD/slug from its
 * folder's name, in the order of their dates.
 */
function devlogQueries(): RelevanceQuery[] {
  const devlog = path.join(root, 'devlog');
  return readdirSync(devlog, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((folder) => {
      const dated = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(folder);
      const file = ['index.mdx', 'index.md']
        .map((name) => path.join(devlog, folder, name))
        .find((candidate) => existsSync(candidate));
      if (!dated || !file) return [];
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      const {title} = parseYaml(frontMatter) as {title: string};
      const [, year, month, day, slug] = dated;
      return [
        {query: title, expected: [`/devlog/${year}/${month}/${day}/${slug}`], kind: 'devlog title'},
      ];
    });
}

/**
 * Queries generated from the site's own structure, after the references are
 * generated: every class, hook and component, asset type, entity component
 * and attribute, file extension, REST operation summary and devlog title,
 * each expected to find the page that documents it.
 */
export function generatedQueries(): RelevanceQuery[] {
  return merged([
    ...classQueries(),
    ...hookAndComponentQueries(),
    ...assetTypeQueries(),
    ...componentQueries(),
    ...fileFormatQueries(),
    ...restQueries(),
    ...devlogQueries(),
  ]);
}
