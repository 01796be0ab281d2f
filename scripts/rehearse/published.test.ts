// A content journey's measures: the builds' report lines read back from their logs, and the line printed for them.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBuildReport, type BuildReport } from '../pipeline/build-report.ts';
import { builtPages, measuresLine } from './published.ts';

const report = (kind: BuildReport['kind'], pages: number, ms: number): BuildReport => ({
  kind,
  reason: 'test',
  pages,
  ms,
  renderMs: ms / 2,
  publishMs: ms / 2,
  put: pages,
  deleted: 0,
  peakMemoryMb: 0,
});

describe('builtPages', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rehearse-published-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("gives each build's report lines in order, nothing for a log without one or a missing log", async () => {
    const first = join(dir, 'first.log');
    const plain = join(dir, 'plain.log');
    const second = join(dir, 'second.log');
    await writeFile(
      first,
      `[Container] 2026-12-01T00:00:00.000Z Running command npm run build\n${formatBuildReport(report('partial', 12, 4100))}\n`,
    );
    await writeFile(plain, '[Container] 2026-12-01T00:00:00.000Z Phase complete: BUILD\n');
    await writeFile(second, `${formatBuildReport(report('full', 300, 20000))}\n`);
    expect(
      await builtPages([
        { logFile: first },
        { logFile: plain },
        { logFile: join(dir, 'absent.log') },
        { logFile: second },
      ]),
    ).toEqual([
      { kind: 'partial', reason: 'test', pages: 12, ms: 4100, peakMemoryMb: 0 },
      { kind: 'full', reason: 'test', pages: 300, ms: 20000, peakMemoryMb: 0 },
    ]);
  });
});

describe('measuresLine', () => {
  it('names each change and each build', () => {
    expect(
      measuresLine({
        liveMs: { create: 20140, delete: 3900 },
        builds: [{ kind: 'partial', pages: 12, ms: 4100 }],
      }),
    ).toBe('live: create 20.1 s, delete 3.9 s; builds: partial 12 pages 4.1 s');
  });

  it('says when the builds printed no report, and is empty for a journey that measured nothing', () => {
    expect(measuresLine({ builds: [] })).toBe('builds: no report line in the log');
    expect(measuresLine({})).toBe('');
  });
});
