import {readEnvironment} from '../settings/environmentVariables';

/**
 * The product's name and the addresses that belong to it, defined once so that
 * the site configuration, pages and tests never spell them out again.
 */
export const product = {
  /** Written in lower case, as the company writes it. */
  name: '3dverse',
  siteUrl: 'https://docs.3dverse.com',
  consoleUrl: 'https://console.3dverse.com',
  sourceHostingUrl: 'https://github.com/3dverse',
  /**
   * Where the search modal's "Let us know." link opens a prefilled issue. The
   * docs repository's name is our assumption; DOCS_ISSUES_URL replaces it.
   */
  docsIssuesUrl: readEnvironment('DOCS_ISSUES_URL'),
  /**
   * No public page we could read confirms the chat invite, so it can be
   * replaced at build time without touching code.
   */
  communityChatUrl: readEnvironment('COMMUNITY_CHAT_URL'),
} as const;
