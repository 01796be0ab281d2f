// POST /api/subscribe: public, and the same answer for every address; a new or pending one is sent a confirmation link.
// Its optional topics (product.md §10.19) must all exist: an unknown one is a 400 before anything is stored.
import { Hono } from 'hono';
import { subscribeWaitMs } from '../../data/index.ts';
import { normaliseEmail, subscribeSchema } from '../../domain/newsletter.ts';
import { checkTopics } from './newsletter-topics.ts';
import { clientKey, throttleKey } from '../auth/throttle.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { validate } from '../validation.ts';

export function subscribeRoutes(deps: Pick<AppDeps, 'db' | 'trustProxy' | 'newsletter'>): Hono {
  const app = new Hono();
  /** One answer whether or not the address was already listed, so nobody can probe who is subscribed. */
  app.post('/', validate('json', subscribeSchema), async (c) => {
    // A person signs up once; a script filling the list with other people's addresses is held back.
    const waitMs = await subscribeWaitMs(deps.db, await throttleKey(clientKey(c, deps.trustProxy)));
    if (waitMs > 0)
      throw new ApiError(429, 'Too many sign-ups from this address; please try again later', {
        'Retry-After': String(Math.ceil(waitMs / 1000)),
      });
    // Resolves once the mail is handed on: a failed send is logged and a retry mails at once, so
    // the answer is the same whatever became of the mail (newsletter/subscriptions.ts).
    const { email, topics } = c.req.valid('json');
    if (topics) await checkTopics(deps.newsletter, topics);
    await deps.newsletter.subscribe(normaliseEmail(email), topics);
    return c.json({ subscribed: true }, 200);
  });
  return app;
}
