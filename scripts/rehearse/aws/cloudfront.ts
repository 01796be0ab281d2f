// CloudFront's API in the rehearsal: CreateInvalidation, recorded and handed to the edge so it drops its cache.
import { randomUUID } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { ACCOUNT, type Stack } from '../template.ts';
import type { AwsRequest, AwsResponse, Endpoint } from './endpoint.ts';
import { errorResponse } from './endpoint.ts';

export interface Invalidation {
  id: string;
  distributionId: string;
  paths: string[];
  callerReference: string;
  caller: string;
  createdAt: Date;
}

/** Called for each invalidation before CreateInvalidation answers: the edge drops the matching cached objects. */
export type InvalidationListener = (invalidation: Invalidation) => void | Promise<void>;

const parser = new XMLParser({ isArray: (name) => name === 'Path' });
const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export class CloudFrontApi {
  readonly invalidations: Invalidation[] = [];
  private readonly listeners: InvalidationListener[] = [];
  private readonly distributions: string[];

  constructor(stack: Stack, endpoint: Endpoint) {
    this.distributions = stack.ofType('AWS::CloudFront::Distribution').map(([id]) => stack.ref(id));
    endpoint.handle('cloudfront', (request) => this.handle(endpoint, request));
  }

  onInvalidation(listener: InvalidationListener): void {
    this.listeners.push(listener);
  }

  private async handle(endpoint: Endpoint, request: AwsRequest): Promise<AwsResponse> {
    const match = /^\/\d{4}-\d{2}-\d{2}\/distribution\/([^/]+)\/invalidation$/.exec(request.path);
    if (!match || request.method !== 'POST')
      return endpoint.notEmulated(request, `CloudFront ${request.method} ${request.path}`);
    const distributionId = decodeURIComponent(match[1]!);
    const denied = endpoint.authorize(
      request.caller,
      'cloudfront:CreateInvalidation',
      `arn:aws:cloudfront::${ACCOUNT}:distribution/${distributionId}`,
    );
    if (denied) return denied;
    if (!this.distributions.includes(distributionId))
      return errorResponse(
        'cloudfront',
        404,
        'NoSuchDistribution',
        'The specified distribution does not exist.',
      );
    const batch = (
      parser.parse(request.body.toString('utf8')) as {
        InvalidationBatch: {
          Paths: { Quantity: number; Items?: { Path: string[] } };
          CallerReference: string;
        };
      }
    ).InvalidationBatch;
    const paths = (batch.Paths.Items?.Path ?? []).map(String);
    if (paths.length !== Number(batch.Paths.Quantity))
      return errorResponse(
        'cloudfront',
        400,
        'InconsistentQuantities',
        "The value of Quantity and the size of Items don't match.",
      );
    const invalidation: Invalidation = {
      id: `I${randomUUID().replace(/-/g, '').slice(0, 13).toUpperCase()}`,
      distributionId,
      paths,
      callerReference: String(batch.CallerReference),
      caller: request.caller,
      createdAt: new Date(),
    };
    this.invalidations.push(invalidation);
    for (const listener of this.listeners) await listener(invalidation);
    const items = paths.map((p) => `<Path>${escape(p)}</Path>`).join('');
    return {
      status: 201,
      headers: {
        'content-type': 'text/xml',
        location: `https://cloudfront.amazonaws.com/2020-05-31/distribution/${distributionId}/invalidation/${invalidation.id}`,
      },
      body: `<?xml version="1.0"?><Invalidation xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>${invalidation.id}</Id><Status>Completed</Status><CreateTime>${invalidation.createdAt.toISOString()}</CreateTime><InvalidationBatch><Paths><Quantity>${paths.length}</Quantity><Items>${items}</Items></Paths><CallerReference>${escape(invalidation.callerReference)}</CallerReference></InvalidationBatch></Invalidation>`,
    };
  }
}
