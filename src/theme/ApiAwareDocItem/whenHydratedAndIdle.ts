/**
 * Runs `callback` once Docusaurus has finished hydrating the page (it then
 * sets `data-has-hydrated` on <html>) and the browser has nothing more urgent
 * to do; in Safari, which has no idle callbacks, on the next task. Returns a
 * function that cancels it, for effects that clean up.
 */
export function whenHydratedAndIdle(callback: () => void, timeoutMs = 2000): () => void {
  let cancelIdle: (() => void) | undefined;
  const scheduleIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, {timeout: timeoutMs});
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, 0);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  const root = document.documentElement;
  if (root.dataset.hasHydrated === 'true') {
    scheduleIdle();
    return () => cancelIdle?.();
  }
  const observer = new MutationObserver(() => {
    if (root.dataset.hasHydrated === 'true') {
      observer.disconnect();
      scheduleIdle();
    }
  });
  observer.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
  return () => {
    observer.disconnect();
    cancelIdle?.();
  };
}
