// Why this wrapper exists: a devlog post, read on its own page, ends with
// "Was this page helpful?" like every doc page; the list of posts does not.
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  const {pathname} = useLocation();
  return (
    <>
      <Footer {...props} />
      {isBlogPostPage && <PageFeedback key={pathname} />}
    </>
  );
}
