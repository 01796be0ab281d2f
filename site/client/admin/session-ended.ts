// A 401 in the middle of work: keep the typed values, say why, and go to sign-in with the way back.
import { ApiRequestError } from '../../lib/api.ts';
import { loginPath } from './next-path.ts';
import { carryToast } from './carried-toast.ts';
import { saveDrafts } from './drafts.ts';

let leaving = false;

/** True once the page is on its way to sign-in: its drafts are saved, so nothing may ask "Leave site?". */
export const leavingForSignIn = () => leaving;

export const isUnauthorized = (err: unknown) =>
  err instanceof ApiRequestError && err.status === 401;

/** Runs once per page: saves drafts, carries the toast to the sign-in page and replaces the location. */
export function sessionEnded(): void {
  if (leaving) return;
  leaving = true;
  saveDrafts();
  carryToast({
    title: 'Session ended',
    description: 'Please log in again. What you were typing has been kept.',
    variant: 'destructive',
  });
  location.replace(loginPath(location.pathname + location.search));
}

/** True (and handled) when the error is a 401; callers then skip their own failure toast. */
export function handledAsSessionEnd(err: unknown): boolean {
  if (!isUnauthorized(err)) return false;
  sessionEnded();
  return true;
}
