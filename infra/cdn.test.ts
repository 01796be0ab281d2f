// CDK template assertions for a reader spike (product.md §11.15): CloudFront caches /api/* as the API says, the view beacon has its own throttled route, and expired records carry the table's TTL.
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../functions/policy/security.ts';
import { TTL_ATTRIBUTE } from '../functions/data/table.ts';
import {
  API_BURST_LIMIT,
  API_RATE_LIMIT,
  VIEW_BEACON_BURST_LIMIT,
  VIEW_BEACON_RATE_LIMIT,
  VIEW_BEACON_ROUTE_KEY,
} from './constructs/api.ts';
import { API_CACHE_MAX_TTL } from './constructs/site.ts';
import { newTestStack } from '../tests/support/infra-stack.ts';

let template: Template;

beforeAll(() => {
  template = Template.fromStack(newTestStack());
}, 120_000);

/** The one resource of `type` matching `props`: its logical id and its definition. */
function only(type: string, props: Record<string, unknown>) {
  const found = Object.entries(template.findResources(type, props));
  expect(found).toHaveLength(1);
  const [id, resource] = found[0]!;
  return {
    id,
    resource: resource as { Properties: Record<string, unknown>; DependsOn?: string[] },
  };
}

describe('CloudFront in front of the API', () => {
  it('keeps /api/* answers as their Cache-Control says, keyed by the whole query and the session cookie', () => {
    // Prepare
    const policy = only('AWS::CloudFront::CachePolicy', {
      Properties: { CachePolicyConfig: Match.objectLike({ Name: Match.anyValue() }) },
    });
    // Assess: nothing without a header or marked private/no-store is kept; the header is capped
    expect(policy.resource.Properties.CachePolicyConfig).toMatchObject({
      MinTTL: 0,
      DefaultTTL: 0,
      MaxTTL: API_CACHE_MAX_TTL.toSeconds(),
      ParametersInCacheKeyAndForwardedToOrigin: {
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        CookiesConfig: { CookieBehavior: 'whitelist', Cookies: [SESSION_COOKIE] },
        HeadersConfig: { HeaderBehavior: 'none' },
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
      },
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/api/*',
            CachePolicyId: { Ref: policy.id },
            // CloudFront's default when unset: GET and HEAD only, so writes always reach the API.
            CachedMethods: Match.absent(),
            Compress: true,
          }),
        ]),
      }),
    });
  });
});

describe('the API stage', () => {
  it('sends the view beacon to the same Lambda on a route of its own, the rest on the catch-all', () => {
    // Prepare
    const rest = only('AWS::ApiGatewayV2::Route', {
      Properties: { RouteKey: 'ANY /api/{proxy+}' },
    });
    const beacon = only('AWS::ApiGatewayV2::Route', {
      Properties: { RouteKey: VIEW_BEACON_ROUTE_KEY },
    });
    // Assess
    expect(VIEW_BEACON_ROUTE_KEY).toBe('POST /api/articles/{id}/view');
    expect(beacon.resource.Properties.Target).toEqual(rest.resource.Properties.Target);
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', 1);
  });

  it('throttles the beacon on its own budget and every other route on the default one', () => {
    // Prepare
    const beacon = only('AWS::ApiGatewayV2::Route', {
      Properties: { RouteKey: VIEW_BEACON_ROUTE_KEY },
    });
    const stage = only('AWS::ApiGatewayV2::Stage', { Properties: { StageName: '$default' } });
    // Assess
    expect(stage.resource.Properties).toMatchObject({
      DefaultRouteSettings: {
        ThrottlingRateLimit: API_RATE_LIMIT,
        ThrottlingBurstLimit: API_BURST_LIMIT,
      },
      RouteSettings: {
        [VIEW_BEACON_ROUTE_KEY]: {
          ThrottlingRateLimit: VIEW_BEACON_RATE_LIMIT,
          ThrottlingBurstLimit: VIEW_BEACON_BURST_LIMIT,
        },
      },
    });
    expect(VIEW_BEACON_RATE_LIMIT).toBeLessThan(API_RATE_LIMIT);
    // A stage naming a route that does not exist yet fails to deploy.
    expect(stage.resource.DependsOn).toContain(beacon.id);
  });
});

describe('the table', () => {
  it("deletes expired items on the data layer's expiry attribute", () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    });
  });
});
