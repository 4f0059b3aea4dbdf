/*
 * The words a switch variable (`SEARCH_REPORT`, `API_CONSOLE`, `MCP`, …) is
 * set with, read the same way by the build, nginx's configuration and
 * `npm run serve:prod`: any case, spaces around ignored. A variable that is
 * on unless switched off reads `switchedOff`; one off unless switched on
 * reads `switchedOn`. Any other value is neither.
 */

/** True when `value` is `on`, `1`, `true` or `yes`. */
export function switchedOn(value: string | undefined): boolean {
  return /^(1|on|true|yes)$/i.test(value?.trim() ?? '');
}

/** True when `value` is `off`, `0`, `false` or `no`. */
export function switchedOff(value: string | undefined): boolean {
  return /^(0|off|false|no)$/i.test(value?.trim() ?? '');
}
