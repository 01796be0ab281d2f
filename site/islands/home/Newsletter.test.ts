// Newsletter helpers: subscribe succeeds on any 2xx whatever the body; the toast text is never a raw server body.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api.ts';
import { FAILED_MESSAGE, failureMessage, subscribe, topicsSummary } from './Newsletter.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
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

  it('rejects a non-ok answer', async () => {
    // Prepare
    vi.stubGlobal('fetch', async () => Response.json({ error: 'Invalid email' }, { status: 400 }));
    // Act / Assess
    await expect(subscribe('a@example')).rejects.toBeInstanceOf(ApiRequestError);
  });
});

describe('failureMessage', () => {
  it("shows the server's JSON error message", () => {
    const err = new ApiRequestError(
      503,
      'Service Unavailable',
      '{"error":"Subscriptions are paused"}',
    );
    expect(failureMessage(err)).toBe('Subscriptions are paused');
  });

  it('shows the product.md §8 sentence for a raw body, an empty answer or a network failure', () => {
    // Prepare
    const failures = [
      new ApiRequestError(502, 'Bad Gateway', '<html><title>502 Bad Gateway</title></html>'),
      new ApiRequestError(500, 'Internal Server Error', '{"message":"Internal Server Error"}'),
      new ApiRequestError(500, 'Internal Server Error', ''),
      new TypeError('Failed to fetch'),
    ];
    // Act / Assess
    for (const err of failures) expect(failureMessage(err)).toBe(FAILED_MESSAGE);
    expect(FAILED_MESSAGE).toBe('Failed to subscribe. Please try again.');
  });
});

describe('topics at signup (product.md §10.19)', () => {
  const options = {
    categories: [{ id: 1, name: 'Screen readers' }],
    tags: [
      { id: 4, name: 'Blind' },
      { id: 5, name: 'Deaf' },
    ],
  };

  it('sends a chosen list with the address, and leaves all topics out of the body', async () => {
    // Prepare
    const fetchMock = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    // Act
    await subscribe('a@example.com', { categories: [1], tags: [] });
    await subscribe('b@example.com', 'all');
    // Assess
    const bodies = fetchMock.mock.calls.map((c) => (c as unknown[])[1] as RequestInit);
    expect(bodies.map((b) => b.body)).toEqual([
      '{"email":"a@example.com","topics":{"categories":[1],"tags":[]}}',
      '{"email":"b@example.com"}',
    ]);
  });

  it('sums up the selection on the disclosure button', () => {
    expect(topicsSummary({ categories: [1], tags: [4, 5] }, options)).toBe('all topics');
    expect(topicsSummary({ categories: [], tags: [5] }, options)).toBe('1 of 3 topics');
  });
});
