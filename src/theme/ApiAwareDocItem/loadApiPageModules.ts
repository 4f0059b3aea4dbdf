/**
 * Fetches the code an API reference page needs to become interactive: the
 * theme's ApiItem and the original components that generated API pages use
 * (wrapped lazily in `src/theme`). Loading them together, before the page
 * switches from its prerendered HTML to React, means the switch happens in
 * one step instead of one component at a time.
 */
export function loadApiPageModules(): Promise<unknown> {
  return Promise.all([
    import('@theme/ApiItem'),
    import('@theme-original/ApiExplorer/MethodEndpoint'),
    import('@theme-original/ParamsDetails'),
    import('@theme-original/RequestSchema'),
    import('@theme-original/StatusCodes'),
    import('@theme-original/OperationTabs'),
    import('@theme-original/Schema'),
  ]);
}
