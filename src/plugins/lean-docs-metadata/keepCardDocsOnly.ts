import type {RouteConfig} from '@docusaurus/types';

/** The part of the docs version metadata this helper touches. */
type VersionProp = {docs: Record<string, unknown>};

function hasVersionProp(props: RouteConfig['props']): props is {version: VersionProp} {
  const version = (props as {version?: Partial<VersionProp>} | undefined)?.version;
  return typeof version?.docs === 'object' && version.docs !== null;
}

/**
 * Returns the route tree with the docs version metadata's `docs` map reduced
 * to the docs `isCardDoc` selects.
 *
 * Docusaurus ships that map, an entry (id, title, description, sidebar) for
 * every doc, with every doc page, but only a doc card (`useDocById`, as in
 * `DocCardList`) reads it. A page's own title and `<meta>` description come
 * from the page's module, and sidebars and navigation from other metadata,
 * so the entries of docs never shown as cards are dead weight. A card for a
 * doc outside the selection fails the build loudly ("no version doc found").
 */
export function keepCardDocsOnly(
  route: RouteConfig,
  isCardDoc: (docId: string) => boolean,
): RouteConfig {
  const props = hasVersionProp(route.props)
    ? {
        ...route.props,
        version: {
          ...route.props.version,
          docs: Object.fromEntries(
            Object.entries(route.props.version.docs).filter(([docId]) => isCardDoc(docId)),
          ),
        },
      }
    : route.props;
  return {
    ...route,
    ...(props === undefined ? {} : {props}),
    ...(route.routes
      ? {routes: route.routes.map((child) => keepCardDocsOnly(child, isCardDoc))}
      : {}),
  };
}

/**
 * How many routes of a tree carry the docs version metadata this plugin
 * trims. Zero for a docs plugin's routes means Docusaurus passes that
 * metadata differently now, and trimming would silently do nothing.
 */
export function countVersionProps(route: RouteConfig): number {
  return (
    (hasVersionProp(route.props) ? 1 : 0) +
    (route.routes ?? []).reduce((total, child) => total + countVersionProps(child), 0)
  );
}
