import type {CheerioAPI} from 'cheerio';

/**
 * Puts streamed content back where the reader sees it. When a page suspends
 * while it is rendered (the REST API pages do), React writes a placeholder
 * (`<template id="B:n">` followed by the fallback, a loading spinner) in the
 * page, the real content in a hidden `<div id="S:n">` at the end, and a
 * script that swaps them in the browser. Indexing and Markdown need the
 * swapped page, so this does the same swap in the parsed document.
 */
export function resolveStreamedSuspense($: CheerioAPI): void {
  $('div[hidden][id^="S:"]').each((_, element) => {
    const segment = $(element);
    const id = segment.attr('id')?.slice('S:'.length);
    const placeholder = $(`template[id="B:${id}"]`);
    if (!placeholder.length) {
      return;
    }
    // The fallback sits between the placeholder and the boundary's end, as siblings.
    placeholder.nextAll().remove();
    placeholder.replaceWith(segment.html() ?? '');
    segment.remove();
  });
}
