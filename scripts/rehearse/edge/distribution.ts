// The CloudFront distribution as the template declares it: behaviors in order with their policies and viewer
// function, origins, custom error responses and the default root object. What the template uses and the rehearsal
// does not run (legacy cache settings, Lambda@Edge, other function events) stops the rehearsal with its name.
import type { Stack } from '../template.ts';
import { compileFunction, type ViewerRequestEvent } from './cloudfront-function.ts';
import {
  cachePolicy,
  originRequestPolicy,
  type CachePolicy,
  type OriginRequestPolicy,
} from './policies.ts';
import { responseHeadersPolicy, type ResponseHeaders } from './response-headers.ts';

/** One cache behavior as the distribution config gives it, its policies resolved. */
export interface CacheBehavior {
  /** The PathPattern, or `default` for the DefaultCacheBehavior. */
  name: string;
  pattern: RegExp;
  origin: Origin;
  allowedMethods: string[];
  cachePolicy: CachePolicy;
  originRequestPolicy?: OriginRequestPolicy;
  responseHeaders?: ResponseHeaders;
  viewerRequest?: (event: ViewerRequestEvent) => ReturnType<ReturnType<typeof compileFunction>>;
}

/** An origin: a bucket behind origin access control, or a custom (HTTPS) origin with its headers and read timeout. */
export type Origin =
  | { kind: 's3'; id: string; bucket: string }
  | {
      kind: 'custom';
      id: string;
      domain: string;
      customHeaders: Record<string, string>;
      readTimeoutMs: number;
    };

/** A custom error response: the page and status a viewer gets for an origin's error code, and for how long. */
export interface ErrorResponse {
  responseCode: number;
  pagePath: string;
  cachingMinTtl: number;
}

/** The distribution's settings the router applies. */
export interface Distribution {
  distributionId: string;
  /** `dXXXX.cloudfront.net`, the name viewers know. */
  domainName: string;
  defaultRootObject: string | undefined;
  /** Custom error responses by the origin's status code. */
  errorResponses: Map<number, ErrorResponse>;
  /** In the order CloudFront matches them, the default behavior last. */
  behaviors: CacheBehavior[];
}

/** The managed policies' default when a behavior names none (legacy settings are not rehearsed). */
const DEFAULT_METHODS = ['GET', 'HEAD'];

/** How long CloudFront caches an error without a custom error response naming its code. */
export const DEFAULT_ERROR_CACHING_S = 10;

