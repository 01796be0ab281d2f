// The DynamoDB handle shared by every access pattern: one document client and the table name.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface Db {
  doc: DynamoDBDocumentClient;
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
  const client = new DynamoDBClient({
    region,
    ...(endpoint
      ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
    maxAttempts: 3,
  });
  const doc = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return { doc, table };
}
