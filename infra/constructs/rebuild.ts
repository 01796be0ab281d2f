// Rebuild hook: a Lambda (one at a time) that starts a CodeBuild job running the one rebuild path (scripts/pipeline/rebuild.ts):
// the pages the recorded changes touch, or every page, then the publisher (changed files only, exact invalidation).
import { Duration, IgnoreMode } from 'aws-cdk-lib';
import {
  BuildSpec,
  Cache,
  ComputeType,
  LocalCacheMode,
  LinuxArmBuildImage,
  Project,
  Source,
} from 'aws-cdk-lib/aws-codebuild';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { Construct } from 'constructs';
import { Stack } from 'aws-cdk-lib';
import { bundledFunction, PROJECT_ROOT } from './lambda.ts';

export interface RebuildProps {
  table: ITableV2;
  siteBucket: IBucket;
  distribution: Distribution;
  siteUrl: string;
  /** The footer's social links the pages are built with (SOCIAL_X_URL, ...; functions/config.ts); unset ones are not shown. */
  socialLinks?: SocialLinks;
}

/** The site build's optional footer links, by the variable the build reads. */
export type SocialLinks = Partial<
  Record<'SOCIAL_X_URL' | 'SOCIAL_LINKEDIN_URL' | 'SOCIAL_FACEBOOK_URL', string>
>;

/**
 * What the build job uploads: the project without dependencies, local data or outputs. Git's ignore rules
 * (IgnoreMode.GIT): a leading slash anchors a pattern at the project root, so `/build` leaves out an output
 * folder there and never `site/build/`, the pages' own build code.
 */
const SOURCE_EXCLUDES = [
  'node_modules',
  '.git',
  '.astro',
  '/.data',
  '/.data-*',
  '/build',
  '/dist',
  '/cdk.out',
  '/coverage',
  '/test-results',
];

/** The lockfile's hash beside the cached tree it was installed from. */
const LOCK_MARK = 'node_modules/.package-lock.sha256';
export const INSTALL_UNLESS_CACHED = `sha256sum package-lock.json | cmp -s - ${LOCK_MARK} || { npm install --no-audit --no-fund && sha256sum package-lock.json > ${LOCK_MARK}; }`;

export class Rebuild extends Construct {
  readonly fn: NodejsFunction;
  readonly project: Project;
  /** The deployed site code: the source asset's hash (SITE_SOURCE; functions/rebuild/deployed.ts). */
  readonly sourceHash: string;

  constructor(scope: Construct, id: string, props: RebuildProps) {
    super(scope, id);
    const source = new Asset(this, 'Source', {
      path: PROJECT_ROOT,
      exclude: SOURCE_EXCLUDES,
      ignoreMode: IgnoreMode.GIT,
    });
    const bucket = props.siteBucket.bucketName;
    this.sourceHash = source.assetHash;

    this.project = new Project(this, 'SiteBuild', {
      description: 'The public site: a partial or full astro build, changed files published to S3',
      source: Source.s3({ bucket: source.bucket, path: source.s3ObjectKey }),
      concurrentBuildLimit: 1,
      timeout: Duration.minutes(30),
      environment: {
        buildImage: LinuxArmBuildImage.AMAZON_LINUX_2023_STANDARD_3_0,
        computeType: ComputeType.SMALL,
      },
      environmentVariables: {
        TABLE_NAME: { value: props.table.tableName },
        AWS_REGION: { value: Stack.of(this).region },
        SITE_URL: { value: props.siteUrl },
        // The pages read the table itself; without this a build looks for a local store (site/build/data.ts).
        SITE_BUILD_STORE: { value: 'aws' },
        ASTRO_TELEMETRY_DISABLED: { value: '1' },
        SITE_BUCKET: { value: bucket },
        // Recorded with each publish; the schedule Lambda compares it with the deployed one.
        SITE_SOURCE: { value: this.sourceHash },
        DISTRIBUTION_ID: { value: props.distribution.distributionId },
        ...Object.fromEntries(
          Object.entries(props.socialLinks ?? {}).map(([name, value]) => [name, { value }]),
        ),
      },
      // node_modules stays on the build host between builds (a local cache); the install runs only when the
      // lockfile differs from the one the cached tree was installed from, as after a deploy that changed it.
      cache: Cache.local(LocalCacheMode.CUSTOM),
      buildSpec: BuildSpec.fromObject({
        version: '0.2',
        phases: {
          install: {
            'runtime-versions': { nodejs: 22 },
            commands: [INSTALL_UNLESS_CACHED],
          },
          build: {
            // One command: the recorded changes read, the partial or full build, the publish, the records cleared
            // (scripts/pipeline/rebuild.ts). The flag: type stripping is on by default only from Node 22.18.
            commands: ['node --experimental-strip-types scripts/pipeline/rebuild.ts'],
          },
        },
        cache: { paths: ['node_modules/**/*'] },
      }),
    });
    // Source.s3 already lets the job read its one source object; granting the whole asset bucket would be more.
    props.table.grantReadData(this.project);
    // The one write: deleting the records of the changes the published build covered (scripts/pipeline/rebuild.ts).
    props.table.grant(this.project, 'dynamodb:BatchWriteItem');
    // What the publisher calls: GetObject (the manifest), ListBucket (a first publish's leftovers, and a
    // missing manifest answering 404 rather than 403), PutObject and DeleteObject (DeleteObjects).
    this.project.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        resources: [props.siteBucket.arnForObjects('*')],
      }),
    );
    this.project.addToRolePolicy(
      new PolicyStatement({ actions: ['s3:ListBucket'], resources: [props.siteBucket.bucketArn] }),
    );
    this.project.addToRolePolicy(
      new PolicyStatement({
        actions: ['cloudfront:CreateInvalidation'],
        resources: [
          `arn:aws:cloudfront::${Stack.of(this).account}:distribution/${props.distribution.distributionId}`,
        ],
      }),
    );

    this.fn = bundledFunction(this, 'Hook', {
      entry: 'functions/rebuild/handler.ts',
      description: 'A11y Tech News rebuild hook (starts the site build)',
      memorySize: 256,
      timeout: Duration.minutes(14),
      // Serialises check-then-start (functions/rebuild/cloud.ts): never two builds at once.
      reservedConcurrentExecutions: 1,
      environment: { BUILD_PROJECT_NAME: this.project.projectName },
    });
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: [
          'codebuild:StartBuild',
          'codebuild:ListBuildsForProject',
          'codebuild:BatchGetBuilds',
        ],
        resources: [this.project.projectArn],
      }),
    );
  }
}
