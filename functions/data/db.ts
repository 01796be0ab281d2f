// The DynamoDB handle shared by every access pattern: the table name and the operations on it.
// aws-lite makes the calls: items go in and come out as plain values (it marshals them, as the SDK's
// document client did), and it starts in a fraction of the SDK's time (docs/decisions.md).
import awsLite, { type AwsLiteConfig } from '@aws-lite/client';
import dynamodbPlugin from '@aws-lite/dynamodb';
import type { CreateTableCommandInput, DescribeTableCommandOutput } from '@aws-sdk/client-dynamodb';
import type {
  BatchGetCommandInput,
  BatchGetCommandOutput,
  BatchWriteCommandInput,
  BatchWriteCommandOutput,
  DeleteCommandInput,
  DeleteCommandOutput,
  GetCommandInput,
  GetCommandOutput,
  PutCommandInput,
  PutCommandOutput,
  QueryCommandInput,
  QueryCommandOutput,
  ScanCommandInput,
  ScanCommandOutput,
  UpdateCommandInput,
  UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';

/** A response without the SDK's request metadata, which aws-lite does not give. */
type Out<T> = Omit<T, '$metadata'>;

/**
 * The DynamoDB operations this project uses, named as in the DynamoDB API. Inputs and outputs are
 * the SDK document client's types: aws-lite takes the same inputs and answers the same plain values,
 * but for a Query's LastEvaluatedKey, which stays in DynamoDB's own JSON. Treat it as opaque: pass it
 * back unchanged as ExclusiveStartKey (aws-lite sends that one as given), never build one from values.
 */
export interface Dynamo {
  GetItem(input: GetCommandInput): Promise<Out<GetCommandOutput>>;
  PutItem(input: PutCommandInput): Promise<Out<PutCommandOutput>>;
  UpdateItem(input: UpdateCommandInput): Promise<Out<UpdateCommandOutput>>;
  DeleteItem(input: DeleteCommandInput): Promise<Out<DeleteCommandOutput>>;
  Query(input: QueryCommandInput): Promise<Out<QueryCommandOutput>>;
  Scan(input: ScanCommandInput): Promise<Out<ScanCommandOutput>>;
  BatchGetItem(input: BatchGetCommandInput): Promise<Out<BatchGetCommandOutput>>;
  BatchWriteItem(input: BatchWriteCommandInput): Promise<Out<BatchWriteCommandOutput>>;
  CreateTable(input: CreateTableCommandInput): Promise<unknown>;
  DescribeTable(input: { TableName: string }): Promise<Out<DescribeTableCommandOutput>>;
}

/** Every operation of `Dynamo`, once: the compiler refuses a name missing here or unknown there. */
const OPERATIONS = Object.keys({
  GetItem: true,
  PutItem: true,
  UpdateItem: true,
  DeleteItem: true,
  Query: true,
  Scan: true,
  BatchGetItem: true,
  BatchWriteItem: true,
  CreateTable: true,
  DescribeTable: true,
} satisfies Record<keyof Dynamo, true>) as (keyof Dynamo)[];

export interface Db {
  dynamo: Dynamo;
  table: string;
}

export interface DbOptions {
  table: string;
  region: string;
  /** Local dynalite address; unset in AWS. */
  endpoint?: string;
}

/** The configuration's store (config.ts names): TABLE_NAME, AWS_REGION and, locally, DYNAMODB_ENDPOINT. */
export function dbFromConfig(config: {
  TABLE_NAME: string;
  AWS_REGION: string;
  DYNAMODB_ENDPOINT?: string | undefined;
}): Db {
  return createDb({
    table: config.TABLE_NAME,
    region: config.AWS_REGION,
    ...(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT } : {}),
  });
}

/** Creates the client once; callers keep it at module scope (Lambda) or for the process (local). */
export function createDb({ table, region, endpoint }: DbOptions): Db {
  const config: AwsLiteConfig & { awsjsonMarshall: Record<string, boolean> } = {
    region,
    ...(endpoint ? { endpoint, accessKeyId: 'local', secretAccessKey: 'local' } : {}),
    plugins: [dynamodbPlugin],
    autoloadPlugins: false,
    // Two retries (the SDK's maxAttempts: 3); connections kept open, locally as in AWS.
    retries: 2,
    keepAlive: true,
    // As the SDK's document client was set: undefined attributes are left out.
    awsjsonMarshall: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  };
  const client = awsLite(config);
  // The client is ready after a tick (it reads its configuration); a failure surfaces on first use.
  client.catch(() => {});
  const dynamo = Object.fromEntries(
    OPERATIONS.map((name) => [
      name,
      async (input: unknown) => ((await client) as unknown as Client).DynamoDB[name](input),
    ]),
  ) as unknown as Dynamo;
  return { dynamo, table };
}

/** The client with its DynamoDB plugin loaded (aws-lite's own types leave plugins untyped). */
type Client = {
  DynamoDB: Record<keyof Dynamo, (input: unknown) => Promise<unknown>>;
};

/**
 * A binary attribute to write. DynamoDB's JSON protocol carries binary values as base64 text; aws-lite
 * sends each value's JSON form, so the Buffer answered here gives base64 as its JSON form. Read back,
 * a binary attribute is that base64 text (see `bytesOf`).
 */
export function binary(bytes: Uint8Array): Buffer {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  buffer.toJSON = () => buffer.toString('base64') as unknown as ReturnType<Buffer['toJSON']>;
  return buffer;
}

/** A binary attribute as read (base64 text from aws-lite, bytes from a caller); else undefined. */
export function bytesOf(value: unknown): Uint8Array | undefined {
  if (typeof value === 'string') return Buffer.from(value, 'base64');
  return value instanceof Uint8Array ? value : undefined;
}

/** Every page of a Query in order, one request at a time (aws-lite follows LastEvaluatedKey). */
export async function* queryPages(
  db: Db,
  input: QueryCommandInput,
): AsyncGenerator<Out<QueryCommandOutput>> {
  const pages = (await db.dynamo.Query({
    ...input,
    paginate: 'iterator',
  } as QueryCommandInput)) as unknown as AsyncIterable<Out<QueryCommandOutput>>;
  yield* pages;
}
