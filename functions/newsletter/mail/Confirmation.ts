// The double opt-in mail: one clear 'Confirm subscription' link, its 7-day expiry, and what ignoring it means.
import { createElement as h } from 'react';
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { CONFIRM_TTL_DAYS } from '../../domain/newsletter.ts';
import { Layout } from './Layout.ts';
import { SITE_NAME } from './strings.ts';
import { s } from './styles.ts';

interface ConfirmationProps {
  subject: string;
  email: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
  siteUrl: string;
}

export function Confirmation({
  subject,
  email,
  confirmUrl,
  unsubscribeUrl,
  preferencesUrl,
  siteUrl,
}: ConfirmationProps) {
  return h(
    Layout,
    {
      title: subject,
      preview: `Confirm ${email} to receive the ${SITE_NAME} newsletter.`,
      siteUrl,
      unsubscribeUrl,
      preferencesUrl,
      reason: `You receive this email because ${email} was entered in the ${SITE_NAME} signup form.`,
    },
    h(Heading, { as: 'h1', className: 'm-text', style: s.h1 }, 'Confirm your subscription'),
    h(
      Text,
      { className: 'm-text', style: s.text },
      `Someone, probably you, asked to receive the ${SITE_NAME} newsletter at ${email}. Please confirm that this is your address.`,
    ),
    h(
      Text,
      { style: { margin: '24px 0' } },
      h(
        Button,
        { className: 'm-button', style: s.button, href: confirmUrl },
        'Confirm subscription',
      ),
    ),
    h(
      Text,
      { className: 'm-text', style: s.text },
      `The link works for ${CONFIRM_TTL_DAYS} days. If you did not ask for this, ignore this email: you will not be subscribed, and we keep nothing once the link has expired.`,
    ),
  );
}
