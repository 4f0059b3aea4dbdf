import {SKIP_REASON_LABELS, type SkipReason} from './readerEvent';

/** Skipped lines by reason, in words ("3 not JSON, 1 with malformed feedback"); empty when none were. */
export function describeSkips(skipped: Readonly<Record<SkipReason, number>>): string {
  return (Object.keys(SKIP_REASON_LABELS) as SkipReason[])
    .filter((reason) => skipped[reason] > 0)
    .map((reason) => `${skipped[reason]} ${SKIP_REASON_LABELS[reason]}`)
    .join(', ');
}
