// Layer boundaries (eslint.config.js): each rule rejects a forbidden import and lets the allowed one through,
// checked with ESLint's Node API on code written as if it sat at the given path.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;

/** The boundary rules: the folder rules, the test-support rule and the cycle rule. */
const BOUNDARY_RULES = new Set([
  'no-restricted-imports',
  '@typescript-eslint/no-restricted-imports',
  'import-x/no-cycle',
]);

/** The ids of the boundary rules that `code` at `file` breaks. */
async function broken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? [])
    .map((m) => m.ruleId ?? m.message)
    .filter((id) => BOUNDARY_RULES.has(id));
}

const importOf = (specifier: string) => `import '${specifier}';\n`;

beforeAll(async () => {
  // The boundary rules need no type information; the code linted here sits in no TypeScript project.
  eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });
  // Loading the config and plugins takes seconds on a busy machine: do it under the hook's longer timeout.
  await eslint.lintText('', { filePath: 'site/lib/x.ts' });
});

describe('browser code (site/islands, client, stores, lib)', () => {
  it.each([
    ['site/lib/x.ts', '../../functions/data/index.ts'],
    ['site/islands/home/X.tsx', '../../../functions/api/app.ts'],
    ['site/client/x.ts', '../../functions/config.ts'],
  ])('%s may not import %s (functions/ other than domain)', async (file, specifier) => {
    // Act and Assess
    expect(await broken(file, importOf(specifier))).toEqual(['no-restricted-imports']);
  });

  it('may import functions/domain', async () => {
    // Act and Assess
    expect(await broken('site/stores/x.ts', importOf('../../functions/domain/index.ts'))).toEqual(
      [],
    );
  });

  it('may not import site/build or scripts/', async () => {
    // Act
    const build = await broken('site/lib/x.ts', importOf('../build/data.ts'));
    const scripts = await broken('site/client/x.ts', importOf('../../scripts/seed/index.ts'));
    // Assess
    expect(build).toEqual(['no-restricted-imports']);
    expect(scripts).toEqual(['no-restricted-imports']);
  });

  it('keeps admin code out of public code, but lets admin code use its own modules', async () => {
    // Act
    const publicIsland = await broken('site/islands/home/X.tsx', importOf('../admin/AdminApp.tsx'));
    const publicClient = await broken(
      'site/client/x.ts',
      importOf('../islands/admin/AdminApp.tsx'),
    );
    const adminIsland = await broken('site/islands/admin/X.tsx', importOf('./AdminApp.tsx'));
    // Assess
    expect(publicIsland).toEqual(['no-restricted-imports']);
    expect(publicClient).toEqual(['no-restricted-imports']);
    expect(adminIsland).toEqual([]);
  });
});

describe('build-time code (site/build)', () => {
  it('may import functions/data, functions/config, functions/domain and functions/lib', async () => {
    // Prepare
    const code = ['data/index.ts', 'config.ts', 'domain/index.ts', 'lib/once.ts']
      .map((p) => importOf(`../../functions/${p}`))
      .join('');
    // Act and Assess
    expect(await broken('site/build/x.ts', code)).toEqual([]);
  });

  it('may not import other functions/ folders or scripts/', async () => {
    // Act
    const api = await broken('site/build/x.ts', importOf('../../functions/api/app.ts'));
    const scripts = await broken('site/build/x.ts', importOf('../../scripts/seed/index.ts'));
    // Assess
    expect(api).toEqual(['no-restricted-imports']);
    expect(scripts).toEqual(['no-restricted-imports']);
  });
});

describe('server code (functions)', () => {
  it('never imports site/ or scripts/', async () => {
    // Act
    const site = await broken('functions/api/x.ts', importOf('../../site/lib/nav.ts'));
    const scripts = await broken('functions/api/x.ts', importOf('../../scripts/local/server.ts'));
    // Assess
    expect(site).toEqual(['no-restricted-imports']);
    expect(scripts).toEqual(['no-restricted-imports']);
  });

  it.each([
    ['functions/content/x.ts', '../api/errors.ts'],
    ['functions/data/articles/x.ts', '../../api/deps.ts'],
    ['functions/feeds/x.ts', '../api/routes/rss.ts'],
    ['functions/newsletter/x.ts', '../api/deps.ts'],
    ['functions/newsletter/mail/x.ts', '../../api/errors.ts'],
  ])('%s, a lower layer, may not import %s (functions/api)', async (file, specifier) => {
    // Act and Assess
    expect(await broken(file, importOf(specifier))).toEqual(['no-restricted-imports']);
  });

  it('a lower layer may import the data layer and domain', async () => {
    // Act and Assess
    expect(await broken('functions/content/x.ts', importOf('../data/index.ts'))).toEqual([]);
    expect(await broken('functions/feeds/x.ts', importOf('../domain/index.ts'))).toEqual([]);
  });

  it('may import its own folders', async () => {
    // Act and Assess
    expect(await broken('functions/api/x.ts', importOf('../data/index.ts'))).toEqual([]);
  });
});

