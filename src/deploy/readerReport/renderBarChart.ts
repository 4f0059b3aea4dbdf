import {renderDataTable} from './renderDataTable';
import {html} from './html';
import type {SafeHtml} from './safeHtml';

/** One stacked series: its name in the legend and table, and the CSS class that colours it. */
export type ChartSeries = {name: string; className: string; values: readonly number[]};

/** A stacked bar chart of counts per day or per week. */
export type BarChartSpec = {
  /** Unique in the page: ids of the chart's title and description derive from it. */
  id: string;
  title: string;
  /** What the bars count, the vertical axis's title ("Searches"). */
  valueLabel: string;
  unit: 'day' | 'week';
  /** The first day of each bar, `YYYY-MM-DD`. */
  starts: readonly string[];
  series: readonly ChartSeries[];
};

const WIDTH = 720;
const HEIGHT = 270;
const MARGIN = {top: 14, right: 14, bottom: 58, left: 60};
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;
const BASELINE = MARGIN.top + PLOT_HEIGHT;
/** Roughly how wide a tick label is per character at the chart's 12 px text, plus a gap. */
const LABEL_CHARACTER_WIDTH = 7.5;
const LABEL_GAP = 14;

const count = new Intl.NumberFormat('en');

/** Coordinates with one decimal: enough for a crisp bar, and a smaller file. */
function coordinate(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A step of 1, 2 or 5 times a power of ten giving at most about four intervals, never below 1. */
function tickStep(max: number): number {
  const rough = Math.max(1, max / 4);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const factor = [1, 2, 5, 10].find((candidate) => candidate * magnitude >= rough) ?? 10;
  return factor * magnitude;
}

/**
 * A stacked bar chart as inline SVG, for a page with no script: a legend, the
 * plot with both axes labelled, and the same numbers as a table in a
 * `<details>` for readers who cannot see the bars. The SVG is one image to
 * assistive technology (`role="img"`), named by its `<title>` and summed up
 * by its `<desc>`.
 */
export function renderBarChart(spec: BarChartSpec): SafeHtml {
  const {id, title, valueLabel, unit, starts, series} = spec;
  const totals = starts.map((_, index) => series.reduce((sum, {values}) => sum + values[index], 0));
  const highest = Math.max(0, ...totals);
  const step = tickStep(highest);
  const top = Math.max(step, Math.ceil(highest / step) * step);
  const y = (value: number) => BASELINE - (value / top) * PLOT_HEIGHT;
  const slot = PLOT_WIDTH / Math.max(1, starts.length);
  const barWidth = Math.max(1, slot * 0.7);
  const periodHeading = unit === 'day' ? 'Day (UTC)' : 'Week from Monday (UTC)';
  const unitWord = unit === 'day' ? 'day' : 'week';

  // Years are left off the ticks when every bar is in the same year; the table always has them.
  const sameYear = new Set(starts.map((start) => start.slice(0, 4))).size <= 1;
  const tickText = (start: string) => (sameYear ? start.slice(5) : start);
  const labelWidth = (sameYear ? 5 : 10) * LABEL_CHARACTER_WIDTH + LABEL_GAP;
  const labelEvery = Math.max(1, Math.ceil(starts.length / Math.floor(PLOT_WIDTH / labelWidth)));

  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);

  const seriesTotals = series.map(({name, values}) => {
    const sum = values.reduce((total, value) => total + value, 0);
    return `${count.format(sum)} ${name.toLowerCase()}`;
  });
  const busiest = totals.indexOf(highest);
  const description =
    starts.length === 0
      ? 'No data.'
      : `${starts.length} ${unitWord}${starts.length === 1 ? '' : 's'} from ${starts[0]} to ${starts.at(-1)}: ` +
        `${seriesTotals.join(', ')}.` +
        (highest > 0
          ? ` The busiest ${unitWord} ${unit === 'day' ? 'was' : 'began'} ${starts[busiest]}, with ${count.format(highest)}.`
          : '');

  const bars = starts.map((start, index) => {
    const x = MARGIN.left + index * slot + (slot - barWidth) / 2;
    let stacked = 0;
    const segments = series.map(({name, className, values}) => {
      const value = values[index];
      if (value === 0) return null;
      const from = stacked;
      stacked += value;
      return html`<rect
        class="${className}"
        x="${coordinate(x)}"
        y="${coordinate(y(stacked))}"
        width="${coordinate(barWidth)}"
        height="${coordinate(y(from) - y(stacked))}"
        ><title>${start}: ${count.format(value)} ${name.toLowerCase()}</title></rect
      >`;
    });
    const label =
      index % labelEvery === 0
        ? html`<text
            class="chart-tick"
            x="${coordinate(x + barWidth / 2)}"
            y="${BASELINE + 18}"
            text-anchor="middle"
            >${tickText(start)}</text
          >`
        : null;
    return html`${segments}${label}`;
  });

  const grid = ticks.map(
    (value) =>
      html`<line
          class="chart-grid"
          x1="${MARGIN.left}"
          x2="${WIDTH - MARGIN.right}"
          y1="${coordinate(y(value))}"
          y2="${coordinate(y(value))}"
        /><text
          class="chart-tick"
          x="${MARGIN.left - 8}"
          y="${coordinate(y(value) + 4)}"
          text-anchor="end"
          >${count.format(value)}</text
        >`,
  );

  const legend = series.map(
    ({name, className}) =>
      html`<li><span class="swatch ${className}" aria-hidden="true"></span>${name}</li>`,
  );

  const rows = starts.map(
    (start, index) =>
      html`<tr>
        <th scope="row" class="date">${start}</th>
        ${series.map(({values}) => html`<td class="number">${count.format(values[index])}</td>`)}
        <td class="number">${count.format(totals[index])}</td>
      </tr>`,
  );

  return html`<figure class="chart">
    <figcaption id="${id}-caption">${title}</figcaption>
    <ul class="legend">
      ${legend}
    </ul>
    <svg
      class="chart-plot"
      viewBox="0 0 ${WIDTH} ${HEIGHT}"
      role="img"
      aria-labelledby="${id}-title"
      aria-describedby="${id}-desc"
    >
      <title id="${id}-title">${title}</title>
      <desc id="${id}-desc">${description}</desc>
      ${grid}
      <line
        class="chart-axis"
        x1="${MARGIN.left}"
        x2="${WIDTH - MARGIN.right}"
        y1="${BASELINE}"
        y2="${BASELINE}"
      />
      <line
        class="chart-axis"
        x1="${MARGIN.left}"
        x2="${MARGIN.left}"
        y1="${MARGIN.top}"
        y2="${BASELINE}"
      />
      ${bars}
      <text
        class="chart-axis-title"
        x="${MARGIN.left + PLOT_WIDTH / 2}"
        y="${HEIGHT - 10}"
        text-anchor="middle"
      >
        ${periodHeading}
      </text>
      <text
        class="chart-axis-title"
        transform="rotate(-90)"
        x="${-(MARGIN.top + PLOT_HEIGHT / 2)}"
        y="18"
        text-anchor="middle"
      >
        ${valueLabel}
      </text>
    </svg>
    <details>
      <summary>${title}: the numbers</summary>
      ${renderDataTable({
        id: `${id}-table`,
        caption: title,
        columns: [
          {heading: periodHeading},
          ...series.map(({name}) => ({heading: name, numeric: true})),
          {heading: 'Total', numeric: true},
        ],
        rows,
      })}
    </details>
  </figure>`;
}
