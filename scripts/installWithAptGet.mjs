// @ts-check
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';

/**
 * Installs Debian `packages` with apt-get when run as root on a machine that
 * has it, and says whether `isPresent` holds afterwards; otherwise says
 * whether it held already.
 *
 * @param {string} what What is missing, for the line printed before installing.
 * @param {readonly string[]} packages
 * @param {() => boolean} isPresent
 * @param {{withRecommended: boolean}} options Whether the packages' recommended ones come too.
 * @returns {boolean}
 */
export function installWithAptGet(what, packages, isPresent, {withRecommended}) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return isPresent();
  console.log(`${what} is missing; installing ${packages.join(' ')}…`);
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
  const install = ['install', '-y', '-qq', ...(withRecommended ? [] : ['--no-install-recommends'])];
  execFileSync('apt-get', [...install, ...packages], {stdio: 'inherit', env});
  return isPresent();
}
