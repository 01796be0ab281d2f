// Login throttle (product.md §10.1): per-client attempts counted in the store; 429 with Retry-After when over the limit.
import type { Context } from 'hono';
import type { Db } from '../../data/db.ts';
import { clearLoginFailures, loginWaitMs, reserveLoginAttempt } from '../../data/login-throttle.ts';
import { ApiError } from '../errors.ts';

/**
 * The client's address, from what the runtime can vouch for. In Lambda: CloudFront's viewer
 * address (CloudFront overwrites it, and the API refuses requests that did not come through
 * CloudFront: AppDeps.originSecret), else API Gateway's source IP. In Node: the socket's peer,
 * or the first X-Forwarded-For hop only when a trusted proxy sets it (`trustProxy`), because any
 * client can send that header and would otherwise dodge the throttle.
 */
export function clientKey(c: Context, trustProxy = false): string {
  const env = (c.env ?? {}) as {
    requestContext?: { http?: { sourceIp?: string }; identity?: { sourceIp?: string } };
    incoming?: { socket?: { remoteAddress?: string } };
  };
  const lambdaIp = env.requestContext?.http?.sourceIp ?? env.requestContext?.identity?.sourceIp;
  if (lambdaIp) {
    const viewer = c.req.header('cloudfront-viewer-address');
    return (viewer ? viewer.replace(/:\d+$/, '') : lambdaIp).slice(0, 100);
  }
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  if (forwarded) return forwarded.slice(0, 100);
  return env.incoming?.socket?.remoteAddress ?? 'unknown';
}

/**
 * What the login and sign-up throttles count against: an IPv6 client by its /64, which one customer usually holds
 * whole (so stepping through its addresses does not reset the count), an IPv4-mapped one as its IPv4, anything else
 * as given. ipaddr.js is loaded here only, on the first throttled request: a cold read never needs it.
 */
export async function throttleKey(address: string): Promise<string> {
  const { default: ipaddr } = await import('ipaddr.js');
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${parsed.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

/**
 * Counts this attempt before the password is checked, and refuses it with 429 once the client is over
 * the limit (5 failures in 15 minutes); Retry-After is the time left in the window. Counting first is
 * what stops parallel guesses: each one takes its own place in the count, so only 5 reach scrypt.
 */
export async function admitLoginAttempt(db: Db, key: string): Promise<void> {
  const now = Date.now();
  const waitMs = loginWaitMs(await reserveLoginAttempt(db, key, now), now);
  if (waitMs === 0) return;
  throw new ApiError(429, 'Too many failed logins; try again later', {
    'Retry-After': String(Math.ceil(waitMs / 1000)),
  });
}

/** The right password: the attempts so far (this one included) no longer count against the client. */
export async function loginSucceeded(db: Db, key: string): Promise<void> {
  await clearLoginFailures(db, key);
}
