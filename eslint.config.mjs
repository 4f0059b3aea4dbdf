import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      '.docusaurus/',
      '.doc-snippets/',
      '.bench/',
      // What the build writes (diagram modules, cut fonts), gitignored: linted, it was read while being written.
      '**/generated/',
      'docs/references/api/',
      'docs/references/livelink.js/',
      'docs/references/livelink.react/',
      'docs/references/entity-components/',
      'tests/unit/fixtures/',
      'tests/validation/fixtures/*/build/',
      'tests/validation/fixtures/*/.docusaurus/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: {...globals.node}},
    // CommonJS files (the webpack loaders) load their dependencies with require.
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
    },
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
