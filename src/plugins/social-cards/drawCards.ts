import {availableParallelism} from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {CardJob} from './cardJob';

/** What each worker of `drawCards` is started with. */
export type WorkerData = {
  jobs: CardJob[];
  /** One Int32: the index of the next job to claim, shared by the workers. */
  counter: SharedArrayBuffer;
  siteDir: string;
  productName: string;
  cacheDir: string;
};

/** The worker's script, relative to the site. */
const WORKER_FILE = 'src/plugins/social-cards/drawCardsWorker.cjs';

/** Below this many cards a second worker would spend more time starting than drawing. */
const CARDS_PER_WORKER = 24;

/** Each worker holds its own Satori, fonts and pixel buffers, about 300 MB. */
const MAX_WORKERS = 4;

/**
 * Draws cards into `cacheDir/<key>.png` on worker threads, one per core (two
 * on the build machine) up to `MAX_WORKERS`. Each card takes Satori and
 * resvg about 33 ms of CPU, so drawing 530 on the build's own thread would
 * take 18 s and hold up the other plugins' post-build work; the workers
 * start at once and run beside it. Resolves with the number of cards drawn;
 * rejects when a worker fails.
 */
export async function drawCards(
  jobs: CardJob[],
  options: {siteDir: string; productName: string; cacheDir: string},
): Promise<number> {
  if (jobs.length === 0) return 0;
  const count = Math.max(
    1,
    Math.min(availableParallelism(), MAX_WORKERS, Math.ceil(jobs.length / CARDS_PER_WORKER)),
  );
  const workerData: WorkerData = {
    jobs,
    counter: new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT),
    siteDir: options.siteDir,
    productName: options.productName,
    cacheDir: options.cacheDir,
  };
  // Found from the site rather than `__dirname`, which some TypeScript loaders (tsx) do not set to this folder.
  const workerFile = path.join(options.siteDir, WORKER_FILE);
  const workers = Array.from({length: count}, () => new Worker(workerFile, {workerData}));
  const results = workers.map(
    (worker) =>
      new Promise<number>((resolve, reject) => {
        let drawn: number | undefined;
        worker.once('message', (message: number) => {
          drawn = message;
        });
        worker.once('error', reject);
        worker.once('exit', (code) => {
          if (drawn !== undefined) resolve(drawn);
          else
            reject(
              new Error(
                `social-cards: a drawing worker stopped (exit code ${code}) before it was done.`,
              ),
            );
        });
      }),
  );
  try {
    return (await Promise.all(results)).reduce((total, drawn) => total + drawn, 0);
  } catch (error) {
    // The build fails anyway; the other workers need not finish their cards first.
    await Promise.all(workers.map((worker) => worker.terminate()));
    throw error;
  }
}
