// A reader spike through the router (docs/rehearsal.md "The spike"): page views spread over a time, each making the
// API calls a browser makes for that page (recorded once in Chromium), counted at the API Gateway and the Lambda.
import { chromium } from 'playwright-core';
import { chromiumLaunch } from '../tools/chromium.ts';
import { PUBLIC_CACHE_SECONDS } from '../../functions/policy/caching.ts';
import type { Stage } from './stage.ts';
import { viewer } from './viewer.ts';

export interface SpikeResult {
  pageViews: number;
  seconds: number;
  /** API GETs that reached the Lambda (cache misses), and their share of page views. */
  getInvocations: number;
  getShare: number;
  /**
   * The most GETs the CDN may let through: each distinct GET (a cache key) once per time-to-live window, plus
   * its first fill. It holds at any pace; the 2 % share holds only at the planned pace, since a slower spike
   * spreads the same views over more windows.
   */
  getBound: number;
  /** Whether the views went out at the planned pace (within half again the planned time). */
  keptPace: boolean;
  beaconInvocations: number;
  throttledGets: number;
  throttledBeacons: number;
  /** Views the table counted during the spike (the beacon keeps one per client an hour). */
  viewsCounted: number;
  /** The API calls each page type made in Chromium. */
  calls: Record<string, string[]>;
}

interface ApiCall {
  method: string;
  path: string;
}

/** The /api calls a browser makes when it opens `path` (through the router). */
async function browserCalls(stage: Stage, paths: string[]): Promise<Map<string, ApiCall[]>> {
  const browser = await chromium.launch(chromiumLaunch());
  const calls = new Map<string, ApiCall[]>();
  try {
    for (const path of paths) {
      const page = await browser.newPage();
      const seen: ApiCall[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/'))
          seen.push({ method: request.method(), path: url.pathname + url.search });
      });
      await page.goto(new URL(path, stage.cdn.url).href, { waitUntil: 'networkidle' });
      calls.set(path, seen);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return calls;
}

/**
 * A bounded number of readers at once, as a loopback load should be. Each view waiting on a busy Lambda makes
 * the emulator start another instance, a Node process on the same two cores as everything else (in AWS they would
 * be other machines). With 64 at once a spike ran far behind its plan; from 8 to 32 it ran about as fast, where
 * the rehearsal's own process is the limit (docs/benchmarks.md).
 */
const READERS_AT_ONCE = 16;

/** `pageViews` views over `seconds`, round-robin over the public pages; every view from 127.0.0.1 with one cookie jar. */
export async function spike(
  stage: Stage,
  options: { pageViews: number; seconds: number; articleIds: number[] },
): Promise<SpikeResult> {
  const pages = [
    '/',
    ...options.articleIds.slice(0, 5).map((id) => `/article/${id}`),
    '/glossary',
    '/events',
  ];
  const calls = await browserCalls(stage, pages);
  const before = new Map([...stage.api.counts].map(([route, c]) => [route, { ...c }] as const));
  const viewsBefore = await stage.totalViews();
  const started = performance.now();
  const reader = viewer(stage);
  const inFlight = new Set<Promise<unknown>>();
  for (let i = 0; i < options.pageViews; i++) {
    const due = started + (i * options.seconds * 1000) / options.pageViews;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const page = pages[i % pages.length]!;
    const view = (async () => {
      await reader.get(page);
      for (const call of calls.get(page) ?? []) await reader.send(call.method, call.path);
    })();
    inFlight.add(view);
    void view.finally(() => inFlight.delete(view));
    if (inFlight.size >= READERS_AT_ONCE) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;
  let getInvocations = 0;
  let beaconInvocations = 0;
  let throttledGets = 0;
  let throttledBeacons = 0;
  for (const [route, after] of stage.api.counts) {
    const was = before.get(route) ?? { get: 0, other: 0, throttled: 0 };
    const beacon = route.includes('/view');
    if (beacon) {
      beaconInvocations += after.other - was.other;
      throttledBeacons += after.throttled - was.throttled;
    } else {
      getInvocations += after.get - was.get;
      throttledGets += after.throttled - was.throttled;
    }
  }
  const cacheKeys = new Set(
    [...calls.values()].flat().flatMap((c) => (c.method === 'GET' ? [c.path] : [])),
  ).size;
  return {
    pageViews: options.pageViews,
    seconds: Math.round(seconds * 10) / 10,
    getInvocations,
    getShare: getInvocations / options.pageViews,
    getBound: cacheKeys * (Math.ceil(seconds / PUBLIC_CACHE_SECONDS) + 1),
    keptPace: seconds <= options.seconds * 1.5,
    beaconInvocations,
    throttledGets,
    throttledBeacons,
    viewsCounted: (await stage.totalViews()) - viewsBefore,
    calls: Object.fromEntries(
      [...calls].map(([page, list]) => [page, list.map((c) => `${c.method} ${c.path}`)]),
    ),
  };
}
