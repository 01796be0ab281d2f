// The confirm, unsubscribe and topics pages' rules: which links they accept, how each answer reads, and the topic choice.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NEWSLETTER_LINK_MESSAGES,
  PREFERENCES_LINK_MESSAGES,
  UNSUBSCRIBE_LINK_MESSAGES,
} from '../../functions/domain/newsletter-links.ts';
import { ApiRequestError } from './api.ts';
import {
  RETRY_MESSAGE,
  choiceOf,
  confirmLink,
  readLink,
  refusalOf,
  savePreferences,
  selectionOf,
  unsubscribeLink,
} from './newsletter.ts';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (purpose: string) =>
  `${encode({ purpose, email: 'ada@example.org', nonce: 'n0nce-123' })}.c2ln`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readLink', () => {
  it("reads only the token of the page's own kind of link, nothing of its unsigned payload", () => {
    // Prepare
    const t = token('confirm');
    const u = token('unsubscribe');
    // Act / Assess
    expect(readLink(`?token=${t}`, 'confirm')).toEqual({ token: t });
    expect(readLink(`?token=${u}`, 'unsubscribe')).toEqual({ token: u });
  });

  it.each([[''], ['?token='], ['?token=abc'], [`?token=${token('unsubscribe')}`]])(
    'answers null for %j on the confirm page',
    (search) => {
      expect(readLink(search, 'confirm')).toBeNull();
    },
  );
});

describe('the POSTs', () => {
  it('confirms with the token in a JSON body', async () => {
    // Prepare
    const fetchMock = vi.fn(async () => Response.json({ confirmed: true }));
    vi.stubGlobal('fetch', fetchMock);
    // Act
    const answer = await confirmLink('t.s');
    // Assess
    expect(answer).toEqual({ kind: 'done' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/newsletter/confirm',
      expect.objectContaining({ method: 'POST', body: '{"token":"t.s"}' }),
    );
  });

  it("names the address only as the server's answer gives it", async () => {
    // Prepare: the token says one address (unsigned), the server's answer another.
    const forged = `${encode({ purpose: 'confirm', email: 'Call 555-0100 now', nonce: 'n0nce-123' })}.c2ln`;
    vi.stubGlobal('fetch', async () =>
      Response.json({ confirmed: true, email: 'ada@example.org' }),
    );
    // Act
    const answer = await confirmLink(forged);
    // Assess
    expect(answer).toEqual({ kind: 'done', email: 'ada@example.org' });
    expect(JSON.stringify(readLink(`?token=${forged}`, 'confirm'))).not.toContain('555-0100');
  });

  it('unsubscribes with the token in the query and an empty JSON body', async () => {
    // Prepare
    const fetchMock = vi.fn(async () => Response.json({ unsubscribed: true }));
    vi.stubGlobal('fetch', fetchMock);
    // Act
    const answer = await unsubscribeLink('a_b-c.d');
    // Assess
    expect(answer).toEqual({ kind: 'done' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/newsletter/unsubscribe?token=a_b-c.d',
      expect.objectContaining({ method: 'POST', body: '{}' }),
    );
  });

  it('reads a 400 as a refusal with the message of its reason', async () => {
    // Prepare
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: 'whatever', reason: 'expired' }, { status: 400 }),
    );
    // Act / Assess
    expect(await confirmLink('t.s')).toEqual({
      kind: 'refused',
      reason: 'expired',
      message: NEWSLETTER_LINK_MESSAGES.expired,
    });
  });

  it.each([['used' as const], ['expired' as const]])(
    "reads an unsubscribe link's %s 400 with the unsubscribe page's own words",
    async (reason) => {
      // Prepare
      vi.stubGlobal('fetch', async () =>
        Response.json({ error: 'whatever', reason }, { status: 400 }),
      );
      // Act / Assess
      expect(await unsubscribeLink('t.s')).toEqual({
        kind: 'refused',
        reason,
        message: UNSUBSCRIBE_LINK_MESSAGES[reason],
      });
    },
  );
});

describe('refusalOf', () => {
  it.each([
    ['{"reason":"used"}', 'used'],
    ['{"reason":"invalid"}', 'invalid'],
    ['{"reason":"other"}', 'invalid'],
    ['<html>', 'invalid'],
  ] as const)('a 400 with %j is refused as %s, with its message', (body, reason) => {
    expect(refusalOf(new ApiRequestError(400, 'Bad Request', body))).toEqual({
      kind: 'refused',
      reason,
      message: NEWSLETTER_LINK_MESSAGES[reason],
    });
  });

  it("lets the reader try again after a network or server failure, with the server's own message only", () => {
    expect(refusalOf(new TypeError('Failed to fetch'))).toEqual({
      kind: 'failed',
      message: RETRY_MESSAGE,
    });
    expect(refusalOf(new ApiRequestError(502, 'Bad Gateway', '<html>'))).toEqual({
      kind: 'failed',
      message: RETRY_MESSAGE,
    });
    expect(
      refusalOf(new ApiRequestError(429, 'Too Many Requests', '{"error":"Slow down"}')),
    ).toEqual({ kind: 'failed', message: 'Slow down' });
  });
});

describe('the topic choice (product.md §10.19)', () => {
  const options = {
    categories: [
      { id: 1, name: 'Screen readers' },
      { id: 2, name: 'Hardware' },
    ],
    tags: [{ id: 4, name: 'Blind' }],
  };

  it("sends 'all' while every box is ticked, the ids otherwise, and nothing for no box", () => {
    expect(choiceOf({ categories: [2, 1], tags: [4] }, options)).toBe('all');
    expect(choiceOf({ categories: [2], tags: [4] }, options)).toEqual({
      categories: [2],
      tags: [4],
    });
    expect(choiceOf({ categories: [], tags: [] }, options)).toBeNull();
  });

  it("ticks every box for 'all' and the chosen ones otherwise", () => {
    expect(selectionOf('all', options)).toEqual({ categories: [1, 2], tags: [4] });
    expect(selectionOf({ categories: [2], tags: [] }, options)).toEqual({
      categories: [2],
      tags: [],
    });
  });

  it("reads a refused link's reason as its message, and another 400 as the server's own words", async () => {
    // Prepare
    const answers = [
      Response.json({ error: 'x', reason: 'expired' }, { status: 400 }),
      Response.json({ error: 'Unknown tag: 9', issues: [] }, { status: 400 }),
      Response.json({ email: 'ada@example.org', topics: 'all' }),
    ];
    vi.stubGlobal('fetch', async () => answers.shift());
    // Act
    const results = [
      await savePreferences('t', 'all'),
      await savePreferences('t', 'all'),
      await savePreferences('t', 'all'),
    ];
    // Assess
    expect(results).toEqual([
      { kind: 'refused', message: PREFERENCES_LINK_MESSAGES.expired },
      { kind: 'failed', message: 'Unknown tag: 9' },
      { kind: 'done', email: 'ada@example.org', topics: 'all' },
    ]);
  });
});
