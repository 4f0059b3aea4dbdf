import type {SocialCardsReport} from './writeSocialCards';
import {seconds} from '../../site/printedUnits';

/** The line the build prints once the cards are written, which `npm run bench` reads (see `CARDS_REPORT_LINE`). */
export function cardsReportLine(report: SocialCardsReport, elapsedSeconds: number): string {
  return `[social-cards] ${report.cards} cards (${report.drawn} drawn, ${report.fromCache} from cache) in ${seconds(elapsedSeconds)}`;
}

/** The cards, how many were drawn, and the seconds, as `cardsReportLine` writes them. */
export const CARDS_REPORT_LINE =
  /\[social-cards\] (\d+) cards \((\d+) drawn, \d+ from cache\) in ([\d.]+) s/;
