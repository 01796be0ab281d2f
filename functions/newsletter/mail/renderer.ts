// The React half of render.ts, loaded on first use: templates to HTML, and HTML to the plain-text part.
import { createElement, type ComponentProps } from 'react';
import { render, toPlainText } from '@react-email/render';
import { Confirmation } from './Confirmation.ts';
import { Digest } from './Digest.ts';

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

async function both(element: ReturnType<typeof createElement>) {
  const html = await render(element);
  return { html, text: toPlainText(html, textOptions) };
}

export function renderDigestBody(props: ComponentProps<typeof Digest>) {
  return both(createElement(Digest, props));
}

export function renderConfirmationBody(props: ComponentProps<typeof Confirmation>) {
  return both(createElement(Confirmation, props));
}
