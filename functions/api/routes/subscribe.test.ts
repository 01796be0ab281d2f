// Integration tests over real HTTP: POST /api/subscribe is public and idempotent (spec §5, §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const subscribe = (body: string, type = 'application/json') =>
  api.send('/api/subscribe', { method: 'POST', headers: { 'content-type': type }, body });

describe('POST /api/subscribe', () => {
  it('answers 201 the first time and 200 afterwards for the same normalised address', async () => {
    const first = await subscribe('{"email":"Reader@Example.org"}');
    const again = await subscribe('{"email":"READER@example.ORG"}');
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ email: 'reader@example.org', subscribed: true });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ email: 'reader@example.org', subscribed: true });
  });

  it("answers 400 with spec §5's message to a bad address, and never a 500 to odd bodies", async () => {
    const bad = await subscribe('{"email":"not-an-email"}');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'Please enter a valid email address',
      issues: [{ path: 'email', message: 'Please enter a valid email address' }],
    });
    for (const body of ['{"email":', '[]', '{"email":["a@b.co"]}', 'null', '{"email":1e999}']) {
      expect((await subscribe(body)).status, body).toBe(400);
    }
    expect((await subscribe('email=a@b.co', 'application/x-www-form-urlencoded')).status).toBe(400);
  });
});
