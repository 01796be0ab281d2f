// Lint rules: typescript-eslint for all code, jsx-a11y for React islands, astro for pages, and the layer boundaries.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// Layer boundaries (docs/architecture.md, "Layout"): which folder may import which, as no-restricted-imports patterns per
// folder, plus one more rule that keeps test support out of shipped code. Patterns are regular expressions on the
// import specifier as written (relative, with its .ts extension).

const functionsExceptDomain = {
  regex: String.raw`(^|/)functions/(?!domain/)`,
  message:
    'Browser code imports only functions/domain/** from functions/ (no I/O, no server code).',
};
const buildData = {
  regex: String.raw`^(\.\./)+build/|(^|/)site/build/`,
  message: 'site/build runs at build time only; browser code must not import it.',
};
const scripts = {
  regex: String.raw`(^|/)scripts/`,
  message:
    'scripts/ is the local host, the build pipeline and tooling; application code must not import it.',
};
const site = {
  regex: String.raw`(^|/)site/`,
  message: 'functions/ never imports site/ (server code does not depend on the web front end).',
};
const adminCode = {
  regex: String.raw`^\.\.?/(.*/)?admin/`,
  message: 'Public browser code never imports admin code (it would enter a public bundle).',
};
const testSupport = {
  regex: String.raw`(^|/)tests/`,
  message:
    'Only tests (and the benchmarks) import tests/: shipped code never depends on test support.',
};

const restrict = (...patterns) => ['error', { patterns }];

/** Flat-config entries, later ones override earlier ones for the same files (most specific last). */
const boundaries = [
  {
    files: ['site/{islands,client,stores,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(functionsExceptDomain, buildData, scripts, adminCode),
    },
  },
  {
    // The admin area's own browser code may use other admin modules, never server or build code.
    files: ['site/{islands,client,stores,lib}/**/admin/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(functionsExceptDomain, buildData, scripts) },
  },
  {
    files: ['site/build/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        {
          regex: String.raw`(^|/)functions/(?!(data|domain|lib)/|config\.ts$)`,
          message:
            'site/build may import functions/data, functions/config, functions/domain and functions/lib only.',
        },
        scripts,
      ),
    },
  },
  {
    files: ['functions/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(site, scripts) },
  },
  {
    // The lower layers never reach up into the HTTP layer (api -> content, data, feeds, domain).
    // functions/newsletter too: its Lambda entry and the engine never reach into the HTTP layer.
    files: ['functions/{domain,data,content,feeds,uploads,newsletter}/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        {
          regex: String.raw`^(\.\./)+api/|(^|/)functions/api/`,
          message:
            'Only entry points and functions/api import functions/api; lower layers never do.',
        },
        site,
        scripts,
      ),
    },
  },
  {
    // The cloud build job runs the pipeline from a bare checkout: it never loads the local host, seed, benchmarks
    // or developer tools (the local host may import the pipeline, as it runs the same page build).
    files: ['scripts/pipeline/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        regex: String.raw`^\.\./(local|seed|bench|tools)/|(^|/)scripts/(local|seed|bench|tools)/`,
        message:
          'scripts/pipeline never imports scripts/local, seed, bench or tools (the build job runs without them).',
      }),
    },
  },
  {
    // The stack deploys entry points: it imports the Lambda entries' list (scripts/pipeline/build-functions.ts) and
    // the few definitions it shares with the deployed code (config, table, security headers, publish manifest).
    files: ['infra/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        {
          regex: String.raw`(^|/)functions/(?!([a-z-]+/handler|config|data/table|policy/[a-z-]+|publish/manifest)\.ts$)`,
          message:
            'infra/ imports from functions/ only the entry points and the definitions the stack shares with them.',
        },
        {
          regex: String.raw`(^|/)scripts/(?!pipeline/)`,
          message:
            'infra/ imports from scripts/ only scripts/pipeline (what the build job and CDK run).',
        },
        { regex: String.raw`(^|/)site/`, message: 'infra/ never imports site/.' },
      ),
    },
  },
  {
    // A rule of its own (the typescript-eslint twin of no-restricted-imports), so the folder rules above stay whole.
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['**/*.test.{ts,tsx}', 'tests/**', 'scripts/bench/**'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict(testSupport) },
  },
];

export default defineConfig(
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
  // Type-aware lint (typescript-eslint recommendedTypeChecked, require-await and the no-unsafe-* family
  // included) for every TypeScript file: the code that runs, its tests, infra/ and the root configs.
  // One TypeScript program, the root tsconfig.json (it includes infra/ and aws-cdk-lib's declarations).
  // A value parsed from JSON or read from an untyped library gets a named type where it enters.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.astro/**'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
  },
  // Still off in the unit tests beside functions/ and site/ (their findings not yet fixed, most from route tests
  // reading `await res.json()`): require-await and the no-unsafe-* family. Every other file has them on.
  {
    files: ['{functions,site}/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // No source file over 300 lines (docs/product.md), blank lines and comments included.
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
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
  // No import cycles anywhere; dynamic import() counts too, as the lazy halves must not import their stand-ins.
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      // Follow TS files too; the node resolver suffices, as every import names its .ts/.tsx file.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...boundaries,
);
