// @ts-check
// Makes sure the production build (which draws the diagrams) and the e2e
// suite have a Chromium to drive. Both use Debian's package rather than a
// browser download, which this network cannot reach.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(chromiumPath)) {
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasAptGet = existsSync('/usr/bin/apt-get');

if (isRoot && hasAptGet) {
  console.log(`No Chromium at ${chromiumPath}; installing Debian's chromium package…`);
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {stdio: 'inherit', env});
  if (existsSync(chromiumPath)) {
    process.exit(0);
  }
}

console.error(
  `The production build and the end-to-end tests need Chromium at ${chromiumPath}.\n` +
    'Install it with:  sudo apt-get install chromium\n' +
    '(or set CHROMIUM_PATH to another Chromium or Chrome binary).',
);
process.exit(1);
