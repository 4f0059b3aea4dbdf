import path from 'node:path';
import type {CardJob} from './cardJob';
import type {DrawCard} from './cardDrawer';
import {writeFileAtomically} from '../../site/files/writeFileAtomically';

/**
 * Draws jobs into `cacheDir/<key>.png` until `claimNext` runs out: each
 * worker of `drawCards` claims the next job from a counter they share, so
 * none waits while another has several left. Returns how many it drew.
 */
export async function drawClaimedCards(
  jobs: readonly CardJob[],
  claimNext: () => number,
  draw: DrawCard,
  cacheDir: string,
): Promise<number> {
  let drawn = 0;
  for (let index = claimNext(); index < jobs.length; index = claimNext()) {
    const job = jobs[index];
    if (!job) continue;
    const png = await draw(job.card);
    writeFileAtomically(path.join(cacheDir, `${job.key}.png`), png);
    drawn += 1;
  }
  return drawn;
}
