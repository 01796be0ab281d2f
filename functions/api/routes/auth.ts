// /api/auth: login, logout and session (product.md §10.1); the password is checked here, never in the browser.
import { Hono } from 'hono';
import { loginSchema } from '../../domain/auth.ts';
import { verifyPassword } from '../auth/password.ts';
import { currentSessionId, endSession, startSession } from '../auth/session.ts';
import { admitLoginAttempt, clientKey, loginSucceeded, throttleKey } from '../auth/throttle.ts';
import type { SessionRouteDeps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { validate } from '../validation.ts';
import { NO_STORE } from '../../policy/caching.ts';

export function authRoutes(deps: SessionRouteDeps): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    c.header('Cache-Control', NO_STORE);
    await next();
  });

  app.post('/login', validate('json', loginSchema), async (c) => {
    const key = await throttleKey(clientKey(c, deps.trustProxy ?? false));
    // Counted before the check, so parallel guesses cannot outrun the count; throttled clients are
    // refused even with the right password, so guessing gains nothing. A wrong password stays counted.
    await admitLoginAttempt(deps.db, key);
    if (!(await verifyPassword(c.req.valid('json').password, deps.auth.passwordHash)))
      throw new ApiError(401, 'Invalid password');
    await loginSucceeded(deps.db, key);
    await startSession(c, deps);
    return c.json({ authenticated: true });
  });

  app.post('/logout', async (c) => {
    await endSession(c, deps);
    return c.body(null, 204);
  });

  app.get('/session', async (c) =>
    c.json({ authenticated: (await currentSessionId(c, deps)) !== null }),
  );

  return app;
}
