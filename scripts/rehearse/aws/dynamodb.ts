// DynamoDB in the rehearsal: dynalite with the template's tables, behind the endpoint's IAM check (action from
// X-Amz-Target, resource the table ARN or table/NAME/index/IDX).
import { request as httpRequest } from 'node:http';
import { startDynalite, type RunningDynalite } from '../../../functions/data/local/dynalite.ts';
import type { Stack } from '../template.ts';
import type { AwsRequest, AwsResponse, Endpoint } from './endpoint.ts';

/** A table as the template defines it, ready for CreateTable; its TTL attribute when the template sets one. */
export interface TableDefinition {
  logicalId: string;
  name: string;
  arn: string;
  createInput: Record<string, unknown>;
  ttlAttribute: string | null;
}

/** The template's AWS::DynamoDB::GlobalTable and AWS::DynamoDB::Table resources as CreateTable inputs. */
export function tablesFromStack(stack: Stack): TableDefinition[] {
  const resources = [
    ...stack.ofType('AWS::DynamoDB::GlobalTable'),
    ...stack.ofType('AWS::DynamoDB::Table'),
  ];
  return resources.map(([id, r]) => {
    const p = stack.resolve(r.Properties ?? {}) as Record<string, unknown> & {
      TimeToLiveSpecification?: { AttributeName?: string; Enabled?: boolean };
      GlobalSecondaryIndexes?: Record<string, unknown>[];
      LocalSecondaryIndexes?: Record<string, unknown>[];
    };
    const name = stack.ref(id);
    const index = (i: Record<string, unknown>) => ({
      IndexName: i.IndexName,
      KeySchema: i.KeySchema,
      Projection: i.Projection,
    });
    const createInput = {
      TableName: name,
      AttributeDefinitions: p.AttributeDefinitions,
      KeySchema: p.KeySchema,
      BillingMode: p.BillingMode ?? 'PAY_PER_REQUEST',
      ...(p.GlobalSecondaryIndexes?.length
        ? { GlobalSecondaryIndexes: p.GlobalSecondaryIndexes.map(index) }
        : {}),
      ...(p.LocalSecondaryIndexes?.length
        ? { LocalSecondaryIndexes: p.LocalSecondaryIndexes.map(index) }
        : {}),
    };
    const ttl = p.TimeToLiveSpecification;
    return {
      logicalId: id,
      name,
      arn: stack.getAtt(id, 'Arn'),
      createInput,
      ttlAttribute: ttl?.Enabled !== false && ttl?.AttributeName ? ttl.AttributeName : null,
    };
  });
}

/** The IAM actions and resources of one DynamoDB call (a batch names one per table, a transaction one per item). */
export function dynamoAuthorizations(
  operation: string,
  input: Record<string, unknown>,
  tableArn: (nameOrArn: string) => string,
): { action: string; resource: string }[] {
  const one = (action: string, table: unknown, indexName?: unknown) => {
    const arn = tableArn(String(table));
    return { action, resource: typeof indexName === 'string' ? `${arn}/index/${indexName}` : arn };
  };
  if (operation === 'BatchGetItem' || operation === 'BatchWriteItem')
    return Object.keys((input.RequestItems as Record<string, unknown>) ?? {}).map((t) =>
      one(operation, t),
    );
  if (operation === 'TransactWriteItems' || operation === 'TransactGetItems') {
    const items = (input.TransactItems as Record<string, { TableName: string }>[]) ?? [];
    const names: Record<string, string> = {
      Put: 'PutItem',
      Update: 'UpdateItem',
      Delete: 'DeleteItem',
      ConditionCheck: 'ConditionCheckItem',
      Get: 'GetItem',
    };
    return items.flatMap((item) =>
      Object.entries(item).map(([kind, body]) => one(names[kind] ?? kind, body.TableName)),
    );
  }
  if (operation === 'ListTables') return [{ action: operation, resource: '*' }];
  return [one(operation, input.TableName ?? input.ResourceArn, input.IndexName)];
}

export interface DynamoEmulator {
  /** dynalite itself, for seeding and reading as an operator (no IAM, not recorded). */
  endpoint: string;
  tables: TableDefinition[];
  stop(): Promise<void>;
}

/** Starts dynalite, creates the template's tables, and registers the `dynamodb` service on the endpoint. */
export async function startDynamo(stack: Stack, endpoint: Endpoint): Promise<DynamoEmulator> {
  const tables = tablesFromStack(stack);
  const store: RunningDynalite = await startDynalite();
  const target = new URL(store.endpoint);
  const forward = (headers: Record<string, string>, body: Buffer) =>
    new Promise<AwsResponse>((resolve, reject) => {
      const req = httpRequest(
        { host: target.hostname, port: target.port, method: 'POST', path: '/', headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 500,
              headers: Object.fromEntries(
                Object.entries(res.headers)
                  .filter(([k]) => k !== 'content-length' && k !== 'connection')
                  .map(([k, v]) => [k, String(v)]),
              ),
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const call = async (operation: string, input: Record<string, unknown>) => {
    const answer = await forward(
      {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': `DynamoDB_20120810.${operation}`,
        authorization:
          'AWS4-HMAC-SHA256 Credential=operator/20000101/eu-west-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
        'x-amz-date': '20000101T000000Z',
      },
      Buffer.from(JSON.stringify(input)),
    );
    if (answer.status !== 200) throw new Error(`dynalite ${operation}: ${String(answer.body)}`);
  };
  for (const table of tables) await call('CreateTable', table.createInput);

  const tableArn = (nameOrArn: string) => {
    if (nameOrArn.startsWith('arn:')) return nameOrArn;
    return (
      tables.find((t) => t.name === nameOrArn)?.arn ??
      `${tables[0]?.arn.replace(/table\/.*/, '')}table/${nameOrArn}`
    );
  };
  const tableName = (nameOrArn: string) => nameOrArn.replace(/^arn:.*:table\//, '');

  endpoint.handle('dynamodb', async (request: AwsRequest) => {
    const operation = String(request.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
    const input = JSON.parse(request.body.toString('utf8') || '{}') as Record<string, unknown>;
    for (const { action, resource } of dynamoAuthorizations(operation, input, tableArn)) {
      const denied = endpoint.authorize(request.caller, `dynamodb:${action}`, resource);
      if (denied) return denied;
    }
    // dynalite has no UpdateTimeToLive: the template's TTL setting is answered from the template.
    if (operation === 'DescribeTimeToLive') {
      const table = tables.find((t) => t.name === tableName(String(input.TableName)));
      if (table)
        return {
          status: 200,
          headers: { 'content-type': 'application/x-amz-json-1.0' },
          body: JSON.stringify({
            TimeToLiveDescription: table.ttlAttribute
              ? { TimeToLiveStatus: 'ENABLED', AttributeName: table.ttlAttribute }
              : { TimeToLiveStatus: 'DISABLED' },
          }),
        };
    }
    // dynalite takes table names, not ARNs.
    if (typeof input.TableName === 'string') input.TableName = tableName(input.TableName);
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([k]) => k !== 'host' && k !== 'content-length' && k !== 'connection')
        .map(([k, v]) => [k, String(v)]),
    );
    return forward(headers, Buffer.from(JSON.stringify(input)));
  });

  return { endpoint: store.endpoint, tables, stop: () => store.close() };
}
