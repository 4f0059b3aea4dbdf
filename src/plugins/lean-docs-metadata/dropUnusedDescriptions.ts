import type {RouteConfig} from '@docusaurus/types';

/** The part of the docs version metadata this helper touches. */
type VersionProp = {docs: Record<string, {description?: string}>};

function hasVersionProp(props: RouteConfig['props']): props is {version: VersionProp} {
  const version = (props as {version?: Partial<VersionProp>} | undefined)?.version;
  return typeof version?.docs === 'object' && version.docs !== null;
}

/**
 * Returns the route tree with each doc's `description` removed from the docs
 * version metadata, except for the docs `keepDescription` selects.
 *
 * Docusaurus ships that metadata (an entry for every doc) with every doc
 * page, but only a doc card (`DocCardList`) reads the description out of it.
 * A page's own description still reaches its `<meta>` tag, which comes from
 * the page's module rather than this map.
 */
export function dropUnusedDescriptions(
  route: RouteConfig,
  keepDescription: (docId: string) => boolean,
): RouteConfig {
  const props = hasVersionProp(route.props)
    ? {
        ...route.props,
        version: {
          ...route.props.version,
          docs: Object.fromEntries(
            Object.entries(route.props.version.docs).map(([docId, doc]) => {
              if (keepDescription(docId)) {
                return [docId, doc];
              }
              const withoutDescription = {...doc};
              delete withoutDescription.description;
              return [docId, withoutDescription];
            }),
          ),
        },
      }
    : route.props;
  return {
    ...route,
    ...(props === undefined ? {} : {props}),
    ...(route.routes
      ? {routes: route.routes.map((child) => dropUnusedDescriptions(child, keepDescription))}
      : {}),
  };
}
