// The event admin calls: the search parameter, product.md §8's 'Error {status}: {statusText}' and the failure text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAdminEvents } from './calls.ts';

afterEach(() => vi.unstubAllGlobals());

describe('listAdminEvents', () => {
  it('sends the search as typed and no parameter when blank', async () => {
    // Prepare
    const fetch = vi.fn(async () => Response.json([]));
    vi.stubGlobal('fetch', fetch);
    // Act
    await listAdminEvents('a11y & you');
    await listAdminEvents('  ');
    // Assess
    expect(fetch.mock.calls.map((c) => (c as unknown[])[0])).toEqual([
      '/api/events?search=a11y%20%26%20you',
      '/api/events',
    ]);
  });

  it("raises 'Error {status}: {statusText}' (product.md §8)", async () => {
    // Prepare
    vi.stubGlobal(
      'fetch',
      async () => new Response('boom', { status: 503, statusText: 'Service Unavailable' }),
    );
    // Act
    const failure = listAdminEvents('');
    // Assess
    await expect(failure).rejects.toThrow('Error 503: Service Unavailable');
  });
});
