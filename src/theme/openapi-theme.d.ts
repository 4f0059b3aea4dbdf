// docusaurus-theme-openapi-docs ships no declaration for its ApiItem, which
// takes the same props as the classic DocItem it replaces.
declare module '@theme/ApiItem' {
  import type {ComponentType} from 'react';
  import type {Props} from '@theme/DocItem';

  const ApiItem: ComponentType<Props>;
  export default ApiItem;
}

declare module '@theme-original/ApiExplorer' {
  import type {ComponentType} from 'react';

  const ApiExplorer: ComponentType<{item: unknown; infoPath?: string}>;
  export default ApiExplorer;
}

declare module '@theme/SkeletonLoader' {
  import type {ComponentType} from 'react';

  const SkeletonLoader: ComponentType<{size?: 'sm' | 'md' | 'lg'}>;
  export default SkeletonLoader;
}
