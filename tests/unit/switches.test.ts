import {describe, expect, it} from 'vitest';
import {switchedOff, switchedOn} from '../../src/settings/switches';

describe('switch variables', () => {
  it('are on only for on, 1, true or yes, and off only for off, 0, false or no, in any case', () => {
    for (const value of ['on', 'ON', '1', 'true', ' Yes ']) {
      expect([switchedOn(value), switchedOff(value)]).toEqual([true, false]);
    }
    for (const value of ['off', 'Off', '0', 'FALSE', ' no ']) {
      expect([switchedOn(value), switchedOff(value)]).toEqual([false, true]);
    }
    for (const value of [undefined, '', 'enabled', 'onn']) {
      expect([switchedOn(value), switchedOff(value)]).toEqual([false, false]);
    }
  });
});
