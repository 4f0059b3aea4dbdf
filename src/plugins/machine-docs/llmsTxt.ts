import type {SearchSection} from './shared/searchSection';
import {searchSections} from './shared/searchSection';

/** A page as the machine-readable docs list it. */
export type MachinePage = {
  path: string;
  title: string;
  description: string;
  section: SearchSection;
  markdown: string;
};

/** Sections whose prose goes into llms-full.txt: all but the samples gallery and the devlog. */
const FULL_TEXT_SECTIONS: readonly SearchSection[] = searchSections.filter(
  (section) => section !== 'Samples' && section !== 'Devlog',
);

/** The address of a page's Markdown twin: its URL with `.md` appended (`/` → `/index.md`). */
export function markdownPath(path: string): string {
  return path === '/' ? '/index.md' : `${path}.md`;
}

/**
 * `/llms.txt`: the site's title and summary, then each section with its
 * pages, each linking to its Markdown twin with a one-line description
 * (the llms.txt convention).
 */
export function llmsTxt(
  site: {title: string; tagline: string; url: string},
  pages: readonly MachinePage[],
): string {
  const lines = [`# ${site.title}`, '', `> ${site.tagline}`, ''];
  for (const section of searchSections) {
    const inSection = pages.filter((page) => page.section === section);
    if (inSection.length === 0) continue;
    lines.push(`## ${section}`, '');
    for (const page of [...inSection].sort((a, b) => a.path.localeCompare(b.path))) {
      const description = page.description.replace(/\s+/g, ' ').trim();
      lines.push(
        `- [${page.title}](${site.url}${markdownPath(page.path)})${description ? `: ${description}` : ''}`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** `/llms-full.txt`: the Markdown of every guide, tutorial and reference page, one after another. */
export function llmsFullTxt(
  site: {title: string; url: string},
  pages: readonly MachinePage[],
): string {
  const included = pages
    .filter((page) => FULL_TEXT_SECTIONS.includes(page.section))
    .sort(
      (a, b) =>
        FULL_TEXT_SECTIONS.indexOf(a.section) - FULL_TEXT_SECTIONS.indexOf(b.section) ||
        a.path.localeCompare(b.path),
    );
  return [
    `# ${site.title}: full text`,
    '',
    ...included.map(
      (page) => `<!-- Source: ${site.url}${page.path} -->\n\n${page.markdown.trim()}\n`,
    ),
  ].join('\n');
}
