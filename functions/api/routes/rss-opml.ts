// OPML export, preview and import for the RSS admin (admin API contract); mounted under /api/rss/opml,
// behind the RSS routes' admin check. The logic is in functions/feeds/opml*.ts.
import { Hono, type Context } from 'hono';
import {
  importOpml,
  parseCategoryMap,
  previewFeeds,
  type OpmlImportResult,
  type OpmlPreview,
} from '../../feeds/opml-import.ts';
import { buildOpml, MAX_OPML_BYTES, OPML_TOO_LARGE, OpmlError } from '../../feeds/opml.ts';
import type { FeedService } from '../../feeds/service.ts';
import { ApiError } from '../errors.ts';

/** Contract: the export's file name. */
const EXPORT_FILE = 'a11y-tech-news-feeds.opml';

/** The multipart form's `file` as text and its other fields; 400 / 413 as the contract says. */
async function readUpload(c: Context): Promise<{ text: string; fields: Record<string, unknown> }> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'multipart/form-data')
    throw new ApiError(415, 'Send the OPML file as multipart/form-data (field "file")');
  let fields: Record<string, unknown>;
  try {
    fields = Object.assign(Object.create(null) as Record<string, unknown>, await c.req.parseBody());
  } catch {
    throw new ApiError(400, 'Malformed form data');
  }
  const file = fields.file;
  if (!(file instanceof File) || (file.size === 0 && file.name === ''))
    throw new ApiError(400, 'Choose an OPML file to upload');
  if (file.size > MAX_OPML_BYTES) throw new ApiError(413, OPML_TOO_LARGE);
  return { text: await file.text(), fields };
}

/** A refused file or map becomes our `{ error }` with its status; nothing was added. */
async function answer<T>(c: Context, work: () => Promise<T>) {
  try {
    return c.json(await work());
  } catch (err) {
    if (err instanceof OpmlError) throw new ApiError(err.status, err.message);
    throw err;
  }
}

export function opmlRoutes(feeds: FeedService) {
  return new Hono()
    .get('/', async (c) => {
      const [sources, categories] = await Promise.all([
        feeds.listSources(),
        feeds.listCategories(),
      ]);
      return c.body(buildOpml(sources, categories, new Date()), 200, {
        'Content-Type': 'text/x-opml; charset=utf-8',
        'Content-Disposition': `attachment; filename="${EXPORT_FILE}"`,
        'Cache-Control': 'no-store',
      });
    })
    .post('/preview', (c) =>
      answer(c, async (): Promise<OpmlPreview> => {
        const { text } = await readUpload(c);
        const [sources, categories] = await Promise.all([
          feeds.listSources(),
          feeds.listCategories(),
        ]);
        return previewFeeds(text, sources, categories, (url) => feeds.addressRefusal(url));
      }),
    )
    .post('/import', (c) =>
      answer(c, async (): Promise<OpmlImportResult> => {
        const { text, fields } = await readUpload(c);
        return importOpml(feeds, text, parseCategoryMap(fields.categoryMap));
      }),
    );
}
