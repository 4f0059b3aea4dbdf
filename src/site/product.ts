import {
  environmentVariables,
  readEnvironment,
  type Environment,
} from '../settings/environmentVariables';

/**
 * The address a variable sets, else its declared fallback, also when it is
 * set but empty, as a deploy template that leaves the value blank sets it:
 * an empty address would stop the build or write an empty link.
 */
export function configuredAddress(
  name: 'DOCS_ISSUES_URL' | 'COMMUNITY_CHAT_URL',
  // Named here, not through an alias, so the declarations' test finds the names.
  env?: Environment<'DOCS_ISSUES_URL' | 'COMMUNITY_CHAT_URL'>,
): string {
  return readEnvironment(name, env).trim() || environmentVariables[name].fallback;
}

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
  docsIssuesUrl: configuredAddress('DOCS_ISSUES_URL'),
  /**
   * No public page we could read confirms the chat invite, so it can be
   * replaced at build time without touching code.
   */
  communityChatUrl: configuredAddress('COMMUNITY_CHAT_URL'),
} as const;
