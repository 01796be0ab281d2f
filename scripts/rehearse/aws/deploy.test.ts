// The AWS side deployed from a real synthesized template: the API Lambda against the emulated table, IAM refusals
// and the report, async invokes and reserved concurrency, the origin read, SES and CloudFront through the endpoint.
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { InvokeCommand, LambdaClient, TooManyRequestsException } from '@aws-sdk/client-lambda';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../functions/api/auth/password.ts';
import { createArticle, createDb } from '../../../functions/data/index.ts';
import { apiEvent } from '../../../tests/support/api-handler.ts';
import { newArticle } from '../../../tests/support/data.ts';
import { synthesized } from '../synth.ts';
import { REGION } from '../template.ts';
import { deploy, type Deployment } from './deploy.ts';

let d: Deployment;
const fn = (prefix: string) => d.functions.find((f) => f.logicalId.startsWith(prefix))!;
const client = <T>(Client: new (config: object) => T, role: string): T =>
  new Client({ region: REGION, endpoint: d.endpointUrl, credentials: d.credentialsFor(role) });

/** GET /api/articles as API Gateway sends it through the stack's route (its source ARN matches the permission). */
function articlesEvent() {
  const secret = [...d.secrets].find(([arn]) => arn.includes('OriginVerify'))![1];
  const event = apiEvent({
    method: 'GET',
    path: '/api/articles',
    headers: { 'x-origin-verify': secret },
  });
  const [apiId] = d.stack.only('AWS::ApiGatewayV2::Api');
  const route = 'ANY /api/{proxy+}';
  return {
    ...event,
    routeKey: route,
    requestContext: { ...event.requestContext, apiId: d.stack.ref(apiId), routeKey: route },
  };
}

beforeAll(async () => {
  d = await deploy(await synthesized(), {
    parameters: { AdminPasswordHash: await hashPassword('rehearsal password') },
    seedNodeModules: false,
  });
  const db = createDb({
    table: d.dynamo.tables[0]!.name,
    region: REGION,
    endpoint: d.dynamo.endpoint,
  });
  await createArticle(db, newArticle({ title: 'Rehearsed screen reader news' }));
}, 120_000);
afterAll(() => d?.stop());