/** A CloudFront path pattern (`*` any run of characters, `?` one) as a regular expression over the URI. */
function pathPattern(glob: string): RegExp {
  const withSlash = glob.startsWith('/') || glob === '*' ? glob : `/${glob}`;
  const body = withSlash
    .split('')
    .map((ch) => (ch === '*' ? '.*' : ch === '?' ? '.' : ch.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`);
}

/** The template's one distribution, its policies and functions resolved. */
export function readDistribution(stack: Stack): Distribution {
  const [id, resource] = stack.only('AWS::CloudFront::Distribution');
  const config = stack.resolve(resource.Properties?.DistributionConfig) as DistributionConfig;
  const errorResponses = new Map<number, ErrorResponse>();
  for (const e of config.CustomErrorResponses ?? [])
    if (e.ResponsePagePath)
      errorResponses.set(Number(e.ErrorCode), {
        responseCode: Number(e.ResponseCode ?? e.ErrorCode),
        pagePath: e.ResponsePagePath,
        cachingMinTtl: Number(e.ErrorCachingMinTTL ?? DEFAULT_ERROR_CACHING_S),
      });
  const origins = new Map(config.Origins.map((o) => [o.Id, readOrigin(o)]));
  const functions = new Map<string, ReturnType<typeof compileFunction>>();
  const functionFor = (arn: string) => {
    let fn = functions.get(arn);
    if (!fn) {
      const [, f] =
        stack
          .ofType('AWS::CloudFront::Function')
          .find(([fid]) => stack.getAtt(fid, 'FunctionARN') === arn) ??
        fail(`cloudfront: no function ${arn}`);
      const props = stack.resolve(f.Properties) as {
        FunctionCode: string;
        FunctionConfig: { Runtime: string };
      };
      if (props.FunctionConfig.Runtime !== 'cloudfront-js-2.0')
        throw new Error(
          `cloudfront: the rehearsal runs cloudfront-js-2.0 (${props.FunctionConfig.Runtime})`,
        );
      functions.set(arn, (fn = compileFunction(props.FunctionCode)));
    }
    return fn;
  };
  const readBehavior = (b: BehaviorConfig, name: string, pattern: string): CacheBehavior => {
    if (!b.CachePolicyId)
      throw new Error(`cloudfront: behavior ${name} uses legacy cache settings (not rehearsed)`);
    const associations = b.FunctionAssociations ?? [];
    for (const a of associations)
      if (a.EventType !== 'viewer-request')
        throw new Error(
          `cloudfront: the rehearsal runs viewer-request functions only (${a.EventType})`,
        );
    if (b.LambdaFunctionAssociations?.length)
      throw new Error('cloudfront: Lambda@Edge is not rehearsed');
    const viewerRequest = associations[0] ? functionFor(associations[0].FunctionARN) : undefined;
    return {
      name,
      pattern: pathPattern(pattern),
      origin: origins.get(b.TargetOriginId) ?? fail(`cloudfront: no origin ${b.TargetOriginId}`),
      allowedMethods: b.AllowedMethods ?? DEFAULT_METHODS,
      cachePolicy: cachePolicy(stack, b.CachePolicyId),
      ...(b.OriginRequestPolicyId
        ? { originRequestPolicy: originRequestPolicy(stack, b.OriginRequestPolicyId) }
        : {}),
      ...(b.ResponseHeadersPolicyId
        ? { responseHeaders: responseHeadersPolicy(stack, b.ResponseHeadersPolicyId) }
        : {}),
      ...(viewerRequest ? { viewerRequest } : {}),
    };
  };
  return {
    distributionId: stack.ref(id),
    domainName: stack.getAtt(id, 'DomainName'),
    defaultRootObject: config.DefaultRootObject || undefined,
    errorResponses,
    behaviors: [
      ...(config.CacheBehaviors ?? []).map((b) => readBehavior(b, b.PathPattern!, b.PathPattern!)),
      readBehavior(config.DefaultCacheBehavior, 'default', '*'),
    ],
  };
}

interface BehaviorConfig {
  PathPattern?: string;
  TargetOriginId: string;
  AllowedMethods?: string[];
  CachePolicyId?: string;
  OriginRequestPolicyId?: string;
  ResponseHeadersPolicyId?: string;
  FunctionAssociations?: { EventType: string; FunctionARN: string }[];
  LambdaFunctionAssociations?: unknown[];
}

interface DistributionConfig {
  DefaultRootObject?: string;
  DefaultCacheBehavior: BehaviorConfig;
  CacheBehaviors?: BehaviorConfig[];
  CustomErrorResponses?: {
    ErrorCode: number;
    ResponseCode?: number;
    ResponsePagePath?: string;
    ErrorCachingMinTTL?: number;
  }[];
  Origins: {
    Id: string;
    DomainName: string;
    OriginAccessControlId?: string;
    S3OriginConfig?: unknown;
    CustomOriginConfig?: { OriginReadTimeout?: number };
    OriginCustomHeaders?: { HeaderName: string; HeaderValue: string }[];
  }[];
}

function readOrigin(o: DistributionConfig['Origins'][number]): Origin {
  if (o.S3OriginConfig || o.OriginAccessControlId) {
    const bucket = /^(.+)\.s3\.[a-z0-9-]+\.amazonaws\.com$/.exec(o.DomainName)?.[1];
    if (!bucket) throw new Error(`cloudfront: ${o.DomainName} is not a regional S3 domain`);
    if (!o.OriginAccessControlId)
      throw new Error(
        `cloudfront: S3 origin ${o.Id} without origin access control (not rehearsed)`,
      );
    return { kind: 's3', id: o.Id, bucket };
  }
  return {
    kind: 'custom',
    id: o.Id,
    domain: o.DomainName,
    customHeaders: Object.fromEntries(
      (o.OriginCustomHeaders ?? []).map((h) => [h.HeaderName.toLowerCase(), h.HeaderValue]),
    ),
    readTimeoutMs: (o.CustomOriginConfig?.OriginReadTimeout ?? 30) * 1000,
  };
}

function fail(message: string): never {
  throw new Error(message);
}
