/**
 * Whether the source of Docusaurus's `CodeBlock` keys its content by
 * `useIsBrowser()`, so that a block mounts its content a second time once
 * hydrated: that second mount is the one that takes over the lines the
 * server highlighted (see `client/serverLines.ts`) instead of highlighting
 * them again.
 */
export function remountsInBrowser(source: string): boolean {
  return /useIsBrowser\(\)/.test(source) && /key=\{\s*String\(\s*isBrowser\s*\)\s*\}/.test(source);
}
