import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {useVersions, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocSidebarNavbarItem, {type Props} from '@theme/NavbarItem/DocSidebarNavbarItem';
import {docPathKey} from './docPathKey';

const sidebarsByPath = new WeakMap<GlobalVersion, Map<string, string | undefined>>();

/** The sidebar of each doc of `version`, by path key, built once per version. */
function sidebarOfPath(version: GlobalVersion): Map<string, string | undefined> {
  let sidebars = sidebarsByPath.get(version);
  if (!sidebars) {
    sidebars = new Map(version.docs.map((doc) => [docPathKey(doc.path), doc.sidebar]));
    sidebarsByPath.set(version, sidebars);
  }
  return sidebars;
}

/**
 * The navbar link to a docs sidebar's first page, shown active on that
 * sidebar's pages: Docusaurus's `docSidebar` item, with the current page's
 * sidebar found in a map of the docs built once instead of by matching the
 * URL against every doc's path, twice per item and render (a tenth of the
 * main thread's start-up work on a phone, with the site's 530 docs). A site
 * with several docs versions gets Docusaurus's item, whose version rules
 * this does not repeat.
 */
export default function SidebarLinkNavbarItem(props: Props): ReactNode {
  const {sidebarId, label, docsPluginId, ...linkProps} = props;
  const versions = useVersions(docsPluginId);
  const {pathname} = useLocation();
  const [version] = versions;
  if (versions.length !== 1 || !version) return <DocSidebarNavbarItem {...props} />;
  const link = version.sidebars?.[sidebarId]?.link;
  if (!link) {
    throw new Error(`SidebarLinkNavbarItem: sidebar "${sidebarId}" has no page to link to.`);
  }
  const current = sidebarOfPath(version).get(docPathKey(pathname));
  return (
    <DefaultNavbarItem
      exact
      {...linkProps}
      isActive={() => current === sidebarId}
      label={label ?? link.label}
      to={link.path}
    />
  );
}
