// RSS import: the import Lambda on an EventBridge schedule (every 30 minutes), also invoked by POST /api/rss/update.
import { Duration } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { bundledFunction } from './lambda.ts';

/** The configuration default: FEED_INTERVAL_MINUTES is 30. */
export const IMPORT_INTERVAL_MINUTES = 30;

export class Feeds extends Construct {
  readonly fn: NodejsFunction;

  constructor(scope: Construct, id: string, props: { table: ITableV2 }) {
    super(scope, id);
    this.fn = bundledFunction(this, 'Import', {
      entry: 'functions/import/handler.ts',
      description: 'A11y Tech News RSS import',
      // Lambda gives CPU in proportion to memory, and an import is CPU-bound (SDK work per request;
      // docs/benchmarks.md), so it gets 1024 MB, not 512.
      memorySize: 1024,
      timeout: Duration.minutes(5),
      // One import at a time, like the local timer; the API's refresh calls invoke this function
      // too, and a call while it runs is throttled (409 'An import is already running').
      reservedConcurrentExecutions: 1,
      environment: { TABLE_NAME: props.table.tableName },
    });
    props.table.grantReadWriteData(this.fn);
    // Async calls (the schedule, POST /api/rss/update) that arrive while an import runs are throttled;
    // Lambda would keep retrying them for 6 hours and run another full import each time. Dropping them
    // after a minute is joining the running import; a failed import is not retried either (the next
    // schedule comes in 30 minutes).
    this.fn.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(1) });
    new Rule(this, 'Schedule', {
      description: `RSS import every ${IMPORT_INTERVAL_MINUTES} minutes`,
      schedule: Schedule.rate(Duration.minutes(IMPORT_INTERVAL_MINUTES)),
      targets: [
        new LambdaFunction(this.fn, {
          event: RuleTargetInput.fromObject({ force: false }),
          retryAttempts: 0,
        }),
      ],
    });
  }
}
