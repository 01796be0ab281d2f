// Admin sessions (product.md §10.1): a random id in a signed HttpOnly cookie, stored with its expiry so logout revokes it.
import { milliseconds } from 'date-fns';
import type { Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { Db } from '../../data/db.ts';
import { createSession, deleteSession, getSession } from '../../data/sessions.ts';
import { isHttps } from '../middleware/security-headers.ts';
import { SESSION_COOKIE } from '../../policy/security.ts';

/** The cookie's name lives with the policies CloudFront shares (functions/policy/security.ts). */
export { SESSION_COOKIE };
/** An admin stays signed in for 8 hours. */
export const SESSION_TTL_MS = milliseconds({ hours: 8 });

export interface SessionDeps {
  db: Db;
  auth: { sessionSecret: string };
  /** Whether X-Forwarded-Proto comes from a proxy the deployment trusts (as for HSTS). */
  trustProxy?: boolean;
}

/**
 * Secure only over https (local http would drop it). X-Forwarded-Proto counts only behind a trusted
 * proxy, by the rule the security headers apply (isHttps): otherwise any client could claim https.
 */
const cookieOptions = (c: Context, deps: SessionDeps) =>
  ({
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttps(c, deps.trustProxy),
  }) as const;

/** Stores a new session and sets its cookie. */
export async function startSession(c: Context, deps: SessionDeps): Promise<void> {
  const session = await createSession(deps.db, SESSION_TTL_MS);
  const maxAge = Math.floor(SESSION_TTL_MS / 1000);
  await setSignedCookie(c, SESSION_COOKIE, session.id, deps.auth.sessionSecret, {
    ...cookieOptions(c, deps),
    maxAge,
  });
}

/** The session id when the cookie is genuine and the stored session has not expired; otherwise null. */
export async function currentSessionId(c: Context, deps: SessionDeps): Promise<string | null> {
  let id: string | false | undefined;
  try {
    id = await getSignedCookie(c, deps.auth.sessionSecret, SESSION_COOKIE);
  } catch {
    return null;
  }
  if (!id || id.length > 200) return null;
  const session = await getSession(deps.db, id);
  // getSession checks the expiry itself (no TTL in dynalite).
  return session ? id : null;
}

/** Revokes the stored session (if any) and clears the cookie. */
export async function endSession(c: Context, deps: SessionDeps): Promise<void> {
  const id = await currentSessionId(c, deps);
  if (id) await deleteSession(deps.db, id);
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c, deps));
}
