// CDK app entry (`npx cdk synth`): one stack; account and region come from the CLI environment, no lookups.
import { App } from 'aws-cdk-lib';
import { NewsStack } from './stack.ts';

const app = new App();
/** Optional context: `-c mailFromIdentity=example.org -c mailFrom='News <news@example.org>'`. */
const context = (name: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(name);
  return typeof value === 'string' && value ? value : undefined;
};
const mailFromIdentity = context('mailFromIdentity');
const mailFrom = context('mailFrom');
/** The footer's social links the site is built with; each one left out is not shown. */
const socialLinks = Object.fromEntries(
  (
    [
      ['SOCIAL_X_URL', 'socialXUrl'],
      ['SOCIAL_LINKEDIN_URL', 'socialLinkedinUrl'],
      ['SOCIAL_FACEBOOK_URL', 'socialFacebookUrl'],
    ] as const
  ).flatMap(([variable, name]) => {
    const value = context(name);
    return value ? [[variable, value]] : [];
  }),
);
new NewsStack(app, 'A11yTechNews', {
  ...(mailFromIdentity ? { mailFromIdentity } : {}),
  ...(mailFrom ? { mailFrom } : {}),
  socialLinks,
  description:
    'A11y Tech News: static site on S3 + CloudFront, Hono API on Lambda, DynamoDB, RSS import, rebuild hook, newsletter',
});
app.synth();
