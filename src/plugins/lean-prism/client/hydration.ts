/*
 * A client module (see `../index.ts`): Docusaurus calls `onRouteDidUpdate`
 * in a layout effect once a render has committed, the first time when
 * React has finished hydrating the server's HTML. Until then, a code block
 * that renders is one the server has already highlighted.
 */

let firstRenderCommitted = false;

/** Whether React is still hydrating the page the server rendered; false on the server. */
export function isHydrating(): boolean {
  return typeof window !== 'undefined' && !firstRenderCommitted;
}

/** Docusaurus's client lifecycle: called after the first render and after each navigation. */
export function onRouteDidUpdate(): void {
  firstRenderCommitted = true;
}
