// mountLazy answers as app.route would: the group loads on first use, a path it lacks falls through, errors reach onError.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { mountLazy, routesOf } from './lazy-routes.ts';

/** A parent app with one lazy group at /api/things, counting how often the group is built. */
function parentApp() {
  const loads = { count: 0 };
  const app = new Hono();
  app.use('*', async (c, next) => {
    c.header('X-Parent', 'yes');
    await next();
  });
  mountLazy(
    app,
    '/api/things',
    async () => {
      loads.count++;
      return new Hono()
        .use('*', async (c, next) => {
          c.header('Cache-Control', 'no-store');
          await next();
        })
        .get('/', (c) => c.json({ list: true }))
        .get('/boom', () => {
          throw new Error('boom');
        });
    },
    (_err, c) => c.json({ error: 'handled' }, 500),
  );
  app.get('*', (c) => c.text(`after ${c.req.path}`));
  return { app, loads };
}

describe('mountLazy', () => {
  it('builds the group on its first request only, keeping the parent headers', async () => {
    // Prepare
    const { app, loads } = parentApp();
    // Act
    const before = loads.count;
    const first = await app.request('/api/things');
    const second = await app.request('/api/things');
    // Assess
    expect(before).toBe(0);
    expect(loads.count).toBe(1);
    expect(await first.json()).toEqual({ list: true });
    expect(second.status).toBe(200);
    expect(first.headers.get('X-Parent')).toBe('yes');
    expect(first.headers.get('Cache-Control')).toBe('no-store');
  });

  it('hands a path the group has no route for back to the parent, with the group headers', async () => {
    // Prepare
    const { app } = parentApp();
    // Act
    const res = await app.request('/api/things/unknown');
    // Assess
    expect(await res.text()).toBe('after /api/things/unknown');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('x-lazy-routes-fall-through')).toBeNull();
  });

  it("sends the group's errors to the error handler it was given", async () => {
    // Prepare
    const { app } = parentApp();
    // Act
    const res = await app.request('/api/things/boom');
    // Assess
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'handled' });
  });

  it('leaves other paths alone', async () => {
    // Prepare
    const { app, loads } = parentApp();
    // Act
    const res = await app.request('/api/thingsmore');
    // Assess
    expect(await res.text()).toBe('after /api/thingsmore');
    expect(loads.count).toBe(0);
  });

  it('lists the routes of its groups in place of their mounts, loading them', async () => {
    // Prepare
    const { app, loads } = parentApp();
    // Act
    const routes = (await routesOf(app)).map((r) => `${r.method} ${r.path}`);
    // Assess
    expect(loads.count).toBe(1);
    expect(routes).toEqual(
      expect.arrayContaining(['GET /api/things', 'GET /api/things/boom', 'GET /*']),
    );
    // The group's own middleware; the parent's mount, on the same path, is left out.
    expect(routes.filter((r) => r === 'ALL /api/things/*')).toHaveLength(1);
  });
});
