// A failed feed fetch with a readable message, and the Retry-After rule for 429 and 503.
import { RefusedAddressError } from './address.ts';

export class FetchError extends Error {
  readonly status: number | null;
  /** Milliseconds the server asked us to wait (429/503 Retry-After), or null. */
  readonly retryAfterMs: number | null;
  constructor(message: string, extra: { status?: number; retryAfterMs?: number | null } = {}) {
    super(message);
    this.name = 'FetchError';
    this.status = extra.status ?? null;
    this.retryAfterMs = extra.retryAfterMs ?? null;
  }

  /** Turns a network, abort or guard failure into a readable FetchError. */
  static from(err: unknown, signal: AbortSignal): FetchError {
    if (err instanceof FetchError) return err;
    if (err instanceof RefusedAddressError) return new FetchError(err.message);
    if (signal.aborted) return new FetchError('Timed out');
    const cause =
      err instanceof Error && err.cause instanceof RefusedAddressError ? err.cause : null;
    if (cause) return new FetchError(cause.message);
    const code = err instanceof Error && 'code' in err ? String(err.code) : '';
    if (
      code === 'UND_ERR_HEADERS_TIMEOUT' ||
      code === 'UND_ERR_BODY_TIMEOUT' ||
      code === 'UND_ERR_CONNECT_TIMEOUT'
    )
      return new FetchError('Timed out');
    const message = err instanceof Error ? err.message : String(err);
    return new FetchError(
      code && !message.includes(code) ? `${message} (${code})` : message || 'Network error',
    );
  }
}

/** Retry-After as seconds or an HTTP date, capped at one day; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const ms = /^\d+$/.test(value.trim()) ? Number(value.trim()) * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(ms)) return null;
  return Math.min(Math.max(ms, 0), 24 * 60 * 60 * 1000);
}
