import {codeBlocks, markdownBlocks, withoutLinks, type MarkdownSection} from '../markdownSections';
import {oneLine} from '../textLimits';
import {compactTables} from './compactTables';
import {descriptionHeader, type DescribeContext} from './descriptionHeader';
import {MEMBER_GROUPS, symbolMembers} from './symbolMembers';

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

/** The first TypeScript signature in a section, on one line. */
function oneLineSignature(section: MarkdownSection): string | undefined {
  const block = codeBlocks(section.body).find(({language}) => /^tsx?$/.test(language));
  return block && oneLine(block.code, MEMBER_SIGNATURE_LENGTH);
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

/**
 * A whole symbol: introduction, signatures, then members or detail
 * sections. `kindWords` are the title's own words for the kind (`abstract
 * class`), shown instead of the symbol's kind when the title has them.
 */
export function describeWholeSymbol(
  context: DescribeContext,
  titleSection: MarkdownSection,
  kindWords: string,
): string {
  const {symbol} = context;
  const lines = descriptionHeader(context, `${kindWords || symbol.kind} ${symbol.qualifiedName}`);
  if (symbol.deprecated) lines.push('**Deprecated.**', '');
  const intro = introduction(titleSection.lead);
  if (intro) lines.push(intro, '');

  const byHeading = (heading: string) =>
    titleSection.children.find((section) => section.heading === heading);
  for (const heading of ['Extends', 'Implements']) {
    const items = listItems(byHeading(heading));
    if (items.length > 0) lines.push(`${heading}: ${items.join(', ')}.`, '');
  }

  const members = symbolMembers(titleSection);
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
