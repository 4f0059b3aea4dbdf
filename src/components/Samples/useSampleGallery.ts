import {useMemo, useRef, useState, type ChangeEvent, type RefObject} from 'react';
import {samples, type SampleCategoryId} from '@site/src/data/samples';
import {matchesFilters, noFilters, type SampleFilters} from './sampleFilters';
import {useSampleFilters} from './useSampleFilters';

/** Keystrokes closer together than this belong to one history entry. */
const typingBurstMs = 1000;

/** The gallery's state and what its controls do. */
export type SampleGallery = {
  filters: SampleFilters;
  /** The ids of the samples the filters let through. */
  visibleIds: ReadonlySet<string>;
  /** The text in the search box, which runs ahead of the URL while the reader types. */
  searchText: string;
  searchInput: RefObject<HTMLInputElement | null>;
  /** The sample whose live demo is open, if any. */
  openDemo: string | null;
  setOpenDemo: (id: string | null) => void;
  setCategory: (category: SampleCategoryId | null) => void;
  setTag: (tag: string | null) => void;
  onSearch: (event: ChangeEvent<HTMLInputElement>) => void;
  clearFilters: () => void;
};

/**
 * The samples gallery's state: the filters in the URL, the search box's own
 * text, the one open demo, and the handlers of the filter controls.
 */
export function useSampleGallery(): SampleGallery {
  const [filters, updateFilters] = useSampleFilters();

  // The search box keeps its own text so that typing is never slowed by the
  // router; it follows the URL whenever the URL changes for another reason
  // (back, forward, a tag button, "Clear filters"). The URL keeps the query
  // trimmed, so a box that differs only by spaces at its ends already says
  // the same: a space the reader just typed stays.
  const [searchText, setSearchText] = useState(filters.query);
  const [searchTextSource, setSearchTextSource] = useState(filters.query);
  if (searchTextSource !== filters.query) {
    setSearchTextSource(filters.query);
    if (searchText.trim() !== filters.query) setSearchText(filters.query);
  }
  // One history entry per burst of typing: a keystroke that follows the
  // previous one within a second replaces the entry instead of adding one.
  const lastKeystrokeAt = useRef(0);

  const [openDemo, setOpenDemo] = useState<string | null>(null);

  const visibleIds = useMemo(
    () => new Set(samples.filter((sample) => matchesFilters(sample, filters)).map((s) => s.id)),
    [filters],
  );
  if (openDemo !== null && !visibleIds.has(openDemo)) {
    setOpenDemo(null);
  }

  const setCategory = (category: SampleCategoryId | null) => {
    lastKeystrokeAt.current = 0;
    updateFilters({category}, 'push');
  };
  const setTag = (tag: string | null) => {
    lastKeystrokeAt.current = 0;
    updateFilters({tag}, 'push');
  };
  const onSearch = (event: ChangeEvent<HTMLInputElement>) => {
    const query = event.target.value;
    const now = Date.now();
    const mode = now - lastKeystrokeAt.current < typingBurstMs ? 'replace' : 'push';
    lastKeystrokeAt.current = now;
    setSearchText(query);
    updateFilters({query}, mode);
  };
  const searchInput = useRef<HTMLInputElement>(null);
  const clearFilters = () => {
    lastKeystrokeAt.current = 0;
    setSearchText('');
    // The button that was pressed is about to be disabled or removed.
    searchInput.current?.focus({preventScroll: true});
    updateFilters(noFilters, 'push');
  };

  return {
    filters,
    visibleIds,
    searchText,
    searchInput,
    openDemo,
    setOpenDemo,
    setCategory,
    setTag,
    onSearch,
    clearFilters,
  };
}
