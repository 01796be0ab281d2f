// The whole product in one stack: data, API, site + CDN, scheduled import, rebuild hook.
import { CfnOutput, CfnParameter, Stack, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { Api } from './constructs/api.ts';
import { DataStore } from './constructs/data.ts';
import { Feeds } from './constructs/feeds.ts';
import { Rebuild } from './constructs/rebuild.ts';
import { privateBucket, Site } from './constructs/site.ts';

export class NewsStack extends Stack {
  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    // Secrets (DESIGN departure 1): the password's scrypt hash is a NoEcho deploy parameter, never the password
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
    });

    api.setEnvironment('SITE_URL', site.url);
    api.setEnvironment('IMPORT_FUNCTION_NAME', feeds.fn.functionName);
    api.setEnvironment('REBUILD_FUNCTION_NAME', rebuild.fn.functionName);
    feeds.fn.grantInvoke(api.fn);
    rebuild.fn.grantInvoke(api.fn);
    // An import that adds articles marks the site stale too.
    feeds.fn.addEnvironment('REBUILD_FUNCTION_NAME', rebuild.fn.functionName);
    rebuild.fn.grantInvoke(feeds.fn);

    new CfnOutput(this, 'SiteUrl', { value: site.url });
    new CfnOutput(this, 'ApiUrl', { value: api.httpApi.apiEndpoint });
    new CfnOutput(this, 'SiteBuildProject', {
      value: rebuild.project.projectName,
      description: 'Start it once after the first deploy',
    });
  }
}
