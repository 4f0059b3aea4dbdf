// docusaurus-theme-openapi-docs ships no declarations for the components we
// wrap. ApiItem takes the same props as the classic DocItem it replaces.
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

declare module '@theme-original/ApiExplorer/MethodEndpoint' {
  import type {ComponentType} from 'react';

  // Props are whatever the generated MDX passes; the wrapper forwards them untouched.
  const Component: ComponentType<Record<string, unknown>>;
  export default Component;
}

declare module '@theme-original/ParamsDetails' {
  import type {ComponentType} from 'react';

  // Props are whatever the generated MDX passes; the wrapper forwards them untouched.
  const Component: ComponentType<Record<string, unknown>>;
  export default Component;
}

declare module '@theme-original/RequestSchema' {
  import type {ComponentType} from 'react';

  // Props are whatever the generated MDX passes; the wrapper forwards them untouched.
  const Component: ComponentType<Record<string, unknown>>;
  export default Component;
}

declare module '@theme-original/StatusCodes' {
  import type {ComponentType} from 'react';

  // Props are whatever the generated MDX passes; the wrapper forwards them untouched.
  const Component: ComponentType<Record<string, unknown>>;
  export default Component;
}

declare module '@theme-original/OperationTabs' {
  import type {ComponentType} from 'react';

  // Props are whatever the generated MDX passes; the wrapper forwards them untouched.
  const Component: ComponentType<Record<string, unknown>>;
  export default Component;
}

declare module '@theme-original/Schema' {
  import type {ComponentType} from 'react';

  // Props are whatever the generated MDX passes; the wrapper forwards them untouched.
  const Component: ComponentType<Record<string, unknown>>;
  export default Component;
}
