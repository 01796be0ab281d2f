// The newsletter: its Lambda (digests one at a time, under their lock) on a weekly EventBridge schedule, also invoked by POST /api/newsletter/send and POST /api/subscribe; SES sending limited to one identity.
import { Duration, Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { Function as BundledFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { bundledFunction } from './lambda.ts';

/** config.ts's NEWSLETTER_INTERVAL_DAYS default: a weekly digest. */
export const DIGEST_INTERVAL_DAYS = 7;
/** How soon a digest left unfinished (a run stopped at its time limit, or cut off) goes on. */
export const RESUME_EVERY_MINUTES = 15;

export interface MailProps {
  table: ITableV2;
  /** The verified SES identity mail is sent from: a domain (example.org) or an address. */
  identity: string;
  /** MAIL_FROM; its address must belong to `identity`. */
  from: string;
  /** Signs the newsletter links (a Secrets Manager dynamic reference, the API's session secret). */
  sessionSecret: string;
  siteUrl: string;
}

export class Mail extends Construct {
  readonly fn: BundledFunction;
  /** ses:SendEmail on the sending identity only (SES v2's SendEmail, raw content included, needs no other action). */
  readonly sendPolicy: PolicyStatement;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.sendPolicy = new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [
        Stack.of(this).formatArn({
          service: 'ses',
          resource: 'identity',
          resourceName: props.identity,
        }),
      ],
    });
    this.fn = bundledFunction(this, 'Newsletter', {
      entry: 'functions/newsletter/handler.ts',
      description: 'A11y Tech News newsletter digest',
      memorySize: 512,
      // At NEWSLETTER_RATE_PER_SECOND (10) a run sends about 8,400 mails, stops a minute short of
      // this limit, and the Resume rule below goes on with the rest (never mailing anyone twice).
      timeout: Duration.minutes(15),
      // A digest run, a resume tick and a sign-up at once: a sign-up (POST /api/subscribe) must not wait
      // for a digest's 15 minutes. One digest sends at a time all the same: its lock in the store refuses a
      // second sender, and each delivery is recorded before its mail leaves (functions/newsletter/runs.ts).
      reservedConcurrentExecutions: 3,
      environment: {
        TABLE_NAME: props.table.tableName,
        SESSION_SECRET: props.sessionSecret,
        SITE_URL: props.siteUrl,
        MAIL_FROM: props.from,
        NEWSLETTER_INTERVAL_DAYS: String(DIGEST_INTERVAL_DAYS),
      },
    });
    props.table.grantReadWriteData(this.fn);
    this.allowSending(this.fn);
    new Rule(this, 'Schedule', {
      description: `Newsletter digest every ${DIGEST_INTERVAL_DAYS} days`,
      schedule: Schedule.rate(Duration.days(DIGEST_INTERVAL_DAYS)),
      targets: [
        new LambdaFunction(this.fn, { event: RuleTargetInput.fromObject({ schedule: 'weekly' }) }),
      ],
    });
    // A tick with nothing unfinished is one read of the latest digest.
    new Rule(this, 'Resume', {
      description: `Resumes an unfinished newsletter digest every ${RESUME_EVERY_MINUTES} minutes`,
      schedule: Schedule.rate(Duration.minutes(RESUME_EVERY_MINUTES)),
      targets: [
        new LambdaFunction(this.fn, { event: RuleTargetInput.fromObject({ resume: true }) }),
      ],
    });
  }

  /** The API sends confirmation mails itself. */
  allowSending(grantee: IGrantable) {
    grantee.grantPrincipal.addToPrincipalPolicy(this.sendPolicy);
  }
}
