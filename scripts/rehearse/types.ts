// What the rehearsal's parts hand each other: the AWS side (Lambda, S3, the recorded calls) and the edge (CloudFront, API Gateway).

/** One AWS API call made during the rehearsal, as IAM would evaluate it. */
export interface RecordedCall {
  /** The IAM service prefix: dynamodb, s3, lambda, codebuild, cloudfront, ses, secretsmanager. */
  service: string;
  /** The IAM action without the prefix, e.g. GetItem, PutObject, InvokeFunction. */
  action: string;
  /** The resource ARN the call acts on. */
  resource: string;
  /** The logical id of the IAM role that made it (or a service principal such as cloudfront.amazonaws.com). */
  caller: string;
  /** Whether the caller's policy allowed it (false: the call was answered AccessDenied). */
  allowed: boolean;
}

/** A Lambda invocation's outcome: the handler's return value, or its error as Lambda reports it. */
export type InvokeResult =
  { ok: true; payload: unknown } | { ok: false; errorType: string; errorMessage: string };

/** Invokes a deployed function by name (RequestResponse), as API Gateway's Lambda integration does. */
export type Invoke = (functionName: string, event: unknown) => Promise<InvokeResult>;

/** An origin response: status, headers (lower-case names) and body. */
export interface OriginResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Reads one object as CloudFront's origin access control does (the cloudfront.amazonaws.com principal, allowed by
 * the bucket policy): 403 when the key is missing (no ListBucket), as S3 answers it.
 */
export type S3OriginGet = (bucket: string, key: string) => Promise<OriginResponse>;
