// The stack the infra tests assert on, built one way: bundling skipped, a fixed account, region and sending identity.
import { App } from 'aws-cdk-lib';
import { NewsStack } from './stack.ts';

export function newTestStack(): NewsStack {
  // Skipping bundling keeps the tests fast; `npx cdk synth` bundles for real.
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  return new NewsStack(app, 'TestStack', {
    env: { account: '123456789012', region: 'eu-west-1' },
    mailFromIdentity: 'news.example.org',
  });
}
