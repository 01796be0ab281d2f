// The single DynamoDB table, built from the data layer's own definition (keys, indexes, TTL attribute) so local and cloud never drift.
import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  Billing,
  ProjectionType,
  TableV2,
  type Attribute,
} from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE_DEFINITION, TTL_ATTRIBUTE } from '../../functions/data/table.ts';

const TYPES: Record<string, AttributeType> = {
  S: AttributeType.STRING,
  N: AttributeType.NUMBER,
  B: AttributeType.BINARY,
};

function attribute(name: string): Attribute {
  const def = TABLE_DEFINITION.AttributeDefinitions.find((a) => a.AttributeName === name);
  const type = def ? TYPES[def.AttributeType] : undefined;
  if (!type) throw new Error(`table definition: no attribute ${name}`);
  return { name, type };
}

function keyOf(
  schema: readonly { AttributeName: string; KeyType: string }[],
  kind: 'HASH' | 'RANGE',
): Attribute | undefined {
  const key = schema.find((k) => k.KeyType === kind);
  return key ? attribute(key.AttributeName) : undefined;
}

export class DataStore extends Construct {
  readonly table: TableV2;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const partitionKey = keyOf(TABLE_DEFINITION.KeySchema, 'HASH');
    if (!partitionKey) throw new Error('table definition: no partition key');
    const sortKey = keyOf(TABLE_DEFINITION.KeySchema, 'RANGE');
    this.table = new TableV2(this, 'Table', {
      partitionKey,
      ...(sortKey ? { sortKey } : {}),
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      // Sessions, per-client windows and pending subscriptions go once expired (table.ts TTL_ATTRIBUTE).
      timeToLiveAttribute: TTL_ATTRIBUTE,
      globalSecondaryIndexes: TABLE_DEFINITION.GlobalSecondaryIndexes.map((gsi) => {
        const pk = keyOf(gsi.KeySchema, 'HASH');
        const sk = keyOf(gsi.KeySchema, 'RANGE');
        if (!pk) throw new Error(`index ${gsi.IndexName}: no partition key`);
        return {
          indexName: gsi.IndexName,
          partitionKey: pk,
          ...(sk ? { sortKey: sk } : {}),
          projectionType:
            gsi.Projection.ProjectionType === 'KEYS_ONLY'
              ? ProjectionType.KEYS_ONLY
              : ProjectionType.ALL,
        };
      }),
    });
  }
}
