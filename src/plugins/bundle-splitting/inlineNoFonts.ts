import type {Configuration, RuleSetRule, RuleSetUseItem} from 'webpack';

const FONT_FILE = 'font.woff2';

function isFontRule(rule: unknown): rule is RuleSetRule {
  return (
    typeof rule === 'object' &&
    rule !== null &&
    'test' in rule &&
    rule.test instanceof RegExp &&
    rule.test.test(FONT_FILE)
  );
}

function disableInlining(use: RuleSetUseItem): void {
  if (typeof use === 'object' && use !== null && 'options' in use) {
    const options = use.options;
    if (typeof options === 'object' && options !== null && 'limit' in options) {
      // url-loader inlines files under `limit` bytes; `false` always emits a file.
      (options as {limit: number | boolean}).limit = false;
    }
  }
}

/**
 * Makes the bundler emit every font as its own file. By default fonts under
 * 10 KB (most of KaTeX's) are inlined as base64 into the one stylesheet all
 * pages load, although only pages with maths ever use them. Mutates `config`
 * and returns how many font rules it changed.
 */
export function inlineNoFonts(config: Configuration): number {
  const rules = config.module?.rules ?? [];
  let changed = 0;
  for (const rule of rules) {
    if (isFontRule(rule)) {
      const uses = Array.isArray(rule.use) ? rule.use : rule.use ? [rule.use] : [];
      uses.forEach((use) => disableInlining(use as RuleSetUseItem));
      changed += 1;
    }
  }
  return changed;
}
