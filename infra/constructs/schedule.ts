// Scheduled publishing (product.md §10.12): a small Lambda on an EventBridge rule every minute publishes the articles
// whose time has come and invokes the rebuild hook for them.
import { Duration } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { Function as BundledFunction, IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { bundledFunction } from './lambda.ts';

/** A scheduled article goes live within a minute of its time (product.md §10.12): the rule's rate. */
export const PUBLISH_CHECK_MINUTES = 1;

/**
 * The store calls a publish makes and no more (functions/data/articles/status.ts): the due Query on the
 * status index, the article's GetItem, then one transaction (TransactWriteItems, authorized item by item:
 * UpdateItem, PutItem, DeleteItem, ConditionCheckItem) with its revision, tag links, site change and search mark,
 * then its search postings (BatchGetItem, conditional PutItem/DeleteItem, BatchWriteItem); the Query of the
 * unbuilt site changes; and after a deploy, the published site's source (GetItem) and a change asking for every
 * page (PutItem). No Scan.
 */
export const PUBLISH_ACTIONS = [
  'dynamodb:ConditionCheckItem',
  'dynamodb:Query',
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:UpdateItem',
  'dynamodb:PutItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

export class Scheduling extends Construct {
  readonly fn: BundledFunction;

  constructor(
    scope: Construct,
    id: string,
    props: { table: ITableV2; rebuild: IFunction; siteSource: string },
  ) {
    super(scope, id);
    this.fn = bundledFunction(this, 'Publisher', {
      entry: 'functions/schedule/handler.ts',
      description: 'A11y Tech News scheduled publishing',
      memorySize: 256,
      // Done well before the next tick; one at a time, so two ticks never publish the same article.
      timeout: Duration.seconds(50),
      reservedConcurrentExecutions: 1,
      environment: {
        TABLE_NAME: props.table.tableName,
        REBUILD_FUNCTION_NAME: props.rebuild.functionName,
        // The deployed site code: a site built from other code is built again in full (rebuild/deployed.ts).
        SITE_SOURCE: props.siteSource,
      },
    });
    // table.grant names the table and its indexes (table/index/*) for these actions only.
    props.table.grant(this.fn, ...PUBLISH_ACTIONS);
    props.rebuild.grantInvoke(this.fn);
    // A tick that cannot run (one still running) is dropped: the next one comes within a minute.
    this.fn.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(1) });
    new Rule(this, 'Schedule', {
      description: `Publishes scheduled articles that are due, every ${PUBLISH_CHECK_MINUTES} minute`,
      schedule: Schedule.rate(Duration.minutes(PUBLISH_CHECK_MINUTES)),
      targets: [
        new LambdaFunction(this.fn, {
          event: RuleTargetInput.fromObject({ publishDue: true }),
          retryAttempts: 0,
        }),
      ],
    });
  }
}
