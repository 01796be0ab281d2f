// The order test files start in: vitest's own (failed first, then longest by the last run's times, and on a clean
// clone, where there are no times yet, the largest files first), except that the files known to run for minutes
// start before all others. On a clean clone they are small files, so vitest alone would start them last, and
// the deploy rehearsal (several minutes of site builds) then ran on after every other unit file had finished.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The unit files that take minutes, longest first: each waits on child processes that build the site. */
export const LONG_FILES = [
  'tests/integration/rehearse.test.ts',
  'scripts/local/server.test.ts',
  'tests/integration/partial-build.test.ts',
  // Minutes of restarts (50 kills): started beside the server's file it slowed that past its timeouts, so it is
  // queued after the site-building files.
  'tests/integration/crash-article-changes.test.ts',
];

const rank = (spec: TestSpecification) => {
  const at = LONG_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return at === -1 ? LONG_FILES.length : at;
};

export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: every other file keeps vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
