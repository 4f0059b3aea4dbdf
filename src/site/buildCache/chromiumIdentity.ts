import {realpathSync, statSync} from 'node:fs';

/**
 * What a cache key knows of the Chromium at `chromiumPath`: the binary's
 * real path, size and time stamp, which change when it is upgraded or
 * another is named; `absent` when there is none.
 */
export function chromiumIdentity(chromiumPath: string): string {
  try {
    const binary = realpathSync(chromiumPath);
    const {size, mtimeMs} = statSync(binary);
    return `${binary} ${String(size)} ${String(mtimeMs)}`;
  } catch {
    return 'absent';
  }
}
