import {open, readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {withoutLlmsTxtPointer} from '../plugins/machine-docs/llmsTxtPointer';
import type {LibraryName} from '../site/libraryOfPath';
import type {libraryReferences} from '../site/typedoc';
import {closeNames, MAX_SUGGESTIONS, suggestionSentence} from './closeNames';
import {fileInside} from './fileInside';
import {
  codeBlocks,
  fenceAfter,
  markdownBlocks,
  parseMarkdownSections,
  withoutLinks,
  type MarkdownSection,
} from './markdownSections';
import {capMarkdown, DESCRIPTION_CHARACTER_LIMIT, oneLine} from './textLimits';

/*
 * The exported symbols of livelink.js and livelink.react, read from the
 * Markdown twins of their TypeDoc pages in the built site (one page per
 * symbol, `build/references/<library>/<kind folder>/<name>.md`). Listing
 * reads only each page's title line; a description reads one page.
 */

/** The npm package a library reference documents. */
export type LibraryPackage = (typeof libraryReferences)[number]['packageName'];

/**
 * The two libraries and their packages, as in `libraryReferences`
 * (src/site/typedoc.ts). That module loads the TypeScript compiler to map
 * exports, so the pairs are repeated here and a unit test keeps them equal.
 */
export const LIBRARIES: readonly {library: LibraryName; packageName: LibraryPackage}[] = [
  {library: 'livelink.js', packageName: '@3dverse/livelink'},
  {library: 'livelink.react', packageName: '@3dverse/livelink-react'},
];

/** What a symbol is, from its page title. */
export type SymbolKind =
  'class' | 'interface' | 'function' | 'type' | 'variable' | 'enumeration' | 'namespace';

/** One exported symbol of a library and where its reference lives. */
export type LibrarySymbol = {
  /** The name as declared, such as `Livelink` or `CodecType`. */
  name: string;
  /**
   * The name with its namespace, such as `Enums.CodecType`; the same as
   * `name` for a top-level export. It tells apart symbols that share a
   * `name`, such as the class `Scene` and the type `Assets.Scene`.
   */
  qualifiedName: string;
  kind: SymbolKind;
  /** Whether the page marks the whole symbol as deprecated. */
  deprecated: boolean;
  library: LibraryName;
  package: LibraryPackage;
  /** Site path of the reference page; its Markdown twin is this path plus `.md`. */
  url: string;
  /** The Markdown twin, relative to the build folder, with `/` separators. */
  markdownFile: string;
};

/** A symbol found by name, and the member asked for when the name was `Owner.member`. */
export type SymbolMatch = {symbol: LibrarySymbol; member?: string};

const KIND_OF_TITLE: Readonly<Record<string, SymbolKind>> = {
  class: 'class',
  'abstract class': 'class',
  interface: 'interface',
  function: 'function',
  'type alias': 'type',
  variable: 'variable',
  enumeration: 'enumeration',
  namespace: 'namespace',
  module: 'namespace',
};

/** The kind each folder of TypeDoc's "kind" router holds, for titles that do not say it. */
const KIND_OF_FOLDER: Readonly<Record<string, SymbolKind>> = {
  classes: 'class',
  interfaces: 'interface',
  functions: 'function',
  types: 'type',
  variables: 'variable',
  enums: 'enumeration',
  enumerations: 'enumeration',
  modules: 'namespace',
};

/**
 * The `##` sections of a page whose `###` subsections are the symbol's
 * members, each with what one of its members is called.
 */
const MEMBER_KIND_OF_GROUP: Readonly<Record<string, string>> = {
  Constructors: 'constructor',
  Properties: 'property',
  Accessors: 'accessor',
  Methods: 'method',
  'Enumeration Members': 'enumeration member',
};
const MEMBER_GROUPS = Object.keys(MEMBER_KIND_OF_GROUP);

/** `##` sections worth showing in full for a symbol that has no members: they are short tables. */
const DETAIL_SECTIONS = [
  'Type Parameters',
  'Parameters',
  'Returns',
  'Type Declaration',
  'Enumeration Members',
  'Example',
  'Examples',
];

/** Members listed with their signature per group; the rest of the group is listed by name. */
const MEMBERS_WITH_SIGNATURE = 25;
/** Longest one-line signature in a member list. */
const MEMBER_SIGNATURE_LENGTH = 160;
/** Longest introduction shown for a symbol. */
const INTRODUCTION_LENGTH = 1_500;

/** A page title read into its parts. */
export type SymbolTitle = {
  /** The words before the colon, lower case (`abstract class`), or '' when the title has none. */
  kindWords: string;
  name: string;
  deprecated: boolean;
};

/**
 * Reads a TypeDoc page title such as `# Class: Livelink`,
 * `# Type Alias: ComponentType\<T>`, `# Function: useEntity()` or
 * `# ~~Class: Old~~`; `undefined` when the line is not a level-one heading.
 */
export function parseSymbolTitle(line: string): SymbolTitle | undefined {
  const heading = /^#\s+(.+?)\s*$/.exec(line)?.[1];
  if (heading === undefined) return undefined;
  const deprecated = /^~~.*~~$/.test(heading);
  const bare = unescapeMarkdown(deprecated ? heading.slice(2, -2) : heading);
  const colon = bare.indexOf(': ');
  const kindWords = colon === -1 ? '' : bare.slice(0, colon).trim().toLowerCase();
  const name = (colon === -1 ? bare : bare.slice(colon + 2))
    .replace(/<.*>$/, '')
    .replace(/\(\)$/, '')
    .trim();
  return name ? {kindWords, name, deprecated} : undefined;
}

/** Markdown backslash escapes removed: `\_x` is `_x`, `\<T>` is `<T>`. */
function unescapeMarkdown(value: string): string {
  return value.replace(/\\([\\`*_{}[\]()#+\-.!<>|~])/g, '$1');
}

/** A member heading as a plain name: `~~old()~~` is `old`, `start()` is `start`, `name?` is `name`. */
export function memberName(heading: string): string {
  return unescapeMarkdown(heading.replace(/^~~(.*)~~$/, '$1'))
    .replace(/\(\)$/, '')
    .replace(/\?$/, '')
    .trim();
}

/**
 * The title line of a Markdown twin (its first line after the pointer to
 * `/llms.txt`), reading no more than the file's first kilobyte.
 */
async function titleLine(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(1024);
    const {bytesRead} = await handle.read(buffer, 0, buffer.length, 0);
    const head = withoutLlmsTxtPointer(buffer.subarray(0, bytesRead).toString('utf8'));
    return head.split(/\r?\n/)[0] ?? '';
  } finally {
    await handle.close();
  }
}

/** The subfolders of a folder, sorted; throws when the folder cannot be read. */
async function subfolders(folder: string): Promise<string[]> {
  const entries = await readdir(folder, {withFileTypes: true});
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * Every symbol of livelink.js and livelink.react in a built site, from the
 * title line of each Markdown twin under `<buildDir>/references/<library>/`.
 * Throws when a library's folder is missing, which means the site has not
 * been built.
 */
export async function readLibrarySymbols(buildDir: string): Promise<LibrarySymbol[]> {
  const symbols: LibrarySymbol[] = [];
  for (const {library, packageName} of LIBRARIES) {
    const libraryDir = path.join(buildDir, 'references', library);
    let folders: string[];
    try {
      folders = await subfolders(libraryDir);
    } catch (error) {
      throw new Error(
        `The ${library} reference is missing from ${libraryDir}; build the site first (npm run build).`,
        {cause: error},
      );
    }
    for (const folder of folders) {
      const entries = await readdir(path.join(libraryDir, folder), {withFileTypes: true});
      const twins = entries
        .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
        .map((entry) => entry.name)
        .sort();
      for (const fileName of twins) {
        const title = parseSymbolTitle(await titleLine(path.join(libraryDir, folder, fileName)));
        const kind = title && (KIND_OF_TITLE[title.kindWords] ?? KIND_OF_FOLDER[folder]);
        if (!title || !kind) continue;
        const pageName = fileName.slice(0, -'.md'.length);
        // Namespaced exports are written `Namespace.Name.md`; the title only gives `Name`.
        const qualifiedName = pageName.endsWith(`.${title.name}`) ? pageName : title.name;
        const route = `references/${library}/${folder}/${pageName}`;
        symbols.push({
          name: title.name,
          qualifiedName,
          kind,
          deprecated: title.deprecated,
          library,
          package: packageName,
          url: `/${route}`,
          markdownFile: `${route}.md`,
        });
      }
    }
  }
  return symbols;
}

/** Symbols named `name`: by qualified name or name, exactly, else without regard to case. */
function symbolsNamed(symbols: readonly LibrarySymbol[], name: string): LibrarySymbol[] {
  const exact = [
    ...symbols.filter((symbol) => symbol.qualifiedName === name),
    ...symbols.filter((symbol) => symbol.qualifiedName !== name && symbol.name === name),
  ];
  if (exact.length > 0) return exact;
  const lower = name.toLowerCase();
  return [
    ...symbols.filter((symbol) => symbol.qualifiedName.toLowerCase() === lower),
    ...symbols.filter(
      (symbol) =>
        symbol.qualifiedName.toLowerCase() !== lower && symbol.name.toLowerCase() === lower,
    ),
  ];
}

/**
 * The symbols a name refers to. A name is compared with qualified names and
 * plain names, exactly and then without regard to case; every symbol of the
 * first step that matches is returned (the same name may be exported by both
 * libraries). When no symbol has the name and it has the form
 * `Owner.member`, the owner's matches are returned with `member` set; whether
 * the member exists is only known once the page is read. A trailing `()` is
 * ignored. An empty array means nothing matched.
 */
export function findSymbols(symbols: readonly LibrarySymbol[], name: string): SymbolMatch[] {
  const wanted = name.trim().replace(/\(\)$/, '');
  if (wanted === '') return [];
  const direct = symbolsNamed(symbols, wanted);
  if (direct.length > 0) return direct.map((symbol) => ({symbol}));
  const dot = wanted.lastIndexOf('.');
  if (dot <= 0 || dot === wanted.length - 1) return [];
  const member = wanted.slice(dot + 1);
  return symbolsNamed(symbols, wanted.slice(0, dot)).map((symbol) => ({symbol, member}));
}

/** A GitHub-style heading id, as the site gives its headings (before numbering repeats). */
function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The id of every heading below the title, numbered as the site numbers repeated ids. */
function headingIds(markdown: string): Map<number, string> {
  const ids = new Map<number, string>();
  const used = new Map<string, number>();
  let openFence: string | undefined;
  markdown.split(/\r?\n/).forEach((line, index) => {
    const wasOpen = openFence !== undefined;
    openFence = fenceAfter(line, openFence);
    const heading = /^#{2,6}\s+(.*?)\s*$/.exec(line)?.[1];
    if (wasOpen || openFence !== undefined || heading === undefined) return;
    const base = slug(unescapeMarkdown(heading.replace(/~~/g, '')));
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    ids.set(index, count === 0 ? base : `${base}-${count}`);
  });
  return ids;
}

/** A member of a class, interface or type, as a page section. */
type Member = {group: string; name: string; deprecated: boolean; section: MarkdownSection};

function membersOf(title: MarkdownSection): Member[] {
  return title.children
    .filter((group) => MEMBER_GROUPS.includes(group.heading))
    .flatMap((group) =>
      group.children.map((section) => ({
        group: group.heading,
        name: memberName(section.heading),
        deprecated: /^~~.*~~$/.test(section.heading),
        section,
      })),
    );
}

/** The first TypeScript signature in a section, on one line. */
function oneLineSignature(section: MarkdownSection): string | undefined {
  const block = codeBlocks(section.body).find(({language}) => /^tsx?$/.test(language));
  return block && oneLine(block.code, MEMBER_SIGNATURE_LENGTH);
}

/** Tables with their alignment padding removed: TypeDoc pads every cell to the widest one. */
function compactTables(markdown: string): string {
  let openFence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const wasOpen = openFence !== undefined;
      openFence = fenceAfter(line, openFence);
      if (wasOpen || openFence !== undefined || !line.trimStart().startsWith('|')) return line;
      // `[]()` is an empty anchor TypeDoc puts before names in tables.
      return line
        .replace(/ {2,}/g, ' ')
        .replace(/-{4,}/g, '---')
        .replace(/\[\]\(\)/g, '');
    })
    .join('\n');
}

/**
 * The introduction of a page without its signature blocks (they are shown
 * apart), whole blocks only, up to about {@link INTRODUCTION_LENGTH} characters.
 */
function introduction(lead: string): string {
  const kept: string[] = [];
  let length = 0;
  for (const block of markdownBlocks(lead)) {
    if (/^\s{0,3}(```|~~~)\s*tsx?\s*$/.test(block.split('\n')[0] ?? '')) continue;
    if (length + block.length > INTRODUCTION_LENGTH) {
      if (kept.length === 0) kept.push(oneLine(block, INTRODUCTION_LENGTH));
      kept.push('…');
      break;
    }
    kept.push(block);
    length += block.length;
  }
  return kept.join('\n\n');
}

/** The items of a bulleted section (`Extends`, `Implements`) as plain text. */
function listItems(section: MarkdownSection | undefined): string[] {
  if (!section) return [];
  return section.lead
    .split('\n')
    .filter((line) => /^\s*[-*]\s/.test(line))
    .map((line) => withoutLinks(line.replace(/^\s*[-*]\s+/, '')).trim());
}

type DescribeContext = {siteUrl: string; symbol: LibrarySymbol; markdown: string};

/** Links to a heading of the same page (`](#start)`) made to point at the page itself. */
function pageAnchors(markdown: string, page: string): string {
  return markdown.replace(/\]\(#([^)\s]+)\)/g, `](${page}#$1)`);
}

/** The heading and the where-to-find-it line of a description. */
function header({siteUrl, symbol}: DescribeContext, label: string, anchor?: string): string[] {
  const page = `${siteUrl}${symbol.url}`;
  return [
    `# ${label}`,
    '',
    `From \`${symbol.package}\` (${symbol.library}). Reference: ${page}${anchor ? `#${anchor}` : ''} (Markdown: ${page}.md).`,
    '',
  ];
}

/** A whole symbol: introduction, signatures, then members or detail sections. */
function describeWhole(
  context: DescribeContext,
  titleSection: MarkdownSection,
  kindWords: string,
): string {
  const {symbol} = context;
  const lines = header(context, `${kindWords || symbol.kind} ${symbol.qualifiedName}`);
  if (symbol.deprecated) lines.push('**Deprecated.**', '');
  const intro = introduction(titleSection.lead);
  if (intro) lines.push(intro, '');

  const byHeading = (heading: string) =>
    titleSection.children.find((section) => section.heading === heading);
  for (const heading of ['Extends', 'Implements']) {
    const items = listItems(byHeading(heading));
    if (items.length > 0) lines.push(`${heading}: ${items.join(', ')}.`, '');
  }

  const members = membersOf(titleSection);
  const signatures = [
    ...codeBlocks(titleSection.lead).filter(({language}) => /^tsx?$/.test(language)),
    // A class's signature is how it is constructed.
    ...members
      .filter((member) => member.group === 'Constructors')
      .flatMap((member) =>
        codeBlocks(member.section.body).filter(({language}) => /^tsx?$/.test(language)),
      ),
  ];
  if (signatures.length > 0) {
    lines.push('```ts', signatures.map(({code}) => code.trim()).join('\n\n'), '```', '');
  }

  if (symbol.kind === 'namespace') {
    // A namespace page is lists of links to the pages of what it holds.
    for (const section of titleSection.children) {
      const items = listItems(section);
      if (items.length > 0) lines.push(`${section.heading}: ${items.join(', ')}.`, '');
    }
    lines.push(`Ask for \`${symbol.qualifiedName}.<name>\` to read one of them.`, '');
    return lines.join('\n');
  }

  const otherSections = titleSection.children
    .map((section) => section.heading)
    .filter(
      (heading) =>
        !MEMBER_GROUPS.includes(heading) &&
        !DETAIL_SECTIONS.includes(heading) &&
        !['Extends', 'Implements'].includes(heading),
    );

  if (members.length === 0) {
    for (const heading of DETAIL_SECTIONS) {
      const section = byHeading(heading);
      if (section) lines.push(`## ${heading}`, '', compactTables(section.body), '');
    }
  } else {
    const listed = members.filter((member) => member.group !== 'Constructors');
    lines.push(`## Members (${listed.length})`, '');
    for (const group of MEMBER_GROUPS) {
      const inGroup = listed.filter((member) => member.group === group);
      if (inGroup.length === 0) continue;
      lines.push(`### ${group}`, '');
      for (const member of inGroup.slice(0, MEMBERS_WITH_SIGNATURE)) {
        const signature = oneLineSignature(member.section);
        const note = member.deprecated ? ' (deprecated)' : '';
        lines.push(signature ? `- \`${signature}\`${note}` : `- ${member.name}${note}`);
      }
      const rest = inGroup.slice(MEMBERS_WITH_SIGNATURE);
      if (rest.length > 0) {
        lines.push(`- Also: ${rest.map((member) => member.name).join(', ')}.`);
      }
      lines.push('');
    }
    lines.push(`Ask for \`${symbol.qualifiedName}.<member>\` to read one member in full.`, '');
  }
  if (otherSections.length > 0) {
    lines.push(`Other sections of the page: ${otherSections.join(', ')}.`, '');
  }
  return lines.join('\n');
}

/** The sections of one member (several when a name is both static and not), or an error naming close ones. */
function describeMember(
  context: DescribeContext,
  titleSection: MarkdownSection,
  wanted: string,
): string {
  const {symbol} = context;
  const members = membersOf(titleSection);
  const exact = members.filter((member) => member.name === wanted);
  const found =
    exact.length > 0
      ? exact
      : members.filter((member) => member.name.toLowerCase() === wanted.toLowerCase());
  if (found.length === 0) {
    const suggestions = closeNames(
      wanted,
      members.map((member) => member.name),
      MAX_SUGGESTIONS,
    );
    throw new Error(
      `${symbol.qualifiedName} (${symbol.library}) has no member "${wanted}". ${suggestionSentence(
        suggestions,
        `describe ${symbol.qualifiedName} to see its members`,
      )}`,
    );
  }
  const ids = headingIds(context.markdown);
  const lines: string[] = [];
  for (const member of found) {
    const kind = MEMBER_KIND_OF_GROUP[member.group] ?? 'member';
    const anchor = ids.get(member.section.line);
    lines.push(
      ...header(context, `${kind} ${symbol.qualifiedName}.${member.name}`, anchor),
      ...(member.deprecated ? ['**Deprecated.**', ''] : []),
      compactTables(member.section.body.replace(/(\n\s*\*\*\*\s*)+$/, '')),
      '',
    );
  }
  return lines.join('\n');
}

/** Options of {@link describeSymbol}. */
export type DescribeSymbolOptions = {
  /** Origin the reference URLs are written under, such as `https://docs.3dverse.com`; site paths without it. */
  siteUrl?: string;
  /** Longest description returned; {@link DESCRIPTION_CHARACTER_LIMIT} by default. */
  maxCharacters?: number;
};

/** The Markdown twin of a symbol, refusing any path outside its library's reference folder. */
async function readTwin(buildDir: string, symbol: LibrarySymbol): Promise<string> {
  const file = fileInside(
    path.join(buildDir, 'references', symbol.library),
    path.resolve(buildDir, symbol.markdownFile),
  );
  const safe =
    LIBRARIES.some(({library}) => library === symbol.library) && file?.endsWith('.md') === true;
  if (!file || !safe) {
    throw new Error(
      `Refusing to read ${symbol.markdownFile}: it is not a ${symbol.library} reference page.`,
    );
  }
  return readFile(file, 'utf8');
}

/**
 * A symbol as Markdown for an agent: kind, name and package, the reference
 * URL, its introduction and signature, and for a class, interface or object
 * type its members with one-line signatures. For `Owner.member`, the
 * member's own section: signature, description, parameters and return value.
 * When the name matches symbols of both libraries, both are described. The
 * text is cut at `maxCharacters` and says so. Only pages listed in `symbols`
 * (as `readLibrarySymbols` found them) are read. Throws on an unknown name,
 * with up to five close names in the message.
 */
export async function describeSymbol(
  buildDir: string,
  symbols: readonly LibrarySymbol[],
  name: string,
  {siteUrl = '', maxCharacters = DESCRIPTION_CHARACTER_LIMIT}: DescribeSymbolOptions = {},
): Promise<string> {
  const matches = findSymbols(symbols, name);
  if (matches.length === 0) {
    const candidates = symbols.flatMap((symbol) => [symbol.qualifiedName, symbol.name]);
    const wanted = name.trim().replace(/\(\)$/, '');
    let suggestions = closeNames(wanted, candidates, MAX_SUGGESTIONS);
    const dot = wanted.lastIndexOf('.');
    // For `Owner.member` with an unknown owner, the owner alone is the better guess.
    if (suggestions.length === 0 && dot > 0) {
      suggestions = closeNames(wanted.slice(0, dot), candidates, MAX_SUGGESTIONS);
    }
    throw new Error(
      `No livelink.js or livelink.react symbol is named "${name}". ${suggestionSentence(
        suggestions,
        'search the documentation for it instead',
      )}`,
    );
  }
  const origin = siteUrl.replace(/\/$/, '');
  const parts: string[] = [];
  const failures: Error[] = [];
  for (const {symbol, member} of matches) {
    const markdown = await readTwin(buildDir, symbol);
    const titleSection = parseMarkdownSections(markdown).children.find(
      (section) => section.depth === 1,
    );
    if (!titleSection) continue;
    const context = {siteUrl: origin, symbol, markdown};
    if (member === undefined) {
      const kindWords = parseSymbolTitle(`# ${titleSection.heading}`)?.kindWords ?? '';
      parts.push(
        pageAnchors(describeWhole(context, titleSection, kindWords), `${origin}${symbol.url}`),
      );
      continue;
    }
    try {
      parts.push(
        pageAnchors(describeMember(context, titleSection, member), `${origin}${symbol.url}`),
      );
    } catch (error) {
      // With two owners of the same name, the member may exist on only one of them.
      failures.push(error instanceof Error ? error : new Error(String(error)));
    }
  }
  if (parts.length === 0) throw failures[0] ?? new Error(`The page of "${name}" has no title.`);
  const first = matches[0]?.symbol;
  return capMarkdown(
    `${parts.join('\n---\n\n').trim()}\n`,
    maxCharacters,
    first && `${origin}${first.url}.md`,
  );
}
