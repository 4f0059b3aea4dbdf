/**
 * Every page the site publishes, with the main heading a reader should see.
 * Each later stage of the site adds its pages here, so the table doubles as
 * the list of routes the crawl and the route tests expect.
 */
export type PageRoute = {path: string; heading: string};

export const pageRoutes: PageRoute[] = [
  {path: '/', heading: '3dverse developer documentation'},
  {path: '/get-started/why-3dverse', heading: 'Why 3dverse'},
  {path: '/get-started/api-keys-and-tokens', heading: 'API keys and tokens'},
  {path: '/get-started/coming-from-unity', heading: 'Coming from Unity'},
  {path: '/get-started/coming-from-unreal', heading: 'Coming from Unreal'},
  {path: '/core-concepts', heading: 'Core Concepts'},
  {path: '/core-concepts/access-control', heading: 'Access control'},
  {path: '/core-concepts/applications', heading: 'Applications'},
  {path: '/core-concepts/architecture', heading: 'Architecture'},
  {path: '/core-concepts/assets', heading: 'Assets'},
  {path: '/core-concepts/rendering-sessions', heading: 'Rendering sessions'},
  {path: '/core-concepts/scene-model', heading: 'Scene model'},
  {path: '/core-concepts/renderer-architecture', heading: 'Renderer architecture'},
  {path: '/tutorials', heading: 'Tutorials'},
  {path: '/references', heading: 'References'},
  {path: '/references/livelink.js', heading: 'livelink.js'},
  {path: '/references/livelink.react', heading: 'livelink.react'},
  {path: '/samples/', heading: 'Samples'},
];

/** Pages whose main heading is not an h1 (the devlog list shows post titles). */
export const listingRoutes: {path: string; title: string}[] = [
  {path: '/devlog/', title: 'Devlog'},
  {path: '/devlog/archive', title: 'Archive'},
  {path: '/devlog/authors', title: 'Authors'},
  {path: '/devlog/tags', title: 'Tags'},
];

/** Drafts exist in development only; a production build must not publish them. */
export const draftRoutes = ['/get-started/glossary', '/get-started/faq'];
