/**
 * A doc path or a page's pathname in the form that makes them equal when
 * react-router's `matchPath` (not strict, not case-sensitive) would match
 * them exactly: lower case, without a trailing slash.
 */
export function docPathKey(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}
