import {afterEach, describe, expect, it, vi} from 'vitest';
import {analyticsFromEnv} from '../../src/site/analytics';

describe('analytics configuration', () => {
  it('is off when no tracking id is set', () => {
    expect(analyticsFromEnv({})).toBeUndefined();
    expect(analyticsFromEnv({GTAG_TRACKING_ID: '  '})).toBeUndefined();
  });

  it('anonymises the IP whenever a tracking id is set', () => {
    expect(analyticsFromEnv({GTAG_TRACKING_ID: 'G-TEST123'})).toEqual({
      trackingID: 'G-TEST123',
      anonymizeIP: true,
    });
  });
});

describe('the site configuration', () => {
  afterEach(() => {
    delete process.env.GTAG_TRACKING_ID;
    vi.resetModules();
  });

  async function gtagOptions(): Promise<unknown> {
    vi.resetModules();
    const {default: config} = await import('../../docusaurus.config');
    const preset = config.presets?.[0] as [string, {gtag?: unknown}];
    return preset[1].gtag;
  }

  it('loads no analytics plugin by default', async () => {
    expect(await gtagOptions()).toBeUndefined();
  });

  it('configures gtag with an anonymised IP when GTAG_TRACKING_ID is set', async () => {
    process.env.GTAG_TRACKING_ID = 'G-TEST123';
    expect(await gtagOptions()).toEqual({trackingID: 'G-TEST123', anonymizeIP: true});
  });
});

describe('page views', () => {
  it('sends a page_view on every route change, not on the first render', async () => {
    vi.useFakeTimers();
    const calls: unknown[][] = [];
    vi.stubGlobal('window', {gtag: (...args: unknown[]) => calls.push(args)});
    const {default: gtagClient} = await import('@docusaurus/plugin-google-gtag/lib/gtag.js');
    const at = (pathname: string) => ({
      pathname,
      search: '',
      hash: '',
      state: undefined,
      key: pathname,
    });

    gtagClient.onRouteDidUpdate?.({location: at('/'), previousLocation: null});
    vi.runAllTimers();
    expect(calls).toEqual([]);

    gtagClient.onRouteDidUpdate?.({location: at('/core-concepts'), previousLocation: at('/')});
    vi.runAllTimers();
    expect(calls).toEqual([
      ['set', 'page_path', '/core-concepts'],
      ['event', 'page_view'],
    ]);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('loads the tag with anonymize_ip in production builds', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const {default: pluginGtag} = await import('@docusaurus/plugin-google-gtag');
    const plugin = await pluginGtag({} as never, {trackingID: ['G-TEST123'], anonymizeIP: true});
    const tags = await plugin?.injectHtmlTags?.({content: undefined});
    const serialized = JSON.stringify(tags);
    expect(serialized).toContain("'anonymize_ip': true");
    expect(serialized).toContain('gtag/js?id=G-TEST123');
    vi.unstubAllEnvs();
  });
});
