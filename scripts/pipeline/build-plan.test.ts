// Which kind of build a change takes: partial over a site this code built for this origin today, full otherwise.
import { describe, expect, it } from 'vitest';
import type { PublishedSite } from '../../functions/publish/manifest.ts';
import { PARTIAL_MAX_ARTICLES, planBuild, type PlanInput } from './build-plan.ts';

const SITE = 'http://localhost:4321';
const site = (code: string, fullBuiltAt: Date): PublishedSite => ({
  files: new Map(),
  build: { code, siteUrl: SITE, fullBuiltAt: fullBuiltAt.toISOString() },
});
const now = new Date(2026, 5, 10, 12);
const input = (over: Partial<PlanInput> = {}): PlanInput => ({
  published: site('c0de', new Date(2026, 5, 10, 9)),
  scope: { full: false, articleIds: [5] },
  code: 'c0de',
  siteUrl: SITE,
  now,
  ...over,
});

describe('planBuild', () => {
  it('lays a change naming its articles over a site this code built for this origin today', () => {
    expect(planBuild(input())).toEqual({ kind: 'partial', reason: '1 article(s) changed' });
    expect(planBuild(input({ scope: { full: false, articleIds: [] } })).kind).toBe('partial');
  });

  it('builds in full what no partial build can cover', () => {
    const reasons = [
      input({ published: null }),
      input({ published: { files: new Map(), build: null } }),
      input({ code: 'beef' }),
      input({ siteUrl: 'http://localhost:8080' }),
      input({ scope: { full: true, articleIds: [] } }),
      input({ published: site('c0de', new Date(2026, 5, 9, 11)) }),
      input({ fullAskedFor: 'an operator asked for a full build' }),
    ].map((i) => planBuild(i));
    expect(reasons.map((r) => r.kind)).toEqual(Array(7).fill('full'));
    expect(reasons.map((r) => r.reason)).toEqual([
      'nothing is published yet',
      'the published site has no record of the code that built it',
      'the code changed since the published build',
      "the site's address changed to http://localhost:8080",
      'a change may touch any page',
      'the last full build is a day old',
      'an operator asked for a full build',
    ]);
  });

  it('builds in full when more articles changed than a partial build pays for', () => {
    const many = Array.from({ length: PARTIAL_MAX_ARTICLES + 1 }, (_, i) => i + 1);
    expect(planBuild(input({ scope: { full: false, articleIds: many } })).kind).toBe('full');
    expect(planBuild(input({ scope: { full: false, articleIds: many.slice(1) } })).kind).toBe(
      'partial',
    );
  });

  it('builds in full in a new year, though the last full build is an hour old (every footer prints the year)', () => {
    const newYear = new Date(2027, 0, 1, 0, 30);
    expect(
      planBuild(input({ now: newYear, published: site('c0de', new Date(2026, 11, 31, 23, 30)) })),
    ).toEqual({ kind: 'full', reason: 'a new year began' });
    expect(
      planBuild(input({ now: newYear, published: site('c0de', new Date(2027, 0, 1, 0, 10)) })).kind,
    ).toBe('partial');
  });
});
