import type {SiteText} from '../../../src/plugins/social-cards/pageCard';

/** The site's own text, as the card reader gets it from the Docusaurus config. */
export const SITE: SiteText = {
  title: '3dverse Documentation',
  titleDelimiter: '|',
  tagline: 'Build, embed and stream real-time 3D applications with 3dverse',
};

/** A page's head as Docusaurus and its minifier write it: unquoted attributes where they can be, entities, the SVG image. */
const DOCUSAURUS_HEAD =
  '<head><meta charset=UTF-8><meta name=generator content="Docusaurus v3.10.2">' +
  '<title data-rh=true>Lights &amp; shadows | 3dverse Documentation</title>' +
  '<meta data-rh=true name=viewport content="width=device-width, initial-scale=1.0"/>' +
  '<meta data-rh=true name=twitter:card content=summary_large_image />' +
  '<meta data-rh=true property=og:image content=https://docs.3dverse.com/img/social-card.svg />' +
  '<meta data-rh=true name=twitter:image content=https://docs.3dverse.com/img/social-card.svg />' +
  '<meta data-rh=true property=og:url content=https://docs.3dverse.com/engine/ecs/lights />' +
  '<meta data-rh=true property=og:title content="Lights &amp; shadows | 3dverse Documentation"/>' +
  '<meta data-rh=true name=description content="Point, spot &amp; directional lights; &quot;shadows&quot; > none."/>' +
  '<meta data-rh=true property=og:description content="Point, spot &amp; directional lights; &quot;shadows&quot; > none."/>' +
  '<script>document.documentElement.setAttribute("data-theme","dark")</script>' +
  '<link rel=stylesheet href=/assets/css/styles.f10b4adf.css /></head>';

/** The body of the built page, which the cards must leave as it is. */
export const BODY =
  '<body class=navigation-with-keyboard><main><article><h1>Lights &amp; shadows</h1><p>Text</p></article></main></body></html>';

/** A whole built page of the guide, before it has its card. */
export const PAGE = `<!doctype html><html lang=en dir=ltr class="docs-wrapper docs-doc-page">${DOCUSAURUS_HEAD}${BODY}`;
