// The rehearsal's one AWS endpoint on loopback (AWS_ENDPOINT_URL of every process): tells service and caller from the
// SigV4 credential scope, checks the caller's IAM policy, and hands the call to the service's emulator.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Iam } from './iam.ts';
import type { ConditionContext } from './iam-statements.ts';

/** What a process of the rehearsal is given in AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN. */
export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
}

export interface AwsRequest {
  /** The SigV4 scope's service: dynamodb, s3, lambda, codebuild, cloudfront, ses, secretsmanager. */
  service: string;
  method: string;
  /** The path without the query, still percent-encoded. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The calling role's logical id. */
  caller: string;
}

export interface AwsResponse {
  status: number;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

/** A service's answer to a request, at once or once its work is done. */
export type ServiceHandler = (request: AwsRequest) => AwsResponse | Promise<AwsResponse>;

/** How each service's protocol writes an error (the SDK reads the code from there). */
const PROTOCOL: Record<string, 'json' | 'rest-json' | 'rest-xml' | 's3'> = {
  dynamodb: 'json',
  codebuild: 'json',
  secretsmanager: 'json',
  lambda: 'rest-json',
  ses: 'rest-json',
  cloudfront: 'rest-xml',
  s3: 's3',
};

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An error answer in the shape the service's SDK client parses into an exception named `code`. */
export function errorResponse(
  service: string,
  status: number,
  code: string,
  message: string,
): AwsResponse {
  const requestId = randomUUID();
  switch (PROTOCOL[service] ?? 'json') {
    case 'json':
      return {
        status,
        headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': requestId },
        body: JSON.stringify({ __type: `com.amazon.coral.service#${code}`, message }),
      };
    case 'rest-json':
      return {
        status,
        headers: {
          'content-type': 'application/json',
          'x-amzn-errortype': code,
          'x-amzn-requestid': requestId,
        },
        body: JSON.stringify({ Type: 'User', message, Message: message }),
      };
    case 'rest-xml':
      return {
        status,
        headers: { 'content-type': 'text/xml', 'x-amzn-requestid': requestId },
        body: `<?xml version="1.0"?><ErrorResponse><Error><Type>Sender</Type><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error><RequestId>${requestId}</RequestId></ErrorResponse>`,
      };
    case 's3':
      return {
        status,
        headers: { 'content-type': 'application/xml', 'x-amz-request-id': requestId },
        body: `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message><RequestId>${requestId}</RequestId></Error>`,
      };
  }
}

/** `Credential=AKID/date/region/service/aws4_request` from the Authorization header or a presigned URL. */
export function credentialScope(
  headers: IncomingHttpHeaders,
  query: URLSearchParams,
): { accessKeyId: string; region: string; service: string } | null {
  const credential =
    /Credential=([^,\s]+)/.exec(headers.authorization ?? '')?.[1] ?? query.get('X-Amz-Credential');
  const parts = credential?.split('/');
  if (!parts || parts.length !== 5) return null;
  return { accessKeyId: parts[0]!, region: parts[2]!, service: parts[3]! };
}

/** A call the rehearsal does not emulate: answered 501 and listed, so a journey sees what it missed. */
export interface UnsupportedCall {
  service: string;
  method: string;
  path: string;
  target?: string;
}

export interface EndpointOptions {
  iam: Iam;
  /** The ARN IAM names a caller by in AccessDenied (the role's assumed-role session). */
  principalArn: (caller: string) => string;
}

export class Endpoint {
  url = '';
  readonly unsupported: UnsupportedCall[] = [];
  private readonly handlers = new Map<string, ServiceHandler>();
  private readonly callers = new Map<string, string>();
  private readonly credentials = new Map<string, Credentials>();
  private server: Server | undefined;
  private readonly options: EndpointOptions;

  constructor(options: EndpointOptions) {
    this.options = options;
  }

