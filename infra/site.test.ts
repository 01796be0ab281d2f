// The site's CloudFront viewer-request function, run on sample requests: directory URLs find their
// index.html, files pass as they are, and the publisher's manifest is never served.
import { runInNewContext } from 'node:vm';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_KEY } from '../functions/publish/manifest.ts';
import { newTestStack } from '../tests/support/infra-stack.ts';

interface ViewerRequest {
  uri: string;
}
type ViewerHandler = (event: { request: ViewerRequest }) => ViewerRequest | { statusCode: number };

let handler: ViewerHandler;

beforeAll(() => {
  const functions = Template.fromStack(newTestStack()).findResources('AWS::CloudFront::Function');
  const [fn] = Object.values(functions) as { Properties: { FunctionCode: string } }[];
  expect(Object.keys(functions)).toHaveLength(1);
  // The inline code declares `handler`, as CloudFront runs it; a context of its own, as CloudFront gives it no
  // Node globals.
  handler = runInNewContext(`${fn!.Properties.FunctionCode}\nhandler;`) as ViewerHandler;
});

const viewerRequest = (uri: string) => handler({ request: { uri } });

describe('the site viewer function', () => {
  it('serves the index.html of a page folder for its URL with or without the slash', () => {
    expect(viewerRequest('/')).toEqual({ uri: '/index.html' });
    expect(viewerRequest('/article/12')).toEqual({ uri: '/article/12/index.html' });
    expect(viewerRequest('/article/12/')).toEqual({ uri: '/article/12/index.html' });
    expect(viewerRequest('/feeds')).toEqual({ uri: '/feeds/index.html' });
  });

  it('passes a file as it is', () => {
    // The feeds (product.md §10.18) are files too: /feeds/all.atom is not a folder.
    for (const uri of [
      '/_astro/app.abc.js',
      '/rss.xml',
      '/feeds/all.atom',
      '/feeds/all.json',
      '/feeds/category/mobile.xml',
      '/sitemap-index.xml',
      '/404.html',
    ])
      expect(viewerRequest(uri)).toEqual({ uri });
  });

  it('answers 404 for the manifest of the publisher, which lists every file in the bucket, however it is spelled', () => {
    const encoded = `/${MANIFEST_KEY.replace('.', '%2E')}`;
    for (const uri of [`/${MANIFEST_KEY}`, encoded, encoded.replace('-', '%2d')])
      expect(viewerRequest(uri)).toEqual({ statusCode: 404, statusDescription: 'Not Found' });
    // A malformed escape is left for S3 to refuse.
    expect(viewerRequest('/%E0%A4%A')).toEqual({ uri: '/%E0%A4%A/index.html' });
  });
});
