// The local publish schedule on a fake clock over a real store: a due article is published at the next check, with
// one change notice naming it; one not due yet waits; the timer stops.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createArticle, getArticle } from '../../functions/data/index.ts';
import { createTestDb, newArticle, type TestDb } from '../../tests/support/data.ts';
import { PUBLISH_CHECK_SECONDS, startPublishTimer } from './publish-timer.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

describe('startPublishTimer', () => {
  it('publishes a due article at the next check and names it in the change notice', async () => {
    // Prepare: two scheduled articles; the timer's clock stands 5 minutes ahead.
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const scheduled = (minutes: number) =>
      createArticle(t.db, newArticle({ status: 'scheduled', publishedAt: at(minutes) }));
    const due = await scheduled(2);
    const notYet = await scheduled(60);
    const notices: (number[] | undefined)[] = [];
    const lines: string[] = [];
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const timer = startPublishTimer(
      { db: t.db, onContentChanged: (_reason, scope) => notices.push(scope?.articleIds) },
      { now: () => new Date(Date.now() + 5 * 60_000), log: (line) => lines.push(line) },
    );
    try {
      // Act
      await vi.advanceTimersByTimeAsync(PUBLISH_CHECK_SECONDS * 1000 - 1);
      const before = (await getArticle(t.db, due.id)).status;
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(notices).toHaveLength(1), { timeout: 10_000 });
      // Assess
      expect(before).toBe('scheduled');
      expect(notices).toEqual([[due.id]]);
      expect((await getArticle(t.db, due.id)).status).toBe('published');
      expect((await getArticle(t.db, notYet.id)).status).toBe('scheduled');
      expect(lines).toEqual([`Published on schedule: articles ${due.id}`]);
    } finally {
      await timer.stop();
      vi.useRealTimers();
    }
  });
});
