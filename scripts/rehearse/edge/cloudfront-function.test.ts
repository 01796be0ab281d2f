// The CloudFront Functions runner: a bare context, requests and responses out, failures as errors.
import { describe, expect, it } from 'vitest';
import { compileFunction, type ViewerRequestEvent } from './cloudfront-function.ts';

const event: ViewerRequestEvent = {
  version: '1.0',
  context: {
    distributionDomainName: 'd1.cloudfront.net',
    distributionId: 'E1',
    eventType: 'viewer-request',
    requestId: 'r1',
  },
  viewer: { ip: '127.0.0.1' },
  request: { method: 'GET', uri: '/a', querystring: {}, headers: {}, cookies: {} },
};

describe('compileFunction', () => {
  it('runs without Node globals', async () => {
    // Arrange
    const fn = compileFunction(
      `function handler(event){var r=event.request;r.headers['x-globals']={value:[typeof require,typeof process,typeof Buffer,typeof setTimeout].join(',')};return r;}`,
    );
    // Act
    const result = await fn(event);
    // Assess
    expect(result.kind).toBe('request');
    if (result.kind === 'request')
      expect(result.request.headers['x-globals']?.value).toBe(
        'undefined,undefined,undefined,undefined',
      );
  });

  it('hands back a response the function answers itself, async ones too', async () => {
    // Arrange
    const fn = compileFunction(
      `async function handler(event){return {statusCode:302,statusDescription:'Found',headers:{location:{value:'/b'}}};}`,
    );
    // Act
    const result = await fn(event);
    // Assess
    expect(result).toEqual({
      kind: 'response',
      response: {
        statusCode: 302,
        statusDescription: 'Found',
        headers: { location: { value: '/b' } },
      },
    });
  });

  it('fails on a throw, a runaway loop and a result that is neither', async () => {
    // Arrange
    const throws = compileFunction(`function handler(){throw new Error('x');}`);
    const loops = compileFunction(`function handler(){for(;;){}}`);
    const neither = compileFunction(`function handler(){return 42;}`);
    // Assess
    await expect(throws(event)).rejects.toThrow('x');
    await expect(loops(event)).rejects.toThrow(/timed out/);
    await expect(neither(event)).rejects.toThrow(/neither/);
  });
});
