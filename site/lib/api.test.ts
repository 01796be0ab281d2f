// api.ts error rule: only the API's own JSON `error` text reaches readers; subscribe accepts any 2xx without a body.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, serverMessageOr, subscribe } from './api.ts';

const FALLBACK = 'Failed to subscribe. Please try again.';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('serverMessageOr', () => {
  it("shows the server's JSON error message", () => {
    // Prepare
    const err = new ApiRequestError(
      503,
      'Service Unavailable',
      '{"error":"Subscriptions are paused"}',
    );
    // Act / Assess
    expect(serverMessageOr(err, FALLBACK)).toBe('Subscriptions are paused');
  });

  it('never shows a raw body or status line: HTML, another JSON field, blank or empty bodies fall back', () => {
    // Prepare
    const bodies = [
      '<html><head><title>502 Bad Gateway</title></head></html>',
      '{"message":"Internal Server Error"}',
      '{"error":"   "}',
      '{"error":42}',
      '',
    ];
    for (const body of bodies) {
      // Act
      const shown = serverMessageOr(new ApiRequestError(502, 'Bad Gateway', body), FALLBACK);
      // Assess
      expect(shown, body).toBe(FALLBACK);
    }
  });

  it('falls back for a network failure (not an API answer at all)', () => {
    expect(serverMessageOr(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
  });

  it('keeps the spec §8 "STATUS: body" message on the error itself, for logs', () => {
    expect(new ApiRequestError(500, 'Internal Server Error', '').message).toBe(
      '500: Internal Server Error',
    );
  });
});

describe('subscribe', () => {
  it.each([
    [200, '{"subscribed":true}'],
    [201, '{"email":"a@example.com","subscribed":true}'],
    [202, ''],
    [200, 'not json'],
  ])('resolves for %i whatever the body (%j)', async (status, body) => {
    // Prepare
    const fetchMock = vi.fn(async () => new Response(body || null, { status }));
    vi.stubGlobal('fetch', fetchMock);
    // Act / Assess
    await expect(subscribe('a@example.com')).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/subscribe',
      expect.objectContaining({ method: 'POST', body: '{"email":"a@example.com"}' }),
    );
  });

  it('rejects with the server message for a non-ok answer', async () => {
    // Prepare
    vi.stubGlobal('fetch', async () => Response.json({ error: 'Invalid email' }, { status: 400 }));
    // Act
    const err = await subscribe('a@example').catch((e: unknown) => e);
    // Assess
    expect(err).toBeInstanceOf(ApiRequestError);
    expect((err as ApiRequestError).serverMessage).toBe('Invalid email');
  });
});
