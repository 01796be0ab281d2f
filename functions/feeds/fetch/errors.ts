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

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MON = MONTHS.join('|');
const TIME = String.raw`(\d{2}):(\d{2}):(\d{2})`;
/** RFC 9110 HTTP-date: IMF-fixdate, then the obsolete RFC 850 and asctime forms it still requires us to read. */
const IMF_FIXDATE = new RegExp(String.raw`^[A-Z][a-z]{2}, (\d{2}) (${MON}) (\d{4}) ${TIME} GMT$`);
const RFC_850 = new RegExp(String.raw`^[A-Z][a-z]{5,8}, (\d{2})-(${MON})-(\d{2}) ${TIME} GMT$`);
const ASCTIME = new RegExp(String.raw`^[A-Z][a-z]{2} (${MON}) ([ \d]\d) ${TIME} (\d{4})$`);

/** RFC 9110 5.6.7: a two-digit year more than 50 years ahead is in the previous century. */
function fullYear(yy: number, now: number): number {
  const year = 2000 + yy;
  return year > new Date(now).getUTCFullYear() + 50 ? year - 100 : year;
}

/** Epoch ms of a calendar date and UTC time, or null when it does not exist (31 Feb, 24:00). */
function utc(y: number, month: string, d: number, h: number, m: number, s: number): number | null {
  const mo = MONTHS.indexOf(month);
  if (h > 23 || m > 59 || s > 60) return null;
  const ms = Date.UTC(y, mo, d, h, m, Math.min(s, 59));
  const date = new Date(ms);
  return date.getUTCDate() === d && date.getUTCMonth() === mo ? ms : null;
}

/**
 * An HTTP-date in any of its three forms as epoch ms, or null. Date.parse is not used: it reads
 * "1.5" and "-5" as dates, rolls 31 Feb over to March and takes asctime in local time.
 */
export function parseHttpDate(value: string, now = Date.now()): number | null {
  const n = (s: string | undefined) => Number(s);
  let m = IMF_FIXDATE.exec(value);
  if (m) return utc(n(m[3]), m[2]!, n(m[1]), n(m[4]), n(m[5]), n(m[6]));
  m = RFC_850.exec(value);
  if (m) return utc(fullYear(n(m[3]), now), m[2]!, n(m[1]), n(m[4]), n(m[5]), n(m[6]));
  m = ASCTIME.exec(value);
  if (m) return utc(n(m[6]), m[1]!, n(m[2]!.trim()), n(m[3]), n(m[4]), n(m[5]));
  return null;
}

/**
 * Retry-After as delay-seconds or an HTTP-date, capped at one day (a past date means now);
 * null when absent or neither form, so a garbled header never becomes "retry at once".
 */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  const text = value?.trim();
  if (!text) return null;
  // Capped first: Number() of a very long integer is Infinity, which is not a wait to drop.
  if (/^\d+$/.test(text)) return Math.min(Number(text), DAY_MS / 1000) * 1000;
  const date = parseHttpDate(text, now);
  return date === null ? null : Math.min(Math.max(date - now, 0), DAY_MS);
}
