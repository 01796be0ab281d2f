// `npm run rehearse` (docs/rehearsal.md): the synthesized stack run end to end on loopback, journeys, IAM and a reader
// spike; one line per journey, exit 1 when any fails. `-- --report FILE` writes the results as JSON;
// `--views=N --seconds=S` sizes the spike (default 10,000 over 60 s); `--articles=N` runs it on a table of N articles
// (the demo seed and generated ones).
// Each flag is given as `--name=value` or `--name value`.
import { writeFileSync } from 'node:fs';
import { PUBLIC_CACHE_SECONDS } from '../functions/policy/caching.ts';
import { formatIamReport } from './rehearse/aws/iam.ts';
import { countPublicArticles } from './rehearse/corpus.ts';
import { failedBuild, freshInstances, killedPublish } from './rehearse/faults.ts';
import { editor, reader, run, type JourneyResult } from './rehearse/journeys.ts';
import { builtPages, measuresLine } from './rehearse/published.ts';
import { newsletter, scheduledImport, scheduledPublish } from './rehearse/scheduled-journeys.ts';
import type { Journey } from './rehearse/stage.ts';
import { spike, type SpikeResult } from './rehearse/spike.ts';
import { buildAfterDeploy, stage } from './rehearse/stage.ts';
import { viewer } from './rehearse/viewer.ts';

const flag = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  if (at >= 0) return process.argv[at + 1];
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
};
const reportFile = flag('report');
const views = Number(flag('views') ?? 10_000);
const seconds = Number(flag('seconds') ?? 60);
const articlesWanted = flag('articles') === undefined ? undefined : Number(flag('articles'));
if (articlesWanted !== undefined && !(Number.isInteger(articlesWanted) && articlesWanted >= 0)) {
  console.error(`--articles takes a whole number of articles, not ${flag('articles')}`);
  process.exit(2);
}

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(`[${elapsed()}] ${line}`);
/** A journey's PASS or FAIL line, and under it what it measured (its changes' time to live, its builds). */
const logResult = (result: JourneyResult) => {
  log(
    `${result.ok ? 'PASS' : 'FAIL'} ${result.name} (${(result.ms / 1000).toFixed(1)} s): ${result.detail}`,
  );
  const measures = measuresLine(result);
  if (measures) log(`  ${measures}`);
};

const s = await stage({ log, articles: articlesWanted });
const journeys: JourneyResult[] = [];
let spiked: SpikeResult | undefined;
let exitCode = 1;
try {
  const counting = performance.now();
  const articles = await countPublicArticles(s.db);
  log(
    `articles: ${articles} public in the table (counted in ${((performance.now() - counting) / 1000).toFixed(1)} s)`,
  );
  log(
    'first publish: the schedule rule finds the deployed code unpublished and starts the build job',
  );
  const first = await s.aws.waitForBuild((await buildAfterDeploy(s)).id);
  journeys.push({
    name: 'first publish',
    ok: first.buildStatus === 'SUCCEEDED',
    ms: first.endTime!.getTime() - first.startTime.getTime(),
    detail: `build ${first.buildStatus}${first.buildStatus === 'SUCCEEDED' ? '' : `: see ${first.logFile}`}`,
    builds: await builtPages([first]),
  });
  logResult(journeys[0]!);
  // Journeys in a group run side by side. The editor's article, the import and the scheduled article are three
  // changes inside one settle window (product.md §11.1), as three editors' would be: the rebuild hook, one at a
  // time, starts one build for the first and finds it covers the other two. The newsletter starts no build and
  // runs meanwhile.
  const groups: (readonly [string, Journey])[][] = [
    [['1 a reader', reader]],
    [
      ['2 an editor', editor],
      ['3 a scheduled import', scheduledImport],
      ['3b a scheduled article', scheduledPublish],
      ['4 the newsletter', newsletter],
    ],
    // Fresh instances answer as warm ones: with no content changing meanwhile.
    [['5a fresh Lambda instances', freshInstances]],
    [['5b a failed build', failedBuild]],
    [['5c a killed publish', killedPublish]],
  ];
  for (const group of journeys[0]!.ok ? groups : []) {
    const buildsBefore = s.aws.builds.length;
    const results = await Promise.all(group.map(([name, journey]) => run(name, journey, s)));
    // A hook still waiting out its settle time would start a build inside the next journey's.
    await s.aws.settled();
    for (const result of results) {
      journeys.push(result);
      logResult(result);
    }
    if (group.length > 1)
      log(
        `  ${group.length} journeys side by side: ${s.aws.builds.length - buildsBefore} build(s)`,
      );
  }
  if (views > 0 && journeys.every((j) => j.ok)) {
    const newest = viewer(s).get('/api/articles?limit=6');
    const ids = (await newest).json<{ id: number }[]>().map((a) => a.id);
    log(`spike: ${views} page views over ${seconds} s through the router`);
    spiked = await spike(s, { pageViews: views, seconds, articleIds: ids });
    const ok =
      spiked.throttledGets === 0 &&
      spiked.getInvocations <= spiked.getBound &&
      (spiked.getShare <= 0.02 || !spiked.keptPace);
    journeys.push({
      name: 'the spike',
      ok,
      ms: Math.round(spiked.seconds * 1000),
      detail: `${spiked.getInvocations} GET invocations (at most ${spiked.getBound}: each cache key once per ${PUBLIC_CACHE_SECONDS} s; ${(spiked.getShare * 100).toFixed(2)} % of page views, goal ≤ 2 %${spiked.keptPace ? '' : `, not judged: the views took ${spiked.seconds} s against ${seconds} s planned`}), ${spiked.throttledGets} GETs throttled (goal 0), ${spiked.beaconInvocations} view beacons (${spiked.throttledBeacons} throttled), ${spiked.viewsCounted} views counted`,
    });
    log(`${ok ? 'PASS' : 'FAIL'} the spike: ${journeys.at(-1)!.detail}`);
    for (const [page, calls] of Object.entries(spiked.calls))
      log(`  ${page}: ${calls.join(', ') || 'no API call'}`);
  }
  const iam = s.aws.iamReport();
  for (const line of formatIamReport(iam)) console.log(line);
  if (s.aws.unsupported.length > 0)
    console.log(`Calls no emulator takes: ${JSON.stringify(s.aws.unsupported)}`);
  const iamOk = iam.denied.length === 0;
  exitCode = journeys.every((j) => j.ok) && iamOk ? 0 : 1;
  if (reportFile)
    writeFileSync(
      reportFile,
      JSON.stringify(
        {
          ok: exitCode === 0,
          seconds: Math.round((performance.now() - started) / 100) / 10,
          articles,
          journeys: journeys.map(({ name, ok, ms, detail, liveMs, builds }) => ({
            name,
            ok,
            ms,
            detail,
            ...(liveMs ? { liveMs } : {}),
            ...(builds ? { builds } : {}),
          })),
          iam: {
            calls: iam.calls,
            allowed: iam.allowed,
            denied: iam.denied,
            unused: iam.unusedStatements,
          },
          spike: spiked ?? null,
        },
        null,
        2,
      ),
    );
  log(
    `rehearsal ${exitCode === 0 ? 'passed' : 'FAILED'}: ${journeys.filter((j) => j.ok).length} of ${journeys.length} journeys, IAM ${iam.allowed} of ${iam.calls} calls allowed`,
  );
} finally {
  await s.stop();
}
process.exit(exitCode);
