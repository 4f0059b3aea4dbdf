import type {NavbarItem} from '@docusaurus/theme-common';
import {product} from './product';

/**
 * The References dropdown's entries: the three API references first (the
 * REST API, then the React and the JavaScript client library), then the pages
 * a reader looks things up in (file formats, assets, entity components).
 */
const referenceItems: NavbarItem[] = [
  {label: 'API', to: '/references/api/asset-api'},
  {label: 'livelink.react', to: '/references/livelink.react/classes/DefaultCameraController'},
  {label: 'livelink.js', to: '/references/livelink.js/classes/Livelink'},
  {label: 'File Formats', to: '/references/supported-file-formats'},
  {label: 'Assets', to: '/references/assets'},
  {label: 'Entity Components', to: '/references/entity-components'},
];

/**
 * The navbar: on the left the sections a reader moves between, in the order
 * they are read (guide, tutorials, references, samples, devlog); on the right
 * search and the links that leave the docs.
 */
export const navbarItems: NavbarItem[] = [
  {type: 'custom-sidebarLink', sidebarId: 'guide', label: 'Home', position: 'left'},
  {
    type: 'custom-sidebarLink',
    sidebarId: 'tutorials',
    label: 'Tutorials',
    position: 'left',
  },
  {
    type: 'dropdown',
    label: 'References',
    to: '/references',
    activeBasePath: '/references',
    // The dropdown's link otherwise gets react-router's bare `active` class, which Infima does not style.
    activeClassName: 'navbar__link--active',
    position: 'left',
    items: referenceItems,
  },
  {to: '/samples/', label: 'Samples', position: 'left'},
  {to: '/devlog/', label: 'Devlog', position: 'left'},
  // Renders @theme/SearchBar from the site-search plugin.
  {type: 'search', position: 'right'},
  {
    href: product.sourceHostingUrl,
    label: 'GitHub',
    'aria-label': `${product.name} on GitHub`,
    'data-tooltip': 'Source code, samples and issues on GitHub',
    className: 'navbar-icon-link navbar-icon-link--github',
    position: 'right',
  },
  {
    href: product.communityChatUrl,
    label: 'Community',
    'aria-label': `${product.name} community chat`,
    'data-tooltip': 'Ask questions and share what you build',
    className: 'navbar-icon-link navbar-icon-link--chat',
    position: 'right',
  },
  {
    href: product.consoleUrl,
    label: 'Console',
    'data-tooltip': `Open the ${product.name} web console`,
    className: 'button button--primary navbar-console-button',
    position: 'right',
  },
];
