// The FeedService the Lambdas use. TEMPORARY stand-in until functions/feeds exports createFeedService; then this wraps it.
import type { Db } from '../data/db.ts';
import type { FeedService } from '../feeds/service.ts';

export function createLambdaFeedService(_db: Db): FeedService {
  const none = { added: 0, skipped: 0, errors: 0 };
  return {
    importAll: async () => none,
    importCategory: async () => none,
    diagnose: async () => ({ success: false, messages: ['The feed importer is not wired in this build.'] }),
    isRunning: () => false,
  };
}
