// One way to package every Lambda: scripts/pipeline/build-functions.ts (local esbuild, ESM, node24, minified, AWS SDK
// bundled, the API code-split) run at synth, so `npm run build:functions`, the benches and AWS get one bundle.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Duration } from 'aws-cdk-lib';
import { AssetHashType, DockerImage, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { LAMBDAS, type LambdaName } from '../../scripts/pipeline/build-functions.ts';

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runtime: nodejs24.x when aws-cdk-lib has it (it does in 2.276). */
export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;

export interface BundledFunctionProps {
  /** Entry file relative to the project root, one of scripts/pipeline/build-functions.ts LAMBDAS, e.g. functions/api/handler.ts. */
  entry: string;
  memorySize: number;
  timeout: Duration;
  environment?: Record<string, string>;
  reservedConcurrentExecutions?: number;
  description: string;
}

/**
 * The Lambda's code: scripts/pipeline/build-functions.ts writes index.mjs (and the API's lazy chunks) into the
 * asset folder. NodejsFunction cannot: it writes one file, and code splitting needs a folder. Hashed
 * by output, like NodejsFunction, so an unchanged bundle is not uploaded again.
 */
export function bundledCode(name: LambdaName): Code {
  return Code.fromAsset(PROJECT_ROOT, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never used: local bundling either succeeds or fails the synth (no Docker fallback).
      image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:24'),
      // What tryBundle runs. Also part of the asset cache key: without the name, CDK would reuse the
      // first Lambda's bundle for all four (it keys bundles on these options, and tryBundle is code).
      command: ['node', 'scripts/pipeline/build-functions.ts', name, '/asset-output'],
      local: {
        tryBundle(outputDir) {
          const script = join(PROJECT_ROOT, 'scripts', 'pipeline', 'build-functions.ts');
          const run = spawnSync(process.execPath, [script, name, outputDir], {
            cwd: PROJECT_ROOT,
            stdio: ['ignore', process.stderr, 'inherit'],
          });
          if (run.status !== 0)
            throw new Error(`bundling ${name} failed (exit ${run.status ?? run.signal})`);
          return true;
        },
      },
    },
  });
}

function lambdaName(entry: string): LambdaName {
  const found = (Object.keys(LAMBDAS) as LambdaName[]).find((name) => LAMBDAS[name] === entry);
  if (!found) throw new Error(`${entry} is not in scripts/pipeline/build-functions.ts LAMBDAS`);
  return found;
}

export function bundledFunction(
  scope: Construct,
  id: string,
  props: BundledFunctionProps,
): LambdaFunction {
  return new LambdaFunction(scope, id, {
    code: bundledCode(lambdaName(props.entry)),
    handler: 'index.handler',
    runtime: LAMBDA_RUNTIME,
    architecture: Architecture.ARM_64,
    memorySize: props.memorySize,
    timeout: props.timeout,
    description: props.description,
    logGroup: new LogGroup(scope, `${id}Logs`, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    }),
    ...(props.reservedConcurrentExecutions
      ? { reservedConcurrentExecutions: props.reservedConcurrentExecutions }
      : {}),
    environment: { ...props.environment },
  });
}
