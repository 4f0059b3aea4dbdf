import {searchSections} from '../../site/searchSection';
import type {MachinePage} from './machinePage';
import {markdownPath} from './markdownPath';

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
