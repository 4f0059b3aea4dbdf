import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {benchDir} from '../paths';

/*
 * The vanilla anchor: a plain classic-template site with as many doc pages
 * as ours, built with the same Docusaurus packages (resolved from this
 * project's node_modules, two folders up) and the same future flags.
 */

/** Where the anchor's sources, build and caches live. */
export const vanillaDir = path.join(benchDir, 'vanilla');
const VANILLA_SECTIONS = 53;
const VANILLA_PAGES_PER_SECTION = 10;
/** The anchor's doc pages in all. */
export const VANILLA_DOC_PAGES = VANILLA_SECTIONS * VANILLA_PAGES_PER_SECTION;
/** A page in the middle of the sidebar, so it is neither the first nor the last entry. */
export const VANILLA_ROUTE = '/docs/section-27/page-05';
/** The page edited to time a rebuild after a change: not the one Lighthouse audits. */
export const VANILLA_EDITED_PAGE = 'docs/section-27/page-06.md';
/** How the anchor's page is labelled in the Lighthouse table. */
export const VANILLA_NAME = 'vanilla classic doc page';

/** Words the filler text is drawn from: plain, neutral, and long enough to wrap like prose. */
const FILLER_WORDS = (
  'window garden river engine lantern meadow pattern signal harbor timber copper ledger ' +
  'orbit canvas thread valley market mirror anchor basket bridge candle planet folder ' +
  'gravel island kettle ladder marble needle pencil quarry saddle tunnel violet wander ' +
  'gather follow measure settle travel borrow listen render sketch quietly slowly often ' +
  'nearly bright narrow gentle steady hollow early later under across beside between ' +
  'the a of and with'
).split(' ');

/** A small deterministic generator (a linear congruential one), so every scaffold holds the same text. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Filler prose: sentences of 8 to 17 words from FILLER_WORDS. */
function fillerParagraph(random: () => number, sentences: number): string {
  const pick = () => FILLER_WORDS[Math.floor(random() * FILLER_WORDS.length)] as string;
  return Array.from({length: sentences}, () => {
    const words = Array.from({length: 8 + Math.floor(random() * 10)}, pick);
    const sentence = words.join(' ');
    return `${sentence[0]?.toUpperCase()}${sentence.slice(1)}.`;
  }).join(' ');
}

/**
 * A doc page shaped like a short guide: an introduction, three headed
 * sections (so the table of contents shows) of a few paragraphs, a list and
 * a code block, as highlighted code is on most of our guide pages.
 */
function vanillaDocPage(section: number, page: number): string {
  const random = seededRandom(section * 1000 + page);
  const heading = () => fillerParagraph(random, 1).split(' ').slice(0, 3).join(' ');
  const parts = [`---\ntitle: Section ${section}, page ${page}\n---\n`, fillerParagraph(random, 4)];
  for (let index = 0; index < 3; index++) {
    parts.push(`## ${heading()}`, fillerParagraph(random, 5), fillerParagraph(random, 3));
  }
  parts.push(
    Array.from({length: 4}, () => `- ${fillerParagraph(random, 1)}`).join('\n'),
    [
      '```js',
      `const section = ${section};`,
      `export function page${page}(scale) {`,
      '  return {section, scale: scale * 2};',
      '}',
      '```',
    ].join('\n'),
  );
  return `${parts.join('\n\n')}\n`;
}

const two = (value: number) => String(value).padStart(2, '0');

/** Writes the vanilla site's sources into `.bench/vanilla/`, replacing what was there. */
export function scaffoldVanillaSite(): void {
  rmSync(vanillaDir, {recursive: true, force: true});
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(vanillaDir, file)), {recursive: true});
    writeFileSync(path.join(vanillaDir, file), text);
  };
  // Its own browserslist (the template's), so the build does not take this project's.
  write(
    'package.json',
    `${JSON.stringify(
      {
        name: 'vanilla-bench-site',
        private: true,
        browserslist: {
          production: ['>0.5%', 'not dead', 'not op_mini all'],
          development: ['last 3 chrome version', 'last 3 firefox version', 'last 5 safari version'],
        },
      },
      null,
      2,
    )}\n`,
  );
  write(
    'tsconfig.json',
    `${JSON.stringify({extends: '@docusaurus/tsconfig', compilerOptions: {baseUrl: '.'}}, null, 2)}\n`,
  );
  write(
    'docusaurus.config.ts',
    `import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';

const config: Config = {
  title: 'Vanilla bench site',
  tagline: 'A plain classic-template site for comparing Lighthouse figures',
  url: 'https://vanilla.example',
  baseUrl: '/',
  future: {v4: true, faster: true},
  onBrokenLinks: 'throw',
  i18n: {defaultLocale: 'en', locales: ['en']},
  presets: [
    [
      'classic',
      {
        docs: {sidebarPath: './sidebars.ts'},
        blog: {showReadingTime: true},
      } satisfies Preset.Options,
    ],
  ],
  themeConfig: {
    colorMode: {respectPrefersColorScheme: true},
    navbar: {
      title: 'Vanilla',
      items: [
        {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs'},
        {to: '/blog', label: 'Blog', position: 'left'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {title: 'Docs', items: [{label: 'First section', to: '/docs/section-01/page-01'}]},
        {title: 'More', items: [{label: 'Blog', to: '/blog'}]},
      ],
      copyright: 'Vanilla bench site, generated by npm run bench.',
    },
    prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula},
  } satisfies Preset.ThemeConfig,
};

export default config;
`,
  );
  write(
    'sidebars.ts',
    `import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {docs: [{type: 'autogenerated', dirName: '.'}]};

export default sidebars;
`,
  );
  write(
    'src/pages/index.md',
    `---\ntitle: Home\n---\n\n# Vanilla bench site\n\n${fillerParagraph(seededRandom(1), 3)}\n\n[Read the docs](/docs/section-01/page-01)\n`,
  );
  for (const [index, date] of ['2025-01-15', '2025-02-20'].entries()) {
    const random = seededRandom(7 + index);
    write(
      `blog/${date}-post-${index + 1}.md`,
      `---\ntitle: Post ${index + 1}\n---\n\n${fillerParagraph(random, 3)}\n\n{/* truncate */}\n\n${fillerParagraph(random, 6)}\n`,
    );
  }
  for (let section = 1; section <= VANILLA_SECTIONS; section++) {
    write(
      `docs/section-${two(section)}/_category_.json`,
      `${JSON.stringify({label: `Section ${section}`, position: section})}\n`,
    );
    for (let page = 1; page <= VANILLA_PAGES_PER_SECTION; page++) {
      write(`docs/section-${two(section)}/page-${two(page)}.md`, vanillaDocPage(section, page));
    }
  }
}
