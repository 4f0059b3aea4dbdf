import type {Browser, BrowserType, CDPSession} from 'playwright-core';
import {chromiumArgs, chromiumPath, launchChromium} from './chromium';
import {dependencyInternalChanged} from './dependencyInternals/dependencyInternalChanged';

/**
 * Chromium features that draw the address bar's suggestion popup as web
 * pages of their own. Each new browser context opens a window, and each
 * window loads these pages in a renderer process of its own: in the
 * end-to-end tests, which open a context for nearly every test, that was
 * about a fifth of Chromium's processor time, spent on a popup no test
 * looks at. The headless shell has no address bar and never loads them.
 */
export const ADDRESS_BAR_POPUP_FEATURES: readonly string[] = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

const DISABLE_FEATURES = '--disable-features=';

/**
 * The features a Chromium started with `commandLine` turns off. Chromium
 * reads only the last `--disable-features` it is given, so a second one
 * would replace the list Playwright passes rather than add to it.
 */
export function disabledFeaturesOf(commandLine: readonly string[]): string[] {
  const last = [...commandLine].reverse().find((arg) => arg.startsWith(DISABLE_FEATURES));
  return last ? last.slice(DISABLE_FEATURES.length).split(',').filter(Boolean) : [];
}

/** One `--disable-features` holding `applied` and then each of `added` not in it. */
export function disableFeaturesArg(applied: readonly string[], added: readonly string[]): string {
  return DISABLE_FEATURES + [...new Set([...applied, ...added])].join(',');
}

/** Runs `work` with a DevTools session on the whole `browser`, detached once it is done. */
async function withBrowserSession<Result>(
  browser: Browser,
  work: (session: CDPSession) => Promise<Result>,
): Promise<Result> {
  const session = await browser.newBrowserCDPSession();
  try {
    return await work(session);
  } finally {
    await session.detach();
  }
}

/** The command line the running `browser` was started with, as Chromium reports it. */
async function commandLineOf(browser: Browser): Promise<string[]> {
  return withBrowserSession(
    browser,
    async (session) => (await session.send('Browser.getBrowserCommandLine')).arguments,
  );
}

/**
 * The addresses of the pages of the browser's own that are open once a new
 * context has opened one page. Chromium creates them with the page's window,
 * before it answers the request for the page, so none can come later.
 */
export async function browserUiPagesBesideAPage(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  try {
    await context.newPage();
    const {targetInfos} = await withBrowserSession(browser, (session) =>
      session.send('Target.getTargets'),
    );
    return targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url);
  } finally {
    await context.close();
  }
}

/**
 * Chromium's arguments for browsers that open many contexts: `chromiumArgs`
 * and one `--disable-features` that keeps every feature Playwright turns off
 * and adds `ADDRESS_BAR_POPUP_FEATURES`. Two short-lived browsers find it:
 * the first reports the features its launch turns off (Chromium reports its
 * command line only with `--enable-automation`, which only these two get),
 * and the second, started with the result, must open no page of the
 * browser's own beside a test's. When a Chromium release renames those
 * features, that check stops the run rather than let it slow down unseen.
 */
export async function manyContextChromiumArgs(
  browserType: BrowserType,
  executablePath: string = chromiumPath,
): Promise<string[]> {
  const reporting = [...chromiumArgs, '--enable-automation'];
  const first = await launchChromium(browserType, executablePath, reporting);
  const turnedOff = disabledFeaturesOf(await commandLineOf(first).finally(() => first.close()));
  const disable = disableFeaturesArg(turnedOff, ADDRESS_BAR_POPUP_FEATURES);
  const second = await launchChromium(browserType, executablePath, [...reporting, disable]);
  const [commandLine, uiPages] = await Promise.all([
    commandLineOf(second),
    browserUiPagesBesideAPage(second),
  ]).finally(() => second.close());
  const stillOff = new Set(disabledFeaturesOf(commandLine));
  const lost = turnedOff.filter((feature) => !stillOff.has(feature));
  if (lost.length > 0 || uiPages.length > 0) {
    throw dependencyInternalChanged(
      'chromium-address-bar-popup-features',
      `Chromium at ${executablePath} ${lost.length > 0 ? `no longer turns off ${lost.join(', ')}` : `still opened ${uiPages.join(', ')} beside a page`} with ${disable}.`,
    );
  }
  return [...chromiumArgs, disable];
}
