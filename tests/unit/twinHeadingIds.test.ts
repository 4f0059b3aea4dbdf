import {describe, expect, it} from 'vitest';
import {checkTwinHeadingIds} from '../../src/plugins/machine-docs/twinHeadingIds';
import {parseBuiltPage, type ParsedPage} from '../../src/site/builtSite/readBuiltPages';
import {docArticle} from '../support/docArticle';

/** A built page at `file` whose article has an `h1` and headings with the ids given, as Docusaurus writes them. */
function builtPage(
  file: string,
  headings: readonly [tag: string, id: string, html: string][],
): ParsedPage {
  const body = headings
    .map(
      ([tag, id, html]) =>
        `<${tag} id="${id}">${html}<a href="#${id}" class="hash-link">#</a></${tag}>`,
    )
    .join('');
  const page = parseBuiltPage(
    file,
    `<html class="docs-wrapper docs-doc-page"><head><title>T</title></head><body><main>${docArticle(`<h1>Type Alias: EntityCreationOptions</h1>${body}`)}</main></body></html>`,
  );
  if (!page) throw new Error('not a content page');
  return page;
}

/** The twin of such a page, its headings written as TypeDoc's Markdown writes them. */
const TWIN = [
  '# Type Alias: EntityCreationOptions',
  '',
  '## Properties',
  '',
  '### ~~auto\\_broadcast?~~',
  '',
  '#### Call Signature',
  '',
  '### delete\\_on\\_client\\_disconnection?',
  '',
  '#### Call Signature',
  '',
  '```ts',
  '## not a heading: inside a code block',
  '```',
].join('\n');

const LIBRARY_PAGE = 'references/livelink.js/types/EntityCreationOptions/index.html';

describe('checkTwinHeadingIds', () => {
  it("passes a library reference whose headings carry the ids the twin's headings give, repeats numbered", () => {
    const page = builtPage(LIBRARY_PAGE, [
      ['h2', 'properties', 'Properties'],
      [
        'h3',
        'auto_broadcast',
        '<del>auto_broadcast?</del> <span class="badge deprecation-badge">Deprecated</span>',
      ],
      ['h4', 'call-signature', 'Call Signature'],
      ['h3', 'delete_on_client_disconnection', 'delete_on_client_disconnection?'],
      ['h4', 'call-signature-1', 'Call Signature'],
    ]);
    expect(() => checkTwinHeadingIds(page, TWIN)).not.toThrow();
  });

  it('stops on a heading whose id the twin does not give, as when the badge joins the id', () => {
    const page = builtPage(LIBRARY_PAGE, [
      ['h2', 'properties', 'Properties'],
      ['h3', 'auto_broadcast-deprecated', '<del>auto_broadcast?</del> Deprecated'],
      ['h4', 'call-signature', 'Call Signature'],
      ['h3', 'delete_on_client_disconnection', 'delete_on_client_disconnection?'],
      ['h4', 'call-signature-1', 'Call Signature'],
    ]);
    expect(() => checkTwinHeadingIds(page, TWIN)).toThrow(
      /no heading with the id auto_broadcast .*"docusaurus-heading-slugs"/,
    );
  });

  it('leaves pages outside the livelink.js and livelink.react references alone', () => {
    const page = builtPage('engine/ecs/lights/index.html', [['h2', 'spot_light', 'spot_light']]);
    expect(() => checkTwinHeadingIds(page, '# Lights\n\n## Spot light\n')).not.toThrow();
  });
});
