// @ts-check
// `node scripts/run-side-by-side.mjs <script> [<script> …]` runs npm scripts
// at the same time and fails when any of them fails. It pairs steps that do
// not keep two cores busy on their own: in `npm test`, the type check and the
// linters (one core each) with the unit tests, the validation builds with the
// site's build; before `start` and `build`, the references' generation with
// the fonts' cutting. Each step's output is held back and printed whole when
// it ends, so the log reads step by step; a summary line per step gives its
// time. npm runs silently: that line names the step.
import {spawn} from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-side-by-side.mjs <npm script> [<npm script> …]');
  process.exit(2);
}

/**
 * Runs `npm run <script>`, its output captured, and resolves with its exit
 * code, output and time once it has ended.
 * @param {string} script
 * @returns {Promise<{script: string, code: number | null, output: string, seconds: number}>}
 */
function runScript(script) {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', script], {stdio: ['ignore', 'pipe', 'pipe']});
  /** @type {Buffer[]} */
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    // `close`, not `exit`: the output is complete only once both pipes have closed.
    child.once('close', (code) =>
      resolve({
        script,
        code,
        output: Buffer.concat(output).toString('utf8'),
        seconds: (performance.now() - started) / 1000,
      }),
    );
  });
}

const results = await Promise.all(
  scripts.map((script) =>
    runScript(script).then((result) => {
      process.stdout.write(result.output);
      return result;
    }),
  ),
);
for (const {script, code, seconds} of results) {
  const verdict = code === 0 ? 'passed' : `failed (exit code ${String(code)})`;
  console.log(`[side by side] ${script} ${verdict} in ${seconds.toFixed(1)} s`);
}
process.exitCode = results.every(({code}) => code === 0) ? 0 : 1;
