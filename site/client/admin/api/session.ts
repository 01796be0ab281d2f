// The session resource (sign-in, sign-out, the session check): the server checks the password (product.md §10.1);
// these turn its answers into outcomes, and protected pages ask for the session first.
import { useEffect, useState } from 'react';
import { loginPath } from '../next-path.ts';
import { adminJson, adminRequest } from './http.ts';

export type LoginOutcome =
  | { kind: 'ok' }
  | { kind: 'invalid' }
  | { kind: 'throttled'; retryAfterSeconds: number | null }
  | { kind: 'error' };

/** Seconds from a Retry-After header: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** POST /api/auth/login; never throws, so the form can show the product.md §8 message for each case. */
export async function login(password: string): Promise<LoginOutcome> {
  try {
    const res = await fetch('/api/auth/login', {
      method: 'POST',
      credentials: 'include',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    if (res.ok) return { kind: 'ok' };
    if (res.status === 401) return { kind: 'invalid' };
    if (res.status === 429)
      return {
        kind: 'throttled',
        retryAfterSeconds: retryAfterSeconds(res.headers.get('Retry-After')),
      };
    return { kind: 'error' };
  } catch {
    return { kind: 'error' };
  }
}

export const logout = () => adminJson<Record<string, never>>('POST', '/api/auth/logout');

export async function hasSession(): Promise<boolean> {
  const answer = await adminRequest<{ authenticated?: unknown }>('/api/auth/session');
  return answer.authenticated === true;
}

export type Gate = 'checking' | 'open' | 'failed';

/** Protected pages ask GET /api/auth/session first; without a session they leave for sign-in before showing anything. */
export function useSessionGate(): Gate {
  const [gate, setGate] = useState<Gate>('checking');
  useEffect(() => {
    let live = true;
    hasSession()
      .then((ok) => {
        if (ok) {
          if (live) setGate('open');
        } else location.replace(loginPath(location.pathname + location.search));
      })
      .catch(() => live && setGate('failed'));
    return () => {
      live = false;
    };
  }, []);
  return gate;
}
