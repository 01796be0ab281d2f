// Renders the newsletter mails (digest, confirmation) to subject, HTML and plain text with React Email.
import type * as Renderer from './renderer.ts';
import { countLabel, SITE_NAME } from './strings.ts';
import type { DigestArticle, RenderedMail } from './types.ts';

export type { DigestArticle, RenderedMail } from './types.ts';

/**
 * The templates and renderer load on the first render: importing them (react-dom/server, the React
 * Email components, html-to-text) is a cost in Node (docs/benchmarks.md) that `npm start`, the API Lambda's
 * cold start and every test importing the API would otherwise pay up front for a mail they may never send.
 */
let renderer: Promise<typeof Renderer> | undefined;
const load = () => (renderer ??= import('./renderer.ts'));

/** The digest, rendered once per topic set; the sender swaps the tokens of both links per subscriber. */
export async function renderDigest(input: {
  articles: DigestArticle[];
  siteUrl: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
  date: Date;
}): Promise<RenderedMail> {
  const subject = `${SITE_NAME}: ${countLabel(input.articles.length)}`;
  const { renderDigestBody } = await load();
  return { subject, ...(await renderDigestBody({ ...input, subject })) };
}

/** The double opt-in mail with its confirm link. */
export async function renderConfirmation(input: {
  email: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
  siteUrl: string;
}): Promise<RenderedMail> {
  const subject = `Confirm your subscription to ${SITE_NAME}`;
  const { renderConfirmationBody } = await load();
  return { subject, ...(await renderConfirmationBody({ ...input, subject })) };
}
