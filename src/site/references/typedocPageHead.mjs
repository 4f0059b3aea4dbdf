// @ts-check
// A TypeDoc plugin, plain JavaScript for the reason typedocInternalNames.mjs
// gives. TypeDoc's Markdown pages have no front matter, so Docusaurus takes a
// page's title from its first heading as written, Markdown escapes and all
// (`AssetRef\<T\>` in the browser's tab), and its description from its first
// line, which on most class pages is the section heading `## Extends`. Each
// reference page gets both from the symbol itself instead.
import {ReflectionKind} from 'typedoc';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';
import {unescapeMarkdown} from './unescapeMarkdown.mjs';

/**
 * A Markdown heading's text as a reader sees it: the backslashes that
 * escape punctuation (`AssetRef\<T\>`, `pointer\_locked`) removed.
 *
 * @param {string} heading
 * @returns {string}
 */
export function plainHeading(heading) {
  return unescapeMarkdown(heading).trim();
}

/**
 * The first paragraph of a doc comment's summary as plain text: code keeps
 * its text without backticks, a link its label, and the lines are joined.
 *
 * @param {readonly import('typedoc').CommentDisplayPart[]} parts
 * @returns {string}
 */
export function summaryText(parts) {
  const text = parts.map((part) => part.text.replace(/^`+|`+$/g, '')).join('');
  return (text.trim().split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * What a reference page says it is about: its symbol's summary, or the
 * first signature's for a function, and otherwise its name and kind.
 *
 * @param {import('typedoc').Reflection} reflection
 * @param {string} library the reference's name, `livelink.js` for example
 * @returns {string}
 */
export function pageDescription(reflection, library) {
  const signatures =
    'signatures' in reflection && Array.isArray(reflection.signatures)
      ? /** @type {import('typedoc').SignatureReflection[]} */ (reflection.signatures)
      : [];
  const comment = reflection.comment ?? signatures[0]?.comment;
  const summary = comment ? summaryText(comment.summary) : '';
  if (summary !== '') return summary;
  const kind = ReflectionKind.singularString(reflection.kind).toLowerCase();
  return `The ${reflection.name} ${kind} of the ${library} client library.`;
}

/**
 * The front matter that names a page's title and description. JSON's
 * quoted strings are YAML's double-quoted ones, so any text is safe in it.
 *
 * @param {{title: string, description: string}} head
 * @returns {string}
 */
export function frontMatter({title, description}) {
  return `---\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(description)}\n---\n\n`;
}

/**
 * TypeDoc's entry point: puts front matter on every symbol's page as it is
 * written, from its first heading and its doc comment. The overview page,
 * written from the library's readme, keeps its own.
 *
 * @param {import('typedoc-plugin-markdown').MarkdownApplication} app
 */
export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    const heading = /^# (.+)$/m.exec(page.contents ?? '')?.[1];
    if (!page.contents || !heading || page.contents.startsWith('---')) return;
    if (!page.isReflectionEvent() || page.model.kind === ReflectionKind.Project) return;
    const title = plainHeading(heading);
    const description = pageDescription(page.model, page.project.name);
    page.contents = frontMatter({title, description}) + page.contents;
  });
}
