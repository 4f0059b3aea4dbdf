import {
  apiLabel,
  sampleCategories,
  sampleTags,
  type Sample,
  type SampleCategoryId,
} from '../../data/samples';

/** What the gallery is narrowed to; kept in the page's query string. */
export type SampleFilters = {
  category: SampleCategoryId | null;
  tag: string | null;
  /** Free text, trimmed; every word must appear somewhere in the sample. */
  query: string;
};

/** The gallery unfiltered, as a page without a query string shows it. */
export const noFilters: SampleFilters = {category: null, tag: null, query: ''};

/**
 * Longest free-text query kept from a URL, in characters (code points, so
 * that the cut never splits an emoji in two), so a pasted link cannot make
 * the page do silly work.
 */
const maxQueryLength = 200;

const categoryIds = new Set<string>(sampleCategories.map((category) => category.id));
const tags = new Set<string>(sampleTags);

function isCategoryId(value: string): value is SampleCategoryId {
  return categoryIds.has(value);
}

/**
 * Reads the filters from a query string such as `?category=cameras&tag=react&q=orbit`.
 * Unknown categories and tags are ignored rather than producing an empty page.
 */
export function parseFilters(search: string): SampleFilters {
  const params = new URLSearchParams(search);
  const category = params.get('category') ?? '';
  const tag = params.get('tag') ?? '';
  return {
    category: isCategoryId(category) ? category : null,
    tag: tags.has(tag) ? tag : null,
    query: [...(params.get('q') ?? '').trim()].slice(0, maxQueryLength).join(''),
  };
}

/** The query string for a set of filters, `''` when nothing is filtered. */
export function filtersToSearch(filters: SampleFilters): string {
  const params = new URLSearchParams();
  if (filters.category) {
    params.set('category', filters.category);
  }
  if (filters.tag) {
    params.set('tag', filters.tag);
  }
  const query = filters.query.trim();
  if (query) {
    params.set('q', query);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Whether any filter narrows the gallery; blank free text does not. */
export function hasFilters(filters: SampleFilters): boolean {
  return filters.category !== null || filters.tag !== null || filters.query.trim() !== '';
}

const categoryLabels = new Map<string, string>(
  sampleCategories.map((category) => [category.id, category.label]),
);

/** Everything a free-text query is matched against, in lower case. */
function searchableText(sample: Sample): string {
  return [
    sample.title,
    sample.summary,
    categoryLabels.get(sample.category) ?? '',
    ...sample.tags,
    ...sample.apis.map(apiLabel),
    ...sample.alsoUses,
  ]
    .join(' ')
    .toLowerCase();
}

const searchableTexts = new WeakMap<Sample, string>();

function cachedSearchableText(sample: Sample): string {
  let text = searchableTexts.get(sample);
  if (text === undefined) {
    text = searchableText(sample);
    searchableTexts.set(sample, text);
  }
  return text;
}

/**
 * Whether a sample passes every filter: its category, its tag, and each
 * word of the free text somewhere in its searchable text, ignoring case.
 */
export function matchesFilters(sample: Sample, filters: SampleFilters): boolean {
  if (filters.category && sample.category !== filters.category) {
    return false;
  }
  if (filters.tag && !sample.tags.includes(filters.tag)) {
    return false;
  }
  const words = filters.query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return true;
  }
  const text = cachedSearchableText(sample);
  return words.every((word) => text.includes(word));
}
