// The DynamoDB handle shared by every access pattern: the table name and the operations on it.
// The AWS SDK's document client makes the calls: items go in and come out as plain values (binary
// attributes as Uint8Array), and a Query's LastEvaluatedKey comes back as plain values too.
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  type CreateTableCommandInput,
  type DescribeTableCommandOutput,
} from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactWriteCommand,
  UpdateCommand,
  type BatchGetCommandInput,
  type BatchGetCommandOutput,
  type BatchWriteCommandInput,
  type BatchWriteCommandOutput,
  type DeleteCommandInput,
  type DeleteCommandOutput,
  type GetCommandInput,
  type GetCommandOutput,
  type PutCommandInput,
  type PutCommandOutput,
  type QueryCommandInput,
  type QueryCommandOutput,
  type ScanCommandInput,
  type ScanCommandOutput,
  type TransactWriteCommandInput,
  type TransactWriteCommandOutput,
  type UpdateCommandInput,
  type UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';

/** A response without the SDK's request metadata, which no caller reads. */
type Out<T> = Omit<T, '$metadata'>;

/**
 * The DynamoDB operations this project uses, named as in the DynamoDB API, with the SDK document
 * client's inputs and outputs. Tests wrap these functions (tests/support/data.ts countRequests), so every call
 * to the store goes through one of them. They are plain functions (no `this`): a caller may take one
 * out and put it back.
 */
export interface Dynamo {
  GetItem: (input: GetCommandInput) => Promise<Out<GetCommandOutput>>;
  PutItem: (input: PutCommandInput) => Promise<Out<PutCommandOutput>>;
  UpdateItem: (input: UpdateCommandInput) => Promise<Out<UpdateCommandOutput>>;
  DeleteItem: (input: DeleteCommandInput) => Promise<Out<DeleteCommandOutput>>;
  Query: (input: QueryCommandInput) => Promise<Out<QueryCommandOutput>>;
  Scan: (input: ScanCommandInput) => Promise<Out<ScanCommandOutput>>;
  BatchGetItem: (input: BatchGetCommandInput) => Promise<Out<BatchGetCommandOutput>>;
  BatchWriteItem: (input: BatchWriteCommandInput) => Promise<Out<BatchWriteCommandOutput>>;
  /** All or nothing, up to 100 items (locally too: local/transactions.ts). */
  TransactWriteItems: (
    input: TransactWriteCommandInput,
  ) => Promise<Out<TransactWriteCommandOutput>>;
  CreateTable: (input: CreateTableCommandInput) => Promise<unknown>;
  DescribeTable: (input: { TableName: string }) => Promise<Out<DescribeTableCommandOutput>>;
}

export interface Db {
  dynamo: Dynamo;
  table: string;
}

export interface DbOptions {
  table: string;
  region: string;
  /** Local dynalite address; unset in AWS. */
  endpoint?: string;
  /** Per attempt; unless set, STORE_REQUEST_TIMEOUT_MS in AWS and LOCAL_STORE_REQUEST_TIMEOUT_MS locally. */
  requestTimeoutMs?: number;
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

/**
 * Time allowed to open a connection, and for a whole request and its answer, per attempt. DynamoDB
 * answers in milliseconds; a request past these is dropped and tried again (STORE_ATTEMPTS) rather than
 * left to hang until the Lambda's own timeout.
 */
export const STORE_CONNECT_TIMEOUT_MS = 3_000;
export const STORE_REQUEST_TIMEOUT_MS = 5_000;
/**
 * The same bound for the local store: dynalite answers in the product's own process, on cores it shares with site
 * builds and browsers, and queues writes to one item behind each other; on a loaded machine it answers late, not
 * never (5 s timed out a burst of racing writes while a test suite ran beside it).
 */
export const LOCAL_STORE_REQUEST_TIMEOUT_MS = 30_000;
/** Attempts per call: the first and two retries, with the SDK's backoff. */
export const STORE_ATTEMPTS = 3;

/**
 * Creates the client; callers create it once, at module scope (Lambda) or for the process (local).
 * Locally the endpoint is dynalite and the credentials are made up (dynalite checks none); in AWS the
 * SDK's default chain finds them (Lambda's environment, CodeBuild's container credentials).
 */
export function createDb({
  table,
  region,
  endpoint,
  requestTimeoutMs = endpoint ? LOCAL_STORE_REQUEST_TIMEOUT_MS : STORE_REQUEST_TIMEOUT_MS,
}: DbOptions): Db {
  const client = new DynamoDBClient({
    region,
    ...(endpoint
      ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
    maxAttempts: STORE_ATTEMPTS,
    // The SDK's NodeHttpHandler, given its options: connections kept open (its default), requests bounded.
    requestHandler: {
      connectionTimeout: STORE_CONNECT_TIMEOUT_MS,
      requestTimeout: requestTimeoutMs,
      throwOnRequestTimeout: true,
    },
  });
  const doc = DynamoDBDocumentClient.from(client, {
    // Undefined attributes are left out of what is written; class instances are refused, not mapped.
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  const dynamo: Dynamo = {
    GetItem: (input) => doc.send(new GetCommand(input)),
    PutItem: (input) => doc.send(new PutCommand(input)),
    UpdateItem: (input) => doc.send(new UpdateCommand(input)),
    DeleteItem: (input) => doc.send(new DeleteCommand(input)),
    Query: (input) => doc.send(new QueryCommand(input)),
    Scan: (input) => doc.send(new ScanCommand(input)),
    BatchGetItem: (input) => doc.send(new BatchGetCommand(input)),
    BatchWriteItem: (input) => doc.send(new BatchWriteCommand(input)),
    TransactWriteItems: (input) => doc.send(new TransactWriteCommand(input)),
    CreateTable: (input) => client.send(new CreateTableCommand(input)),
    DescribeTable: (input) => client.send(new DescribeTableCommand(input)),
  };
  return { dynamo, table };
}

/**
 * Every page of a Query in order, one request at a time, each through `db.dynamo.Query` (lib-dynamodb's
 * paginateQuery sends through the client itself, past the handle the tests count requests on).
 */
export async function* queryPages(
  db: Db,
  input: QueryCommandInput,
): AsyncGenerator<Out<QueryCommandOutput>> {
  let start = input.ExclusiveStartKey;
  do {
    const page = await db.dynamo.Query(start ? { ...input, ExclusiveStartKey: start } : input);
    yield page;
    start = page.LastEvaluatedKey;
  } while (start);
}
