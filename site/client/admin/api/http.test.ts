// The shared admin failure text (product.md §8): the API's own message, else 'STATUS: status text', never a raw body.
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api.ts';
import { noticeErrorText } from './http.ts';

describe('noticeErrorText', () => {
  it("prefers the server's own message, else the status code, a colon and the status text", () => {
    // Assess
    expect(
      noticeErrorText(new ApiRequestError(409, 'Conflict', '{"error":"Version is stale"}')),
    ).toBe('Version is stale');
    expect(noticeErrorText(new ApiRequestError(502, 'Bad Gateway', '<html>'))).toBe(
      '502: Bad Gateway',
    );
    expect(noticeErrorText(new ApiRequestError(500, '', ''))).toBe('500: Request failed');
    expect(noticeErrorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
