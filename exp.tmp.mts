import {startStaticServer} from './tests/support/staticServer.ts';
import {launchBrowser} from './tests/support/chromium.ts';
import {relevanceQueries} from './tests/e2e/relevance.ts';
import {searchTerms} from './src/plugins/search/client/searchTerms.ts';
const server = await startStaticServer('/work/wt/askai/build');
const browser = await launchBrowser();
const extra = [
  {query: 'Get a client', expected: '/references/api/get-client'},
  {query: 'Livelink', expected: '/references/livelink.js/classes/Livelink'},
  {query: 'Scene', expected: '/references/livelink.js/classes/Scene'},
  {query: 'Entity', expected: '/references/livelink.js/classes/Entity'},
];
const all = [...relevanceQueries, ...extra];
const rankings = JSON.parse(process.argv[2] ?? '[{"pageLength":0.1}]');
const page = await (await browser.newContext({baseURL: server.url})).newPage();
await page.goto('/');
for (const ranking of rankings) {
  const ranks = (await page.evaluate(`(async ({queries, ranking}) => {
    const pf = await import('/pagefind/pagefind.js?' + Math.random());
    await pf.options({ranking}); await pf.init();
    const out = [];
    for (const q of queries) { const s = await pf.search(q, {filters: {language: 'en', tag: {any: ['default','docs-default-current']}}});
      const d = await Promise.all(s.results.slice(0, 24).map(r => r.data())); out.push(d.map(x => x.url.replace(/\\/$/, ''))); }
    return out; })(${JSON.stringify({queries: all.map((e) => searchTerms(e.query)), ranking})})`)) as string[][];
  const pos = all.map((e, i) => ranks[i]!.indexOf(e.expected));
  const top3 = relevanceQueries.filter((_, i) => pos[i]! >= 0 && pos[i]! < 3).length;
  console.log(JSON.stringify(ranking), `top3 ${top3}/${relevanceQueries.length}`, 'extra', extra.map((e, i) => `${e.query}:${pos[relevanceQueries.length + i]}`).join(' '));
  if (process.argv[3]) relevanceQueries.forEach((e, i) => { if (!(pos[i]! >= 0 && pos[i]! < 3)) console.log('  miss', e.query, pos[i], ranks[i]!.slice(0, 3).join(' ')); });
  if (process.argv[3]) extra.forEach((e, i) => console.log('  ', e.query, ranks[relevanceQueries.length + i]!.slice(0, 5).join(' ')));
}
await browser.close(); await server.close();
