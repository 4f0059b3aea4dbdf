import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  hostedSamplesUrl,
  livelinkSamplesFolderUrl,
  livelinkSnapshot,
  sampleCategories,
  samples,
  sampleTags,
  type SampleCategoryId,
} from '../../data/samples';
import {
  filtersToSearch,
  hasFilters,
  matchesFilters,
  noFilters,
  parseFilters,
  type SampleFilters,
} from './_filters';
import {SampleCard} from './_SampleCard';
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

/** Keystrokes closer together than this belong to one history entry. */
const typingBurstMs = 1000;

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Where the reader was when a filter change was pushed to the history. */
type FocusBeforePush = {element: HTMLElement; scrollX: number; scrollY: number};

/**
 * The filters, read from the query string. The server renders the whole
 * gallery, and so does the first render in the browser, which must match
 * the server's HTML; the query applies from the render after hydration.
 */
function useFilters(): [
  SampleFilters,
  (change: Partial<SampleFilters>, mode: 'push' | 'replace') => void,
] {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const filters = useMemo(
    () => (isBrowser ? parseFilters(location.search) : noFilters),
    [isBrowser, location.search],
  );

  // After every push navigation the theme moves focus to the top of the
  // page, as a new page should. A filter change is not a new page, so the
  // control the reader was using gets focus back, and the page its scroll
  // position. This effect runs after the theme's, which lives further down
  // the tree.
  const focusBeforePush = useRef<FocusBeforePush | null>(null);
  useEffect(() => {
    const saved = focusBeforePush.current;
    focusBeforePush.current = null;
    if (!saved?.element.isConnected || document.activeElement === saved.element) {
      return;
    }
    window.scrollTo(saved.scrollX, saved.scrollY);
    saved.element.focus({preventScroll: true});
    const box = saved.element.getBoundingClientRect();
    if (box.bottom < 0 || box.top > window.innerHeight) {
      saved.element.scrollIntoView({block: 'center'});
    }
  }, [location]);

  // Changes are merged into the filters of the current URL rather than the
  // last rendered ones, which can lag behind fast typing while the router
  // settles.
  const updateFilters = useCallback(
    (change: Partial<SampleFilters>, mode: 'push' | 'replace') => {
      const current = parseFilters(history.location.search);
      const search = filtersToSearch({...current, ...change});
      if (search === filtersToSearch(current)) {
        return;
      }
      const target = {pathname: history.location.pathname, search};
      if (mode === 'push') {
        const active = document.activeElement;
        focusBeforePush.current =
          active instanceof HTMLElement && active !== document.body
            ? {element: active, scrollX: window.scrollX, scrollY: window.scrollY}
            : null;
        history.push(target);
      } else {
        history.replace(target);
      }
    },
    [history],
  );
  return [filters, updateFilters];
}

