// Prism's per-language files register themselves on the Prism they find; only the core exports it.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
declare module 'prismjs/components/*';
