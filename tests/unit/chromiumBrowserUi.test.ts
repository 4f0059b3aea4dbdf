import {describe, expect, it} from 'vitest';
import {disabledFeaturesOf, disableFeaturesArg} from '../../src/site/chromiumBrowserUi';

describe('the features a Chromium command line turns off', () => {
  it('are those of its last --disable-features, as Chromium reads them', () => {
    expect(
      disabledFeaturesOf(['--disable-features=A,B', '--headless', '--disable-features=C']),
    ).toEqual(['C']);
    expect(disabledFeaturesOf(['--headless'])).toEqual([]);
    expect(disabledFeaturesOf(['--disable-features='])).toEqual([]);
  });

  it('keep every feature already turned off when more are added, each once', () => {
    expect(disableFeaturesArg(['A', 'B'], ['B', 'C'])).toBe('--disable-features=A,B,C');
    expect(disabledFeaturesOf([disableFeaturesArg(['A'], ['C'])])).toEqual(['A', 'C']);
  });
});
