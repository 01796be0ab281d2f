// The CodeBuild job's upload step (`node scripts/pipeline/publish-site.ts dist`): only changed files to SITE_BUCKET, then a CloudFront invalidation of what changed.
import { awsSitePort } from '../../functions/publish/aws.ts';
import { publish } from '../../functions/publish/publish.ts';

const dir = process.argv[2] ?? 'dist';
const bucket = process.env.SITE_BUCKET;
const distributionId = process.env.DISTRIBUTION_ID;
if (!bucket || !distributionId) {
  console.error('publish-site: SITE_BUCKET and DISTRIBUTION_ID must be set');
  process.exit(1);
}
const started = Date.now();
await publish(dir, awsSitePort(bucket, distributionId), (line) => console.log(line));
console.log(
  `Published ${dir} to s3://${bucket} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
