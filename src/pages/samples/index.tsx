import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {sampleCategories} from '../../data/samples';
import {hasFilters} from '../../components/Samples/sampleFilters';
import {NoMatchingSamples} from '../../components/Samples/NoMatchingSamples';
import {RunASample} from '../../components/Samples/RunASample';
import {SampleCategorySection} from '../../components/Samples/SampleCategorySection';
import {SampleFilterForm} from '../../components/Samples/SampleFilterForm';
import {SampleResultCount} from '../../components/Samples/SampleResultCount';
import {SamplesIntroduction} from '../../components/Samples/SamplesIntroduction';
import {useSampleGallery} from '../../components/Samples/useSampleGallery';

export default function SamplesPage(): ReactNode {
  const gallery = useSampleGallery();
  const {filters, visibleIds} = gallery;
  return (
    <Layout
      title="Samples"
      description="A filterable gallery of the Livelink samples and the 3dverse sample applications, with the client-library calls each one shows."
    >
      <main className="container margin-vert--lg prose-links">
        <Heading as="h1">Samples</Heading>
        <SamplesIntroduction />
        <SampleFilterForm
          filters={filters}
          searchText={gallery.searchText}
          searchInput={gallery.searchInput}
          onSearch={gallery.onSearch}
          setCategory={gallery.setCategory}
          setTag={gallery.setTag}
          clearFilters={gallery.clearFilters}
        />
        <SampleResultCount visible={visibleIds.size} filtered={hasFilters(filters)} />
        {sampleCategories.map((category) => (
          <SampleCategorySection
            key={category.id}
            category={category}
            visibleIds={visibleIds}
            activeTag={filters.tag}
            openDemo={gallery.openDemo}
            setOpenDemo={gallery.setOpenDemo}
            setTag={gallery.setTag}
          />
        ))}
        {visibleIds.size === 0 && <NoMatchingSamples onClear={gallery.clearFilters} />}
        <RunASample />
      </main>
    </Layout>
  );
}
