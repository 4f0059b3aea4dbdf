import {html} from './html';
import {logProblem} from './logProblem';
import type {LogReading} from './readLog';
import type {SafeHtml} from './safeHtml';

/** A problem log as a sentence: its name, set as code, then what went wrong. */
function noticeItem(reading: LogReading, problem: string): SafeHtml {
  return html`<li><code>${reading.file}</code> ${problem}.</li>`;
}

/**
 * The logs that could not be read in full, each with what went wrong, and a
 * warning when none could be read at all; `null` when there is nothing to say.
 */
export function renderNotices(readings: readonly LogReading[], anyRead: boolean): SafeHtml | null {
  const problems = readings.flatMap((reading) => {
    const problem = logProblem(reading);
    return problem === null ? [] : [noticeItem(reading, problem)];
  });
  if (problems.length === 0 && anyRead) return null;
  return html`<section class="notices" aria-labelledby="notices-title">
    <h2 id="notices-title">Notices</h2>
    ${anyRead ? null : html`<p><strong>No log could be read, so this report has nothing to show.</strong></p>`}
    <ul>
      ${problems}
    </ul>
  </section>`;
}
