// CDK app entry (`npx cdk synth`): one stack; account and region come from the CLI environment, no lookups.
import { App } from 'aws-cdk-lib';
import { NewsStack } from './stack.ts';

const app = new App();
new NewsStack(app, 'A11yTechNews', {
  description:
    'A11y Tech News: static site on S3 + CloudFront, Hono API on Lambda, DynamoDB, RSS import, rebuild hook',
});
app.synth();
