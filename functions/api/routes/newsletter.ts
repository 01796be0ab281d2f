// The newsletter API: public confirm and one-click unsubscribe (signed tokens), and the admin's stats, preview, send, status and CSV.
import { Hono, type MiddlewareHandler } from 'hono';
import { DIGEST_REFUSALS } from '../../domain/digest-refusals.ts';
import { NEWSLETTER_LINK_MESSAGES, newsletterTokenSchema } from '../../domain/newsletter.ts';
import type { AppDeps } from '../deps.ts';
import { validate } from '../validation.ts';
import { subscribersCsv } from './subscribers-csv.ts';

/** The part of AppDeps these routes use. */
export type NewsletterRouteDeps = Pick<AppDeps, 'newsletter' | 'sendDigest'>;

const SEND_REFUSALS = {
  sending: { status: 409, error: DIGEST_REFUSALS.sending },
  empty: { status: 422, error: DIGEST_REFUSALS.empty },
  'no-subscribers': { status: 422, error: DIGEST_REFUSALS['no-subscribers'] },
} as const;

const INVALID_LINK = { error: NEWSLETTER_LINK_MESSAGES.invalid, reason: 'invalid' } as const;

export function newsletterRoutes(deps: NewsletterRouteDeps, requireAdmin: MiddlewareHandler) {
  const { newsletter } = deps;
  const app = new Hono();

  // ---- Public: the signed token is the authority, no session. ----
  /** The confirm page's button; a GET never reaches this (mail scanners follow links). */
  app.post('/confirm', validate('json', newsletterTokenSchema), async (c) => {
    const result = await newsletter.confirm(c.req.valid('json').token);
    if (!result.ok)
      return c.json({ error: NEWSLETTER_LINK_MESSAGES[result.reason], reason: result.reason }, 400);
    return c.json({ confirmed: true, email: result.email });
  });

  /**
   * RFC 8058 one-click: the mail provider POSTs `List-Unsubscribe=One-Click` (form body, no Origin;
   * app.ts exempts this path from the CSRF checks), the unsubscribe page an empty JSON body. The
   * body says nothing the token does not, so it is not read.
   */
  app.post('/unsubscribe', async (c) => {
    const token = c.req.query('token');
    const result = token ? await newsletter.unsubscribe(token) : ({ ok: false } as const);
    if (!result.ok) return c.json(INVALID_LINK, 400);
    return c.json({ unsubscribed: true });
  });

  /** Someone opened the header's URL: the page asks before anything changes. */
  app.get('/unsubscribe', (c) => {
    const token = c.req.query('token');
    const query = token ? `?token=${encodeURIComponent(token)}` : '';
    return c.redirect(`/newsletter/unsubscribe${query}`, 303);
  });

  // ---- Admin (requireAdmin also sets Cache-Control: no-store). ----
  app.get('/', requireAdmin, async (c) => c.json(await newsletter.stats()));

  app.get('/preview', requireAdmin, async (c) => c.json({ preview: await newsletter.preview() }));

  app.get('/status', requireAdmin, async (c) => c.json({ digest: await newsletter.latest() }));

  /** Starts the next digest here (its lock makes a second call a 409) and sends it in the background. */
  app.post('/send', requireAdmin, async (c) => {
    const started = await newsletter.startDigest();
    if (!started.ok) {
      const { status, error } = SEND_REFUSALS[started.reason];
      return c.json({ error }, status);
    }
    deps.sendDigest(started.id);
    return c.json({ id: started.id }, 202);
  });

  app.get('/subscribers.csv', requireAdmin, (c) =>
    c.body(subscribersCsv(newsletter.confirmedSubscribers()), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="subscribers.csv"',
    }),
  );

  return app;
}
