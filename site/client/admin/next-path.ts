// Where sign-in sends the editor: the `next` admin path, never another site (no open redirect).
export const DEFAULT_AFTER_LOGIN = '/admin/articles';

/** The `next` value when it is a same-site /admin/ path (not '//host', not '/admin/login'), else the default. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/admin/') || next.startsWith('//') || /[\\\s]/.test(next))
    return DEFAULT_AFTER_LOGIN;
  const parsed = new URL(next, 'http://x.invalid');
  if (
    parsed.origin !== 'http://x.invalid' ||
    !parsed.pathname.startsWith('/admin/') ||
    parsed.pathname.startsWith('/admin/login')
  )
    return DEFAULT_AFTER_LOGIN;
  return parsed.pathname + parsed.search + parsed.hash;
}

/** The sign-in address that returns here afterwards. */
export function loginPath(here: string): string {
  return `/admin/login?next=${encodeURIComponent(here)}`;
}

/** Our own wording for the 429 case (product.md §8): how long to wait, from Retry-After. */
export function waitMessage(seconds: number | null): string {
  if (seconds === null) return 'Too many login attempts. Please wait a while before trying again.';
  if (seconds < 60)
    return `Too many login attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} before trying again.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many login attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before trying again.`;
}
