import {searchSection} from '../../site/searchSection';
import type {PageHead} from './readHead';
import type {SocialCard} from './socialCard';

/** What every page's title and description fall back on: the site's own. */
export type SiteText = {title: string; titleDelimiter: string; tagline: string};

/** Drops the backticks of Markdown code spans, which some descriptions keep from their OpenAPI or front matter source. */
function withoutCodeMarks(text: string): string {
  return text.replace(/`([^`]+)`/g, '$1');
}

/**
 * The card of a built page: its title without the ` | Site` Docusaurus
 * appends, the section its path belongs to (the one its search result is
 * labelled with and `/llms.txt` lists it under), and its
 * `<meta name="description">`, or the site's tagline when it has none
 * (either without Markdown's backticks).
 */
export function pageCard(head: PageHead, pathname: string, site: SiteText): SocialCard {
  const fullTitle = head.title.trim();
  const siteSuffix = ` ${site.titleDelimiter} ${site.title}`;
  const title =
    fullTitle.endsWith(siteSuffix) && fullTitle.length > siteSuffix.length
      ? fullTitle.slice(0, -siteSuffix.length).trim()
      : fullTitle || site.title;
  const description = head.metas.find((meta) => meta.key === 'description')?.content.trim();
  return {
    title: withoutCodeMarks(title),
    section: searchSection(pathname),
    description: withoutCodeMarks(description || site.tagline),
  };
}
