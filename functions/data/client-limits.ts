// Per-client allowances on the public writes: counted views and newsletter sign-ups (windowed-count.ts).
import type { Db } from './db.ts';
import { countInWindow, windowWaitMs } from './windowed-count.ts';

const HOUR_MS = 60 * 60_000;

/** Views one client may add in an hour; more are answered as usual but not counted. */
export const VIEWS_PER_CLIENT_HOUR = 120;

/**
 * Whether a client's article view may count (UpdateItem THROTTLE#client / VIEWS): at most
 * VIEWS_PER_CLIENT_HOUR an hour, so a script cannot push an article up the popular order.
 */
export async function admitView(
  db: Db,
  client: string,
  now: number = Date.now(),
): Promise<boolean> {
  const window = await countInWindow(db, { pk: `THROTTLE#${client}`, sk: 'VIEWS' }, HOUR_MS, now);
  return window.count <= VIEWS_PER_CLIENT_HOUR;
}

/** Newsletter sign-ups one client may send in an hour (a person needs one; a script filling the list needs many). */
export const SUBSCRIBES_PER_CLIENT_HOUR = 20;

/**
 * Counts a client's sign-up (UpdateItem THROTTLE#client / SUBSCRIBE); answers 0 when it may go ahead,
 * else the ms until its hour is over.
 */
export async function subscribeWaitMs(
  db: Db,
  client: string,
  now: number = Date.now(),
): Promise<number> {
  const window = await countInWindow(
    db,
    { pk: `THROTTLE#${client}`, sk: 'SUBSCRIBE' },
    HOUR_MS,
    now,
  );
  return windowWaitMs(window, SUBSCRIBES_PER_CLIENT_HOUR, HOUR_MS, now);
}
