// Retry-After reading for the login form's 429 message.
import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './session.ts';

describe('retryAfterSeconds', () => {
  it('reads delta-seconds and HTTP dates, and refuses the rest', () => {
    // Prepare
    const now = Date.parse('2026-01-01T00:00:00Z');
    // Act, Assess
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds(null, now)).toBeNull();
    expect(retryAfterSeconds('soon', now)).toBeNull();
  });
});
