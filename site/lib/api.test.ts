// api.ts error rule: serverMessage is only the API's own JSON `error` text; apiResponse accepts any 2xx unread.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiResponse } from './api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApiRequestError', () => {
  it("carries the server's JSON error message, trimmed", () => {
    // Act
    const err = new ApiRequestError(
      503,
      'Service Unavailable',
      '{"error":" Subscriptions are paused "}',
    );
    // Assess
    expect(err.serverMessage).toBe('Subscriptions are paused');
  });

  it('has no server message for HTML, another JSON field, a blank or non-string error, or an empty body', () => {
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
      const err = new ApiRequestError(502, 'Bad Gateway', body);
      // Assess
      expect(err.serverMessage, body).toBeNull();
    }
  });

  it('keeps the product.md §8 "STATUS: body" message on the error itself, for logs', () => {
    expect(new ApiRequestError(500, 'Internal Server Error', '').message).toBe(
      '500: Internal Server Error',
    );
    expect(new ApiRequestError(502, 'Bad Gateway', '<html></html>').message).toBe(
      '502: <html></html>',
    );
  });
});

describe('apiResponse', () => {
  it.each([
    [200, '{"subscribed":true}'],
    [202, ''],
    [200, 'not json'],
  ])('resolves for %i without reading the body (%j)', async (status, body) => {
    // Prepare
    const fetchMock = vi.fn(async () => new Response(body || null, { status }));
    vi.stubGlobal('fetch', fetchMock);
    // Act
    const res = await apiResponse('/api/x', { method: 'POST' });
    // Assess
    expect(res.status).toBe(status);
    expect(res.bodyUsed).toBe(false);
    expect(fetchMock).toHaveBeenCalledWith('/api/x', { credentials: 'include', method: 'POST' });
  });

  it('rejects a non-ok answer with an ApiRequestError', async () => {
    // Prepare
    vi.stubGlobal('fetch', async () => Response.json({ error: 'Invalid email' }, { status: 400 }));
    // Act
    const err = await apiResponse('/api/x').catch((e: unknown) => e);
    // Assess
    expect(err).toBeInstanceOf(ApiRequestError);
    expect((err as ApiRequestError).status).toBe(400);
    expect((err as ApiRequestError).serverMessage).toBe('Invalid email');
  });
});
