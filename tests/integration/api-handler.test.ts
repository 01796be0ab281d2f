// The BUNDLED API Lambda, invoked with API Gateway v2 events against dynalite: a list, a multipart POST, an admin call.
import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildFunctions } from '../../scripts/pipeline/build-functions.ts';
import { createCategory, createTag } from '../../functions/data/index.ts';
import { createTestDb, type TestDb } from '../support/data.ts';
import { hashPassword } from '../../functions/api/auth/password.ts';
import { API_HOST, TINY_PNG, apiEvent, multipart } from '../support/api-handler.ts';

type Handler = (
  event: ReturnType<typeof apiEvent>,
  context: object,
) => Promise<{
  statusCode: number;
  body: string;
  headers?: Record<string, string>;
  cookies?: string[];
}>;

const PASSWORD = 'lambda-test-password';
let store: TestDb;
let handler: Handler;
let categoryId: number;
let tagId: number;

beforeAll(async () => {
  store = await createTestDb();
  categoryId = (await createCategory(store.db, { name: 'Assistive Technology' })).id;
  tagId = (
    await createTag(store.db, {
      name: 'Visual',
      description: 'Blind and low vision',
      keywords: ['blind'],
    })
  ).id;
  const [bundle] = await buildFunctions(undefined, ['api']);
  if (!bundle) throw new Error('no bundle');
  vi.stubEnv('TABLE_NAME', store.db.table);
  vi.stubEnv('DYNAMODB_ENDPOINT', store.endpoint);
  vi.stubEnv('ADMIN_PASSWORD_HASH', await hashPassword(PASSWORD));
  vi.stubEnv('SESSION_SECRET', 'x'.repeat(40));
  vi.stubEnv('SITE_URL', `https://${API_HOST}`);
  vi.stubEnv('MAIL_FROM', `News <news@${API_HOST}>`);
  const mod = (await import(
    `${pathToFileURL(bundle.file).href}?t=${statSync(bundle.file).mtimeMs}`
  )) as { handler: Handler };
  handler = mod.handler;
}, 120_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await store?.close();
});

async function login(): Promise<string[]> {
  const res = await handler(
    apiEvent({
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json', origin: `https://${API_HOST}` },
      body: JSON.stringify({ password: PASSWORD }),
    }),
    {},
  );
  expect(res.statusCode).toBe(200);
  const cookies = (res.cookies ?? []).map((c) => c.split(';')[0] ?? '');
  expect(cookies.length).toBeGreaterThan(0);
  return cookies;
}

describe('bundled API handler (API Gateway v2)', () => {
  it('lists articles', async () => {
    // Act
    const res = await handler(
      apiEvent({ method: 'GET', path: '/api/articles', query: 'limit=5' }),
      {},
    );
    // Assess
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(JSON.parse(res.body))).toBe(true);
  });

  it('creates an article from a base64 multipart body with a png, with a session cookie', async () => {
    // Prepare
    const cookies = await login();
    const form = await multipart(
      {
        title: 'Lambda-made article',
        summary: 'Posted through the bundled handler.',
        content: 'A paragraph long enough to pass the fifty character minimum of the contract.',
        categoryId: String(categoryId),
        tagIds: [String(tagId)],
      },
      { name: 'dot.png', bytes: TINY_PNG, type: 'image/png' },
    );
    // Act
    const res = await handler(
      apiEvent({
        method: 'POST',
        path: '/api/articles',
        headers: { 'content-type': form.contentType, origin: `https://${API_HOST}` },
        cookies,
        body: form.body,
      }),
      {},
    );
    // Assess
    expect(res.statusCode).toBe(201);
    const article = JSON.parse(res.body) as {
      id: number;
      title: string;
      imageUrl: string | null;
      isManualEntry: boolean;
    };
    expect(article.title).toBe('Lambda-made article');
    expect(article.imageUrl).toMatch(/^\/uploads\//);
    expect(article.isManualEntry).toBe(true);
  });

  it('refuses the admin listing without a session and serves it with the login cookie', async () => {
    // Prepare
    const listing = (cookies?: string[]) =>
      apiEvent({
        method: 'GET',
        path: '/api/articles',
        query: 'isManualEntry=true',
        ...(cookies ? { cookies } : {}),
      });
    // Act
    const anonymous = await handler(listing(), {});
    const admin = await handler(listing(await login()), {});
    // Assess
    expect(anonymous.statusCode).toBe(401);
    expect(admin.statusCode).toBe(200);
    const titles = (JSON.parse(admin.body) as { title: string }[]).map((a) => a.title);
    expect(titles).toContain('Lambda-made article');
  });
});
