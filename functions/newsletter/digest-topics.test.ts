// Runs against in-process dynalite with a fake mailer: topic digests (product.md §10.19), their topics link and counts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCategory, createTag, getDigest } from '../data/index.ts';
import { createTestDb, type TestDb } from '../../tests/support/data.ts';
import type { TopicChoice } from '../domain/index.ts';
import { PREFERENCES_PLACEHOLDER } from './digest.ts';
import {
  confirmedSubscribers,
  preferencesTokenOf,
  publisher,
  testNewsletter,
} from '../../tests/support/newsletter.ts';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

/** An article published `daysAgo` before `now`. */
const publish = publisher(() => t.db);

describe('topic digests (product.md §10.19)', () => {
  /** Two categories, a tag, and one new article in each of: category A, category B with the tag, category B. */
  async function topicWorld() {
    const engine = testNewsletter(t.db);
    const now = engine.clock.now();
    const a = await createCategory(t.db, { name: 'Screen readers' });
    const b = await createCategory(t.db, { name: 'Hardware' });
    const tag = await createTag(t.db, { name: 'Blind' });
    const inA = await publish(now, 1, { categoryId: a.id, title: 'Only in A' });
    const tagged = await publish(now, 2, {
      categoryId: b.id,
      tagIds: [tag.id],
      title: 'B, tagged',
    });
    const inB = await publish(now, 3, { categoryId: b.id, title: 'Only in B' });
    return { ...engine, a, b, tag, inA, tagged, inB };
  }

  it("mails each subscriber only their topics' articles, none to one with nothing new, one render per article list", async () => {
    // Prepare
    const w = await topicWorld();
    const other = await createCategory(t.db, { name: 'Events' });
    const choices: Record<string, TopicChoice> = {
      'all@example.org': 'all',
      'a1@example.org': { categories: [w.a.id], tags: [] },
      'a2@example.org': { categories: [w.a.id], tags: [] },
      'tag@example.org': { categories: [], tags: [w.tag.id] },
      'none@example.org': { categories: [other.id], tags: [] },
    };
    for (const [email, topics] of Object.entries(choices))
      await confirmedSubscribers(t.db, w.clock.now(), [email], topics);
    // Act
    const started = await w.newsletter.startDigest();
    const status = await w.newsletter.sendDigest(started.ok ? started.id : '');
    // Assess
    const textOf = (to: string) => w.mailer.sent.find((m) => m.to === to)?.text ?? '';
    expect(w.mailer.sent.map((m) => m.to).sort()).toEqual([
      'a1@example.org',
      'a2@example.org',
      'all@example.org',
      'tag@example.org',
    ]);
    expect(status).toMatchObject({ total: 4, sent: 4, failed: 0, articleCount: 3 });
    for (const title of ['Only in A', 'B, tagged', 'Only in B'])
      expect(textOf('all@example.org')).toContain(title);
    expect(textOf('a1@example.org')).toContain('Only in A');
    expect(textOf('a1@example.org')).not.toContain('Only in B');
    expect(textOf('tag@example.org')).toContain('B, tagged');
    expect(textOf('tag@example.org')).not.toContain('Only in A');
    expect(w.mailer.sent.find((m) => m.to === 'a1@example.org')?.subject).toBe(
      'A11y Tech News: 1 new article',
    );
    // Three distinct article lists (all, A, the tag) for four mails.
    expect(w.log).toContain(
      `Digest ${started.ok ? started.id : ''}: 3 mails rendered for its topic choices`,
    );
  });

  it('gives each copy its own signed topics link that opens the right subscription', async () => {
    // Prepare
    const w = await topicWorld();
    await confirmedSubscribers(t.db, w.clock.now(), ['a@example.org'], {
      categories: [w.a.id],
      tags: [],
    });
    // Act
    const started = await w.newsletter.startDigest();
    await w.newsletter.sendDigest(started.ok ? started.id : '');
    const mail = w.mailer.sent[0]!;
    // Assess
    expect(mail.html + mail.text).not.toContain(PREFERENCES_PLACEHOLDER);
    expect(await w.newsletter.preferences(preferencesTokenOf(mail))).toEqual({
      ok: true,
      email: 'a@example.org',
      topics: { categories: [w.a.id], tags: [] },
    });
  });

  it("refuses a digest when nothing new is in anyone's topics, so the articles wait", async () => {
    // Prepare
    const w = await topicWorld();
    const other = await createCategory(t.db, { name: 'Events' });
    await confirmedSubscribers(t.db, w.clock.now(), ['x@example.org'], {
      categories: [other.id],
      tags: [],
    });
    // Act
    const refused = await w.newsletter.startDigest();
    const preview = await w.newsletter.preview();
    // Assess
    expect(refused).toEqual({ ok: false, reason: 'no-readers' });
    expect(preview).toMatchObject({ recipients: 0, confirmed: 1, articleCount: 3 });
    expect(await w.newsletter.latest()).toBeNull();
  });

  it("previews one topic choice, and counts each topic's followers (all counted under every topic)", async () => {
    // Prepare
    const w = await topicWorld();
    await confirmedSubscribers(t.db, w.clock.now(), ['all@example.org']);
    await confirmedSubscribers(t.db, w.clock.now(), ['b@example.org'], {
      categories: [w.b.id],
      tags: [],
    });
    // Act
    const preview = await w.newsletter.preview({ categories: [], tags: [w.tag.id] });
    const stats = await w.newsletter.stats();
    // Assess
    expect(preview).toMatchObject({ articleCount: 1, recipients: 2, confirmed: 2 });
    expect(preview?.mail?.text).toContain('B, tagged');
    expect(preview?.mail?.text).not.toContain('Only in B');
    expect(stats.topics).toEqual({
      all: 1,
      categories: [
        { id: w.a.id, name: 'Screen readers', followers: 1 },
        { id: w.b.id, name: 'Hardware', followers: 2 },
      ],
      tags: [{ id: w.tag.id, name: 'Blind', followers: 1 }],
    });
  });

  it('keeps the candidates beyond the first 10, so a quiet topic is not crowded out by a busy one', async () => {
    // Prepare
    const w = await topicWorld();
    for (let i = 0; i < 12; i++) await publish(w.clock.now(), 0.5, { categoryId: w.b.id });
    await confirmedSubscribers(t.db, w.clock.now(), ['a@example.org'], {
      categories: [w.a.id],
      tags: [],
    });
    // Act
    const started = await w.newsletter.startDigest();
    await w.newsletter.sendDigest(started.ok ? started.id : '');
    const digest = await getDigest(t.db, started.ok ? started.id : '');
    // Assess
    expect(digest?.articleIds).toHaveLength(15);
    expect(w.mailer.sent[0]?.text).toContain('Only in A');
  });
});
