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

/** Sets the loader's `limit` to `false`, and says whether it had one to set. */
function disableInlining(use: RuleSetUseItem): boolean {
  if (typeof use === 'object' && use !== null && 'options' in use) {
    const options = use.options;
    if (typeof options === 'object' && options !== null && 'limit' in options) {
      // url-loader inlines files under `limit` bytes; `false` always emits a file.
      (options as {limit: number | boolean}).limit = false;
      return true;
    }
  }
  return false;
}

/**
 * Makes the bundler emit every font as its own file. By default fonts under
 * 10 KB (most of KaTeX's) are inlined as base64 into the one stylesheet all
 * pages load, although only pages with maths ever use them. Mutates `config`
 * and returns how many font rules it changed: a font rule whose loader has no
 * `limit` left to turn off does not count, so that the plugin's check fails
 * when Docusaurus's rule no longer inlines the way this expects.
 */
export function inlineNoFonts(config: Configuration): number {
  const rules = config.module?.rules ?? [];
  let changed = 0;
  for (const rule of rules) {
    if (isFontRule(rule)) {
      const uses = Array.isArray(rule.use) ? rule.use : rule.use ? [rule.use] : [];
      // Every loader of the rule is changed, not only the first with a limit.
      const limited = uses.map((use) => disableInlining(use as RuleSetUseItem));
      if (limited.includes(true)) changed += 1;
    }
  }
  return changed;
}
