import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import type {Heading, PhrasingContent, Root, RootContent} from 'mdast';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {toString} from 'mdast-util-to-string';
import type {VFile} from 'vfile';
import {dependencyInternalChanged} from '../dependencyInternals/dependencyInternalChanged';
import {DEPRECATION_BADGE_CLASS, DEPRECATION_NOTICE_CLASS} from './deprecationBadge';
import {libraryReferences, referenceOutDir} from '../references/typedoc';

/** The heading TypeDoc's Markdown theme gives a `@deprecated` block. */
const DEPRECATED_HEADING = 'Deprecated';

/** Where the generated library references live, as absolute folder paths with a trailing separator. */
const REFERENCE_FOLDERS = libraryReferences.map(({name, packageName}) => ({
  folder: path.resolve(referenceOutDir(name)) + path.sep,
  packageName,
}));

function deprecationBadge(): MdxJsxTextElement {
  return {
    type: 'mdxJsxTextElement',
    name: 'span',
    attributes: [{type: 'mdxJsxAttribute', name: 'className', value: DEPRECATION_BADGE_CLASS}],
    children: [{type: 'text', value: DEPRECATED_HEADING}],
  };
}

/**
 * The note under a deprecated member's heading: "Deprecated:" and the
 * package's own words (usually what to use instead), or, when the package
 * gives none, a sentence saying so.
 */
function deprecationNotice(words: RootContent[], packageName: string): RootContent {
  const [first, ...rest] = words;
  const label: PhrasingContent = {type: 'strong', children: [{type: 'text', value: 'Deprecated:'}]};
  const opening: RootContent =
    first?.type === 'paragraph'
      ? {...first, children: [label, {type: 'text', value: ' '}, ...first.children]}
      : {
          type: 'paragraph',
          children: [label, {type: 'text', value: ` ${packageName} gives no replacement.`}],
        };
  const body = first?.type === 'paragraph' ? rest : words;
  return {
    type: 'blockquote',
    data: {hName: 'div', hProperties: {className: [DEPRECATION_NOTICE_CLASS], role: 'note'}},
    children: [opening, ...body] as Extract<RootContent, {type: 'blockquote'}>['children'],
  };
}

/**
 * Makes deprecated members of the generated client-library references plain
 * to see. TypeDoc strikes a deprecated member's name through and puts the
 * package's `@deprecated` text under a "Deprecated" heading at the end of its
 * section, after the parameters and return type, where a reader skimming the
 * page misses it. This adds a Deprecated badge to the member's heading (so
 * the table of contents, the search results and the Markdown twins carry it)
 * and moves the text right under the heading as a note.
 *
 * The heading keeps the anchor it had without the badge, so links to the
 * member do not change. Runs before Docusaurus's own Remark plugins, which
 * give headings their ids and build the table of contents.
 */
export default function remarkDeprecationNotices(): (tree: Root, file: VFile) => void {
  return (tree, file) => {
    const filePath = file.path ? path.resolve(file.path) : '';
    const reference = REFERENCE_FOLDERS.find(({folder}) => filePath.startsWith(folder));
    if (!reference) return;
    const children = tree.children;
    const isDeprecatedHeading = (node: RootContent | undefined) =>
      node?.type === 'heading' && toString(node) === DEPRECATED_HEADING;
    const struckThrough = children.filter(
      (node): node is Heading =>
        node.type === 'heading' &&
        node.children.length === 1 &&
        node.children[0]?.type === 'delete',
    );
    const [firstStruck] = struckThrough;
    if (!children.some(isDeprecatedHeading)) {
      // TypeDoc's Markdown theme strikes a deprecated name through and gives its note a heading of its
      // own; a struck name without such a heading means that output changed, and badges would vanish.
      if (firstStruck) {
        throw dependencyInternalChanged(
          'typedoc-deprecated-markdown',
          `${file.path}: "${toString(firstStruck)}" is struck through as deprecated, but the page has no "${DEPRECATED_HEADING}" heading. typedoc-plugin-markdown has changed how it writes @deprecated.`,
        );
      }
      return;
    }
    const owners = new Set<Heading>();
    for (let index = 0; index < children.length; index += 1) {
      const node = children[index];
      if (node?.type !== 'heading' || !isDeprecatedHeading(node)) continue;
      let end = index + 1;
      while (
        end < children.length &&
        !['heading', 'thematicBreak'].includes(children[end]?.type ?? '')
      ) {
        end += 1;
      }
      const words = children.slice(index + 1, end);
      children.splice(index, end - index);
      let ownerIndex = index - 1;
      while (ownerIndex >= 0) {
        const candidate = children[ownerIndex];
        if (candidate?.type === 'heading' && candidate.depth < node.depth) break;
        ownerIndex -= 1;
      }
      const owner = children[ownerIndex];
      if (owner?.type === 'heading') owners.add(owner);
      children.splice(ownerIndex + 1, 0, deprecationNotice(words, reference.packageName));
      index = ownerIndex + 1;
    }
    keepHeadingIds(children);
    for (const owner of owners) owner.children.push({type: 'text', value: ' '}, deprecationBadge());
  };
}

/**
 * Gives every heading the id Docusaurus would give it from its text, before
 * any badge is added: the badge's word must not change the anchors, and ids
 * count repeats ("get-signature-1"), so they are set for all headings at once.
 */
function keepHeadingIds(children: RootContent[]): void {
  const slugs = createSlugger();
  for (const node of children) {
    if (node.type !== 'heading') continue;
    const properties = ((node.data ??= {}).hProperties ??= {});
    properties.id ??= slugs.slug(toString(node));
  }
}
