// API Gateway's route selection: the most specific route key wins over ANY, the greedy path and $default.
import { describe, expect, it } from 'vitest';
import { matchRoute, parseRouteKey, type Route } from './api-gateway.ts';

describe('route selection', () => {
  const route = (key: string): Route => ({
    ...parseRouteKey(key),
    functionName: key,
    payloadFormatVersion: '2.0',
  });
  const routes = [
    route('ANY /api/{proxy+}'),
    route('POST /api/articles/{id}/view'),
    route('ANY /api/articles/{id}/view'),
    route('$default'),
  ];

  it('prefers the exact method and path over ANY and the greedy route', () => {
    // Act
    const view = matchRoute(routes, 'POST', '/api/articles/12/view');
    const anyView = matchRoute(routes, 'GET', '/api/articles/12/view');
    const greedy = matchRoute(routes, 'GET', '/api/articles/12');
    const fallback = matchRoute(routes, 'GET', '/other');
    // Assess
    expect(view?.route.routeKey).toBe('POST /api/articles/{id}/view');
    expect(view?.pathParameters).toEqual({ id: '12' });
    expect(anyView?.route.routeKey).toBe('ANY /api/articles/{id}/view');
    expect(greedy?.route.routeKey).toBe('ANY /api/{proxy+}');
    expect(greedy?.pathParameters).toEqual({ proxy: 'articles/12' });
    expect(fallback?.route.routeKey).toBe('$default');
  });
});
