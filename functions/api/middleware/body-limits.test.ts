// limitBodies: JSON bodies are bounded in size and nesting depth before anything parses them.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { handleError } from '../errors.ts';
import { jsonDepthExceeds, limitBodies, MAX_JSON_DEPTH } from './body-limits.ts';

function app() {
  const a = new Hono();
  a.onError(handleError);
  a.use('/api/*', limitBodies());
  const echo = (path: string) =>
    a.post(path, async (c) => c.json({ got: (await c.req.json()) as unknown }));
  echo('/api/articles');
  echo('/api/glossary');
  return a;
}

const post = (path: string, body: string) =>
  app().request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
    body,
  });
const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('jsonDepthExceeds', () => {
  it('counts brackets outside strings only, escaped quotes included', () => {
    expect(jsonDepthExceeds('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[1,{"b":[2]}]}', 3)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ t: '[[[[{{{{"\\' }), 1)).toBe(false);
  });
});

describe('limitBodies on JSON', () => {
  it('answers 413 to a 5 MB JSON body nested 2.5 million levels on the article routes', async () => {
    // Act
    const res = await post('/api/articles', nested(2_500_000));
    // Assess
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Payload too large (JSON at most 1 MB)' });
  });

  it('answers 400 to JSON nested past the limit, within the size limit, on every route', async () => {
    // Act
    const deep = await post('/api/articles', nested(100_000));
    const justPast = await post('/api/glossary', nested(MAX_JSON_DEPTH + 1));
    // Assess
    for (const res of [deep, justPast]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: `JSON nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
      });
    }
  });

  it('lets a body within both limits through, for the route to parse as usual', async () => {
    // Prepare
    const body = JSON.stringify({ title: 'Braille [news] {today}', tags: [[1, 2]] });
    // Act
    const res = await post('/api/glossary', body);
    const atLimit = await post('/api/articles', nested(MAX_JSON_DEPTH));
    // Assess
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ got: JSON.parse(body) });
    expect(atLimit.status).toBe(200);
  });
});
