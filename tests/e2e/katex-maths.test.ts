import {describe, expect, it} from 'vitest';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';

const browser = sharedBrowser();

describe('KaTeX maths', () => {
  it('renders formulas with the self-hosted stylesheet and fonts', async () => {
    const {page, problems, close} = await openPage(browser());
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') {
        fontRequests.push(request.url());
      }
    });
    await page.goto('/core-concepts/renderer-architecture', {waitUntil: 'networkidle'});
    expect(await page.locator('.katex').count()).toBeGreaterThan(0);
    // The stylesheet hides KaTeX's MathML copy; without it the formula would show twice.
    const mathmlHidden = await page.evaluate(() => {
      const mathml = document.querySelector('.katex-mathml');
      return mathml ? getComputedStyle(mathml).position === 'absolute' : false;
    });
    expect(mathmlHidden).toBe(true);
    expect(fontRequests.some((url) => /KaTeX/i.test(url))).toBe(true);
    expect(problems.foreignRequests).toEqual([]);
    await close();
  });
});
