// Where deep pages of the whole feed start (INDEX.articlesByDate). An offset page reads every key up to
// offset + limit; each such read also notes, every ANCHOR_STEP keys, the sort key just before that
// position. A later page at or past a noted position starts its Query there (gsi1sk < anchor, newest
// first) and reads at most ANCHOR_STEP - 1 + limit keys: offset 600 costs about what offset 0 does.
//
// Anchors are kept ANCHOR_TTL_MS, the public answers' s-maxage (product.md §11.15): a page read from
// an anchor is as old as an answer CloudFront (or the local response cache) may already serve for the
// same URL. A write through this module's writers forgets them at once (forgetAnchors), and a read
// that began before such a write does not store what it saw.
import type { Db } from '../db.ts';

export const ANCHOR_STEP = 100;
export const ANCHOR_TTL_MS = 10_000;

export type DateOrder = 'newest' | 'oldest';

interface Anchors {
  expires: number;
  /** Position n (a multiple of ANCHOR_STEP) → the sort key of the key at n - 1 in this order. */
  at: Map<number, string>;
}

interface DbAnchors {
  /** Bumped by every forget: a read begun under an older generation may predate a write. */
  generation: number;
  orders: Map<DateOrder, Anchors>;
}

const byDb = new WeakMap<Db, DbAnchors>();

function stateOf(db: Db): DbAnchors {
  let state = byDb.get(db);
  if (!state) byDb.set(db, (state = { generation: 0, orders: new Map() }));
  return state;
}

/** Drops every anchor of this store handle; call after a write that adds, removes or re-dates an article. */
export function forgetAnchors(db: Db): void {
  const state = stateOf(db);
  state.generation++;
  state.orders.clear();
}

export interface AnchorStart {
  /** The position the read starts at: 0, or a multiple of ANCHOR_STEP not past the offset. */
  position: number;
  /** The sort key the read starts after, when position > 0. */
  after?: string;
  /** The generation to hand back to keepAnchors. */
  generation: number;
}

/** This order's anchors unless they have expired (expired ones are dropped). */
function liveAnchors(state: DbAnchors, order: DateOrder, now: number): Anchors | undefined {
  const anchors = state.orders.get(order);
  if (!anchors || anchors.expires > now) return anchors;
  state.orders.delete(order);
  return undefined;
}

/** Where a read for `offset` may start in this order. */
export function anchorFor(db: Db, order: DateOrder, offset: number, now = Date.now()): AnchorStart {
  const state = stateOf(db);
  const anchors = liveAnchors(state, order, now);
  if (anchors)
    for (let position = offset - (offset % ANCHOR_STEP); position > 0; position -= ANCHOR_STEP) {
      const after = anchors.at.get(position);
      if (after !== undefined) return { position, after, generation: state.generation };
    }
  return { position: 0, generation: state.generation };
}

/** Notes the anchors among `sortKeys`, read in this order from `start.position`. */
export function keepAnchors(
  db: Db,
  order: DateOrder,
  start: AnchorStart,
  sortKeys: string[],
  now = Date.now(),
): void {
  const state = stateOf(db);
  if (state.generation !== start.generation) return;
  let anchors = liveAnchors(state, order, now);
  if (!anchors) {
    // Anchors noted from an earlier anchor are only as fresh as it: a read from an expired one stores nothing.
    if (start.position > 0) return;
    state.orders.set(order, (anchors = { expires: now + ANCHOR_TTL_MS, at: new Map() }));
  }
  const end = start.position + sortKeys.length;
  for (let position = start.position + ANCHOR_STEP; position <= end; position += ANCHOR_STEP)
    anchors.at.set(position, sortKeys[position - start.position - 1]!);
}
