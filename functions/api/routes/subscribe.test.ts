// Integration tests over real HTTP: POST /api/subscribe is public and idempotent (product.md §5, §7), never reveals who is subscribed, and mails a confirmation link.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, getSubscriber, SUBSCRIBES_PER_CLIENT_HOUR } from '../../data/index.ts';
import { startTestApi, type TestApi } from '../../../tests/support/api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const subscribe = (body: string, type: string | null = 'application/json') =>
  api.send('/api/subscribe', {
    method: 'POST',
    headers: type ? { 'content-type': type } : {},
    body,
  });

/** Everything a client can observe of an answer. */
const observed = async (res: Response) => ({ status: res.status, body: await res.text() });

/** The stored subscriber addresses (pending or confirmed: the contract's NEWSLETTER#SUBSCRIBERS items). */
async function subscribers(): Promise<string[]> {
  const { Items = [] } = await api.db.dynamo.Query({
    TableName: api.db.table,
    KeyConditionExpression: 'pk = :p',
    ExpressionAttributeValues: { ':p': 'NEWSLETTER#SUBSCRIBERS' },
  });
  return Items.map((i) => String(i.sk)).sort();
}

/** Mails the outbox mailer wrote (the test API's newsletter has no SMTP server). */
const outbox = async () =>
  (await readdir(join(api.dataDir, 'outbox')).catch(() => [])).filter((f) => f.endsWith('.eml'));

describe('POST /api/subscribe', () => {
  it('answers a repeat exactly like a first subscribe, and stores the normalised address once', async () => {
    const first = await observed(await subscribe('{"email":"Reader@Example.org"}'));
    const again = await observed(await subscribe('{"email":"  READER@example.ORG "}'));
    const other = await observed(await subscribe('{"email":"other@example.org"}'));
    expect(first).toEqual({ status: 200, body: '{"subscribed":true}' });
    expect(again).toEqual(first);
    expect(other).toEqual(first);
    expect(await subscribers()).toEqual(['other@example.org', 'reader@example.org']);
    // One confirmation per address: the repeat within the hour sends none.
    await api.newsletter.settled();
    expect(await outbox()).toHaveLength(2);
  });

  it('stores the topics chosen at signup, and refuses unknown topics with 400, storing nothing (product.md §10.19)', async () => {
    // Prepare
    const { id } = await createCategory(api.db, { name: 'Braille' });
    // Act
    const chosen = await subscribe(
      JSON.stringify({ email: 'topics@example.org', topics: { categories: [id], tags: [] } }),
    );
    const unknown = await subscribe(
      JSON.stringify({
        email: 'unknown@example.org',
        topics: { categories: [id + 100], tags: [] },
      }),
    );
    // Assess
    expect(chosen.status).toBe(200);
    expect((await getSubscriber(api.db, 'topics@example.org', Date.now()))?.topics).toEqual({
      categories: [id],
      tags: [],
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      error: `Unknown category: ${id + 100}`,
      issues: [{ path: 'topics', message: `Unknown category: ${id + 100}` }],
    });
    expect(await subscribers()).not.toContain('unknown@example.org');
  });

  it("answers 400 with product.md §5's message to a bad address, and never a 500 to odd bodies", async () => {
    for (const body of ['{"email":"not-an-email"}', '{}', '{"email":"   "}']) {
      const bad = await subscribe(body);
      expect(bad.status, body).toBe(400);
      expect(await bad.json(), body).toEqual({
        error: 'Please enter a valid email address',
        issues: [{ path: 'email', message: 'Please enter a valid email address' }],
      });
    }
    for (const body of ['{"email":', '[]', '{"email":["a@b.co"]}', 'null', '{"email":1e999}']) {
      expect((await subscribe(body)).status, body).toBe(400);
    }
  });

  it('answers 415 to a body that is not JSON, as the form fields would otherwise be ignored', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', null]) {
      const res = await subscribe('email=a@b.co', type);
      expect(res.status, String(type)).toBe(415);
      expect(await res.json()).toEqual({
        error: 'Send the body as JSON (Content-Type: application/json)',
      });
    }
    expect(await subscribers()).not.toContain('a@b.co');
  });

  it('holds back one address after SUBSCRIBES_PER_CLIENT_HOUR sign-ups in an hour, with Retry-After', async () => {
    const from = (client: string, n: number) =>
      api.send('/api/subscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ email: `list-${client}-${n}@example.org` }),
      });
    for (let n = 0; n < SUBSCRIBES_PER_CLIENT_HOUR; n++)
      expect((await from('203.0.113.9', n)).status).toBe(200);
    const held = await from('203.0.113.9', 99);
    expect(held.status).toBe(429);
    expect(await held.json()).toEqual({
      error: 'Too many sign-ups from this address; please try again later',
    });
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await subscribers()).not.toContain('list-203.0.113.9-99@example.org');
    expect((await from('203.0.113.10', 0)).status).toBe(200);
  });
});
