// Renders the newsletter mails (digest, confirmation) to subject, HTML and plain text with React Email.
import { createElement } from 'react';
import { render, toPlainText } from '@react-email/render';
import { Confirmation } from './Confirmation.ts';
import { countLabel, Digest } from './Digest.ts';
import { SITE_NAME } from './Layout.ts';
import type { DigestArticle, RenderedMail } from './types.ts';

export type { DigestArticle, RenderedMail } from './types.ts';

/** The digest, rendered once per digest; the sender swaps `unsubscribeUrl` per subscriber. */
export async function renderDigest(input: {
  articles: DigestArticle[];
  siteUrl: string;
  unsubscribeUrl: string;
  date: Date;
}): Promise<RenderedMail> {
  const subject = `${SITE_NAME}: ${countLabel(input.articles.length)}`;
  const html = await render(createElement(Digest, { ...input, subject }));
  return { subject, html, text: plainText(html) };
}

/** The double opt-in mail with its confirm link. */
export async function renderConfirmation(input: {
  email: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  siteUrl: string;
}): Promise<RenderedMail> {
  const subject = `Confirm your subscription to ${SITE_NAME}`;
  const html = await render(createElement(Confirmation, { ...input, subject }));
  return { subject, html, text: plainText(html) };
}

/**
 * Titles keep their case (uppercasing would turn 'NVDA' and 'nvda' into the same word) and every link
 * is followed by its URL in angle brackets, the usual delimiter of a URL in plain text (RFC 3986 App. C).
 */
const textOptions = {
  selectors: [
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'a', options: { linkBrackets: ['<', '>'] as [string, string] } },
  ],
};

function plainText(html: string): string {
  return toPlainText(html, textOptions);
}
