// Why this wrapper exists: every doc page ends with "Was this page helpful?",
// and a generated reference page, which has no history of its own in git,
// says which package version it was generated from where written pages show
// their last-updated date.
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import PageFeedback from '@site/src/components/PageFeedback';
import {referenceSourceOf, type ReferenceSource} from '@site/src/site/references/referenceSourceOf';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const sources = useDocusaurusContext().siteConfig.customFields?.referenceSources as
    ReferenceSource[] | undefined;
  const reference = referenceSourceOf(sources ?? [], pathname);
  return (
    <>
      <Footer {...props} />
      {reference && (
        <p className="margin-top--md margin-bottom--none" data-reference-source>
          <small>Generated from {reference.source}.</small>
        </p>
      )}
      <PageFeedback key={pathname} />
    </>
  );
}
