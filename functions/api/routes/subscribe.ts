// POST /api/subscribe: public, and the same answer for every address; a new or pending one is sent a confirmation link.
import { Hono } from 'hono';
import { subscribeWaitMs } from '../../data/index.ts';
import { normaliseEmail, subscribeSchema } from '../../domain/newsletter.ts';
import { MailSendError } from '../../newsletter/index.ts';
import { clientKey, throttleKey } from '../auth/throttle.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { validate } from '../validation.ts';

/** The contract's 502: the address is kept pending and the person may try again. */
export const CONFIRMATION_NOT_SENT =
  'We could not send the confirmation email. Please try again later.';

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
    try {
      await deps.newsletter.subscribe(normaliseEmail(c.req.valid('json').email));
    } catch (err) {
      if (err instanceof MailSendError) throw new ApiError(502, CONFIRMATION_NOT_SENT);
      throw err;
    }
    return c.json({ subscribed: true }, 200);
  });
  return app;
}