describe('deploy()', () => {
  it('answers GET /api/articles 200 from the emulated table, through the API Lambda', async () => {
    const result = await d.invoke(fn('ApiHandler').name, articlesEvent());
    expect(result.ok).toBe(true);
    const payload = (result as { payload: { statusCode: number; body: string } }).payload;
    expect(payload.statusCode).toBe(200);
    expect(JSON.parse(payload.body)).toEqual([
      expect.objectContaining({ title: 'Rehearsed screen reader news' }),
    ]);
    const role = fn('ApiHandler').role;
    expect(d.calls).toContainEqual(
      expect.objectContaining({ service: 'dynamodb', caller: role, allowed: true }),
    );
    expect(d.calls).toContainEqual(
      expect.objectContaining({
        service: 'lambda',
        caller: 'apigateway.amazonaws.com',
        allowed: true,
      }),
    );
  });

  it('gives the same answer on a fresh instance per invocation', async () => {
    const warm = await d.invoke(fn('ApiHandler').name, articlesEvent());
    d.setFresh(true);
    try {
      const fresh = await d.invoke(fn('ApiHandler').name, articlesEvent());
      expect((fresh as { payload: { body: string } }).payload.body).toBe(
        (warm as { payload: { body: string } }).payload.body,
      );
    } finally {
      d.setFresh(false);
    }
  });

  it('answers AccessDenied to a role whose policy does not allow the DynamoDB call, and records it', async () => {
    const rebuildRole = fn('RebuildHook').role;
    const dynamo = client(DynamoDBClient, rebuildRole);
    await expect(
      dynamo.send(new ScanCommand({ TableName: d.dynamo.tables[0]!.name })),
    ).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });
    expect(d.calls.at(-1)).toEqual({
      service: 'dynamodb',
      action: 'Scan',
      resource: d.dynamo.tables[0]!.arn,
      caller: rebuildRole,
      allowed: false,
    });
  });

  it('accepts an Event invoke (202) and runs it in the background; a second call past reserved concurrency 1 is throttled', async () => {
    const lambda = client(LambdaClient, fn('ApiHandler').role);
    const rebuild = fn('RebuildHook');
    expect(rebuild.reserved).toBe(1);
    const accepted = await lambda.send(
      new InvokeCommand({
        FunctionName: rebuild.name,
        InvocationType: 'Event',
        Payload: Buffer.from('{"reason":"test"}'),
      }),
    );
    expect(accepted.StatusCode).toBe(202);
    const background = d.asyncInvocations.find((a) => a.functionName === rebuild.name)!;
    // The hook waits its settle time (REBUILD_SETTLE_MS, 2 s) before it looks at builds: still running when the next call comes.
    await expect.poll(() => background.status).toBe('running');
    await expect(
      lambda.send(new InvokeCommand({ FunctionName: rebuild.name, Payload: Buffer.from('{}') })),
    ).rejects.toBeInstanceOf(TooManyRequestsException);
  });

  it("fires a schedule rule: its target runs asynchronously with the rule's Input", async () => {
    const [invocation] = d.fire('FeedsSchedule9C6C869A');
    expect(invocation!.event).toEqual({ force: false });
    expect(invocation!.status).toBe('queued');
    const done = await invocation!.done;
    expect(done.status).toBe('succeeded');
    // An answer with an object payload (`{}` matches any object, as a subset).
    expect(done.attempts[0]).toMatchObject({ ok: true, payload: {} });
    expect(d.calls).toContainEqual(
      expect.objectContaining({ service: 'lambda', caller: 'events.amazonaws.com', allowed: true }),
    );
  });

  it('serves the site bucket to CloudFront as the bucket policy allows it: 200, and 403 for a missing key', async () => {
    const site = d.s3.buckets.find((b) => b.logicalId.startsWith('SiteSiteBucket'))!.name;
    await d.s3.put(site, 'index.html', '<h1>Home</h1>', 'text/html', 'max-age=60');
    const found = await d.s3OriginGet(site, 'index.html');
    expect(found.status).toBe(200);
    expect(found.headers['content-type']).toBe('text/html');
    expect(found.body.toString()).toBe('<h1>Home</h1>');
    expect((await d.s3OriginGet(site, 'missing.html')).status).toBe(403);
    expect(d.calls).toContainEqual(
      expect.objectContaining({
        service: 's3',
        action: 'GetObject',
        caller: 'cloudfront.amazonaws.com',
        allowed: true,
      }),
    );
  });

  it('keeps SES mail with its headers, refuses a role without ses:SendEmail; hands invalidations to the edge', async () => {
    const raw = [
      'From: A11y Tech News <newsletter@example.org>',
      'To: reader@example.net',
      'Subject: Digest',
      'List-Unsubscribe: <https://example.org/u?t=1>',
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Hello',
    ].join('\r\n');
    const send = (role: string) =>
      client(SESv2Client, role).send(
        new SendEmailCommand({
          Destination: { ToAddresses: ['reader@example.net'] },
          Content: { Raw: { Data: Buffer.from(raw) } },
        }),
      );
    await send(fn('MailNewsletter').role);
    expect(d.outbox.at(-1)).toMatchObject({
      to: ['reader@example.net'],
      subject: 'Digest',
      headers: {
        'list-unsubscribe': '<https://example.org/u?t=1>',
        'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
      },
    });
    await expect(send(fn('RebuildHook').role)).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });

    const dropped: string[][] = [];
    d.onInvalidation((i) => void dropped.push(i.paths));
    const [distribution] = d.stack.only('AWS::CloudFront::Distribution');
    const buildRole = d.stack.only('AWS::CodeBuild::Project')[1].Properties!.ServiceRole as {
      'Fn::GetAtt': [string];
    };
    await client(CloudFrontClient, buildRole['Fn::GetAtt'][0]).send(
      new CreateInvalidationCommand({
        DistributionId: d.stack.ref(distribution),
        InvalidationBatch: { CallerReference: 'x', Paths: { Quantity: 1, Items: ['/index.html'] } },
      }),
    );
    expect(dropped).toEqual([['/index.html']]);
    expect(d.invalidations).toHaveLength(1);
  });

  it('reports allowed N of N, the denied calls and the statements no call used', () => {
    const report = d.iamReport();
    expect(report.calls).toBe(d.calls.length);
    expect(report.allowed).toBe(d.calls.filter((c) => c.allowed).length);
    expect(report.denied.map((c) => `${c.service}:${c.action}`).sort()).toEqual([
      'dynamodb:Scan',
      'ses:SendEmail',
    ]);
    // Stream reads are granted (grantReadWriteData) though the table has no stream: never used.
    expect(report.unusedStatements.some((s) => s.actions.includes('dynamodb:GetRecords'))).toBe(
      true,
    );
    expect(d.calls).toContainEqual(
      expect.objectContaining({ service: 'secretsmanager', caller: 'cloudformation' }),
    );
  });
});
