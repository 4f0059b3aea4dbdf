import type {PluginOptions} from './options';

/** What reading the built pages needs to know of the site, and the pages to read. */
export type BuiltSiteOptions = {
  site: {title: string; tagline: string; url: string};
  restApi: PluginOptions['restApi'];
  /** The HTML files of the pages Docusaurus rendered, relative to the build. */
  files: readonly string[];
  /** The characters the maths fonts were cut to, which every page's typeset maths must keep to. */
  mathsFontCharacters: string;
};
