import {describe, expect, it} from 'vitest';
import {environmentVariables} from '../../src/settings/environmentVariables';
import {configuredAddress} from '../../src/site/product';

describe('the product’s configurable addresses', () => {
  it('take the variable’s value, trimmed', () => {
    expect(
      configuredAddress('DOCS_ISSUES_URL', {DOCS_ISSUES_URL: ' https://example.test/new '}),
    ).toBe('https://example.test/new');
  });

  it('fall back to the declared address when the variable is unset, empty or blank', () => {
    for (const env of [{}, {COMMUNITY_CHAT_URL: ''}, {COMMUNITY_CHAT_URL: '  '}]) {
      expect(configuredAddress('COMMUNITY_CHAT_URL', env)).toBe(
        environmentVariables.COMMUNITY_CHAT_URL.fallback,
      );
    }
  });
});
