import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import {samples, type SampleCategory} from '@site/src/data/samples';
import {SampleCard} from './SampleCard';
import type {SampleGallery} from './useSampleGallery';
import styles from './styles.module.css';

type SampleCategorySectionProps = Pick<
  SampleGallery,
  'visibleIds' | 'openDemo' | 'setOpenDemo' | 'setTag'
> & {
  category: SampleCategory;
  activeTag: string | null;
};

/**
 * One category of the gallery with every one of its samples' cards. Cards
 * the filters leave out are hidden rather than removed, and so is the
 * section when none of its cards is left.
 */
export function SampleCategorySection({
  category,
  visibleIds,
  activeTag,
  openDemo,
  setOpenDemo,
  setTag,
}: SampleCategorySectionProps): ReactNode {
  const inCategory = samples.filter((sample) => sample.category === category.id);
  const shown = inCategory.some((sample) => visibleIds.has(sample.id));
  return (
    <section
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
            activeTag={activeTag}
            onTag={setTag}
            demoOpen={openDemo === sample.id}
            onDemo={(open) => setOpenDemo(open ? sample.id : null)}
          />
        ))}
      </ul>
    </section>
  );
}
