// OPML import for the admin: the preview (new / existing / invalid per feed, unknown categories) and the
// import of the new feeds through the add form's path (FeedService.addSource), all or nothing on a bad file.
import { ConflictError, NotFoundError } from '../data/errors.ts';
import {
  feedTakenMessage,
  rssSourceInputSchema,
  urlKey,
  type Category,
  type OpmlImportResult,
  type OpmlPreview,
  type PreviewFeed,
  type RssSource,
} from '../domain/index.ts';
import { OpmlError, parseOpml } from './opml.ts';
import type { FeedService } from './service.ts';

// The preview and import shapes live in the domain, which the browser shares.
export type { OpmlImportResult, OpmlPreview, PreviewFeed } from '../domain/rss.ts';

/** The add form's name limit (rssSourceInputSchema): a longer OPML title is cut, not refused. */
const NAME_MAX = 120;
const nameOf = (title: string, url: string) => (title || url).slice(0, NAME_MAX);
const fold = (name: string) => name.trim().toLowerCase();

/**
 * Classifies each feed of the file against the sources and categories there are. A feed whose address
 * `refusal` refuses (FeedService.addressRefusal: a private or local network) is invalid, with its reason.
 */
export async function previewFeeds(
  text: string,
  sources: Pick<RssSource, 'name' | 'url'>[],
  categories: Category[],
  refusal: (url: string) => Promise<string | null> | string | null,
): Promise<OpmlPreview> {
  // Each key with the source that holds it; a feed met earlier in the file holds none (it is added once).
  const seen = new Map<string, Pick<RssSource, 'name' | 'url'> | null>(
    sources.map((s) => [urlKey(s.url), s]),
  );
  const known = new Set(categories.map((c) => fold(c.name)));
  const unknown = new Map<string, string>();
  const feeds: PreviewFeed[] = [];
  for (const f of parseOpml(text)) {
    if (f.category !== null && !known.has(fold(f.category)) && !unknown.has(fold(f.category)))
      unknown.set(fold(f.category), f.category);
    const checked = rssSourceInputSchema.safeParse({ name: nameOf(f.title, f.url), url: f.url });
    const refused = checked.success ? await refusal(f.url) : null;
    if (!checked.success || refused) {
      const message = refused ?? checked.error?.issues[0]?.message ?? 'Invalid';
      feeds.push({ ...f, status: 'invalid', message });
      continue;
    }
    const key = urlKey(f.url);
    // A url listed twice in the file is added once.
    if (seen.has(key)) {
      const holder = seen.get(key);
      feeds.push({
        ...f,
        status: 'existing',
        ...(holder ? { message: feedTakenMessage(holder) } : {}),
      });
      continue;
    }
    seen.set(key, null);
    feeds.push({ ...f, status: 'new' });
  }
  return { feeds, unknownCategories: [...unknown.values()] };
}

/** The contract's default category for a new feed (§9), used for feeds outside any group unless mapped. */
const DEFAULT_CATEGORY = 1;

/**
 * The category id of each new feed: a group with a category of its name (any case) goes there, any
 * other group by `categoryMap[name]`, no group by `categoryMap['']` else category 1. A missing entry or
 * an id that is no category refuses the whole import (OpmlError 400) before anything is added.
 */
function categoryFor(categories: Category[], categoryMap: Record<string, number>) {
  const byName = new Map(categories.map((c) => [fold(c.name), c.id]));
  const ids = new Set(categories.map((c) => c.id));
  const mapped = (name: string) =>
    Object.hasOwn(categoryMap, name) ? categoryMap[name] : undefined;
  return (category: string | null): number => {
    const label = category === null ? 'the feeds without one' : `"${category}"`;
    const id =
      category === null
        ? (mapped('') ?? (ids.has(DEFAULT_CATEGORY) ? DEFAULT_CATEGORY : undefined))
        : (byName.get(fold(category)) ?? mapped(category));
    if (id === undefined) throw new OpmlError(400, `Choose a category for ${label}`);
    if (!ids.has(id)) throw new OpmlError(400, `The category chosen for ${label} does not exist`);
    return id;
  };
}

/** Reads `categoryMap` (a JSON object of name → category id); OpmlError 400 otherwise. */
export function parseCategoryMap(raw: unknown): Record<string, number> {
  if (raw === undefined || raw === null || raw === '') return {};
  let map: unknown;
  try {
    map = typeof raw === 'string' ? JSON.parse(raw) : null;
  } catch {
    map = null;
  }
  if (typeof map !== 'object' || map === null || Array.isArray(map))
    throw new OpmlError(400, 'The category map is not a JSON object');
  const entries = Object.entries(map);
  if (!entries.every(([, v]) => Number.isInteger(v)))
    throw new OpmlError(400, 'The category map must give a category id for each name');
  return Object.fromEntries(entries);
}

/** Adds the file's new feeds. Nothing is added when the file or the map is refused. */
export async function importOpml(
  feeds: Pick<FeedService, 'listSources' | 'listCategories' | 'addSource' | 'addressRefusal'>,
  text: string,
  categoryMap: Record<string, number>,
): Promise<OpmlImportResult> {
  const [sources, categories] = await Promise.all([feeds.listSources(), feeds.listCategories()]);
  const preview = await previewFeeds(text, sources, categories, (url) => feeds.addressRefusal(url));
  const target = categoryFor(categories, categoryMap);
  const fresh = preview.feeds
    .filter((f) => f.status === 'new')
    .map((f) => ({ name: nameOf(f.title, f.url), url: f.url, categoryId: target(f.category) }));
  const result: OpmlImportResult = {
    added: 0,
    existing: preview.feeds.filter((f) => f.status === 'existing').length,
    invalid: preview.feeds.filter((f) => f.status === 'invalid').length,
    sources: [],
  };
  for (const input of fresh) {
    try {
      result.sources.push(await feeds.addSource(rssSourceInputSchema.parse(input)));
      result.added++;
    } catch (error) {
      // Added by someone else since the preview, or its category removed meanwhile: not ours to add.
      if (error instanceof ConflictError) result.existing++;
      else if (error instanceof NotFoundError) result.invalid++;
      else throw error;
    }
  }
  return result;
}
