/** What the site's pages load beyond their own origin, as the build was configured. */
export type PolicyInputs = {
  /** `'sha256-…'` of every inline script the built pages run. */
  scriptHashes: readonly string[];
  /** Origins the browser calls besides the site's own (hosted search, an Ask AI endpoint). */
  connectOrigins: readonly string[];
  /**
   * Origins of the pages the site embeds on request (the samples' live
   * demos), which it also probes with a `no-cors` fetch before framing them.
   */
  frameOrigins: readonly string[];
  /** Google Analytics is configured (`GTAG_TRACKING_ID` at build time). */
  analytics: boolean;
};

/** Google's documented sources for gtag.js with GA4. */
const ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/**
 * The Content-Security-Policy of the site. Scripts come from the site and
 * the listed hashes only: no `'unsafe-inline'` and no `'unsafe-eval'`.
 * `'wasm-unsafe-eval'` is there because Pagefind's engine is WebAssembly, and
 * compiling a module is what that keyword allows. Styles keep
 * `'unsafe-inline'`: React writes `style` attributes and the diagrams carry
 * their own `<style>`, and a style cannot run code.
 */
export function contentSecurityPolicy({
  scriptHashes,
  connectOrigins,
  frameOrigins,
  analytics,
}: PolicyInputs): string {
  const unique = (sources: readonly string[]) => [...new Set(sources)];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      unique([
        "'self'",
        "'wasm-unsafe-eval'",
        ...scriptHashes,
        ...(analytics ? ANALYTICS.script : []),
      ]),
    ],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(["'self'", 'data:', ...(analytics ? ANALYTICS.img : [])])],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      unique([
        "'self'",
        ...connectOrigins,
        ...frameOrigins,
        ...(analytics ? ANALYTICS.connect : []),
      ]),
    ],
    ['frame-src', frameOrigins.length > 0 ? unique(frameOrigins) : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
