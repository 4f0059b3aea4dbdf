import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  checkInfimaVariables,
  definedInfimaVariables,
  INFIMA_STYLESHEET,
  infimaVariablesIn,
  unknownInfimaVariables,
} from '../../src/plugins/dependency-internals/infimaVariables';
import {installedPackageText} from '../../src/site/installedVersion';

const siteDir = path.resolve(import.meta.dirname, '../..');

describe("the Infima variables the site's stylesheets name", () => {
  it('are all defined by the installed Infima', () => {
    expect(unknownInfimaVariables(siteDir)).toEqual([]);
    expect(() => checkInfimaVariables(siteDir)).not.toThrow();
    const custom = readFileSync(path.join(siteDir, 'src/css/custom.css'), 'utf8');
    expect(infimaVariablesIn(custom)).toContain('--ifm-link-decoration');
  });

  it('would be found missing once Infima stopped defining one', () => {
    const infima = installedPackageText(siteDir, 'infima', INFIMA_STYLESHEET);
    const defined = definedInfimaVariables(infima);
    expect(defined).toContain('--ifm-link-decoration');
    const renamed = definedInfimaVariables(
      infima.replaceAll('--ifm-link-decoration:', '--ifm-link-text-decoration:'),
    );
    expect(renamed).not.toContain('--ifm-link-decoration');
    // Read, not defined, is not enough.
    expect(definedInfimaVariables('a { color: var(--ifm-color-primary); }').size).toBe(0);
  });
});
