/*
 * Docusaurus's `CodeBlock` mounts its content a second time once the app
 * runs in the browser (a `key` that flips with `useIsBrowser`), so that
 * colours that depend on the colour mode are right. The lean `Highlight`
 * colours tokens with CSS instead, so the remounted block can take the
 * lines the server highlighted from the block it replaces rather than
 * highlighting them again. Blocks offer their `<code>` element after
 * hydration; the remounted block, rendered before the old one is removed,
 * takes the first one offered for the same code.
 */

const offered = new Map<string, HTMLElement[]>();

/** The key under which a block's lines are offered: its language and code. */
export function linesKey(language: string, code: string): string {
  return `${language}\n${code}`;
}

/**
 * Offers `element`'s lines to a block that mounts later with the same key.
 * Returns the function that withdraws the offer.
 */
export function offerServerLines(key: string, element: HTMLElement): () => void {
  const elements = offered.get(key) ?? [];
  elements.push(element);
  offered.set(key, elements);
  return () => {
    const remaining = (offered.get(key) ?? []).filter((candidate) => candidate !== element);
    if (remaining.length > 0) offered.set(key, remaining);
    else offered.delete(key);
  };
}

/** The HTML of the first lines offered under `key`, taken so no other block gets them; undefined if none. */
export function takeServerLines(key: string): string | undefined {
  const elements = offered.get(key);
  const element = elements?.shift();
  if (elements?.length === 0) offered.delete(key);
  return element?.innerHTML;
}
