import {readEnvironment} from '../settings/environmentVariables';

/** Debian's Chromium, used by the build (diagrams), the tests and the bench, unless the environment points elsewhere. */
export const chromiumPath = readEnvironment('CHROMIUM_PATH');

/** Flags that keep Chromium from calling home from a closed network, and let it run as root. */
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
