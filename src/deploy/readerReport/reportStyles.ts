/**
 * The report's whole stylesheet, inlined so the file opens offline. Colours
 * follow the site's (its purple, Infima's text colours) and meet WCAG AA
 * contrast in both modes; the system font stack stands in for Inter, which
 * the report cannot load.
 */
export const REPORT_STYLES = `
:root {
  color-scheme: light dark;
  --bg: #ffffff;
  --surface: #f5f4fd;
  --text: #1c1e21;
  --muted: #4a4f5c;
  --border: #d3cfee;
  --link: #4b3bd5;
  --focus: #5b4cdb;
  --grid: #e4e2f1;
  --axis: #5f6370;
  --notice-bg: #fff4e5;
  --notice-border: #a34a00;
  --no-results: #5b4cdb;
  --not-opened: #a34a00;
  --unhelpful: #b3261e;
  --helpful: #16705a;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #12111c;
    --surface: #1a1928;
    --text: #e6e5f0;
    --muted: #b7b5c9;
    --border: #3a3854;
    --link: #aaa2f3;
    --focus: #aaa2f3;
    --grid: #2c2a40;
    --axis: #9896ad;
    --notice-bg: #2b2114;
    --notice-border: #f0a35e;
    --no-results: #8f84f0;
    --not-opened: #f0a35e;
    --unhelpful: #f28b82;
    --helpful: #4fc3a1;
  }
}
* { box-sizing: border-box; }
body {
  margin: 0;
  background: var(--bg);
  color: var(--text);
  font: 16px/1.6 system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
}
header, main, footer { max-width: 72rem; margin: 0 auto; padding: 0 1.25rem; }
header { padding-top: 2rem; }
.eyebrow { margin: 0; color: var(--muted); font-weight: 600; letter-spacing: 0.02em; }
h1 { font-size: 2rem; line-height: 1.25; margin: 0 0 0.5rem; }
h2 { font-size: 1.5rem; line-height: 1.3; margin: 2.5rem 0 0.75rem; }
h3 { font-size: 1.15rem; line-height: 1.35; margin: 1.75rem 0 0.5rem; overflow-wrap: anywhere; }
a { color: var(--link); text-underline-offset: 0.15em; }
a:hover { text-decoration-thickness: 2px; }
a:focus-visible, summary:focus-visible, .table-scroll:focus-visible {
  outline: 2px solid var(--focus);
  outline-offset: 2px;
}
/* Wide tables scroll sideways on a phone instead of widening the page; the region takes focus so keyboards can scroll it. */
.table-scroll { overflow-x: auto; margin: 0.5rem 0 1rem; }
.table-scroll table { margin: 0; }
code {
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
  font-size: 0.92em;
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: 0.3rem;
  padding: 0.05rem 0.3rem;
  overflow-wrap: anywhere;
}
.muted { color: var(--muted); }
.notices {
  margin-top: 1.5rem;
  padding: 0.25rem 1.25rem 0.5rem;
  background: var(--notice-bg);
  border: 1px solid var(--notice-border);
  border-left-width: 6px;
  border-radius: 0.5rem;
}
.notices h2 { font-size: 1.25rem; margin: 0.75rem 0 0.25rem; }
.notices code { background: var(--bg); }
.figures {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 0.75rem;
  margin: 0;
}
.figures div {
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: 0.5rem;
  padding: 0.75rem 1rem;
}
.figures dt { color: var(--muted); font-size: 0.9rem; }
.figures dd { margin: 0; font-size: 1.6rem; font-weight: 650; font-variant-numeric: tabular-nums; }
.figures dd span { display: block; color: var(--muted); font-size: 0.85rem; font-weight: 400; }
table { width: 100%; border-collapse: collapse; margin: 0.5rem 0 1rem; font-size: 0.95rem; }
caption { text-align: left; font-weight: 600; padding-bottom: 0.4rem; }
th, td {
  text-align: left;
  vertical-align: top;
  padding: 0.4rem 0.6rem;
  border-bottom: 1px solid var(--border);
}
/* Queries, paths and file names can be long unbroken strings: they may break anywhere, other cells keep their words. */
.text { min-width: 9rem; overflow-wrap: anywhere; }
thead th { background: var(--surface); }
.number { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.date { white-space: nowrap; }
/* Headings may wrap, so a phone scrolls a table only when its numbers really need the room. */
thead .number { white-space: normal; }
.chart { margin: 1rem 0 2.5rem; }
.chart figcaption { font-weight: 600; font-size: 1.1rem; }
.chart-plot { display: block; width: 100%; max-width: 720px; height: auto; }
.chart-plot text { font-family: inherit; font-size: 12px; fill: var(--text); }
.chart-plot .chart-axis-title { font-size: 13px; font-weight: 600; }
.chart-grid { stroke: var(--grid); stroke-width: 1; }
.chart-axis { stroke: var(--axis); stroke-width: 1; }
.chart-plot rect { stroke: var(--bg); stroke-width: 0.5; }
.chart table { max-width: 720px; }
.legend { list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; margin: 0.25rem 0 0.5rem; padding: 0; }
.swatch {
  display: inline-block;
  width: 0.9rem;
  height: 0.9rem;
  margin-right: 0.4rem;
  border-radius: 0.2rem;
  vertical-align: -0.1rem;
}
.series-no-results { fill: var(--no-results); background-color: var(--no-results); }
.series-not-opened { fill: var(--not-opened); background-color: var(--not-opened); }
.series-unhelpful { fill: var(--unhelpful); background-color: var(--unhelpful); }
.series-helpful { fill: var(--helpful); background-color: var(--helpful); }
details { margin-top: 0.5rem; }
summary { cursor: pointer; color: var(--link); }
.comments { list-style: none; margin: 0; padding: 0; }
.comments li { margin: 0.75rem 0; padding: 0.25rem 0 0.25rem 0.9rem; border-left: 3px solid var(--border); }
.comments blockquote { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.comments p { margin: 0.2rem 0 0; color: var(--muted); font-size: 0.85rem; }
footer {
  margin-top: 3rem;
  padding-top: 0.5rem;
  padding-bottom: 2rem;
  border-top: 1px solid var(--border);
  color: var(--muted);
  font-size: 0.9rem;
}
`;
