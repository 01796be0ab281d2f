// The digest mail: one h1, then per article an h2 whose link text is the title, its category, summary and 'In short'.
import { createElement as h } from 'react';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Layout } from './Layout.ts';
import { SITE_NAME, countLabel } from './strings.ts';
import { s } from './styles.ts';
import type { DigestArticle } from './types.ts';
import { IN_SHORT_HEADING } from '../../domain/article-format.ts';

interface DigestProps {
  subject: string;
  articles: DigestArticle[];
  siteUrl: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
  date: Date;
}

// UTC so that the date in the mail does not depend on the sending machine's zone.
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function Article({ article }: { article: DigestArticle }) {
  return h(
    Section,
    { style: { marginTop: '24px' } },
    h(
      Heading,
      { as: 'h2', className: 'm-text', style: s.h2 },
      h(Link, { className: 'm-link', style: s.link, href: article.url }, article.title),
    ),
    h(
      Text,
      { className: 'm-muted', style: s.muted },
      article.featured ? `Featured · ${article.category}` : article.category,
    ),
    h(Text, { className: 'm-text', style: s.text }, article.summary),
    article.inShort &&
      h(
        Text,
        { className: 'm-text', style: s.text },
        h('strong', null, `${IN_SHORT_HEADING}: `),
        article.inShort,
      ),
  );
}

export function Digest({
  subject,
  articles,
  siteUrl,
  unsubscribeUrl,
  preferencesUrl,
  date,
}: DigestProps) {
  return h(
    Layout,
    {
      title: subject,
      preview: articles.map((a) => a.title).join(' · '),
      siteUrl,
      unsubscribeUrl,
      preferencesUrl,
      reason: `You receive this digest because you subscribed to the ${SITE_NAME} newsletter and confirmed your address.`,
    },
    h(Heading, { as: 'h1', className: 'm-text', style: s.h1 }, `New on ${SITE_NAME}`),
    h(
      Text,
      { className: 'm-muted', style: s.muted },
      `${longDate.format(date)}: ${countLabel(articles.length)} since our last digest.`,
    ),
    articles.map((article) => h(Article, { key: article.id, article })),
  );
}
