// The newsletter admin's calls and texts: the answers' wrappers are unwrapped, counts read as the screen shows them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api.ts';
import {
  figuresText,
  getPreview,
  getStatus,
  loadFailure,
  progressText,
  recipientsText,
  sendBlocked,
  sendNow,
} from './newsletter.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('newsletter admin calls', () => {
  it('unwraps the preview and the status, never from the browser cache', async () => {
    // Prepare
    const fetchMock = vi.fn(async (path: string) =>
      Response.json(path.endsWith('/preview') ? { preview: null } : { digest: { id: 'd1' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // Act
    const preview = await getPreview();
    const status = await getStatus();
    // Assess
    expect(preview).toBeNull();
    expect(status).toEqual({ id: 'd1' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/newsletter/status',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('asks the preview of one topic choice by its ids, and of every topic with no query', async () => {
    // Prepare
    const fetchMock = vi.fn(async (_path: string) => Response.json({ preview: null }));
    vi.stubGlobal('fetch', fetchMock);
    // Act
    await getPreview({ categories: [1, 2], tags: [] });
    await getPreview({ categories: [], tags: [] });
    // Assess
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      '/api/newsletter/preview?categories=1%2C2&tags=',
      '/api/newsletter/preview',
    ]);
  });

  it("sends with a POST and rejects a 409 with the server's message", async () => {
    // Prepare
    const fetchMock = vi.fn(async () =>
      Response.json({ error: 'A digest is already being sent.' }, { status: 409 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // Act
    const err: unknown = await sendNow().catch((e: unknown) => e);
    // Assess
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/newsletter/send',
      expect.objectContaining({ method: 'POST' }),
    );
    expect((err as ApiRequestError).serverMessage).toBe('A digest is already being sent.');
  });
});

describe('newsletter admin texts', () => {
  it('reads progress, figures and recipients', () => {
    expect(progressText({ sent: 3, total: 10 })).toBe('3 of 10 sent');
    expect(figuresText({ sent: 9, failed: 1 })).toBe('9 sent, 1 failed');
    expect(recipientsText(2)).toBe('It goes to 2 confirmed subscribers.');
    expect(recipientsText(1)).toBe('It goes to 1 confirmed subscriber.');
  });

  it("shows the server's message or the status line, never a raw body", () => {
    expect(loadFailure(new ApiRequestError(500, 'Internal Server Error', '<html>'))).toBe(
      'Error 500: Internal Server Error',
    );
    expect(loadFailure(new ApiRequestError(503, 'x', '{"error":"Store down"}'))).toBe('Store down');
  });
});

describe('sendBlocked', () => {
  const preview = {
    mail: { subject: 'S', html: '<p>h</p>', text: 't' },
    articleCount: 2,
    recipients: 3,
    confirmed: 4,
  };

  it('says why nothing can be sent before Send now is pressed: nothing new, nobody confirmed, or nobody follows it', () => {
    expect(sendBlocked(null)).toBe('There are no new articles since the last digest.');
    expect(sendBlocked({ ...preview, recipients: 0, confirmed: 0 })).toBe(
      'There are no confirmed subscribers to send to.',
    );
    expect(sendBlocked({ ...preview, recipients: 0 })).toBe(
      'No confirmed subscriber follows the topics of the new articles.',
    );
  });

  it('blocks nothing when there is something to send, or while the preview is loading', () => {
    expect(sendBlocked(preview)).toBeNull();
    expect(sendBlocked(undefined)).toBeNull();
  });
});