describe('the build pipeline (scripts/pipeline)', () => {
  it.each([
    ['../local/server.ts'],
    ['../seed/index.ts'],
    ['../bench/stats.ts'],
    ['../tools/chromium.ts'],
  ])('may not import %s (the build job runs without it)', async (specifier) => {
    // Act and Assess
    expect(await broken('scripts/pipeline/x.ts', importOf(specifier))).toEqual([
      'no-restricted-imports',
    ]);
  });

  it('may import functions/, site/build and its own modules; the local host may import it', async () => {
    // Prepare
    const code = ['../../functions/config.ts', '../../site/build/partial.ts', './client-assets.ts']
      .map(importOf)
      .join('');
    // Act and Assess
    expect(await broken('scripts/pipeline/x.ts', code)).toEqual([]);
    expect(await broken('scripts/local/x.ts', importOf('../pipeline/client-assets.ts'))).toEqual(
      [],
    );
  });
});

describe('the stack (infra)', () => {
  it.each([
    ['infra/constructs/x.ts', '../../functions/data/index.ts'],
    ['infra/constructs/x.ts', '../../functions/api/app.ts'],
    ['infra/constructs/x.ts', '../../scripts/local/server.ts'],
    ['infra/x.ts', '../scripts/tools/hash-password.ts'],
    ['infra/x.ts', '../site/build/data.ts'],
  ])('%s may not import %s', async (file, specifier) => {
    // Act and Assess
    expect(await broken(file, importOf(specifier))).toEqual(['no-restricted-imports']);
  });

  it('may import functions entry points, their shared definitions and scripts/pipeline', async () => {
    // Prepare
    const code = [
      '../../functions/api/handler.ts',
      '../../functions/newsletter/handler.ts',
      '../../functions/data/table.ts',
      '../../functions/config.ts',
      '../../scripts/pipeline/build-functions.ts',
    ]
      .map(importOf)
      .join('');
    // Act and Assess
    expect(await broken('infra/constructs/x.ts', code)).toEqual([]);
  });
});

describe('test support (tests/)', () => {
  it.each([
    ['functions/api/x.ts', '../../tests/support/api.ts'],
    ['functions/config-x.ts', '../tests/support/data.ts'],
    ['scripts/local/x.ts', '../../tests/support/write-tree.ts'],
    ['scripts/pipeline/x.ts', '../../tests/support/write-tree.ts'],
    ['site/build/x.ts', '../../tests/support/data.ts'],
    ['infra/constructs/x.ts', '../../tests/support/infra-stack.ts'],
  ])('%s, shipped code, may not import %s', async (file, specifier) => {
    // Act and Assess
    expect(await broken(file, importOf(specifier))).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
  });

  it.each([
    ['functions/api/x.test.ts', '../../tests/support/api.ts'],
    ['infra/x.test.ts', '../tests/support/infra-stack.ts'],
    ['tests/integration/x.test.ts', '../support/api.ts'],
    ['tests/support/x.ts', './data.ts'],
    ['scripts/bench/x.ts', '../../tests/support/data.ts'],
  ])('%s, a test, test support or a benchmark, may import %s', async (file, specifier) => {
    // Act and Assess
    expect(await broken(file, importOf(specifier))).toEqual([]);
  });
});

describe('import cycles', () => {
  it('fail lint: site/lib/api.ts importing feed.ts, which imports api.ts', async () => {
    // Act and Assess
    expect(await broken('site/lib/api.ts', importOf('./feed.ts'))).toEqual(['import-x/no-cycle']);
  });

  it('pass when the import goes one way', async () => {
    // Act and Assess
    expect(await broken('site/lib/feed.ts', importOf('./api.ts'))).toEqual([]);
  });
});
