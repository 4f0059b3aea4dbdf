import {
  API_OPERATION_FIRST_LOAD_BUDGET_KB,
  PAGE_FIRST_LOAD_BUDGET_KB,
  type FirstLoadBudget,
} from './budgets';

/**
 * A kind of page the site renders, through one page that stands for it. The
 * bench measures every template's first load; the budget test asserts the
 * templates with a budget; Lighthouse audits the ones marked for it, since
 * each audit takes about a minute.
 */
export type PageTemplate = {
  name: string;
  route: string;
  firstLoadBudget?: FirstLoadBudget;
  lighthouse: boolean;
};

/** Every page template, one page each. */
export const pageTemplates: readonly PageTemplate[] = [
  {name: 'home (doc)', route: '/', lighthouse: true},
  {
    name: 'guide page',
    route: '/core-concepts/scene-model',
    firstLoadBudget: PAGE_FIRST_LOAD_BUDGET_KB,
    lighthouse: false,
  },
  {name: 'guide page with diagram', route: '/core-concepts/architecture', lighthouse: true},
  {
    name: 'guide page with diagram and maths',
    route: '/core-concepts/renderer-architecture',
    firstLoadBudget: PAGE_FIRST_LOAD_BUDGET_KB,
    lighthouse: false,
  },
  {
    name: 'API operation page',
    route: '/references/api/get-user',
    firstLoadBudget: API_OPERATION_FIRST_LOAD_BUDGET_KB,
    lighthouse: true,
  },
  {
    name: 'livelink.js class page',
    route: '/references/livelink.js/classes/Livelink',
    firstLoadBudget: PAGE_FIRST_LOAD_BUDGET_KB,
    lighthouse: true,
  },
  {name: 'entity components', route: '/references/entity-components', lighthouse: false},
  {name: 'samples page', route: '/samples/', lighthouse: true},
  {name: 'devlog list', route: '/devlog/', lighthouse: false},
  {
    name: 'devlog post',
    route: '/devlog/2025/10/14/digital-twin-sync-opc-ua-mqtt',
    firstLoadBudget: PAGE_FIRST_LOAD_BUDGET_KB,
    lighthouse: true,
  },
];

/** The templates with a first-load budget, which the budget test asserts. */
export const budgetedTemplates = pageTemplates.filter(
  (template): template is PageTemplate & {firstLoadBudget: FirstLoadBudget} =>
    template.firstLoadBudget !== undefined,
);

/** The templates Lighthouse audits. */
export const lighthouseTemplates = pageTemplates.filter((template) => template.lighthouse);

/** The route of the template named `name`; throws on a name no template has, so a renamed template fails loudly. */
export function templateRoute(name: string): string {
  const template = pageTemplates.find((candidate) => candidate.name === name);
  if (!template) {
    throw new Error(`no page template named "${name}"`);
  }
  return template.route;
}

/**
 * The guide page whose Total Blocking Time should stay below the vanilla
 * classic template's: a written page, with a diagram, as readers find most.
 */
export const GUIDE_PAGE_ROUTE = templateRoute('guide page with diagram');
