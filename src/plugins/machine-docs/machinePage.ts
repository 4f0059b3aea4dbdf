import type {SearchSection} from '../../site/searchSection';

/** A content page as the docs for machines give it: its Markdown twin and its line in the llms files. */
export type MachinePage = {
  /** The URL path the page is served at. */
  path: string;
  title: string;
  description: string;
  section: SearchSection;
  markdown: string;
};
