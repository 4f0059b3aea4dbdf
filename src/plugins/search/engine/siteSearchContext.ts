import type {SearchContext} from './indexSource';

/**
 * The filters of the site's docs pages, as the search box sends them from
 * any page, for searches run outside a page: the MCP server's, the search
 * scripts' and the bench's.
 */
export const SITE_SEARCH_CONTEXT: SearchContext = {
  locale: 'en',
  tags: ['default', 'docs-default-current'],
};
