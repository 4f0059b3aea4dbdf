import {describe, expect, it} from 'vitest';
import {pageCard} from '../../src/plugins/social-cards/pageCard';
import {readHead} from '../../src/plugins/social-cards/readHead';
import {PAGE, SITE} from './support/socialCardPage';

describe('reading a page for its card', () => {
  it('reads the title without the site name, the section from the path and the description', () => {
    const head = readHead(PAGE);
    expect(head.title).toBe('Lights & shadows | 3dverse Documentation');
    expect(pageCard(head, '/engine/ecs/lights', SITE)).toEqual({
      title: 'Lights & shadows',
      section: 'Guide',
      description: 'Point, spot & directional lights; "shadows" > none.',
    });
    expect(pageCard(head, '/references/api/get-user', SITE).section).toBe('REST API');
    expect(pageCard(head, '/references/livelink.js/classes/Livelink', SITE).section).toBe(
      'livelink.js',
    );
    expect(pageCard(head, '/devlog/2025/07/08/how-the-render-graph-works', SITE).section).toBe(
      'Devlog',
    );
  });

  it('finds where each meta tag is, so it can be cut out exactly', () => {
    const head = readHead(PAGE);
    const image = head.metas.find((meta) => meta.key === 'og:image');
    expect(image && PAGE.slice(image.start, image.end)).toBe(
      '<meta data-rh=true property=og:image content=https://docs.3dverse.com/img/social-card.svg />',
    );
    expect(PAGE.slice(head.closeTagAt).startsWith('</head>')).toBe(true);
  });

  it('shows code in a description without the backticks it kept from Markdown', () => {
    const head = readHead(
      '<html><head><title>Create an asset | 3dverse Documentation</title><meta name=description content="Give `asset_type` and `name`."></head></html>',
    );
    expect(pageCard(head, '/references/api/create-asset', SITE).description).toBe(
      'Give asset_type and name.',
    );
  });

  it("falls back on the site's tagline without a description, and keeps a title that is the site's name", () => {
    const head = readHead(
      '<html><head><title>3dverse Documentation</title><meta name=description content="  "></head></html>',
    );
    expect(pageCard(head, '/', SITE)).toEqual({
      title: '3dverse Documentation',
      section: 'Guide',
      description: SITE.tagline,
    });
  });
});
