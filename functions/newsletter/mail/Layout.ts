// The frame every newsletter mail shares: lang, colour-scheme meta, dark-mode styles, and the footer with the topics
// (product.md §10.19) and unsubscribe links.
// Written with createElement, not JSX: `npm start` runs functions/ with Node's type stripping, which cannot load .tsx.
import { createElement as h, type ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import { SITE_NAME } from './strings.ts';
import { darkCss, s } from './styles.ts';

interface LayoutProps {
  /** The subject, repeated as the document title so that a screen reader names the message. */
  title: string;
  /** The inbox preview line; hidden in the body and skipped in the plain-text part. */
  preview: string;
  siteUrl: string;
  unsubscribeUrl: string;
  /** The subscriber's topics page (product.md §10.19). */
  preferencesUrl: string;
  /** Why the reader got this mail, shown above the unsubscribe link. */
  reason: string;
  children?: ReactNode;
}

export function Layout({
  title,
  preview,
  siteUrl,
  unsubscribeUrl,
  preferencesUrl,
  reason,
  children,
}: LayoutProps) {
  const link = (href: string, text: string) =>
    h(Link, { className: 'm-link', style: s.link, href }, text);
  return h(
    Html,
    { lang: 'en', dir: 'ltr' },
    h(
      Head,
      null,
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('title', null, title),
      h('style', null, darkCss),
    ),
    h(
      Body,
      { className: 'm-surface', style: s.body },
      h(Preview, null, preview),
      h(
        Container,
        { className: 'm-surface', style: s.container },
        h('main', null, children),
        h(
          'footer',
          null,
          h('hr', { className: 'm-rule', style: s.rule }),
          h(Text, { className: 'm-muted', style: s.muted }, reason),
          h(
            Text,
            { className: 'm-muted', style: s.muted },
            link(preferencesUrl, 'Choose the topics you receive'),
          ),
          h(
            Text,
            { className: 'm-muted', style: s.muted },
            link(unsubscribeUrl, `Unsubscribe from ${SITE_NAME}`),
          ),
          h(Text, { className: 'm-muted', style: s.muted }, link(siteUrl, SITE_NAME)),
        ),
      ),
    ),
  );
}
