// The cdk-nag AwsSolutions findings this product accepts, each on the one resource it concerns and with why (infra/nag.test.ts checks the rest).
import { type CfnElement, type Stack, Token, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

interface Acknowledgement {
  /** Construct paths below the stack, down to the CloudFormation resource. */
  paths: string[];
  /** Rule ids, with the finding in brackets where the rule reports several (IAM4, IAM5). */
  ids: string[];
  reason: string;
}

const LAMBDAS = [
  'Api/Handler',
  'Feeds/Import',
  'Rebuild/Hook',
  'Mail/Newsletter',
  'Scheduling/Publisher',
];
const policyOf = (fn: string) => `${fn}/ServiceRole/DefaultPolicy/Resource`;
const BUILD_POLICY = 'Rebuild/SiteBuild/Role/DefaultPolicy/Resource';
const S3_READ = ['s3:GetObject*', 's3:GetBucket*', 's3:List*'].map(
  (a) => `AwsSolutions-IAM5[Action::${a}]`,
);

function acknowledgements(stack: Stack): Acknowledgement[] {
  const at = (path: string) => find(stack, path);
  const arnOf = (path: string) => `<${stack.getLogicalId(at(path) as CfnElement)}.Arn>`;
  const refOf = (path: string) => `<${stack.getLogicalId(at(path) as CfnElement)}>`;
  // Findings print the ARN as synthesized: a real deploy has no fixed region or account.
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  const project = refOf('Rebuild/SiteBuild/Resource');
  const invoke = (fn: string) => `AwsSolutions-IAM5[Resource::${arnOf(`${fn}/Resource`)}:*]`;

  return [
    {
      paths: ['SessionSecret/Resource', 'OriginVerifySecret/Resource'],
      ids: ['AwsSolutions-SMG4'],
      reason:
        'Both values are resolved into the Lambda environment and the CloudFront origin header at deploy time: a rotation would not reach them before the next deploy, and would refuse every API call (origin secret) or sign every admin out (session secret) until then. They are rotated by redeploying.',
    },
    {
      paths: ['UploadsBucket/Resource', 'Site/SiteBucket/Resource'],
      ids: ['AwsSolutions-S1'],
      reason:
        'Readers reach both buckets only through CloudFront (OAC), and only the build job (site) and the API (uploads) write them; server access logs would take a third bucket to record requests no reader makes directly.',
    },
    {
      paths: ['Site/Distribution/Resource'],
      ids: ['AwsSolutions-CFR3'],
      reason:
        "A news site with no use for per-reader request logs: they would keep every reader's IP address, and views are counted by the API itself.",
    },
    {
      paths: ['Site/Distribution/Resource'],
      ids: ['AwsSolutions-CFR4'],
      reason:
        "The stack serves on the distribution's own cloudfront.net name, whose default certificate has a security policy CloudFront fixes; a TLS minimum can only be set with a custom domain and its ACM certificate, which this stack does not take. Origins use TLS 1.2 (CFR5 passes).",
    },
    {
      paths: ['Site/Distribution/Resource'],
      ids: ['AwsSolutions-CFR1'],
      reason: 'A public news site for readers anywhere: no country is to be refused.',
    },
    {
      paths: ['Site/Distribution/Resource'],
      ids: ['AwsSolutions-CFR2'],
      reason:
        'The pages are static files served from the CDN cache; the API refuses requests that bypass CloudFront (x-origin-verify) and throttles logins itself. A web ACL would cost more per month than the rest of the stack at this size.',
    },
    {
      paths: [
        'Api/HttpApi/ANY--api--{proxy+}/Resource',
        'Api/HttpApi/POST--api--articles--{id}--view/Resource',
      ],
      ids: ['AwsSolutions-APIG4'],
      reason:
        'The reader API is public by design (the view beacon too, on its own throttled route); admin routes check the session cookie in the app (functions/api/auth), and every route requires the CloudFront-only x-origin-verify header.',
    },
    {
      paths: ['Api/HttpApi/DefaultStage/Resource'],
      ids: ['AwsSolutions-APIG1'],
      reason:
        "The API Lambda logs its errors to its own log group; stage access logs would add a line with the reader's IP address for every request, which this product does not keep.",
    },
    {
      paths: ['Rebuild/SiteBuild/Resource'],
      ids: ['AwsSolutions-CB4'],
      reason:
        'The build produces no CodeBuild artifacts (it publishes the public site to the SSE-S3 site bucket itself), and its source is the already public project code: a customer-managed KMS key would protect nothing secret.',
    },
    {
      paths: LAMBDAS.map((fn) => `${fn}/ServiceRole/Resource`),
      ids: [
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      ],
      reason:
        'AWS keeps this policy to exactly what a function needs to write its logs (CreateLogGroup, CreateLogStream, PutLogEvents); a hand-written copy would only drift.',
    },
    {
      paths: [...LAMBDAS.filter((fn) => fn !== 'Rebuild/Hook').map(policyOf), BUILD_POLICY],
      ids: [`AwsSolutions-IAM5[Resource::${arnOf('Data/Table/Resource')}/index/*]`],
      reason:
        "The table grant names the table's indexes as table/index/*: the data layer queries its GSIs (functions/data/table.ts). It covers this one table.",
    },
    {
      paths: [policyOf('Api/Handler')],
      ids: [
        ...S3_READ,
        'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
        'AwsSolutions-IAM5[Action::s3:Abort*]',
        `AwsSolutions-IAM5[Resource::${arnOf('UploadsBucket/Resource')}/*]`,
      ],
      reason:
        'The API stores, serves and deletes article images under any uploads/NAME in the uploads bucket (uploads.grantReadWrite); the wildcards stay within that bucket.',
    },
    {
      paths: [policyOf('Api/Handler')],
      ids: ['Mail/Newsletter', 'Feeds/Import', 'Rebuild/Hook'].map(invoke),
      reason:
        'grantInvoke covers the function and its versions (ARN:*): the API starts the newsletter, import and rebuild functions, those three only.',
    },
    {
      paths: [policyOf('Feeds/Import')],
      ids: [invoke('Rebuild/Hook')],
      reason:
        'grantInvoke covers the function and its versions (ARN:*): an import that adds articles starts the rebuild hook.',
    },
    {
      paths: [policyOf('Scheduling/Publisher')],
      ids: [invoke('Rebuild/Hook')],
      reason:
        'grantInvoke covers the function and its versions (ARN:*): publishing a scheduled article starts the rebuild hook.',
    },
    {
      paths: [BUILD_POLICY],
      ids: [
        ...S3_READ,
        `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:logs:${region}:${account}:log-group:/aws/codebuild/${project}:*]`,
        `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:codebuild:${region}:${account}:report-group/${project}-*]`,
      ],
      reason:
        "CodeBuild's own grants: reading the one source object it builds (Source.s3), and writing this project's log streams and report groups only.",
    },
    {
      paths: [BUILD_POLICY],
      ids: [`AwsSolutions-IAM5[Resource::${arnOf('Site/SiteBucket/Resource')}/*]`],
      reason:
        'The publisher (functions/publish) puts and deletes any page of the site: every object of the site bucket, and only GetObject, PutObject and DeleteObject.',
    },
  ];
}

/** The construct at a path below the stack; a renamed construct fails loudly rather than losing its acknowledgement. */
function find(stack: Stack, path: string): IConstruct {
  let node: IConstruct = stack;
  for (const id of path.split('/')) {
    const child = node.node.tryFindChild(id);
    if (!child) throw new Error(`nag-suppressions: no construct ${stack.node.path}/${path}`);
    node = child;
  }
  return node;
}

export function acknowledgeNagFindings(stack: Stack): void {
  for (const { paths, ids, reason } of acknowledgements(stack)) {
    for (const path of paths) {
      Validations.of(find(stack, path)).acknowledge(...ids.map((id) => ({ id, reason })));
    }
  }
}
