import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {articleMarkdown} from '../../src/plugins/machine-docs/articleMarkdown';

/** The Markdown of an article holding `html`, on the page `/guide/page`. */
function markdownOf(html: string): string {
  const $ = load(`<article>${html}</article>`);
  return articleMarkdown($, $('article'), 'https://docs.example', '/guide/page');
}

describe('a Markdown twin', () => {
  it("gives the site's links, anchors and images as absolute addresses", () => {
    const markdown = markdownOf(
      '<p><a href="/core-concepts/assets">Assets</a>, <a href="#setup">Setup</a>, ' +
        '<img src="/img/authors/streaming.svg" alt="Streaming team"></p>',
    );
    expect(markdown).toContain('[Assets](https://docs.example/core-concepts/assets)');
    expect(markdown).toContain('[Setup](https://docs.example/guide/page#setup)');
    expect(markdown).toContain('![Streaming team](https://docs.example/img/authors/streaming.svg)');
  });

  it('leaves addresses of other hosts as they are, protocol-relative ones too', () => {
    const markdown = markdownOf(
      '<p><a href="//cdn.example/x">CDN</a> and <a href="https://other.example/y">other</a></p>',
    );
    expect(markdown).toContain('[CDN](//cdn.example/x)');
    expect(markdown).toContain('[other](https://other.example/y)');
  });
});
