// The data layer's public face: the table, the local store and every named access pattern.
export * from './db.ts';
export * from './errors.ts';
export * from './table.ts';
export * from './local/dynalite.ts';
export * from './counters.ts';
export type { NewArticle, ArticleUpdate } from './article-item.ts';
export * from './articles.ts';
export * from './articles-bulk.ts';
export * from './article-update.ts';
export * from './article-lists.ts';
export * from './article-tags.ts';
export * from './article-sources.ts';
export * from './search.ts';
export { indexArticles, indexArticle } from './search-index.ts';
export { tokenize } from './search-tokens.ts';
export {
  readSearchIndexMeta,
  recordSearchIndexVersion,
  SEARCH_INDEX_VERSION,
  upgradeSearchIndex,
} from './search-upgrade.ts';
export * from './categories.ts';
export * from './tags.ts';
export * from './glossary.ts';
export * from './events.ts';
export * from './rss-sources.ts';
export * from './import-progress.ts';
export * from './subscribers.ts';
export * from './login-throttle.ts';
export {
  admitView,
  subscribeWaitMs,
  SUBSCRIBES_PER_CLIENT_HOUR,
  VIEWS_PER_CLIENT_HOUR,
} from './client-limits.ts';
export * from './sessions.ts';
export { createTestDb, type TestDb } from './testing.ts';
