// The domain: schemas, types and pure rules shared by the API, the importer and the site.
export * from './text.ts';
export * from './fields.ts';
export * from './article.ts';
export * from './article-query.ts';
export * from './glossary.ts';
export * from './event.ts';
export * from './taxonomy.ts';
export * from './diagnostic.ts';
export * from './rss.ts';
export * from './feed-url.ts';
export * from './newsletter.ts';
export * from './auth.ts';
export * from './reading-time.ts';
export * from './slug.ts';
export * from './legacy-paths.ts';
export * from './feed-errors.ts';
export * from './digest-refusals.ts';
