// safeNext (product.md §11.5: no open redirect) and the 429 wait wording.
import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, loginPath, safeNext, waitMessage } from './next-path.ts';

describe('safeNext', () => {
  it('keeps an /admin/ path with its query', () => {
    // Prepare, Act, Assess
    expect(safeNext('/admin/rss?x=1')).toBe('/admin/rss?x=1');
  });

  it.each([
    null,
    '',
    '/',
    '/admin',
    '//evil.example/admin/',
    'https://evil.example/admin/',
    '/admin/../x',
    '/admin\\x',
    '/admin/login?next=/admin/rss',
  ])('falls back to the default for %s', (next) => {
    // Act, Assess
    expect(safeNext(next)).toBe(DEFAULT_AFTER_LOGIN);
  });

  it('round-trips through the login address', () => {
    // Prepare
    const here = '/admin/rss?filter=failing';
    // Act
    const next = new URLSearchParams(loginPath(here).split('?')[1]).get('next');
    // Assess
    expect(safeNext(next)).toBe(here);
  });
});

describe('waitMessage', () => {
  it('says seconds, minutes, or a while', () => {
    expect(waitMessage(1)).toContain('1 second ');
    expect(waitMessage(90)).toContain('2 minutes');
    expect(waitMessage(null)).toContain('a while');
  });
});
