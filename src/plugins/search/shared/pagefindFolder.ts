/** The folder under the build output that holds the index, served as `/pagefind/`. */
export const PAGEFIND_FOLDER = 'pagefind';
