/** Where the console keeps a credential: this tab's session storage, under the scheme's name. */
const PREFIX = '3dverse-docs.api-console.credential.';

/** Storage the browser refuses (a privacy mode, a sandbox) keeps nothing; the console still works. */
function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The reader's API key or token, kept in the tab's `sessionStorage` only:
 * it lasts until the tab is closed, is never shared with other tabs, and is
 * never written to local storage, a cookie or a URL.
 */
export const credentialStore = {
  read(scheme: string): string {
    try {
      return sessionStore()?.getItem(PREFIX + scheme) ?? '';
    } catch {
      return '';
    }
  },
  write(scheme: string, value: string): void {
    try {
      if (value === '') sessionStore()?.removeItem(PREFIX + scheme);
      else sessionStore()?.setItem(PREFIX + scheme, value);
    } catch {
      // Full or refused: the value lives in the field until the page is left.
    }
  },
  /** Removes every credential the console kept, whatever its scheme. */
  forgetAll(): void {
    const store = sessionStore();
    if (!store) return;
    const keys = Array.from({length: store.length}, (_, index) => store.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) store.removeItem(key);
  },
};
