import type {MarkdownSection} from '../markdownSections';
import {memberName} from './symbolTitle';

/**
 * The `##` sections of a page whose `###` subsections are the symbol's
 * members, each with what one of its members is called.
 */
export const MEMBER_KIND_OF_GROUP: Readonly<Record<string, string>> = {
  Constructors: 'constructor',
  Properties: 'property',
  Accessors: 'accessor',
  Methods: 'method',
  'Enumeration Members': 'enumeration member',
};

/** The member groups in the order TypeDoc writes them. */
export const MEMBER_GROUPS = Object.keys(MEMBER_KIND_OF_GROUP);

/** A member of a class, interface or type, as a page section. */
export type SymbolMember = {
  group: string;
  name: string;
  deprecated: boolean;
  section: MarkdownSection;
};

/** The members of the symbol whose page title section is `title`, group by group. */
export function symbolMembers(title: MarkdownSection): SymbolMember[] {
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
