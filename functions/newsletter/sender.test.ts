// Runs against in-process dynalite with a fake mailer and clock: retries, pacing, progress, the lock, resume.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  claimDelivery,
  createArticle,
  getDelivery,
  readSendLock,
  recordDelivery,
} from '../data/index.ts';
import { createTestDb, newArticle, type TestDb } from '../../tests/support/data.ts';
import type { DigestStatus } from '../domain/index.ts';
import { confirmedSubscribers, testNewsletter } from '../../tests/support/newsletter.ts';

const DAY = 86_400_000;
const ADDRESSES = ['a@example.org', 'b@example.org', 'c@example.org'];
let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

/** An engine with one new article and the three ADDRESSES confirmed. */
async function ready(overrides: Parameters<typeof testNewsletter>[1] = {}) {
  const engine = testNewsletter(t.db, overrides);
  const publishedAt = new Date(engine.clock.now() - DAY).toISOString();
  await createArticle(t.db, newArticle({ publishedAt }));
  await confirmedSubscribers(t.db, engine.clock.now(), ADDRESSES);
  return engine;
}

async function start(engine: Awaited<ReturnType<typeof ready>>): Promise<string> {
  const started = await engine.newsletter.startDigest();
  if (!started.ok) throw new Error(`not started: ${started.reason}`);
  return started.id;
}

describe('sending a digest', () => {
  it('skips a stored address the subscribe form would refuse, logs it, and mails the others', async () => {
    // Prepare: rows only a direct write to the store could make.
    const bad = [
      'a,b@example.org',
      'x@example.org\r\nBcc: evil@example.org',
      ' d@example.org',
      'e@example.org\n',
      'no-at-sign',
    ];
    const engine = await ready();
    await confirmedSubscribers(t.db, engine.clock.now(), bad);
    const id = await start(engine);
    // Act
    const status = await engine.newsletter.sendDigest(id);
    // Assess
    expect(status).toMatchObject({ status: 'sent', total: 8, sent: 3, failed: 5 });
    expect(engine.mailer.sent.map((m) => m.to).sort()).toEqual(ADDRESSES);
    for (const email of bad) {
      expect(await getDelivery(t.db, id, email)).toMatchObject({
        status: 'failed',
        attempts: 1,
        gaveUp: true,
      });
      expect(engine.log).toContain(
        `Digest ${id}: skipped the stored address ${JSON.stringify(email)}: not a valid email address`,
      );
    }
    // Given up, so no retry round waits for them.
    expect(engine.clock.sleeps.filter((ms) => ms >= 1000)).toEqual([]);
  });

  it('retries a failing address 3 times, then skips it, without stopping the others', async () => {
    // Prepare
    const engine = await ready();
    engine.mailer.refuse.set('a@example.org', true);
    engine.mailer.refuse.set('b@example.org', 2);
    const id = await start(engine);
    // Act
    const status = await engine.newsletter.sendDigest(id);
    // Assess
    expect(status).toMatchObject({ status: 'sent', total: 3, sent: 2, failed: 1 });
    expect(status.finishedAt).toBeDefined();
    expect(engine.mailer.sent.map((m) => m.to).sort()).toEqual(['b@example.org', 'c@example.org']);
    expect(await getDelivery(t.db, id, 'a@example.org')).toMatchObject({
      status: 'failed',
      attempts: 4,
    });
    expect(await getDelivery(t.db, id, 'b@example.org')).toMatchObject({
      status: 'sent',
      attempts: 3,
    });
    expect(await readSendLock(t.db)).toBeNull();
  });

  it('keeps to the rate, and counts progress on the digest as it goes', async () => {
    // Prepare
    const engine = await ready({ ratePerSecond: 2 });
    const seen: DigestStatus[] = [];
    engine.mailer.beforeSend = async () => {
      const latest = await engine.newsletter.latest();
      if (latest) seen.push(latest);
    };
    const id = await start(engine);
    const began = engine.clock.now();
    // Act
    await engine.newsletter.sendDigest(id);
    // Assess
    expect(engine.clock.now() - began).toBeGreaterThanOrEqual(1000);
    expect(seen.map((s) => `${s.status} ${s.sent} of ${s.total}`)).toEqual([
      'sending 0 of 3',
      'sending 1 of 3',
      'sending 2 of 3',
    ]);
    expect(await engine.newsletter.stats()).toMatchObject({
      confirmed: 3,
      lastDigest: { status: 'sent', sent: 3 },
    });
  });

  it("answers 'sending' to a second start while one is sending, and sends nothing twice when asked twice", async () => {
    // Prepare
    const engine = await ready();
    const id = await start(engine);
    // Act
    const second = await engine.newsletter.startDigest();
    const first = await engine.newsletter.sendDigest(id);
    const again = await engine.newsletter.sendDigest(id);
    // Assess
    expect(second).toEqual({ ok: false, reason: 'sending' });
    expect(first).toMatchObject({ status: 'sent', sent: 3 });
    expect(again).toEqual(first);
    expect(engine.mailer.sent).toHaveLength(3);
  });
});

