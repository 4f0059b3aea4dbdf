/** The head's scripts and links: the bundle's files, named by hashes that change whenever any page does. */
const HEAD_ASSETS = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*>/g;

/**
 * A built page cut down to what reading its article needs: the `html`
 * element's start tag (its classes say what kind of page it is), the head
 * (title, metadata) without its scripts and links, and the `main` element,
 * without the navbar, the sidebar with its hundreds of links, and the
 * footer, which are most of a page's markup and which no reader of the
 * article looks at. Parsing it takes about half the time of the whole
 * page, and it stays the same from build to build until the page itself
 * changes, so what is read from it can be kept by it. The whole page is
 * returned when any of those parts cannot be found.
 */
export function articleDocument(pageHtml: string): string {
  const htmlStart = pageHtml.indexOf('<html');
  const htmlTagEnd = pageHtml.indexOf('>', htmlStart);
  const headStart = pageHtml.indexOf('<head');
  const headEnd = pageHtml.indexOf('</head>');
  const mainStart = pageHtml.indexOf('<main');
  const mainEnd = pageHtml.lastIndexOf('</main>');
  const found = [htmlStart, htmlTagEnd, headStart, headEnd, mainStart, mainEnd];
  if (found.some((at) => at < 0) || mainStart < headEnd || mainEnd < mainStart) return pageHtml;
  return [
    pageHtml.slice(htmlStart, htmlTagEnd + 1),
    pageHtml.slice(headStart, headEnd + '</head>'.length).replace(HEAD_ASSETS, ''),
    '<body>',
    pageHtml.slice(mainStart, mainEnd + '</main>'.length),
    '</body></html>',
  ].join('');
}
