// The newsletter API: public confirm, one-click unsubscribe and topics (signed tokens, product.md §10.19), and the admin's
// stats, preview, send, status and CSV.
import { Hono, type MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import { DIGEST_REFUSALS } from '../../domain/digest-refusals.ts';
import {
  NEWSLETTER_LINK_MESSAGES,
  newsletterTokenSchema,
  PREFERENCES_LINK_MESSAGES,
  preferencesSchema,
  UNSUBSCRIBE_LINK_MESSAGES,
  topicChoiceSchema,
  type TopicChoice,
} from '../../domain/newsletter.ts';
import type { PreferencesResult } from '../../newsletter/index.ts';
import type { AppDeps } from '../deps.ts';
import { parseInput, validate } from '../validation.ts';
import { checkTopics } from './newsletter-topics.ts';
import { subscribersCsv, topicNames } from './subscribers-csv.ts';

/** The part of AppDeps these routes use. */
export type NewsletterRouteDeps = Pick<AppDeps, 'newsletter' | 'sendDigest'>;

const SEND_REFUSALS = {
  sending: { status: 409, error: DIGEST_REFUSALS.sending },
  empty: { status: 422, error: DIGEST_REFUSALS.empty },
  'no-subscribers': { status: 422, error: DIGEST_REFUSALS['no-subscribers'] },
  'no-readers': { status: 422, error: DIGEST_REFUSALS['no-readers'] },
} as const;

/** `?categories=1,2&tags=3` of the preview: one topic choice; neither given means every topic. */
const previewQuery = z.object({
  categories: z.optional(z.string()),
  tags: z.optional(z.string()),
});
const idsOf = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .filter((v) => v.trim() !== '')
    .map(Number);

/** The answer of a topics link: the address and topics, or the refusal with its message (product.md §10.19). */
const preferencesAnswer = (result: PreferencesResult) =>
  result.ok
    ? ({ body: { email: result.email, topics: result.topics }, status: 200 } as const)
    : ({
        body: { error: PREFERENCES_LINK_MESSAGES[result.reason], reason: result.reason },
        status: 400,
      } as const);

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
   * body says nothing the token does not, so it is not read. A tampered, expired or used link is a
   * 400 naming its reason (product.md §8), and changes nothing.
   */
  app.post('/unsubscribe', async (c) => {
    const token = c.req.query('token');
    const result = token
      ? await newsletter.unsubscribe(token)
      : ({ ok: false, reason: 'invalid' } as const);
    if (!result.ok)
      return c.json(
        { error: UNSUBSCRIBE_LINK_MESSAGES[result.reason], reason: result.reason },
        400,
      );
    return c.json({ unsubscribed: true });
  });

  /** The topics a subscriber may choose (product.md §10.19): the signup form and the topics page list them. */
  app.get('/topics', async (c) => c.json(await newsletter.topicOptions()));

  /** The topics page's load: the address and topics its signed link names. A read; it changes nothing. */
  app.get('/preferences', async (c) => {
    const { token } = parseInput(newsletterTokenSchema, { token: c.req.query('token') });
    const { body, status } = preferencesAnswer(await newsletter.preferences(token));
    return c.json(body, status);
  });

  /** The topics page's save: a tampered, expired or stale link changes nothing (400); an unknown topic is a 400. */
  app.post('/preferences', validate('json', preferencesSchema), async (c) => {
    const { token, topics } = c.req.valid('json');
    await checkTopics(newsletter, topics);
    const { body, status } = preferencesAnswer(await newsletter.setPreferences(token, topics));
    return c.json(body, status);
  });

  /** Someone opened the header's URL: the page asks before anything changes. */
  app.get('/unsubscribe', (c) => {
    const token = c.req.query('token');
    const query = token ? `?token=${encodeURIComponent(token)}` : '';
    return c.redirect(`/newsletter/unsubscribe${query}`, 303);
  });

  // ---- Admin (requireAdmin also sets Cache-Control: no-store). ----
  app.get('/', requireAdmin, async (c) => c.json(await newsletter.stats()));

  /** product.md §10.19: `?categories=&tags=` previews one topic choice; an unknown topic is a 400. */
  app.get('/preview', requireAdmin, validate('query', previewQuery), async (c) => {
    const query = c.req.valid('query');
    const asked = query.categories !== undefined || query.tags !== undefined;
    const topics: TopicChoice = asked
      ? parseInput(topicChoiceSchema, {
          categories: idsOf(query.categories),
          tags: idsOf(query.tags),
        })
      : 'all';
    await checkTopics(newsletter, topics);
    return c.json({ preview: await newsletter.preview(topics) });
  });

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

  app.get('/subscribers.csv', requireAdmin, async (c) =>
    c.body(
      subscribersCsv(
        newsletter.confirmedSubscribers(),
        topicNames(await newsletter.topicOptions()),
      ),
      200,
      {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="subscribers.csv"',
      },
    ),
  );

  return app;
}
