// showSaveErrors: a 409 on the field its rules name (when the body names it, if asked), 400 issues on their fields.
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api.ts';
import { ARTICLE_SAVE_ERRORS } from '../article-form-values.ts';
import { SOURCE_SAVE_ERRORS } from './feeds/calls.ts';
import { showSaveErrors } from './save-errors.ts';

const json = (v: unknown) => JSON.stringify(v);

describe('showSaveErrors', () => {
  it('puts a taken slug on the slug, and a 409 naming no field nowhere', () => {
    // Prepare
    const setError = vi.fn();
    const taken = new ApiRequestError(
      409,
      'Conflict',
      json({ error: 'Slug taken', field: 'slug' }),
    );
    const stale = new ApiRequestError(409, 'Conflict', json({ error: 'Stale', currentVersion: 3 }));
    // Act
    const shown = showSaveErrors(taken, setError, ARTICLE_SAVE_ERRORS);
    const notShown = showSaveErrors(stale, setError, ARTICLE_SAVE_ERRORS);
    // Assess
    expect(shown).toBe(true);
    expect(notShown).toBe(false);
    expect(setError.mock.calls).toEqual([['slug', { message: 'Slug taken' }]]);
  });

  it('puts any 409 on a feed form on its url, with the fallback text', () => {
    // Prepare
    const setError = vi.fn();
    // Act
    const shown = showSaveErrors(
      new ApiRequestError(409, 'Conflict', ''),
      setError,
      SOURCE_SAVE_ERRORS,
    );
    // Assess
    expect(shown).toBe(true);
    expect(setError).toHaveBeenCalledWith('url', { message: 'This feed is already added' });
  });

  it("puts the server's 409 for another form of a listed feed on the url, naming its source", () => {
    // Prepare: the answer of POST /api/rss/sources (product.md §11.6)
    const setError = vi.fn();
    const message = "This feed is already added as 'WebAIM Blog' (https://webaim.org/blog/feed)";
    const body = json({ error: message, field: 'url', issues: [{ path: 'url', message }] });
    // Act
    const shown = showSaveErrors(
      new ApiRequestError(409, 'Conflict', body),
      setError,
      SOURCE_SAVE_ERRORS,
    );
    // Assess
    expect(shown).toBe(true);
    expect(setError.mock.calls).toEqual([['url', { message }]]);
  });

  it('puts 400 issues on the form fields it knows, and answers false for anything else', () => {
    // Prepare
    const setError = vi.fn();
    const body = json({
      error: 'Invalid',
      issues: [
        { path: ['name'], message: 'Name is required' },
        { path: ['other'], message: 'Not a field' },
      ],
    });
    // Act
    const shown = showSaveErrors(
      new ApiRequestError(400, 'Bad Request', body),
      setError,
      SOURCE_SAVE_ERRORS,
    );
    const other = showSaveErrors(new Error('network'), setError, SOURCE_SAVE_ERRORS);
    // Assess
    expect(shown).toBe(true);
    expect(other).toBe(false);
    expect(setError.mock.calls).toEqual([['name', { message: 'Name is required' }]]);
  });
});
