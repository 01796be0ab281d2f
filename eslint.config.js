// Lint rules: typescript-eslint for all code, jsx-a11y for React islands, astro for pages.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'build',
      '.astro',
      '.data',
      '.data-*',
      'cdk.out',
      'coverage',
      'site/env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // eslint-plugin-astro's jsx-a11y config registers the plugin for every file; add its strict rules for islands.
  {
    files: ['**/*.tsx'],
    languageOptions: jsxA11y.flatConfigs.strict.languageOptions,
    rules: jsxA11y.flatConfigs.strict.rules,
  },
  // The classic hooks rules; the React Compiler rules of react-hooks 7 assume the compiler, which we do not use.
  {
    files: ['site/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-strict'],
);
