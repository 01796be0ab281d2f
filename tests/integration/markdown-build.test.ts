// One article that cannot render never stops a build (product.md §10.11): a Markdown article stored past the limits,
// written straight to the store, is logged with its id and its page shows its text; the other pages publish, a
// Markdown page from the HTML kept at its save, and one saved before the HTML was kept rendered at build time.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../functions/config.ts';
import { createArticle, createCategory, type NewArticle } from '../../functions/data/index.ts';
import { createSiteBuilder } from '../../scripts/local/site-build.ts';
import { openLocalStore, type LocalStore } from '../../scripts/local/store.ts';

const PROJECT_DIR = resolve(import.meta.dirname, '../..');

/** 3,000 nested quotes: marked overflowed its stack on them, and every build failed. */
const NESTED_QUOTES = `${'>'.repeat(3000)} The words of an article nobody can render.`;

describe('a build with an article that cannot render', () => {
  let dir: string;
  let store: LocalStore;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'markdown-build-'));
    store = await openLocalStore({ dataDir: dir, config: loadConfig({}), seed: false });
  });

  afterAll(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('logs it with its id, gives its page its text, and publishes every other page', async () => {
    // Prepare: three Markdown articles written past the API and the content service.
    const { id: categoryId } = await createCategory(store.db, { name: 'Bounds' });
    const article = (title: string, content: string, contentHtml?: string) => {
      const input: NewArticle = {
        title,
        summary: 'A Markdown article for the build.',
        content,
        author: null,
        categoryId,
        featured: false,
        tagIds: [],
        sourceName: 'A11y Tech News',
        sourceUrl: '',
        isManualEntry: true,
        format: 'markdown',
        ...(contentHtml ? { contentHtml } : {}),
      };
      return createArticle(store.db, input);
    };
    const broken = await article('Stored past the limits', NESTED_QUOTES);
    const kept = await article(
      'Saved with its HTML',
      '## Rendered at the save',
      '<h2>Kept at the save</h2>',
    );
    const older = await article('Saved before the HTML was kept', '## Rendered by the build');
    const lines: string[] = [];
    const builder = await createSiteBuilder({
      siteRoot: join(dir, 'site'),
      projectDir: PROJECT_DIR,
      env: () => ({
        DYNAMODB_ENDPOINT: store.endpoint,
        TABLE_NAME: loadConfig({}).TABLE_NAME,
        SITE_URL: 'http://localhost:4398',
      }),
      log: (line) => lines.push(line),
    });

    // Act
    try {
      await builder.build();
    } finally {
      await builder.close();
    }

    // Assess
    const page = (id: number) =>
      readFile(join(builder.current()!, 'article', String(id), 'index.html'), 'utf8');
    expect(await page(kept.id)).toContain('<h2>Kept at the save</h2>');
    expect(await page(older.id)).toContain('<h2>Rendered by the build</h2>');
    expect(await page(broken.id)).toContain('The words of an article nobody can render.');
    expect(lines.some((l) => l.includes(`Article ${broken.id} cannot be rendered`))).toBe(true);
    // The feeds carry the kept HTML too, and the broken article's text.
    const rss = await readFile(join(builder.current()!, 'rss.xml'), 'utf8');
    expect(rss).toContain('&lt;h2&gt;Kept at the save&lt;/h2&gt;');
    expect(rss).toContain('The words of an article nobody can render.');
  }, 600_000);
});
