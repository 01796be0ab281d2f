// POST /api/subscribe: public and idempotent on the normalised email; a repeat looks exactly like a first subscribe.
import { Hono } from 'hono';
import { subscribe, subscribeWaitMs } from '../../data/index.ts';
import { normaliseEmail, subscribeSchema } from '../../domain/index.ts';
import { clientKey } from '../auth/throttle.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { validate } from '../validation.ts';

export function subscribeRoutes(deps: Pick<AppDeps, 'db' | 'trustProxy'>): Hono {
  const app = new Hono();
  /** One answer whether or not the address was already listed, so nobody can probe who is subscribed. */
  app.post('/', validate('json', subscribeSchema), async (c) => {
    // A person signs up once; a script filling the list with other people's addresses is held back.
    const waitMs = await subscribeWaitMs(deps.db, clientKey(c, deps.trustProxy));
    if (waitMs > 0)
      throw new ApiError(429, 'Too many sign-ups from this address; please try again later', {
        'Retry-After': String(Math.ceil(waitMs / 1000)),
      });
    await subscribe(deps.db, normaliseEmail(c.req.valid('json').email));
    return c.json({ subscribed: true }, 200);
  });
  return app;
}
