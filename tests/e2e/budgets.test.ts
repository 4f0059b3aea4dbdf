import {buildDir} from './support/builtPage';
import {describe, expect, it} from 'vitest';
import {exceededFirstLoadBudget, firstLoadKB} from '../../bench/firstLoad';
import {measureFirstLoad} from '../../bench/measures/firstLoadAssets';
import {budgetedTemplates, templateRoute} from '../../bench/templates';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';

/*
 * Which files a page needs, and their sizes, are deterministic for a given
 * build, so the size budgets are tests: JavaScript and CSS gzipped (level 9),
 * fonts as served, everything fetched by a cold load until the network is
 * idle. The templates and their budgets are the bench's (bench/templates.ts,
 * bench/budgets.ts), which prints the same figures. Times and memory are
 * measured by `npm run bench`, never asserted.
 */
const browser = sharedBrowser();

describe('first-load budgets', () => {
  it.each(budgetedTemplates)('$name ($route) stays within its budget', async (template) => {
    const {page, close} = await openPage(browser());
    const load = await measureFirstLoad(page, buildDir, template.route);
    await close();
    // The measure must have seen the page load: its entry bundle at least.
    expect(load.scripts.some((script) => script.includes('/main.'))).toBe(true);
    expect(
      exceededFirstLoadBudget(load, template.firstLoadBudget),
      `${template.route}: ${JSON.stringify(firstLoadKB(load))}`,
    ).toEqual([]);
  });

  it('a page with maths loads the maths fonts, and a page without maths does not', async () => {
    const {page, close} = await openPage(browser());
    const withMaths = await measureFirstLoad(
      page,
      buildDir,
      templateRoute('guide page with diagram and maths'),
    );
    await close();
    const other = await openPage(browser());
    const withoutMaths = await measureFirstLoad(
      other.page,
      buildDir,
      templateRoute('API operation page'),
    );
    await other.close();
    expect(withMaths.fonts.some((font) => font.includes('KaTeX_Main-Regular'))).toBe(true);
    expect(withoutMaths.fonts.filter((font) => font.includes('KaTeX'))).toEqual([]);
    // The body font is the preloaded one, and every page has it.
    expect(
      withoutMaths.fonts.some((font) => /\/assets\/fonts\/inter\.\w+\.woff2$/.test(font)),
    ).toBe(true);
  });
});
