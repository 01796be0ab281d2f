// Unit: the RFC 8058 one-click unsubscribe headers.
import { expect, it } from 'vitest';
import { unsubscribeHeaders } from './headers.ts';

it('wraps the one-click URL in angle brackets and adds the One-Click post header', () => {
  // Prepare
  const url = 'https://news.example.org/api/newsletter/unsubscribe?token=abc.def';
  // Act
  const headers = unsubscribeHeaders(url);
  // Assess
  expect(headers).toEqual({
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
});
