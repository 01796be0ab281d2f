// Integration tests over real HTTP: product.md §8's generic validation messages on real routes, and 415 for non-JSON bodies on JSON-only routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../tests/support/api.ts';

let api: TestApi;
let cookie: string;
beforeAll(async () => {
  api = await startTestApi();
  cookie = await api.login();
});
afterAll(() => api.close());

const post = (path: string, body: string, type: string | null = 'application/json') =>
  api.send(path, {
    method: 'POST',
    headers: type ? { 'content-type': type } : {},
    body,
    cookie,
  });

describe("product.md §8's generic messages", () => {
  it("answers 'Required' for each missing glossary field", async () => {
    const res = await post('/api/glossary', '{}');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Required',
      issues: [
        { path: 'term', message: 'Required' },
        { path: 'definition', message: 'Required' },
        { path: 'category', message: 'Required' },
      ],
    });
  });

  it("answers 'Invalid input' for a wrong type or an out-of-range query value", async () => {
    const glossary = await post(
      '/api/glossary',
      '{"term":7,"definition":"Defined at some length.","category":"Standards"}',
    );
    expect((await glossary.json()).issues).toEqual([{ path: 'term', message: 'Invalid input' }]);
    const list = await api.send('/api/articles?limit=0');
    expect(list.status).toBe(400);
    expect(await list.json()).toEqual({
      error: 'Invalid input',
      issues: [{ path: 'limit', message: 'Invalid input' }],
    });
  });

  it("keeps product.md §5's own messages", async () => {
    const res = await post('/api/glossary', '{"term":"A","definition":"short","category":"x"}');
    expect((await res.json()).error).toBe(
      'Term must be at least 2 characters; Definition must be at least 10 characters; Category must be at least 2 characters',
    );
  });
});

describe('JSON-only routes', () => {
  it.each([
    ['/api/glossary', 'term=ARIA&definition=Rich+Internet+Applications&category=Standards'],
    ['/api/subscribe', 'email=reader@example.org'],
    ['/api/auth/login', 'password=anything'],
    ['/api/rss/sources', 'name=Feed&url=https://example.org/feed.xml'],
  ])('%s answers 415 to urlencoded, plain text and untyped bodies', async (path, body) => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', null]) {
      const res = await post(path, body, type);
      expect(res.status, `${path} ${type}`).toBe(415);
      expect(await res.json()).toEqual({
        error: 'Send the body as JSON (Content-Type: application/json)',
      });
    }
  });
});
