// The Lambda Invoke API on the rehearsal's endpoint, checked against the caller's policies: RequestResponse within
// Lambda's payload limit, Event into the function's async queue, and DryRun.
import { randomUUID } from 'node:crypto';
import { ACCOUNT, REGION } from '../template.ts';
import type { InvokeResult } from '../types.ts';
import { errorResponse, type AwsRequest, type AwsResponse, type Endpoint } from './endpoint.ts';
import type { FunctionSpec } from './lambda-functions.ts';

/** Lambda's limit on a synchronous request or response payload. */
const SYNC_PAYLOAD_LIMIT = 6 * 1024 * 1024;

/** An invocation's outcome: throttled by the reserved concurrency, or the function's result. */
export type Outcome = { throttled: true } | { throttled: false; result: InvokeResult };

/** A synchronous answer over 6 MB is an error, as Lambda reports it. */
export function withinLimit(result: InvokeResult): InvokeResult {
  if (!result.ok || Buffer.byteLength(JSON.stringify(result.payload)) <= SYNC_PAYLOAD_LIMIT)
    return result;
  return {
    ok: false,
    errorType: 'Function.ResponseSizeTooLarge',
    errorMessage: 'Response payload size exceeded maximum allowed payload size (6291556 bytes).',
  };
}

/** What the API invokes: the functions (lambda.ts). */
export interface InvokeService {
  find(nameOrArn: string): FunctionSpec | undefined;
  invokeAsync(nameOrArn: string, event: unknown, from: { caller: string }): unknown;
  run(spec: FunctionSpec, event: unknown): Promise<Outcome>;
}

/** The Lambda API on the endpoint: Invoke (RequestResponse, Event, DryRun). */
export async function handleLambda(
  lambdas: InvokeService,
  endpoint: Endpoint,
  request: AwsRequest,
): Promise<AwsResponse> {
  const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(request.path);
  if (!match || request.method !== 'POST')
    return endpoint.notEmulated(request, `Lambda ${request.method} ${request.path}`);
  const name = decodeURIComponent(match[1]!);
  const spec = lambdas.find(name);
  const qualifier = request.query.get('Qualifier');
  const arn = spec
    ? `${spec.arn}${qualifier ? `:${qualifier}` : ''}`
    : `arn:aws:lambda:${REGION}:${ACCOUNT}:function:${name}`;
  const denied = endpoint.authorize(request.caller, 'lambda:InvokeFunction', arn);
  if (denied) return denied;
  if (!spec)
    return errorResponse('lambda', 404, 'ResourceNotFoundException', `Function not found: ${arn}`);
  const type = String(request.headers['x-amz-invocation-type'] ?? 'RequestResponse');
  const text = request.body.toString('utf8') || 'null';
  let event: unknown;
  try {
    event = JSON.parse(text);
  } catch {
    return errorResponse(
      'lambda',
      400,
      'InvalidRequestContentException',
      'Could not parse request body into json',
    );
  }
  if (type === 'DryRun') return { status: 204 };
  if (type === 'Event') {
    lambdas.invokeAsync(spec.name, event, { caller: request.caller });
    return { status: 202, headers: { 'x-amzn-requestid': randomUUID() } };
  }
  if (request.body.length > SYNC_PAYLOAD_LIMIT)
    return errorResponse(
      'lambda',
      413,
      'RequestTooLargeException',
      'Request must be smaller than 6291456 bytes for the InvokeFunction operation',
    );
  const outcome = await lambdas.run(spec, event);
  if (outcome.throttled)
    return {
      status: 429,
      headers: {
        'content-type': 'application/json',
        'x-amzn-errortype': 'TooManyRequestsException',
      },
      body: JSON.stringify({
        Reason: 'ReservedFunctionConcurrentInvocationLimitExceeded',
        Type: 'User',
        message: 'Rate Exceeded.',
      }),
    };
  const result = withinLimit(outcome.result);
  return {
    status: 200,
    headers: {
      'content-type': 'application/json',
      'x-amz-executed-version': '$LATEST',
      ...(result.ok ? {} : { 'x-amz-function-error': 'Unhandled' }),
    },
    body: result.ok
      ? JSON.stringify(result.payload)
      : JSON.stringify({
          errorType: result.errorType,
          errorMessage: result.errorMessage,
          trace: [],
        }),
  };
}
