// The API: the Hono app in one Lambda behind an HTTP API (payload v2) on /api/{proxy+}, the view beacon on a route of its own.
import { Duration } from 'aws-cdk-lib';
import type { CfnRoute, CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpApi, HttpMethod, PayloadFormatVersion } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { bundledFunction } from './lambda.ts';

/**
 * Requests a second, and the burst above it, that API Gateway lets through each route before it answers 429: far
 * above what reaches the Lambda past CloudFront's cache (the pages are static, the public answers are cached,
 * product.md §11.15) and what the editors send, far below a flood's bill.
 */
export const API_RATE_LIMIT = 100;
export const API_BURST_LIMIT = 200;

/**
 * Every article view POSTs a beacon, which no cache can answer: it gets its own route and budget, so a burst of
 * readers spends this one (past it a beacon gets 429 and the view goes uncounted, the page unaffected) and never
 * the budget of the GETs behind the catch-all route (product.md §11.15).
 */
const VIEW_BEACON_PATH = '/api/articles/{id}/view';
export const VIEW_BEACON_ROUTE_KEY = `POST ${VIEW_BEACON_PATH}`;
export const VIEW_BEACON_RATE_LIMIT = 50;
export const VIEW_BEACON_BURST_LIMIT = 100;

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
    const integration = new HttpLambdaIntegration('Integration', this.fn, {
      payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
    });
    this.httpApi.addRoutes({ path: '/api/{proxy+}', methods: [HttpMethod.ANY], integration });
    const [beacon] = this.httpApi.addRoutes({
      path: VIEW_BEACON_PATH,
      methods: [HttpMethod.POST],
      integration,
    });
    // What passes CloudFront's cache reaches the Lambda: these cap what a flood costs.
    const stage = this.httpApi.defaultStage!.node.defaultChild as CfnStage;
    stage.defaultRouteSettings = {
      throttlingRateLimit: API_RATE_LIMIT,
      throttlingBurstLimit: API_BURST_LIMIT,
    };
    // Raw JSON for CloudFormation, keyed by route key; the route must exist before the stage names it.
    stage.routeSettings = {
      [VIEW_BEACON_ROUTE_KEY]: {
        ThrottlingRateLimit: VIEW_BEACON_RATE_LIMIT,
        ThrottlingBurstLimit: VIEW_BEACON_BURST_LIMIT,
      },
    };
    stage.addDependency(beacon!.node.defaultChild as CfnRoute);
  }

  /** Later wiring: the import and rebuild functions and the public origin exist only after the API. */
  setEnvironment(name: string, value: string) {
    this.fn.addEnvironment(name, value);
  }
}
