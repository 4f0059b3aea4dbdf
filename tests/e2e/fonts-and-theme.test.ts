import {describe, expect, it} from 'vitest';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';

const browser = sharedBrowser();

describe('self-hosted fonts and theme', () => {
  it('sets the site font and colours over the theme defaults, from files on the same host', async () => {
    const {page, problems, close} = await openPage(browser());
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') {
        fonts.push(new URL(request.url()).host);
      }
    });
    await page.goto('/core-concepts/assets', {waitUntil: 'networkidle'});
    const style = await page.evaluate(() => ({
      font: getComputedStyle(document.body).fontFamily,
      primary: getComputedStyle(document.documentElement)
        .getPropertyValue('--ifm-color-primary')
        .trim(),
    }));
    expect(style.font).toMatch(/^"?Inter Variable/);
    expect(style.primary).toBe('#8f84f0');
    expect(fonts.length).toBeGreaterThan(0);
    expect(new Set(fonts)).toEqual(new Set([new URL(page.url()).host]));
    expect(problems.foreignRequests).toEqual([]);
    await close();
  });
});
