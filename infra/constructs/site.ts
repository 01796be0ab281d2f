// Static site and uploads in private S3 buckets behind CloudFront (OAC); /api/* goes to the HTTP API, its public answers cached.
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Function as CfFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  Distribution,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import {
  HEADER_CSP,
  PERMISSIONS_POLICY,
  SESSION_COOKIE,
  UPLOADS_CSP,
} from '../../functions/policy/security.ts';
import { MANIFEST_KEY } from '../../functions/publish/manifest.ts';

/**
 * The longest CloudFront keeps an API answer, whatever its s-maxage says: bounds the harm of a wrong
 * header. The public answers ask for 10 s (functions/policy/caching.ts, product.md §11.15).
 */
export const API_CACHE_MAX_TTL = Duration.minutes(1);

export interface SiteProps {
  httpApi: HttpApi;
  /** Article images, written by the API under uploads/NAME. */
  uploadsBucket: Bucket;
  /** Sent to the API as x-origin-verify, which refuses requests without it (a dynamic reference). */
  originSecret: string;
}

/** Private, encrypted, TLS-only; kept when the stack is deleted. */
export const privateBucket = (scope: Construct, id: string) =>
  new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });

export class Site extends Construct {
  readonly siteBucket: Bucket;
  readonly uploadsBucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    this.siteBucket = privateBucket(this, 'SiteBucket');
    this.uploadsBucket = props.uploadsBucket;
    // astro's directory format: /article/12 and /article/12/ are article/12/index.html in the bucket.
    // The publisher's manifest lies beside the pages and lists every file; it is not for readers, under any spelling of
    // its name (S3 decodes %2E, so the function compares the decoded path).
    const directoryIndex = new CfFunction(this, 'DirectoryIndex', {
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(
        `function handler(event){var r=event.request,u;try{u=decodeURIComponent(r.uri);}catch(e){u=r.uri;}if(u==='/${MANIFEST_KEY}'){return {statusCode:404,statusDescription:'Not Found'};}if(r.uri.endsWith('/')){r.uri+='index.html';}else if(!/\\.[a-z0-9]+$/i.test(r.uri)){r.uri+='/index.html';}return r;}`,
      ),
    });
    const securityHeaders = siteSecurityHeaders(this);
    const apiDomain = `${props.httpApi.apiId}.execute-api.${Stack.of(this).region}.amazonaws.com`;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'A11y Tech News',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [
          { function: directoryIndex, eventType: FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        '/uploads/*': {
          origin: S3BucketOrigin.withOriginAccessControl(this.uploadsBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: uploadsSecurityHeaders(this),
        },
        '/api/*': {
          origin: new HttpOrigin(apiDomain, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            readTimeout: Duration.seconds(30),
            // Only CloudFront knows it: a request sent to API Gateway directly is refused, so the
            // CloudFront-Viewer-Address the login throttle keys on cannot be forged.
            customHeaders: { 'x-origin-verify': props.originSecret },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          // GET and HEAD answers only (CloudFront's cached methods); writes always reach the API.
          cachePolicy: apiCachePolicy(this),
          compress: true,
          // Cookies, Origin and the query reach the API; Host must stay the API's own for API Gateway.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
      },
      // A missing object answers 403 through OAC (no ListBucket); show the site's 404 page, whose island also renders
      // articles saved since the last build. Only 403 is mapped, so the API's JSON 404s reach the client untouched.
      errorResponses: [
        {
          httpStatus: 403,
          responseHttpStatus: 404,
          responsePagePath: '/404.html',
          ttl: Duration.minutes(1),
        },
      ],
    });
  }

  get url(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }
}

/**
 * /api/*: an answer is kept as long as its Cache-Control allows a shared cache (the public GETs: 10 s), never
 * when it says private, no-store or no-cache (min TTL 0), nor when it says nothing (default TTL 0). The whole
 * query string is in the key (pages, sorts, searches); so is the session cookie, so a request carrying it never
 * meets a reader's cached answer, and the API answers it private (product.md §11.15).
 */
function apiCachePolicy(scope: Construct): CachePolicy {
  return new CachePolicy(scope, 'ApiCache', {
    comment: "A11y Tech News /api/*: as the API's Cache-Control says, per query and session",
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: API_CACHE_MAX_TTL,
    queryStringBehavior: CacheQueryStringBehavior.all(),
    cookieBehavior: CacheCookieBehavior.allowList(SESSION_COOKIE),
    headerBehavior: CacheHeaderBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
}

/**
 * The managed SECURITY_HEADERS policy's headers (HSTS: CloudFront is https only), plus what the local server
 * sends (functions/policy/security.ts): the CSP header part (each page's <meta> carries its script hashes) and
 * Permissions-Policy. A custom policy because a managed one cannot be extended.
 */
function siteSecurityHeaders(scope: Construct): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, 'SecurityHeaders', {
    comment: 'A11y Tech News: CSP header part, Permissions-Policy, HSTS',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: HEADER_CSP, override: true },
      contentTypeOptions: { override: true },
      // X_FRAME_OPTIONS (functions/policy/security.ts): DENY, agreeing with frame-ancestors 'none'.
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: {
        referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
      strictTransportSecurity: { accessControlMaxAge: Duration.days(365), override: true },
      xssProtection: { protection: true, modeBlock: true, override: true },
    },
    customHeadersBehavior: {
      customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
    },
  });
}

/** What the local server sends with an upload (api/routes/uploads.ts): nosniff and a sandboxing CSP, plus HSTS. */
function uploadsSecurityHeaders(scope: Construct): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, 'UploadsHeaders', {
    comment: 'A11y Tech News: uploaded images, sandboxed and never sniffed',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: UPLOADS_CSP, override: true },
      contentTypeOptions: { override: true },
      strictTransportSecurity: { accessControlMaxAge: Duration.days(365), override: true },
    },
  });
}
