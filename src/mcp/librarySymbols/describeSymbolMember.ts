import {closeNames, MAX_SUGGESTIONS, suggestionSentence} from '../closeNames';
import type {MarkdownSection} from '../markdownSections';
import {compactTables} from './compactTables';
import {descriptionHeader, type DescribeContext} from './descriptionHeader';
import {headingIds} from './headingIds';
import {MEMBER_KIND_OF_GROUP, symbolMembers} from './symbolMembers';

/**
 * The sections of one member of a symbol (several when a name is both
 * static and not), each linked to its heading on the page. Throws when the
 * symbol has no member of that name, naming close ones.
 */
export function describeSymbolMember(
  context: DescribeContext,
  titleSection: MarkdownSection,
  wanted: string,
): string {
  const {symbol} = context;
  const members = symbolMembers(titleSection);
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
      ...descriptionHeader(context, `${kind} ${symbol.qualifiedName}.${member.name}`, anchor),
      ...(member.deprecated ? ['**Deprecated.**', ''] : []),
      compactTables(member.section.body.replace(/(\n\s*\*\*\*\s*)+$/, '')),
      '',
    );
  }
  return lines.join('\n');
}
