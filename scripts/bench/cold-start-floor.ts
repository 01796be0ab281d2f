// The floor `npm run bench:cold` prints under the API: the least a Hono Lambda on this stack does for the
// same two requests: Hono's Lambda adapter (and with it Node's fetch classes), the store client (db.ts),
// zod/mini with the articles list query's schema (its module, domain/article-query.ts, builds all its schemas)
// and the same store reads. None of the API's own machinery: no configuration check, middleware, lazy
// route groups, sessions or error mapping. Bundled as the API is (the Lambdas' esbuild options, split, so
// the SDK's lazily imported credential providers stay out of the cold start as in the API), it puts the
// API's own share of a cold start in a ratio, which the machine's load moves less than milliseconds.
import { Hono } from 'hono';
import { handle } from 'hono/aws-lambda';
import { listArticles } from '../../functions/data/articles/lists.ts';
import { createDb } from '../../functions/data/db.ts';
import { articleListQuerySchema } from '../../functions/domain/article-query.ts';

const db = createDb({
  table: process.env.TABLE_NAME!,
  region: process.env.AWS_REGION!,
  ...(process.env.DYNAMODB_ENDPOINT ? { endpoint: process.env.DYNAMODB_ENDPOINT } : {}),
});
const app = new Hono();
app.get('/api/articles', async (c) => {
  const { sort, limit, offset } = articleListQuerySchema.parse(c.req.query());
  return c.json(await listArticles(db, { sort, limit, offset }));
});
app.get('/api/auth/session', (c) => c.json({ authenticated: false }));

export const handler = handle(app);
