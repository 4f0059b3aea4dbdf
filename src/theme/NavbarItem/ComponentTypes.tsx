// Adds the site's navbar item types to Docusaurus's, as its own website does:
// `custom-sidebarLink` is the `docSidebar` item without its per-render scan of every doc.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SidebarLinkNavbarItem from '@site/src/components/NavbarItems/SidebarLinkNavbarItem';

export default {
  ...ComponentTypes,
  'custom-sidebarLink': SidebarLinkNavbarItem,
};
