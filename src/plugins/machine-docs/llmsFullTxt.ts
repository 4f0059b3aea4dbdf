import {searchSections, type SearchSection} from '../../site/searchSection';
import type {MachinePage} from './machinePage';

/** Sections whose prose goes into llms-full.txt: all but the samples gallery and the devlog. */
const FULL_TEXT_SECTIONS: readonly SearchSection[] = searchSections.filter(
  (section) => section !== 'Samples' && section !== 'Devlog',
);

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
