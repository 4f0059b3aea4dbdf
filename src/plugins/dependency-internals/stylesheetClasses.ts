import {dependencyInternalChanged} from '../../site/dependencyInternals/dependencyInternalChanged';
import {installedPackageText} from '../../site/installedVersion';
import {escapeRegExp} from '../../site/escapeRegExp';

/** A class `src/css/custom.css` styles, with the files of its package that write it. */
export type WrittenClass = {readonly className: string; readonly files: readonly string[]};

/**
 * The Infima classes the stylesheet styles, each with the theme modules
 * (in `@docusaurus/theme-classic`) that write it on the markup the stylesheet
 * means. Docusaurus counts only its `ThemeClassNames` as stable.
 */
export const THEME_CLASSES: readonly WrittenClass[] = [
  {
    className: 'markdown',
    files: ['lib/theme/DocItem/Content/index.js', 'lib/theme/BlogPostItem/Content/index.js'],
  },
  {
    className: 'menu__link',
    files: [
      'lib/theme/DocSidebarItem/Link/index.js',
      'lib/theme/NavbarItem/DefaultNavbarItem/Mobile/index.js',
    ],
  },
  {className: 'navbar', files: ['lib/theme/Navbar/Layout/index.js']},
  {className: 'navbar-sidebar', files: ['lib/theme/Navbar/MobileSidebar/Layout/index.js']},
  {className: 'navbar-sidebar--show', files: ['lib/theme/Navbar/Layout/index.js']},
];

/** KaTeX's class for display maths, which the stylesheet lets scroll sideways; KaTeX's documents do not name it. */
export const KATEX_CLASSES: readonly WrittenClass[] = [
  {className: 'katex-display', files: ['dist/katex.mjs']},
];

/**
 * The method class docusaurus-plugin-openapi-docs gives a webhook's sidebar
 * item, which the stylesheet badges as a hook; the plugin's styling guide
 * names only the HTTP methods' classes.
 */
export const OPENAPI_CLASSES: readonly WrittenClass[] = [
  {className: 'event', files: ['lib/openapi/openapi.js']},
];

/**
 * The other classes the stylesheet styles that the site's own code does not
 * write, each with why no check here is needed.
 */
export const OTHER_DEPENDENCY_CLASSES: Readonly<Record<string, string>> = {
  'hash-link': 'checked on every page as the registry entry theme-heading-anchor',
  edgeLabel: 'checked on every drawing as the registry entry mermaid-svg-markup',
  'api-method': "docusaurus-plugin-openapi-docs's styling guide styles its sidebar items by it",
  get: 'the method class of the REST API sidebar items, in the same guide',
  post: 'the method class of the REST API sidebar items, in the same guide',
  put: 'the method class of the REST API sidebar items, in the same guide',
  patch: 'the method class of the REST API sidebar items, in the same guide',
  delete: 'the method class of the REST API sidebar items, in the same guide',
};

/** Whether `source` holds `className` as a string of its own, as `clsx` or a class list takes it. */
function writesClass(source: string, className: string): boolean {
  return new RegExp(`(['"\`])${escapeRegExp(className)}\\1`).test(source);
}

/**
 * The classes of `classes` that `packageName`, as installed in the site at
 * `siteDir`, no longer writes in one of their files, each as "class (file)".
 */
export function unwrittenClasses(
  siteDir: string,
  packageName: string,
  classes: readonly WrittenClass[],
): string[] {
  return classes.flatMap(({className, files}) =>
    files
      .filter((file) => {
        const source = installedPackageText(siteDir, packageName, file);
        return !writesClass(source, className);
      })
      .map((file) => `${className} (${file})`),
  );
}

/**
 * Stops the build when a dependency no longer writes a class the site's
 * stylesheet styles it by: the rule would style nothing, without a word.
 * Links in prose would lose their underline, the phone menu would stay off
 * screen once opened (the rule that moves the closed menu out of view would
 * match the open one too), the webhook would lose its badge, or wide
 * display maths would push the page wider than the screen.
 */
export function checkStylesheetClasses(siteDir: string): void {
  const theme = unwrittenClasses(siteDir, '@docusaurus/theme-classic', THEME_CLASSES);
  if (theme.length > 0) {
    throw dependencyInternalChanged(
      'theme-infima-classes',
      `@docusaurus/theme-classic no longer writes ${theme.join(', ')}, which src/css/custom.css styles.`,
    );
  }
  const openapi = unwrittenClasses(siteDir, 'docusaurus-plugin-openapi-docs', OPENAPI_CLASSES);
  if (openapi.length > 0) {
    throw dependencyInternalChanged(
      'openapi-webhook-class',
      `docusaurus-plugin-openapi-docs no longer writes ${openapi.join(', ')}, which src/css/custom.css styles.`,
    );
  }
  const katex = unwrittenClasses(siteDir, 'katex', KATEX_CLASSES);
  if (katex.length > 0) {
    throw dependencyInternalChanged(
      'katex-display-class',
      `KaTeX no longer writes ${katex.join(', ')}, which src/css/custom.css styles.`,
    );
  }
}
