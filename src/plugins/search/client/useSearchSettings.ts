import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchSettings} from '../shared/searchSettings';

/** The search settings the plugin published as global data at build time. */
export function useSearchSettings(): SearchSettings {
  return usePluginData('site-search') as SearchSettings;
}
