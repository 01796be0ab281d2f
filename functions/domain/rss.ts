// RSS source: product.md §3 record and the add-feed form; fetch state per product.md §11.3.
import * as z from 'zod/mini';
import { formId, hasUserinfo, httpUrl, requiredText } from './fields.ts';

/** product.md §5: the refusal of a feed address that is not an absolute http(s) URL with a host. */
export const FEED_URL_MESSAGE =
  'Enter the full address of the feed, starting with http:// or https://';

/** The WHATWG form of a URL; a value the checks above refuse is left as it is (checks run on past a failure). */
function asParsed(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

/**
 * A feed's address as stored: an absolute http(s) URL with a host (not `localhost:4700` or `//feed.xml`), without a
 * user name or password, written as the WHATWG URL parser writes it (host in lower case, no default port), so the
 * list shows one form. Whether it is another form of a listed feed is urlKey's question (feed-url.ts).
 */
const feedUrl = httpUrl(FEED_URL_MESSAGE).check(
  z.refine((v) => !hasUserinfo(v), 'Feed URLs may not contain a user name or password'),
  z.overwrite(asParsed),
);

export const rssSourceInputSchema = z.object({
  name: requiredText(1, 'Required', 120),
  url: feedUrl,
  /** product.md §9: default new-feed category 1. */
  categoryId: z._default(formId('Category is required'), 1),
});
export type RssSourceInput = z.output<typeof rssSourceInputSchema>;

/** Result of the last fetch of a source (product.md §10.4: status is real). */
export const fetchStateSchema = z.object({
  lastFetchedAt: z.nullable(z.string()),
  /** 'ok' (200 parsed), 'not-modified' (304 or same body hash), 'error'. */
  lastStatus: z.nullable(z.enum(['ok', 'not-modified', 'error'])),
  lastError: z.nullable(z.string()),
  failureCount: z.int(),
  itemsSeen: z.int(),
  itemsAdded: z.int(),
  etag: z.nullable(z.string()),
  lastModified: z.nullable(z.string()),
  bodyHash: z.nullable(z.string()),
  /** Back-off: no fetch before this time (failures, Retry-After). */
  nextAttemptAt: z.nullable(z.string()),
});
export type FetchState = z.infer<typeof fetchStateSchema>;

/** The state of a source never fetched. */
export const INITIAL_FETCH_STATE: FetchState = {
  lastFetchedAt: null,
  lastStatus: null,
  lastError: null,
  failureCount: 0,
  itemsSeen: 0,
  itemsAdded: 0,
  etag: null,
  lastModified: null,
  bodyHash: null,
  nextAttemptAt: null,
};

export const rssSourceSchema = z.object({
  id: z.int(),
  name: z.string(),
  url: z.string(),
  categoryId: z.int(),
  createdAt: z.string(),
  fetch: fetchStateSchema,
});
export type RssSource = z.infer<typeof rssSourceSchema>;

/**
 * product.md §3: refresh result. `waiting` counts the sources this run did not fetch because
 * they wait out their back-off after failing, so "0 errors" is not read as "every feed is fine".
 */
export const refreshStatsSchema = z.object({
  added: z.int().check(z.minimum(0)),
  skipped: z.int().check(z.minimum(0)),
  errors: z.int().check(z.minimum(0)),
  waiting: z.int().check(z.minimum(0)),
});
export type RefreshStats = z.infer<typeof refreshStatsSchema>;

/** A source as GET /api/rss/sources lists it: the record, its fetch state and a readable status (product.md §10.4). */
export type RssSourceView = RssSource & { status: string };

/** GET /api/rss/status (admin API contract): progress of the current (or last) feed import. */
export interface ImportProgress {
  running: boolean;
  /** Feeds checked so far in the current or last run. */
  done: number;
  /** Feeds in that run. */
  total: number;
  added: number;
  errors: number;
  /** Feeds not fetched because they wait out their back-off after failing. */
  waiting: number;
  startedAt: string | null;
  finishedAt: string | null;
}

/** One feed of an OPML preview (POST /api/rss/opml/preview). */
export interface PreviewFeed {
  title: string;
  url: string;
  category: string | null;
  status: 'new' | 'existing' | 'invalid';
  message?: string;
}

export interface OpmlPreview {
  feeds: PreviewFeed[];
  /** Category names in the file with no category of that name (any case), in order of first use. */
  unknownCategories: string[];
}

/** POST /api/rss/opml/import. */
export interface OpmlImportResult {
  added: number;
  existing: number;
  invalid: number;
  sources: RssSourceView[];
}
