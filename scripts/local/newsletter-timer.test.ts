// The local newsletter runner on a fake clock: the hourly check, the off switch, background sends and a stop that waits for them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DIGEST, fakeNewsletter } from '../../tests/support/newsletter-fake.ts';
import {
  NEWSLETTER_CHECK_MINUTES,
  startNewsletterRunner,
  type NewsletterRunner,
} from './newsletter-timer.ts';

const HOUR = 60 * 60_000;
let runner: NewsletterRunner | undefined;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  await runner?.stop();
  runner = undefined;
  vi.useRealTimers();
});

describe('startNewsletterRunner', () => {
  it('asks runIfDue every hour when an interval is set', async () => {
    // Prepare
    const newsletter = fakeNewsletter();
    const runIfDue = vi.spyOn(newsletter, 'runIfDue');
    runner = startNewsletterRunner(newsletter, { intervalDays: 7, log: () => undefined });
    // Act
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    const beforeAnHour = runIfDue.mock.calls.length;
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    // Assess
    expect(NEWSLETTER_CHECK_MINUTES).toBe(60);
    expect(beforeAnHour).toBe(0);
    expect(runIfDue).toHaveBeenCalledTimes(2);
  });

  it('never checks with an interval of 0, but still sends what an editor starts', async () => {
    // Prepare
    const newsletter = fakeNewsletter();
    const runIfDue = vi.spyOn(newsletter, 'runIfDue');
    const lines: string[] = [];
    runner = startNewsletterRunner(newsletter, { intervalDays: 0, log: (l) => lines.push(l) });
    // Act
    await vi.advanceTimersByTimeAsync(48 * HOUR);
    runner.sendDigest(DIGEST.id);
    await runner.idle();
    // Assess
    expect(runIfDue).not.toHaveBeenCalled();
    expect(newsletter.calls).toEqual([`sendDigest:${DIGEST.id}`]);
    expect(lines).toEqual([`Newsletter digest ${DIGEST.id}: 1 of 3 sent (sending)`]);
  });

  it('resumes an unfinished digest taking over the lock', async () => {
    // Prepare
    const newsletter = fakeNewsletter();
    const resume = vi.spyOn(newsletter, 'resumeUnfinished');
    runner = startNewsletterRunner(newsletter, { intervalDays: 0, log: () => undefined });
    // Act
    runner.resumeUnfinished();
    await runner.idle();
    // Assess
    expect(resume).toHaveBeenCalledWith(expect.objectContaining({ takeOver: true }));
  });

  it('stop() tells a send in progress to stop and waits for it, and a failed send is logged, not thrown', async () => {
    // Prepare
    const newsletter = fakeNewsletter();
    let finish!: () => void;
    let told: (() => boolean) | undefined;
    newsletter.sendDigest = (_id, limit) => {
      told = limit?.stopped;
      return new Promise(
        (resolve) => (finish = () => resolve({ ...DIGEST, status: 'sent', sent: 3 })),
      );
    };
    newsletter.runIfDue = async () => Promise.reject(new Error('store down'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lines: string[] = [];
    runner = startNewsletterRunner(newsletter, { intervalDays: 7, log: (l) => lines.push(l) });
    await vi.advanceTimersByTimeAsync(HOUR);
    runner.sendDigest(DIGEST.id);
    // Act
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(10);
    const stoppedBeforeFinish = stopped;
    const toldToStop = told?.();
    finish();
    await stopping;
    // Assess
    expect(stoppedBeforeFinish).toBe(false);
    expect(toldToStop).toBe(true);
    expect(stopped).toBe(true);
    expect(lines).toContain(`Newsletter digest ${DIGEST.id}: 3 of 3 sent (sent)`);
    expect(errors).toHaveBeenCalledWith('Newsletter schedule failed:', expect.any(Error));
    errors.mockRestore();
  });
});
