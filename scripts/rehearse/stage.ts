// The rehearsal's stage: the synthesized stack deployed on loopback (AWS side and edge), demo content in its table
// (with `--articles N`, generated articles too: corpus.ts), and the site built and published once by its own build job, as an operator does after the first `cdk deploy`.
import { hashPassword } from '../../functions/api/auth/password.ts';
import { createDb, listArticles, type Db } from '../../functions/data/index.ts';
import { seedIfEmpty } from '../seed/index.ts';
import type { Build } from './aws/codebuild.ts';
import { deploy, type Deployment } from './aws/deploy.ts';
import { ApiGateway } from './edge/api-gateway.ts';
import { CloudFront } from './edge/cloudfront.ts';
import { loadCorpus } from './corpus.ts';
import type { BuiltPages, LiveMs } from './published.ts';
import { synthesized } from './synth.ts';
import { REGION } from './template.ts';

/** The editor's password in the rehearsal; its scrypt hash is the AdminPasswordHash deploy parameter. */
export const REHEARSAL_PASSWORD = 'rehearsal-admin-password';

export interface Stage {
  aws: Deployment;
  api: ApiGateway;
  cdn: CloudFront;
  /** The table as an operator reaches it (no IAM, not recorded): seeding and checks. */
  db: Db;
  /** The distribution's own origin (`https://dXXXX.cloudfront.net`): the API accepts writes from it only. */
  siteOrigin: string;
  /** The site and uploads buckets' names. */
  siteBucket: string;
  uploadsBucket: string;
  /** How many calls of these S3 actions the site bucket has had so far (recorded by the AWS endpoint). */
  siteWrites(...actions: string[]): number;
  /** Views counted over the newest 100 articles (the spike's pages are among them). */
  totalViews(): Promise<number>;
  stop(): Promise<void>;
}

export interface StageOptions {
  log: (line: string) => void;
  /** Generated articles until the table holds this many (corpus.ts); the demo seed alone when unset. */
  articles?: number;
}

export async function stage(options: StageOptions): Promise<Stage> {
  const cdkOut = await synthesized();
  options.log(`synthesized: ${cdkOut}`);
  const aws = await deploy(cdkOut, {
    parameters: { AdminPasswordHash: await hashPassword(REHEARSAL_PASSWORD) },
  });
  const stops: (() => Promise<void>)[] = [() => aws.stop()];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
  };
  try {
    const api = new ApiGateway(aws.stack, aws.invoke);
    await api.start();
    stops.push(() => api.close());
    const cdn = new CloudFront(aws.stack, {
      s3Get: aws.s3OriginGet,
      customOrigins: { [api.domain]: api.url },
    });
    await cdn.start();
    stops.push(() => cdn.close());
    aws.onInvalidation((invalidation) => {
      cdn.invalidate(invalidation.paths);
    });
    const table = aws.dynamo.tables[0]!.name;
    const db = createDb({ table, region: REGION, endpoint: aws.dynamo.endpoint });
    const seeded = await seedIfEmpty(db);
    options.log(`seeded: ${JSON.stringify(seeded)}`);
    if (options.articles) {
      const corpus = await loadCorpus(db, options.articles, (loaded, of) => {
        if (process.stderr.isTTY) process.stderr.write(`\r  corpus: ${loaded} / ${of}`);
      });
      if (process.stderr.isTTY && corpus.loaded > 0) process.stderr.write('\n');
      options.log(
        `corpus: ${corpus.loaded} generated articles loaded in ${corpus.seconds.toFixed(1)} s`,
      );
    }
    const totalViews = async () =>
      (await listArticles(db, { limit: 100, offset: 0 })).reduce((sum, a) => sum + a.views, 0);
    const bucket = (prefix: string) =>
      aws.s3.buckets.find((b) => b.logicalId.startsWith(prefix))!.name;
    const siteBucket = bucket('SiteSiteBucket');
    const siteWrites = (...actions: string[]) =>
      aws.calls.filter(
        (c) => actions.includes(c.action) && c.resource.startsWith(`arn:aws:s3:::${siteBucket}/`),
      ).length;
    return {
      aws,
      api,
      cdn,
      db,
      siteOrigin: `https://${cdn.domainName}`,
      siteBucket,
      uploadsBucket: bucket('UploadsBucket'),
      siteWrites,
      totalViews,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** What a journey that changes content measured, beside its line (published.ts). */
export interface JourneyOutcome {
  detail: string;
  liveMs?: LiveMs;
  /** The builds that published its change, from their logs' report lines. */
  builds?: BuiltPages[];
}

/** A journey: what happened, in one line, or that line and its measures; it throws when a check fails. */
export type Journey = (stage: Stage) => Promise<string | JourneyOutcome>;

/** The first build started at or after `since` (by the rebuild hook or by hand). */
export function buildAfter(stage: Stage, since: number): Build | undefined {
  return stage.aws.builds.find((b) => b.startTime.getTime() >= since);
}

/**
 * After a deploy: the schedule rule's next tick finds that no published site was built from the deployed code
 * (functions/rebuild/deployed.ts) and has the rebuild hook start the build job; answers that build.
 */
export async function buildAfterDeploy(stage: Stage): Promise<Build> {
  const rule = stage.aws.rules.find((r) => r.logicalId.startsWith('SchedulingSchedule'));
  if (!rule) throw new Error('no schedule rule in the template');
  const since = Date.now();
  stage.aws.fire(rule.logicalId);
  for (let waited = 0; waited < 60_000; waited += 100) {
    const build = buildAfter(stage, since);
    if (build) return build;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no build started within 60 s of the schedule rule after the deploy');
}
