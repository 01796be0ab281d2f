// The API: the Hono app in one Lambda behind an HTTP API (payload v2) on /api/{proxy+}.
import { Duration } from 'aws-cdk-lib';
import type { CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpApi, HttpMethod, PayloadFormatVersion } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { bundledFunction } from './lambda.ts';

/**
 * Requests a second, and the burst above it, that API Gateway lets through before it answers 429: far above what
 * readers' islands and the editors send (the pages are static), far below a flood's bill.
 */
export const API_RATE_LIMIT = 100;
export const API_BURST_LIMIT = 200;

export interface ApiProps {
  table: ITableV2;
  uploads: IBucket;
  /** scrypt hash of the admin password (functions/api/auth/password.ts format). */
  adminPasswordHash: string;
  /** Session signing secret (a Secrets Manager dynamic reference). */
  sessionSecret: string;
  /** The secret CloudFront sends as x-origin-verify (a Secrets Manager dynamic reference). */
  originSecret: string;
}

export class Api extends Construct {
  readonly fn: LambdaFunction;
  readonly httpApi: HttpApi;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.fn = bundledFunction(this, 'Handler', {
      entry: 'functions/api/handler.ts',
      description: 'A11y Tech News API (Hono)',
      memorySize: 1024,
      timeout: Duration.seconds(29), // API Gateway's own limit is 30 s
      environment: {
        TABLE_NAME: props.table.tableName,
        UPLOADS_BUCKET: props.uploads.bucketName,
        ADMIN_PASSWORD_HASH: props.adminPasswordHash,
        SESSION_SECRET: props.sessionSecret,
        ORIGIN_VERIFY_SECRET: props.originSecret,
      },
    });
    props.table.grantReadWriteData(this.fn);
    props.uploads.grantReadWrite(this.fn);

    this.httpApi = new HttpApi(this, 'HttpApi', { description: 'A11y Tech News /api/*' });
    // CloudFront does not cache /api/*, so every request reaches the Lambda: this caps what a flood costs.
    const stage = this.httpApi.defaultStage!.node.defaultChild as CfnStage;
    stage.defaultRouteSettings = {
      throttlingRateLimit: API_RATE_LIMIT,
      throttlingBurstLimit: API_BURST_LIMIT,
    };
    this.httpApi.addRoutes({
      path: '/api/{proxy+}',
      methods: [HttpMethod.ANY],
      integration: new HttpLambdaIntegration('Integration', this.fn, {
        payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
      }),
    });
  }

  /** Later wiring: the import and rebuild functions and the public origin exist only after the API. */
  setEnvironment(name: string, value: string) {
    this.fn.addEnvironment(name, value);
  }
}
