// The deploy rehearsal at demo size (docs/rehearsal.md): `npm run rehearse` with a small spike, every journey passing,
// every AWS call allowed by the template's policies, and the spike kept off the Lambda.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedArticles } from '../../scripts/seed/index.ts';

interface Report {
  ok: boolean;
  seconds: number;
  /** Public articles in the table when the journeys start. */
  articles: number;
  journeys: {
    name: string;
    ok: boolean;
    ms: number;
    detail: string;
    /** Per change, ms from the write until the router served it (journeys that change content). */
    liveMs?: Record<string, number>;
    /** What each build that published the journey's change reported in its log. */
    builds?: { kind: 'partial' | 'full'; pages: number; ms: number }[];
  }[];
  iam: { calls: number; allowed: number; denied: unknown[] };
  spike: {
    pageViews: number;
    getInvocations: number;
    getShare: number;
    getBound: number;
    keptPace: boolean;
    beaconInvocations: number;
    throttledGets: number;
  } | null;
}

/** The journeys that change content and wait for it to reach readers. */
const CONTENT_JOURNEYS = ['2 an editor', '3 a scheduled import', '3b a scheduled article'];

const JOURNEYS = [
  'first publish',
  '1 a reader',
  '2 an editor',
  '3 a scheduled import',
  '3b a scheduled article',
  '4 the newsletter',
  '5a fresh Lambda instances',
  '5b a failed build',
  '5c a killed publish',
  'the spike',
];

let dir: string;
let report: Report;
let exitCode: number;
let output: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rehearse-report-'));
  const file = join(dir, 'report.json');
  const run = await promisify(execFile)(
    process.execPath,
    ['scripts/rehearse.ts', '--views=1000', '--seconds=10', '--report', file],
    { maxBuffer: 16 * 1024 * 1024, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } },
  ).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code?: number; stdout?: string; stderr?: string }) => ({
      code: e.code ?? 1,
      out: `${e.stdout ?? ''}${e.stderr ?? ''}`,
    }),
  );
  exitCode = run.code;
  output = run.out;
  // The run's timeline in the test log: one line per step and journey, each with its time since the start.
  console.log(
    output
      .split('\n')
      .filter((line) => /^\[\d+\.\d s\] (?! {2}\/)/.test(line))
      .join('\n'),
  );
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`the rehearsal wrote no report (exit ${exitCode}):\n${output.slice(-4000)}`);
  });
  report = JSON.parse(text) as Report;
}, 900_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run rehearse at demo size', () => {
  it('passes every journey, in order, and exits 0', () => {
    expect(
      report.journeys.map((j) => `${j.name}: ${j.ok ? 'ok' : j.detail}`),
      output,
    ).toEqual(JOURNEYS.map((name) => `${name}: ok`));
    expect(report.ok).toBe(true);
    expect(exitCode).toBe(0);
  });

  it('starts the journeys on the demo seed: every demo article public', () => {
    expect(report.articles).toBe(seedArticles().length);
  });

  it("times each content change to the router, and the editor's is published by a partial build", () => {
    for (const name of CONTENT_JOURNEYS) {
      const live = Object.values(report.journeys.find((j) => j.name === name)?.liveMs ?? {});
      expect(live.length, name).toBeGreaterThan(0);
      for (const ms of live) expect(ms, name).toBeGreaterThan(0);
    }
    const editor = report.journeys.find((j) => j.name === '2 an editor');
    expect(editor?.builds?.map((b) => b.kind)).toContain('partial');
  });

  it('makes every AWS call with a permission the template grants', () => {
    expect(report.iam.denied).toEqual([]);
    expect(report.iam.allowed).toBe(report.iam.calls);
    expect(report.iam.calls).toBeGreaterThan(100);
  });

  it('keeps a reader spike off the Lambda: each cache key once per time-to-live (2 % of views at pace), none throttled', () => {
    expect(report.spike).not.toBeNull();
    expect(report.spike!.pageViews).toBe(1000);
    expect(report.spike!.getInvocations).toBeLessThanOrEqual(report.spike!.getBound);
    // At the planned pace the share goal applies; a busy machine that sends slower spreads the views over more windows.
    if (report.spike!.keptPace) expect(report.spike!.getShare).toBeLessThanOrEqual(0.02);
    expect(report.spike!.throttledGets).toBe(0);
    expect(report.spike!.beaconInvocations).toBeGreaterThan(0);
  });
});
