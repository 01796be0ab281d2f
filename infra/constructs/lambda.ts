// One way to package every Lambda: NodejsFunction with local esbuild, ESM, node24, minified, AWS SDK bundled.
import type { Duration } from 'aws-cdk-lib';
import { RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** DESIGN: nodejs24.x when aws-cdk-lib has it (it does in 2.276). */
export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;

/** The same banner as scripts/build-functions.ts: CommonJS dependencies call require(). */
const REQUIRE_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

export interface BundledFunctionProps {
  /** Entry file relative to the project root, e.g. functions/api/handler.ts. */
  entry: string;
  memorySize: number;
  timeout: Duration;
  environment?: Record<string, string>;
  reservedConcurrentExecutions?: number;
  description: string;
}

export function bundledFunction(
  scope: Construct,
  id: string,
  props: BundledFunctionProps,
): NodejsFunction {
  return new NodejsFunction(scope, id, {
    entry: join(PROJECT_ROOT, props.entry),
    handler: 'handler',
    runtime: LAMBDA_RUNTIME,
    architecture: Architecture.ARM_64,
    memorySize: props.memorySize,
    timeout: props.timeout,
    description: props.description,
    projectRoot: PROJECT_ROOT,
    depsLockFilePath: join(PROJECT_ROOT, 'package-lock.json'),
    logGroup: new LogGroup(scope, `${id}Logs`, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    }),
    ...(props.reservedConcurrentExecutions
      ? { reservedConcurrentExecutions: props.reservedConcurrentExecutions }
      : {}),
    environment: { ...props.environment },
    bundling: {
      format: OutputFormat.ESM,
      target: 'node24',
      minify: true,
      sourceMap: false,
      // @react-email/render's optional prettier (scripts/build-functions.ts: UNUSED_MODULES).
      externalModules: ['prettier', 'prettier/*'],
      forceDockerBundling: false,
      banner: REQUIRE_BANNER,
      mainFields: ['module', 'main'],
    },
  });
}
