// POST /api/subscribe: public and idempotent on the normalised email (201 first time, 200 after).
import { Hono } from 'hono';
import { subscribe } from '../../data/index.ts';
import { normaliseEmail, subscribeSchema } from '../../domain/index.ts';
import type { AppDeps } from '../app.ts';
import { validate } from '../validation.ts';

export function subscribeRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.post('/', validate('json', subscribeSchema), async (c) => {
    const email = normaliseEmail(c.req.valid('json').email);
    const { created } = await subscribe(deps.db, email);
    return c.json({ email, subscribed: true }, created ? 201 : 200);
  });
  return app;
}
