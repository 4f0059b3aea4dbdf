/**
 * Pages the modal lists. Each result costs one part of its page (under 1 KB),
 * so the modal shows the best five (with their sections) and the search page more.
 */
export const MODAL_RESULTS = 5;

/** Pages the search page lists. */
export const PAGE_RESULTS = 25;
