// The data layer's public face: the store handle, its errors and every named access pattern.
// Internals (guards, claims, tag links, posting keys, counters) stay in their modules; code that truly
// needs one imports that module, and test helpers come from tests/support/data.ts.
export { createDb, dbFromConfig, type Db, type DbOptions } from './db.ts';
export { ConflictError, NotFoundError, VersionConflictError } from './errors.ts';
export { ensureTable } from './table.ts';
export { startDynalite, type DynaliteOptions, type RunningDynalite } from './local/dynalite.ts';

// Articles (articles/articles.ts says why they are modelled so).
export type { ArticleUpdate, NewArticle } from './articles/item.ts';
export { createArticle, getArticle, getArticles, recordArticleView } from './articles/articles.ts';
export { getArticleWithKeptHtml, type ArticleWithKeptHtml } from './articles/rendered.ts';
export {
  createArticles,
  indexDeferred,
  indexPending,
  type CreateArticlesOptions,
} from './articles/bulk.ts';
export { updateArticle, type UpdateOptions } from './articles/update.ts';
export {
  clearSiteChanges,
  readBuiltSource,
  readSiteChanges,
  recordBuiltSource,
  recordSiteChange,
  type SiteChanges,
} from './site-changes.ts';
export { deleteArticle } from './articles/delete.ts';
export {
  deleteRevisions,
  getRevision,
  listRevisions,
  pruneRevisions,
} from './articles/revisions.ts';
export {
  listArticles,
  listArticlesByCategory,
  listArticlesByTag,
  listManualArticles,
  type Page,
  type SortedPage,
} from './articles/lists.ts';
export { listArticleTags } from './articles/tags.ts';
export {
  recordTagLinksVersion,
  TAG_LINKS_VERSION,
  upgradeTagLinks,
} from './articles/tag-links-upgrade.ts';
export { getArticlesWithTagIds, type ArticleWithTagIds } from './articles/walk.ts';
export { listDueArticleIds, listManualArticlesByStatus, publishIfDue } from './articles/status.ts';
export { findArticleIdsBySource } from './articles/sources.ts';
export {
  recordSourceGuardsVersion,
  upgradeSourceGuards,
} from './articles/source-guards-upgrade.ts';
export {
  backfillImportedIndex,
  listImportedArticles,
  type ImportedFilter,
} from './articles/imported.ts';
export { clearTakeDown, writeTakeDown } from './articles/takedown.ts';

// Search over articles.
export { searchArticleIds, searchArticles } from './search/search.ts';
export { indexArticle, indexArticles } from './search/indexing.ts';
export { tokenize } from './search/tokens.ts';
export {
  readSearchIndexMeta,
  recordSearchIndexVersion,
  SEARCH_INDEX_VERSION,
  upgradeSearchIndex,
} from './search/upgrade.ts';

// Small entities: each of these modules exports only its access patterns, their types and limits.
export * from './categories.ts';
export * from './tags.ts';
export * from './glossary.ts';
export * from './events.ts';
export * from './rss-sources.ts';
export * from './import-progress.ts';
export * from './subscribers.ts';
export * from './subscriber-lists.ts';
export * from './newsletter-digests.ts';
export * from './newsletter-deliveries.ts';
export * from './newsletter-lock.ts';
export * from './sessions.ts';
export * from './login-throttle.ts';
export * from './client-limits.ts';
