// @ts-check
// Makes sure the production build (which draws the diagrams), the validation
// tests (which build a site and read a search bundle in it) and the e2e suite
// have a Chromium to drive. Both use Debian's package rather than a
// browser download, which this network cannot reach.
import {existsSync} from 'node:fs';
import {DEBIAN_CHROMIUM} from '../src/settings/systemPackages.mjs';
import {installWithAptGet} from './installWithAptGet.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM.path;
const present = () => existsSync(chromiumPath);

// As apt-get installs it by default: with what Debian recommends beside it (its sandbox helper).
const installed = () =>
  installWithAptGet(`Chromium at ${chromiumPath}`, DEBIAN_CHROMIUM.packages, present, {
    withRecommended: true,
  });

if (present() || installed()) {
  process.exit(0);
}

console.error(
  `The production build and the validation and end-to-end tests need Chromium at ${chromiumPath}.\n` +
    `Install it with:  sudo apt-get install ${DEBIAN_CHROMIUM.packages.join(' ')}\n` +
    '(or set CHROMIUM_PATH to another Chromium or Chrome binary).',
);
process.exit(1);
