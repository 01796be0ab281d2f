// Login throttle (DESIGN departure 1): per-client failures counted in the store; 429 with Retry-After when over the limit.
import type { Context } from 'hono';
import type { Db } from '../../data/db.ts';
import {
  clearLoginFailures,
  isLoginThrottled,
  LOGIN_WINDOW_MS,
  recordLoginFailure,
} from '../../data/index.ts';
import { ApiError } from '../errors.ts';

/** The client's address: first x-forwarded-for hop, else API Gateway's source IP, else the socket's peer. */
export function clientKey(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, 100);
  const env = (c.env ?? {}) as {
    requestContext?: { http?: { sourceIp?: string }; identity?: { sourceIp?: string } };
    incoming?: { socket?: { remoteAddress?: string } };
  };
  const lambdaIp = env.requestContext?.http?.sourceIp ?? env.requestContext?.identity?.sourceIp;
  if (lambdaIp) return lambdaIp;
  return env.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** 429 while the client is over the limit (5 failures in 15 minutes, kept by the store); Retry-After is the window, an upper bound. */
export async function checkLoginThrottle(db: Db, key: string): Promise<void> {
  if (!(await isLoginThrottled(db, key, Date.now()))) return;
  throw new ApiError(429, 'Too many failed logins; try again later', {
    'Retry-After': String(LOGIN_WINDOW_MS / 1000),
  });
}

export async function loginFailed(db: Db, key: string): Promise<void> {
  await recordLoginFailure(db, key, Date.now());
}

export async function loginSucceeded(db: Db, key: string): Promise<void> {
  await clearLoginFailures(db, key);
}
