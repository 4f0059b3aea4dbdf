import {describe, expect, it} from 'vitest';
import {compile, evaluate} from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {createElement} from 'react';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeMathAsHtml from '../../src/site/markdown/rehypeMathAsHtml';

const PAGE = [
  'A frame costs $t = \\frac{1}{f}$ seconds at $f$ frames per second.',
  '',
  '$$',
  'B = \\sum_{i=1}^{n} w_i \\cdot h_i',
  '$$',
].join('\n');

/** The page compiled by MDX with the site's maths plugins, rendered to HTML, and the code MDX made of it. */
async function compiled(asHtml: boolean): Promise<{html: string; code: string}> {
  const rehypePlugins = asHtml ? [rehypeKatex, rehypeMathAsHtml] : [rehypeKatex];
  const {default: Content} = await evaluate(PAGE, {
    ...runtime,
    remarkPlugins: [remarkMath],
    rehypePlugins,
  });
  const code = String(await compile(PAGE, {remarkPlugins: [remarkMath], rehypePlugins}));
  return {html: renderToStaticMarkup(createElement(Content)), code};
}

/** HTML with each style attribute's trailing semicolon dropped: React and hast-util-to-html differ only there. */
const normalised = (html: string) => html.replace(/;"/g, '"');

describe('rehypeMathAsHtml', () => {
  it('renders the same HTML as KaTeX handed to React as elements', async () => {
    const [asElements, asHtml] = await Promise.all([compiled(false), compiled(true)]);
    expect(asHtml.html).toContain('class="katex-mathml"');
    expect(asHtml.html).toContain('class="katex-display"');
    expect(normalised(asHtml.html)).toBe(normalised(asElements.html));
  });

  it('leaves React one string per formula instead of a tree of elements', async () => {
    const [asElements, asHtml] = await Promise.all([compiled(false), compiled(true)]);
    const elementCalls = (code: string) => code.match(/_jsxs?\(/g)?.length ?? 0;
    expect(asHtml.code.match(/dangerouslySetInnerHTML/g)).toHaveLength(3);
    expect(elementCalls(asHtml.code)).toBeLessThan(elementCalls(asElements.code) / 5);
  });
});
