// The whole product in one stack: data, API, site + CDN, scheduled import, rebuild hook, scheduled publishing, newsletter.
import { CfnOutput, CfnParameter, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { Api } from './constructs/api.ts';
import { DataStore } from './constructs/data.ts';
import { Feeds } from './constructs/feeds.ts';
import { Mail } from './constructs/mail.ts';
import { acknowledgeNagFindings } from './nag-suppressions.ts';
import { Rebuild, type SocialLinks } from './constructs/rebuild.ts';
import { Scheduling } from './constructs/schedule.ts';
import { privateBucket, Site } from './constructs/site.ts';

export interface NewsStackProps extends StackProps {
  /**
   * The verified SES identity the newsletter is sent from (a domain, or one address), from
   * `cdk deploy -c mailFromIdentity=example.org`; unset, it is the MailFromDomain deploy parameter.
   */
  mailFromIdentity?: string;
  /** MAIL_FROM (`-c mailFrom=...`); default 'A11y Tech News <newsletter@IDENTITY>' (the address itself for an address identity). */
  mailFrom?: string;
  /** The footer's social links (`-c socialXUrl=https://... -c socialLinkedinUrl=... -c socialFacebookUrl=...`). */
  socialLinks?: SocialLinks;
}

export class NewsStack extends Stack {
  constructor(scope: Construct, id: string, props: NewsStackProps = {}) {
    super(scope, id, props);

    // Secrets (product.md §10.1): the password's scrypt hash is a NoEcho deploy parameter, never the password
    // itself; the session secret is generated in Secrets Manager and resolved at deploy time (no synth-time lookup).
    const passwordHash = new CfnParameter(this, 'AdminPasswordHash', {
      type: 'String',
      noEcho: true,
      description:
        'scrypt hash of the admin password, from functions/api/auth/password.ts hashPassword()',
      allowedPattern: '^scrypt\\$.+',
    });
    const sessionSecret = new Secret(this, 'SessionSecret', {
      description: 'Signs admin session cookies',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });

    const originSecret = new Secret(this, 'OriginVerifySecret', {
      description: 'CloudFront sends it to the API, which refuses requests without it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });

    const data = new DataStore(this, 'Data');
    const uploads = privateBucket(this, 'UploadsBucket');
    const api = new Api(this, 'Api', {
      table: data.table,
      uploads,
      adminPasswordHash: passwordHash.valueAsString,
      sessionSecret: sessionSecret.secretValue.unsafeUnwrap(),
      originSecret: originSecret.secretValue.unsafeUnwrap(),
    });
    const site = new Site(this, 'Site', {
      httpApi: api.httpApi,
      uploadsBucket: uploads,
      originSecret: originSecret.secretValue.unsafeUnwrap(),
    });
    const feeds = new Feeds(this, 'Feeds', { table: data.table });
    const rebuild = new Rebuild(this, 'Rebuild', {
      table: data.table,
      siteBucket: site.siteBucket,
      distribution: site.distribution,
      siteUrl: site.url,
      ...(props.socialLinks ? { socialLinks: props.socialLinks } : {}),
    });

    const identity =
      props.mailFromIdentity ??
      new CfnParameter(this, 'MailFromDomain', {
        type: 'String',
        description: 'The verified SES domain the newsletter is sent from (e.g. example.org)',
        allowedPattern: '^[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
      }).valueAsString;
    const mailFrom =
      props.mailFrom ??
      (props.mailFromIdentity?.includes('@')
        ? `A11y Tech News <${props.mailFromIdentity}>`
        : Fn.join('', ['A11y Tech News <newsletter@', identity, '>']));
    const mail = new Mail(this, 'Mail', {
      table: data.table,
      identity,
      from: mailFrom,
      sessionSecret: sessionSecret.secretValue.unsafeUnwrap(),
      siteUrl: site.url,
    });

    api.setEnvironment('SITE_URL', site.url);
    // The API hands sign-ups and digests to the newsletter Lambda, which alone sends mail (product.md §11.8).
    // MAIL_FROM is the API's too (config.ts requires it): without a function name the API would send itself.
    api.setEnvironment('MAIL_FROM', mailFrom);
    api.setEnvironment('NEWSLETTER_FUNCTION_NAME', mail.fn.functionName);
    mail.fn.grantInvoke(api.fn);
    api.setEnvironment('IMPORT_FUNCTION_NAME', feeds.fn.functionName);
    api.setEnvironment('REBUILD_FUNCTION_NAME', rebuild.fn.functionName);
    feeds.fn.grantInvoke(api.fn);
    rebuild.fn.grantInvoke(api.fn);
    // An import that adds articles marks the site stale too.
    feeds.fn.addEnvironment('REBUILD_FUNCTION_NAME', rebuild.fn.functionName);
    rebuild.fn.grantInvoke(feeds.fn);
    // Scheduled articles go live within a minute of their time, through the same rebuild hook.
    new Scheduling(this, 'Scheduling', {
      table: data.table,
      rebuild: rebuild.fn,
      siteSource: rebuild.sourceHash,
    });

    new CfnOutput(this, 'SiteUrl', { value: site.url });
    new CfnOutput(this, 'ApiUrl', { value: api.httpApi.apiEndpoint });
    new CfnOutput(this, 'SiteBuildProject', {
      value: rebuild.project.projectName,
      description:
        'The site build job: the schedule starts it after each deploy; an operator may too',
    });

    // The cdk-nag findings this product accepts, each with its reason (infra/nag.test.ts runs the checks).
    acknowledgeNagFindings(this);
  }
}
