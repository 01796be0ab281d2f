// TEMPORARY adapter: wires the feeds engineer's createFeedService once functions/feeds exports it; until then a stand-in that imports nothing.
import type { Db } from '../../functions/data/db.ts';
import type { FeedService } from '../../functions/feeds/service.ts';

export interface LocalFeedOptions {
  db: Db;
  allowLoopback: boolean;
}

type Factory = (deps: { db: Db; allowLoopback?: boolean }) => FeedService;

/** A stand-in that reports nothing imported, used only while functions/feeds has no createFeedService. */
function standIn(): FeedService {
  const none = { added: 0, skipped: 0, errors: 0 };
  return {
    importAll: async () => none,
    importCategory: async () => none,
    diagnose: async () => ({ success: false, messages: ['The feed importer is not wired in this build.'] }),
    isRunning: () => false,
  };
}

export async function createLocalFeedService(opts: LocalFeedOptions): Promise<FeedService> {
  const modulePath = '../../functions/feeds/index.ts';
  try {
    const mod = (await import(modulePath)) as { createFeedService?: Factory };
    if (mod.createFeedService) return mod.createFeedService({ db: opts.db, allowLoopback: opts.allowLoopback });
  } catch {
    // functions/feeds/index.ts does not exist yet.
  }
  return standIn();
}