describe('resuming after a crash', () => {
  it("skips what was sent, gives up (never re-sends) a delivery left 'sending', and sends the rest", async () => {
    // Prepare: the killed run had mailed a@, claimed b@ and died before SMTP answered.
    const engine = await ready();
    const id = await start(engine);
    await claimDelivery(t.db, id, 'a@example.org');
    await recordDelivery(t.db, id, 'a@example.org', { status: 'sent' });
    await claimDelivery(t.db, id, 'b@example.org');
    // Act
    const whileLocked = await engine.newsletter.resumeUnfinished();
    const resumed = await engine.newsletter.resumeUnfinished({ takeOver: true });
    // Assess
    expect(whileLocked).toBeNull();
    expect(resumed).toMatchObject({ id, status: 'sent', total: 3, sent: 2, failed: 1 });
    expect(engine.mailer.sent.map((m) => m.to)).toEqual(['c@example.org']);
    expect(await getDelivery(t.db, id, 'b@example.org')).toMatchObject({
      status: 'failed',
      error: 'interrupted',
    });
  });

  it('retries a failure that still has retries left, once the dead lock is stale', async () => {
    // Prepare
    const engine = await ready();
    const id = await start(engine);
    for (const email of ADDRESSES) await claimDelivery(t.db, id, email);
    await recordDelivery(t.db, id, 'a@example.org', { status: 'sent' });
    await recordDelivery(t.db, id, 'b@example.org', { status: 'sent' });
    await recordDelivery(t.db, id, 'c@example.org', { status: 'failed', error: '451 later' });
    engine.clock.advance(3 * 60_000);
    // Act
    const ticked = await engine.newsletter.runIfDue();
    // Assess
    expect(ticked).toMatchObject({ id, status: 'sent', sent: 3, failed: 0 });
    expect(engine.mailer.sent.map((m) => m.to)).toEqual(['c@example.org']);
  });

  it('lets a start finish a digest whose sender died, instead of blocking', async () => {
    // Prepare
    const engine = await ready();
    const id = await start(engine);
    engine.clock.advance(3 * 60_000);
    // Act
    const started = await engine.newsletter.startDigest();
    const status = await engine.newsletter.sendDigest(started.ok ? started.id : '');
    // Assess
    expect(started).toEqual({ ok: true, id });
    expect(status).toMatchObject({ id, status: 'sent', sent: 3 });
  });
});

describe('the schedule', () => {
  it('sends when due and there is something new, and not again within the interval', async () => {
    // Prepare
    const engine = await ready();
    // Act
    const first = await engine.newsletter.runIfDue();
    engine.clock.advance(DAY);
    await createArticle(
      t.db,
      newArticle({ publishedAt: new Date(engine.clock.now()).toISOString() }),
    );
    const tooSoon = await engine.newsletter.runIfDue();
    engine.clock.advance(6 * DAY);
    const due = await engine.newsletter.runIfDue();
    // Assess
    expect(first).toMatchObject({ status: 'sent', sent: 3, articleCount: 1 });
    expect(tooSoon).toBeNull();
    expect(due).toMatchObject({ status: 'sent', sent: 3, articleCount: 1 });
    expect(engine.mailer.sent).toHaveLength(6);
  });
});

describe('a run with a time limit', () => {
  it('stops before the limit with the lock released, and the next run finishes it, one copy each', async () => {
    // Prepare: one mail a second on the fake clock (the first at once); the limit is checked before
    // each mail's pacing wait, so a limit 0.5 s in lets two mails go (at 0 s and 1 s).
    const engine = await ready({ ratePerSecond: 1 });
    const id = await start(engine);
    // Act
    const paused = await engine.newsletter.sendDigest(id, { stopAt: engine.clock.now() + 500 });
    const lockAfterPause = await readSendLock(t.db);
    const resumed = await engine.newsletter.resumeUnfinished();
    // Assess
    expect(paused).toMatchObject({ status: 'sending', sent: 2, failed: 0 });
    expect(lockAfterPause).toBeNull();
    expect(resumed).toMatchObject({ id, status: 'sent', sent: 3, failed: 0 });
    expect(engine.mailer.sent.map((m) => m.to).sort()).toEqual(ADDRESSES);
  });

  it('stops after the mail in flight once its host says it is stopping', async () => {
    // Prepare
    const engine = await ready();
    const id = await start(engine);
    let stopping = false;
    engine.mailer.beforeSend = () => {
      stopping = true; // the host begins to shut down while the first mail is going out
    };
    // Act
    const paused = await engine.newsletter.sendDigest(id, { stopped: () => stopping });
    // Assess
    expect(paused).toMatchObject({ status: 'sending', sent: 1 });
    expect(await readSendLock(t.db)).toBeNull();
  });
});
