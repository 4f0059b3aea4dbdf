import {describe, expect, it} from 'vitest';
import {escapeRegExp} from '../../src/site/escapeRegExp';

describe('escapeRegExp', () => {
  it('makes an expression match the text literally, every special character included', () => {
    const text = String.raw`a.b*c+d?e^f$g{1}(h)|i[j]\k`;
    const pattern = new RegExp(`^${escapeRegExp(text)}$`);
    expect(pattern.test(text)).toBe(true);
    expect(pattern.test(text.replace('.', 'x'))).toBe(false);
    expect(escapeRegExp('@docusaurus/theme-classic')).toBe('@docusaurus/theme-classic');
  });
});
