import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {sampleCategories, samples, sampleTags} from '@site/src/data/samples';
import {hasFilters} from './sampleFilters';
import type {SampleGallery} from './useSampleGallery';
import styles from './styles.module.css';

const samplesPerCategory = new Map<string, number>(
  sampleCategories.map((category) => [
    category.id,
    samples.filter((sample) => sample.category === category.id).length,
  ]),
);

const samplesPerTag = new Map<string, number>(
  sampleTags.map((tag) => [tag, samples.filter((sample) => sample.tags.includes(tag)).length]),
);

type SampleFilterFormProps = Pick<
  SampleGallery,
  'filters' | 'searchText' | 'searchInput' | 'onSearch' | 'setCategory' | 'setTag' | 'clearFilters'
>;

/** The gallery's filters: free text, a category, a tag, and a button that clears them. */
export function SampleFilterForm({
  filters,
  searchText,
  searchInput,
  onSearch,
  setCategory,
  setTag,
  clearFilters,
}: SampleFilterFormProps): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <form
      role="search"
      aria-label="Filter the samples"
      className={styles.filters}
      // Marks the moment the filters start working (after hydration), for tests.
      data-ready={isBrowser ? 'true' : undefined}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={styles.field}>
        <label htmlFor="samples-search">Search</label>
        <input
          id="samples-search"
          ref={searchInput}
          type="search"
          value={searchText}
          onChange={onSearch}
          placeholder="Title, API or keyword"
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="samples-category">Category</label>
        <select
          id="samples-category"
          value={filters.category ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            setCategory(sampleCategories.find((category) => category.id === value)?.id ?? null);
          }}
        >
          <option value="">All categories ({samples.length})</option>
          {sampleCategories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.label} ({samplesPerCategory.get(category.id)})
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="samples-tag">Tag</label>
        <select
          id="samples-tag"
          value={filters.tag ?? ''}
          onChange={(event) => setTag(event.target.value || null)}
        >
          <option value="">All tags</option>
          {sampleTags.map((tag) => (
            <option key={tag} value={tag}>
              {tag} ({samplesPerTag.get(tag)})
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="button button--secondary"
        onClick={clearFilters}
        disabled={!hasFilters(filters)}
      >
        Clear filters
      </button>
    </form>
  );
}
