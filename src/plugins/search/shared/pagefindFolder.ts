/** The folder under the build output that holds the index, served as `/pagefind/`. */
export const PAGEFIND_FOLDER = 'pagefind';

/** Pagefind's script in that folder, which loads the rest. */
export const PAGEFIND_SCRIPT = 'pagefind.js';