  /** The keys a role's processes are given; the endpoint knows the role by its access key id. */
  credentialsFor(caller: string): Credentials {
    let found = this.credentials.get(caller);
    if (!found) {
      const accessKeyId = `ASIA${randomBytes(8).toString('hex').toUpperCase()}`;
      found = {
        accessKeyId,
        secretAccessKey: randomBytes(20).toString('base64url'),
        sessionToken: randomBytes(32).toString('base64url'),
      };
      this.credentials.set(caller, found);
      this.callers.set(accessKeyId, caller);
    }
    return found;
  }

  /** The environment a process of `caller` runs with to reach this endpoint. */
  environment(caller: string): Record<string, string> {
    const c = this.credentialsFor(caller);
    return {
      AWS_ENDPOINT_URL: this.url,
      AWS_ACCESS_KEY_ID: c.accessKeyId,
      AWS_SECRET_ACCESS_KEY: c.secretAccessKey,
      AWS_SESSION_TOKEN: c.sessionToken,
    };
  }

  handle(service: string, handler: ServiceHandler): void {
    this.handlers.set(service, handler);
  }

  /**
   * Checks and records one call (`action` as `service:Action`): null when allowed, else the AccessDenied answer
   * AWS gives, in the service's error shape.
   */
  authorize(
    caller: string,
    action: string,
    resource: string,
    context?: ConditionContext,
  ): AwsResponse | null {
    const allowed = this.options.iam.authorize({
      caller,
      action,
      resource,
      ...(context ? { context } : {}),
    });
    if (allowed) return null;
    const service = action.split(':')[0]!;
    const message = `User: ${this.options.principalArn(caller)} is not authorized to perform: ${action} on resource: ${resource} because no identity-based policy allows the ${action} action`;
    return service === 's3'
      ? errorResponse('s3', 403, 'AccessDenied', 'Access Denied')
      : errorResponse(
          service,
          PROTOCOL[service] === 'json' ? 400 : 403,
          'AccessDeniedException',
          message,
        );
  }

  /** Answers 501 for a call no emulator takes, and lists it. */
  notEmulated(request: AwsRequest, what: string): AwsResponse {
    this.unsupported.push({
      service: request.service,
      method: request.method,
      path: request.path,
      ...(request.headers['x-amz-target']
        ? { target: String(request.headers['x-amz-target']) }
        : {}),
    });
    return errorResponse(
      request.service,
      501,
      'NotImplemented',
      `The rehearsal does not emulate ${what}`,
    );
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        void this.dispatch(req.method ?? 'GET', req.url ?? '/', req.headers, Buffer.concat(chunks))
          .then((answer) => {
            const body = answer.body ?? '';
            res.writeHead(answer.status, {
              'content-length': String(Buffer.byteLength(body)),
              ...answer.headers,
            });
            res.end(body);
          })
          .catch((err: unknown) => {
            const answer = errorResponse('dynamodb', 500, 'InternalFailure', String(err));
            if (!res.headersSent) res.writeHead(500, answer.headers);
            res.end(answer.body);
          });
      });
    });
    // The SDK keeps connections open; a rehearsal that stops must not wait for them.
    this.server.keepAliveTimeout = 1000;
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  private async dispatch(
    method: string,
    url: string,
    headers: IncomingHttpHeaders,
    body: Buffer,
  ): Promise<AwsResponse> {
    const parsed = new URL(url, 'http://endpoint');
    const scope = credentialScope(headers, parsed.searchParams);
    if (!scope)
      return errorResponse(
        'dynamodb',
        403,
        'MissingAuthenticationTokenException',
        'Request is missing Authentication Token',
      );
    const caller = this.callers.get(scope.accessKeyId);
    if (!caller)
      return errorResponse(
        scope.service,
        403,
        'UnrecognizedClientException',
        'The security token included in the request is invalid.',
      );
    const handler = this.handlers.get(scope.service);
    const request: AwsRequest = {
      service: scope.service,
      method,
      path: parsed.pathname,
      query: parsed.searchParams,
      headers,
      body,
      caller,
    };
    if (!handler) return this.notEmulated(request, `the ${scope.service} service`);
    return handler(request);
  }
}
