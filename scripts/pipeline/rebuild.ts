// `node scripts/pipeline/rebuild.ts`: the build job's one command (infra/constructs/rebuild.ts): the recorded changes
// built through the one rebuild path into the site bucket and the CDN (build-job.ts), and one line saying what ran
// (build-report.ts). SITE_BUILD_FULL (any text: the operator's reason) asks for a full build; SITE_BUILD_IF_CHANGED=1
// (the rebuild hook's builds) builds nothing when no change is recorded.
import { loadConfig, siteUrl } from '../../functions/config.ts';
import { dbFromConfig } from '../../functions/data/index.ts';
import { awsSitePort } from '../../functions/publish/aws.ts';
import { runBuildJob } from './build-job.ts';
import { formatBuildReport } from './build-report.ts';
import { codeFingerprint } from './code-fingerprint.ts';

const bucket = process.env.SITE_BUCKET;
const distributionId = process.env.DISTRIBUTION_ID;
if (!bucket || !distributionId) {
  console.error('rebuild: SITE_BUCKET and DISTRIBUTION_ID must be set');
  process.exit(1);
}
const config = loadConfig();
const asked = process.env.SITE_BUILD_FULL?.trim();
const source = config.SITE_SOURCE;
const report = await runBuildJob({
  db: dbFromConfig(config),
  ...(source ? { source } : {}),
  onlyIfChanged: process.env.SITE_BUILD_IF_CHANGED === '1',
  measureMemory: true,
  projectDir: process.cwd(),
  port: awsSitePort(bucket, distributionId),
  env: { TABLE_NAME: config.TABLE_NAME, SITE_URL: siteUrl(config), AWS_REGION: config.AWS_REGION },
  code: await codeFingerprint(process.cwd()),
  workDir: '.site-build',
  ...(asked ? { fullAskedFor: `an operator asked for a full build: ${asked}` } : {}),
  log: (line) => console.log(line),
});
if (report) console.log(formatBuildReport(report));
// The store's client keeps connections open; the job's next command should not wait on them.
process.exit(0);
