// Import Lambda: run by the EventBridge schedule and by POST /api/rss/update (async invoke); imports every source.
import { loadConfig } from '../config.ts';
import { createDb } from '../data/db.ts';
import { createLambdaFeedService } from './feed-service.ts';

const config = loadConfig();
const db = createDb({ table: config.TABLE_NAME, region: config.AWS_REGION, ...(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT } : {}) });
const feeds = createLambdaFeedService(db);

export interface ImportEvent {
  /** Ignore the conditional-GET cache (the admin's force refresh). */
  force?: boolean;
  /** Import only this category's sources. */
  categoryId?: number;
}

export async function handler(event: ImportEvent = {}) {
  const stats = typeof event.categoryId === 'number' ? await feeds.importCategory(event.categoryId) : await feeds.importAll({ force: event.force === true });
  console.log(JSON.stringify({ import: stats }));
  return stats;
}