export default function SamplesPage(): ReactNode {
  const isBrowser = useIsBrowser();
  const [filters, updateFilters] = useFilters();

  // The search box keeps its own text so that typing is never slowed by the
  // router; it follows the URL whenever the URL changes for another reason
  // (back, forward, a tag button, "Clear filters").
  const [searchText, setSearchText] = useState(filters.query);
  const [searchTextSource, setSearchTextSource] = useState(filters.query);
  if (searchTextSource !== filters.query) {
    setSearchTextSource(filters.query);
    setSearchText(filters.query);
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

  const filtered = hasFilters(filters);
  const resultText =
    visibleIds.size === 0
      ? 'No sample matches these filters.'
      : filtered
        ? `Showing ${visibleIds.size} of ${plural(samples.length, 'sample')}.`
        : `Showing all ${plural(samples.length, 'sample')}.`;

  return (
    <Layout
      title="Samples"
      description="A filterable gallery of the Livelink samples and the 3dverse sample applications, with the client-library calls each one shows."
    >
      <main className="container margin-vert--lg prose-links">
        <Heading as="h1">Samples</Heading>
        <p className={styles.lead}>
          Samples are the quickest way to see a feature working before you build it into your own
          application. Each Livelink sample is one short React component that connects to a scene
          and does one thing, so you can read it from top to bottom in a few minutes. Each card
          below lists the exports of <code>@3dverse/livelink</code> and{' '}
          <code>@3dverse/livelink-react</code> the sample relies on, linked to their reference
          pages, so you can go from a working example to the exact API.
        </p>
        <div className={styles.snapshotNote}>
          <p>
            The Livelink samples are described as they stand at commit{' '}
            <code>{livelinkSnapshot.slice(0, 7)}</code> of the livelink repository&rsquo;s release
            branch (February 2025), and their source links open that commit. The{' '}
            <Link href={livelinkSamplesFolderUrl}>livelink.samples folder</Link> on the release
            branch has the newest samples, and the{' '}
            <Link href={hostedSamplesUrl}>hosted samples app</Link> runs them in your browser. When
            a sample relies on an export that the pinned packages no longer have, its card says so.
          </p>
        </div>

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
            disabled={!filtered}
          >
            Clear filters
          </button>
        </form>

        <p className={styles.resultCount} role="status" aria-live="polite" aria-atomic="true">
          {resultText}
        </p>

        {sampleCategories.map((category) => {
          const inCategory = samples.filter((sample) => sample.category === category.id);
          const shown = inCategory.some((sample) => visibleIds.has(sample.id));
          return (
            <section
              key={category.id}
              className={styles.category}
              aria-labelledby={`category-${category.id}`}
              hidden={!shown}
            >
              <Heading as="h2" id={`category-${category.id}`}>
                {category.label}
              </Heading>
              <p className={styles.categoryDescription}>{category.description}</p>
              <ul className={styles.grid}>
                {inCategory.map((sample) => (
                  <SampleCard
                    key={sample.id}
                    sample={sample}
                    visible={visibleIds.has(sample.id)}
                    activeTag={filters.tag}
                    onTag={setTag}
                    demoOpen={openDemo === sample.id}
                    onDemo={(open) => setOpenDemo(open ? sample.id : null)}
                  />
                ))}
              </ul>
            </section>
          );
        })}

        {visibleIds.size === 0 && (
          <div className={styles.empty}>
            <p>
              Nothing matches. Try fewer words, another category or tag, or clear the filters to see
              every sample again.
            </p>
            <button type="button" className="button button--primary" onClick={clearFilters}>
              Clear filters
            </button>
          </div>
        )}

        <Heading as="h2" id="run-a-sample">
          Run a sample yourself
        </Heading>
        <p>
          The Livelink samples form a Vite application inside the livelink repository, built against
          the libraries next to it. At the commit described here, installing the repository and
          starting its development script builds the libraries and serves the samples:
        </p>
        <CodeBlock language="bash">
          {[
            'git clone https://github.com/3dverse/livelink.git',
            'cd livelink',
            'npm install',
            'npm run dev',
          ].join('\n')}
        </CodeBlock>
        <p>
          Each sample declares the id of the scene it streams and reads a public token from the
          project&rsquo;s environment file, so it runs against 3dverse&rsquo;s own sample scenes as
          it is. To point one at your scene, replace the scene id and supply a token that may read
          it: <Link to="/get-started/api-keys-and-tokens">API keys and tokens</Link> explains which
          credential goes where, and{' '}
          <Link to="/core-concepts/rendering-sessions">rendering sessions</Link> explains what
          happens when a sample connects.
        </p>
        <p>
          The sample applications keep their public token and asset ids in a <code>config.js</code>{' '}
          file. Most are static sites that any web server can serve; the BIM digital twin is a
          Next.js project that you install and start with npm. All of them call the earlier
          SDK3DVerse browser SDK rather than Livelink, so port the ideas, not the calls.
        </p>
      </main>
    </Layout>
  );
}
