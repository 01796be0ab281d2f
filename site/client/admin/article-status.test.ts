// The admin's status words and schedule times: local formatting, the zone label, and a day + time read as one moment.
import { describe, expect, it } from 'vitest';
import {
  draftSavedText,
  localMoment,
  scheduleStart,
  statusText,
  timeZoneLabel,
} from './article-status.ts';

describe('article status words', () => {
  it("says 'Draft saved at' the local hour and minute", () => {
    expect(draftSavedText(new Date(2026, 2, 5, 10, 42, 59))).toBe('Draft saved at 10:42');
    expect(draftSavedText(new Date(2026, 2, 5, 7, 5))).toBe('Draft saved at 07:05');
  });

  it('names the status, with the local time of a scheduled one', () => {
    const at = new Date(2026, 2, 5, 10, 42).toISOString();
    expect(statusText({ status: 'draft', publishedAt: at })).toBe('Draft');
    expect(statusText({ status: 'published', publishedAt: at })).toBe('Published');
    expect(statusText({ status: 'scheduled', publishedAt: at })).toBe(
      'Scheduled for 2026-03-05 10:42',
    );
  });

  it("shows the browser's zone with its offset from UTC", () => {
    const label = timeZoneLabel(new Date(2026, 0, 15));
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const minutes = -new Date(2026, 0, 15).getTimezoneOffset();
    expect(label.startsWith(`${zone} (UTC`)).toBe(true);
    expect(label.endsWith(minutes === 0 ? '(UTC)' : ')')).toBe(true);
  });

  it('reads a day and a time as one local moment, or null when either is not one', () => {
    expect(localMoment('2026-03-05', '10:42')).toEqual(new Date(2026, 2, 5, 10, 42));
    expect(localMoment('2026-02-30', '10:42')).toBeNull();
    expect(localMoment('2026-03-05', '24:00')).toBeNull();
    expect(localMoment('2026-03-05', '')).toBeNull();
  });

  it("starts the schedule at a scheduled article's time, else at the next full hour", () => {
    const at = new Date(2026, 2, 5, 10, 42).toISOString();
    expect(scheduleStart({ status: 'scheduled', publishedAt: at })).toEqual({
      day: '2026-03-05',
      time: '10:42',
    });
    expect(scheduleStart(null, new Date(2026, 2, 5, 23, 30))).toEqual({
      day: '2026-03-06',
      time: '00:00',
    });
  });
});
