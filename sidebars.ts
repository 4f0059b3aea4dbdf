import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The five sidebars of the site. The guide reads as a course: first what the
 * platform is, then the concepts everything else builds on. Sections whose
 * pages are written in later stages join their sidebar when they land.
 */
const sidebars: SidebarsConfig = {
  guide: [
    'index',
    {
      type: 'category',
      label: 'Get Started',
      collapsed: false,
      items: [
        'get-started/why-3dverse',
        'get-started/api-keys-and-tokens',
        'get-started/coming-from-unity',
        'get-started/coming-from-unreal',
        'get-started/glossary',
        'get-started/faq',
      ],
    },
    {
      type: 'category',
      label: 'Core Concepts',
      link: {type: 'doc', id: 'core-concepts/index'},
      items: [
        'core-concepts/architecture',
        'core-concepts/assets',
        'core-concepts/scene-model',
        'core-concepts/rendering-sessions',
        'core-concepts/applications',
        'core-concepts/access-control',
        'core-concepts/renderer-architecture',
      ],
    },
  ],
  tutorials: ['tutorials/index'],
  api: ['references/index'],
  'livelink.js': ['references/livelink.js/index'],
  'livelink.react': ['references/livelink.react/index'],
};

export default sidebars;
