// POST /api/subscribe: public and idempotent on the normalised email; a repeat looks exactly like a first subscribe.
import { Hono } from 'hono';
import { subscribe } from '../../data/index.ts';
import { normaliseEmail, subscribeSchema } from '../../domain/index.ts';
import type { AppDeps } from '../app.ts';
import { validate } from '../validation.ts';

export function subscribeRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  /** One answer whether or not the address was already listed, so nobody can probe who is subscribed. */
  app.post('/', validate('json', subscribeSchema), async (c) => {
    await subscribe(deps.db, normaliseEmail(c.req.valid('json').email));
    return c.json({ subscribed: true }, 200);
  });
  return app;
}
